"""Which rule text to open: the books shipped per game (full rules in each language, the quick reference).

The section of the full rules a table's position is about (F1 at the table links there) is the table's to
say: its `TableInfo.rules_section` (scenes/tables/<game>/rules_section.py), named by an anchor of the rule
texts in assets/rules/ (`{#5.4}`, `{#full-scandal}`). It is not chosen here, so the rules viewer the menu
imports loads no game package.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

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
