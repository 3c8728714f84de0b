"""DēmoS at one computer (scenes/tables/demos/hotseat.py): a team vote that can no longer change the
outcome is not asked (the rules end the team vote at the first vote against), and the veto, spent for the whole
game and never undoable, is asked about before it is cast; the hand-off names its keys and fits a forty
character name."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.demos import views
from game.demos.state import CastVeto, Consent
from scenes.engine.headless import key, make_context, pump
from scenes.engine.i18n import load_language
from scenes.engine.privacy import PrivacyScreen
from scenes.tables import TABLE_INFO
from scenes.tables.demos.hotseat import veto_question
from scenes.tables.demos.prompt import veto_have_words
from tests.demos.helpers import new
from tests.scenes.tables.demos.test_table import instant, open_table  # noqa: F401


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def veto_table(context: Any, kinds: str, options: dict[str, Any], team: int) -> Any:
    """The unanimous discard is on the table and `team` is asked whether it vetoes (a hand-built position)."""
    names = iter(("Anna", "Ben", "Cleo", "Dan"))
    seats = [SeatSpec(name=n) if k == "h" else SeatSpec(kind="bot", name=f"Bot {n}", level="heuristic")
             for k, n in zip(kinds, names, strict=True)]
    match = Match(get_game("demos").rules, {"mode": "full", "first_dealer": 3, **options}, seats, 7)
    match.state = match.state.model_copy(update={"phase": "veto", "veto_queue": (team,),
                                                 "votes": (None,) * len(seats)})
    table = TABLE_INFO["demos"].make_table(context, match)
    context.stack.push(table)
    return table


def settle(context: Any, screen: Any, table: Any, frames: int = 6) -> list[str]:
    """Pump a few frames; who was handed the computer meanwhile (each pass screen answered with Enter)."""
    passed: list[str] = []
    for _ in range(frames):
        pump(context, screen)
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            passed.append(top.name)
            pump(context, screen, [key(pygame.K_RETURN)])
    return passed


TEAMS = {"teams": "2v2", "team_layout": (0, 0, 1, 1)}
"""Anna and Ben are one team, the two bots the other."""


def test_after_a_teammate_votes_against_the_team_veto_the_other_is_not_passed_the_computer(ctx: Any) -> None:
    context, screen = ctx
    table = veto_table(context, "hhbb", TEAMS, team=0)
    assert settle(context, screen, table) == ["Anna"]
    assert table.presenter.asking == 0
    assert table.presenter.act(0, Consent()) is None
    assert settle(context, screen, table) == []  # Ben's vote can no longer change anything
    assert not any(seat == 1 for seat, _ in table.match.actions)  # the rules do not ask him: nobody votes for him
    assert table.match.view(None).phase != "veto"


def test_after_a_teammate_votes_for_the_team_veto_the_other_is_asked(ctx: Any) -> None:
    context, screen = ctx
    table = veto_table(context, "hhbb", TEAMS, team=0)
    settle(context, screen, table)
    table.presenter.act(0, CastVeto())  # through the presenter: a vote for the veto spends nothing yet alone
    passed = settle(context, screen, table)
    assert passed == ["Ben"]
    assert table.presenter.asking == 1
    assert table.presenter.handoffs == 2


def test_the_veto_is_asked_about_before_it_is_cast(ctx: Any) -> None:
    context, screen = ctx
    table = veto_table(context, "hbbb", {}, team=0)
    settle(context, screen, table)
    assert table.presenter.asking == 0
    pump(context, screen, [key(pygame.K_v)])
    assert table.confirm_box.open and not table.match.actions
    assert "whole game" in table.confirm_box.question.text
    pump(context, screen, [key(pygame.K_ESCAPE)])  # no, go back
    assert not table.confirm_box.open and not table.match.actions
    assert table.ctx.services.pauses == 0  # Esc answered the question, it did not open the pause menu
    pump(context, screen, [key(pygame.K_v)])
    pump(context, screen, [key(pygame.K_RETURN)])
    assert table.match.actions[:1] == [(0, CastVeto())]  # then the next seat plays on


def test_agreeing_to_the_unanimous_discard_is_sent_at_once(ctx: Any) -> None:
    context, screen = ctx
    table = veto_table(context, "hbbb", {}, team=0)
    settle(context, screen, table)
    pump(context, screen, [key(pygame.K_a)])
    assert not table.confirm_box.open and table.match.actions[:1] == [(0, Consent())]


def test_a_move_that_ends_the_round_in_its_show_down_hands_its_mover_the_next_round_behind_a_pass_screen(
        ctx: Any) -> None:
    """Playtest: Ada's vote ended the round, everybody watched the show-down, and her new hand came up without a
    pass screen, although she starts the next round (the dealer's left). The show-down is a public moment: the
    move plays out in the public view and whoever decides next, the mover too, gets the computer behind a pass
    screen."""
    context, screen = ctx
    table = veto_table(context, "hhbb", {"first_dealer": 2}, team=0)  # round 2: dealer 3, Anna on the left
    assert settle(context, screen, table) == ["Anna"]
    presenter = table.presenter
    assert presenter.act(0, CastVeto()) is None  # her veto cancels the unanimous discard: the round is scored
    assert presenter.viewer is None  # the show-down plays out for everybody
    for _ in range(600):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen) or presenter.asking is not None:
            break
    assert table.match.view(None).round == 2
    assert isinstance(context.stack.top, PrivacyScreen) and context.stack.top.name == "Anna"
    assert presenter.viewer is None and presenter.asking is None  # nothing of hers is on the screen yet


def test_the_hand_off_names_its_keys_and_fits_a_forty_character_name(instant) -> None:  # noqa: F811
    context, screen = instant
    long_name = "Maximiliane Theodora von Hohenzollern-S"
    seats = [SeatSpec(name=long_name), SeatSpec(name="Ben"), SeatSpec(kind="bot", name="Cleo", level="heuristic")]
    open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 5))
    pump(context, screen, frames=2)
    privacy = context.stack.top
    assert isinstance(privacy, PrivacyScreen) and privacy.on_escape is not None
    from scenes.engine.privacy import KEYS

    assert "Esc" in KEYS and "Enter" in KEYS
    # the "… — click when ready" line keeps clear of the box's edges (620 wide, 250 high, at scale 1)
    w, h = screen.get_size()
    rows = range(h // 2 - 125 + 140, h // 2 - 125 + 160)
    margin = [(x, y) for y in rows for x in range(w // 2 - 305, w // 2 - 292)] + \
             [(x, y) for y in rows for x in range(w // 2 + 292, w // 2 + 305)]
    assert all(screen.get_at(p)[:3] == context.palette.panel for p in margin)


def test_the_pass_screens_news_say_a_veto_once_and_a_consent_as_the_log_does(ctx: Any) -> None:
    # the "while you were away" lines word the history as the log does: a player's veto is not also called a
    # consent there (worded alone, the others' copy of the answer does not say which it was)
    from game.demos.state import Discard, SkipDiscard
    from scenes.tables.demos.table import make_table

    context, screen = ctx
    names = ["Anna", "Ben", "Cleo", "Dan"]
    match = Match(demos.GAME.rules, {"teams": "none", "first_dealer": 0}, [SeatSpec(name=n) for n in names], 5)
    for seat in (1, 2, 3, 0):
        match.submit(seat, Discard(card=match.state.hands[seat][0]))
    for seat in (1, 2, 3, 0):
        match.submit(seat, SkipDiscard())
    since = len(match.event_log)
    match.submit(1, Consent())
    match.submit(2, CastVeto())
    table = make_table(context, match)
    context.stack.push(table)
    away = table.away_lines(since)
    assert away[:2] == ["Ben agrees to the unanimous discard",
                        "VETO! Cleo cancels the unanimous discard (no veto left)"]


def test_the_veto_is_asked_about_in_words_that_say_how_many_there_are_now_and_that_it_is_spent() -> None:
    """Playtest: "Vetoes left: 1" beside "spends your veto … (1 left)" read as if one would remain afterwards.
    § Veto: each player has one veto for the game; the prompt and the question say it is spent."""
    view = views.make_view(new(3, mode="full"), 0)
    question, _ = veto_question(view, 0, CastVeto()) or ("", "")
    assert "You have 1 veto now: vetoing spends it for the whole game" in question
    assert "left)" not in question
    assert veto_have_words(1, load_language("en").translator).endswith(
        "You have 1 veto now; vetoing spends it for the rest of the game.")
    assert veto_have_words(0, load_language("en").translator).endswith("You have no veto left.")
    german = load_language("de").translator
    assert "Du hast jetzt 1 Veto" in (veto_question(view, 0, CastVeto(), german) or ("", ""))[0]
