"""F1 at the Dindex table opens the quick reference linked to the rulebook's section about the step of the
legislative term being played (§ 5.1–5.8), and to § 6 once the game has ended."""

from __future__ import annotations

from typing import get_args

import game.dindex as dindex
from assets import asset_root
from game.dindex.state import Phase
from scenes.shell.rules_view import load_document
from scenes.tables import TABLE_INFO
from scenes.tables.dindex.rules_section import SECTIONS, TERM, rules_section
from tests.scenes.support.rulebook import headings_by_phase, views_of_a_game

RULEBOOK = "dindex.en.md"


def test_each_step_of_a_term_links_to_its_section_of_the_rulebook() -> None:
    views = views_of_a_game(dindex, {}, players=3, seed=3)
    assert headings_by_phase(RULEBOOK, views, rules_section) == {
        "draw": "§ 5.1 Drawing Action Cards",
        "propose": "§ 5.2 Government Formation",
        "assign": "§ 5.2 Government Formation",
        "respond": "§ 5.2 Government Formation",
        "tasks": "§ 5.3 Solving Government Tasks",
        "secret_choose": "§ 5.4 Secret Actions",
        "secret_play": "§ 5.4 Secret Actions",
        "open_turn": "§ 5.5 Open Actions",
        "open_window": "§ 5.5 Open Actions",
        "reposition": "§ 5.6 Unsolved Government Tasks",
        "campaign": "§ 5.8 Chaos and Election Campaign",
        "over": "§ 6 End of the Game",
    }


def test_every_phase_names_a_section_the_rulebook_has() -> None:
    anchors = load_document(asset_root() / "rules" / RULEBOOK).anchors
    assert set(SECTIONS) == set(get_args(Phase))
    for section in (*SECTIONS.values(), TERM):
        assert section in anchors, section


def test_the_dindex_table_tells_the_shell_its_sections() -> None:
    assert TABLE_INFO["dindex"].rules_section is rules_section
