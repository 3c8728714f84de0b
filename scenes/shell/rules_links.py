"""Which rule text to open, and where: the books shipped per game (full rules in each language, the quick
reference) and the section of the full rules a table's position is about (F1 at the table links there).

Sections are named by the anchors of the rule texts in assets/rules/ (`{#5.4}`, `{#full-scandal}`); a test
checks every anchor named here exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from assets import asset_root


@dataclass(frozen=True)
class Book:
    game: str
    title: str
    full: tuple[tuple[str, str], ...]
    """(language, file) of the full rules, English first."""
    quick: tuple[tuple[str, str], ...]
    """(language, file) of the one-page quick reference, English first."""
    original: str = "en"
    """The language the game's publisher wrote the rules in (their text governs)."""

    def path(self, name: str) -> Path:
        return asset_root() / "rules" / name

    def full_file(self, language: str) -> str:
        return dict(self.full).get(language, self.full[0][1])

    def quick_file(self, language: str) -> str:
        return dict(self.quick).get(language, self.quick[0][1])

    @property
    def languages(self) -> list[str]:
        return [lang for lang, _ in self.full]

    def reading_language(self, wanted: str) -> str:
        """The language to open the rules in for a player who speaks `wanted`: theirs if the book has it."""
        return wanted if wanted in self.languages else self.languages[0]

    def files(self) -> list[str]:
        return [name for _, name in (*self.full, *self.quick)]


BOOKS = (
    Book("demos", "DēmoS", (("en", "demos.en.md"), ("de", "demos.de.md")),
         (("en", "demos.quick.md"), ("de", "demos.quick.de.md")), original="de"),
    Book("diceocracy", "Diceocracy", (("en", "diceocracy.en.md"), ("de", "diceocracy.de.md")),
         (("en", "diceocracy.quick.md"), ("de", "diceocracy.quick.de.md"))),
    Book("dindex", "Dindex", (("en", "dindex.en.md"), ("de", "dindex.de.md")),
         (("en", "dindex.quick.md"), ("de", "dindex.quick.de.md"))),
)


def book_for(game: str | None) -> Book | None:
    return next((b for b in BOOKS if b.game == game), None)


DINDEX_SECTIONS = {
    "draw": "5.1", "propose": "5.2", "assign": "5.2", "respond": "5.2", "tasks": "5.3", "secret_choose": "5.4",
    "secret_play": "5.4", "open_turn": "5.5", "open_window": "5.5", "reposition": "5.6", "campaign": "5.8",
    "over": "6",
}
DICEOCRACY_SECTIONS = {
    "candidate": "setup", "personality": "setup", "take": "a-player-s-turn", "place": "a-player-s-turn",
    "actions": "possible-actions", "resolve": "possible-actions", "respond": "decide-mode",
    "cards": "advertising-cards-and-political-stunt-cards", "bag_tie": "solo-mode", "over": "end-game-scoring",
}
DEMOS_MAIN = ("public_discard", "secret_discard", "secret_take", "veto", "unanimous_discard", "unanimous_take")
TEAM_FINALS = {"2v2": "teams-2v2", "2v3": "teams-2v3", "2v2+1": "teams-2v2-1"}


def demos_section(view: Any) -> str:
    phase, teams = getattr(view, "phase", ""), getattr(view, "teams_mode", "none")
    if getattr(view, "mode", "full") != "full":
        return "learning-final" if phase == "over" else "learning-main"
    if phase == "over":
        return TEAM_FINALS.get(teams, "full-final")
    if phase == "media":
        return "teams-common" if teams != "none" else "full-scandal"
    if phase == "assign_figure":  # only teams decide who receives a figure
        return "teams-common"
    if phase == "veto" and teams != "none":
        return "teams-common"
    return "full-main"


def section_for(game: str, view: Any) -> str | None:
    """The full rules' section (an anchor) about the position `view` shows; None when no section fits."""
    phase = getattr(view, "phase", None)
    if game == "dindex":
        return DINDEX_SECTIONS.get(phase or "", "5")
    if game == "diceocracy":
        if getattr(view, "num_players", 2) == 1 and phase not in ("candidate", "personality"):
            return "solo-mode"
        return DICEOCRACY_SECTIONS.get(phase or "", "how-to-play")
    if game == "demos":
        return demos_section(view)
    return None
