"""The structured rulebooks (assets/rules/*.md) say every word of the rulebooks as received
(assets/rules/source/*.txt), in the same order, except the print leftovers and repairs listed here.

The quick references explain what the tables draw (playtest: "the quick reference does not explain the card
symbols"), in the tables' own words: when a table's words change, its quick reference must follow."""

from __future__ import annotations

import importlib.util
import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from assets import asset_root
from scenes.shell.rules_doc import Heading, Paragraph, RuleDocError, Table, parse
from scenes.shell.rules_links import book_for
from scenes.tables.demos.look import POWER_ICON, POWER_NAME, SUIT_GLYPH, SUIT_THEME
from scenes.tables.dindex.look import LEVEL_WORD, PORTFOLIO_SHORT, PORTFOLIO_WORD, STICKER_WORD, STRIP_REGISTER

RULES = asset_root() / "rules"


# Each change from the received text, as (pattern, replacement, how many times it occurs): everything else must
# match word for word. Whitespace and list markers (•, "3.", the layout's icon glyphs) are not words.
CHANGES: dict[str, list[tuple[str, str, int]]] = {
    "dindex.en": [
        # the cover line and the printed table of contents: the viewer's contents replace them
        (r"\ADindex\s+(Dindex Rulebook)\s+Table of Contents\s+Table of Contents\n.*?\n(?=§ 1 Introduction\n)",
         r"\1\n", 1),
        # the § 4.1 table's rows for 6 and 7 parties and its game-length row were printed at the end of § 8
        (r"\n6\n\nRP = ", "\n6 4 2 9 RP 13 RP 16 RP\n7438 RP11 RP14 RP\nGame lengthshortmediumlong\n\nRP = ", 1),
        (r"4\n2\n9 RP\n13 RP\n16 RP\n7438 RP11 RP14 RP\nGame lengthshortmediumlong\n", "", 1),
        # a paragraph printed twice, and the transcriber's note saying so
        (r"\n\nPrinting note: the paragraph above is printed twice[^\n]*\n\nWhen the phase ends, you may no longer"
         r"[^\n]*", "", 1),
        (r"Quotation printed on page 31 of the rulebook: ", "Quotation: ", 1),
        (r"The card shown on the page is an example\. It is", "The example card is", 1),
    ],
    "diceocracy.en": [
        (r"\ADiceocracy Rulebook\s+Table of Contents\s+Table of Contents\n.*?\n(?=Components\n)",
         "Diceocracy Rulebook\n", 1),
        (r" according to the layout image below and leave", " and leave", 1),
        (r" on page 5 for specific rules", " for specific rules", 1),
        (r",? (placing them )?according to the setup image\.", ".", 2),
        (r"at the bottom of the page", "against the solo score ranks below", 1),
    ],
    "demos.de": [
        (r"\ASPIELHEFT INHALT DĒMOS\n.*?\n(?=Vereinfachte Regeln zum Lernen \(3 bis 5 Einzelspieler\))",
         "DēmoS-Spielheft\n", 1),
        (r"[\U0001F300-\U0001FAFF]\ufe0f?", "", 5),  # the quick guide's emoji, which no shipped font draws
        (r"Create Your Own Website With Webador", "", 1),  # the web page's footer
    ],
}


MARKER = re.compile(r"^[ \t\u00a0]*(•|<|\d+\.(?=\s))", re.MULTILINE)


ICON = re.compile("[\ue000-\uf8ff]")


def words_only(text: str) -> str:
    """What the comparison looks at: the characters that are not spaces, markers or icon glyphs."""
    return re.sub(r"\s+", "", ICON.sub("", MARKER.sub("", text)))


def received(book: str) -> str:
    text = (RULES / "source" / f"{book}.txt").read_text(encoding="utf-8")
    for pattern, replacement, times in CHANGES[book]:
        text, made = re.subn(pattern, replacement, text, flags=re.DOTALL)
        assert made == times, f"{book}: {pattern!r} changed {made} places, expected {times}"
    return text


