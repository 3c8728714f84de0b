"""The DēmoS Undo button (scenes/tables/demos/undo.py): the move by its kind in words short enough to read at
1280x720 (playtest 5: the log's line was cut to "Undo: takes 3♥ from Hard bot 3'…" in a shrunken font), the
whole move in its tooltip, in the public view whose move it takes back; and a greyed Undo says why (issue 12,
playtest: "DēmoS Undo grey after the public discard, without saying why")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import Discard, TakeDiscard
from scenes.engine.buttonlook import TWO_LINE_SIZE
from scenes.engine.headless import key, make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable
from tests.demos.helpers import new, with_hands

HANDS = (
    ("1S", "3H", "5D", "7C", "10H"),
    ("1H", "3D", "5C", "10S", "6S"),
    ("8H", "9C", "10C", "2D", "4D"),
    ("2S", "4S", "6H", "8D", "10D"),
)


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def at_adas_secret_discard(context: Any, screen: Any, kinds: str) -> DemosTable:
    """Everyone has laid their last card publicly (Ben's 6♠ lies face up); Ada, first in turn, is asked for
    her secret discard. `kinds`: a person (h) or a bot (b) per seat, Ada and Ben first."""
    names = ("Ada", "Ben", "Hard bot 3", "Normal bot 4")
    seats = [SeatSpec(name=n) if k == "h" else SeatSpec(kind="bot", name=n, level="heuristic")
             for k, n in zip(kinds, names, strict=True)]
    match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats, 3)
    match.state = with_hands(new(4, mode="full", first_dealer=3), *HANDS)
    for seat in range(4):
        match.submit(seat, Discard(card=match.state.hands[seat][-1]))
    table = DemosTable(context, match)
    context.stack.push(table)
    for _ in range(6):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):
            pump(context, screen, [key(pygame.K_RETURN)])
    assert table.presenter is not None and table.presenter.asking == 0
    return table


def reads_whole(table: DemosTable) -> bool:
    """The label is set on one line at the button's size, or on two a little smaller (never shrunk further)."""
    button, painter = table.undo_button, table.stage.painter
    scale = button.world_scale()
    room = round(button.w * scale) - round(16 * scale)
    height = round(button.h * scale) - round(4 * scale)
    px = button.font_size * scale
    if painter.text(button.label, px, (0, 0, 0), bold=True).get_width() <= room:
        return True
    line = painter.text(button.label, px * TWO_LINE_SIZE, (0, 0, 0), bold=True)
    two = painter.text(button.label, px * TWO_LINE_SIZE, (0, 0, 0), bold=True, width=room, align="center")
    return two.get_width() <= room and two.get_height() <= min(height, 2 * line.get_height())


def test_the_persons_own_undo_names_the_move_by_its_kind_and_the_tooltip_keeps_the_whole_line(ctx: Any) -> None:
    table = at_adas_secret_discard(*ctx, "hbbb")
    assert table.act(Discard(card="1S"))
    assert table.undo_button.enabled
    # "secret discard 1♠" reads only in a smaller size on two lines: the label takes the kind's short word
    assert table.undo_button.label == "Undo: discard 1♠"
    assert reads_whole(table)
    assert table.act(TakeDiscard(card="6S"))
    assert table.undo_button.label == "Undo: taking 6♠"
    assert reads_whole(table)
    assert table.undo_button.tooltip == "Take back: Ada takes 6♠ from Ben's public discard (Ctrl+Z)"


def test_in_the_public_view_the_undo_says_whose_move_it_takes_back(ctx: Any) -> None:
    table = at_adas_secret_discard(*ctx, "hhbb")
    assert table.act(Discard(card="1S"))
    assert table.act(TakeDiscard(card="6S"))  # Ben is next: the move plays out in the public view
    assert table.viewer is None and table.undo_button.enabled
    assert table.undo_button.label == "Undo Ada's take of 6♠"
    assert reads_whole(table)


def table_for(context: Any, seats: list[SeatSpec]) -> DemosTable:
    # the third seat deals, so Anna (seat 1) lays the first public discard
    table = DemosTable(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": len(seats) - 1}, seats, 3))
    context.stack.push(table)
    return table


def public_discard(context: Any, screen: Any, table: DemosTable) -> None:
    for _ in range(50):
        if table.mine():
            break
        if isinstance(context.stack.top, PrivacyScreen):  # "Anna: your turn": she takes the computer
            pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
        pump(context, screen)
    action = next(a for a in table.legal() if isinstance(a, Discard))
    assert table.act(action)


def test_after_a_public_discard_undo_says_the_move_stands_because_a_card_was_drawn(ctx: Any) -> None:
    context, screen = ctx
    table = table_for(context, [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")])
    public_discard(context, screen, table)
    assert not table.undo_button.enabled
    assert table.undo_button.label == "Undo: move is final"
    tip = table.undo_button.tooltip or ""
    assert tip.startswith("Your last move stands: “Anna lays ") and "drew at random" in tip
    table.undo()  # Ctrl+Z, or a click on the greyed button, says the same
    assert (table.stage.toast_text or "").startswith("Your last move stands")
    assert len(table.match.actions) == 1  # and nothing was taken back


def test_once_a_bot_has_moved_undo_names_who_moved_since(ctx: Any) -> None:
    context, screen = ctx
    bots = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo")]
    table = table_for(context, [SeatSpec(name="Anna"), *bots])
    public_discard(context, screen, table)
    pump(context, screen, frames=5)
    assert table.match.actions[-1][0] != 0
    assert table.undo_button.label == "Undo (Ctrl+Z)"
    assert (table.undo_button.tooltip or "").startswith("Nothing to take back: ")
    assert "has moved since your last move" in (table.undo_button.tooltip or "")


def test_undo_is_lit_exactly_when_a_press_would_take_a_move_back_even_while_a_show_down_plays() -> None:
    from game.demos.bots import HeuristicBot

    context, screen = make_context((1280, 720), "normal")
    try:
        bots = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo")]
        table = table_for(context, [SeatSpec(name="Anna"), *bots])
        wrong: list[str] = []
        lit_while_playing = 0
        for _ in range(20000):
            pump(context, screen)
            presenter = table.presenter
            assert presenter is not None
            possible = presenter.can_undo() and presenter.take_back_offer() is not None
            if table.undo_button.enabled != possible:
                wrong.append(f"{table.undo_button.label!r} lit={table.undo_button.enabled} at move "
                             f"{len(table.match.actions)}, animating={table.animating}")
            lit_while_playing += table.undo_button.enabled and table.animating
            if table.view.round == 2 and table.undo_button.label != "Undo: nothing this round":
                wrong.append(f"round 2 on the table, the bots playing: {table.undo_button.label!r}")
            if table.view.round == 2 and table.mine():
                break
            if table.anims.waiting_to_go_on:  # the show-down stays until the person goes on
                pump(context, screen, [key(pygame.K_RETURN)])
            if table.mine() and not table.animating:
                match = table.match
                assert table.act(HeuristicBot().choose(match.view(0), match.legal_actions(0), match.bot_rng()))
        else:
            raise AssertionError("round 2 never came")
        assert wrong == [] and lit_while_playing == 0
        # round 2, nothing done in it yet: not "move is final" about a move of the round before
        assert not table.undo_button.enabled
        assert table.undo_button.label == "Undo: nothing this round"
        table.undo()
        assert (table.stage.toast_text or "").startswith("Nothing to take back: you have not moved yet this round")
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_own_undo_after_a_card_move_is_one_line_at_the_buttons_size(size: tuple[int, int], language: str) -> None:
    """Playtest (issue 27): German "Rückgängig: Geheimer Ablagewurf 3♠" was set tiny on two lines. After a
    secret discard and after taking a card the label is one line at the button's own size, naming the card
    (the card alone where the kind does not fit), and the tooltip keeps the whole move."""
    context, screen = make_context(size, "instant", language=language)
    try:
        tr = context.tr
        table = at_adas_secret_discard(context, screen, "hbbb")
        button, painter = table.undo_button, table.stage.painter
        scale = button.world_scale()
        for action, card in ((Discard(card="1S"), "1♠"), (TakeDiscard(card="6S"), "6♠")):
            assert table.act(action)
            assert button.enabled
            assert card in button.label
            label = painter.text(button.label, button.font_size * scale, (0, 0, 0), bold=True)
            assert label.get_width() <= round(button.w * scale) - round(16 * scale), button.label
            assert button.label in (tr("Undo: secret discard {card}", card=card), tr("Undo: discard {card}", card=card),
                                    tr("Undo: taking {card}", card=card), tr("Undo: {card}", card=card))
            tip = button.tooltip or ""
            assert card in tip and tip.startswith(tr("Take back: {move} (Ctrl+Z)", move="").split("  ")[0]), tip
    finally:
        pygame.quit()
