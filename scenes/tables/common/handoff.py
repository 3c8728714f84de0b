"""What every table shows around a hot-seat hand-off, so a person who was away misses nothing.

- `away_lines`: the public log lines since a person last looked, for the pass screen's "While you were away"
  (worded by the table's EventWords from the public events only, never from a seat's private copy).
- `HeadlineBoard`: the big results (a round's result, a veto, a term's settlement, a scoring) stay on the
  table until somebody dismisses them, instead of a toast that is gone after three seconds.
- `CallBanner`: the public call window ("Counter? any party may call"): one Call button and key per person,
  and one "go on" for all of them.
- `ConfirmBox`: a question before an irreversible one-off choice (a veto spent for the whole game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.eventlog import EventLog
from game.core.protocol import Event
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.render import Color, Painter
from scenes.tables.common.words import ENGLISH, Line, plain

CALL_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
"""The key of the n-th person's Call button (the banner names it)."""


AWAY_KEEP = 14
"""Lines of news a pass screen shows at most, the counts of what was left out included (the rest is in the
log); the screen itself shows fewer where their rows would not fit the window."""


def away_lines(log: EventLog, since: int, word: Callable[[Event], Line | None],
               headlines: frozenset[str] = frozenset(), keep: int = AWAY_KEEP, tr: Translator = ENGLISH,
               history: Callable[[Sequence[Event]], Sequence[tuple[Event, Line]]] | None = None) -> list[str]:
    """The public lines of every transition after the first `since` (the set-up is transition 0), oldest
    first. When there are more than `keep`, the big results (`headlines` event types) are kept first, then
    the latest moves; where lines were left out a line says how many, in its place (a playtest read a count
    at the top while the lines left out were in the middle). `tr`: the table's translator, for that count.
    `history`: the whole public history worded as the log words it (each line with its event, a line that
    reads its neighbours included); else each event by `word` alone."""
    if since >= len(log):
        return []
    before = len(log.seen_by(None, since)) if since > 0 else 0
    events = log.seen_by(None)
    if history is not None:
        later = {id(event) for event in events[before:]}
        worded = [(text, event.type in headlines) for event, line in history(events)
                  if id(event) in later and (text := plain(line))]
    else:
        worded = [(text, event.type in headlines) for event in events[before:] if (text := plain(word(event)))]
    if len(worded) <= keep:
        return [text for text, _ in worded]
    for room in range(keep - 1, 0, -1):
        lines = _with_gaps(worded, _chosen(worded, room), tr)
        if len(lines) <= keep:
            return lines
    return _with_gaps(worded, set(), tr)


def _chosen(worded: Sequence[tuple[str, bool]], room: int) -> set[int]:
    """`room` lines: the latest big results, then the latest of the rest."""
    chosen = set(sorted(i for i, (_, big) in enumerate(worded) if big)[-room:])
    for i in range(len(worded) - 1, -1, -1):
        if len(chosen) >= room:
            break
        chosen.add(i)
    return chosen


def _with_gaps(worded: Sequence[tuple[str, bool]], chosen: set[int], tr: Translator = ENGLISH) -> list[str]:
    """The chosen lines in their order, a count in the place of every run left out."""
    out: list[str] = []
    skipped = 0
    for i, (text, _) in enumerate(worded):
        if i not in chosen:
            skipped += 1
            continue
        if skipped:
            out.append(tr.trn("… {count} more in the log", "… {count} more in the log", skipped))
            skipped = 0
        out.append(text)
    if skipped:
        out.append(tr.trn("… {count} more in the log", "… {count} more in the log", skipped))
    return out


EARLIER_CHARS = 60
"""The one earlier result is named in at most this many characters (the log has it whole)."""


def headline_of(text: str) -> str:
    """A result by its heading: "Round 1 show-down: Ada …" is "Round 1 show-down" (its details are in the
    log; a playtest read "…= 14,…" cut from them); a result without a heading stays whole."""
    head, colon, _rest = text.partition(": ")
    return head if colon and len(head) <= EARLIER_CHARS else text