def structured(book: str) -> str:
    doc = parse((RULES / f"{book}.md").read_text(encoding="utf-8"))
    parts: list[str] = []
    for block in doc.blocks:
        if isinstance(block, Table):
            parts.extend("".join(row) for row in block.rows)
        elif isinstance(block, Heading):
            parts.append(re.sub(r"^\d+\.\s", "", block.text))  # the sections are numbered afresh
        else:
            parts.append(block.text)
    return "\n".join(parts)


@pytest.mark.parametrize("book", sorted(CHANGES))
def test_every_rule_word_of_the_received_rulebook_is_kept_in_order(book: str) -> None:
    want, got = words_only(received(book)), words_only(structured(book))
    if want != got:
        at = next((i for i, (a, b) in enumerate(zip(want, got, strict=False)) if a != b), min(len(want), len(got)))
        pytest.fail(f"{book}: differs at {at}:\n received   …{want[max(0, at - 80):at + 80]}\n structured …"
                    f"{got[max(0, at - 80):at + 80]}")


def test_print_leftovers_are_gone() -> None:
    for path in RULES.glob("*.md"):
        text = path.read_text(encoding="utf-8")
        for leftover in ("Table of Contents", "page 5", "page 24", "page 31", "setup image", "layout image",
                         "Webador", "on the page"):
            assert leftover not in text, f"{path.name}: {leftover!r}"


def test_dindex_sections_are_headings_by_their_numbers() -> None:
    doc = parse((RULES / "dindex.en.md").read_text(encoding="utf-8"))
    levels = {h.anchor: h.level for _, h in doc.headings()}
    assert levels["5"] == 2 and levels["5.4"] == 3 and levels["drive-for-votes"] == 3
    at = doc.find("§ 5.4")
    assert at is not None and doc.blocks[at] == Heading(3, "§ 5.4 Secret Actions", "5.4")
    assert doc.find("5.4") == at and doc.find("secret actions") == at


def test_dindex_setup_table_has_the_rows_for_six_and_seven_parties() -> None:
    doc = parse((RULES / "dindex.en.md").read_text(encoding="utf-8"))
    setup = next(b for b in doc.blocks if isinstance(b, Table) and b.rows[0][0] == "Players (parties)")
    assert setup.header
    assert setup.rows[5] == ("6", "4", "2", "9 RP", "13 RP", "16 RP")
    assert setup.rows[6] == ("7", "4", "3", "8 RP", "11 RP", "14 RP")


def test_demos_translation_has_the_originals_sections_in_the_same_order() -> None:
    german = parse((RULES / "demos.de.md").read_text(encoding="utf-8"))
    english = parse((RULES / "demos.en.md").read_text(encoding="utf-8"))
    assert [(h.level, h.anchor) for _, h in english.headings()][1:] == \
           [(h.level, h.anchor) for _, h in german.headings()][1:]
    # every list item and paragraph has its counterpart: the same nesting, block for block
    assert [(type(b).__name__, getattr(b, "depth", 0)) for b in english.blocks if not isinstance(b, Heading)][1:] \
        == [(type(b).__name__, getattr(b, "depth", 0)) for b in german.blocks if not isinstance(b, Heading)]


def test_demos_translation_keeps_every_number_of_the_original() -> None:
    german = parse((RULES / "demos.de.md").read_text(encoding="utf-8"))
    english = parse((RULES / "demos.en.md").read_text(encoding="utf-8"))
    body_de = [b for b in german.blocks if isinstance(b, Paragraph)]
    body_en = [b for b in english.blocks if isinstance(b, Paragraph)][1:]  # after the translator's note
    for de, en in zip(body_de, body_en, strict=True):
        assert sorted(re.findall(r"\d+", de.text)) == sorted(re.findall(r"\d+", en.text)), (de.text, en.text)


def test_demos_translation_says_it_is_one_and_that_the_german_governs() -> None:
    english = parse((RULES / "demos.en.md").read_text(encoding="utf-8"))
    note = next(b for b in english.blocks if isinstance(b, Paragraph))
    assert "translation made for Hustings" in note.text and "German" in note.text and "governs" in note.text


