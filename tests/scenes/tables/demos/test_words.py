"""DēmoS events in the log's plain words (scenes/tables/demos/words.py): what happened when nobody made a
secret discard, never "Nobody vetoed" as if somebody had chosen not to (playtest 5); the round's result says
why a score is what it is and which rule broke a tie, and which team or independent wins the round; a veto in
the last round promises no next deal, a seat takes from its own pile, and the rules name seats from one."""

from __future__ import annotations

import game.demos as demos
from game.core.protocol import Payload
from game.core.trusted import emit
from game.demos.events import RoundVoid, SecretsRevealed, Take, UnanimousAgreed
from game.demos.round_end import score_round
from game.demos.state import ApplyMedia, AssignFigure
from scenes.tables.demos.words import WORDS, DemosNames
from tests.demos.helpers import new, of_type, with_figures, with_hands
from tests.scenes.tables.demos.test_seats import NAMES

SEAT_NAMES = ["Ada", "Ben", "Hard bot 3", "Normal bot 4"]


NAMED = DemosNames(lambda s: SEAT_NAMES[int(s)], lambda team: f"Team {'AB'[team]}", teams=False)


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


def test_the_log_line_of_a_show_down_says_why_each_score_is_what_it_is() -> None:
    line = round_result(("7S", "8H", "9S", "2S", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"))
    assert line.startswith("Round 1 show-down: Ada 7♠ 8♥ 9♠ (two suits: 8 + 7) = 15, Ben out")


def test_a_tie_on_points_and_suits_names_both_rules_and_each_players_figure() -> None:
    # the playtest's round 5: 16 against 16, two cards of one suit each, the unplayed cards 16 against 10
    line = round_result(("8S", "9S", "10H", "7D", "9D"), ("8H", "9C", "10C", "1D", "2H"), NOTHING, NOTHING2)
    assert ("Ben and Ada tie on 16 points, each with two cards of one suit in the hand; the tie goes to the "
            "higher sum of the cards left out of the sequence: Ada has 16, Ben has 3. Round won by Ada.") in line


def result_line(*hands: tuple[str, ...], teams: str = "none") -> str:
    state = with_figures(with_hands(new(len(hands), teams=teams), *hands), *(() for _ in hands), power=("ES", "LH"))
    _, events, _ = score_round(state)
    event = of_type(events, "round_end")[0].for_viewer(None)
    assert event is not None

    def team_name(team: int) -> str:
        return f"Team {'AB'[team]}"

    names = DemosNames(lambda s: NAMES[int(s)], team_name, teams=teams != "none")
    line = WORDS.word(event, names)
    assert line is not None
    return "".join(text for text, _ in line)


def test_a_tie_on_points_broken_by_the_suits_is_explained_in_the_round_result() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert ("Ben and Anna tie on 19 points; the tie goes to the most cards of one suit in the hand: Ben has four, "
            "Anna has three." in line)
    assert line.endswith("Round won by Ben.")


def test_a_tie_on_points_and_suits_is_explained_by_the_unplayed_cards() -> None:
    line = result_line(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "5H"), NOTHING, NOTHING2)
    assert ("Ben and Anna tie on 19 points, each with four cards of one suit in the hand; the tie goes to the higher "
            "sum of the cards left out of the sequence: Ben has 7, Anna has 6." in line)


def test_a_tie_on_every_rule_is_said_to_be_ex_aequo() -> None:
    line = result_line(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert "the cards left out of the sequence make 6 for each: ex aequo" in line
    assert "Round won by Ben and Anna." in line


def test_a_round_without_a_tie_has_no_tiebreak_words() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"))
    assert "tie" not in line and line.endswith("Round won by Anna.")


def test_in_team_play_the_team_wins_the_round() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"),
                       teams="2v2")
    assert line.endswith("Team A wins the round: Anna draws.")


def test_a_round_the_independent_wins_is_won_by_that_player_not_a_team() -> None:
    state = with_figures(with_hands(new(5, teams="2v2+1"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"),
                                    ("2S", "4H", "6D", "8C", "10D"), ("7S", "8S", "9S", "2H", "4D")),
                         *(() for _ in range(5)), power=("ES",))
    _, events, _ = score_round(state)
    event = of_type(events, "round_end")[0].for_viewer(None)
    assert event is not None
    names = DemosNames(lambda s: "ABCDE"[int(s)], lambda t: f"Team {t}", teams=True,
                       independent=lambda s: int(s) == 4)
    line = WORDS.word(event, names)
    assert line is not None and "".join(t for t, _ in line).endswith("Round won by E (independent).")


def names() -> DemosNames:
    return DemosNames(lambda s: ["Ada", "Ben", "Cleo", "Dan"][int(s)], lambda t: f"Team {'AB'[t]}", teams=True,
                      independent=lambda s: False)


def test_a_void_round_says_it_is_dealt_again() -> None:
    # a round that does not take place is not one of the 14 (rules 3): the same round is always dealt again
    line = WORDS.word(emit(RoundVoid(round=6, team=1)), names())
    text = "".join(part for part, _card in line or [])
    assert text == "Round 6 does not take place: no show-down, no points, no figure; it is dealt again"


def test_the_replay_names_seats_as_people_count_them_from_one() -> None:
    rules = demos.GAME.rules
    assert rules.describe_action(AssignFigure(seat=1)) == "give the figure to seat 2"
    assert rules.describe_action(ApplyMedia(target=0, slot=1, suit="H")).startswith("media on seat 1's figure 2")


def test_a_seat_taking_back_its_own_discard_takes_from_their_own_pile() -> None:
    line = WORDS.word(emit(Take(seat=3, card="2D", owner=3, pile="public", step="secret")), names())
    assert "".join(part for part, _card in line or []) == "Dan takes 2♦ from their own public discard"
