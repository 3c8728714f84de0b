"""DēmoS events as animations: ghost cards fly over the table (on the table's fx layer) from where a card
was to where it goes, flip when they are revealed, and banners announce the show-down, vetoes and the
scandal. Discards fly one at a time, as each seat lays its card in turn. The real nodes are rebuilt from the
view when the queue drains, so a skipped or missing animation never leaves the table wrong."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event
from game.demos import events as ev
from scenes.engine.cards import CardNode
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.tween import Call, Wait, fade, flip, move
from scenes.engine.tween import Sequence as Seq
from scenes.tables.common.words import plain
from scenes.tables.demos.look import HARMONY_WORDS, card_face, cards_text, combination_words
from scenes.tables.demos.seats import COMPACT_DISCARDS_Y, MEDIA_ON_AT, MEDIA_ON_SCALE, SLOT_SCALE
from scenes.tables.demos.words import round_winner_words, tiebreak_words

if TYPE_CHECKING:
    from scenes.tables.demos.table import DemosTable

FLY = 0.38


SHOW_DOWN_MIN, SECONDS_A_LINE, SHOW_DOWN_MAX = 2.4, 0.55, 6.0
"""A show-down's banner stays long enough to read its lines at Normal speed (playtest: four hands and a
tie-break went by in under two seconds); N skips it, as every animation."""


def reading_seconds(lines: int) -> float:
    """How long a show-down of `lines` lines stays (at Normal speed), between SHOW_DOWN_MIN and SHOW_DOWN_MAX."""
    return max(SHOW_DOWN_MIN, min(SHOW_DOWN_MAX, 1.0 + SECONDS_A_LINE * lines))


class UntilPressed:
    """An animation step that lasts until the person goes on: a click, Enter or the banner's button finish it
    (the stage finishes a running step on a click or Enter), as N (skip the bots) and Instant speed do."""

    def __init__(self) -> None:
        self.duration = 0.0
        self.done = False
        self.waiting = False
        """Its banner is up and waits for the person (the step is running)."""

    def step(self, dt: float) -> bool:
        self.waiting = not self.done
        return self.done

    def finish(self) -> None:
        self.done = True
        self.waiting = False


class DemosAnimations:
    def __init__(self, table: DemosTable) -> None:
        self.t = table
        self.holds: list[UntilPressed] = []
        self.scandal: list[str] = []
        """What the scandal phase did to the media so far (its log lines), said again with the final trios."""

    # -- positions in design units ----------------------------------------------------------------
    def _pos(self, node: Node) -> tuple[float, float]:
        x, y = node.world_pos()
        s = self.t.stage.root.scale
        return x / s, y / s

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        t = self.t
        if seat == t.own.seat:
            x, y = self._pos(t.hand)
            return x + t.hand.w * t.hand.scale / 2 - 36, y + 30
        panel = t.panels.get(seat)
        if panel is None:
            return 400.0, 300.0
        x, y = self._pos(panel)
        # the cards' row, under the piles' labels (playtest: a card flown in at the panel's middle covered them)
        return x + panel.w / 2 - 36, y + COMPACT_DISCARDS_Y + 16

    def slot_anchor(self, seat: int, step: str) -> tuple[float, float]:
        t = self.t
        if seat == t.own.seat and step in t.slots:
            x, y = self._pos(t.slots[step])
            return x + 6, y + 24
        panel = t.panels.get(seat)
        if panel is None:
            return 400.0, 300.0
        x, y = self._pos(panel)
        dx, dy = getattr(panel, "slot_pos", {}).get(step, (16.0, 78.0))
        return x + dx, y + dy

    def figure_anchor(self, seat: int, slot: int) -> tuple[float, float] | None:
        nodes = self.t.seat_nodes.get(seat)
        node = nodes.figures.get(slot) if nodes is not None else None
        return self._pos(node) if node is not None else None

    # -- building blocks --------------------------------------------------------------------------
    def ghost(self, code: str | None, at: tuple[float, float], *, face_up: bool, scale: float = 0.8) -> CardNode:
        node = CardNode(card_face(code, tr=self.t.ctx.tr) if code else None, face_up=face_up and code is not None,
                        x=at[0], y=at[1], scale=scale)
        node.visible = False
        self.t.fx.add(node)
        return node

    def slot_scale(self, seat: int) -> float:
        """The size of a discard in its slot: full size at the bottom seat, small in the panels on top."""
        if seat == self.t.own.seat:
            return 1.0
        panel = self.t.panels.get(seat)
        return float(getattr(panel, "discard_scale", SLOT_SCALE))

    def fly(self, node: CardNode, to: tuple[float, float], *, reveal: bool = False, keep: bool = False,
            hide: Node | None = None, scale: float | None = None) -> Seq:
        """Fly a ghost card; `keep`: it stays where it lands until the table re-syncs (a discard must not
        vanish from its slot while later moves play); `hide`: the real card it leaves from disappears."""
        parts: list[Any] = [Call(lambda: setattr(node, "visible", True))]
        if hide is not None:
            parts.append(Call(lambda: setattr(hide, "visible", False)))
        parts.append(move(node, to[0], to[1], FLY) if scale is None else move(node, to[0], to[1], FLY, scale=scale))
        if reveal:
            parts.append(flip(node, 0.24, to_face_up=True))
        parts.append(Wait(0.05))
        if not keep:
            parts.append(Call(node.detach))
        return Seq(*parts)

    def _lay_media(self, owner: int, seat: int, slot: int) -> None:
        """The media card flies from its owner's row onto the figure it turned over, and stays there until the
        table is synced (which draws it laid on that figure)."""
        nodes, targets = self.t.seat_nodes.get(owner), self.t.seat_nodes.get(seat)
        source = next((n for n in (nodes.figures.values() if nodes is not None else ())
                       if n.visible and n.face is not None and n.face.id == "M" and n.face_up), None)
        target = targets.figures.get(slot) if targets is not None else None
        if source is None or target is None:
            return
        root = self.t.stage.root.scale
        g = self.ghost("M", self._pos(source), face_up=True, scale=source.world_scale() / root)
        x, y = self._pos(target)
        size = target.world_scale() / root  # the figure's scale in design units
        to = (x + 72 * size * MEDIA_ON_AT, y + 104 * size * MEDIA_ON_AT)
        self.t.stage.animator.add(self.fly(g, to, keep=True, hide=source, scale=size * MEDIA_ON_SCALE))

    def _into_hand(self, seat: int, code: str | None) -> None:
        """The card the bottom seat receives is in its hand once it has landed."""
        if code is not None and seat == self.t.own.seat and seat == self.t.viewer:
            self.t.stage.animator.add(Call(partial(self.t.hand_receives, code)))

    def hand_card(self, seat: int, code: str | None) -> Node | None:
        """The bottom seat's own card `code` in the fanned hand (None for others' seats or unknown cards)."""
        if code is None or seat != self.t.own.seat:
            return None
        return next((c for c in self.t.hand.cards() if c.data == ("hand", code)), None)

    def banner(self, title: str, lines: Sequence[str], seconds: float, columns: Sequence[str] = (),
               go_on: str | None = None) -> Seq:
        """A banner across the middle of the table: `columns` (a show-down's seat lines) go two abreast, so
        five players' lines and the verdict stay inside the band between the seat panels. `go_on`: the label
        of a button in its lower right corner, and the banner stays until the person goes on (a show-down
        with a person at the table); else it goes after `seconds`."""
        t = self.t
        _, y0, _, h = t.mid_box
        w = t.play_w  # the whole band between the seat panels: the decks are not in play meanwhile
        half = (w - 40) / 2
        rows = (len(columns) + 1) // 2
        panel = PanelNode(x=10, y=y0 - 4, w=w, fill=(16, 20, 28, 255), radius=12, border=t.ctx.palette.accent,
                          z=10)
        panel.add(TextNode(title, size=18, bold=True, x=16, y=8, color=t.ctx.palette.accent))
        painter = t.stage.painter
        y = 38.0
        for row in range(rows):  # a long name may wrap its line: the row is as tall as its taller half
            pair = [panel.add(TextNode(line, size=13, x=16 + k * (half + 8), y=y, width=half))
                    for k, line in enumerate(columns[2 * row:2 * row + 2])]
            y += max(node.measure(painter)[1] for node in pair) + 2
        for line in lines:
            node = panel.add(TextNode(line, size=13, x=16, y=y, width=w - 32))
            y += node.measure(painter)[1] + 2
        hold: Any = Wait(seconds)
        if go_on is not None:
            hold = UntilPressed()
            self.holds = [h for h in self.holds if not h.done] + [hold]
            button = panel.add(ButtonNode(go_on, hold.finish, size=14, w=210, h=34, kind="primary"))
            button.set_pos(w - 16 - button.w, y + 4)
            y += button.h + 8
        panel.h = max(h, y + 8)
        if go_on is not None:
            button.set_pos(button.x, panel.h - 12 - button.h)
        panel.visible = False

        def show() -> None:
            panel.alpha = 255 if go_on is not None else 0
            t.fx.add(panel)
            panel.visible = True

        if go_on is not None:
            # a banner held for a person is solid from its first frame: a fade-in on a busy machine lasted long
            # enough to be read through (playtest: the decks and "People's deck" showed through its lines)
            return Seq(Call(show), hold, fade(panel, 0, 0.25), Call(panel.detach))
        return Seq(Call(show), fade(panel, 255, 0.2), hold, fade(panel, 0, 0.25), Call(panel.detach))

    def _final_trios(self, d: ev.FinalTrios) -> None:
        """The game's end on the table before its result: what the scandal did to the media and every seat's
        trio, held for a person as a show-down is (playtest: the last round's scandal was only in the log, and
        the result screen came at once)."""
        tr = self.t.ctx.tr
        columns = [tr("{name}: {trio} — {harmony}", name=self.t.name(s), trio=cards_text(trio, tr),
                      harmony=tr(HARMONY_WORDS[d.harmony.get(s, 0)])) if trio
                   else tr("{name}: no E-L-J trio", name=self.t.name(s)) for s, trio in d.trios.items()]
        lines, self.scandal = list(self.scandal), []
        go_on = tr("See the result (Enter)") if self.t.holds_show_downs else None
        self.t.stage.animator.add(self.banner(tr("The end: the final trios"), lines,
                                              reading_seconds(len(columns) + len(lines)), columns=columns,
                                              go_on=go_on))

    @property
    def waiting_to_go_on(self) -> bool:
        """A show-down's banner is up and stays until the person goes on (Enter, a click, "Next round")."""
        return any(h.waiting for h in self.holds)

    # -- events -----------------------------------------------------------------------------------
    def queue(self, events: Sequence[Event]) -> None:
        anim = self.t.stage.animator
        name = self.t.name
        tr = self.t.ctx.tr
        for e in events:
            d = e.data
            if isinstance(d, ev.Discard):
                # one seat at a time: a public discard flies face up, the others face down
                seat, step, code = d.seat, d.step, d.card  # the card only if the viewer may know
                public = step == "public"
                anim.add(self.fly(self.ghost(code if public else None, self.seat_anchor(seat), face_up=False,
                                             scale=self.slot_scale(seat)),
                                  self.slot_anchor(seat, step), reveal=public, keep=True,
                                  hide=self.hand_card(seat, code), scale=self.slot_scale(seat)))
            elif isinstance(d, ev.Draw):
                start = self._pos(self.t.people)
                anim.add(self.fly(self.ghost(d.card, start, face_up=False), self.seat_anchor(d.seat),
                                  reveal=bool(d.card) and d.seat == self.t.viewer))
                self._into_hand(d.seat, d.card)
            elif isinstance(d, ev.Take):
                src = self.t.card_nodes.get(d.card)
                start = self._pos(src) if src is not None else self._pos(self.t.people)
                if src is not None:
                    anim.add(Call(partial(setattr, src, "visible", False)))
                anim.add(self.fly(self.ghost(d.card, start, face_up=True, scale=0.6),
                                  self.seat_anchor(d.seat)))
                self._into_hand(d.seat, d.card)
            elif isinstance(d, ev.FigureDrawn):
                start = self._pos(self.t.power)
                anim.add(self.fly(self.ghost(None, start, face_up=False), self.seat_anchor(d.seat)))
            elif isinstance(d, ev.FigureRevealed | ev.MediaApplied):
                seat = d.target if isinstance(d, ev.MediaApplied) else d.seat
                at = self.figure_anchor(seat, d.slot)
                if at is not None:
                    g = self.ghost(d.card, at, face_up=False, scale=0.55)
                    anim.add(Seq(Call(partial(setattr, g, "visible", True)), flip(g, 0.5, to_face_up=True),
                                 Wait(0.5), Call(g.detach)))
                if isinstance(d, ev.MediaApplied):
                    self._lay_media(d.seat, d.target, d.slot)
            elif isinstance(d, ev.RoundEnd):
                points = d.points
                winners = set(d.winners)
                lines = []
                for s, c in d.shown.items():
                    combination = combination_words(tuple(c) if c else None, points.get(s), tr)
                    lines.append(tr("★ {name}: {combination}", name=name(s), combination=combination) if s in winners
                                 else tr("{name}: {combination}", name=name(s), combination=combination))
                # the figure is drawn once the show-down goes: said as what comes next, while the panel still
                # says "No figures yet" (playtest: "draws 1 figure" beside "No figures yet")
                extra = [tr.trn("{name} draws {count} figure next", "{name} draws {count} figures next", n,
                                name=name(s))
                         for s, n in d.figure_counts.items() if n]
                names = self.t.log_names()
                verdict = [w for w in (tiebreak_words(d, names), round_winner_words(d, names)) if w]
                extra = [" · ".join(extra)] if extra else []
                anim.add(Call(self.t.round_over))
                go_on = None
                if self.t.holds_show_downs:  # a person reads it at their pace: it stays until they go on
                    more = self.t.match.view(None).round > d.round
                    go_on = tr("Next round (Enter)") if more else tr("Go on (Enter)")
                anim.add(self.banner(tr("Show-down, round {round}", round=d.round), extra + verdict,
                                     reading_seconds(len(lines) + len(extra) + len(verdict)), columns=lines,
                                     go_on=go_on))
            elif isinstance(d, ev.Veto) and len(d.seats) <= 1:  # a team veto: the round_void banner follows
                anim.add(self.banner(tr("VETO!"), [tr("{team} cancels the unanimous discard.",
                                                      team=self.t.team_name(d.team))], 1.4))
            elif isinstance(d, ev.RoundVoid):
                anim.add(self.banner(tr("VETO! The round does not take place"),
                                     [tr("{team} used its team veto.", team=self.t.team_name(d.team)),
                                      tr("No show-down, no points, no figure: the round is dealt again.")], 2.0))
            elif isinstance(d, ev.ScandalStart):
                holders = [tr.trn("{name} holds {count} media", "{name} holds {count} media", n, name=name(s))
                           for s, n in d.media.items() if n]
                self.scandal = []
                anim.add(self.banner(tr("Scandal phase: the media"), holders or [tr("Nobody holds a media card.")],
                                     1.6))
            elif isinstance(d, ev.MediaCancelled | ev.MediaKept | ev.MediaApplied | ev.MediaLapsed):
                said = plain(self.t.word_event(e))
                if said:
                    self.scandal.append(said)
            elif isinstance(d, ev.FinalTrios):
                self._final_trios(d)
