"""A rulebook as a document: headings with levels, paragraphs, list items and tables, parsed from the
Markdown-like rule texts shipped in assets/rules/ (pure: no pygame, so the words can be checked in tests).

The format is a small subset of Markdown, enough for the rulebooks and nothing else to learn:

    # Title                      a heading; the number of #s is its level (1 to 4)
    ## § 5.4 Secret Actions {#5.4}   an optional {#anchor} names the section for links (`open_rules`)
    A paragraph runs over consecutive lines until a blank line.
    - a list item                two spaces of indent per nesting level; "1." "2." … for numbered items
      An indented paragraph      continues the list item above it (two spaces deeper than its marker)
    | a | table | row |          "| --- |" under the first row makes that row the table's header

Every line is one of these, so a stray character in a rule text is an error naming its line rather than a
silently different rulebook.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

MAX_LEVEL = 4
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([^}\s]+)\})?\s*$")
ITEM = re.compile(r"^( *)(-|\d+\.)\s+(.*)$")
SEPARATOR = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
SECTION_NUMBER = re.compile(r"^§\s*(\d+(?:\.\d+)*)\b")


class RuleDocError(ValueError):
    """A rule text that does not follow the format, with the line it stopped at."""


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    anchor: str


@dataclass(frozen=True)
class Paragraph:
    text: str
    depth: int = 0
    """List nesting: 0 for a plain paragraph or a top-level item; a paragraph without a marker at depth d
    continues the item at depth d - 1 (it lines up with that item's text)."""
    marker: str = ""
    """"•" or "3." for a list item, "" for a plain paragraph."""


@dataclass(frozen=True)
class Table:
    rows: tuple[tuple[str, ...], ...]
    header: bool
    """The first row names the columns."""


Block = Heading | Paragraph | Table


@dataclass(frozen=True)
class RuleDoc:
    blocks: tuple[Block, ...]
    anchors: dict[str, int] = field(default_factory=dict)
    """Each heading's anchor → its block index."""

    @property
    def title(self) -> str:
        return next((b.text for b in self.blocks if isinstance(b, Heading)), "")

    def headings(self) -> list[tuple[int, Heading]]:
        """(block index, heading) in reading order: the contents."""
        return [(i, b) for i, b in enumerate(self.blocks) if isinstance(b, Heading)]

    def find(self, section: str) -> int | None:
        """The block index of a section named by its anchor ("5.4", "full-scandal"), its number ("§ 5.4"),
        or failing those the first heading whose text contains `section` (case and accents ignored)."""
        wanted = section.strip()
        number = SECTION_NUMBER.match(wanted)
        for key in (wanted, number.group(1) if number else None, slug(wanted)):
            if key is not None and key in self.anchors:
                return self.anchors[key]
        folded = fold(wanted)
        if not folded:
            return None
        return next((i for i, h in self.headings() if folded in fold(h.text)), None)

    def section_at(self, block: int) -> int | None:
        """The heading (block index) a block belongs to: the last heading at or before it."""
        found = None
        for i, _ in self.headings():
            if i > block:
                break
            found = i
        return found


def fold(text: str) -> str:
    """For matching: lower case, accents dropped (ē → e), spaces collapsed."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", fold(text)).strip("-")


def default_anchor(text: str) -> str:
    """A heading names itself by its § number where it has one ("§ 5.4 Secret Actions" → "5.4")."""
    number = SECTION_NUMBER.match(text)
    return number.group(1) if number else slug(text)


def continues_item(above: Block | None, depth: int) -> bool:
    """Whether a paragraph indented to `depth` may follow `above`: the item it belongs to, or a paragraph
    continuing that item already."""
    if not isinstance(above, Paragraph):
        return False
    return above.depth == depth - 1 if above.marker else above.depth == depth


def _table_row(line: str, number: int) -> tuple[str, ...]:
    if not line.endswith("|"):
        raise RuleDocError(f"line {number}: a table row must end with '|': {line!r}")
    return tuple(cell.strip() for cell in line.strip()[1:-1].split("|"))


def parse(text: str) -> RuleDoc:
    """The document in `text`; RuleDocError names the first line that breaks the format."""
    blocks: list[Block] = []
    anchors: dict[str, int] = {}
    paragraph: list[str] = []
    depth = 0
    rows: list[tuple[str, ...]] = []
    header = False

    def close_paragraph() -> None:
        if paragraph:
            blocks.append(Paragraph(" ".join(paragraph), depth))
            paragraph.clear()

    def close_table(number: int) -> None:
        nonlocal header
        if rows:
            if any(len(r) != len(rows[0]) for r in rows):
                raise RuleDocError(f"line {number}: the table above has rows with different numbers of cells")
            blocks.append(Table(tuple(rows), header))
            rows.clear()
            header = False

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped.startswith("|"):
            close_table(number)
        if not stripped:
            close_paragraph()
            continue
        if stripped.startswith("|"):
            close_paragraph()
            if SEPARATOR.match(stripped):
                if len(rows) != 1:
                    raise RuleDocError(f"line {number}: a '| --- |' line belongs right under a table's first row")
                header = True
                continue
            rows.append(_table_row(stripped, number))
            continue
        heading = HEADING.match(line)
        if heading:
            close_paragraph()
            marks, words, anchor = heading.groups()
            if len(marks) > MAX_LEVEL or not words:
                raise RuleDocError(f"line {number}: a heading needs 1 to {MAX_LEVEL} '#' and a title: {line!r}")
            anchor = anchor or default_anchor(words)
            if anchor in anchors:
                raise RuleDocError(f"line {number}: the anchor {anchor!r} names two headings")
            anchors[anchor] = len(blocks)
            blocks.append(Heading(len(marks), words, anchor))
            continue
        item = ITEM.match(line)
        if item:
            close_paragraph()
            indent, marker, words = item.groups()
            if len(indent) % 2:
                raise RuleDocError(f"line {number}: list items are indented by two spaces a level: {line!r}")
            blocks.append(Paragraph(words, len(indent) // 2, "•" if marker == "-" else marker))
            continue
        if not paragraph:
            indent = len(line) - len(line.lstrip(" "))
            depth = indent // 2
            if indent % 2 or (depth and not continues_item(blocks[-1] if blocks else None, depth)):
                raise RuleDocError(f"line {number}: an indented paragraph must follow a list item one level "
                                   f"up (or another such paragraph): {line!r}")
        paragraph.append(stripped)
    close_paragraph()
    close_table(len(text.splitlines()) + 1)
    return RuleDoc(tuple(blocks), anchors)
