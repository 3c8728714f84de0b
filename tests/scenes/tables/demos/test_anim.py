"""DēmoS events as animations at the table (scenes/tables/demos/anim.py): while the veto notice or a round's
show-down plays, the table shows the position that result belongs to (the vetoing seat's veto spent, the
winner's points counted, the hands as scored), not the one before the move that led to it, and a show-down
stays long enough to read (playtest 5); a harmonic quad's reveal and a public discard shown while the draw
plays."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import CastVeto, Consent, Discard, SkipDiscard, TakeFromDeck
from scenes.engine.cards import CardNode
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import TextNode
from scenes.tables.demos.table import DemosTable
from tests.demos.helpers import new, with_hands
from tests.scenes.support.fit_checks import text_nodes
from tests.scenes.tables.demos.test_table import log_text, normal, open_table, seats_for  # noqa: F401

NAMES = ["Ada", "Ben", "Hard bot 3", "Normal bot 4"]


HANDS = (
    ("1S", "3H", "5D", "7C", "10H"),
    ("1H", "3D", "5C", "10S", "6S"),
    ("8H", "9C", "10C", "2D", "4D"),  # a sequence 8 9 10 for Hard bot 3
    ("2S", "4S", "6H", "8D", "10D"),
)


@pytest.fixture
def table() -> Iterator[DemosTable]:
    """Ada at the screen against three seats, the full rules, dealt these hands; slow enough to watch."""
    context, _ = make_context((1280, 720), "normal")
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
    match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 0}, seats, 3)
    match.state = with_hands(new(4, mode="full"), *HANDS)
    table = DemosTable(context, match)
    context.stack.push(table)
    yield table
    pygame.quit()


def to_the_veto(table: DemosTable) -> None:
    """Everyone lays their last card publicly and keeps the hand: the vetoes are asked, Ben first."""
    m = table.match
    while m.view(None).phase != "veto":
        seat = m.active_players()[0]
        legal = m.legal_actions(seat)
        skip = next((a for a in legal if isinstance(a, SkipDiscard)), None)
        m.submit(seat, skip or next(a for a in reversed(legal) if isinstance(a, Discard)))


def play_at_the_table(table: DemosTable, seat: int, action: Any) -> None:
    """The move as the presenter plays it: submitted, then its events as the screen's viewer sees them."""
    events = table.match.submit(seat, action)
    table.play([e2 for e in events if (e2 := e.for_viewer(table.viewer)) is not None], seat)


def banner_up(table: DemosTable, title: str) -> bool:
    return any(n.visible and any(isinstance(c, TextNode) and c.text.startswith(title) for c in n.children)
               for n in table.fx.children)


def watch_until(table: DemosTable, title: str) -> None:
    for _ in range(600):
        if banner_up(table, title):
            return
        table.stage.update(1 / 30)
    raise AssertionError(f"no {title!r} banner")


def panel_text(table: DemosTable, seat: int) -> str:
    return " | ".join(n.text for n in text_nodes(table.panels[seat]))


def test_the_veto_and_the_show_down_it_leads_to_show_the_vetoing_seats_veto_spent_and_its_points(
        table: DemosTable) -> None:
    to_the_veto(table)
    m = table.match
    m.submit(1, Consent())  # Ben agrees; Hard bot 3 vetoes
    table.show()
    assert "1 veto" in panel_text(table, 2)
    play_at_the_table(table, 2, CastVeto())
    after = m.view(0)  # the next round is dealt: the points and vetoes stay as the round left them
    watch_until(table, "VETO!")
    assert "no veto left" in panel_text(table, 2)
    assert "Veto: the unanimous discard is cancelled" in table.header.text
    assert [s for s, p in table.panels.items() if p.status.text] == []  # nobody is deciding meanwhile
    watch_until(table, "Show-down")
    assert f"{after.seats[2].score} pts" in panel_text(table, 2) and after.seats[2].score > 0
    assert "R1: 8♥ 9♣ 10♣" in panel_text(table, 2)
    assert "Show-down" in table.header.text and "veto?" not in table.header.text
    for seat in (1, 2, 3):
        assert "5 cards" in panel_text(table, seat)


