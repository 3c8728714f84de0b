"""§ 2 and § 3: the components as validated data; a bad entry names its file and card."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.dindex.components import (
    DATA_DIR,
    LEVEL_REGISTERS,
    DataError,
    components,
    load_components,
)
from game.dindex.effects_model import Chance, CounterStep, SeizePower, iter_steps


def test_s2_component_counts() -> None:
    c = components()
    assert len(c.cards) == 100
    assert {lv: sum(x.level == lv for x in c.cards) for lv in LEVEL_REGISTERS} == {
        "democratic": 30, "populist": 25, "extremist": 20, "antilegal": 15, "oligarchic": 10}
    assert len(c.tasks) == 15 and len(c.parties) == 7 and len(c.offices) == 6
    assert sorted(r.role for r in c.roles).count("democrat") == 6 and len(c.roles) == 10
    assert len(c.dindex_cards) == 15 and sorted(c.random_cards) == list(range(1, 8))
    assert c.voter_cards.count == 50


def test_s3_2_party_cards_have_two_competences_and_cover_every_portfolio() -> None:
    parties = components().parties
    assert all(len(set(p.competences)) == 2 for p in parties)
    assert {c for p in parties for c in p.competences} == {"finance", "environment", "social", "interior", "defence"}


def test_s3_5_three_tasks_per_portfolio_with_problems_and_a_crisis() -> None:
    tasks = components().tasks
    for portfolio in ("finance", "environment", "social", "interior", "defence"):
        mine = [t for t in tasks if t.portfolio == portfolio]
        assert len(mine) == 3
        assert {t.kind for t in mine} == {"problem", "crisis"}


def test_s3_6_dindex_cards_five_four_three_two_one() -> None:
    levels = [c.level for c in components().dindex_cards]
    assert [levels.count(lv) for lv in (5, 4, 3, 2, 1)] == [5, 4, 3, 2, 1]


@pytest.mark.parametrize("level", list(LEVEL_REGISTERS))
def test_s3_8_registers_follow_the_level(level: str) -> None:
    for card in components().cards:
        if card.level == level:
            for dindex, (mode, bombs) in LEVEL_REGISTERS[level].items():
                assert card.mode_at(int(dindex)) == mode and card.bombs_at(int(dindex)) == bombs


def test_s7_register_table_as_printed() -> None:
    """§ 3.8 and § 7 "Anti-democratic actions", written out in full: (mode, bombs) at Dindex 5, 4, 3, 2.
    Democratic actions are always open and harmless; populist open everywhere, one bomb in the Consensus;
    extremist secret only with two bombs at 5, open with one at 4, bomb-free from 3; anti-legal impossible at
    5, secret only with two bombs at 4, open with one at 3, bomb-free at 2; oligarchic secret from 3, open at
    2 (their bombs are design decision 2: two at the magnifying glass, one open, as for the other levels)."""
    printed = {
        "democratic": [("open", 0), ("open", 0), ("open", 0), ("open", 0)],
        "populist": [("open", 1), ("open", 0), ("open", 0), ("open", 0)],
        "extremist": [("secret", 2), ("open", 1), ("open", 0), ("open", 0)],
        "antilegal": [("none", 0), ("secret", 2), ("open", 1), ("open", 0)],
        "oligarchic": [("none", 0), ("none", 0), ("secret", 2), ("open", 1)],
    }
    assert {level: [LEVEL_REGISTERS[level][str(d)] for d in (5, 4, 3, 2)] for level in printed} == printed
    # The rulebook's worked example: an anti-legal card costs two cards at 4, one at 3 and none at 2.
    raid = next(c for c in components().cards if c.name == "Party Raid")
    assert [raid.bombs_at(d) for d in (4, 3, 2)] == [2, 1, 0]


def test_s3_8_counters_at_every_level() -> None:
    cards = components().cards
    for level in LEVEL_REGISTERS:
        counters = [c for c in cards if c.level == level and c.is_counter]
        assert counters, level
        assert all(isinstance(c.steps[0], CounterStep) for c in counters)


def test_s3_8_printed_examples_as_printed() -> None:
    by_name = {c.name: c for c in components().cards}
    raid = by_name["Party Raid"]
    assert raid.level == "antilegal" and raid.printed and raid.portfolio == "environment"
    assert "vulture" in raid.stickers and raid.target == "opposition"
    assert [s.op for s in raid.steps] == ["move", "discard"] and raid.steps[1].count == 3
    assert raid.mode_at(5) == "none" and raid.mode_at(4) == "secret" and raid.mode_at(3) == "open"
    coup = by_name["Military Coup"]
    assert set(coup.stickers) == {"wolf", "vulture"} and coup.portfolio == "defence"
    chance = coup.steps[0]
    assert isinstance(chance, Chance)
    assert [(o.low, o.high) for o in chance.outcomes] == [(1, 5)]
    assert isinstance(chance.outcomes[0].steps[0], SeizePower)
    assert coup.bombs_at(3) > 0 and coup.bombs_at(2) > 0  # 6–7: "the Dindex suffers"
    gender = by_name["Gender-Fair Language"]
    assert gender.level == "democratic" and [s.op for s in gender.steps] == ["dindex", "move"]
    assert gender.steps[0].delta == 1 and gender.steps[1].dst == "opponent"


def test_s8_no_card_changes_government_points(tmp_path: Path) -> None:
    # § 8 has no symbol for RP and § 5.6 says RP come from offices only: Smear Dossier and Embezzlement
    # act through voters and cards, and an "rp" step is refused as data.
    by_code = {c.code: c for c in components().cards}
    smear, embezzle = by_code["ant-11"], by_code["ant-13"]
    assert [(s.op, getattr(s, "src", None)) for s in smear.steps] == [("move", "target.voter"), ("discard", None)]
    assert [(s.op, getattr(s, "dst", None)) for s in embezzle.steps] == [("move", "self.voter"), ("move", "opponent")]

    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["cards"][1]["steps"].append({"op": "rp", "who": "self", "delta": -1})
    with pytest.raises(DataError, match=r"action_cards\.json.*dem-02"):
        load_components(_broken_copy(tmp_path, "action_cards.json", mutate))


def test_s3_8_arson_attack_text_says_what_it_does() -> None:
    # The card discards two of the target's cards and makes a system opponent; its text no longer speaks
    # of a ministry burning down (no office is touched).
    arson = next(c for c in components().cards if c.code == "ant-09")
    assert [s.op for s in arson.steps] == ["discard", "move"]
    assert "ministry" not in arson.flavour.lower() and "campaign plans" in arson.flavour


def test_s3_8_protest_march_is_not_marked_as_printed() -> None:
    # The book prints the step order of its example without a card name or level: the Protest March only
    # follows that order, so only Party Raid, Military Coup and Gender-Fair Language count as printed.
    assert sorted(c.code for c in components().cards if c.printed) == ["ant-01", "dem-01", "oli-01"]


def test_s3_8_only_oligarchs_seize_power() -> None:
    for card in components().cards:
        if any(isinstance(s, SeizePower) for s in iter_steps(card.steps)):
            assert "wolf" in card.stickers


def _broken_copy(tmp_path: Path, file: str, mutate) -> Path:  # type: ignore[no-untyped-def]
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    raw = json.loads((target / file).read_text(encoding="utf-8"))
    mutate(raw)
    (target / file).write_text(json.dumps(raw), encoding="utf-8")
    return target


def test_bad_register_names_file_and_card(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        card = next(c for c in raw["cards"] if c["name"] == "Party Raid")
        card["register"]["5"] = {"mode": "open", "bombs": 0}
    with pytest.raises(DataError, match=r"action_cards\.json.*ant-01.*Party Raid.*Dindex 5"):
        load_components(_broken_copy(tmp_path, "action_cards.json", mutate))


def test_bad_effect_step_names_file_and_card(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["cards"][1]["steps"][0]["src"] = "the moon"
    with pytest.raises(DataError, match=r"action_cards\.json.*dem-02.*Door-to-Door"):
        load_components(_broken_copy(tmp_path, "action_cards.json", mutate))


def test_seize_power_without_wolf_is_refused(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        card = next(c for c in raw["cards"] if c["name"] == "Military Coup")
        card["stickers"] = ["vulture"]
    with pytest.raises(DataError, match="Military Coup.*Oligarch"):
        load_components(_broken_copy(tmp_path, "action_cards.json", mutate))


def test_wrong_card_count_is_refused(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["cards"].pop()
    with pytest.raises(DataError, match="oligarchic"):
        load_components(_broken_copy(tmp_path, "action_cards.json", mutate))


def test_bad_task_names_file_and_task(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["tasks"][0]["unsolved"] = [{"op": "move", "src": "self.voter", "dst": "non_voter"}]
    with pytest.raises(DataError, match=r"tasks\.json.*fin-1.*Budget Deficit"):
        load_components(_broken_copy(tmp_path, "tasks.json", mutate))


def test_bad_party_card_is_refused(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["parties"][0]["competences"] = ["finance", "finance"]
    with pytest.raises(DataError, match=r"components\.json.*party card #1"):
        load_components(_broken_copy(tmp_path, "components.json", mutate))


def test_bad_setup_rule_names_its_place_in_one_line(tmp_path: Path) -> None:
    def mutate(raw):  # type: ignore[no-untyped-def]
        raw["tasks_per_term"] = "three"
    with pytest.raises(DataError) as refused:
        load_components(_broken_copy(tmp_path, "setup.json", mutate))
    message = str(refused.value)
    assert "setup.json: tasks_per_term: " in message
    assert "('" not in message and "\n" not in message


def test_a_component_file_nested_too_deep_is_refused_in_words(tmp_path: Path) -> None:
    """The component files go through the same bounded reader as saves: damage is a DataError, not a crash."""
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    (target / "tasks.json").write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(DataError, match=r"tasks\.json: cannot be read: it is nested"):
        load_components(target)


def test_a_component_file_that_is_a_folder_is_refused_in_words(tmp_path: Path) -> None:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    (target / "tasks.json").unlink()
    (target / "tasks.json").mkdir()
    with pytest.raises(DataError, match=r"tasks\.json: cannot be read: it is a folder"):
        load_components(target)
