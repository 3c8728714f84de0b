"""A game log in plain words: the whole history, scrollable. Each line is a list of segments; a segment naming
a card shows that card when hovered (its `preview`), so "Ben took 9♥" can be checked at a glance.

Speed: each line is wrapped once per (width, window scale) and kept; word widths are measured once per font
size; only the rows in view become nodes. A 3,000-line history costs a refresh no more than 40 lines did.

Scrolling never yanks a reader back: at the bottom the view follows new lines; scrolled up it stays on its
line and offers "↓ N new lines" to jump to the end.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.engine.cards import CardFace
from scenes.engine.i18n import N_
from scenes.engine.logwrap import Segment, Word, row_pieces, row_starts, split_words
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.render import Color, Painter
from scenes.engine.scrollbar import ScrollBar

__all__ = ["CardWord", "LogPanel", "Segment"]

RowRef = tuple[int, int]
"""A display row: (line index, row within the line); row -1 is the "your last turn" rule above that line."""

MARKER_ROW = -1
WHEEL_ROWS = 3
"""Rows one notch of the mouse wheel scrolls."""
TOP = 34.0
"""Where the rows start below the title (design units); the body's left edge is LEFT."""
LEFT = 10.0
BAR_W = 10.0
"""The scrollbar's area at the right edge (it draws a thinner bar inside): the text stops before it."""
CUT_MARK = "…"
"""Drawn in the indent of a line's row at the top of the view when the line began above it."""
CUT_COLOR: Color = (150, 160, 175)


class CardWord(TextNode):
    """A card's name inside a log line: hover shows the card."""

    hoverable = True

    def __init__(self, text: str, face: CardFace | None, tip: str, **kw: Any) -> None:
        super().__init__(text, **kw)
        self.preview = face
        self.tooltip = tip