def test_the_last_take_of_a_round_is_counted_in_the_hands_scored_and_the_numbers_follow_the_view_after(
        table: DemosTable) -> None:
    to_the_veto(table)
    m = table.match
    for seat in (1, 2, 3, 0):
        m.submit(seat, Consent())
    while len(m.active_players()) and not (m.active_players()[0] == 0 and m.view(None).phase == "unanimous_take"):
        seat = m.active_players()[0]
        legal = m.legal_actions(seat)
        m.submit(seat, next(a for a in legal if isinstance(a, (Discard, TakeFromDeck))))
    table.show()
    assert "4 cards" in panel_text(table, 0)  # Ada has laid her unanimous discard
    play_at_the_table(table, 0, TakeFromDeck())  # the round's last move: the show-down, then the next deal
    watch_until(table, "Show-down")
    assert "5 cards" in panel_text(table, 0)
    assert "Your best now" not in panel_text(table, 0)  # scored: the round's line says what the hand made
    assert "Round 1: " in panel_text(table, 0)
    assert len(table.hand.cards()) == 5
    for _ in range(600):
        if not table.animating:
            break
        table.stage.update(1 / 30)
    table.show()
    view = m.view(0)
    for seat in (1, 2, 3):  # synced to the next round: what the view says, whatever the events said
        assert f"{view.seats[seat].score} pt" in panel_text(table, seat)


def test_a_show_down_of_four_hands_and_a_tie_break_stays_long_enough_to_read() -> None:
    """Playtest: the result went by in 1.5-2 s, too short for four hands and a tie-break."""
    from scenes.tables.demos.anim import SHOW_DOWN_MAX, SHOW_DOWN_MIN, reading_seconds

    assert reading_seconds(6) >= 4.0  # four seats, the figure drawn, the verdict
    assert reading_seconds(9) > reading_seconds(6)  # five seats and a tie-break read longer
    assert reading_seconds(1) == SHOW_DOWN_MIN and reading_seconds(40) == SHOW_DOWN_MAX


def test_a_harmonic_quad_turns_the_opponents_figure_face_up_at_the_table(normal) -> None:  # noqa: F811
    """§ Harmonisches Quartett: the others turn their first figure face up; the table shows it flip."""
    context, screen = normal
    match = Match(demos.GAME.rules, {"mode": "full"}, seats_for("bbbb"), 6)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(4)}
    while len(match.actions) < 256:  # seed 6: the 257th action ends a round with a quad
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    face_up_before = {(v.seat, i) for v in match.view(None).seats for i, f in enumerate(v.figures) if f.face_up}
    table = open_table(context, match)
    flips = 0
    for _ in range(3000):
        pump(context, screen, dt=1 / 30)
        flips += sum(1 for n in table.fx.children if isinstance(n, CardNode) and n.visible and 0 < n.sx < 1)
        if len(match.actions) > 256 and not table.animating:
            break
    revealed = [(v.seat, i, f.card) for v in match.view(None).seats for i, f in enumerate(v.figures)
                if f.reveal == "quad" and (v.seat, i) not in face_up_before]
    assert revealed, "seed 6 no longer plays a harmonic quad at its 257th action"
    assert flips > 0  # the reveal was animated, a card turning over
    for seat, slot, card in revealed:
        node = table.seat_nodes[seat].figures[slot]
        assert node.face_up and node.face is not None and node.face.id == card
    assert any(line.startswith("Harmonic quad by") for line in log_text(table))