def test_the_format_names_the_line_that_breaks_it() -> None:
    with pytest.raises(RuleDocError, match="line 3"):
        parse("# Title\n\n   - three spaces\n")
    with pytest.raises(RuleDocError, match="line 2.*anchor"):
        parse("## A {#x}\n## B {#x}\n")
    with pytest.raises(RuleDocError, match="different numbers of cells"):
        parse("| a | b |\n| c |\n")


def test_the_format_reads_headings_items_and_tables() -> None:
    doc = parse("# Rules\n\n## § 2 Play\n\nOne line\nand the next.\n\n- first\n  2. nested\n\n"
                "| Who | Points |\n| --- | --- |\n| Ann | 3 |\n")
    assert doc.title == "Rules"
    assert doc.blocks[1:] == (Heading(2, "§ 2 Play", "2"), Paragraph("One line and the next."),
                              Paragraph("first", 0, "•"), Paragraph("nested", 1, "2."),
                              Table((("Who", "Points"), ("Ann", "3")), True))
    assert doc.section_at(4) == 1 and doc.find("nowhere") is None


def test_every_rule_text_is_a_data_file_the_build_ships() -> None:
    root = Path(__file__).resolve().parents[3]
    spec = importlib.util.spec_from_file_location("hustings_build_for_rules", root / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    shipped = set(build.source_data_files())
    patterns = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["*"]
    for path in sorted(p for p in RULES.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        name = path.relative_to(root).as_posix()
        assert name in shipped, f"{name} is not tracked, so the build check would not look for it"
        assert any(fnmatch(path.name, pattern) for pattern in patterns), f"{name}: no package-data pattern"


def test_an_indented_paragraph_continues_the_list_item_above_it() -> None:
    doc = parse("- District Votes: the most Reps score the pips.\n\n  The majority also scores the colours.\n")
    assert doc.blocks == (Paragraph("District Votes: the most Reps score the pips.", 0, "•"),
                          Paragraph("The majority also scores the colours.", 1))
    with pytest.raises(RuleDocError, match="line 3: an indented paragraph must follow a list item"):
        parse("Plain text.\n\n  indented after no item\n")


def quick_reference(game: str) -> str:
    book = book_for(game)
    assert book is not None
    return book.path(book.quick_file("en")).read_text(encoding="utf-8")


def section(text: str, anchor: str) -> str:
    start = text.index(f"{{#{anchor}}}")
    end = text.find("\n## ", start)
    return text[start:end if end != -1 else len(text)]


def test_dindex_explains_each_part_of_an_action_card_in_the_cards_own_words() -> None:
    card = section(quick_reference("dindex"), "card")
    for word in [*LEVEL_WORD.values(), *STICKER_WORD.values(), "open & secret", "secret only", "✕ not playable",
                 "magnifying glass", "no bomb", "Dindex −2"]:
        assert word in card, word
    for role in ("DEMOCRAT (dog)", "OLIGARCH (wolf)"):  # playtest: "dog" and "wolf" were explained nowhere
        assert role in card
    for strip in STRIP_REGISTER.values():
        assert " ".join(strip) in card
    for portfolio, short in PORTFOLIO_SHORT.items():
        assert f"{short} {PORTFOLIO_WORD[portfolio]}" in card


@pytest.mark.parametrize("suit", sorted(SUIT_GLYPH))
def test_demos_names_each_suit_by_its_glyph_and_theme(suit: str) -> None:
    assert f"{SUIT_GLYPH[suit]} {SUIT_THEME[suit]}" in section(quick_reference("demos"), "table")


@pytest.mark.parametrize("power", sorted(POWER_NAME))
def test_demos_names_each_figure_by_its_letter_emblem_and_power(power: str) -> None:
    table = section(quick_reference("demos"), "table")
    emblem = POWER_ICON[power]  # the emblem's name in scenes/engine/icons.py is the word for it
    assert f"{power} with a {emblem}" in table or f"{power} with {emblem}" in table
    assert POWER_NAME[power] in table or POWER_NAME[power].lower() in table