class TurnRule(Node):
    """The thin labelled rule above the line where this viewer's last turn began."""

    label = N_("your last turn")
    """The English words; drawn in the player's language (the painter's translator)."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.language = ""
        """The language the rule was last laid out in (a new one paints it anew)."""

    def look(self) -> Any:
        return ("turn-rule", self.w, self.h, self.language)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        surf = pygame.Surface((max(1, round(self.w * scale)), max(1, round(self.h * scale))), pygame.SRCALPHA)
        text = painter.text(painter.tr(self.label), 10 * scale, pal.accent, bold=True)
        mid = surf.get_height() // 2
        gap = round(6 * scale)
        pygame.draw.line(surf, pal.accent, (0, mid), (gap, mid), max(1, round(scale)))
        surf.blit(text, (2 * gap, mid - text.get_height() // 2))
        pygame.draw.line(surf, pal.accent, (3 * gap + text.get_width(), mid), (surf.get_width(), mid),
                         max(1, round(scale)))
        return surf


class LogPanel(PanelNode):
    """The log: a title, the rows in view, the turn rule, a scrollbar and the "new lines" button.
    The table hands it lines (`set_lines` or `append_lines`) and calls `refresh` after a layout; reading its
    state (`first_visible`, `at_end`, ...) refreshes first, so it is never stale."""

    def __init__(self, painter: Painter, face: Callable[[str], CardFace | None], describe: Callable[[str], str],
                 color_of: Callable[[str], Color], *, title: str | None = None, size: float = 13, **kw: Any) -> None:
        """`title`: the panel's heading as the player reads it (None: "Game log" in the painter's language)."""
        super().__init__(**kw)
        self.painter = painter
        self.face = face
        self.describe = describe
        self.color_of = color_of
        self.size = size
        self.lines: list[list[Segment]] = []
        self._own_title = title is None
        self.title = self.add(TextNode(painter.tr("Game log") if title is None else title, size=15, bold=True,
                                       x=12, y=8))
        self.top = TOP
        """Where the rows start: below the title, and below what lies over the log's top (`reserve_top`)."""
        self.body = self.add(Node(x=LEFT, y=TOP))
        """The text of the rows in view (plain runs and CardWords), nothing else."""
        # made first and added after (Node.add returns a plain Node): the typed objects are kept
        self.rule = TurnRule(x=LEFT, visible=False)
        self.bar = ScrollBar(self._scroll_to_row, y=TOP, w=BAR_W, visible=False)
        self.new_lines_button = ButtonNode("", self.scroll_to_end, size=11, visible=False, z=1)
        """Shown while the reader is scrolled up and lines arrived: jumps to the end."""
        for part in (self.rule, self.bar, self.new_lines_button):
            self.add(part)
        self._marker: int | None = None
        self._words: list[tuple[Word, ...]] = []  # each line's words, measured in the current font
        self._starts: list[tuple[int, ...]] = []  # each line's rows (where they start), at the current width
        self._display: list[RowRef] = []  # every row in reading order, the turn rule included
        self._display_lines = 0  # how many lines `_display` covers
        self._generation = 0  # counts re-wraps: the rows in view must be rebuilt even if their count is the same
        self._width = 0.0
        self._font: tuple[int, float] = (0, 0.0)  # font pixel size and window scale the words were measured in
        self._widths: dict[tuple[str, bool], float] = {}  # word widths in design units in `_font`
        self._follow = True  # at the end, following new lines
        self._anchor: RowRef = (0, 0)  # the top row while scrolled up: it stays put whatever arrives
        self._unseen = 0
        self._shown: Any = None
        self._row_nodes: dict[tuple[int, int, bool], Node] = {}
        """The rows in view by (line, row within it, drawn cut at the top)."""
        """The rows in view, by (line, row of the line): kept while they stay in view."""

    # -- the history ------------------------------------------------------------------------------
    @property
    def line_count(self) -> int:
        return len(self.lines)

    def add_line(self, segments: Sequence[Segment]) -> None:
        self.append_lines([segments])

    def append_lines(self, lines: Sequence[Sequence[Segment]]) -> None:
        """New lines at the end: only they are wrapped at the next refresh."""
        self.lines.extend(list(s) for s in lines)
        if not self._follow:
            self._unseen += len(lines)

    def set_lines(self, lines: Sequence[Sequence[Segment]]) -> None:
        """The whole history. When it continues the one shown, this costs what appending the new lines does;
        a different history (a rebuild) is wrapped anew and the reader keeps the same line number."""
        old = len(self.lines)
        if len(lines) >= old and self._continues(lines):
            self.append_lines(lines[old:])
            return
        self.lines = [list(s) for s in lines]
        self._words = []
        self._forget_rows()
        if not self._follow:
            self._unseen = max(0, self._unseen + len(lines) - old)
            line = min(self._anchor[0], max(0, len(lines) - 1))
            self._anchor = (line, 0)

    def _continues(self, lines: Sequence[Sequence[Segment]]) -> bool:
        head = lines[: len(self.lines)]
        if list(head) == self.lines:  # the tables hand lists of lists: compared in C
            return True
        return all(list(new) == known for new, known in zip(head, self.lines, strict=True))

    @property
    def marker(self) -> int | None:
        """Index of the line where this viewer's last turn began (a rule is drawn above it); None: no rule.
        It may point one past the end: the rule shows once that line arrives."""
        return self._marker

    @marker.setter
    def marker(self, line: int | None) -> None:
        if line is not None and line < 0:
            raise ValueError(f"the log marker is a line index (0 or more), not {line}")
        if line != self._marker:
            self._marker = line
            self._display, self._display_lines = [], 0  # rebuilt at the next refresh: the rule is a row of its own
            self._generation += 1

    def reserve_top(self, height: float) -> None:
        """Keep `height` under the title free for what lies over the log (the results kept until dismissed):
        the rows start below it, so the latest lines stay readable (playtests: the kept results covered the
        log's top lines)."""
        top = TOP + max(0.0, height)
        if top != self.top:
            self.top = top
            self.body.set_pos(LEFT, top)
            self.refresh()

    # -- scrolling --------------------------------------------------------------------------------
    @property
    def rows_in_view(self) -> int:
        return max(1, int((self.h - self.top - 10) // self.line_height))

    @property
    def line_height(self) -> float:
        return self.size * 1.45

    @property
    def at_end(self) -> bool:
        self.refresh()
        return self._follow

    @property
    def first_visible(self) -> int:
        """Index of the line whose row is drawn at the top of the view."""
        self.refresh()
        shown = self._rows_shown(self._top_row(), self._text_rows())
        return shown[0][1][0] if shown else 0

    def visible_lines(self) -> list[str]:
        """The text of every line with a row in view, top to bottom."""
        self.refresh()
        seen: list[int] = []
        for _, (line, _sub) in self._rows_shown(self._top_row(), self._text_rows()):
            if not seen or seen[-1] != line:
                seen.append(line)
        return ["".join(text for text, _ in self.lines[i]) for i in seen]

    @property
    def new_lines(self) -> int:
        """Lines that arrived while the reader was scrolled up."""
        return self._unseen

    def scroll_by(self, rows: int) -> None:
        """Move the view by `rows` (> 0: towards the end)."""
        self.refresh()
        self._scroll_to_row(self._top_row() + rows)

    def scroll_to_end(self) -> None:
        self._follow, self._unseen = True, 0
        self.refresh()

    def scroll_to_start(self) -> None:
        self.refresh()
        self._scroll_to_row(0)

    def wheel(self, dy: int) -> bool:
        if not dy:
            return False
        self.scroll_by(-dy * WHEEL_ROWS)
        return True

    def handle_key(self, key: int) -> bool:
        """PgUp/PgDn/Home/End; False for any other key (the table's), or while the log is hidden."""
        if not self.effectively_visible():
            return False
        page = max(1, self.rows_in_view - 1)
        if key == pygame.K_PAGEUP:
            self.scroll_by(-page)
        elif key == pygame.K_PAGEDOWN:
            self.scroll_by(page)
        elif key == pygame.K_HOME:
            self.scroll_to_start()
        elif key == pygame.K_END:
            self.scroll_to_end()
        else:
            return False
        return True

    def _max_top(self) -> int:
        return max(0, len(self._display) - self._text_rows())

    def _text_rows(self) -> int:
        """Rows of text in view: the "new lines" button takes the last one while it shows."""
        return max(1, self.rows_in_view - (1 if self._unseen and not self._follow else 0))

    def _top_row(self) -> int:
        if self._follow:
            return self._max_top()
        line, sub = self._anchor
        if line < len(self._starts):
            sub = min(sub, len(self._starts[line]) - 1)  # after a re-wrap the line may have fewer rows
        return min(bisect_left(self._display, (line, sub)), self._max_top())

    def _scroll_to_row(self, row: int) -> None:
        row = max(0, row)
        if row >= self._max_top():
            self.scroll_to_end()
            return
        self._follow = False
        self._anchor = self._display[row]
        self.refresh()

    # -- layout -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Wrap what is new, then lay out the rows in view (nothing to do when nothing changed)."""
        # words are measured with the font they are drawn in (design size × window scale): fonts do not
        # scale linearly, and widths taken at scale 1 made words overlap in smaller windows
        scale = self.world_scale() if self.parent is not None else 1.0
        self._wrap_new(max(1.0, self.w - LEFT - BAR_W - 6), round(scale, 3))
        if self._follow:
            self._unseen = 0
        elif self._top_row() >= self._max_top():
            self._follow, self._unseen = True, 0  # the view grew (or the history shrank) down to the end
        top, count = self._top_row(), self._text_rows()
        language = self.painter.tr.language
        if language != self.rule.language:  # the player chose another language: the panel's own words follow
            self.rule.language = language
            if self._own_title:
                self.title.text = self.painter.tr("Game log")
        view = (self._generation, len(self._display), top, count, self._unseen, self._follow, self.w, self.h,
                self.top, language)
        if view == self._shown:
            return
        self._shown = view
        self._place(top, count)

    def _wrap_new(self, width: float, scale: float) -> None:
        """Measure the new lines' words (all of them in a new font), break the new lines into rows (all of
        them at a new width)."""
        font = (int(self.size * scale), scale)
        if font != self._font:
            self._font, self._widths, self._words = font, {}, []
            self._forget_rows()
        if width != self._width:
            self._width = width
            self._forget_rows()
        if len(self._words) < len(self.lines):
            measure = self._measurer(scale)
            self._words.extend(split_words(line, measure) for line in self.lines[len(self._words):])
        if len(self._starts) < len(self._words):
            self._starts.extend(row_starts(words, width) for words in self._words[len(self._starts):])
        self._extend_display()

    def _forget_rows(self) -> None:
        self._starts, self._display, self._display_lines = [], [], 0
        self._generation += 1
        self.body.clear()  # their words were wrapped at another width, in another font or for another history
        self._row_nodes = {}

    def word_places(self) -> list[tuple[float, float, TextNode]]:
        """The words in view with where they lie in the body of the log (x, y in design units), row by row."""
        out: list[tuple[float, float, TextNode]] = []
        for row in sorted(self._row_nodes.values(), key=lambda r: r.y):
            out.extend((word.x, row.y + word.y, word) for word in row.children if isinstance(word, TextNode))
        return out

    def _row(self, line: int, sub: int, line_h: float) -> Node:
        """One row's words (plain runs and card names) in a node of their own, placed by `_place`."""
        row = Node()
        starts = self._starts[line]
        end = starts[sub + 1] if sub + 1 < len(starts) else len(self._words[line])
        for x, text, card, w in row_pieces(self._words[line], starts[sub], end):
            if card is None:
                row.add(TextNode(text, size=self.size, x=x, y=0))
                continue
            word = CardWord(text, self.face(card), self.describe(card), size=self.size, bold=True,
                            color=self.color_of(card), x=x, y=0)
            word.w, word.h = w, line_h
            row.add(word)
        return row

    def _measurer(self, scale: float) -> Callable[[str, bool], float]:
        widths = self._widths
        plain = self.painter.fonts.get(int(self.size * scale), False)
        bold = self.painter.fonts.get(int(self.size * scale), True)

        def measure(text: str, is_bold: bool) -> float:
            key = (text, is_bold)
            found = widths.get(key)
            if found is None:
                found = widths[key] = (bold if is_bold else plain).size(text)[0] / scale
            return found

        return measure

    def _extend_display(self) -> None:
        for i in range(self._display_lines, len(self._starts)):
            if i == self._marker:
                self._display.append((i, MARKER_ROW))
            self._display.extend((i, k) for k in range(len(self._starts[i])))
        self._display_lines = len(self._starts)

    def _rows_shown(self, top: int, count: int) -> list[tuple[int, RowRef]]:
        """The display rows drawn, with their slot in the view: every slot is filled (two playtests read the
        blank slots a line cut at the top used to leave as a fault); a cut line's first row in view begins
        with "…" (see `_place`)."""
        return list(enumerate(self._display[top: top + count]))

    def _place(self, top: int, count: int) -> None:
        self.rule.visible = False
        line_h = self.line_height
        text_w = self.w - LEFT - BAR_W - 6
        # A row's words are built once and moved while it stays in view: a new line at the end shifts every
        # row up one place, and rebuilding them all cost a table most of its sync.
        old, rows = self._row_nodes, {}
        for r, (line, sub) in self._rows_shown(top, count):
            y = r * line_h
            if sub == MARKER_ROW:
                self.rule.set_rect(LEFT, self.top + y, text_w, line_h)
                self.rule.visible = True
                continue
            cut = r == 0 and sub > 0  # the line began above the view: say that it goes on from there
            row = old.pop((line, sub, cut), None)
            if row is None:
                row = self.body.add(self._row(line, sub, line_h))
                if cut:
                    row.add(TextNode(CUT_MARK, size=self.size, x=0, y=0, color=CUT_COLOR))
            row.set_pos(0, y)
            rows[(line, sub, cut)] = row
        for gone in old.values():
            self.body.remove(gone)
        self._row_nodes = rows
        shown = self.rows_in_view
        self.bar.set_rect(self.w - BAR_W - 4, self.top, BAR_W, shown * line_h)
        self.bar.set_range(top, count, len(self._display))
        self.bar.visible = len(self._display) > count
        waiting = self._unseen > 0 and not self._follow
        self.new_lines_button.visible = waiting
        if waiting:
            self.new_lines_button.label = self.painter.tr.trn("↓ {count} new line", "↓ {count} new lines",
                                                              self._unseen)
            self.new_lines_button.set_rect(LEFT, self.top + count * line_h, text_w, line_h - 2)
