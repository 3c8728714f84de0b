"""The seats at the Diceocracy table: the large board of the seat in front of the screen (follower grid
with the row and column actions, popularity and money tracks, tiles, the taken die, the cards in hand),
the other seats in compact panels (or the bag opponent solo), and the set-up options spelled out."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from game.diceocracy.components import components
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import N_, Translator
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.tables.diceocracy.board import (
    MINI_CELL,
    Spots,
    build_bag,
    build_board,
    build_tracks,
    identity_parts,
    line_explained,
    line_words,
    seat_title,
    taken_color,
    tell_bag_story,
)
from scenes.tables.diceocracy.look import (
    BODY_SIZES,
    DIE_LETTER,
    READABLE_BODY,
    DiceDie,
    TextCard,
    band_words,
    card_face_text,
    card_words,
    color_word,
    compact_size,
    die_name,
    hyphen_breaks,
    personality_words,
    seat_color_word,
    seat_letter,
    seat_rgb,
    stunt_text,
    syllables_in,
)
from scenes.tables.diceocracy.terms import ENGLISH

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

FRONT_H = 250.0
HAND_H = 78.0
HAND_CARD_W = 104.0
HAND_CARD_H = 72.0
NBSP = "\u00a0"
STEPS_Y = 206.0
"""Where the turn's checklist starts on the front board (two lines fit above the panel's edge)."""
HANDS = {"agendas", "adverts", "stunts", "agenda_count", "advert_count", "stunt_count"}
"""A player's hand fields: the front board is not built again when only its hand changed."""
TAKEN_W = 70.0
"""The box the taken die waits in, right of the front board's words, while it is to be placed."""


@dataclass
class SeatPieces:
    """What the table lights and animates among the seats' nodes."""

    taken: DiceDie | None = None
    """The die taken this turn, waiting beside the front board to be placed."""
    hand: dict[tuple[str, int], TextCard] = field(default_factory=dict)
    """The front seat's own cards by (deck, card), when the viewer may see them."""
    others_y: float = 0.0
    """Where the row of the other seats (or the bag's panel) begins."""


