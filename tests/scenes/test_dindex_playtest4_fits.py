"""Playtest 4 of Dindex: the prompt's buttons never lie over the hand (shot_104: a secret action's targets,
shot_170: the Chancellery's "Support on …" and "Leave free (F)" over the top of the cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.dindex.components import components
from scenes.tables.dindex.look import CARD_W, face_name
from scenes.tables.dindex.table import DindexTable
from tests.scenes.tables.dindex.test_fits import ctx  # noqa: F401  (the table at 1280x720 and 1920x1080)
from tests.scenes.tables.dindex.test_table import new_table, play


def buttons_over_the_hand(table: DindexTable) -> list[str]:
    cards = [card.world_rect() for card in table.hand.cards()]
    return [label for label in table.button_labels()
            if (button := table.prompt.button(label)) is not None
            and any(button.world_rect().colliderect(card) for card in cards)]


@pytest.mark.slow
def test_no_prompt_button_lies_over_the_hand_at_any_decision_of_a_hot_seat_game(ctx: Any) -> None:  # noqa: F811
    """Every decision of a hot-seat game of five people (the heuristic bot's choices, made at the table by mouse)."""
    context, screen = ctx
    table = new_table(context, "hhhhh", {}, seed=1)
    presenter = table.presenter
    assert presenter is not None
    found: list[tuple[str, list[str]]] = []
    tall_prompts = 0

    def check() -> None:
        nonlocal tall_prompts
        if presenter.asking is None or table.animating or not isinstance(context.stack.top, DindexTable):
            return
        over = buttons_over_the_hand(table)
        if over:
            found.append((table.view.phase, over))
        tall_prompts += table.hand.scale < 1 and table.view.phase not in ("propose", "assign", "respond")

    play(context, screen, table, on_frame=check)
    assert found == []
    assert tall_prompts, "the game never had a prompt tall enough to reach the hand: rebuild the position"


@pytest.mark.parametrize("scale", [1.0, 1.5, 0.6, 0.9])
def test_every_card_name_fits_its_face_whole_at_every_scale_it_is_drawn(ctx: Any, scale: float) -> None:  # noqa: F811
    """hd_07: "Counter-Demonstration" was clipped on both sides at 1920×1080 (a scale of 1.5)."""
    table = new_table(ctx[0], "hbbbb", {}, seed=1)
    painter = table.stage.painter
    room = round(CARD_W * scale) - round(8 * scale)
    too_wide = []
    for c in components().cards:
        lines, size = face_name(painter, c.name, scale, room)
        assert "".join(lines).replace("-", "").replace(" ", "") == c.name.replace(" ", "").replace("-", "")  # all shown
        drawn = painter.text("\n".join(lines), size * scale, (0, 0, 0), bold=True, width=room, align="center")
        if drawn.get_width() > room:  # as the face draws it: wrapped at spaces, a word wider than that is clipped
            too_wide.append(c.name)
    assert too_wide == []
