"""The Diceocracy log in plain words: every event type worded, every event of whole games for every viewer,
and the log panel scrolled by wheel and keys; the lines playing the table showed wrong (the bag's take, a
follower's action, a district's scoring, one's own Rep), a skipped action named, a card named in the log shown
whole on hover."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.events import BAG, EVENT_TYPES
from game.diceocracy.state import Die, Spot
from scenes.engine.headless import make_context, pump
from scenes.tables.common.words import plain
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.words import WORDS, DiceNames, describe_event
from tests.scenes.support.log_scroll import check_log_scrolls_by_wheel_and_keys
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_actions_step
from tests.scenes.tables.diceocracy.test_board import open_table

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def names(players: int) -> DiceNames:
    return DiceNames(lambda s: "The bag" if s == BAG else NAMES[s], lambda p: f"district {p}",
                     players=players, rounds=9)


def bot_game(players: int, mode: str, actions: int = 100_000, seed: int = 4) -> tuple[Match, list[Event]]:
    """Heuristic choices for every seat for `actions` moves (or the whole game); the raw events emitted."""
    m = Match(dc.GAME.rules, {"mode": mode}, [SeatSpec(name=NAMES[i]) for i in range(players)], seed)
    bot = dc.GAME.make_bot("heuristic")
    events: list[Event] = []
    for _ in range(actions):
        if m.result() is not None:
            break
        seat = m.active_players()[0]
        events += m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    return m, events


def test_every_declared_event_type_has_a_wording() -> None:
    assert set(EVENT_TYPES) <= WORDS.types(), sorted(set(EVENT_TYPES) - WORDS.types())


@pytest.mark.parametrize(("players", "mode"), [(1, "standard"), (2, "interactive"), (3, "spicy")])
def test_every_event_of_a_game_has_a_plain_log_line_for_every_viewer(players: int, mode: str) -> None:
    _, events = bot_game(players, mode)
    seen_types: set[str] = set()
    for viewer in (None, *range(players)):
        for e in events:
            seen = e.for_viewer(viewer)
            if seen is None:
                continue
            seen_types.add(seen.type)
            line = WORDS.word(seen, names(players))  # the registry itself: no fallback for odd data
            if line is not None:
                text = "".join(t for t, _ in line)
                assert text and "_" not in text, (e.type, viewer, text)  # worded, not the raw event name
    assert seen_types <= WORDS.types()


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def replay_table(context: Any, match: Match, viewer: int | None) -> DiceocracyTable:
    table = make_table(context, match, mode="replay", viewer=viewer)
    context.stack.push(table)
    return table


def test_the_log_scrolls_by_wheel_and_keys(ctx) -> None:
    context, screen = ctx
    record = bot_game(3, "interactive", actions=160)[0].record()
    table = replay_table(context, Match.from_record(record, upto=120), viewer=0)
    check_log_scrolls_by_wheel_and_keys(context, screen, table, Match.from_record(record, upto=160))


@pytest.mark.slow
def test_the_log_keeps_the_whole_game_without_a_cap(ctx) -> None:
    context, screen = ctx
    match, _ = bot_game(4, "spicy")  # a whole game
    table = replay_table(context, match, viewer=None)
    pump(context, screen)
    worded = [line for e in match.events_seen_by(None) if (line := table.word_event(e))]
    lines = table.log_text().splitlines()
    assert table.log.line_count == len(worded) == len(lines) > 250
    # from the set-up as dealt (issue 30.10) and its first choice to the final count, nothing cut at either end
    assert lines[0].startswith("— Set-up: ")
    first_choice = next(line for line in lines if " runs as the " in line)
    assert " candidate (" in first_choice and all("dealt" in line for line in lines[:lines.index(first_choice)])
    assert lines[-1].startswith("Final votes: ")


def test_a_skipped_action_is_in_the_log_naming_what_was_given_up(ctx) -> None:
    from game.diceocracy.actions import SkipDistrictAction, SkipFollowerAction

    context, screen = ctx
    m = solo_turn_at_its_actions_step()
    turn = m.state.turn
    assert turn is not None and turn.follower_action is not None
    table = open_table(context, screen, m)
    table.act(SkipDistrictAction())
    table.act(SkipFollowerAction())
    pump(context, screen)
    lines = table.log_text().splitlines()
    assert any(line.startswith("Anna skips the district action (") for line in lines)
    assert any(line.startswith("Anna skips the follower action (") for line in lines)


def worded(event: Event, name: Any, district: Any = str, players: int = 1) -> str:
    """The log line of `event` as plain text, seats and districts named by these functions."""
    line = describe_event(event, DiceNames(name, district, players=players, rounds=9))
    return "".join(t for t, _ in line or [])


def test_placing_a_follower_names_its_follower_action_without_saying_it_happened() -> None:
    e = emit(ev.FollowerPlaced(seat=0, die=Die(color="pink", value=5), slot=0,
                               action=ActionSpec(type="popularity", color="pink", amount=1)))
    text = worded(e, lambda s: "Anna", lambda p: "X", 1)
    assert text == "Anna places pink 5 on the top-left slot (its follower action: +1 popularity in pink)."


def test_solo_mode_the_log_says_why_the_bag_took_another_die_than_it_rolled() -> None:
    def turn(roll: Die, die: Die) -> str:
        e = emit(ev.Turn(seat=BAG, district="Old Town", die=die, side="left", roll=roll, round=1, space=0,
                         position=0))
        return worded(e, lambda s: "The bag", lambda p: "X", 1)

    blue4, blue3, pink2 = (Die(color="blue", value=4), Die(color="blue", value=3), Die(color="pink", value=2))
    assert turn(blue4, blue4) == "The bag removes blue 4 from Old Town (left side) and leaves a Rep there."
    assert turn(blue4, blue3).endswith("(No blue 4 left: the closest value.)")
    assert turn(blue4, pink2).endswith("(No blue die left on the districts: one from the largest group.)")


def test_solo_mode_the_log_says_what_the_rulebook_does_with_the_bags_dice() -> None:
    """Solo Mode: the bag removes a district die (the panel's "District dice the bag removed from the game"),
    and the die it rolled goes back into the bag: two dice, and the log never mixes them up (playtest 021)."""
    back = emit(ev.BagReturned(color="blue"))
    assert worded(back, lambda s: "The bag", lambda p: "X", 1) == "The bag's rolled blue die goes back into the bag."


def test_the_bag_is_lower_case_inside_a_sentence() -> None:
    name = lambda s: "The bag" if s == BAG else "Anna"  # noqa: E731
    moved = emit(ev.RepMoved(seat=0, owner=BAG, die=Die(color="orange", value=6),
                             source=Spot(area="district", index=2, pos=0),
                             target=Spot(area="district", index=3, pos=1)))
    text = worded(moved, name, lambda p: "Town Hall Plaza", 1)
    assert text == "Anna moves the bag's Rep to Town Hall Plaza; orange 6 takes its old space."
    took = emit(ev.Turn(seat=BAG, district="Old Town", side="left", die=Die(color="blue", value=4), round=1, space=0,
                        position=0))
    assert worded(took, name, lambda p: "X", 1).startswith("The bag removes")


def test_focusing_ones_own_follower_reads_their_board_slot() -> None:
    name = lambda s: "Anna" if s == 0 else "Ben"  # noqa: E731
    slot_5 = Spot(area="board", index=0, pos=4)
    own = emit(ev.DieChanged(seat=0, spot=slot_5, old=2, new=3))
    other = emit(ev.DieChanged(seat=1, spot=slot_5, old=2, new=3))
    assert worded(own, name, str, 2) == "Anna focuses their follower on the centre slot: 2 → 3."
    assert worded(other, name, str, 2) == "Ben focuses Anna's follower on the centre slot: 2 → 3."


def test_a_district_scoring_line_names_a_tie_and_the_votes_gained() -> None:
    name = lambda s: "The bag" if s == BAG else "Anna"  # noqa: E731
    e = emit(ev.DistrictScoring(district="University Hill", position=0, reps={BAG: 2, 0: 2}, dice=(), popularity={},
                                majority=(BAG, 0), votes={0: 12, BAG: 0}))
    text = worded(e, name, str, 1)
    assert text == "University Hill: majority the bag and Anna (tied); Anna +12 votes."


def test_a_card_named_in_the_log_shows_its_whole_text_on_hover() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, mouse, pump
    from scenes.engine.logpanel import CardWord
    from scenes.tables.diceocracy.look import card_words
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5)
        bot = dc.GAME.make_bot("heuristic")
        while m.view(None).round < 3:
            seat = m.active_players()[0]
            m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
        table = make_table(context, m)
        context.stack.push(table)
        pump(context, screen)
        words = [n for n in table.log.walk() if isinstance(n, CardWord) and n.effectively_visible()]
        assert words, "the bag's removed cards are named in the log"
        word = words[-1]
        r = word.world_rect()
        pump(context, screen, [mouse("move", r.center)])
        table.stage.hover_time = 5.0
        tip = table.stage.tooltip_text
        assert tip is not None and " — " in tip and word.text in tip
        name = word.text
        assert any(tip.endswith(card_words(d, c, 1)[1]) for d in ("adverts", "stunts", "agendas")
                   for c in range(80) if _has(d, c) and card_words(d, c, 1)[0] == name)
    finally:
        pygame.quit()


def _has(deck: str, card: int) -> bool:
    c = components()
    cards = getattr(c, deck)
    return card in cards if isinstance(cards, dict) else card < len(cards)


def test_a_seat_moving_its_own_rep_moves_their_own_not_a_named_ones() -> None:
    """Playtest: "Heuristic bot 3 moves Heuristic bot 3's Rep…"."""
    moved = emit(ev.RepMoved(seat=2, owner=2, die=Die(color="orange", value=6),
                             source=Spot(area="district", index=2, pos=0),
                             target=Spot(area="district", index=3, pos=1)))
    text = worded(moved, lambda s: "Heuristic bot 3", lambda p: "Town Hall Plaza", 4)
    assert text == "Heuristic bot 3 moves their own Rep to Town Hall Plaza; orange 6 takes its old space."


def play_until(table: DiceocracyTable, context: Any, screen: Any, done: Any, moves: int = 60) -> None:
    """Anna plays the heuristic bot's choices at the table, the animations played out, until `done()`."""
    bot = dc.GAME.make_bot("heuristic")
    for _ in range(moves * 40):
        if done():
            return
        pump(context, screen)
        while table.animating:
            table.stage.animator.finish_all()
            pump(context, screen)
        m = table.match
        if table.presenter is not None and table.presenter.asking == 0 and not done():
            table.act(bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
    raise AssertionError("the position was never reached")


def test_the_marker_shows_where_the_persons_previous_turn_ended_and_only_with_news_since(ctx) -> None:
    """The "your last turn" rule: none over the set-up lines and the first turn (nothing happened since a turn
    of one's own); after a turn and the bag's, it stands between the last line of one's turn and the bag's."""
    context, screen = ctx
    table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 3))
    context.stack.push(table)
    m = table.match
    play_until(table, context, screen, lambda: m.view(0).phase == "take")
    assert table.log.marker is None  # the set-up's choices and round 1's start: no turn before, no news
    play_until(table, context, screen, lambda: m.view(0).phase == "cards")
    assert table.log.marker is None  # still the first turn
    play_until(table, context, screen, lambda: m.view(0).phase == "take" and m.view(0).round == 2)
    lines = [plain(line) for line in table.book.lines]
    mark = table.log.marker
    assert mark is not None, list(zip(table.book.movers, [e.type for e in table.book.events], strict=True))[-40:]
    assert lines[mark].startswith("The bag draws"), lines[mark - 2:mark + 2]  # the news begins under the rule
    assert lines[mark - 1].startswith("Anna"), lines[mark - 2:mark + 2]  # the end of Anna's own turn above it
    play_until(table, context, screen, lambda: m.view(0).phase == "place")  # her new turn goes on: rule stays
    assert table.log.marker == mark
