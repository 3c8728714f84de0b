"""No English left at the Diceocracy table: every phase (set-up, take, place, step 4 with its choices and the
marker's seats, every pending effect, the cancel question, step 5 with each kind's cards, the bag's tie, solo
against the bag), the log with its cards' hover texts, every tooltip, the pass screen and the result with its
solo rank, drawn in the pseudo language at 1280×720 and 1920×1080 (tests/scenes/support/i18n.py): a text
drawn in plain ASCII words never went through the translator.

Texts of the table framework (scenes/tables/common/) and of the shell's pass screen are another part's, being
translated alongside; `FOREIGN` lists the ones that still reach this table in English, so that this test
proves the Diceocracy part whole and says which are left to the others."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.diceocracy.state import Effect, Spot
from scenes.engine.headless import key, make_context, pump
from scenes.engine.i18n import PSEUDO, Translator
from scenes.engine.node import Node
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.diceocracy.buttons import GROUPS
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.support.i18n import PLAIN_WORD, DrawnTexts
from tests.scenes.tables.diceocracy import positions
from tests.scenes.tables.diceocracy.test_fits import LONG_NAMES, SIZES, crowded_match

SEATS = {"Anna", "Ben", "Cleo", "Dan", "Bartholomew", "Maximiliane", "Cleopatra", "Jo", "Dagobert"}
"""The seats' names the positions use (never translated)."""
FOREIGN = re.compile("|".join((
    r"Game log", r"your last turn", r"Undo \(Ctrl\+Z\)", r"Undo: move is final", r"Take back: ",
    r"Nothing of yours can be taken back", r"Nothing to take back: ", r"Your last move stands: ",
    r"N skips the bots' turns", r"thinking…", r"View the table \(T\)", r"Show the result \(T\)", r"OK, seen",
    r"Just before: ", r"and \d+ earlier results:", r"see the log", r"Pass to ", r"Everyone else, look away",
    r"Enter or a click: ready")))
"""Beginnings of texts the table framework and the shell draw (their catalogs, not this one's): the log's
title and its rule, the Undo button's words and tooltips, the fast-forward key, a bot's "thinking…", the
result's toggle, the kept results over the log, the pass screen."""
PIECE = re.compile(r"[A-Za-z]{2,3}-?")
"""A piece of a word measured while a card's name is cut to fit ("rs" of "Néíghbóú-rs"), not a text drawn."""

BOARD_SPOT = Spot(area="board", index=0, pos=4)
EFFECTS = [Effect(type=kind) for kind in ("advertising", "stunt", "focus", "manipulate", "exchange",
                                          "follower_influence", "rep_influence", "give_first", "discard_agenda")]
EFFECTS += [Effect(type="popularity", color="any"), Effect(type="keep", spot=BOARD_SPOT, value=2),
            Effect(type="exchange2", spot=Spot(area="district", index=0, pos=0)),
            Effect(type="follower_influence2", spot=BOARD_SPOT),
            Effect(type="rep_influence2", spot=Spot(area="district", index=0, pos=0))]


def crowded(phase: str) -> Callable[[], Match]:
    return lambda: crowded_match(phase)


POSITIONS: dict[str, Callable[[], Match]] = {
    "candidate": lambda: positions.two_players_at_set_up("candidate"),
    "personality": lambda: positions.two_players_at_set_up("personality"),
    "take": positions.solo_turn_at_its_take_step,
    "place": positions.solo_turn_at_its_place_step,
    "actions": positions.solo_turn_at_its_actions_step,
    "four-actions": crowded("actions"),
    "four-cards": crowded("cards"),
    "respond": positions.hot_seat_at_a_cancel,
    "cards": positions.solo_turn_at_its_cards_step,
    "bag-tie": positions.solo_match_at_a_bag_tie,
    "over-solo": lambda: positions.finished(1),
    "over-three": lambda: positions.finished(3),
    **{f"resolve-{e.type}": (lambda e=e: positions.solo_turn_resolving(e)) for e in EFFECTS},
}


def english_left(drawn: DrawnTexts) -> list[str]:
    return [text for text in drawn.english(allowed=SEATS | set(LONG_NAMES))
            if not FOREIGN.match(text) and not PIECE.fullmatch(text)]


def nodes(root: Node) -> Iterator[Node]:
    yield from (n for n in root.walk() if n.effectively_visible())


def hover_everything(table: DiceocracyTable) -> None:
    """Draw what hovering would: every visible node's tooltip, and the log's card texts."""
    painter, scale = table.stage.painter, table.stage.root.scale
    for node in nodes(table.stage.root):
        tip = node.tooltip
        if tip:  # on one line: a foreign text's wrapped lines would not begin as FOREIGN says
            painter.text(tip, 12 * scale, (0, 0, 0))
    for line in table.log.lines:
        painter.text("".join(text for text, _ in line), 12 * scale, (0, 0, 0))
        for _text, card in line:
            if card is not None:
                painter.text(table.log.describe(card), 12 * scale, (0, 0, 0))