def test_a_public_discard_stays_face_up_in_its_slot_while_the_draw_plays(normal) -> None:  # noqa: F811
    from game.demos.state import Discard

    context, screen = normal
    # Dan deals: Anna lays the first public discard
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, dt=0.05, frames=4)
    assert table.presenter is not None and table.presenter.asking == 0
    card = table.hand.cards()[0].data[1]
    assert table.presenter.act(0, Discard(card=card)) is None  # laid face up; the deck's top card follows
    for _ in range(10):  # the discard flies to its slot and turns over (≈ 0.7 s)
        pump(context, screen, dt=0.07)
    assert table.animating  # the draw is still playing …
    landed = [n for n in table.fx.children if isinstance(n, CardNode) and n.visible and n.face_up]
    assert landed and round(landed[0].scale, 2) == 1.0  # … and the discard lies face up at its slot's size
    assert not any(c.visible for c in table.hand.cards() if c.data == ("hand", card))  # gone from Anna's hand
    for _ in range(400):
        pump(context, screen, dt=0.05)
        if not table.animating and table.presenter.asking is None and not table.fx.children:
            break
    assert card in table.card_nodes  # the synced table shows the real card in Anna's public slot


def test_with_a_person_at_the_table_the_show_down_stays_until_they_press_next_round(table: DemosTable) -> None:
    """Playtest: round 1's result went by in 2-3 s and the next round dealt itself."""
    from scenes.engine.headless import key
    from scenes.engine.nodes import ButtonNode

    to_the_veto(table)
    m = table.match
    for seat in (1, 2, 3):
        m.submit(seat, Consent())
    table.show()
    play_at_the_table(table, 0, CastVeto())  # Ada vetoes: the round is scored at once, the next one dealt
    watch_until(table, "Show-down")
    assert m.view(None).round == 2
    for _ in range(30 * 60):  # a minute of reading: the banner stays, the next deal waits
        table.stage.update(1 / 30)
    assert banner_up(table, "Show-down") and table.animating
    banner = next(n for n in table.fx.children if n.visible and any(
        isinstance(c, TextNode) and c.text.startswith("Show-down") for c in n.children))
    assert [c.label for c in banner.children if isinstance(c, ButtonNode)] == ["Next round (Enter)"]
    context, screen = table.ctx, pygame.display.get_surface()
    pump(context, screen, [key(pygame.K_RETURN)])
    for _ in range(60):
        table.stage.update(1 / 30)
    assert not banner_up(table, "Show-down")


def test_a_table_of_bots_only_does_not_hold_its_show_downs() -> None:
    context, _ = make_context((1280, 720), "normal")
    try:
        seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
        bots = DemosTable(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 3))
        assert not bots.holds_show_downs
    finally:
        pygame.quit()


def vetoed_to_the_show_down(table: DemosTable) -> None:
    """The others consent to the unanimous discard and seat 0 vetoes it at the table: round 1's show-down."""
    to_the_veto(table)
    for seat in (1, 2, 3):
        table.match.submit(seat, Consent())
    table.show()
    play_at_the_table(table, 0, CastVeto())
    watch_until(table, "Show-down")


def test_a_kept_round_result_goes_when_the_next_round_begins(table: DemosTable) -> None:
    """Playtest: "OK, seen" and round 1's result stayed over the log through the later rounds. It is kept while
    its show-down is on and goes with the next deal; the log keeps it."""
    from scenes.engine.headless import key

    vetoed_to_the_show_down(table)
    for _ in range(30):
        table.stage.update(1 / 30)
    assert table.headlines.visible and table.headlines.text().startswith("Round 1 show-down")
    pump(table.ctx, pygame.display.get_surface(), [key(pygame.K_RETURN)])
    for _ in range(300):
        if not table.animating:
            break
        table.stage.update(1 / 30)
    assert not table.headlines.visible
    assert any(line.startswith("Round 1 show-down") for line in log_text(table))