def shortened(text: str, limit: int) -> str:
    """`text` cut at a word to at most `limit` characters, "…" where it was cut."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return f"{cut}…"


class HeadlineBoard(Node):
    """The latest big result, kept on the table until dismissed ("OK, seen", or a click on it); the earlier
    ones are counted, and all of them are in the log."""

    def __init__(self, painter: Painter, accent: Color, tr: Translator = ENGLISH, **kw: Any) -> None:
        kw.setdefault("z", 40)
        kw.setdefault("w", 470)
        super().__init__(**kw)
        self.painter = painter  # to measure the wrapped line, so the panel fits it
        self.accent = accent
        self.tr = tr
        """The table's translator (its ctx.tr; the table hands it the new one when the language changes)."""
        self.items: list[str] = []
        self.panel = self.add(PanelNode(fill=(20, 24, 32, 255), border=accent, radius=10))
        self.panel.on_click = self.dismiss
        self.line = self.panel.add(TextNode("", size=13, bold=True, x=12, y=8, color=accent))
        self.earlier = self.panel.add(TextNode("", size=11, x=12))
        self.dismiss_button = self.add(ButtonNode(tr("OK, seen"), self.dismiss, w=84, h=24, size=11, z=2))
        self.visible = False
        self.on_height: Callable[[float], None] | None = None
        """Told the board's height whenever it changes (0 when it is away): the log keeps that room free."""

    def post(self, text: str) -> None:
        """Keep this result on the table (it replaces the one shown, which is counted as earlier)."""
        self.items.append(text)
        self._refill()

    def dismiss(self) -> None:
        self.items = []
        self._refill()

    def text(self) -> str:
        """The result shown ("" when none)."""
        return self.items[-1] if self.items else ""

    def place(self, x: float, y: float, w: float) -> None:
        """Its top left at (x, y), `w` wide (design units)."""
        self.set_pos(x, y)
        self.w = w
        self._refill()

    def _refill(self) -> None:
        self.visible = bool(self.items)
        if not self.items:
            if self.on_height is not None:
                self.on_height(0.0)
            return
        self.line.text = self.items[-1]
        self.line.wrap = self.w - 24
        height = 8 + self.line.measure(self.painter)[1]
        earlier = len(self.items) - 1
        # one earlier result is named (a playtest read "and 1 earlier result" as a result that never was: it
        # was the veto just before the show-down); more are counted
        tr = self.tr
        self.dismiss_button.label = tr("OK, seen")
        self.panel.tooltip = None
        if earlier == 1:
            said = shortened(headline_of(self.items[-2]), EARLIER_CHARS)
            self.earlier.text = tr("Just before: {result}", result=said)
            if said.endswith("…"):  # the whole of it on hover, not only in the log (playtest: "…annulliert den
                # Einstimmigen Ablagewurf…" and no way to read on)
                self.panel.tooltip = tr("Just before: {result}", result=self.items[-2])
        else:
            self.earlier.text = tr.trn("and {count} earlier result: see the log",
                                       "and {count} earlier results: see the log", earlier) if earlier else ""
        # the count wraps in the room left of "OK, seen" (a narrow log at 1280×720 ran it under the button)
        self.earlier.wrap = max(40.0, self.w - 24 - self.dismiss_button.w - 8)
        earlier_h = self.earlier.measure(self.painter)[1] if earlier else 0.0
        self.earlier.set_pos(12, height + 6)
        self.dismiss_button.set_pos(self.w - 92, height + 4)
        height += 4 + max(self.dismiss_button.h, 2 + earlier_h) + 6
        self.panel.set_rect(0, 0, self.w, height)
        if self.on_height is not None:
            self.on_height(height)


