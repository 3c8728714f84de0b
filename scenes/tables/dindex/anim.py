"""The Dindex table's motion and messages: each event's log line in turn, a played card flying to the
centre, the Dindex gauge falling card by card, voter cards moving between pools, RP floating over a party,
and toasts shown over the government board (the stage's own toast covered the parties' panels).

A mixin of DindexTable: it uses the table's nodes (fx, panels, gauge, banner, board, log) built there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import Event
from scenes.engine.cards import CardFace
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.tween import Call, Tween
from scenes.tables.dindex.look import ActionCardNode
from scenes.tables.dindex.words import describe_event

LOG_SHOWN = 120
"""Newest log lines handed to the panel (it shows what fits; the table keeps the whole game's lines)."""
TOASTS = ("role_revealed", "power_seized", "formation_failed")
"""Events also announced over the board (the government itself is plain to see on the board)."""


class DindexAnim:
    # the table's nodes and helpers (see DindexTable.build)
    fx: Any
    panels: Any
    gauge: Any
    banner: Any
    board: Any
    log: Any
    centre: Any
    random_pile: Any
    stage: Any
    ctx: Any
    match: Any
    viewer: Any
    _log_lines: Any
    _log_key: Any
    toast_text: str | None
    banner_left: float

    name: Any
    log_events: Any

    def toast(self, text: str, seconds: float = 2.5) -> None:
        """A short message over the government board (the stage's own toast would cover the parties)."""
        self.banner.clear()
        self.banner.visible = bool(text)
        self.banner_left = seconds
        self.toast_text = text
        if not text:
            return
        w = min(640.0, self.board.w - 40)
        note = self.banner.add(TextNode(text, size=15, bold=True, x=12, y=8, width=w - 24, align="center"))
        lines = max(1, min(4, round(note.measure(self.stage.painter)[1] / 19)))
        self.banner.set_rect(self.board.x + (self.board.w - w) / 2, self.board.y + 64, w, 16 + 20 * lines)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.banner.visible:
            self.banner_left -= dt
            if self.banner_left <= 0:
                self.banner.visible = False
                self.toast_text = None


    # -- animations -------------------------------------------------------------------------------
    def animate(self, events: Sequence[Event]) -> None:
        """Each event's log line in turn; the big moments (a role revealed, a government) as a toast."""
        anim = self.stage.animator
        if anim.factor == 0.0:
            self.log_events(events)
            for e in events:
                self._toast_for(e)
            return
        for e in events:
            anim.add(Call(lambda e=e: self._log_now(e)), *self._motion(e))
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))

    def _log_now(self, event: Event) -> None:
        self.log_events([event])
        self._toast_for(event)
        self.log.set_lines(self._log_lines[-LOG_SHOWN:])
        self.log.refresh()

    def _motion(self, event: Event) -> list[Any]:
        """What moves for an event: a played card flies from its party to the centre, the Dindex gauge
        falls or rises card by card with a note that floats off, a drawn random card turns up on its pile."""
        d = event.data
        if event.type == "card_played" and "card" in d and int(d["seat"]) in self.panels:
            panel = self.panels[int(d["seat"])]
            ghost = self.fx.add(ActionCardNode(int(d["card"]), int(d["dindex"]), x=panel.x + panel.w / 2 - 50,
                                               y=panel.y + 20))
            cx, cy = self.centre.x, self.centre.y
            return [Tween(ghost, 0.5, x=cx, y=cy)]
        if event.type == "dindex_changed":
            note = self.fx.add(TextNode(f"Dindex {int(d['delta']):+d}", size=20, bold=True, x=self.gauge.x + 150,
                                        y=self.gauge.y + 30, color=self.ctx.palette.danger if d["delta"] < 0
                                        else self.ctx.palette.highlight))
            return [Call(lambda: setattr(self.gauge, "cards", int(d["dindex_cards"]))),
                    Tween(note, 0.7, y=self.gauge.y - 4, alpha=60)]
        if event.type == "voters_moved":
            return self._voter_motion(d)
        if event.type == "rp_changed" and int(d["seat"]) in self.panels and int(d["delta"]):
            panel = self.panels[int(d["seat"])]
            note = self.fx.add(TextNode(f"{int(d['delta']):+d} RP", size=16, bold=True, x=panel.x + panel.w - 70,
                                        y=panel.y + 100, color=self.ctx.palette.accent))
            return [Tween(note, 0.6, y=panel.y + 70, alpha=60)]
        if event.type == "random_card":
            value = int(d["value"])
            return [Call(lambda: setattr(self.random_pile, "top", CardFace("r", str(value), str(value), (30, 30, 30),
                                                                            caption="drawn")))]
        return []

    def _spot(self, pool: str, seat: Any) -> tuple[float, float]:
        """Where a pool of voter cards sits: a party's voter line, or the centre pools on the gauge."""
        if seat is not None and int(seat) in self.panels:
            panel = self.panels[int(seat)]
            return panel.x + 60 + (30 if pool == "core_voters" else 0), panel.y + 66
        g = self.gauge
        return (g.x + 150, g.y + 128) if pool == "non_voters" else (g.x + 150, g.y + 150)

    def _voter_motion(self, d: dict[str, Any]) -> list[Any]:
        """A voter card flies from its pool to the new one: white for voters and non-voters, brown with a
        letter for core voters and system opponents (§ 3.3, the two sides of a voter card)."""
        src, dst = str(d["from"]), str(d["to"])
        x0, y0 = self._spot(src, d.get("from_seat"))
        x1, y1 = self._spot(dst, d.get("to_seat"))
        brown = dst in ("core_voters", "system_opponents")
        token = self.fx.add(PanelNode(x=x0, y=y0, w=34, h=18, radius=9,
                                      fill=(150, 100, 60, 245) if brown else (235, 235, 225, 245),
                                      border=(220, 40, 40) if dst == "system_opponents" else (60, 60, 60)))
        letter = {"voters": "V", "core_voters": "C", "non_voters": "N", "system_opponents": "O"}.get(dst, "?")
        token.add(TextNode(letter, size=11, bold=True, x=0, y=2, width=34, align="center",
                           color=(255, 255, 255) if brown else (30, 30, 30)))
        return [Tween(token, 0.4, x=x1, y=y1, alpha=40)]  # it fades as it lands: the numbers stay readable

    def _toast_for(self, event: Event) -> None:
        if event.type in TOASTS:
            line = describe_event(event, self.name) or []
            self.stage.toast("".join(text for text, _ in line), 3.0)


