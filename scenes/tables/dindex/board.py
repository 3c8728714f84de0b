"""The Dindex table's places filled from a view: the government board with its tasks (§ 3.4, § 3.5), the drop
zones, the hand (§ 3.8), the chain or the drawn secret action, and one's own role card (§ 3.1).

What is lit or clickable comes only from the asked seat's legal actions, handed in as `legal`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import (
    NO_SEAT,
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DindexAction,
    DindexView,
    PlayCard,
    PlaySecret,
    ProposeCoalition,
    SubmitSecret,
    SupportCrisis,
)
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.drops import HAND_ZONES
from scenes.tables.dindex.look import ActionCardNode, card_name, office_word, strip_lines
from scenes.tables.dindex.nodes import FitText, TaskNode, covering, role_card_texts, role_words
from scenes.tables.dindex.words import role_caps


def zone_words(tr: Translator) -> dict[str, tuple[str, str]]:
    """Each drop zone's label and what its tooltip says (ZONES in the table, in the reader's language)."""
    return {
        "secret": (tr("Secret stack"),
                   tr("Drop a card here: it goes face down on the common stack of secret actions (§ 5.4).")),
        "play": (tr("Play openly"),
                 tr("Drop a card here to play it openly (§ 5.5); a card that aims at a party goes onto that party.")),
        "exchange": (tr.trc("zone", "Exchange"),
                     tr("Drop a card here to discard it face down and draw a new one (§ 5.5).")),
        "counter": (tr.trc("zone", "Counter"),
                    tr("Drop a counter card (raised hand) here to counter the card on top (§ 5.5).")),
        "win": (tr("Win a non-voter"),
                tr("Campaign (§ 5.8): discard the card face down; a non-voter becomes your voter.")),
        "scare": (tr("Scare off voters"),
                  tr("Campaign (§ 5.8): discard the card face down; every other party loses a voter.")),
    }


if TYPE_CHECKING:
    from scenes.tables.dindex.table import DindexTable

CENTRE_SCALE = 0.75
"""The chain's top card and the drawn secret action beside the prompt: 90 × 126 design units."""
CHAIN_X, CHAIN_W = 96.0, 94.0
"""Where the chain's list starts beside its top card (a 0.75 card is 90 wide) and how wide it is."""
CHAIN_VERBS = {"open": "plays", "secret": "carries out", "counter": "counters"}
"""How a card came onto the chain (the events' `mode`)."""


