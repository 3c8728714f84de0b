"""The Diceocracy options in the new-game form, worded for players rather than for the Options model.

The only option is the mode (rulebook "Decide Mode"): how far players may interfere with each other. The
generic form shows the bare words standard / interactive / spicy; here each choice is explained under the
row, always visible (the help line at the bottom only shows while the pointer is on the row), together with
what the mode means for a solo game against the bag: the bag has Reps but no follower dice, so spicy plays
like interactive there. The value handed back is exactly the model's, so the model still checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pydantic.fields import FieldInfo

from game.diceocracy import MODE_LABELS
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator
from scenes.engine.widgets import Choice, blit_text, wrap_text
from scenes.tables.common.optionsform import FieldBuilder, OptionField
from scenes.tables.diceocracy.terms import ENGLISH

MODE_WORDS = MODE_LABELS
"""The modes' names on the choice (marked in game/diceocracy for the catalog)."""
MODE_HELP = {
    "standard": N_("Standard: nobody touches another player's Reps or follower dice. The most control, the "
                   "least interaction."),
    "interactive": N_("Interactive: the Rep Influence action may move other players' Reps on the districts. "
                      "Follower dice stay safe. The owner of a Rep may pay 1 money to cancel the move."),
    "spicy": N_("Spicy: as interactive, and Focus and Manipulation may also change other players' follower "
                "dice. The owner may pay 1 money to cancel. High interaction, some chaos."),
}
SOLO_HELP = {
    "standard": N_("Solo: the bag's Reps cannot be moved."),
    "interactive": N_("Solo: you may move the bag's Reps (the bag never pays to cancel)."),
    "spicy": N_("Solo: the bag has no follower dice, so this plays like interactive."),
}


def mode_help_parts(mode: str, players: int, tr: Translator = ENGLISH) -> list[str]:
    """What the chosen mode allows, and for a solo game what it means against the bag: a paragraph each."""
    parts = [tr(MODE_HELP[mode])] if mode in MODE_HELP else [""]
    if players == 1 and mode in SOLO_HELP:
        parts.append(tr(SOLO_HELP[mode]))
    return parts


def mode_help(mode: str, players: int, tr: Translator = ENGLISH) -> str:
    """What the chosen mode allows, for the players at this table (solo: what it means against the bag)."""
    return " ".join(mode_help_parts(mode, players, tr))


class ModeChoice(Choice):
    """◀ mode ▶ with the chosen mode explained in a few lines under the row (in the empty options panel)."""

    def __init__(self, ctx: AppContext, value: Any, on_change: Callable[[Any], None], players: int) -> None:
        super().__init__(ctx, [(key, ctx.tr(label)) for key, label in MODE_WORDS.items()], value, on_change)
        self.players = players
        self.help = mode_help(self.value, players, ctx.tr)

    def step(self, by: int) -> None:
        super().step(by)
        self.help = mode_help(self.value, self.players, self.ctx.tr)

    def set_players(self, players: int) -> None:
        self.players = players
        self.help = mode_help(self.value, players, self.ctx.tr)

    def explanation_rect(self) -> pygame.Rect:
        """Under the row, as wide as label and choice together (the label takes 2/5 of the panel's width)."""
        left = self.rect.x - self.rect.w * 2 // 3
        return pygame.Rect(left, self.rect.bottom + round(14 * self.s), self.rect.right - left, round(220 * self.s))

    def explanation_lines(self) -> list[str]:
        font = self.ctx.fonts.get(round(15 * self.s), False)
        lines: list[str] = []
        for part in mode_help_parts(self.value, self.players, self.ctx.tr):
            if lines:
                lines.append("")
            lines += wrap_text(font, part, self.explanation_rect().w)
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        area = self.explanation_rect()
        y = area.y
        step = round(21 * self.s)
        for line in self.explanation_lines():
            if y + step > area.bottom:
                break
            if line:
                blit_text(surface, self.ctx, line, 15, self.ctx.palette.text_dim, topleft=(area.x, y))
            y += step


class DiceocracySetup:
    """The new-game form's Diceocracy field: the mode, explained for the number of players chosen."""

    def __init__(self, values: dict[str, Any], names: list[str]) -> None:
        self.values = values
        self.names = names
        self.choice: ModeChoice | None = None

    def names_changed(self, names: list[str]) -> None:
        self.names = names
        if self.choice is not None:
            self.choice.set_players(len(names))

    @staticmethod
    def players_for(values: dict[str, Any]) -> int | None:
        return None  # every mode is for 1 to 4 players

    @staticmethod
    def rebuild_key(values: dict[str, Any]) -> Any:
        return None  # no choice changes which other fields apply

    def builders(self) -> dict[str, FieldBuilder]:
        return {"mode": self._mode}

    def _mode(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
              on_change: Callable[[], None]) -> OptionField:
        choice = ModeChoice(ctx, value or "standard", lambda _v: on_change(), len(self.names))
        self.choice = choice
        return OptionField(name, ctx.tr("Mode"), choice.help, choice, lambda: choice.value)


def diceocracy_setup(values: dict[str, Any], names: list[str]) -> DiceocracySetup:
    return DiceocracySetup(values, names)
