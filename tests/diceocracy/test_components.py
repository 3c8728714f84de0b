"""Components ("Components", set-up step 1): the data files load, match the rulebook's counts, and a bad
entry is refused with an error naming the file and the entry."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.diceocracy.components import COLORS, PER_PLAYER_COUNT, components
from game.diceocracy.loader import DATA_DIR, ComponentError, load_components


def test_components_counts_match_the_rulebook() -> None:
    c = components()
    assert len(c.districts) == 8
    assert len(c.candidates) == 4 and len(c.personalities) == 8
    assert (len(c.adverts), len(c.stunts), len(c.agendas)) == (30, 40, 50)
    assert c.dice.per_color * len(COLORS) == 48
    assert c.board.reps == 9


def test_step1_district_sides_print_four_or_two_dice() -> None:
    for d in components().districts:
        assert len(d.side(3).printed()) == 4 and len(d.side(4).printed()) == 4
        assert len(d.side(1).printed()) == 2 and len(d.side(2).printed()) == 2


def test_observatory_highs_exists_and_district_actions_are_unique() -> None:
    c = components()
    assert "Observatory Highs" in [d.name for d in c.districts]
    assert len({d.action.model_dump_json() for d in c.districts}) == 8


def test_step2_one_empty_space_per_missing_player_on_every_tile() -> None:
    # solo follows the two-player set-up: two players missing
    for n, missing in ((4, 0), (3, 1), (2, 2), (1, 2)):
        for d in components().districts:
            unused = [s for s in d.side(n).spaces() if s.needs > max(n, 2)]
            assert len(unused) == missing, (d.name, n)
    assert sum(len(d.side(4).spaces()) for d in components().districts) == 48


def test_every_listed_card_type_is_present() -> None:
    c = components()
    assert {a.kind for a in c.adverts} == {"actions", "stunt_and_marker", "two_stunts", "agendas", "income",
                                           "free_popularity", "paid_popularity"}
    assert {s.kind for s in c.stunts} == {"votes_for_total", "money_for_total", "votes_for_pattern",
                                          "popularity_for_pattern"}
    assert len({a.kind for a in c.agendas}) == 14
    for a in c.agendas:
        assert isinstance(a.votes, dict) == (a.kind in PER_PLAYER_COUNT)


def test_personality_tiles_form_two_word_descriptions() -> None:
    c = components()
    traits = [t for t in c.personalities if t.type == "trait"]
    roles = [t for t in c.personalities if t.type == "role"]
    assert len(traits) == len(roles) == 4
    words = [s.word for t in c.personalities for s in t.sides]
    assert len(set(words)) == 16


def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def test_a_bad_card_entry_is_refused_naming_file_and_entry(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    cards = json.loads((data / "agendas.json").read_text())
    cards[3]["kind"] = "world_domination"
    (data / "agendas.json").write_text(json.dumps(cards))
    with pytest.raises(ComponentError, match=r"agendas\.json: entry 3 \('Boxcars'\)"):
        load_components(data)


def test_votes_by_player_count_must_name_one_to_four_players(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    cards = json.loads((data / "agendas.json").read_text())
    per_count = next(i for i, c in enumerate(cards) if isinstance(c["votes"], dict))
    cards[per_count]["votes"] = {"1": 2, "2": 2, "3": 3, "5": 3}
    (data / "agendas.json").write_text(json.dumps(cards))
    with pytest.raises(ComponentError, match=rf"agendas\.json: entry {per_count} .*list 1, 2, 3 and 4 players"):
        load_components(data)


def test_a_district_with_wrong_printed_dice_is_refused(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    tiles = json.loads((data / "districts.json").read_text())
    cells = tiles[0]["3-4"]["cells"]
    first_printed = next(c for c in cells if c["kind"] == "printed")
    first_printed.update(kind="die", color=None, value=None)
    for key in ("color", "value"):
        first_printed.pop(key)
    (data / "districts.json").write_text(json.dumps(tiles))
    with pytest.raises(ComponentError, match=r"districts\.json: entry 0 \('Observatory Highs'\).*four"):
        load_components(data)


def test_missing_card_type_is_refused(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    cards = json.loads((data / "adverts.json").read_text())
    for card in cards:
        if card["kind"] == "two_stunts":
            card["kind"] = "stunt_and_marker"
            card["effects"] = [{"type": "draw_stunts"}, {"type": "give_first"}]
    (data / "adverts.json").write_text(json.dumps(cards))
    with pytest.raises(ComponentError, match="two_stunts"):
        load_components(data)


def test_unreadable_json_is_refused(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    (data / "stunts.json").write_text("{not json")
    with pytest.raises(ComponentError, match=r"stunts\.json: cannot be read"):
        load_components(data)


def test_ids_must_count_from_zero(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    cards = json.loads((data / "stunts.json").read_text())
    cards[5]["id"] = 99
    (data / "stunts.json").write_text(json.dumps(cards))
    with pytest.raises(ComponentError, match="entry 5 .* has id 99"):
        load_components(data)


def test_a_component_file_nested_too_deep_is_refused_in_words(tmp_path: Path) -> None:
    """The component files go through the same bounded reader as saves: damage is a ComponentError."""
    data = _copy_data(tmp_path)
    (data / "stunts.json").write_text("[" * 100_000)
    with pytest.raises(ComponentError, match=r"stunts\.json: cannot be read as JSON: it is nested"):
        load_components(data)
