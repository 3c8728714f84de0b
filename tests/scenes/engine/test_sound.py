"""Sound (issue 31.1): cues by name at the settings' volume, silent without an audio device, one cue per batch
of events a table shows, "your turn" only when it becomes a person's turn after others played."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from scenes.engine.headless import make_context, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.sound import CUES, PEAK, Cue, SoundPlayer, samples, waveform
from scenes.tables.common.table import BaseTable
from tests.core.toy_game import Step, ToyRules

GAMES = ["demos", "diceocracy", "dindex"]


ROOT = Path(__file__).resolve().parents[3]


class RecordingPlayer:
    """Stands in for the mixer on ctx.sound: keeps the cues asked for."""

    def __init__(self) -> None:
        self.cues: list[Cue] = []

    def play(self, cue: Cue) -> None:
        self.cues.append(cue)


class ToyTable(BaseTable):
    def build(self) -> None:
        self.shown: Any = None

    def sync(self, view: Any) -> None:
        self.shown = view


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    context.sound = RecordingPlayer()
    yield context, screen
    pygame.quit()


def toy_table(context: Any, *kinds: str) -> ToyTable:
    names = ["Anna", "Ben", "Cleo"]
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") if k == "bot" else SeatSpec(name=names[i])
             for i, k in enumerate(kinds)]
    table = ToyTable(context, Match(ToyRules(), {"target": 12}, seats, 3), bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    return table


# -- the cues ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_each_games_cue_map_names_only_its_declared_event_types_and_known_cues(game: str) -> None:
    declared = importlib.import_module(f"game.{game}").GAME.rules.event_types
    cues = importlib.import_module(f"scenes.tables.{game}.sounds").CUES
    assert cues and set(cues) <= set(declared), sorted(set(cues) - set(declared))
    assert set(cues.values()) <= set(CUES)


@pytest.mark.parametrize("cue", CUES)
def test_each_cue_is_short_quiet_and_not_silence(cue: Cue) -> None:
    wave = waveform(cue, 22050)
    assert 0.040 <= len(wave) / 22050 <= 0.300
    peak = max(abs(s) for s in wave)
    assert 0.5 * PEAK < peak <= PEAK + 1e-9
    assert abs(wave[0]) < 0.05 and abs(wave[-1]) < 0.05  # no click at either edge
    stereo = samples(cue, 22050, 2)
    assert len(stereo) == 2 * len(wave) and stereo.itemsize == 2  # 16-bit, interleaved per channel


def test_a_volume_of_0_plays_nothing_and_never_starts_the_mixer() -> None:
    pygame.mixer.quit()
    player = SoundPlayer(lambda: 0.0)
    for cue in CUES:
        player.play(cue)
    assert player.state == "idle" and pygame.mixer.get_init() is None


def test_with_the_dummy_driver_a_cue_plays_or_is_skipped_without_an_error() -> None:
    player = SoundPlayer(lambda: 0.7)
    player.play("your_turn")  # the dummy driver may open the mixer or refuse it: both are fine
    player.play("card_laid")
    assert player.state in ("on", "off")
    pygame.mixer.quit()


def test_the_table_context_plays_at_the_settings_volume() -> None:
    context, _ = make_context((1280, 720))
    try:
        assert context.volume() == 0.0  # headless services: silent by default
        context.services.settings.volume = 70
        assert context.volume() == pytest.approx(0.7)
    finally:
        pygame.quit()


# -- the tables -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_bot_game_plays_at_most_one_cue_per_move_and_never_your_turn(ctx, game: str) -> None:
    from game.core.registry import get_game
    from scenes.tables import TABLE_INFO

    context, screen = ctx
    info = get_game(game)
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(info.rules.min_players)]
    match = Match(info.rules, None, seats, 5)
    table = TABLE_INFO[game].make_table(context, match)
    context.stack.push(table)
    for _ in range(60):
        pump(context, screen)
    assert table.match.actions, "the bots played"
    assert 0 < len(context.sound.cues) <= len(table.match.actions)
    assert "your_turn" not in context.sound.cues
    cues = importlib.import_module(f"scenes.tables.{game}.sounds").CUES
    assert set(context.sound.cues) <= set(cues.values())


def test_your_turn_sounds_once_when_a_bot_has_moved_and_not_at_the_start(ctx) -> None:
    context, screen = ctx
    table = toy_table(context, "human", "bot")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen, frames=3)
    assert presenter.asking == 0 and "your_turn" not in context.sound.cues  # the start is no news
    assert presenter.act(0, Step(size=2)) is None
    for _ in range(10):
        pump(context, screen)
    assert len(table.match.actions) == 2 and presenter.asking == 0  # the bot answered, Anna is asked again
    assert context.sound.cues.count("your_turn") == 1
    pump(context, screen, frames=10)  # waiting longer chimes nothing more
    assert context.sound.cues.count("your_turn") == 1


def test_a_game_of_bots_alone_never_sounds_your_turn(ctx) -> None:
    context, screen = ctx
    table = toy_table(context, "bot", "bot")
    for _ in range(300):
        pump(context, screen)
        if context.services.finished:
            break
    assert table.match.result() is not None and "your_turn" not in context.sound.cues


def test_hot_seat_the_next_persons_pass_screen_sounds_your_turn(ctx) -> None:
    context, screen = ctx
    table = toy_table(context, "human", "human")
    presenter = table.presenter
    assert presenter is not None
    for _ in range(3):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):
            context.stack.top.ready()  # Anna takes the computer: the first screen of the game chimes nothing
    assert presenter.asking == 0 and "your_turn" not in context.sound.cues
    assert presenter.act(0, Step(size=1)) is None
    pump(context, screen, frames=3)
    assert presenter.privacy_for == 1 and context.sound.cues.count("your_turn") == 1


def test_a_replay_sounds_a_step_forward_and_nothing_for_a_jump(ctx) -> None:
    from game.core.cursor import MatchTimeline
    from scenes.tables import TABLE_INFO

    context, screen = ctx
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(3)]
    match = Match(importlib.import_module("game.demos").GAME.rules, None, seats, 5)
    bot, rng = RandomBot(), Rng(1)
    while len(match.actions) < 12 and match.result() is None:
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), rng))
    timeline = MatchTimeline.from_record(match.record())
    replay = TABLE_INFO["demos"].make_table(context, timeline.at(0), mode="replay", viewer=None)
    context.stack.push(replay)
    pump(context, screen, frames=3)
    assert context.sound.cues == []  # opening a replay is silent
    replay.set_match(timeline.at(1))  # one step: the deal and the first move
    assert len(context.sound.cues) == 1
    replay.set_match(timeline.at(10))  # a jump is no news
    replay.set_match(timeline.at(3))  # nor a step back
    assert len(context.sound.cues) == 1


# -- proof it is sound, not silence ----------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("table", [[], ["--table", "demos"]], ids=["every cue", "a bot game of DemoS"])
def test_the_cues_reach_the_audio_output_as_sound(tmp_path: Path, table: list[str]) -> None:
    out = tmp_path / "audio.raw"
    script = ROOT / "tests" / "benchmarks" / "disk_audio.py"
    run = subprocess.run([sys.executable, str(script), "--out", str(out), *table],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    assert figures["player"] == "on" and figures["bytes"] > 100_000
    assert 0.1 < figures["peak_share"] <= PEAK  # audible, and as quiet as the cues were made
