"""F1 at the DēmoS table opens the quick reference linked to the rule booklet's section about the phase being
played, in the rules the game is played by: the simplified rules for learning, the full rules, or a team
mode's own rules (common to all team modes: who receives a figure, the team's veto, the media; each mode's
own: who wins). The German original has the same sections."""

from __future__ import annotations

import pytest

import game.demos as demos
from assets import asset_root
from scenes.shell.rules_view import load_document
from scenes.tables import TABLE_INFO
from scenes.tables.demos.rules_section import (
    FULL_FINAL,
    FULL_MAIN,
    FULL_SCANDAL,
    LEARNING_FINAL,
    LEARNING_MAIN,
    TEAM_FINALS,
    TEAMS_COMMON,
    rules_section,
)
from tests.scenes.support.rulebook import headings_by_phase, views_of_a_game

BOOKLET = "demos.en.md"
MAIN = "4. Main Phase: Acquiring Figures"
DISCARDS_AND_TAKES = ("public_discard", "secret_discard", "secret_take", "unanimous_discard", "unanimous_take")


def test_the_simplified_rules_link_to_their_main_phase_then_their_final_phase() -> None:
    views = views_of_a_game(demos, {"mode": "simplified"}, players=3)
    seen = headings_by_phase(BOOKLET, views, rules_section)
    assert seen.pop("over") == "4. Final Phase: Choosing the Winner"
    assert seen and set(seen.values()) == {"3. Main Phase: Acquiring Figures"}


def test_the_full_rules_link_to_the_main_phase_the_scandal_phase_and_the_final_phase() -> None:
    views = views_of_a_game(demos, {"mode": "full"}, players=4)
    assert headings_by_phase(BOOKLET, views, rules_section) == {
        **{phase: MAIN for phase in DISCARDS_AND_TAKES}, "veto": MAIN,
        "media": "5. Scandal Phase: The Media",
        "over": "6. Final Phase: Choosing the Winner",
    }


@pytest.mark.parametrize(("teams", "players", "final"), [
    ("2v2", 4, "3. Game Mode: 2 against 2 (for 4 players)"),
    ("2v3", 5, "4. Game Mode: 2 against 3 (for 5 players)"),
    ("2v2+1", 5, "5. Game Mode: 2 against 2 + 1 (for 5 players)"),
])
def test_a_team_game_links_to_the_common_team_rules_and_to_its_own_mode_at_the_end(
        teams: str, players: int, final: str) -> None:
    views = views_of_a_game(demos, {"teams": teams}, players=players)
    common = "2. Common Rules for All Team Modes"
    assert headings_by_phase(BOOKLET, views, rules_section) == {
        **{phase: MAIN for phase in DISCARDS_AND_TAKES},
        "assign_figure": common, "veto": common, "media": common,
        "over": final,
    }


@pytest.mark.parametrize("booklet", ["demos.en.md", "demos.de.md"])
def test_every_section_named_is_in_the_booklet(booklet: str) -> None:
    anchors = load_document(asset_root() / "rules" / booklet).anchors
    named = {LEARNING_MAIN, LEARNING_FINAL, FULL_MAIN, FULL_SCANDAL, FULL_FINAL, TEAMS_COMMON, *TEAM_FINALS.values()}
    assert named <= set(anchors), named - set(anchors)


def test_the_demos_table_tells_the_shell_its_sections() -> None:
    assert TABLE_INFO["demos"].rules_section is rules_section
