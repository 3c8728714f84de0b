"""The prompt area every table has: what the asked person should do now, why, the buttons, a key hint.

The lines flow: a long title pushes its explanation down, and the explanation the buttons, so nothing prints
over anything. Buttons wrap into rows within the area's width. The finishing button ("End turn", "Done",
"Let it stand") has a slot of its own at the right end of the first row, reserved even while it is absent, so
no other button ever slides under the pointer in its place and it never changes meaning where it stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, TextNode
from scenes.engine.render import Color, Painter


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    on_click: Callable[[], None]
    kind: str = "normal"
    """"normal" | "primary" | "danger"."""
    hotkey: int | None = None
    tooltip: str | None = None
    enabled: bool = True
    data: Any = None
    """What the button stands for (an action, say): tests and drop policies read it as node.data."""


@dataclass(frozen=True)
class PromptStyle:
    title_size: float = 16
    sub_size: float = 12
    hint_size: float = 10.5
    button_size: float = 12
    button_h: float = 30
    row_gap: float = 6
    end_w: float = 150
    align: str = "left"
    """"left" or "center" for the two lines of words; buttons start at the left edge."""


class PromptArea(Node):
    def __init__(self, painter: Painter, accent: Color, dim: Color, style: PromptStyle | None = None,
                 **kw: Any) -> None:
        super().__init__(**kw)
        self.painter = painter
        self.style = st = style or PromptStyle()
        self.title = self.add(TextNode("", size=st.title_size, bold=True, color=accent, align=st.align))
        self.sub = self.add(TextNode("", size=st.sub_size, color=dim, align=st.align))
        self.row = self.add(Node(z=20))
        self.hint = self.add(TextNode("", size=st.hint_size, color=dim, align=st.align))
        self.end_button = self.add(ButtonNode("", None, w=st.end_w, h=st.button_h, size=st.button_size, z=21))
        self.end_button.visible = False
        self.width = 400.0
        self.reserve_end = False
        """Keep the finishing button's slot free on the first row (tables whose turns end by a button)."""
        self.title_room = 0.0
        """Room kept free right of the title, for a table's own button beside it (Diceocracy's Undo)."""
        self.max_h: float | None = None
        """The height the area may take (None: any): the key hint gives way when the words and buttons need its
        room (German runs a third longer; a table sets it to the room above what lies below the prompt)."""
        self._hint_wanted = False
        self.buttons: list[ButtonNode] = []

    # -- filling ----------------------------------------------------------------------------------
    def place(self, x: float, y: float, width: float) -> None:
        self.set_pos(x, y)
        self.width = width
        self.reflow()

    def say(self, title: str, sub: str = "") -> None:
        self.title.text, self.sub.text = title, sub
        self.reflow()

    def set_hint(self, text: str, visible: bool = True) -> None:
        self.hint.text = text
        self._hint_wanted = self.hint.visible = visible and bool(text)
        self.reflow()

    def set_buttons(self, specs: Sequence[ButtonSpec], end: ButtonSpec | None = None) -> None:
        """Replace the buttons. `end` goes into the finishing slot. When they would take the area past `max_h`,
        they are set a size smaller and closer, so a third row stays in the window (the German hot-seat evening:
        Diceocracy's "Anhängeraktion auslassen" below the window's edge at 1280×720)."""
        self._fill_end(end)
        self._lay_buttons(specs, self.style, pad=24)
        self.reflow()
        if self.max_h is not None and self.h > self.max_h and self.buttons:
            st = self.style
            compact = replace(st, button_size=st.button_size * 0.88, button_h=round(st.button_h * 0.82),
                              row_gap=min(st.row_gap, 3.0))
            self._lay_buttons(specs, compact, pad=14)
            self.reflow()

    def _lay_buttons(self, specs: Sequence[ButtonSpec], st: PromptStyle, pad: float) -> None:
        self.row.clear()
        self.buttons = []
        end_room = self.style.end_w + 10 if (self.reserve_end or self.end_button.visible) else 0.0
        first_row = max(120.0, self.width - end_room)  # the finishing slot is on the first row only
        font = self.painter.fonts.get(int(st.button_size), True)
        x = y = 0.0
        for spec in specs:
            limit = first_row if y == 0 else max(120.0, self.width)
            w = min(limit, max(96.0, font.size(spec.label)[0] + pad))
            if x + w > limit and x > 0:
                x, y = 0.0, y + st.button_h + st.row_gap
            self.buttons.append(self.row.add(self._button(spec, x, y, w, st)))
            x += w + 8

    def _fill_end(self, end: ButtonSpec | None) -> None:
        eb = self.end_button
        eb.visible = end is not None
        if end is not None:
            eb.label, eb.on_click, eb.kind = end.label, end.on_click, end.kind
            eb.hotkey, eb.tooltip, eb.enabled, eb.data = end.hotkey, end.tooltip, end.enabled, end.data

    def clear(self) -> None:
        """While moves play the old prompt is stale: words and buttons go until the next sync."""
        self.say("", "")
        self.set_buttons([])
        self._hint_wanted = self.hint.visible = False

    def _button(self, spec: ButtonSpec, x: float, y: float, w: float, st: PromptStyle) -> ButtonNode:
        b = ButtonNode(spec.label, spec.on_click, x=x, y=y, w=w, h=st.button_h, size=st.button_size,
                       kind=spec.kind, hotkey=spec.hotkey, enabled=spec.enabled, tooltip=spec.tooltip)
        b.data = spec.data
        return b

    def reflow(self) -> None:
        """Stack title, explanation, buttons and hint, each below what is above it."""
        w = self.width
        self.title.wrap = w - self.title_room
        self.sub.wrap = self.hint.wrap = w
        y = 0.0
        if self.title.text:
            y += self.title.measure(self.painter)[1] + 2
        self.sub.set_pos(0, y)
        if self.sub.text:
            y += self.sub.measure(self.painter)[1] + 6
        self.row.set_pos(0, y)
        self.end_button.set_pos(w - self.style.end_w, y)
        rows_h = max((b.y + b.h for b in self.buttons), default=0.0)
        if self.end_button.visible:
            rows_h = max(rows_h, self.style.button_h)
        y += rows_h + (6 if rows_h else 0)
        self.hint.set_pos(0, y)
        hint_h = self.hint.measure(self.painter)[1] if self._hint_wanted else 0.0
        # the hint is the first to give way when the room is short
        self.hint.visible = self._hint_wanted and (self.max_h is None or y + hint_h <= self.max_h)
        self.h = y + (hint_h if self.hint.visible else 0)

    # -- reading (tests, screen readers of the future) --------------------------------------------
    def text(self) -> str:
        return "\n".join(t for t in (self.title.text, self.sub.text) if t)

    def labels(self) -> list[str]:
        out = [b.label for b in self.buttons]
        if self.end_button.visible:
            out.append(self.end_button.label)
        return out

    def button(self, label: str) -> ButtonNode | None:
        """The visible button with this label (the finishing one included)."""
        for b in [*self.buttons, self.end_button]:
            if b.visible and b.label == label:
                return b
        return None