class CallBanner(Node):
    """"Counter? any party may call": everybody sees it, one person calls by button or key, or all go on."""

    def __init__(self, accent: Color, **kw: Any) -> None:
        kw.setdefault("z", 45)
        kw.setdefault("w", 560)
        super().__init__(**kw)
        self.panel = self.add(PanelNode(fill=(24, 28, 38, 255), border=accent, radius=12))
        self.title = self.panel.add(TextNode("", size=18, bold=True, x=18, y=12, color=accent))
        self.sub = self.panel.add(TextNode("", size=12, x=18, y=42))
        self.buttons = self.add(Node(z=2))
        self.visible = False

    def open(self, title: str, sub: str, callers: Sequence[tuple[str, Callable[[], None]]], go_on: str,
             on_go_on: Callable[[], None]) -> None:
        """Show the banner: one button per person who may call ("Anna: Counter! (1)"), then "go on"."""
        self.visible = True
        self.title.text = title
        self.sub.text = sub
        self.sub.wrap = self.w - 36
        self.buttons.clear()
        x, y = 18.0, 80.0
        for i, (label, on_click) in enumerate(callers):
            key = CALL_KEYS[i] if i < len(CALL_KEYS) else None
            shown = f"{label} ({i + 1})" if key is not None else label
            button = self.buttons.add(ButtonNode(shown, on_click, w=170, h=34, size=13, kind="danger", hotkey=key))
            if x + button.w > self.w - 18:
                x, y = 18.0, y + 42
            button.set_pos(x, y)
            x += button.w + 10
        button = self.buttons.add(ButtonNode(go_on, on_go_on, w=self.w - 36, h=34, size=13, kind="primary",
                                             hotkey=pygame.K_RETURN))
        button.set_pos(18, y + 44)
        self.panel.set_rect(0, 0, self.w, y + 44 + 34 + 16)

    def close(self) -> None:
        self.visible = False
        self.buttons.clear()

    def labels(self) -> list[str]:
        return [b.label for b in self.buttons.children if isinstance(b, ButtonNode)]

    def button(self, label: str) -> ButtonNode:
        """The banner's button whose label starts with `label` (tests click it)."""
        for b in self.buttons.children:
            if isinstance(b, ButtonNode) and b.label.startswith(label):
                return b
        raise KeyError(f"no banner button {label!r} among {self.labels()}")

    def place(self, cx: float, y: float) -> None:
        self.set_pos(cx - self.w / 2, y)


class ConfirmBox(Node):
    """"Use your team's only veto?" Yes / No, before a choice that cannot be taken back."""

    MIN_H = 130.0

    def __init__(self, accent: Color, painter: Painter | None = None, tr: Translator = ENGLISH, **kw: Any) -> None:
        kw.setdefault("z", 60)
        kw.setdefault("w", 460)
        kw.setdefault("h", self.MIN_H)
        super().__init__(**kw)
        self.painter = painter
        """To measure the question: a long one (German runs a third longer) makes the box taller."""
        self.tr = tr
        """The table's translator (its ctx.tr; the table hands it the new one when the language changes)."""
        self.panel = self.add(PanelNode(fill=(24, 28, 38, 250), border=accent, radius=12))
        self.question = self.panel.add(TextNode("", size=15, bold=True, x=18, y=14, width=self.w - 36))
        self.yes = self.add(ButtonNode(tr("Yes"), self.confirm, w=200, h=34, size=13, kind="danger", z=2))
        self.no = self.add(ButtonNode(tr("No, go back (Esc)"), self.cancel, w=200, h=34, size=13, z=2))
        self._on_yes: Callable[[], None] | None = None
        self._centre: tuple[float, float] | None = None
        self.visible = False

    def ask(self, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        self.question.text = question
        self.yes.label = self.tr("{yes} (Enter)", yes=yes)
        self.no.label = self.tr("No, go back (Esc)")
        self._on_yes = on_yes
        if self.painter is not None:  # the buttons go below the question, however many lines it takes
            self.h = max(self.MIN_H, 14 + self.question.measure(self.painter)[1] + 16 + 48)
            if self._centre is not None:
                self.place(*self._centre)
        self.panel.set_rect(0, 0, self.w, self.h)
        self.yes.set_pos(18, self.h - 48)
        self.no.set_pos(self.w - 218, self.h - 48)
        self.visible = True

    @property
    def open(self) -> bool:
        return bool(self.visible)

    def confirm(self) -> None:
        on_yes, self._on_yes = self._on_yes, None
        self.visible = False
        if on_yes is not None:
            on_yes()

    def cancel(self) -> None:
        self._on_yes = None
        self.visible = False

    def place(self, cx: float, cy: float) -> None:
        self._centre = (cx, cy)
        self.set_pos(cx - self.w / 2, cy - self.h / 2)
