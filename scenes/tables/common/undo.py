"""The Undo button and the words of a take-back, the same at every table.

The button is lit exactly when the person at the screen may take their last move back, and names that move;
greyed, its tooltip says why not (a move that showed a card or drew at random stands, someone else has moved
since). A move is worded from its own transition's events: the first the move's maker made, as each payload
declares by `made_by` (game.core.protocol.is_made_by), never by searching the log's lines for a name (Ann's
move was once read off a line about Anna, and "You put … face down" named nobody).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event, is_made_by
from scenes.engine.buttonlook import TWO_LINE_SIZE
from scenes.engine.i18n import Translator
from scenes.engine.nodes import ButtonNode
from scenes.tables.common.words import ENGLISH, Line, inner_quotes, plain

if TYPE_CHECKING:
    from scenes.tables.common.table import BaseTable

class UndoControl:
    """The table's Undo button (Ctrl+Z presses it), its words and its refusals."""

    def __init__(self, table: BaseTable[Any, Any]) -> None:
        self.t = table
        self.button = ButtonNode(table.ctx.tr("Undo (Ctrl+Z)"), self.press, w=130, h=30, size=12, z=20)
        self._synced: tuple[Any, ...] | None = None

    def keep_in_step(self) -> None:
        """Sync again whenever what the button depends on has changed, animations or not: a table's `show`
        waits for its animations, and the button kept its words from before (a show-down playing out read
        "Undo: no veto" though a bot had moved since, and a press was refused). A table calls this each frame."""
        t = self.t
        presenter = t.presenter
        key = (len(t.match.actions), t.at_screen, t.match.is_over, t.animating,
               presenter is not None and presenter.can_undo(), t.ctx.tr)
        if key != self._synced:
            self.sync()

    def press(self) -> None:
        """Take the person's last move back, or say in a toast why it cannot be."""
        t = self.t
        if t.presenter is not None and not t.presenter.undo():
            idle = self.idle()
            t.toast((idle[1] if idle is not None else self.refusal()) + ".")

    def sync(self) -> None:
        """Enabled exactly when the person at the screen can take a move back, and naming that move."""
        t, button = self.t, self.button
        tr = t.ctx.tr
        presenter = t.presenter
        self._synced = (len(t.match.actions), t.at_screen, t.match.is_over, t.animating,
                        presenter is not None and presenter.can_undo(), tr)
        button.visible = presenter is not None and not t.match.is_over  # the end: nothing to undo
        offer = presenter.take_back_offer() if presenter is not None and presenter.can_undo() else None
        button.enabled = offer is not None
        idle = self.idle() if offer is None else None
        if idle is not None:
            button.label, button.tooltip = idle
        elif offer is None:
            button.label = tr("Undo: move is final") if self.own_move_is_final() else tr("Undo (Ctrl+Z)")
            button.tooltip = self.refusal()
        else:
            mover, move = offer
            button.label = t.undo_label_for(move, mover, t.match.actions[-1][1])
            button.tooltip = tr("Take back: {move} (Ctrl+Z)", move=move)

    def fits_one_line(self, label: str) -> bool:
        """The button shows `label` on one line at its own size (the size a person reads best)."""
        button, painter = self.button, self.t.stage.painter
        scale = button.world_scale()
        room = round(button.w * scale) - round(16 * scale)
        return bool(painter.text(label, button.font_size * scale, (0, 0, 0), bold=True).get_width() <= room)

    def label_fits(self, label: str) -> bool:
        """The button shows `label` whole: on one line at its size, or on two a little smaller (as
        scenes/engine/buttonlook.py draws a long label before it would shrink it further or cut it; a third
        line crowded the button at 1280x720). A table's `undo_label_for` picks the first of its words that fits."""
        button, painter = self.button, self.t.stage.painter
        scale = button.world_scale()
        room, height = round(button.w * scale) - round(16 * scale), round(button.h * scale) - round(4 * scale)
        px = button.font_size * scale
        if painter.text(label, px, (0, 0, 0), bold=True).get_width() <= room:
            return True
        line = painter.text(label, px * TWO_LINE_SIZE, (0, 0, 0), bold=True)
        two = painter.text(label, px * TWO_LINE_SIZE, (0, 0, 0), bold=True, width=room, align="center")
        return two.get_width() <= room and two.get_height() <= min(height, 2 * line.get_height())

    def idle(self) -> tuple[str, str] | None:
        """A table's own words for a greyed Undo (its label, its tooltip) when the person has nothing to take
        back yet, from the table's optional `undo_idle()` (DēmoS: nothing this round, where "Undo: move is
        final" named a move of the round before); None: the shared words."""
        hook = getattr(self.t, "undo_idle", None)
        words = hook() if callable(hook) else None
        return words if isinstance(words, tuple) else None

    def own_move_is_final(self) -> bool:
        """The person at the screen made the last move, and it cannot be taken back (it showed a card or drew
        at random)."""
        t = self.t
        m, seat = t.match, t.at_screen
        return (t.presenter is not None and seat is not None and bool(m.actions) and m.actions[-1][0] == seat
                and not m.can_undo(seat))

    def refusal(self) -> str:
        """Why nothing can be taken back now, in the words of the table (the Undo button's tooltip, Ctrl+Z's
        toast): a final move is named, so a greyed Undo never leaves a person guessing."""
        t = self.t
        tr = t.ctx.tr
        m, seat = t.match, t.at_screen
        if self.own_move_is_final():
            assert seat is not None
            # in the public view (the move playing out in front of everybody), in the public's words
            move = re.sub(r"\s*\([^()]*\)\s*$", "", t.move_words(seat, t.viewer)).strip()
            return tr("Your last move stands: “{move}” showed a card or drew at random", move=inner_quotes(move))
        if seat is not None and m.actions and m.actions[-1][0] != seat and any(s == seat for s, _ in m.actions):
            return tr("Nothing to take back: {name} has moved since your last move", name=t.name(m.actions[-1][0]))
        return tr("Nothing of yours can be taken back now")


def own_move_line(events: Sequence[Event], mover: int, word: Callable[[Event], Line | None],
                  set_off: Callable[[Event], bool] = lambda event: False) -> str:
    """The log's line for the mover's own part of a move: the first of the move's `events` that `mover` made
    (by the payload's `made_by`) and that is not something the move only `set_off` (a placement the rules
    made on the mover's behalf); "" when none has a line (a move that logs nothing of its own, as an end of
    turn whose events are the next round's start)."""
    for event in events:
        if is_made_by(event.data, mover) and not set_off(event) and (text := plain(word(event)).strip()):
            return text
    return ""


def undo_label(move: str, mover: str = "", tr: Translator = ENGLISH) -> str:
    """The Undo button's words for a move: the move without a closing bracketed detail ("lays 8♥ face down",
    not "… (secret discard)") and without the mover's name in front (it is the person's own move, and a long
    name left "Undo: Maximiliane places p…"), so it stays readable in a small button; the tooltip has it whole.
    `tr`: the table's translator (its ctx.tr)."""
    short = re.sub(r"\s*\([^()]*\)\s*$", "", move).strip() or move
    if mover and short.startswith(mover + " ") and len(short) > len(mover) + 1:
        short = short[len(mover) + 1:]
    return tr("Undo: {move}", move=short)
