"""Playtest 5, the DēmoS table's words: the log says what happened when nobody made a secret discard, never
"Nobody vetoed" as if somebody had chosen not to, and the round's result says why a score is what it is and
which rule broke a tie."""

from __future__ import annotations

from game.core.protocol import Payload
from game.core.trusted import emit
from game.demos.events import SecretsRevealed, UnanimousAgreed
from game.demos.round_end import score_round
from scenes.tables.demos.look import combination_words
from scenes.tables.demos.words import WORDS, DemosNames
from tests.demos.helpers import new, of_type, with_figures, with_hands

NAMES = ["Ada", "Ben", "Hard bot 3", "Normal bot 4"]


NAMED = DemosNames(lambda s: NAMES[int(s)], lambda team: f"Team {'AB'[team]}", teams=False)


NOTHING = ("1S", "3H", "5D", "7C", "10H")


NOTHING2 = ("1H", "3D", "5C", "10S", "6S")


def words(data: Payload) -> str:
    line = WORDS.word(emit(data), NAMED)
    assert line is not None
    return "".join(text for text, _ in line)


def round_result(*hands: tuple[str, ...]) -> str:
    state = with_figures(with_hands(new(len(hands)), *hands), *(() for _ in hands), power=("ES", "LH"))
    _, events, _ = score_round(state)
    event = of_type(events, "round_end")[0].for_viewer(None)
    assert event is not None
    line = WORDS.word(event, NAMED)
    assert line is not None
    return "".join(text for text, _ in line)


def test_when_everyone_kept_their_hand_the_log_says_nobody_made_a_secret_discard() -> None:
    assert words(SecretsRevealed(cards={})) == "Nobody made a secret discard: there is none to turn up"


def test_secret_discards_that_turn_up_are_named_with_their_owners() -> None:
    assert words(SecretsRevealed(cards={0: ("10D",), 2: ("3C",)})) == (
        "Secret discards turned up: Ada: 10♦, Hard bot 3: 3♣")


def test_the_unanimous_discard_going_ahead_does_not_claim_that_anybody_chose_not_to_veto() -> None:
    # the rules send it also when nobody had a veto left, and then nobody was asked
    line = words(UnanimousAgreed(asked=True))
    assert "Nobody vetoed" not in line
    assert line == "No veto: the unanimous discard takes place"
    assert words(UnanimousAgreed(asked=False)) == "Nobody has a veto left: the unanimous discard takes place"


def test_a_score_says_its_suits_base_and_lowest_card() -> None:
    assert combination_words(("7S", "8H", "9S"), 15) == "7♠ 8♥ 9♠ · two suits: 8 + 7 = 15 pts"
    assert combination_words(("8H", "9C", "10C"), 16) == "8♥ 9♣ 10♣ · two suits: 8 + 8 = 16 pts"
    assert combination_words(("3S", "4S", "5S"), 15) == "3♠ 4♠ 5♠ · one suit: 12 + 3 = 15 pts"
    assert combination_words(("5H", "6D", "7C"), 9) == "5♥ 6♦ 7♣ · three suits: 4 + 5 = 9 pts"
    assert combination_words(None, None) == "no sequence: out of the round"


def test_the_log_line_of_a_show_down_says_why_each_score_is_what_it_is() -> None:
    line = round_result(("7S", "8H", "9S", "2S", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"))
    assert line.startswith("Round 1 show-down: Ada 7♠ 8♥ 9♠ (two suits: 8 + 7) = 15, Ben out")


def test_a_tie_on_points_and_suits_names_both_rules_and_each_players_figure() -> None:
    # the playtest's round 5: 16 against 16, two cards of one suit each, the unplayed cards 16 against 10
    line = round_result(("8S", "9S", "10H", "7D", "9D"), ("8H", "9C", "10C", "1D", "2H"), NOTHING, NOTHING2)
    assert ("Ben and Ada tie on 16 points, each with two cards of one suit in the hand; the tie goes to the "
            "higher sum of the cards left out of the sequence: Ada has 16, Ben has 3. Round won by Ada.") in line
