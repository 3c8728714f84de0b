"""Playtest 4 of Dindex: the log counts in words that agree with the count (shot_146: "now 1 Oligarchy,
1 cards")."""

from __future__ import annotations

from game.core.protocol import Payload
from game.core.trusted import emit
from game.dindex.events import CardsDiscarded, CardsDrawn, DindexChanged, StackReshuffled, TermStart
from scenes.tables.common.words import plain
from scenes.tables.dindex.words import DindexNames, describe_event

NAMES = DindexNames(lambda seat: ["Ada", "Ben", "Cem"][int(seat)])


def line(payload: Payload) -> str:
    return plain(describe_event(emit(payload), NAMES))


def term_start(term: int, dindex: int, dindex_cards: int, non_voters: int, system_opponents: int) -> TermStart:
    """A term's start with the counts its line says (the per-party counts it does not word left empty)."""
    return TermStart(term=term, dindex=dindex, dindex_cards=dindex_cards, voters={}, core_voters={},
                     non_voters=non_voters, system_opponents=system_opponents, hand_sizes={}, rp={},
                     dindex_discard=0, stack_size=0)


def test_the_last_dindex_card_is_one_card() -> None:
    assert line(DindexChanged(delta=-1, cause="chaos", dindex=1, dindex_cards=1)) == \
        "DINDEX falls by 1 (chaos): now 1 Oligarchy, 1 card"
    assert line(DindexChanged(delta=1, cause="chaos", dindex=4, dindex_cards=7)).endswith("now 4 Populism, 7 cards")


def test_a_term_start_counts_one_card_one_non_voter_and_one_system_opponent_in_the_singular() -> None:
    text = line(term_start(term=3, dindex=1, dindex_cards=1, non_voters=1, system_opponents=1))
    assert text.endswith("1 card left; 1 non-voter, 1 system opponent")
    text = line(term_start(term=1, dindex=4, dindex_cards=8, non_voters=18, system_opponents=0))
    assert text.endswith("8 cards left; 18 non-voters, 0 system opponents")


def test_cards_drawn_and_lost_face_down_are_counted_without_a_bracketed_plural() -> None:
    assert line(CardsDrawn(seat=1, count=1, why="test")) == "Ben draws 1 action card"
    assert line(CardsDrawn(seat=1, count=2, why="test")) == "Ben draws 2 action cards"
    assert line(CardsDiscarded(seat=0, count=1, why="test")) == "Ada loses 1 hand card face down"
    assert line(StackReshuffled(stack_size=1)) == "The discard pile is shuffled into a new action stack (1 card)"


def test_several_cards_lost_are_named_apart() -> None:
    assert line(CardsDiscarded(seat=0, cards=(0, 1), count=2, why="test")).count("”, “") == 1


def test_a_cards_effect_on_its_face_counts_one_card_in_the_singular() -> None:
    from game.dindex.components import components
    from scenes.tables.dindex.look import step_words

    draws = [step for c in components().cards for step in c.steps if step.op == "draw"]
    assert draws
    for step in draws:
        assert "card(s)" not in step_words(step)
        assert step_words(step).endswith("1 action card" if step.count == 1 else f"{step.count} action cards")
