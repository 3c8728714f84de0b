"""F1 at the Diceocracy table opens the quick reference linked to the rulebook's section about the step of
the turn being played; a solo game, once set up, links to Solo Mode, which changes its turns and its end."""

from __future__ import annotations

from typing import get_args

import game.diceocracy as diceocracy
from assets import asset_root
from game.diceocracy.state import Phase
from scenes.shell.rules_view import load_document
from scenes.tables import TABLE_INFO
from scenes.tables.diceocracy.rules_section import HOW_TO_PLAY, SECTIONS, SOLO, rules_section
from tests.scenes.support.rulebook import headings_by_phase, views_of_a_game

RULEBOOK = "diceocracy.en.md"


def test_each_step_of_a_turn_links_to_its_section_of_the_rulebook() -> None:
    # the spicy mode: another player may respond to an action (Decide Mode says when)
    views = views_of_a_game(diceocracy, {"mode": "spicy"}, players=3, seed=1)
    assert headings_by_phase(RULEBOOK, views, rules_section) == {
        "candidate": "Setup",
        "personality": "Setup",
        "take": "A Player's Turn",
        "place": "A Player's Turn",
        "actions": "Possible Actions",
        "resolve": "Possible Actions",
        "respond": "Decide Mode",
        "cards": "Advertising Cards and Political Stunt Cards",
        "over": "End Game Scoring",
    }


def test_a_solo_game_links_to_solo_mode_once_it_is_set_up() -> None:
    views = views_of_a_game(diceocracy, {}, players=1, seed=1)
    seen = headings_by_phase(RULEBOOK, views, rules_section)
    assert seen.pop("candidate") == seen.pop("personality") == "Setup"
    assert {"take", "cards", "bag_tie", "over"} <= set(seen)  # the turn's steps, the bag's tie, the end
    assert set(seen.values()) == {"Solo Mode"}


def test_every_phase_names_a_section_the_rulebook_has() -> None:
    anchors = load_document(asset_root() / "rules" / RULEBOOK).anchors
    assert set(SECTIONS) == set(get_args(Phase))
    for section in (*SECTIONS.values(), SOLO, HOW_TO_PLAY):
        assert section in anchors, section


def test_the_diceocracy_table_tells_the_shell_its_sections() -> None:
    assert TABLE_INFO["diceocracy"].rules_section is rules_section
