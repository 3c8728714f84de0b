"""The others' last moves ringed at the Diceocracy table (scenes/tables/diceocracy/landing.py; issue 12, bot
pacing): after the bots' moves, at instant speed, `table.ringed` holds exactly the nodes that show them: the
space a Rep now stands in, the follower placed, the track moved, the card where it lies now; the person's own
move rings nothing; two bots moving in a row ring both. Playtest 5: the popularity tracks ringed as one block,
the candidate and personality lines as one, a ringed die that may be taken keeping its lit frame in sight."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event, Payload
from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.actions import EndTurn, PlaceFollower, SkipDistrictAction, SkipFollowerAction, TakeDie
from game.diceocracy.events import BAG
from game.diceocracy.state import Spot
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import TextNode
from scenes.tables.diceocracy.look import LitFrame
from scenes.tables.diceocracy.table import DiceocracyTable

NAMES = ["Anna", "Ben", "Cleo"]


class PlainTurnBot:
    """A bot that takes the first die offered, places it on the first free slot and skips step 4: its turn
    moves exactly one die and one Rep."""

    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any:
        for kind in (TakeDie, PlaceFollower, SkipDistrictAction, SkipFollowerAction, EndTurn):
            found = [a for a in legal if isinstance(a, kind)]
            if found:
                return found[0]
        return legal[0]


@pytest.fixture
def ctx() -> Iterator[tuple[Any, pygame.Surface]]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def match_at_annas_turn(players: int) -> Match:
    """Set-up done the plain way, Anna (seat 0, a person) about to take her first die; the others are bots."""
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in NAMES[1:players]]
    m = Match(dc.GAME.rules, {"mode": "standard"}, seats, 3)
    while not (m.state.phase == "take" and tuple(m.active_players()) == (0,)):
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[0])
    return m


def open_table(ctx: Any, match: Match, bot: Callable[[str | None], Any] = lambda level: PlainTurnBot()
               ) -> DiceocracyTable:
    context, screen = ctx
    table = DiceocracyTable(context, match, bot_factory=bot)
    context.stack.push(table)
    pump(context, screen, frames=1)
    return table


def annas_plain_turn(ctx: Any, table: DiceocracyTable) -> None:
    """Anna plays the plain turn through the table; the bots then play theirs until she is asked again."""
    plain = PlainTurnBot()
    while table.asking == 0:
        table.act(plain.choose(table.view, table.legal(), None))
    for _ in range(50):
        pump(*ctx, frames=1)
        if table.asking == 0:
            return
    raise AssertionError("Anna is not asked again")


def took(events: Sequence[Event], seat: int) -> list[tuple[Any, ...]]:
    """Where a seat's plain turn landed, from its events: the Rep's space, then the follower."""
    out: list[tuple[Any, ...]] = []
    for e in events:
        d = e.data
        if isinstance(d, ev.Turn) and d.seat == seat:
            out.append(("space", "district", d.position, d.space))
        if isinstance(d, ev.FollowerPlaced) and d.seat == seat:
            out.append(("follower", seat, d.slot))
    return out


def last_move_rings(table: DiceocracyTable) -> list[Any]:
    """The rings round the nodes ringed, in order (not the lit frames drawn again over ringed dice)."""
    return [n for n in table.marks.layer.children if not isinstance(n, LitFrame)]


def test_the_persons_own_move_rings_nothing(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    plain = PlainTurnBot()
    table.act(plain.choose(table.view, table.legal(), None))  # Anna takes a die
    assert table.asking == 0 and table.ringed == []


def test_a_bots_turn_rings_the_space_its_rep_took_and_the_follower_it_placed(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    before = len(table.match.event_log)
    annas_plain_turn(ctx, table)
    log = table.match.event_log
    events = log.seen_by(0)[len(log.seen_by(0, before)):]
    ben = took(events, 1)
    assert len(ben) == 2 and ben[0][0] == "space" and ben[1][:2] == ("follower", 1)
    assert [n.data for n in table.ringed] == ben
    space = table.ringed[0]
    assert table.spots.reps[ben[0][1:]].is_inside(space)  # Ben's Rep stands in the ringed space


def test_two_bots_in_a_row_ring_both_moves(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(3))
    before = len(table.match.event_log)
    annas_plain_turn(ctx, table)
    log = table.match.event_log
    events = log.seen_by(0)[len(log.seen_by(0, before)):]
    both = took(events, 1) + took(events, 2)
    assert len(both) == 4
    assert sorted(map(repr, (n.data for n in table.ringed))) == sorted(map(repr, both))


def test_a_ring_stays_clear_of_the_pips_and_numbers_it_surrounds(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    annas_plain_turn(ctx, table)
    rings = last_move_rings(table)
    assert len(rings) == len(table.ringed) == 2
    for ring, node in zip(rings, table.ringed, strict=True):
        inner = ring.world_rect().inflate(-4, -4)  # the outline's inner edge lies outside the node
        assert inner.contains(node.world_rect()), (ring.world_rect(), node.world_rect())


def test_money_popularity_votes_and_cards_land_on_what_counts_them(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    land = table.landing_nodes

    def data(payload: Payload) -> list[Any]:
        return [n.data for n in land(emit(payload))]

    # the tracks stand closer than a ring is high: one ring round the seat's tracks (playtest 5)
    assert data(ev.Money(seat=1, value=4)) == [("tracks", 1)]
    assert data(ev.Popularity(seat=0, color="pink", value=3)) == [("tracks", 0)]
    assert data(ev.Votes(seat=1, gained=5)) == [("counter", 1, "votes")]
    first = table.view.first_player  # the marker's holder now (the event has landed)
    assert data(ev.FirstPlayerGiven(seat=1, to=first)) == [("counter", first, "first")]
    assert data(ev.CardsDrawn(seat=1, deck="stunts", count=1)) == [("counter", 1, "stunts")]
    assert data(ev.StuntPlayed(seat=1, card=0, name="x", kind="k", reward=0)) == [("counter", 1, "played")]
    assert data(ev.AdvertPlayed(seat=1, card=0, name="x", cost=1)) == [("deck", "adverts")]
    assert data(ev.CardRevealed(deck="adverts", slot=2, card=4)) == [("faceup", "adverts", 2)]
    assert data(ev.DistrictScoring(district="x", position=5, reps={}, dice=(), popularity={}, majority=(),
                                   votes={})) == [("tile", 5)]
    assert data(ev.CardTaken(seat=1, deck="adverts", slot=1, card=3)) == [("counter", 1, "adverts")]
    agenda = table.view.players[0].agendas[0]  # Anna's own card: its face in her hand
    assert data(ev.CardsDrawn(seat=0, deck="agendas", cards=(agenda,), count=1)) == [("hand", "agendas", agenda)]
    for payload in (ev.Votes(seat=1, gained=5), ev.Money(seat=1, value=4)):
        (node,) = land(emit(payload))
        assert node.effectively_visible() and node.w > 0 and node.h > 0  # a ring has a rect to go around
    spot = Spot(area="board", index=1, pos=0)
    for quiet in (ev.TurnEnded(seat=1, round=1), ev.RoundStarted(round=2, first_player=1, order=(1, 0)),
                  ev.ActionDeclined(seat=1, source="follower", action=None),
                  ev.CancelOffered(seat=1, by=0, action="focus", spot=spot), ev.FinalScoring(scores={}, congress={})):
        assert data(quiet) == []


def test_solo_the_bags_turn_rings_where_its_die_and_rep_went(ctx: Any) -> None:
    """The bag's turn comes with the person's end of turn: where its Rep, its die and the card it removed went
    are ringed, not Anna's own moves."""
    match = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 3)
    while match.state.phase != "take":
        match.submit(0, match.legal_actions(0)[0])
    table = open_table(ctx, match)
    plain = PlainTurnBot()
    for _ in range(12):
        if table.asking != 0 or table.view.phase == "bag_tie":
            break
        table.act(plain.choose(table.view, table.legal(), None))
        if table.view.phase == "take":
            break
    log = table.match.event_log
    bag = log.seen_by(0)[len(log.seen_by(0, len(log) - 1)):]
    turn = next(e.data for e in bag if isinstance(e.data, ev.Turn) and e.data.seat == BAG)
    gone = next(e.data for e in bag if isinstance(e.data, ev.CardRemoved))
    back = next(e.data for e in bag if isinstance(e.data, ev.BagReturned))
    assert [n.data for n in table.ringed] == [
        ("space", "district", turn.position, turn.space),  # the bag's Rep
        ("removed", len(table.view.removed) - 1),  # the die it took, out of the game
        ("faceup", gone.deck, gone.slot), ("deck", gone.deck),  # the card it removed, refilled
        ("bag", back.color)]  # its drawn die back in the bag


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_rings_cross_no_words_but_their_own(size: tuple[int, int]) -> None:
    """After three bots' whole turns (cards drawn, tracks moved, dice placed), no ring runs over a line of
    words or a number other than the one it surrounds."""
    context, screen = make_context(size)
    try:
        seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic")
                                           for n in ("Ben", "Cleo", "Dan")]
        table = DiceocracyTable(context, Match(dc.GAME.rules, {"mode": "interactive"}, seats, 7))
        context.stack.push(table)
        bot = dc.GAME.make_bot("heuristic")
        for _ in range(400):  # Anna plays her first turn; the bots play theirs until she is asked again
            pump(context, screen, frames=1)
            m = table.match
            if table.asking == 0 and table.view.phase == "take" and table.view.round >= 2:
                break
            if table.asking == 0:
                table.act(bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
        assert len(table.ringed) >= 6
        painter = table.stage.painter
        texts = [n for n in table.stage.root.walk() if isinstance(n, TextNode) and n.text
                 and n.effectively_visible() and not n.is_inside(table.log)]
        for ring, node in zip(last_move_rings(table), table.ringed, strict=True):
            for text in texts:
                if node.is_inside(text) or text.is_inside(node):
                    continue  # the words it surrounds
                scale = text.world_scale()
                surf = painter.text(text.text, text.size * scale, (0, 0, 0), bold=text.bold,
                                    width=int(text.wrap * scale) if text.wrap else None, align=text.align)
                x, y = text.world_pos()
                drawn = pygame.Rect(round(x), round(y), surf.get_width(), surf.get_height())
                assert not ring.world_rect().inflate(-2, -2).colliderect(drawn.inflate(-2, -4)), (
                    node.data, text.text)
    finally:
        pygame.quit()


def test_once_the_game_is_over_nothing_is_ringed_behind_the_result(ctx: Any) -> None:
    seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben", level="random")]
    match = Match(dc.GAME.rules, {"mode": "standard"}, seats, 4)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    table = open_table(ctx, match)
    scored = next(e for e in match.events_seen_by(0) if e.type == "district_scoring")
    assert table.view.phase == "over" and table.landing_nodes(scored) == ()


def test_during_set_up_no_ring_strikes_through_the_choices_drawn_over_the_seats(ctx: Any) -> None:
    """Playtest: rings on the seats' candidate lines showed through the set-up panel's choices."""
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in NAMES[1:3]]
    match = Match(dc.GAME.rules, {"mode": "standard"}, seats, 3)
    table = open_table(ctx, match, bot=lambda level: PlainTurnBot())
    for _ in range(200):
        if table.asking == 0 and table.view.phase in ("candidate", "personality") and any(
                e.type.endswith("_chosen") for e in table.match.events_seen_by(0)):
            break
        if table.asking == 0:
            table.act(table.legal()[0])
        pump(*ctx, frames=1)
    assert table.view.phase in ("candidate", "personality")
    assert any(e.type.endswith("_chosen") for e in table.match.events_seen_by(0))  # a bot has chosen
    assert table.ringed == []


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def ctx_by_size(request: Any) -> Iterator[tuple[Any, pygame.Surface]]:
    context, screen = make_context(request.param)
    yield context, screen
    pygame.quit()


