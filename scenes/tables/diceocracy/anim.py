"""Diceocracy events as animations.

Ghost dice, Reps and cards fly on the table's fx layer from where a piece was to where it goes; the bag's
turn plays as draw → roll → the district die leaves → its Rep appears → the card on that side goes; the end
shows each district's scoring in turn (its tile lit), then the result. The real nodes are rebuilt from the
view when the queue drains, so a skipped or missing animation never leaves the table wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event
from game.diceocracy import events as ev
from game.diceocracy.events import BAG
from game.diceocracy.state import Die, Spot
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.tween import Call, Roll, Wait, fade, move
from scenes.engine.tween import Sequence as Seq
from scenes.tables.diceocracy.board import REMOVED_STEP, rep_token
from scenes.tables.diceocracy.look import DIE_RGB, DiceDie, TextCard, action_words, color_word, die_name
from scenes.tables.diceocracy.terms import ENGLISH, district_term
from scenes.tables.diceocracy.words import district_lines, spot_words

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

FLY = 0.45


class DiceAnimations:
    def __init__(self, table: DiceocracyTable) -> None:
        self.t = table
        self.projected: dict[tuple[int, str], int] = {}
        """Track values after the changes queued so far (the tracks show them only when their turn comes);
        cleared when the table re-syncs from the view."""
        self.rolled: DiceDie | None = None
        """The bag's rolled die, shown beside the bag until it goes back in."""

    def reset(self) -> None:
        """The table has re-synced from the view: what was queued has been shown by the real nodes."""
        self.projected = {}
        self.rolled = None

    def _pos(self, node: Node | None) -> tuple[float, float] | None:
        if node is None:
            return None
        x, y = node.world_pos()
        s = self.t.stage.root.scale
        return x / s, y / s

    def _spot(self, spot: Spot) -> tuple[float, float] | None:
        key = (spot.area, spot.index, spot.pos)
        node = self.t.spots.dice.get(key) or self.t.spots.spaces.get(key) or self.t.spots.reps.get(key)
        return self._pos(node)

    def _seat_anchor(self, seat: int) -> tuple[float, float]:
        t = self.t
        if seat == BAG:  # the bag panel's row of removed dice, at the next free place
            n = len(t.view.removed)
            per_row = max(1, int((t.right_w - 28) // REMOVED_STEP))  # as board.build_bag lays the row out
            return t.right_x + 14 + (n % per_row) * REMOVED_STEP, t.bag_y + 84 + (n // per_row) * REMOVED_STEP
        node = t.spots.boards.get(seat)
        at = self._pos(node)
        return (at[0] + 20, at[1] + 20) if at is not None else (t.right_x + 60, t.top_y + 60)

    def ghost_die(self, die: Die, at: tuple[float, float], size: float = 26) -> DiceDie:
        return self.ghost(die.color, die.value, at, size)

    def ghost(self, color: str, value: int, at: tuple[float, float], size: float = 26) -> DiceDie:
        """A die of `color` showing `value` on the fx layer, hidden until its flight shows it."""
        node = DiceDie(color, value, x=at[0], y=at[1], w=size, h=size)
        node.visible = False
        self.t.fx.add(node)
        return node

    def fly(self, node: Node, to: tuple[float, float], *, hide: Node | None = None, keep: bool = False,
            duration: float = FLY) -> Seq:
        parts: list[Any] = [Call(lambda: setattr(node, "visible", True))]
        if hide is not None:
            self.t.parts.stale(hide)  # hidden by hand: its part is built again at the next sync
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
        # along the bottom, in the prompt's band (empty while moves play, but for the narration the banner says
        # too), clear of the boards and tracks above: over the person's own board it hid their popularity
        # tracks (playtest: "Round 3 of 3", "Scoring …")
        x, w = 10.0, t.play_w - 8
        painter = t.stage.painter
        panel = PanelNode(x=x, y=t.bottom_y + 44, w=w, fill=(16, 20, 28, 250), radius=12,  # under the narration
                          border=t.ctx.palette.accent, z=10)
        head = panel.add(TextNode(title, size=17, bold=True, x=16, y=10, color=t.ctx.palette.accent, width=w - 32))
        y = 10 + head.measure(painter)[1] + 6  # each line below the wrapped height of the one above
        for line in lines:
            node = panel.add(TextNode(line, size=12.5, x=16, y=y, width=w - 32))
            y += node.measure(painter)[1] + 2
        panel.h = y + 10
        vh = t.stage.virtual_size[1]
        panel.y = max(t.bottom_y - 2, min(panel.y, vh - panel.h - 4))  # whole in the window
        panel.visible = False

        t.parts.stale(light)

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

    def track_change(self, seat: int | None, key: str, value: int, projected: dict[tuple[int, str], int]) -> Seq | None:
        """A popularity or money change: the track's marker steps to the new value and a "+2 pink" note rises
        from it and fades, so the player sees what an action gave. None when the track is not on screen."""
        if seat == BAG or seat is None:
            return None
        track = self.t.spots.tracks.get((seat, key))
        at = self._pos(track)
        if track is None or at is None:
            return None
        old = projected.get((seat, key), track.value)
        projected[(seat, key)] = value
        delta = value - old
        if delta == 0:
            return None
        tr = self.t.ctx.tr
        word = tr("money") if key == "money" else color_word(key, tr)
        note = TextNode(f"{'+' if delta > 0 else '−'}{abs(delta)} {word}", size=10.5, bold=True,
                        color=(240, 210, 110) if key == "money" else DIE_RGB[key], z=30)
        # it slides along its own row from the new mark and fades: rising, it crossed the rows above (the
        # playtest's "+1 blue" over the pink track)
        _w, h = note.measure(self.t.stage.painter)
        note.set_pos(at[0] + value * track.cell + 2, at[1] + (track.h - h) / 2)
        note.visible = False
        self.t.fx.add(note)

        self.t.parts.stale(track)

        def step() -> None:
            track.set_value(value)
            note.visible = True

        return Seq(Call(step), move(note, note.x + 18, note.y, 0.5), fade(note, 0, 0.25), Call(note.detach))

    # -- events -----------------------------------------------------------------------------------
    def queue(self, events: Sequence[Event]) -> None:
        """Queue each event's motion on the table's animator (an event with no motion adds nothing)."""
        motions: dict[str, Callable[[Any, str], None]] = {
            ev.Popularity.event_type: self._track, ev.Money.event_type: self._track,
            ev.BagDrawn.event_type: self._bag_drawn, ev.BagReturned.event_type: self._bag_returned,
            ev.Turn.event_type: self._turn, ev.CardRemoved.event_type: self._face_up_card_goes,
            ev.CardTaken.event_type: self._face_up_card_goes, ev.CardsDrawn.event_type: self._cards_drawn,
            ev.CardRevealed.event_type: self._card_revealed, ev.DieChanged.event_type: self._die_rolls,
            ev.DieRolled.event_type: self._die_rolls, ev.DiceSwapped.event_type: self._dice_swapped,
            ev.RepMoved.event_type: self._rep_moved, ev.FollowerPlaced.event_type: self._follower_placed,
            ev.FollowerMoved.event_type: self._follower_moved, ev.RoundStarted.event_type: self._round_started,
            ev.CancelOffered.event_type: self._cancel_offered,
            ev.DistrictScoring.event_type: self._district_scoring,
            ev.FinalScoring.event_type: self._final_scoring,
        }
        for e in events:
            motion = motions.get(e.type)
            if motion is not None:
                motion(e.data, e.type)

    def _add(self, *tweens: Any) -> None:
        self.t.stage.animator.add(*tweens)

    def _track(self, d: ev.Popularity | ev.Money, kind: str) -> None:
        change = self.track_change(d.seat, d.color if isinstance(d, ev.Popularity) else "money", d.value,
                                   self.projected)
        if change is not None:
            self._add(change)

    def _bag_drawn(self, d: ev.BagDrawn, kind: str) -> None:
        header = self.t.header
        die = d.die
        words = self.t.ctx.tr("Round {round} of {rounds} · The bag's turn: it draws a {group} die and rolls {value}",
                               round=d.round, rounds=self.t.view.rounds, group=color_word(die.color, self.t.ctx.tr),
                               value=die.value)
        self._add(Call(lambda: setattr(header, "text", words)))
        at = (self.t.right_x + 300, self.t.bag_y + 24)
        g = self.ghost(die.color, 1, at, 34)
        self.rolled = g  # stays beside the bag until the die goes back in
        self._add(Seq(Call(lambda: setattr(g, "visible", True)), Roll(g, die.value, 0.7), Wait(0.45)))

    def _bag_returned(self, d: ev.BagReturned, kind: str) -> None:
        if self.rolled is None:
            return
        g, self.rolled = self.rolled, None
        self._add(Seq(fade(g, 0, 0.25), Call(g.detach)))

    def _turn(self, d: ev.Turn, kind: str) -> None:
        """The die leaves its district space for the taker's board (the bag's row), a Rep takes its place."""
        spots = self.t.spots
        key = ("district", d.position, d.space)
        src = spots.dice.get(key)
        start = self._pos(src) or self._pos(spots.spaces.get(key))
        if start is None:
            return
        if d.seat == BAG:  # the die lands in the bag's row of removed dice and stays there, counted, till the sync
            self._add(self.fly(self.ghost_die(d.die, start), self._seat_anchor(d.seat), hide=src, keep=True),
                      Call(self._count_removed))
        else:
            self._add(self.fly(self.ghost_die(d.die, start), self._seat_anchor(d.seat), hide=src))
        colors = [p.color for p in self.t.view.players]
        rep = rep_token(d.seat, colors, 24, x=start[0] + 1, y=start[1] + 1)
        rep.visible = False
        self.t.fx.add(rep)
        self._add(self.appear(rep, 0.35 if d.seat == BAG else 0.1))

    def _count_removed(self) -> None:
        """The bag's heading over its removed dice counts the one just landing (the playtest's count lagged the
        log's line through the rest of the bag's turn and the round's banner)."""
        heading = self.t.spots.bag.get("removed_heading")
        if isinstance(heading, TextNode):
            self.t.parts.stale(heading)
            heading.text = self.t.ctx.tr("District dice the bag removed from the game ({count}):",
                                         count=len(self.t.view.removed) + 1)
        self.t.seats.landed = 1
        self.t.seats.retell_bag(self.t.bag_story.lines)  # its last turn's words make room under the row

    def _face_up_card_goes(self, d: ev.CardRemoved | ev.CardTaken, kind: str) -> None:
        """A face-up card leaves its street: removed by the bag (it rises and fades) or taken (it flies)."""
        card = self.t.spots.face_up.get((d.deck, d.slot))
        at = self._pos(card)
        if card is None or at is None:
            return
        g = TextCard(d.deck, d.card, x=at[0], y=at[1], w=card.w, h=card.h, tr=self.t.ctx.tr)
        g.visible = False
        self.t.fx.add(g)
        if kind == "card_removed":
            self.t.parts.stale(card)
            self._add(Seq(Call(lambda: setattr(g, "visible", True)), Call(lambda: setattr(card, "visible", False)),
                          move(g, at[0], at[1] - 40, 0.4), fade(g, 0, 0.3), Call(g.detach)))
        else:
            self._add(self.fly(g, self._seat_anchor(d.seat), hide=card))

    def _cards_drawn(self, d: ev.CardsDrawn, kind: str) -> None:
        deck = self.t.spots.face_up.get(("deck", ("adverts", "stunts", "agendas").index(d.deck)))
        at = self._pos(deck)
        if deck is None or at is None:
            return
        cards: Sequence[int | None] = d.cards or [None] * d.count
        ghosts = []
        for i, card in enumerate(cards[:3]):  # the drawer sees the faces; everyone else the backs
            g = TextCard(d.deck, card, x=at[0] + 6 * i, y=at[1], w=deck.w, h=deck.h, tr=self.t.ctx.tr)
            g.visible = False
            self.t.fx.add(g)
            ghosts.append(self.fly(g, self._seat_anchor(d.seat)))
        self._add(*ghosts)

    def _card_revealed(self, d: ev.CardRevealed, kind: str) -> None:
        card = self.t.spots.face_up.get((d.deck, d.slot))
        at = self._pos(card)
        if card is None or at is None:
            return
        g = TextCard(d.deck, d.card, x=at[0], y=at[1], w=card.w, h=card.h, tr=self.t.ctx.tr)
        g.visible = False
        self.t.fx.add(g)
        self._add(self.appear(g, 0.15))

    def _die_rolls(self, d: ev.DieChanged | ev.DieRolled, kind: str) -> None:
        node = self.t.spots.dice.get((d.spot.area, d.spot.index, d.spot.pos))
        if node is not None:
            self.t.parts.stale(node)
            self._add(Roll(node, d.new, 0.6 if kind == "die_rolled" else 0.3))

    def _dice_swapped(self, d: ev.DiceSwapped, kind: str) -> None:
        a, b = self._spot(d.a), self._spot(d.b)
        if a is not None and b is not None:
            ga, gb = self.ghost_die(d.dice[0], a), self.ghost_die(d.dice[1], b)
            self._add(self.fly(ga, b), self.fly(gb, a))

    def _rep_moved(self, d: ev.RepMoved, kind: str) -> None:
        a, b = self._spot(d.source), self._spot(d.target)
        if a is None or b is None:
            return
        colors = [p.color for p in self.t.view.players]
        rep = rep_token(d.owner, colors, 24, x=a[0], y=a[1])
        rep.visible = False
        self.t.fx.add(rep)
        self._add(self.fly(rep, b), self.fly(self.ghost_die(d.die, b), a))

    def _follower_placed(self, d: ev.FollowerPlaced, kind: str) -> None:
        taken = self.t.taken
        slot = self.t.spots.slots.get(d.slot) if d.seat == self.t.front_seat else None
        start, end = self._pos(taken), self._pos(slot)
        if start is not None and end is not None:
            self._add(self.fly(self.ghost_die(d.die, start, 44), end, hide=taken))

    def _follower_moved(self, d: ev.FollowerMoved, kind: str) -> None:
        """A follower flies to its new slot; in a swap the other one flies back the other way. Only where both
        slots are on screen (the front board), else the re-sync shows the result."""
        seat = d.seat
        if seat != self.t.front_seat:
            return
        spots = self.t.spots
        moving = spots.dice.get(("board", seat, d.source))
        other = spots.dice.get(("board", seat, d.target)) if d.swapped else None
        start, end = self._pos(spots.slots.get(d.source)), self._pos(spots.slots.get(d.target))
        if not isinstance(moving, DiceDie) or start is None or end is None:
            return
        flights = [self.fly(self.ghost(moving.die_color, moving.value, start, moving.w), end, hide=moving)]
        if isinstance(other, DiceDie):
            flights.append(self.fly(self.ghost(other.die_color, other.value, end, other.w), start, hide=other))
        self._add(*flights)

    def _round_started(self, d: ev.RoundStarted, kind: str) -> None:
        if d.round > 1:
            tr = self.t.ctx.tr
            self._add(self.banner(tr("Round {round} of {rounds}", round=d.round, rounds=self.t.view.rounds),
                                  [tr("{name} starts.", name=self.t.name(d.first_player))], 0.6))

    def _cancel_offered(self, d: ev.CancelOffered, kind: str) -> None:
        self._add(self.banner(*cancel_banner(d, self.t.name, self.t.district_name, self.t.ctx.tr), 0.9))

    def _district_scoring(self, d: ev.DistrictScoring, kind: str) -> None:
        header, tr = self.t.header, self.t.ctx.tr
        counting = tr("The election · counting the votes")
        self._add(Call(lambda: setattr(header, "text", counting)))
        self._add(self.banner(tr("Scoring {district}", district=district_term(d.district, tr)),
                              district_lines(d, self.t.name, tr), 1.1, self.t.spots.tiles.get(d.position)))

    def _final_scoring(self, d: ev.FinalScoring, kind: str) -> None:
        tr = self.t.ctx.tr
        rows = [tr.trn("{name}: {count} votes", "{name}: {count} votes", row.total, name=self.t.name(s))
                for s, row in d.scores.items()]
        self._add(self.banner(tr("Final count"), rows, 1.2))


def cancel_banner(d: ev.CancelOffered, name: Callable[[int], str], district_name: Callable[[int], str],
                  tr: Translator = ENGLISH) -> tuple[str, list[str]]:
    """The banner over the table while a paid cancel is offered: who may pay what to stop whose action, and
    what exactly it would do (the Rep's move and the die it swaps with, from the event's `target` and `die`;
    the follower a focus or manipulation aims at)."""
    who, by = name(d.seat), name(d.by)
    action = action_words({"type": d.action}, tr=tr)
    title = tr("{who} may pay 1 money to cancel {by}'s {action}", who=who, by=by, action=action)
    spot = spot_words(d.spot, district_name, name, tr)
    if d.target is not None and d.die is not None:
        line = tr("{by} would move {who}'s Rep from {spot} to the {die} in {district}.", by=by, who=who, spot=spot,
                  die=die_name(d.die, tr), district=district_name(d.target.index))
    else:
        line = tr("It aims at the follower on {spot}.", spot=spot)
    return title, [line]