def test_the_show_down_says_the_figure_is_drawn_next_while_the_panel_has_none_yet(table: DemosTable) -> None:
    """Playtest: "Player draws 1 figure" beside "No figures yet": the figure comes once the show-down goes. And
    the held show-down is solid at once (playtest: its fade-in let the decks show through on a busy machine)."""
    vetoed_to_the_show_down(table)
    banner = next(n for n in table.fx.children if n.visible and any(
        isinstance(c, TextNode) and c.text.startswith("Show-down") for c in n.children))
    assert banner.alpha == 255  # solid from its first frame: nothing shows through its lines
    lines = [c.text for c in banner.children if isinstance(c, TextNode)]
    assert "Hard bot 3 draws 1 figure next" in lines
    assert "No figures yet" in panel_text(table, 2)


def test_the_games_end_shows_the_scandal_and_the_final_trios_on_the_table_until_the_person_goes_on() -> None:
    """Playtest: the last round's scandal ("holds both media: they cancel") was only in the log and the result
    screen came at once. The final trios and what the media did are shown on the table, held for a person as a
    show-down is."""
    from scenes.engine.headless import key
    from scenes.engine.nodes import ButtonNode

    context, screen = make_context((1280, 720), "normal")
    try:
        seats = [SeatSpec(name="Ada")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:3]]
        match = Match(demos.GAME.rules, {"mode": "full", "round_limit": 1, "first_dealer": 0}, seats, 3)
        table = DemosTable(context, match)
        context.stack.push(table)
        bot = demos.GAME.make_bot("heuristic")
        at_table = False
        while not match.is_over:  # round 1 is the last: its last move, and all after it, played at the table
            seat = match.active_players()[0]
            action = bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng())
            at_table = at_table or match.preview(seat, action).state.phase in ("media", "over")
            if at_table:
                play_at_the_table(table, seat, action)
            else:
                match.submit(seat, action)
                table.show()
        for _ in range(20):  # the last show-down waits for "Go on"; then the end is shown
            if banner_up(table, "The end: the final trios"):
                break
            pump(context, screen, [key(pygame.K_RETURN)] if banner_up(table, "Show-down") else [], frames=30,
                 dt=1 / 30)
        assert banner_up(table, "The end: the final trios")
        banner = next(n for n in table.fx.children if n.visible and any(
            isinstance(c, TextNode) and c.text.startswith("The end") for c in n.children))
        words = [c.text for c in banner.children if isinstance(c, TextNode)]
        for s in range(3):
            assert any(w.startswith(f"{table.name(s)}: ") for w in words)
        assert [c.label for c in banner.children if isinstance(c, ButtonNode)] == ["See the result (Enter)"]
        assert "The end: the final trios" in table.header.text  # not the last show-down's words
        for _ in range(60):
            table.stage.update(1 / 30)
        assert table.animating and banner_up(table, "The end")  # it waits for the person
    finally:
        pygame.quit()


def test_a_discard_flies_into_an_opponents_panel_along_its_cards_row_under_the_piles_labels() -> None:
    """Playtest: a card flying in from the middle of a panel on top covered its "Unanim." label."""
    from game.demos.state import Discard as Lay
    from scenes.tables.demos.seats import COMPACT_DISCARDS_Y

    context, _ = make_context((1280, 720), "normal")
    try:
        seats = [SeatSpec(name="Ada"), SeatSpec(kind="bot", name="Ben", level="heuristic"),
                 SeatSpec(kind="bot", name="Cleo", level="heuristic")]
        match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 0}, seats, 2)
        table = DemosTable(context, match)
        context.stack.push(table)
        hand = match.view(1).seats[1].hand
        assert hand is not None and match.active_players() == (1,)  # Ada deals: Ben lays first
        play_at_the_table(table, 1, Lay(card=hand[0]))
        panel = table.panels[1]
        labels_bottom = panel.world_rect().y / table.stage.root.scale + COMPACT_DISCARDS_Y + 12
        seen = 0
        for _ in range(40):
            table.stage.update(1 / 30)
            for ghost in (n for n in table.fx.children if isinstance(n, CardNode) and n.visible):
                seen += 1
                top = ghost.world_rect().y / table.stage.root.scale
                assert top >= labels_bottom, (top, labels_bottom)
        assert seen  # the card was seen flying
    finally:
        pygame.quit()
