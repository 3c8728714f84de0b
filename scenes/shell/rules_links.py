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

LANGUAGE_NAMES = {"en": "English translation", "de": "Deutsch (original)"}


@dataclass(frozen=True)
class Book:
    game: str
    title: str
    full: tuple[tuple[str, str], ...]
    """(language, file) of the full rules, the app's language (English) first."""
    quick: str
    """The one-page quick reference (English)."""

    def path(self, name: str) -> Path:
        return asset_root() / "rules" / name

    def full_file(self, language: str) -> str:
        return dict(self.full).get(language, self.full[0][1])

    @property
    def languages(self) -> list[str]:
        return [lang for lang, _ in self.full]


BOOKS = (
    Book("demos", "DēmoS", (("en", "demos.en.md"), ("de", "demos.de.md")), "demos.quick.md"),
    Book("diceocracy", "Diceocracy", (("en", "diceocracy.en.md"),), "diceocracy.quick.md"),
    Book("dindex", "Dindex", (("en", "dindex.en.md"),), "dindex.quick.md"),
)


def book_for(game: str | None) -> Book | None:
    return next((b for b in BOOKS if b.game == game), None)
