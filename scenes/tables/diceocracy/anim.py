"""Diceocracy events as animations, and the result panel.

Ghost dice, Reps and cards fly on the table's fx layer from where a piece was to where it goes; the bag's
turn plays as draw → roll → the district die leaves → its Rep appears → the card on that side goes; the end
shows each district's scoring in turn (its tile lit), then the result. The real nodes are rebuilt from the
view when the queue drains, so a skipped or missing animation never leaves the table wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import Event
from game.diceocracy.components import components
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.tween import Call, Roll, Sequence as Seq, Wait, fade, move
from scenes.tables.diceocracy.board import rep_token
from scenes.tables.diceocracy.look import DIE_RGB, DiceDie, TextCard
from scenes.tables.diceocracy.words import CATEGORIES, and_list

FLY = 0.45


class DiceAnimations:
    def __init__(self, table: Any) -> None:
        self.t = table
        self.projected: dict[tuple[int, str], int] = {}
        """Track values after the changes queued so far (the tracks show them only when their turn comes);
        cleared when the table re-syncs from the view."""

    def _pos(self, node: Node | None) -> tuple[float, float] | None:
        if node is None:
            return None
        x, y = node.world_pos()
        s = self.t.stage.root.scale
        return x / s, y / s

    def _spot(self, spot: dict[str, Any]) -> tuple[float, float] | None:
        key = (spot["area"], spot["index"], spot["pos"])
        node = self.t.spots.dice.get(key) or self.t.spots.spaces.get(key) or self.t.spots.reps.get(key)
        return self._pos(node)

    def _seat_anchor(self, seat: str) -> tuple[float, float]:
        t = self.t
        if seat == "bag":  # the bag panel's row of removed dice, at the next free place
            n = len(t._view.removed) if t._view is not None else 0
            per_row = max(1, int((t.right_w - 28) // 26))
            return t.right_x + 14 + (n % per_row) * 26, t.bag_y + 84 + (n // per_row) * 26
        node = t.spots.boards.get(int(seat))
        at = self._pos(node)
        return (at[0] + 20, at[1] + 20) if at is not None else (t.right_x + 60, t.top_y + 60)

    def ghost_die(self, die: dict[str, Any], at: tuple[float, float], size: float = 26) -> DiceDie:
        node = DiceDie(die["color"], die["value"], x=at[0], y=at[1], w=size, h=size)
        node.visible = False
        self.t.fx.add(node)
        return node

    def fly(self, node: Node, to: tuple[float, float], *, hide: Node | None = None, keep: bool = False,
            duration: float = FLY) -> Seq:
        parts: list[Any] = [Call(lambda: setattr(node, "visible", True))]
        if hide is not None:
            parts.append(Call(lambda: setattr(hide, "visible", False)))
        parts += [move(node, to[0], to[1], duration), Wait(0.08)]
        if not keep:
            parts.append(Call(node.detach))
        return Seq(*parts)

    def appear(self, node: Node, hold: float = 0.3) -> Seq:
        def show() -> None:
            node.alpha = 0
            node.visible = True
        return Seq(Call(show), fade(node, 255, 0.25), Wait(hold))

    def banner(self, title: str, lines: Sequence[str], seconds: float, light: Node | None = None) -> Seq:
        t = self.t
        w = t.right_w
        height = 46 + 20 * len(lines)
        panel = PanelNode(x=t.right_x, y=t.top_y + 60, w=w, h=height, fill=(16, 20, 28, 250), radius=12,
                          border=t.ctx.palette.accent, z=10)
        panel.add(TextNode(title, size=17, bold=True, x=16, y=10, color=t.ctx.palette.accent, width=w - 32))
        for i, line in enumerate(lines):
            panel.add(TextNode(line, size=12.5, x=16, y=40 + 20 * i, width=w - 32))
        panel.visible = False

        def show() -> None:
            panel.alpha = 0
            t.fx.add(panel)
            panel.visible = True
            if light is not None:
                light.lit = True

        def hide() -> None:
            panel.detach()
            if light is not None:
                light.lit = False

        return Seq(Call(show), fade(panel, 255, 0.2), Wait(seconds), fade(panel, 0, 0.2), Call(hide))

    def track_change(self, seat: str, key: str, value: int, projected: dict[tuple[int, str], int]) -> Seq | None:
        """A popularity or money change: the track's marker steps to the new value and a "+2 pink" note rises
        from it and fades, so the player sees what an action gave. None when the track is not on screen."""
        if seat == "bag" or seat is None:
            return None
        track = self.t.spots.tracks.get((int(seat), key))
        at = self._pos(track)
        if track is None or at is None:
            return None
        old = projected.get((int(seat), key), track.value)
        projected[(int(seat), key)] = value
        delta = value - old
        if delta == 0:
            return None
        word = "money" if key == "money" else key
        note = TextNode(f"{'+' if delta > 0 else '−'}{abs(delta)} {word}", size=13, bold=True,
                        color=(240, 210, 110) if key == "money" else DIE_RGB[key],
                        x=at[0] + value * track.cell - 6, y=at[1] - 4, z=30)
        note.visible = False
        self.t.fx.add(note)

        def step() -> None:
            track.value = value
            track.mark_dirty(force=True)
            note.visible = True

        return Seq(Call(step), move(note, note.x, note.y - 22, 0.5), fade(note, 0, 0.25), Call(note.detach))

    # -- events -----------------------------------------------------------------------------------
    def queue(self, events: Sequence[Event]) -> None:
        anim = self.t.stage.animator
        spots = self.t.spots
        name = self.t.name
        projected = self.projected
        for e in events:
            d = e.data
            kind = e.type
            if kind in ("popularity", "money") and "value" in d:
                change = self.track_change(d.get("seat"), d["color"] if kind == "popularity" else "money",
                                           int(d["value"]), projected)
                if change is not None:
                    anim.add(change)
                continue
            if kind == "bag_drawn":
                header = self.t.header
                words = f"Round {d['round']} of 9 · The bag's turn: it draws a {d['die']['color']} die and rolls {d['die']['value']}"
                anim.add(Call(lambda words=words: setattr(header, "text", words)))
                at = (self.t.right_x + 300, self.t.bag_y + 24)
                g = self.ghost_die({"color": d["die"]["color"], "value": 1}, at, 34)
                self.rolled = g  # stays beside the bag until the die goes back in
                anim.add(Seq(Call(lambda g=g: setattr(g, "visible", True)), Roll(g, d["die"]["value"], 0.7),
                             Wait(0.45)))
            elif kind == "bag_returned" and getattr(self, "rolled", None) is not None:
                g, self.rolled = self.rolled, None
                anim.add(Seq(fade(g, 0, 0.25), Call(g.detach)))
            elif kind == "turn":
                key = ("district", d["position"], d["space"])
                src = spots.dice.get(key)
                start = self._pos(src) or self._pos(spots.spaces.get(key))
                if start is None:
                    continue
                g = self.ghost_die(d["die"], start)
                anim.add(self.fly(g, self._seat_anchor(d["seat"]), hide=src))
                colors = [p.color for p in self.t._view.players]
                owner = -1 if d["seat"] == "bag" else int(d["seat"])
                rep = rep_token(owner, colors, 24, x=start[0] + 1, y=start[1] + 1)
                rep.visible = False
                self.t.fx.add(rep)
                anim.add(self.appear(rep, 0.35 if d["seat"] == "bag" else 0.1))
            elif kind in ("card_removed", "card_taken"):
                card = spots.face_up.get((d["deck"], d["slot"]))
                at = self._pos(card)
                if card is None or at is None:
                    continue
                g = TextCard(d["deck"], d["card"], x=at[0], y=at[1], w=card.w, h=card.h)
                g.visible = False
                self.t.fx.add(g)
                if kind == "card_removed":
                    anim.add(Seq(Call(lambda g=g: setattr(g, "visible", True)),
                                 Call(lambda c=card: setattr(c, "visible", False)),
                                 move(g, at[0], at[1] - 40, 0.4), fade(g, 0, 0.3), Call(g.detach)))
                else:
                    anim.add(self.fly(g, self._seat_anchor(d["seat"]), hide=card))
            elif kind == "cards_drawn":
                deck = spots.face_up.get(("deck", ("adverts", "stunts", "agendas").index(d["deck"])))
                at = self._pos(deck)
                if deck is None or at is None:
                    continue
                cards = d.get("cards") or [None] * int(d.get("count", 1))
                ghosts = []
                for i, card in enumerate(cards[:3]):  # the drawer sees the faces; everyone else the backs
                    g = TextCard(d["deck"], card, x=at[0] + 6 * i, y=at[1], w=deck.w, h=deck.h)
                    g.visible = False
                    self.t.fx.add(g)
                    ghosts.append(self.fly(g, self._seat_anchor(d["seat"])))
                anim.add(*ghosts)
            elif kind == "card_revealed":
                card = spots.face_up.get((d["deck"], d["slot"]))
                at = self._pos(card)
                if card is not None and at is not None:
                    g = TextCard(d["deck"], d["card"], x=at[0], y=at[1], w=card.w, h=card.h)
                    g.visible = False
                    self.t.fx.add(g)
                    anim.add(self.appear(g, 0.15))
            elif kind in ("die_changed", "die_rolled"):
                node = spots.dice.get((d["spot"]["area"], d["spot"]["index"], d["spot"]["pos"]))
                if node is not None:
                    anim.add(Roll(node, d["to"], 0.6 if kind == "die_rolled" else 0.3))
            elif kind == "dice_swapped":
                a, b = self._spot(d["a"]), self._spot(d["b"])
                if a is not None and b is not None:
                    ga, gb = self.ghost_die(d["dice"][0], a), self.ghost_die(d["dice"][1], b)
                    anim.add(self.fly(ga, b), self.fly(gb, a))
            elif kind == "rep_moved":
                a, b = self._spot(d["from"]), self._spot(d["to"])
                if a is not None and b is not None:
                    colors = [p.color for p in self.t._view.players]
                    owner = -1 if d["owner"] == "bag" else int(d["owner"])
                    rep = rep_token(owner, colors, 24, x=a[0], y=a[1])
                    rep.visible = False
                    self.t.fx.add(rep)
                    anim.add(self.fly(rep, b), self.fly(self.ghost_die(d["die"], b), a))
            elif kind == "follower_placed":
                taken = getattr(self.t, "taken", None)
                slot = spots.slots.get(d["slot"]) if int(d["seat"]) == self.t.front_seat else None
                start, end = self._pos(taken), self._pos(slot)
                if start is not None and end is not None:
                    anim.add(self.fly(self.ghost_die(d["die"], start, 44), end, hide=taken))
            elif kind == "round_started" and d["round"] > 1:
                anim.add(self.banner(f"Round {d['round']} of 9", [f"{name(d['first_player'])} starts."], 0.6))
            elif kind == "cancel_offered":
                anim.add(self.banner(f"{name(d['seat'])} may cancel",
                                     [f"{name(d['by'])}'s action targets {name(d['seat'])}'s piece."], 0.6))
            elif kind == "district_scoring":
                header = self.t.header
                anim.add(Call(lambda header=header: setattr(header, "text", "The election · counting the votes")))
                lines = district_lines(d, name)
                anim.add(self.banner(f"Scoring {d['district']}", lines, 1.1, spots.tiles.get(d["position"])))
            elif kind == "final_scoring":
                rows = [f"{name(s)}: {row['total']} votes" for s, row in d.items() if s != "congress"]
                anim.add(self.banner("Final count", rows, 1.2))


def district_lines(d: dict[str, Any], name: Any) -> list[str]:
    reps = ", ".join(f"{name(s)} {n}" for s, n in d["reps"].items()) or "no Reps"
    pips = sum(x["value"] for x in d["dice"])
    printed = sum(1 for x in d["dice"] if x.get("printed"))
    lead = and_list([name(s) for s in d["majority"]]) or "nobody"
    votes = ", ".join(f"{name(s)} +{v}" for s, v in d["votes"].items()) or "no votes"
    lines = [f"Reps: {reps} · majority: {lead}",
             f"Dice: {len(d['dice'])} ({printed} printed), {pips} pips · votes: {votes}"]
    return [line.replace(" The bag", " the bag") for line in lines]  # "The bag" opens sentences only


def fill_result(table: Any, view: Any) -> None:
    """The result panel: district by district (from the district_scoring events), the categories per
    player (final_scoring), and solo the score with its rank band and title."""
    ov = table.overlay
    ov.clear()
    ov.visible = view.phase == "over" and view.final is not None and not getattr(table, "result_hidden", False)
    if view.phase != "over" or view.final is None:
        if view.phase == "over":
            return
        table.result_hidden = False
        return
    if not ov.visible:
        show = table.buttons.add(ButtonNode("Show the result", lambda: _toggle(table, False), w=170, h=28, size=12))
        show.data = ("button", "show_result")
        return
    pal = table.ctx.palette
    name = table.name
    w = ov.w
    if view.num_players == 1:
        total = view.final["0"]["total"]
        band = next(b for b in components().congress.solo_ranks if b.title == view.solo_rank)
        span = f"{band.low}–{band.high}" if band.high is not None else f"{band.low}+"
        title = f"Your score: {total} votes — {span}: {view.solo_rank}"
    else:
        best = max(r["total"] for r in view.final.values())
        winners = [name(s) for s, r in view.final.items() if r["total"] == best]
        title = f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''} the election with {best} votes"
    ov.add(TextNode(title, size=19, bold=True, x=20, y=12, width=w - 200, color=pal.accent))
    ov.add(ButtonNode("Hide (see the board)", lambda: _toggle(table, True), x=w - 176, y=10, w=160, h=28, size=12))
    y = 48.0
    head = ["", *[label for _, label in CATEGORIES], "Total"]
    col = (w - 40 - 150) / len(head[1:])
    for i, text in enumerate(head):
        ov.add(TextNode(text, size=11, bold=True, x=20 + (150 + (i - 1) * col if i else 0), y=y, width=col - 4))
    y += 30
    for s, row in view.final.items():
        cells = [name(s), *[str(row.get(key, 0)) for key, _ in CATEGORIES], str(row["total"])]
        for i, text in enumerate(cells):
            ov.add(TextNode(text, size=12, bold=i in (0, len(cells) - 1), x=20 + (150 + (i - 1) * col if i else 0),
                            y=y, width=col - 4 if i else 146))
        y += 20
    y += 8
    ov.add(TextNode("District by district", size=13, bold=True, x=20, y=y))
    y += 22
    districts = [e.data for e in table.scoring_events if e.type == "district_scoring"]
    half = (w - 50) / 2
    # the room above the agendas and rank lines, shared by four rows of two districts (larger when it allows)
    row = max(46.0, min(64.0, (ov.h - 50 - y) / 4))
    big = row >= 56
    for i, d in enumerate(districts):
        cx = 20 + (i % 2) * (half + 10)
        cy = y + (i // 2) * row
        ov.add(TextNode(d["district"], size=12.5 if big else 11, bold=True, x=cx, y=cy, width=half))
        ly = cy + (17 if big else 14)
        for line in district_lines(d, name):  # a long line wraps: the next one goes under it
            node = ov.add(TextNode(line, size=11.5 if big else 10, x=cx + 8, y=ly, width=half - 8))
            ly += node.measure(table.stage.painter)[1]
    if view.num_players == 1:
        bands = " · ".join(f"{b.low}{'–' + str(b.high) if b.high is not None else '+'} {b.title}"
                           for b in components().congress.solo_ranks)
        ov.add(TextNode("Solo ranks: " + bands, size=10, x=20, y=ov.h - 22, width=w - 40, color=pal.text_dim))
    if any(p.agendas for p in view.players):
        agendas = "; ".join(f"{name(s)}: " + ", ".join(_agenda(c, view.num_players) for c in p.agendas or ())
                            for s, p in enumerate(view.players))
        ov.add(TextNode("Secret agendas: " + agendas, size=10, x=20, y=ov.h - 40, width=w - 40))


def _agenda(card: int, players: int) -> str:
    from scenes.tables.diceocracy.look import agenda_text

    return agenda_text(card, players)[0]


def _toggle(table: Any, hidden: bool) -> None:
    table.result_hidden = hidden
    table.show()