class BoardFiller:
    """Fills the table's places from a view; `legal` is what the party at the screen may do now (or [])."""

    def __init__(self, table: DindexTable) -> None:
        self.t = table
        self._tasks_shown: tuple[Any, ...] | None = None
        """What the tasks on the board were last made from: the same again leaves them as they are."""
        self._hand_shown: tuple[Any, ...] | None = None
        """The same for the hand, the centre (the chain or the drawn secret action) and one's role card."""
        self._centre_shown: tuple[Any, ...] | None = None
        self._role_shown: tuple[Any, ...] | None = None

    def forget_tasks(self) -> None:
        """The tasks' layer was changed by a motion: the next sync makes them anew."""
        self._tasks_shown = None

    def fill_board(self, view: DindexView, legal: Sequence[DindexAction]) -> None:
        t = self.t
        tr = t.ctx.tr
        forming = view.phase in ("propose", "assign", "respond")
        setup = components().setup
        bonus = setup.ministry_rp + setup.competence_bonus_rp
        for o, token in enumerate(t.tokens):
            holder = view.offices[o]
            note = ""
            if forming and o == 0 and view.formateur >= 0:
                holder, note = view.formateur, tr.trc("office", "(forming)")
            elif forming and 1 <= o <= len(view.ministries):
                holder, note = view.ministries[o - 1], tr.trc("office", "(offered)")
            elif view.empty_offices[o]:
                note = tr.trc("office", "(empty: shot)")
            # no tasks lie on the board during a negotiation: the tokens have room for "(offered)" on a line
            token.set_rect(token.x, token.y, token.w, 54 if forming else 40)
            token.show_holder(t.name(holder) if holder >= 0 else tr.trc("office", "— vacant"), note, tr)
            token.draggable = token.lit = token.drop_target = False
            token.on_click = None
            token.data = ("office", o)
            pay = (tr("{rp} RP", rp=setup.chancellery_rp) if o == 0
                   else tr("{rp} RP, {bonus} with the core competence", rp=setup.ministry_rp, bonus=bonus))
            if holder < 0:
                who = tr.trc("office", "vacant")
            else:
                who = tr("{name} {note}", name=t.name(holder), note=note) if note else t.name(holder)
            token.tooltip = tr("{office}: {holder}. § 3.4: {pay} at the settlement", office=office_word(o, tr),
                               holder=who, pay=pay)
            if view.empty_offices[o] and not forming:
                token.tooltip = tr("{words}. Its minister was shot: the office covers no task again this term",
                                   words=token.tooltip)
        for ministry in sorted({a.ministry for a in legal if isinstance(a, PlayCard) and a.ministry is not None}):
            # a card that shoots a minister is dropped onto the ministry it names (decision 18)
            token = t.tokens[1 + PORTFOLIOS.index(ministry)]
            token.drop_target = True
            token.tooltip = tr("{words}. Drop a card that shoots a minister here: this office stands empty for the "
                               "rest of the term",
                               words=token.tooltip or office_word(1 + PORTFOLIOS.index(ministry), tr))
        assigns = [a for a in legal if isinstance(a, AssignMinistry)]
        if assigns:
            token = t.tokens[1 + PORTFOLIOS.index(assigns[0].portfolio)]
            token.data = ("ministry", assigns[0].portfolio)
            token.draggable = token.lit = True
            token.tooltip = tr("Drag this ministry onto a lit party (or click it, then the party)")
        placing = [a for a in legal if isinstance(a, (CoverTask, SupportCrisis))]
        if placing and view.phase in ("tasks", "reposition"):
            # § 5.3: the office being placed is picked up and dropped onto a task, as a card is played
            token = t.tokens[view.task_office]
            token.data = ("placing", view.task_office)
            token.draggable = token.lit = True
            token.tooltip = tr("Drag the {office} onto a lit task (or click a task)",
                               office=office_word(view.task_office, tr))
        actions: dict[int, list[Any]] = {}
        for a in legal:
            if isinstance(a, (CoverTask, SupportCrisis)):
                actions.setdefault(a.task, []).append(a)
        col = (t.board.w - 12) / 6
        key = (forming, view.phase in ("campaign", "over"), view.winners, view.tasks, view.covers, view.offices, col,
               tuple((k, tuple(v)) for k, v in actions.items()), t.seat_names(), tr.language)
        if key != self._tasks_shown:  # the tasks are made anew only when what they show has changed
            self._tasks_shown = key
            self._fill_tasks(view, forming, actions, col)
        for node in t.task_layer.children:  # a cancelled drag unlights its targets: lit again from `legal`
            if isinstance(node, TaskNode):
                node.lit = node.task in actions
        if view.phase == "propose" and legal:
            cands = {p for a in legal if isinstance(a, ProposeCoalition) for p in a.partners}
            for s in cands:
                t.panels[s].on_click = self.toggle_cb(s)
                t.panels[s].lit = s in t.picked
        for a in assigns:
            t.panels[a.seat].drop_target = True
        # a drawn secret action that aims at a party: its possible targets light up and take a click
        secret_aims = [a for a in legal if isinstance(a, PlaySecret) and a.target is not None]
        for a in secret_aims:
            if a.ministry is not None:  # a minister is shot: the ministry token it names takes the click
                token = t.tokens[1 + PORTFOLIOS.index(a.ministry)]
                token.lit = True
                token.on_click = t.act_cb(a)
            if a.target in t.panels and sum(b.target == a.target for b in secret_aims) == 1:
                panel = t.panels[a.target]
                panel.lit = True
                panel.on_click = t.act_cb(a)

    def _fill_tasks(self, view: DindexView, forming: bool, actions: dict[int, list[Any]], col: float) -> None:
        t = self.t
        tr = t.ctx.tr
        t.task_layer.clear()
        tasks = components().tasks
        per: dict[int, int] = {}
        # during a formation the tasks still lying there are the last term's: they go back into the deck when
        # the new government stands (§ 5.3), so showing them "open — not covered" read as if they were due now
        # so are the tasks at a term's start (the draw) and at an end that came before the new government stood:
        # no office is held, the tasks lying there are the last term's (the end showed them "open — not covered")
        stale = forming or all(o == NO_SEAT for o in view.offices)
        # after § 5.6 (the campaign) and at the end, a task nobody covers is no longer open: it was not solved
        done = view.phase in ("campaign", "over") or view.winners is not None
        name = t.name
        for task in () if stale else view.tasks:
            o = 1 + PORTFOLIOS.index(tasks[task].portfolio)
            k = per.get(o, 0)
            per[o] = k + 1
            node = t.task_layer.add(TaskNode(task, covering(view, task, name, tr), tr=tr, settled=done,
                                             x=6 + o * col, y=68 + k * 50, w=col - 6, h=46))
            if task in actions:
                node.on_click = self._task_cb(actions[task])
        if not view.tasks or stale:
            words = (tr("No government tasks on the table yet (they are drawn once the government stands).")
                     if not view.tasks else tr("The last term's tasks go back into the deck: five new ones are drawn "
                                               "once the new government stands."))
            t.task_layer.add(TextNode(words, size=11, x=6 + col, y=90, width=col * 4, color=(190, 200, 190)))

    def _task_cb(self, actions: list[Any]) -> Callable[[], None]:
        t = self.t
        def go() -> None:
            if len(actions) == 1:
                t.act(actions[0])
            else:
                t.toast(t.ctx.tr("Two ways to take this crisis: choose with the buttons under the prompt."))
        return go

    def wish_cb(self, portfolio: str) -> Callable[[], None]:
        """Tick a ministry (or untick it) that the partner answering the offer asks for (§ 5.2)."""
        t = self.t
        def go() -> None:
            t.wanted ^= {portfolio}
            t.show()
        return go

    def toggle_cb(self, seat: int) -> Callable[[], None]:
        """Click a party (or its button) in the formation: it joins the picked partners, or leaves them."""
        t = self.t
        def go() -> None:
            t.picked ^= {seat}
            t.show()
        return go

    def fill_zones(self, view: DindexView, legal: Sequence[DindexAction]) -> None:
        t = self.t
        tr = t.ctx.tr
        for k, (label, hint) in zone_words(tr).items():
            t.zones[k].label.text, t.zones[k].tooltip = label, hint
        wanted = HAND_ZONES.get(view.phase, ())
        if view.viewer is None:
            wanted = ()
        for k, z in t.zones.items():
            z.visible = k in wanted
            z.drop_target = k in wanted
            z.lit = False
        for slot, k in zip(t.zone_slots, wanted, strict=False):
            t.zones[k].set_pos(*slot)
        laid = sum(view.secret_submitted) if view.secret_submitted else 0
        t.zones["secret"].note.text = (tr.trn("{count} card laid · yours is in", "{count} cards laid · yours is in",
                                              laid) if view.my_secret is not None
                                       else tr.trn("{count} card laid", "{count} cards laid", laid))
        t.zones["counter"].note.text = (tr.trn("{count} card on the chain", "{count} cards on the chain",
                                               len(view.chain)) if view.chain else "")
        t.zones["win"].note.text = tr.trn("{count} non-voters left", "{count} non-voters left", view.non_voters)
        t.zones["exchange"].note.text = tr("stack {count}", count=view.stack_size)
        t.zones["play"].note.text = tr("or drop on a party")

    def fill_hand(self, view: DindexView, legal: Sequence[DindexAction]) -> None:
        t = self.t
        t.hand.drop_target = False
        usable = {a.card for a in legal if isinstance(a, (PlayCard, SubmitSecret, Counter, CampaignCard))}
        playing = view.phase not in ("secret_choose", "campaign")
        lit = tuple(c in usable and playing for c in view.hand or ())
        key = (view.hand, view.dindex_level, t.hand.w, t.hand.h, t.ctx.tr.language)
        if key != self._hand_shown:  # the cards are made anew only when the hand has changed
            self._hand_shown = key
            self._fill_cards(view)
        for card, on in zip(t.hand.cards(), lit, strict=False):  # lit anew: a cancelled drag unlights
            card.lit = on

    def _fill_cards(self, view: DindexView) -> None:
        t = self.t
        t.hand.clear()
        for c in view.hand or ():
            node = ActionCardNode(c, view.dindex_level, tr=t.ctx.tr)
            node.data = ("hand", c)
            node.draggable = True
            node.tooltip = None  # the large preview explains the card (a tooltip would cover the prompt)
            t.hand.add(node)
        t.hand.arrange()
        cards = t.hand.cards()
        for left, right in zip(cards, cards[1:], strict=False):  # what the next card leaves visible of this one
            visible = right.x - left.x
            if isinstance(left, ActionCardNode):
                left.strip = left.kept_strip = visible if visible < left.w - 8 else None

    def fill_centre(self, view: DindexView) -> None:
        t = self.t
        secret = view.my_secret_drawn if view.phase == "secret_play" else None
        tr = t.ctx.tr
        key = (secret, view.dindex_level, view.chain, t.centre.y, t.role_card.y, t.seat_names(), tr.language)
        if key == self._centre_shown:
            return
        self._centre_shown = key
        t.centre.clear()
        if view.phase == "secret_play" and view.my_secret_drawn is not None:
            t.centre.add(TextNode(tr("Your secret action:"), size=11, bold=True, x=0, y=0))
            drawn = t.centre.add(ActionCardNode(view.my_secret_drawn, view.dindex_level, x=0, y=16,
                                                scale=CENTRE_SCALE, tr=tr))
            drawn.tooltip = None  # hovering it shows the large preview
            return
        if view.chain:
            top = view.chain[-1]
            shown = t.centre.add(ActionCardNode(top.card, top.dindex_level, x=0, y=0, scale=CENTRE_SCALE, tr=tr))
            shown.tooltip = None
            shown.name = "chain top"
            self._fill_chain(view)

    def _who(self, seat: int, target: int | None, mode: str) -> str:
        """Who put a card on the chain, by name: "Normal bot 4 plays → Ada"."""
        name, tr = self.t.name, self.t.ctx.tr
        if mode == "counter":
            return tr("{name} counters", name=name(seat))
        if mode == "secret":
            return (tr("{name} carries out → {target}", name=name(seat), target=name(target)) if target is not None
                    else tr("{name} carries out", name=name(seat)))
        return (tr("{name} plays → {target}", name=name(seat), target=name(target)) if target is not None
                else tr("{name} plays", name=name(seat)))

    def _chain_entry(self, who: str, card: int) -> tuple[TextNode, TextNode]:
        """(who played, the card's name) of a chain entry, both wrapped in the chain's width: a party's name
        cut to its letter ("1. D plays") read as a code (playtest 4)."""
        x, width = CHAIN_X, CHAIN_W
        tr, painter = self.t.ctx.tr, self.t.stage.painter
        name = card_name(card, tr)
        if any(painter.text(word, 10, (0, 0, 0), bold=True).get_width() > width - 6 for word in name.split()):
            # a word wider than the chain ("Friedensinitiative") is hyphenated, not run out of it
            name = "\n".join(strip_lines(painter, name, 10, width - 6, tr.language))
        return (TextNode(who, size=10, x=x, width=width, color=(210, 210, 210)),
                TextNode(name, size=10, bold=True, x=x + 6, width=width - 6))

    def _tall(self, node: TextNode) -> float:
        """A wrapped line's height (design units) as it is drawn: at the window's scale a line may wrap where
        it did not at scale 1, and the next line ran over it."""
        painter, scale = self.t.stage.painter, self.t.stage.root.scale
        drawn = node.paint(painter, scale)
        return max(node.measure(painter)[1], drawn.get_height() / scale if drawn is not None else 0.0)

    def show_arriving(self, card: int, seat: int, target: int | None, mode: str) -> None:
        """As a played card lands on the chain's top spot, the words beside it name that card and who played
        it: the chain as last synced, often resolved since, read as a stale label under it (playtest 4). The
        next sync shows the whole chain again."""
        t = self.t
        t.centre.clear()
        self._centre_shown = None
        who, what = self._chain_entry(self._who(seat, target, mode), card)
        title = t.centre.add(TextNode(t.ctx.tr("On the chain:"), size=10.5, bold=True, x=CHAIN_X, y=0))
        painter = t.stage.painter
        who.y = title.measure(painter)[1] + 1
        what.y = who.y + self._tall(who)
        t.centre.add(who)
        t.centre.add(what)

    def _fill_chain(self, view: DindexView) -> None:
        """The chain beside its top card, newest last: who played (or countered) and the card's whole name,
        wrapped rather than cut; as many of the newest as the room above the role card holds, the rest
        counted ("+2 earlier")."""
        t = self.t
        painter = t.stage.painter
        x, width = CHAIN_X, CHAIN_W
        room = t.role_card.y - t.centre.y - 6
        modes = ["open" if p.countered is None else "counter" for p in view.chain]
        entries = [self._chain_entry(f"{i + 1}. " + self._who(p.seat, p.target, mode), p.card)
                   for i, (p, mode) in enumerate(zip(view.chain, modes, strict=True))]
        heights = [self._tall(who) + self._tall(what) + 3 for who, what in entries]
        title = t.centre.add(TextNode(t.ctx.tr("On the chain:"), size=10.5, bold=True, x=x, y=0))
        y = title.measure(painter)[1] + 1
        first = len(entries)
        used = y + 14  # the "+n earlier" line, should it be needed
        while first > 0 and used + heights[first - 1] <= room:
            first -= 1
            used += heights[first]
        if first:
            more = t.centre.add(TextNode(t.ctx.tr("(+{count} earlier)", count=first), size=9.5, x=x, y=y,
                                         color=(180, 180, 180)))
            y += more.measure(painter)[1]
        for i, ((who, what), height) in enumerate(zip(entries[first:], heights[first:], strict=True), first):
            # each entry one node (who played, the card's name) that a ring can go round (marks.py)
            entry = t.centre.add(Node(x=x, y=y, w=width, h=height - 3, name="chain entry"))
            entry.data = ("chain", i, view.chain[i].card)
            who.x = what.x = 0
            entry.add(who)
            what.x = 6
            what.y = self._tall(who)
            entry.add(what)
            y += height

    def fill_role(self, view: DindexView) -> None:
        t = self.t
        t.role_card.visible = view.viewer is not None
        seat = view.viewer
        tr = t.ctx.tr
        key = (seat, None if seat is None else (view.roles[seat], view.revealed[seat], role_words(view, seat, tr)),
               view.rp_target, tr.language)
        if key == self._role_shown:
            return
        self._role_shown = key
        t.role_card.clear()
        if view.viewer is None:
            return
        role = view.roles[view.viewer]
        t.role_card.add(TextNode(tr("Your role card"), size=10.5, bold=True, x=8, y=5, color=(220, 200, 150)))
        # one line: the role always, "secret"/"revealed" when there is room (the tooltip says the rest)
        t.role_card.add(FitText(*role_card_texts(view, view.viewer, tr), fit=108, size=12, min_size=10, bold=True,
                                x=8, y=22, color=(240, 120, 110) if role == "oligarch" else (150, 200, 255)))
        goal = (tr("Goal: bring the Dindex down to Oligarchy (1), or seize power.") if role == "oligarch"
                else tr("Goal: reach {rp} RP while democracy lasts.", rp=view.rp_target))
        t.role_card.add(TextNode(goal, size=9.5, x=8, y=42, width=108, color=(200, 200, 200)))
        shown = view.revealed[view.viewer]
        seen = (tr("Everyone has seen it since it was revealed.") if shown else
                tr("Nobody else sees it until an oligarch must reveal it (an oligarch who reaches the Government "
                   "Points to win, § 6.1, or who seizes power) or the game ends."))
        wins = (tr("Oligarchs win when the Dindex falls to Oligarchy (§ 6.2) or by seizing power (§ 6.3).")
                if role == "oligarch" else tr("Democrats win when one of them reaches {rp} RP (§ 6.1).",
                                              rp=view.rp_target))
        t.role_card.tooltip = tr("Your role: {role}. {seen} {wins}", role=role_caps(str(role), tr), seen=seen,
                                 wins=wins)