def test_several_tracks_of_a_seat_changed_are_ringed_once_round_all_of_them(ctx_by_size: Any) -> None:
    table = open_table(ctx_by_size, match_at_annas_turn(2))
    events = [emit(ev.Popularity(seat=1, color=c, value=2)) for c in ("pink", "blue")]
    events.append(emit(ev.Money(seat=1, value=4)))
    table.marks.played(1, events, len(table.match.actions))
    table.show()
    assert [n.data for n in table.ringed] == [("tracks", 1)]
    block = table.ringed[0]
    for key in ("pink", "blue", "green", "orange", "money"):
        assert table.spots.tracks[(1, key)].is_inside(block)
        assert block.world_rect().contains(table.spots.tracks[(1, key)].world_rect())


def test_candidate_and_personality_chosen_are_ringed_as_one(ctx_by_size: Any) -> None:
    table = open_table(ctx_by_size, match_at_annas_turn(2))
    events = [emit(ev.CandidateChosen(seat=1, tile=0, color="pink", side="votes")),
              emit(ev.PersonalityChosen(seat=1, tiles=(0, 1), sides=(0, 0), description="x"))]
    assert [n.data for e in events for n in table.landing_nodes(e)] == [("identity", 1)] * 2


def test_a_ringed_die_that_may_be_taken_shows_its_lit_frame_over_the_ring(ctx_by_size: Any) -> None:
    context, screen = ctx_by_size
    table = open_table(ctx_by_size, match_at_annas_turn(2))
    take = next(a for a in table.legal() if isinstance(a, TakeDie))
    die = table.spots.dice[("district", take.district, take.space)]
    assert die.lit
    spot = Spot(area="district", index=take.district, pos=take.space)
    table.marks.played(1, [emit(ev.DieChanged(seat=1, spot=spot, old=2, new=3))],
                       len(table.match.actions))
    table.show()
    assert die in table.ringed
    layer = table.marks.layer.children
    frames = [n for n in layer if isinstance(n, LitFrame)]
    assert len(frames) == 1 and frames[0].world_rect() == die.world_rect()
    assert layer.index(frames[0]) > max(i for i, n in enumerate(layer) if not isinstance(n, LitFrame))
    pump(context, screen, frames=1)
    highlight = tuple(table.stage.painter.palette.highlight)
    rect = die.world_rect()
    alone = die.paint(table.stage.painter, die.world_scale())  # the lit die as it looks unringed
    assert alone is not None
    row = rect.h // 2
    lit_alone = [dx for dx in range(rect.w // 4) if tuple(alone.get_at((dx, row)))[:3] == highlight]
    on_screen = [dx for dx in range(rect.w // 4) if tuple(screen.get_at((rect.x + dx, rect.y + row)))[:3] == highlight]
    assert lit_alone and on_screen == lit_alone  # the whole frame shows, over the ring
