"""Options and seat counts: defaults are the full rules for individual players; impossible set-ups refused."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from game.demos.components import DATA_DIR, load_card_data
from game.demos.state import DemosOptions

from .helpers import RULES, new


def test_default_options_are_the_full_rules_for_individual_players() -> None:
    options = DemosOptions()
    assert options.mode == "full" and options.teams == "none"


def test_full_4_predefined_number_of_rounds_is_the_rulebooks_14_unless_another_is_chosen() -> None:
    # "eine Reihe von Runden (bis zu 14)" … "oder nach einer vordefinierten Anzahl von Runden"
    assert DemosOptions().round_limit == 14 and DemosOptions(teams="2v2").round_limit == 14
    assert RULES.parse_options({}).round_limit == 14
    assert DemosOptions(round_limit=9).round_limit == 9
    assert DemosOptions(mode="simplified").round_limit is None  # "sobald alle Figuren gezogen wurden"
    with pytest.raises(ValidationError, match="less than or equal to 14"):
        DemosOptions(round_limit=15)
    with pytest.raises(ValidationError, match="predefined number of rounds: choose 1 to 14"):
        DemosOptions(round_limit=None)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_individual_play_for_three_to_five(n: int) -> None:
    RULES.check_player_count(DemosOptions(), n)
    RULES.check_player_count(DemosOptions(mode="simplified"), n)


@pytest.mark.parametrize("n", [2, 6])
def test_player_count_outside_three_to_five_is_refused(n: int) -> None:
    with pytest.raises(ValueError, match="3 to 5 players"):
        RULES.check_player_count(DemosOptions(), n)


def test_round_limit_belongs_to_the_full_rules() -> None:
    with pytest.raises(ValidationError, match="round limit needs the full rules"):
        DemosOptions(mode="simplified", round_limit=3)
    with pytest.raises(ValidationError):
        DemosOptions(round_limit=0)


def test_team_layout_needs_a_team_mode_and_excludes_the_lot() -> None:
    with pytest.raises(ValidationError, match="team_layout needs a team mode"):
        DemosOptions(team_layout=(0, 1, 0, 1))
    with pytest.raises(ValidationError, match="not both"):
        DemosOptions(teams="2v2", team_layout=(0, 1, 0, 1), team_by_lot=True)


def test_first_dealer_must_be_a_seat() -> None:
    with pytest.raises(ValueError, match="first_dealer"):
        RULES.check_player_count(DemosOptions(first_dealer=4), 4)


def test_first_dealer_by_lot_when_not_given() -> None:
    dealers = {RULES.new_game(DemosOptions(), 4, seed).dealer for seed in range(20)}
    assert len(dealers) > 1
    assert new(4, first_dealer=3).dealer == 3


def test_options_round_trip_through_json() -> None:
    options = DemosOptions(teams="2v2+1", round_limit=7, team_layout=(0, 1, 0, 1, 2))
    assert DemosOptions.model_validate_json(options.model_dump_json()) == options


def test_bad_card_data_names_the_file_and_the_entry(tmp_path) -> None:
    bad = tmp_path / "cards.json"
    raw = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    raw["decks"]["full"]["media"] = 5
    bad.write_text(json.dumps(raw))
    with pytest.raises(ValueError, match=r"cards.json: bad entry decks.full.media"):
        load_card_data(bad)


def test_unreadable_card_data_names_the_file(tmp_path) -> None:
    bad = tmp_path / "cards.json"
    bad.write_text("{not json")
    with pytest.raises(ValueError, match="cards.json: cannot be read"):
        load_card_data(bad)


def test_card_data_too_large_is_refused_in_words(tmp_path) -> None:
    bad = tmp_path / "cards.json"
    bad.write_text(" " * (2 << 20))
    with pytest.raises(ValueError, match="cards.json: cannot be read as JSON: it is too large"):
        load_card_data(bad)