def open_every_choice(table: DiceocracyTable, context: Any, screen: Any) -> None:
    """The choices behind each group's button (the marker's seats, each kind's playable cards), and the focus
    question of a die."""
    for group in GROUPS:
        button = next((b for b in table.prompt.buttons if b.data == ("button", group)), None)
        if button is not None and button.enabled:
            button.on_click()
            pump(context, screen)
            hover_everything(table)
            next(b for b in table.prompt.buttons if b.data == ("button", "back")).on_click()
            pump(context, screen)
    die = next(iter(table.spots.dice), None)
    if die is not None and table.asking is not None:
        table.pick_focus(die)
        pump(context, screen)
        hover_everything(table)
        table.unpick_focus()


@pytest.fixture(params=SIZES, ids=["1280x720", "1920x1080"])
def pseudo_table(request: Any) -> Iterator[Callable[[Match], tuple[DiceocracyTable, DrawnTexts, Any, Any]]]:
    def open_table(match: Match) -> tuple[DiceocracyTable, DrawnTexts, Any, Any]:
        context, screen = make_context(request.param)
        context.tr = Translator(PSEUDO)
        drawn = DrawnTexts(context)  # before anything is drawn
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        return table, drawn, context, screen

    yield open_table
    pygame.quit()


@pytest.mark.parametrize("position", list(POSITIONS))
def test_no_english_is_left_at_the_diceocracy_table(pseudo_table: Any, position: str) -> None:
    table, drawn, context, screen = pseudo_table(POSITIONS[position]())
    if isinstance(context.stack.top, PrivacyScreen):  # the pass screen of a hot-seat game, then the table
        pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    hover_everything(table)
    open_every_choice(table, context, screen)
    if table.match.is_over:
        table.overlay.show_table()
        pump(context, screen)
        hover_everything(table)
    assert english_left(drawn) == []


def test_no_english_is_left_on_the_pass_screen_and_the_bags_turn(pseudo_table: Any) -> None:
    """A hot-seat handoff names why the next person is handed the computer; solo, the bag's turn plays as
    animations (its header, its banner, its story on its panel)."""
    table, drawn, context, screen = pseudo_table(positions.hot_seat_at_a_cancel())
    assert isinstance(context.stack.top, PrivacyScreen)
    assert english_left(drawn) == []
    table, drawn, context, screen = pseudo_table(positions.solo_turn_at_its_cards_step())
    context.services.settings.animation_speed = "normal"
    end = next(b for b in table.prompt.buttons + [table.prompt.end_button] if b.visible and b.enabled
               and b.data is not None and type(b.data[1]).__name__ == "EndTurn")
    end.on_click()
    for _ in range(240):  # the bag's draw, roll, take, its Rep, the card it removes
        pump(context, screen)
    hover_everything(table)
    assert table.bag_story.lines
    assert english_left(drawn) == []


@pytest.mark.slow  # a whole game through the table (seconds)
def test_no_english_is_left_in_a_whole_game_played_by_mouse_with_its_animations() -> None:
    """Anna against two bots in spicy mode, to the end, at the fast animation speed: the bots' moves, the
    floating notes, the round and scoring banners, the counting, the result."""
    from tests.scenes.tables.diceocracy.test_table import new_table, play

    context, screen = make_context((1280, 720))
    try:
        context.tr = Translator(PSEUDO)
        drawn = DrawnTexts(context)
        context.services.settings.animation_speed = "fast"
        table = new_table(context, "hbb", "spicy", seed=7)
        frames = iter(range(10**6))

        def frame() -> None:
            if next(frames) % 40 == 0:
                hover_everything(table)

        play(context, screen, table, on_frame=frame)
        hover_everything(table)
        left = english_left(drawn)
        assert left == [], "\n".join(left)
    finally:
        pygame.quit()


@pytest.mark.parametrize("players", [1, 3])
def test_the_new_game_forms_mode_choice_is_translated(players: int) -> None:
    """Diceocracy's own field in the New game form: the modes' names and what each means (solo: against
    the bag)."""
    from scenes.tables.diceocracy.setup import DiceocracySetup

    context, _screen = make_context((1280, 720))
    try:
        context.tr = Translator(PSEUDO)
        setup = DiceocracySetup({}, ["Anna", "Ben", "Cleo"][:players])
        field = setup.builders()["mode"](context, "mode", None, None, lambda: None)  # type: ignore[arg-type]
        choice = setup.choice
        assert choice is not None
        for _ in choice.options:
            texts = [field.label, choice.help, *(label for _, label in choice.options), *choice.explanation_lines()]
            assert [t for t in texts if PLAIN_WORD.search(t)] == []
            choice.step(1)
    finally:
        pygame.quit()


def test_every_seats_rep_letter_is_in_the_readers_language() -> None:
    """A playtest read "Gelb, Vertreter Y": the Y of Yellow. Each Rep letter is translated by itself, and the
    German ones stay apart from each other and from the dice's letters (G is Green's die, so Gelb is „Ge“)."""
    from scenes.engine.i18n import load_language
    from scenes.tables.diceocracy.look import DIE_LETTER, SEAT_LETTER, seat_letter
    from tests.scenes.support.i18n import catalog_pseudo

    checked = catalog_pseudo()
    assert all(seat_letter(color, checked) != SEAT_LETTER[color] for color in SEAT_LETTER)
    german = load_language("de").translator
    letters = [seat_letter(color, german) for color in SEAT_LETTER]
    assert len(set(letters)) == len(letters) and not set(letters) & set(DIE_LETTER.values())
    assert seat_letter("yellow", german) != "Y"
