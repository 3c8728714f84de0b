"""A lesson as data (scenes/tutorial/script.py): the shipped DēmoS lesson reads cleanly, says every step in English
and in German, links only to sections the rulebooks have, and suggests only moves of the game; a damaged file is
refused in one line naming the place."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from game.demos import GAME
from game.demos.state import DemosOptions, action_adapter
from scenes.tutorial import lesson_file, lesson_games, lesson_setup
from scenes.tutorial.demos import SETUP
from scenes.tutorial.script import LANGUAGES, LessonError, load_lesson
from tests.scenes.support.rulebook import heading

LESSON = lesson_setup("demos").load()
RAW: dict[str, Any] = json.loads(lesson_file("demos").read_text(encoding="utf-8"))


def load(tmp_path: Path, data: Any, raw: bool = False) -> Any:
    path = tmp_path / "demos.json"
    path.write_text(data if raw else json.dumps(data), encoding="utf-8")
    return load_lesson(path, GAME.rules, SETUP.pointing, tuple(GAME.bots))


def test_the_demos_lesson_is_installed_and_reads_cleanly() -> None:
    assert lesson_games() == ["demos", "dindex", "diceocracy"]
    assert LESSON.game == "demos" and LESSON.seats == ("learner", "heuristic", "heuristic")
    options = DemosOptions.model_validate(LESSON.options)
    assert options.mode == "full" and options.arranged is not None  # one game of the full rules, hand-dealt


@pytest.mark.parametrize("step", LESSON.steps, ids=[s.id for s in LESSON.steps])
def test_every_step_is_said_in_english_and_in_german(step: Any) -> None:
    for words in (step.title, step.say, *([step.otherwise] if step.otherwise else [])):
        for language in LANGUAGES:
            assert words.get(language).strip()
        assert words.en != words.de


def test_the_german_is_in_the_rulebook_s_own_terms() -> None:
    german = " ".join(w.de for s in LESSON.steps for w in (s.title, s.say))
    for term in ("Volkspaket", "Machtstapel", "Öffentliche", "Geheime", "Einstimmige", "Ablagewürf", "Veto",
                 "Exekutive", "Legislative", "Judikative", "Harmonischer Vierling", "Sequenz", "Skandalphase"):
        assert term in german, term


@pytest.mark.parametrize("step", LESSON.steps, ids=[s.id for s in LESSON.steps])
def test_every_step_links_to_a_section_of_both_rulebooks(step: Any) -> None:
    for rule_text in ("demos.en.md", "demos.de.md"):
        assert heading(rule_text, step.rules)


@pytest.mark.parametrize("step", [s for s in LESSON.steps if s.suggest], ids=lambda s: s.id)
def test_every_suggested_move_is_a_move_of_the_game_and_says_what_if_not_made(step: Any) -> None:
    assert action_adapter.validate_python(step.suggest) is not None
    assert step.otherwise is not None


def test_what_the_learner_learnt_is_said_in_both_languages() -> None:
    assert len(LESSON.learnt) >= 5
    assert all(item.en.strip() and item.de.strip() for item in LESSON.learnt)


def test_a_text_may_name_the_seats_and_nothing_else(tmp_path: Path) -> None:
    data = json.loads(json.dumps(RAW))
    data["steps"][0]["say"]["de"] = "Hallo {seat9}"
    with pytest.raises(LessonError, match=re.escape("demos.json: bad entry (top level): steps.0 (welcome): "
                                                    "{seat9} names no seat")):
        load(tmp_path, data)


@pytest.mark.parametrize(("damage", "message"), [
    (lambda d: d["steps"][3]["say"].pop("de"), "demos.json: bad entry steps.3.say.de: Field required"),
    (lambda d: d["steps"][2].update(suggest={"kind": "discard"}),
     "demos.json: bad entry steps.2 (public-discard): suggest.discard.card: Field required"),
    (lambda d: d["steps"][2].pop("otherwise"), "says what happened when the learner chose otherwise"),
    (lambda d: d["steps"][0]["when"].update(phase="bidding"),
     "demos.json: bad entry steps.0 (welcome): 'bidding' is no phase of DēmoS"),
    (lambda d: d["steps"][0].update(point=["dashboard"]),
     "demos.json: bad entry steps.0 (welcome): the table has no part 'dashboard' to point at"),
    (lambda d: d["steps"][0]["when"].update(event="coronation"),
     "demos.json: bad entry steps.0 (welcome): 'coronation' is no event of DēmoS"),
    (lambda d: d["options"]["arranged"]["rounds"][0]["draws"].append("4H"),
     "demos.json: bad entry options: arranged round 1: 4H is arranged twice"),
    (lambda d: d.update(seats=["heuristic", "learner", "heuristic"]), "the learner sits at seat 0"),
    (lambda d: d.update(seats=["learner", "genius", "heuristic"]), "'genius' is no bot level of DēmoS"),
    (lambda d: d["steps"].append(d["steps"][0]), "the id 'welcome' is used twice"),
])
def test_a_damaged_lesson_is_refused_in_one_line_naming_the_place(tmp_path: Path, damage: Any, message: str) -> None:
    data = json.loads(json.dumps(RAW))
    damage(data)
    with pytest.raises(LessonError) as refused:
        load(tmp_path, data)
    assert message in str(refused.value) and "\n" not in str(refused.value)


def test_a_file_that_is_no_json_or_too_large_is_refused_in_words(tmp_path: Path) -> None:
    with pytest.raises(LessonError, match="demos.json cannot be read: "):
        load(tmp_path, '{"game": "demos", ', raw=True)
    with pytest.raises(LessonError, match="demos.json cannot be read: "):
        load(tmp_path, " " * (2 << 20), raw=True)
    with pytest.raises(LessonError, match="cannot be read"):
        load_lesson(tmp_path / "missing.json", GAME.rules, SETUP.pointing, tuple(GAME.bots))


# -- the Diceocracy lesson -----------------------------------------------------------------------------------

DICE = lesson_setup("diceocracy").load()
DICE_RAW: dict[str, Any] = json.loads(lesson_file("diceocracy").read_text(encoding="utf-8"))


def load_dice(tmp_path: Path, data: Any) -> Any:
    from game.diceocracy import GAME as DICE_GAME
    from scenes.tutorial.diceocracy import SETUP as DICE_SETUP

    path = tmp_path / "diceocracy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return load_lesson(path, DICE_GAME.rules, DICE_SETUP.pointing, tuple(DICE_GAME.bots))


def test_the_diceocracy_lesson_is_a_short_solo_game_from_a_hand_built_set_up() -> None:
    from game.diceocracy.state import DiceocracyOptions

    assert DICE.game == "diceocracy" and DICE.seats == ("learner",)
    options = DiceocracyOptions.model_validate(DICE.options)
    assert options.arranged is not None and options.arranged.rounds == 3 and options.mode == "standard"


@pytest.mark.parametrize("step", DICE.steps, ids=[s.id for s in DICE.steps])
def test_every_diceocracy_step_is_said_in_both_languages_and_links_to_both_rulebooks(step: Any) -> None:
    for words in (step.title, step.say, *([step.otherwise] if step.otherwise else [])):
        assert words.en.strip() and words.de.strip() and words.en != words.de
    for rule_text in ("diceocracy.en.md", "diceocracy.de.md"):
        assert heading(rule_text, step.rules)


def test_the_diceocracy_german_is_in_the_rulebook_s_own_terms() -> None:
    german = " ".join(w.de for s in DICE.steps for w in (s.title, s.say))
    for term in ("Bezirk", "Kandidatentableau", "Kandidatenplättchen", "Vertreter", "Anhänger", "Beliebtheit",
                 "Geld", "Werbekarte", "Polit-Stunt", "Geheimagend", "Beutel", "Bezirksaktion", "Solo-Ränge",
                 "Bevölkerungsgruppe", "Druckereiviertel", "Theatermeile", "Altstadt", "Fokus", "Stimmen"):
        assert term in german, term


@pytest.mark.parametrize(("damage", "message"), [
    (lambda d: d["steps"][11]["when"]["view"].update({"votes": 3}),
     "diceocracy.json: bad entry steps.11 (actions): 'votes' is no part of Diceocracy's view"),
    (lambda d: d["options"]["arranged"].update(bag=[{"color": "pink", "value": 1}] * 4),
     "diceocracy.json: bad entry options.arranged: arranged bag: 4 draws for a game of 3 rounds"),
    (lambda d: d["options"]["arranged"]["dice"][0].pop(),
     "diceocracy.json: bad entry options.arranged: arranged dice: every demographic group has as many dice"),
    (lambda d: d["steps"][0].update(point=["slot:9"]),
     "diceocracy.json: bad entry steps.0 (welcome): the table has no part 'slot:9' to point at"),
    (lambda d: d.update(seats=["learner", "heuristic"]),
     "diceocracy.json: bad entry options: arranged bag: the bag plays only solo"),
])
def test_a_damaged_diceocracy_lesson_is_refused_in_one_line(tmp_path: Path, damage: Any, message: str) -> None:
    data = json.loads(json.dumps(DICE_RAW))
    damage(data)
    with pytest.raises(LessonError) as refused:
        load_dice(tmp_path, data)
    assert message in str(refused.value) and "\n" not in str(refused.value)


def test_a_step_may_ask_for_parts_of_the_learner_s_view_by_path() -> None:
    from game.diceocracy.state import Die
    from scenes.tutorial.script import view_matches

    view = {"players": ({"followers": (Die(color="pink", value=5), None)},), "round": 2}
    assert view_matches(view, {"players.0.followers.0": {"color": "pink", "value": 5}, "round": 2})
    assert view_matches(view, {"players.0.followers.1": None, "players.0.followers.7": None})
    assert not view_matches(view, {"players.0.followers.0.value": 6})
    assert not view_matches(view, {"players.0.followers.1": {"color": "pink"}})


def test_a_step_keeping_clear_a_part_the_table_does_not_have_is_refused_in_one_line(tmp_path: Any) -> None:
    """`keep`: the parts a step's words speak of without pointing at them (the box leaves them readable)."""
    from scenes.tutorial.dindex import SETUP as DINDEX
    from tests.dindex.helpers import RULES

    raw = json.loads(lesson_file("dindex").read_text(encoding="utf-8"))
    raw["steps"][0]["keep"] = ["chain"]
    path = tmp_path / "dindex.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert load_lesson(path, RULES, DINDEX.pointing, ("heuristic",)).steps[0].keep == ("chain",)
    raw["steps"][0]["keep"] = ["office:treasury"]
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(LessonError, match=r"steps.0 \(welcome\): the table has no part 'office:treasury'"):
        load_lesson(path, RULES, DINDEX.pointing, ("heuristic",))
