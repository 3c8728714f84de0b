"""Playtest 4 of Dindex: the log counts in words that agree with the count (shot_146: "now 1 Oligarchy,
1 cards")."""

from __future__ import annotations

from game.core.protocol import Event
from scenes.tables.common.words import plain
from scenes.tables.dindex.words import DindexNames, describe_event

NAMES = DindexNames(lambda seat: ["Ada", "Ben", "Cem"][int(seat)])


def line(kind: str, **data: object) -> str:
    return plain(describe_event(Event(type=kind, data=data), NAMES))


def test_the_last_dindex_card_is_one_card() -> None:
    assert line("dindex_changed", delta=-1, cause="chaos", dindex=1, dindex_cards=1) == \
        "DINDEX falls by 1 (chaos): now 1 Oligarchy, 1 card"
    assert line("dindex_changed", delta=1, cause="chaos", dindex=4, dindex_cards=7).endswith("now 4 Populism, 7 cards")


def test_a_term_start_counts_one_card_one_non_voter_and_one_system_opponent_in_the_singular() -> None:
    text = line("term_start", term=3, dindex=1, dindex_cards=1, non_voters=1, system_opponents=1)
    assert text.endswith("1 card left; 1 non-voter, 1 system opponent")
    text = line("term_start", term=1, dindex=4, dindex_cards=8, non_voters=18, system_opponents=0)
    assert text.endswith("8 cards left; 18 non-voters, 0 system opponents")


def test_cards_drawn_and_lost_face_down_are_counted_without_a_bracketed_plural() -> None:
    assert line("cards_drawn", seat="1", count=1) == "Ben draws 1 action card"
    assert line("cards_drawn", seat="1", count=2) == "Ben draws 2 action cards"
    assert line("cards_discarded", seat="0", count=1) == "Ada loses 1 hand card face down"
    assert line("stack_reshuffled", stack_size=1) == "The discard pile is shuffled into a new action stack (1 card)"


def test_several_cards_lost_are_named_apart() -> None:
    assert line("cards_discarded", seat="0", cards=[0, 1]).count("”, “") == 1


def test_a_cards_effect_on_its_face_counts_one_card_in_the_singular() -> None:
    from game.dindex.components import components
    from scenes.tables.dindex.look import step_words

    draws = [step for c in components().cards for step in c.steps if step.op == "draw"]
    assert draws
    for step in draws:
        assert "card(s)" not in step_words(step)
        assert step_words(step).endswith("1 action card" if step.count == 1 else f"{step.count} action cards")
