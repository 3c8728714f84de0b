"""The translation layer: reading .po catalogs, plurals and contexts, names filled in after translating,
English for whatever a catalog lacks, and a damaged catalog reported, never fatal."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.engine.i18n import (
    PSEUDO,
    CatalogError,
    Translator,
    load_language,
    parse_po,
    pseudo,
    read_catalog,
    system_language,
)

HEADER = 'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'


def german(body: str) -> Translator:
    return Translator("de", [parse_po(HEADER + body, "test.po")])


def test_a_sentence_is_translated_and_its_names_filled_in_where_the_translation_puts_them() -> None:
    tr = german('msgid "{name} deals, {first} plays first"\nmsgstr "{first} beginnt, {name} gibt"\n')
    assert tr("{name} deals, {first} plays first", name="Ada", first="Ben") == "Ben beginnt, Ada gibt"


def test_a_counted_noun_takes_the_plural_the_language_asks_for() -> None:
    tr = german('msgid "{count} card"\nmsgid_plural "{count} cards"\nmsgstr[0] "eine Karte"\n'
                'msgstr[1] "{count} Karten"\n')
    assert tr.trn("{count} card", "{count} cards", 1) == "eine Karte"
    assert tr.trn("{count} card", "{count} cards", 0) == "0 Karten"
    assert tr.trn("{count} card", "{count} cards", 5) == "5 Karten"
    assert Translator().trn("{count} card", "{count} cards", 1) == "1 card"


def test_a_word_in_a_context_is_told_apart_from_the_same_word_elsewhere() -> None:
    tr = german('msgctxt "verb"\nmsgid "Draw"\nmsgstr "Ziehen"\n\nmsgctxt "result"\nmsgid "Draw"\n'
                'msgstr "Unentschieden"\n')
    assert (tr.trc("verb", "Draw"), tr.trc("result", "Draw"), tr("Draw")) == ("Ziehen", "Unentschieden", "Draw")


def test_strings_continued_over_lines_and_escapes_are_read() -> None:
    tr = german('# a comment\nmsgid ""\n"Two "\n"lines\\n"\nmsgstr "Zwei \\"Zeilen\\"\\n"\n')
    assert tr("Two lines\n") == 'Zwei "Zeilen"\n'


def test_a_missing_empty_or_fuzzy_entry_shows_the_english() -> None:
    tr = german('msgid "Back"\nmsgstr ""\n\n#, fuzzy\nmsgid "Quit"\nmsgstr "Verlassen?"\n')
    assert (tr("Back"), tr("Quit"), tr("Rules")) == ("Back", "Quit", "Rules")
    assert not tr.has("Quit")


def test_a_translation_naming_a_placeholder_its_english_lacks_shows_unfilled_rather_than_crashing() -> None:
    tr = german('msgid "{name} wins"\nmsgstr "{nme} gewinnt"\n')
    assert tr("{name} wins", name="Ada") == "{nme} gewinnt"


@pytest.mark.parametrize(("text", "line"), [
    ('msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\n', 3),
    ('msgid "a"\nmsgstr "b\n', 2),
    ('msgid "a"\nmsgstr "b"\nnonsense here\n', 3),
    ('"floating"\n', 1),
    ('msgid "a"\nmsgstr "\\q"\n', 2),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[1] "x"\n', 1),
])
def test_a_damaged_catalog_is_refused_naming_the_line(text: str, line: int) -> None:
    with pytest.raises(CatalogError, match=rf"test\.po:{line}:"):
        parse_po(text, "test.po")


def test_a_broken_plural_rule_is_the_catalogs_error() -> None:
    with pytest.raises(CatalogError, match="plural"):
        parse_po('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n !=;\\n"\n', "test.po")


def test_a_damaged_catalog_leaves_its_part_in_english_and_the_others_translated(tmp_path: Path) -> None:
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "shell.po").write_text(HEADER + 'msgid "Back"\nmsgstr "Zurück"\n', encoding="utf-8")
    (tmp_path / "de" / "table.po").write_bytes(b'msgid "Undo"\nmsgstr "\xff"\n')
    loaded = load_language("de", tmp_path)
    assert loaded.translator("Back") == "Zurück"
    assert loaded.translator("Undo") == "Undo"
    assert len(loaded.problems) == 1 and "table.po" in loaded.problems[0] and "UTF-8" in loaded.problems[0]


def test_a_huge_catalog_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.po"
    path.write_bytes(b"#" * 4_000_001)
    with pytest.raises(CatalogError, match="more than a catalog may have"):
        read_catalog(path)


def test_an_unknown_language_is_english_and_said(tmp_path: Path) -> None:
    loaded = load_language("fr", tmp_path)
    assert loaded.translator.language == "en" and "fr" in loaded.problems[0]


@pytest.mark.parametrize(("environ", "os_locale", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, None, "de"),
    ({"LANGUAGE": "de_AT:en", "LANG": "en_GB.UTF-8"}, None, "de"),
    ({"LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"}, None, "en"),
    ({"LANG": "fr_FR.UTF-8"}, None, "en"),
    ({"LANG": "C.UTF-8"}, "de_CH", "de"),
    ({}, "German_Germany", "de"),
    ({}, None, "en"),
])
def test_the_first_start_follows_the_systems_language(environ: dict[str, str], os_locale: str | None,
                                                      expected: str) -> None:
    assert system_language(environ, lambda: os_locale) == expected


def test_the_pseudo_language_marks_every_letter_but_keeps_the_placeholders() -> None:
    assert pseudo("New game for {name}") == "Ñéw gámé fór {name}"
    assert Translator(PSEUDO)("{name} wins", name="Ada") == "Ada wíñs"


def test_a_log_line_keeps_its_card_hoverable_wherever_the_translation_puts_it() -> None:
    from scenes.tables.common.words import segments

    tr = german('msgid "{seat} lays {card} face up"\nmsgstr "{seat} legt {card} offen aus"\n')
    line = segments(tr("{seat} lays {card} face up"), seat="Ada", card=("7♥", "H7"))
    assert line == [("Ada legt ", None), ("7♥", "H7"), (" offen aus", None)]
    assert segments("{card} first", card=("E♠", "ES")) == [("E♠", "ES"), (" first", None)]
