"""Playtest 5 of Dindex: while the public view is on the screen (two or more people, a person's move playing
out in front of them all), the Undo button says whose move it takes back ("Undo Ada's …"), short enough to
read at 1280x720; the person's own view keeps "Undo: coalition offer"."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import SeatSpec
from game.dindex.state import AssignMinistry, ProposeCoalition
from scenes.engine.headless import make_context
from scenes.tables.dindex.look import PORTFOLIO_WORD
from scenes.tables.dindex.table import DindexTable
from scenes.tables.dindex.words import whose_undo_words
from tests.scenes.test_dindex_playtest4_handoff import (
    all_bots,
    drive_until,
    readable_in,
    seated,
    through_pass_screen,
    wait_until_asked,
)

LONG = "Maximiliane-Charlotte von Hohenberg-Wildenfels"[:40]
"""As long a name as New game takes (40 characters)."""


def at_most_two_lines(button: Any, painter: Any) -> bool:
    """The label as the button draws it takes one line, or two (a third crowded the button at 1280x720)."""
    scale = button.world_scale()
    room, px = round(button.w * scale) - round(16 * scale), button.font_size * scale
    if painter.text(button.label, px, (0, 0, 0), bold=True).get_width() <= room:
        return True
    line = painter.text(button.label, px * 0.85, (0, 0, 0), bold=True).get_height()
    return bool(painter.text(button.label, px * 0.85, (0, 0, 0), bold=True, width=room,
                             align="center").get_height() <= 2 * line)


def formateur_and_a_bystander(context: Any, screen: Any, formateur_name: str) -> tuple[DindexTable, int]:
    """Two people: the formateur of a two-partner offer about to give the ministries, and a party outside the
    coalition; the partners, who answer next, are bots."""
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and not v.second_formation,
                prefer=lambda a: isinstance(a, ProposeCoalition) and len(a.partners) == 2)
    view = match.view(None)
    ada = view.formateur
    bystander = next(s for s in range(5) if s != ada and s not in view.partners)
    match.replace_seat(ada, SeatSpec(name=formateur_name))
    match.replace_seat(bystander, SeatSpec(name="Ben"))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    return table, ada


def give_every_ministry(context: Any, screen: Any, table: DindexTable, ada: int) -> AssignMinistry:
    """The formateur gives the ministries (the rules' first choice each time); the last one given."""
    while True:
        wait_until_asked(context, screen, table, ada)
        give = next(a for a in table.match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(give)
        if table.match.view(None).phase != "assign":
            return give


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_public_view_undo_names_whose_move_it_takes_back(size: tuple[int, int]) -> None:
    context, screen = make_context(size)
    try:
        table, ada = formateur_and_a_bystander(context, screen, "Ada")
        wait_until_asked(context, screen, table, ada)
        first = next(a for a in table.match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(first)
        wait_until_asked(context, screen, table, ada)  # Ada's own view: her next ministry to give
        assert table.viewer == ada and table.undo_button.label == f"Undo: {PORTFOLIO_WORD[first.portfolio]} Ministry"
        last = give_every_ministry(context, screen, table, ada)
        # a bot partner answers next: the public view shows while Ada may still take her move back
        presenter = table.presenter
        assert presenter is not None and table.viewer is None and presenter.at_screen == ada
        button = table.undo_button
        assert button.enabled
        assert button.label in (f"Undo Ada's {PORTFOLIO_WORD[last.portfolio]} Ministry", "Undo Ada's ministry")
        assert readable_in(button, table.stage.painter) and at_most_two_lines(button, table.stage.painter)
    finally:
        pygame.quit()


def test_a_name_too_long_for_the_moves_words_still_says_whose_move() -> None:
    context, screen = make_context((1280, 720))
    try:
        table, ada = formateur_and_a_bystander(context, screen, LONG)
        give_every_ministry(context, screen, table, ada)
        assert table.viewer is None
        button = table.undo_button
        assert button.label.startswith("Undo Maxim") and button.label.endswith("…'s move"), button.label
        assert readable_in(button, table.stage.painter) and at_most_two_lines(button, table.stage.painter)
    finally:
        pygame.quit()


def test_every_kind_of_move_reads_after_the_movers_name() -> None:
    offer = ProposeCoalition(partners=(1, 2))
    assert whose_undo_words(offer, "Ada", lambda label: True) == "Undo Ada's coalition offer"
    give = AssignMinistry(portfolio="environment", seat=1)
    assert whose_undo_words(give, "Ada", lambda label: True) == "Undo Ada's Environment Ministry"
    # too long for the button: the ministry's name gives way before the move's kind does
    assert whose_undo_words(give, "Ada", lambda label: len(label) <= 20) == "Undo Ada's ministry"
    # nothing fits but a few letters: the name is cut, never the possessive
    assert whose_undo_words(offer, "Ada", lambda label: len(label) <= len("Undo A…'s move")) == "Undo A…'s move"
