"""The prompt area's buttons stay inside the room a table gives it (PromptArea.max_h). The German hot-seat
evening: Diceocracy's step 4 had three rows of buttons and the third, "Anhängeraktion auslassen", lay below the
window's edge at 1280×720."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.engine.headless import make_context
from scenes.tables.common.prompt import ButtonSpec, PromptArea, PromptStyle

STEP_4 = ["Bezirk: +2 Geld", "Anhänger: Manipulation (einen Würfel neu würfeln)",
          "Stattdessen: Startspielermarker geben", "Stattdessen: Agenda tauschen", "Bezirksaktion auslassen",
          "Anhängeraktion auslassen"]
"""The buttons of the screenshot's position, in German."""
DICEOCRACY = PromptStyle(title_size=16, sub_size=12, hint_size=10.5, button_size=13, button_h=28, row_gap=4,
                         end_w=130)


@pytest.fixture
def prompt() -> Iterator[PromptArea]:
    context, _ = make_context((1280, 720), language="de")
    area = PromptArea(context.painter, (255, 200, 0), (200, 200, 200), DICEOCRACY)
    area.reserve_end = True
    area.place(12, 602, 990)
    yield area
    pygame.quit()


def specs(labels: list[str]) -> list[ButtonSpec]:
    return [ButtonSpec(label, lambda: None) for label in labels]


def bottom(area: PromptArea) -> float:
    return max(b.y + b.h for b in area.buttons) + area.row.y


def fill(area: PromptArea, max_h: float | None) -> None:
    area.max_h = max_h
    area.say("Schritt 4: Bezirksaktion (oder Alternative) und Anhängeraktion, beliebige Reihenfolge",
             "Beide sind freiwillig. Statt der Bezirksaktion darfst du auch einen Anhänger auf ein freies Feld ziehen "
             "oder auf einen anderen Anhänger, um beide zu tauschen.")
    area.set_hint("Tab: nächstes Ziel · Enter: wählen", visible=True)
    area.set_buttons(specs(STEP_4), ButtonSpec("Zug beenden", lambda: None, kind="primary"))


def test_buttons_that_would_run_past_the_room_are_set_closer_and_stay_inside_it(prompt: PromptArea) -> None:
    fill(prompt, None)
    loose = bottom(prompt)
    room = 116.0  # the Diceocracy band under the board at 1280×720
    assert loose > room  # the position of the evening: the third row lay below the window
    fill(prompt, room)
    assert bottom(prompt) <= room and prompt.h <= room
    assert [b.label for b in prompt.buttons] == STEP_4  # every choice still there
    assert all(b.font_size >= 10 for b in prompt.buttons)  # readable


def test_buttons_that_fit_keep_their_size(prompt: PromptArea) -> None:
    fill(prompt, 400.0)
    assert {b.h for b in prompt.buttons} == {DICEOCRACY.button_h}