class SeatPanels:
    """Builds the seats' nodes on the table's board area from a view (`build` on every sync), each seat a
    part of the table's `PartCache` keyed by what it shows (parts.py): only a changed seat is built again."""

    def __init__(self, table: DiceocracyTable) -> None:
        self.t = table
        self.pieces = SeatPieces()
        self.bag_panel: PanelNode | None = None
        """The solo opponent's panel, whose story is retold as the bag's turn is logged."""
        self.bag_view: DiceocracyView | None = None
        """The view the bag's panel was built from (set with `bag_panel`)."""
        self.landed = 0
        """Dice the bag removed that have landed in its row since the panel was built (animations)."""

    def retell_bag(self, lines: list[str]) -> None:
        """The bag's turn was just logged: its panel says so at once (the board itself follows at the next sync)."""
        if self.bag_panel is not None and self.bag_view is not None and self.bag_panel.parent is not None:
            tell_bag_story(self.bag_panel, self.bag_view, lines, self.t.stage.painter, self.t.ctx.tr,
                           removed=len(self.bag_view.removed) + self.landed)
            self.t.parts.stale(self.bag_panel)

    def build(self, view: DiceocracyView) -> SeatPieces:
        t = self.t
        self.pieces = SeatPieces()
        self.bag_panel = None
        self.landed = 0
        seat = t.front_seat
        p = view.players[seat]
        # three parts: the board (its pieces and numbers), the turn's checklist and taken die on it, the hand
        final = bool(revealed_agendas(view, seat, t.name))
        board_key = (seat, t.name(seat), board_fields(p), seat in view.active, view.first_player,
                     view.num_players, taken_color(view, seat), t.geometry(), final)
        board = t.parts.show("front", board_key, lambda area, spots: self._front(view, area, spots, final))
        panel, words_end = board.result
        turn_key = (seat, view.turn, view.phase, view.order, view.order_index, view.active, words_end, t.viewer)
        turn = t.parts.show("front_turn", turn_key, lambda area, spots: self._front_turn(view, area, words_end),
                            parent=panel)
        owners = revealed_agendas(view, seat, t.name)
        # after the game the hand row shows what the final count scored: every seat's secret agendas (the
        # cards left in hand count for nothing then, and crowded the row)
        cards = list(owners) if owners else hand_cards(p)
        # after the game the front board gives the room its turn's lines and taken die no longer need to the
        # row of every seat's agendas below it
        hand_y = t.top_y + panel.h + 6
        hand_h = HAND_H + FRONT_H - panel.h
        hand_key = (seat, t.name(seat), tuple(cards), tuple(owners.values()), p.agendas is None, p.agenda_count,
                    p.advert_count, p.stunt_count, view.num_players, t.geometry(), hand_y, hand_h)
        if owners:
            hand = t.parts.show("hand", hand_key, lambda area, spots: self._final_hand(view, hand_y, hand_h, cards,
                                                                                       area, owners))
        else:
            hand = t.parts.show("hand", hand_key, lambda area, spots: self._hand(view, seat, hand_y, cards, area,
                                                                                 spots, owners))
        self.pieces.taken, self.pieces.hand = turn.result, hand.result
        self._others(view)
        self._setup_info(view)
        return self.pieces

    def _front(self, view: DiceocracyView, area: Node, spots: Spots, final: bool = False) -> tuple[PanelNode, float]:
        """The front seat's board; returns its panel and where its lines of words end. `final`: the game is
        over and every seat's agendas lie under it: the panel ends below its words (no turn, no taken die)."""
        t = self.t
        tr = t.ctx.tr
        seat = t.front_seat
        p = view.players[seat]
        x, y, w = t.right_x, t.top_y, t.right_w
        panel = area.add(PanelNode(x=x, y=y, w=w, h=FRONT_H, stripe=seat_rgb(p.color),
                                   border=t.ctx.palette.accent if seat in view.active else None))
        panel.data = ("seat", seat)
        title = panel.add(TextNode(seat_title(view, seat, t.name(seat), tr), size=12.5, bold=True, x=14, y=6,
                                   width=w - 24))
        counter(spots, seat, "first", title, t.stage.painter, t.stage.root.scale)  # "★first" is in the title
        build_board(panel, view, seat, 14, 30, 48.0, spots, big=True, tr=tr)
        b = components().board
        painter, scale = t.stage.painter, t.stage.root.scale
        for r in range(b.rows):  # the row actions at the rows' ends, the column actions under the columns
            words = hyphen_breaks(painter, f"→ {line_words(p, 'row', r, True, tr)}", 8.5 * scale, 38 * scale,
                                  syllables=syllables_in(tr))
            panel.add(TextNode(words, size=8.5, color=(200, 204, 210),
                               x=14 + 3 * 52, y=30 + r * 52 + 12, width=38,
                               tooltip=tr("Row {number} (→ slots): {action}", number=r + 1,
                                          action=line_explained(p, 'row', r, tr))))
        for c in range(b.cols):
            words = hyphen_breaks(painter, f"↓ {line_words(p, 'col', c, True, tr)}", 8.5 * scale, 50 * scale,
                                  syllables=syllables_in(tr))
            panel.add(TextNode(words, size=8.5, color=(200, 204, 210),
                               x=14 + c * 52, y=30 + 3 * 52, width=50, align="center",
                               tooltip=tr("Column {number} (↓ slots): {action}", number=c + 1,
                                          action=line_explained(p, 'col', c, tr))))
        th = build_tracks(panel, p, 210, 30, cell=17.0, row_h=19.0, numbers=True, spots=spots, seat=seat, tr=tr)
        # two short lines, none wraps at 1080p
        lines = identity_parts(p, tr=tr) + [
            ("played", tr("Stunts played {count}", count=len(p.played_stunts))),
            ("votes", tr("Votes so far: {stunts} from stunts, {adverts} from adverts", stunts=p.stunt_votes,
                         adverts=p.advert_votes))]
        ly = 34 + th
        nodes = []
        for what, text in lines:
            node = panel.add(TextNode(text, size=10.5, x=210, y=ly, width=w - 224 - TAKEN_W - 10))
            counter(spots, seat, what, node, t.stage.painter, t.stage.root.scale)
            nodes.append(node)
            ly += drawn_height(node, t.stage.painter, t.stage.root.scale) + 2  # room for a ring between lines
        identity_block(spots, seat, panel, nodes[:len(identity_parts(p))])
        if final:
            painter, scale = t.stage.painter, t.stage.root.scale
            bottom = max(node.y + (drawn_height(node, painter, scale) if isinstance(node, TextNode) else node.h)
                         for node in panel.children)
            panel.h = min(FRONT_H, max(bottom, ly) + 8)
        return panel, ly

    def _front_turn(self, view: DiceocracyView, area: Node, words_end: float) -> DiceDie | None:
        """On the front board (`area` lies in its panel): the turn's checklist and the die taken this turn,
        which waits beside the board until it is placed (with none, its box goes). Returns that die."""
        t = self.t
        tr = t.ctx.tr
        seat = t.front_seat
        w = t.right_w
        turn = view.turn
        waiting = turn is not None and turn.slot is None and seat in view.active
        words_w = w - 224 - (TAKEN_W + 10 if waiting else 0)
        # "Your turn" only on the viewer's own board (a replay or the public view shows the seat playing)
        steps = turn_steps(view, seat, tr("Your turn") if seat == t.viewer else tr("{name}'s turn", name=t.name(seat)),
                           tr)
        if steps:
            area.add(TextNode(steps, size=10, bold=True, x=210, y=max(STEPS_Y, words_end + 2), width=words_w,
                              color=t.ctx.palette.accent))
        if not waiting or turn is None:
            return None
        holder = area.add(PanelNode(x=w - TAKEN_W - 12, y=150, w=TAKEN_W, h=90, fill=(255, 255, 255, 18),
                                    radius=6))
        holder.add(TextNode(tr("Taken die"), size=9.5, x=6, y=3, width=TAKEN_W - 10))
        taken = holder.add(DiceDie(turn.die.color, turn.die.value, x=(TAKEN_W - 44) / 2, y=22, w=44, h=44,
                                   tooltip=tr("Taken: {die} — drag it onto a lit empty slot of your board (or click "
                                              "it, then the slot)", die=die_name(turn.die, tr))))
        taken.data = ("taken",)
        holder.add(TextNode(tr("place it"), size=9, x=6, y=70, width=TAKEN_W - 10, color=(200, 204, 210)))
        return taken

    def _hand(self, view: DiceocracyView, seat: int, y: float, cards: list[tuple[str, int]], area: Node,
              spots: Spots, owners: dict[tuple[str, int], str]) -> dict[tuple[str, int], TextCard]:
        """The cards in hand side by side, closed up (a card played leaves no gap: the playtest saw gaps, and
        narrow text-less cards for the gaps' sake), or what the viewer may know of them; after the game the
        other seats' secret agendas too, each card naming its owner (`owners`)."""
        t = self.t
        tr = t.ctx.tr
        p = view.players[seat]
        x, w = t.right_x, t.right_w
        hand: dict[tuple[str, int], TextCard] = {}
        if p.agendas is None and not owners:
            held = [tr.trn("{count} secret agenda", "{count} secret agendas", p.agenda_count),
                     tr.trn("{count} advert", "{count} adverts", p.advert_count),
                     tr.trn("{count} stunt", "{count} stunts", p.stunt_count)]  # "1 adverts" read wrong (playtest)
            text = tr("{name}'s hidden cards: {cards}", name=t.name(seat), cards=", ".join(held))
            hidden = area.add(TextNode(text, size=11, x=x + 4, y=y + 24, width=w - 8))
            for deck in ("agendas", "adverts", "stunts"):
                counter(spots, seat, deck, hidden, t.stage.painter, t.stage.root.scale)
            hidden.data = ("counter", seat, "hand")
            return hand
        if not cards:
            area.add(TextNode(tr("No cards in hand."), size=11, x=x + 4, y=y + 24))
            return hand
        card_w, gap = hand_card_width(len(cards), w)
        painter, scale = t.stage.painter, t.stage.root.scale
        pixels_w, pixels_h = max(2, round(card_w * scale)), max(2, round(HAND_CARD_H * scale))
        # a card whose effect fits its face shows it; the others show kind and name, one name size for them
        # all (the largest at which every such name fits its card), the effect in the tooltip
        fits = {(deck, card): card_face_text(painter, deck, card, view.num_players, pixels_w, pixels_h, scale,
                                               READABLE_BODY, tr)[2]
                for deck, card in cards}
        named = [(deck, card) for deck, card in cards if not fits[(deck, card)]]
        compact = min((compact_size(painter, card_words(deck, card, view.num_players, tr)[0],
                                    pixels_w - round(6 * scale), round(54 * scale), scale, syllables_in(tr))
                       for deck, card in named), default=0.0)
        for i, (deck, card) in enumerate(cards):
            node = area.add(TextCard(deck, card, players=view.num_players, x=x + i * (card_w + gap), y=y,
                                     w=card_w, h=HAND_CARD_H, z=i, compact=0.0 if fits[(deck, card)] else compact,
                                     owner=owners.get((deck, card), ""), tr=tr))
            node.data = ("hand", deck, card)
            hand[(deck, card)] = node
        return hand

    def _final_hand(self, view: DiceocracyView, y: float, h: float, cards: list[tuple[str, int]], area: Node,
                    owners: dict[tuple[str, int], str]) -> dict[tuple[str, int], TextCard]:
        """After the game: every seat's secret agendas, which the final count scored, each card whole (its
        owner in its band, its name and its whole effect): in one row while they fit so, else in two or three
        (playtest of issue 27: ten in a row cut the owners to "Otto (Norm" and left some without their words)."""
        t = self.t
        tr = t.ctx.tr
        painter, scale = t.stage.painter, t.stage.root.scale
        x, w = t.right_x, t.right_w
        n = len(cards)
        layouts = []
        for rows in range(1, FINAL_ROWS + 1):
            per_row = -(-n // rows)
            layouts.append((rows, *hand_card_width(per_row, w), (h - 6 - (rows - 1) * 4) / rows))

        def least(layout: tuple[int, float, float, float]) -> float:
            """The smallest effect size among the cards laid so (0: one of them is not whole at any)."""
            return min(next((size for size in BODY_SIZES
                             if final_card_fits(painter, deck, card, owners[(deck, card)], view.num_players,
                                                layout[1], layout[3], scale, size, tr)), 0.0)
                       for deck, card in cards)

        # the rows at which the smallest effect is the largest (the fewest rows of those): one row of ten was
        # whole only at a size nobody reads
        sizes = [least(layout) for layout in layouts]
        rows, card_w, gap, card_h = layouts[sizes.index(max(sizes))]
        per_row = -(-n // rows)
        hand: dict[tuple[str, int], TextCard] = {}
        for i, (deck, card) in enumerate(cards):
            row, col = divmod(i, per_row)
            node = area.add(TextCard(deck, card, players=view.num_players, x=x + col * (card_w + gap),
                                     y=y + row * (card_h + 4), w=card_w, h=card_h, z=i,
                                     owner=owners[(deck, card)], tr=tr))
            node.data = ("hand", deck, card)
            hand[(deck, card)] = node
        return hand

    def _others(self, view: DiceocracyView) -> None:
        t = self.t
        y = t.top_y + FRONT_H + 6 + HAND_H
        h = t.bottom_y - y - 6
        x, w = t.right_x, t.right_w
        self.pieces.others_y = y
        if view.num_players == 1:
            story = tuple(t.bag_story.lines)
            bag_key = (view.bag, view.bag_reps, view.bag_roll, view.removed, story, t.geometry())

            def bag(area: Node, spots: Spots) -> PanelNode:
                return build_bag(area, view, x, y, w, h, list(story), t.stage.painter, spots, t.ctx.tr)

            self.bag_panel = t.parts.show("bag", bag_key, bag).result
            self.bag_view = view
            return
        others = [s for s in range(view.num_players) if s != t.front_seat]
        pw = (w - 8 * (len(others) - 1)) / max(1, len(others))
        for k, seat in enumerate(others):
            at = x + k * (pw + 8)
            activity = t.activity(seat) if seat in view.active else ""
            key = (seat, t.name(seat), view.players[seat], activity, view.first_player, view.num_players,
                   at, pw, t.geometry())
            t.parts.show(("seat", seat), key, partial(self._other, view, seat, at, y, pw, h))

    def _other(self, view: DiceocracyView, seat: int, x: float, y: float, pw: float, h: float, area: Node,
               spots: Spots) -> None:
        """One other seat, top to bottom, each part placed below the measured height of the one above (a long
        name wraps and pushes the board down instead of printing under it): name and colour, what the seat is
        doing, the mini-board with money, Reps, votes and cards beside it, the tracks, candidate and personality."""
        t = self.t
        tr = t.ctx.tr
        painter, scale = t.stage.painter, t.stage.root.scale
        p = view.players[seat]
        panel = area.add(PanelNode(x=x, y=y, w=pw, h=h, stripe=seat_rgb(p.color),
                                   border=t.ctx.palette.accent if seat in view.active else None))
        panel.data = ("seat", seat)
        colour, letter = seat_color_word(p.color, tr), seat_letter(p.color, tr)
        title = panel.add(TextNode(tr("{name} · {colour} ({letter})", name=t.name(seat), colour=colour, letter=letter),
                                   size=11.5, bold=True, x=12, y=4, width=pw - 18,
                                   tooltip=tr("{name} plays {colour}: Reps marked {letter}", name=t.name(seat),
                                              colour=colour, letter=letter)))
        if drawn_height(title, painter, scale) > 20:  # a long name: the stripe shows the colour, the letter stays
            title.text = f"{t.name(seat)} ({letter})"
        while drawn_height(title, painter, scale) > 20 and title.size > 9.5:
            # still two lines (a bot's name with its difficulty, "Bartholomew (Normal)"): a size smaller, rather
            # than the lines below pushed out of the panel's foot
            title.size -= 0.5
        cy = 4 + drawn_height(title, painter, scale)
        status = other_status(view, seat, t.activity(seat) if seat in view.active else "", tr)
        marker = panel.add(TextNode(status, size=9.5, bold=True, x=12, y=cy, width=pw - 18,
                                    color=t.ctx.palette.accent))
        if view.first_player == seat:
            counter(spots, seat, "first", marker, painter, scale)
        cy += 14  # kept even when empty, so the boards of the row line up
        board = build_board(panel, view, seat, 12, cy, MINI_CELL, spots, big=False, tr=tr)
        info_x = 12 + board.w + 4
        iy = cy
        info = other_info(p, tr)
        pitch = board.h / len(info)  # the lines spread over the board's height: room for a ring between them
        room = pw - info_x - 6
        # each a line of its own at one size for them all (German "Stimmen 11" wrapped at 1280×720, and the ring
        # round it ran through "Agenden 3" right under it: playtest of issue 27)
        size = next((size for size in INFO_SIZES
                     if all(painter.text(text, size * scale, (0, 0, 0)).get_width() <= room * scale
                            for _what, text, _tip in info)), INFO_SIZES[-1])
        for what, text, tip in info:
            node = panel.add(TextNode(text, size=size, x=info_x, y=iy, width=room, tooltip=tip))
            counter(spots, seat, what, node, painter, scale)
            iy += max(pitch, drawn_height(node, painter, scale) + RING_ROOM)
        cy = max(cy + board.h, iy) + 4
        cy += build_tracks(panel, p, 12, cy, cell=min(11.0, (pw - 40) / 11), row_h=12.5, numbers=False,
                           spots=spots, seat=seat, tr=tr) + 4  # a ring round the tracks clears the line below
        parts = identity_parts(p, short=True, tr=tr)
        nodes = [TextNode(text, size=9, x=12, y=0, width=pw - 18, color=(200, 200, 200)) for _, text in parts]
        if cy + sum(drawn_height(n, painter, scale) for n in nodes) > h - 3 and len(parts) > 1:
            # no room for a line each (a long name wrapped above): one line, a size smaller, rather than the
            # personality cut off at the panel's foot (playtest: "Tireless Journalist")
            both = TextNode(" · ".join(text for _, text in parts), size=8.5, x=12, y=0, width=pw - 18,
                            color=(200, 200, 200))
            nodes = [both] * len(parts)
        for (what, _text), node in zip(parts, nodes, strict=True):
            if node.parent is None:
                node.set_pos(12, cy)
                panel.add(node)
                cy += drawn_height(node, painter, scale)
            counter(spots, seat, what, node, painter, scale)
        identity_block(spots, seat, panel, list(dict.fromkeys(nodes)))

    def _setup_info(self, view: DiceocracyView) -> None:
        """During set-up the seat choosing reads every option in full where the other seats sit."""
        t = self.t
        seat = view.active[0] if view.active else None
        if view.phase not in ("candidate", "personality") or seat is None or seat != t.viewer:
            return
        key = (view.phase, seat, view.candidates_left, view.players[seat].personality, t.geometry())
        t.parts.show("setup", key, lambda area, spots: self._setup_panel(view, seat, area), z=5)

    def _setup_panel(self, view: DiceocracyView, seat: int, area: Node) -> None:
        t = self.t
        tr = t.ctx.tr
        y = t.top_y + FRONT_H + 6 + HAND_H
        panel = area.add(PanelNode(x=t.right_x, y=y, w=t.right_w, h=t.bottom_y - y - 6,
                                   fill=(24, 28, 36, 255), border=t.ctx.palette.accent, z=5))
        panel.data = ("setup",)
        if view.phase == "candidate":
            title = tr("Candidate tiles still free (one per group)")
            lines = []
            for tile_id in view.candidates_left:
                tile = components().candidates[tile_id]
                lines.append(tr("{letter} {group}: popularity side +{amount} {group} popularity now, or votes side "
                                "{votes} votes per {group} follower at the end", letter=DIE_LETTER[tile.color],
                                group=color_word(tile.color, tr), amount=tile.popularity,
                                votes=tile.votes_per_follower))
        else:
            title = tr("Your personality tiles: pick one side of each")
            lines = []
            for kind, tile_id in zip((N_("Trait — {word}: {text}"), N_("Role — {word}: {text}")),
                                     view.players[seat].personality, strict=True):
                for side in (0, 1):
                    word, text = personality_words(tile_id, side, tr)
                    lines.append(tr(kind, word=word, text=text))
        panel.add(TextNode(title, size=13, bold=True, x=14, y=8, color=t.ctx.palette.accent))
        for i, line in enumerate(lines):
            panel.add(TextNode(line, size=11, x=14, y=34 + i * 34, width=t.right_w - 28))




def hand_card_width(count: int, width: float) -> tuple[float, float]:
    """The width of each of `count` cards side by side in `width`, and the gap between them: full size while
    they fit, else narrower (all side by side rather than a fan whose names hide under the next card)."""
    if count * (HAND_CARD_W + 6) - 6 <= width:
        return HAND_CARD_W, 6.0
    return (width - 4 * (count - 1)) / count, 4.0


FINAL_ROWS = 3
"""The most rows the agendas revealed after the game are laid in (their cards then at least a third as tall)."""


def final_card_fits(painter: Any, deck: str, card: int, owner: str, players: int, w: float, h: float, scale: float,
                    smallest: float = READABLE_BODY, tr: Translator = ENGLISH) -> bool:
    """Whether a card after the game, `w` × `h` design units, shows its owner whole in its band and its name
    and whole effect on its face, its effect at `smallest` points or more (TextCard paints it so)."""
    pw, ph = max(2, round(w * scale)), max(2, round(h * scale))
    band = band_words(painter, "", owner, pw - round(6 * scale), scale).get_width() <= pw - round(6 * scale)
    return bool(band and card_face_text(painter, deck, card, players, pw, ph, scale, smallest, tr)[2])


def revealed_agendas(view: DiceocracyView, front: int, name: Any) -> dict[tuple[str, int], str]:
    """Once the game is over, every seat's secret agendas (revealed for the final scoring, rulebook "End Game
    Scoring"), by card, with their owner's name: "View the table" showed only the front seat's (playtest 5).
    Solo there are no others: the hand stays as it was."""
    if view.phase != "over" or view.num_players == 1:
        return {}
    seats = [front, *(s for s in range(view.num_players) if s != front)]  # the front seat's first
    return {("agendas", card): name(seat) for seat in seats for card in view.players[seat].agendas or ()}


def hand_cards(p: Any) -> list[tuple[str, int]]:
    """A player's cards in hand as (deck, card), agendas, adverts, stunts (none when hidden)."""
    return [(deck, c) for deck in ("agendas", "adverts", "stunts") for c in getattr(p, deck) or ()]


RING_ROOM = 2.0
"""Room between the identity lines and their block's edge, where a ring's line is drawn (design units)."""
INFO_SIZES = (9.0, 8.5, 8.0, 7.5)
"""Point sizes tried for the short lines beside another seat's mini-board, largest first: each stays one line."""


def identity_block(spots: Spots, seat: int, panel: Node, lines: list[TextNode]) -> None:
    """The candidate and personality lines (already placed on `panel`) as one target: both are chosen at
    set-up, and a ring each ran through the other line (playtest 5)."""
    if not lines:
        return
    # a little wider and lower than the words: the ring's line, drawn on the target's edge, crossed the first
    # letters and the descenders of the last line (1080p, playtest of issue 27)
    left, top = lines[0].x - 1 - RING_ROOM, lines[0].y
    block = panel.add(Node(x=left, y=top, w=max(n.w for n in lines) + 4 + 2 * RING_ROOM,
                           h=max(n.y + n.h for n in lines) - top + RING_ROOM))
    for line in lines:  # the lines go inside the block: the ring is theirs
        line.detach()
        line.set_pos(line.x - left, line.y - top)
        block.add(line)
    block.data = ("identity", seat)
    spots.counters[(seat, "identity")] = block


def counter(spots: Spots, seat: int, what: str, node: TextNode, painter: Any, scale: float = 1.0) -> None:
    """Register the line that shows one of a seat's numbers or marks. It is sized to its words (its tooltip,
    if any, then shows when they are pointed at); the ring of a move that changed it goes around a target
    as tall as the line (the lines are set far enough apart for it) and a little wider, so that its sides
    clear the first letter and the number at the end. Sized as drawn at `scale` (the window's): at 1080p a
    line measured at 1× ran past its ring's end."""
    w, h = drawn_size(node, painter, scale)
    node.w, node.h = w, h
    target = node.add(Node(x=-1, w=w + 4, h=h))
    target.data = ("counter", seat, what)
    spots.counters[(seat, what)] = target


def board_fields(p: Any) -> tuple[Any, ...]:
    """What a player's board shows: every field of its view but the hand."""
    return tuple(getattr(p, f) for f in type(p).model_fields if f not in HANDS)


def drawn_size(node: TextNode, painter: Any, scale: float) -> tuple[float, float]:
    """A text's size in design units as drawn at this scale (see drawn_height)."""
    width = int(node.wrap * scale) if node.wrap else None
    surf = painter.text(node.text, node.size * scale, (0, 0, 0), bold=node.bold, width=width, align=node.align)
    return surf.get_width() / scale, surf.get_height() / scale


def drawn_height(node: TextNode, painter: Any, scale: float) -> float:
    """A text's height in design units as drawn at this scale: text at 1.5× can wrap where it did not at 1×,
    so whatever goes below it is placed by the height it will really have."""
    width = int(node.wrap * scale) if node.wrap else None
    surf = painter.text(node.text, node.size * scale, (0, 0, 0), bold=node.bold, width=width, align=node.align)
    return float(surf.get_height()) / scale


def other_status(view: DiceocracyView, seat: int, activity: str, tr: Translator = ENGLISH) -> str:
    """What another seat is doing now, on its own line under its name: `activity` (the table's words for a
    waited-for seat: "thinking…", "their turn", "to move" in a replay), and whether it holds the marker."""
    words = [activity] if activity else []
    if view.first_player == seat and view.num_players > 1:
        words.append(tr("★ first player"))
    return " · ".join(words)


def other_info(p: Any, tr: Translator = ENGLISH) -> list[tuple[str, str, str]]:
    """The short lines beside another seat's mini-board: what each shows, its words, and its words in full for
    the tooltip."""
    played = ", ".join(stunt_text(c, tr)[0] for c in p.played_stunts) or tr("none yet")
    return [("money", tr("Money {count}", count=p.money), tr("{count} money", count=p.money)),
            ("reps", tr("Reps {count}", count=p.reps), tr("{count} Reps left to send", count=p.reps)),
            ("votes", tr("Votes {count}", count=p.stunt_votes + p.advert_votes),
             tr("{stunts} votes from stunts, {adverts} from adverts so far", stunts=p.stunt_votes,
                adverts=p.advert_votes)),
            ("agendas", tr("Agendas {count}", count=p.agenda_count),
             tr.trn("{count} secret agenda cards in hand", "{count} secret agenda cards in hand", p.agenda_count)),
            ("adverts", tr("Adverts {count}", count=p.advert_count),
             tr.trn("{count} advertising cards in hand", "{count} advertising cards in hand", p.advert_count)),
            ("stunts", tr("Stunts {count}", count=p.stunt_count),
             tr.trn("{count} political stunt cards in hand", "{count} political stunt cards in hand",
                    p.stunt_count)),
            ("played", tr("Played {count}", count=len(p.played_stunts)),
             tr("Political stunts played: {stunts}", stunts=played))]


def turn_steps(view: DiceocracyView, seat: int, whose: str = "Your turn", tr: Translator = ENGLISH) -> str:
    """The five-step turn as a checklist for the seat whose turn it is: ✓ done, ▸ now, · still to come.
    `whose`: how it opens ("Your turn"; "Ben's turn" when the board is not the viewer's own)."""
    if view.phase in ("candidate", "personality", "over", "bag_tie") or not view.active:
        return ""
    if view.order[view.order_index] != seat:
        return ""
    turn = view.turn
    phase = view.phase
    took = turn is not None
    placed = turn is not None and turn.slot is not None

    def mark(done: bool, now: bool) -> str:
        return "✓" if done else "▸" if now else "·"

    district = turn is not None and turn.district_done
    follower = turn is not None and turn.follower_done
    in_four = phase in ("actions", "resolve", "respond")
    steps = [tr("{mark} 1–2 take a die", mark=mark(took, phase == 'take')),
             tr("{mark} 3 place it", mark=mark(placed, phase == 'place')),
             tr("{mark} 4 district action", mark=mark(district, in_four and not district)),
             tr("{mark} 4 follower action", mark=mark(follower, in_four and not follower)),
             tr("{mark} 5 cards", mark=mark(False, phase == 'cards'))]
    # each step's words held together (no-break spaces): a line breaks between steps, never inside one
    return tr("{whose}: {steps}", whose=whose, steps="   ".join(step.replace(" ", NBSP) for step in steps))
