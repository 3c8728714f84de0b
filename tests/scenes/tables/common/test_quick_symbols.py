"""Every game's quick reference, in English and German, explains the marks its table draws (issue 31: the
bombs, the D-levels, the open and secret registers, the die marks, the face-down figures), in the words the
table itself shows in that language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.engine.i18n import load_language

RULES = Path(__file__).resolve().parents[4] / "assets" / "rules"


def symbols_section(game: str, language: str) -> str:
    name = f"{game}.quick.md" if language == "en" else f"{game}.quick.{language}.md"
    text = (RULES / name).read_text(encoding="utf-8")
    found = re.search(r"^## [^\n]*\{#symbols\}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert found is not None, f"{name} has no symbols section"
    return found.group(1)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_demos_quick_reference_explains_the_marks_of_the_table(language: str) -> None:
    tr = load_language(language).translator
    words = symbols_section("demos", language)
    won = tr("R{round}: {words} ★ won", round=1, words="~").split("~ ", 1)[1]  # as a panel's round line ends
    for mark in ('"?"' if language == "en" else "„?“", tr.trc("dealer mark", "D"), won,
                 tr("✓ has voted"), "E L J", tr("Media")):
        assert mark in words, mark


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_dindex_quick_reference_explains_bombs_registers_and_the_index(language: str) -> None:
    tr = load_language(language).translator
    words = symbols_section("dindex", language)
    for mark in (tr("no bomb"), tr("Dindex −{bombs}", bombs=2), tr.trc("card foot", "D{level}", level=4),
                 tr("Role: secret")):
        assert mark in words, mark


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_diceocracy_quick_reference_explains_the_die_marks(language: str) -> None:
    tr = load_language(language).translator
    words = symbols_section("diceocracy", language)
    for mark in ("3+", "4+", "→", "↓", tr("Pop die+{amount}", amount=1), tr("Advert")):
        assert mark in words, mark
