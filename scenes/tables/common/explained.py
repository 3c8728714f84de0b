"""A new-game form's choice that explains every option of its game under the option rows (DēmoS, Dindex)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Choice, blit_text, wrap_text

EXPLANATION_SIZE = 13
"""The explanation under the rows (design pixels); its lines are this and a third apart."""


class ExplainedChoice(Choice):
    """A game's last option row, with what each of its options shown means written under the rows, always
    visible (the form's help line only shows the row under the pointer; Diceocracy explains its one option the
    same way): DēmoS's first dealer, Dindex's roles. `explain()` gives a paragraph per option, for the choices
    as they stand now."""

    def __init__(self, ctx: AppContext, options: list[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None], help: str, explain: Callable[[], list[str]]) -> None:
        super().__init__(ctx, options, value, on_change, help=help)
        self.explain = explain

    def explanation_rect(self) -> pygame.Rect:
        """Under the row, as wide as label and choice together (the label takes 2/5 of the panel's width),
        down to the foot of the options panel."""
        left = self.rect.x - self.rect.w * 2 // 3
        top = self.rect.bottom + round(14 * self.s)
        bottom = self.ctx.size[1] - round(104 * self.s)
        return pygame.Rect(left, top, self.rect.right - left, max(0, bottom - top))

    def explanation_lines(self) -> list[str]:
        """The paragraphs wrapped to the area, a blank line between two."""
        font = self.ctx.fonts.get(round(EXPLANATION_SIZE * self.s), False)
        lines: list[str] = []
        for paragraph in self.explain():
            if lines:
                lines.append("")
            lines += wrap_text(font, paragraph, self.explanation_rect().w)
        return lines

    def line_step(self) -> int:
        return round(EXPLANATION_SIZE * 4 / 3 * self.s)

    def explanation_height(self) -> int:
        """How tall the explanation is drawn (a blank line between paragraphs is half a line)."""
        step = self.line_step()
        return sum(step if line else step // 2 for line in self.explanation_lines())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        area = self.explanation_rect()
        y, step = area.y, self.line_step()
        for line in self.explanation_lines():
            if y + step > area.bottom:
                break
            if line:
                blit_text(surface, self.ctx, line, EXPLANATION_SIZE, self.ctx.palette.text_dim, topleft=(area.x, y))
            y += step if line else step // 2
