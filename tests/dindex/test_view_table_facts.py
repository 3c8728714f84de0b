"""The view carries what the table shows of § 3.2 and § 3.6, so the table reads it instead of the components."""

from __future__ import annotations

from tests.dindex.helpers import RULES, started

# § 3.6: 15 Dindex cards, from the bottom: 1 Oligarchy, 2 Breakdown, 3 Extremism, 4 Populism, 5 Consensus.
LEVELS_BOTTOM_FIRST = (1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5)


def test_the_view_lists_the_level_of_every_dindex_card_bottom_first() -> None:
    view = RULES.view(started(4), None)
    assert view.dindex_levels == LEVELS_BOTTOM_FIRST


def test_the_level_shown_is_the_level_of_the_top_card_at_every_height() -> None:
    state = started(4)
    for cards in range(1, 16):
        view = RULES.view(state.model_copy(update={"dindex": cards, "dindex_discard": 15 - cards}), None)
        assert view.dindex_level == view.dindex_levels[cards - 1] == LEVELS_BOTTOM_FIRST[cards - 1], cards


def test_the_top_cards_bar_counts_the_cards_of_its_level_still_on_the_stack() -> None:
    state = started(4)
    for cards, level, bar in ((15, 5, 5), (11, 5, 1), (10, 4, 4), (7, 4, 1), (6, 3, 3), (3, 2, 2), (2, 2, 1),
                              (1, 1, 1)):
        view = RULES.view(state.model_copy(update={"dindex": cards, "dindex_discard": 15 - cards}), 0)
        assert (view.dindex_level, view.dindex_bar) == (level, bar), cards
        assert view.dindex_levels[cards - 1] == level


def test_each_party_shows_the_two_core_competencies_of_its_party_card() -> None:
    # party card 1: finance and social; party card 2: environment and interior; 3: social and defence
    state = started(3).model_copy(update={"parties": ((0,), (1,), (2,))})
    for viewer in (None, 0, 1, 2):
        assert RULES.view(state, viewer).competences == (
            ("finance", "social"), ("environment", "interior"), ("defence", "social"))


def test_with_two_parties_two_party_cards_give_four_core_competencies_or_three_if_they_overlap() -> None:
    # § 4.4: two parties draw two party cards each; cards 1 and 4 share "finance", cards 2 and 3 share nothing
    state = started(2).model_copy(update={"parties": ((0, 3), (1, 2))})
    assert RULES.view(state, 1).competences == (
        ("environment", "finance", "social"), ("defence", "environment", "interior", "social"))


def test_the_view_says_how_many_declined_proposals_make_a_formation_fail() -> None:
    state = started(4)
    assert state.phase == "propose"
    view = RULES.view(state, None)
    assert (view.attempt, view.formation_attempts) == (0, 3)
