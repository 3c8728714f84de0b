"""The Dindex table's places filled from a view: the government board with its tasks (§ 3.4, § 3.5), the drop
zones, the hand (§ 3.8), the chain or the drawn secret action, and one's own role card (§ 3.1).

What is lit or clickable comes only from the asked seat's legal actions, handed in as `legal`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import (
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DindexView,
    PlayCard,
    PlaySecret,
    ProposeCoalition,
    SubmitSecret,
    SupportCrisis,
)
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.look import OFFICE_WORD, ActionCardNode
from scenes.tables.dindex.drops import HAND_ZONES
from scenes.tables.dindex.nodes import SEAT_LETTERS, FitText, TaskNode, covering, role_words


class DindexBoard:
    """The filling half of DindexTable (mixed in; it reads the table's nodes)."""

    stage: Any
    board: Any
    tokens: list[Any]
    task_layer: Node
    panels: dict[int, Any]
    zones: dict[str, Any]
    zone_slots: list[tuple[float, float]]
    hand: Any
    centre: Node
    role_card: Any
    picked: set[int]

    def _fill_board(self, view: DindexView, legal: Sequence[Any]) -> None:
        forming = view.phase in ("propose", "assign", "respond")
        for o, token in enumerate(self.tokens):
            holder = view.offices[o]
            note = ""
            if forming and o == 0 and view.formateur >= 0:
                holder, note = view.formateur, "(forming)"
            elif forming and 1 <= o <= len(view.ministries):
                holder, note = view.ministries[o - 1], "(offered)"
            token.show_holder(self.name(holder) if holder >= 0 else "— vacant", note)
            token.draggable = token.lit = False
            token.data = ("office", o)
            token.tooltip = f"{OFFICE_WORD[o]} (§ 3.4): {'2 RP' if o == 0 else '1 RP, 2 with the core competence'} at the settlement"
        assigns = [a for a in legal if isinstance(a, AssignMinistry)]
        if assigns:
            token = self.tokens[1 + PORTFOLIOS.index(assigns[0].portfolio)]
            token.data = ("ministry", assigns[0].portfolio)
            token.draggable = token.lit = True
            token.tooltip = "Drag this ministry onto a lit party (or click it, then the party)"
        self.task_layer.clear()
        tasks = components().tasks
        col = (self.board.w - 12) / 6
        per: dict[int, int] = {}
        actions: dict[int, list[Any]] = {}
        for a in legal:
            if isinstance(a, (CoverTask, SupportCrisis)):
                actions.setdefault(a.task, []).append(a)
        # during a formation the tasks still lying there are the last term's: they go back into the deck when
        # the new government stands (§ 5.3), so showing them "open — not covered" read as if they were due now
        forming = view.phase in ("propose", "assign", "respond")
        for t in () if forming else view.tasks:
            o = 1 + PORTFOLIOS.index(tasks[t].portfolio)
            k = per.get(o, 0)
            per[o] = k + 1
            node = self.task_layer.add(TaskNode(t, covering(view, t, self.name), covering(view, t, self.name, letters=True), x=6 + o * col, y=68 + k * 50,
                                                w=col - 6, h=46))
            if t in actions:
                node.lit = True
                node.on_click = self._task_cb(actions[t])
        if not view.tasks or forming:
            words = ("No government tasks on the table yet (they are drawn once the government stands)."
                     if not view.tasks else "The last term's tasks go back into the deck: five new ones are drawn "
                     "once the new government stands.")
            self.task_layer.add(TextNode(words, size=11, x=6 + col, y=80, width=col * 4, color=(190, 200, 190)))
        if view.phase == "propose" and legal:
            cands = {p for a in legal if isinstance(a, ProposeCoalition) for p in a.partners}
            for s in cands:
                self.panels[s].on_click = self._toggle_cb(s)
                self.panels[s].lit = s in self.picked
        for a in assigns:
            self.panels[a.seat].drop_target = True
        # a drawn secret action that aims at a party: its possible targets light up and take a click
        for a in legal:
            if isinstance(a, PlaySecret) and a.target is not None and a.target in self.panels:
                panel = self.panels[a.target]
                panel.lit = True
                panel.on_click = self._secret_cb(a)

    def _secret_cb(self, action: Any) -> Any:
        return lambda: self._act(action)

    def _task_cb(self, actions: list[Any]) -> Any:
        def go() -> None:
            if len(actions) == 1:
                self._act(actions[0])
            else:
                self.stage.toast("Two ways to take this crisis: choose with the buttons under the prompt.")
        return go

    def _toggle_cb(self, seat: int) -> Any:
        def go() -> None:
            self.picked ^= {seat}
            self.show()
        return go

    def _fill_zones(self, view: DindexView, legal: Sequence[Any]) -> None:
        wanted = HAND_ZONES.get(view.phase, ())
        if view.viewer is None:
            wanted = ()
        for k, z in self.zones.items():
            z.visible = k in wanted
            z.drop_target = k in wanted
            z.lit = False
        for slot, k in zip(self.zone_slots, wanted, strict=False):
            self.zones[k].set_pos(*slot)
        laid = sum(view.secret_submitted) if view.secret_submitted else 0
        self.zones["secret"].note.text = f"{laid} card{'s' if laid != 1 else ''} laid" + (
            " · yours is in" if view.my_secret is not None else "")
        self.zones["counter"].note.text = f"{len(view.chain)} card(s) on the chain" if view.chain else ""
        self.zones["win"].note.text = f"{view.non_voters} non-voters left"
        self.zones["exchange"].note.text = f"stack {view.stack_size}"
        self.zones["play"].note.text = "or drop on a party"

    def _fill_hand(self, view: DindexView, legal: Sequence[Any]) -> None:
        self.hand.clear()
        self.hand.drop_target = False
        if view.hand is None:
            return
        usable = {a.card for a in legal if isinstance(a, (PlayCard, SubmitSecret, Counter, CampaignCard))}
        for c in view.hand:
            node = ActionCardNode(c, view.dindex_level)
            node.data = ("hand", c)
            node.draggable = True
            node.lit = c in usable and view.phase != "secret_choose" and view.phase != "campaign"
            self.hand.add(node)
        self.hand.arrange()
        cards = self.hand.cards()
        for left, right in zip(cards, cards[1:]):  # what the next card leaves visible of this one
            visible = right.x - left.x
            if isinstance(left, ActionCardNode):
                left.strip = visible if visible < left.w - 8 else None

    def _fill_centre(self, view: DindexView) -> None:
        self.centre.clear()
        if view.phase == "secret_play" and view.my_secret_drawn is not None:
            self.centre.add(TextNode("Your secret action:", size=11, bold=True, x=0, y=0))
            self.centre.add(ActionCardNode(view.my_secret_drawn, view.dindex_level, x=0, y=16, scale=0.85))
            return
        if view.chain:
            top = view.chain[-1]
            self.centre.add(ActionCardNode(top.card, top.dindex_level, x=0, y=0, scale=0.9))
            # two short lines per card (who, then what), the newest five: a long chain used to run down onto
            # the role card; seat letters stand in for names that do not fit
            self.centre.add(TextNode("On the chain:", size=10, bold=True, x=100, y=0))
            y = 14.0
            shown = list(enumerate(view.chain))[-5:]
            if len(view.chain) > 5:
                self.centre.add(TextNode(f"(+{len(view.chain) - 5} below)", size=9, x=100, y=y, color=(180, 180, 180)))
                y += 12
            for i, p in shown:
                letter = SEAT_LETTERS[p.seat]
                if p.countered is not None:
                    who = (f"{i + 1}. {self.name(p.seat)} counters", f"{i + 1}. {letter} counters")
                else:
                    aim = f" → {self.name(p.target)}" if p.target is not None else ""
                    aim_l = f" → {SEAT_LETTERS[p.target]}" if p.target is not None else ""
                    who = (f"{i + 1}. {self.name(p.seat)} plays{aim}", f"{i + 1}. {letter} plays{aim_l}")
                self.centre.add(FitText(*who, fit=92, size=10, min_size=8.5, x=100, y=y, color=(210, 210, 210)))
                self.centre.add(FitText(components().cards[p.card].name, fit=84, size=10, min_size=8.5, bold=True,
                                        x=108, y=y + 12))
                y += 25

    def _fill_role(self, view: DindexView) -> None:
        self.role_card.clear()
        self.role_card.visible = view.viewer is not None
        if view.viewer is None:
            return
        role = view.roles[view.viewer]
        self.role_card.add(TextNode("Your role card", size=10.5, bold=True, x=8, y=5, color=(220, 200, 150)))
        words = role_words(view, view.viewer).replace("You: ", "")
        # one line: the role always, "secret"/"revealed" when there is room (the tooltip says the rest)
        self.role_card.add(FitText(words, words.split(" · ")[0], fit=108, size=12, min_size=10, bold=True, x=8,
                                   y=22, color=(240, 120, 110) if role == "oligarch" else (150, 200, 255)))
        goal = ("Goal: bring the Dindex down to Oligarchy (1), or seize power." if role == "oligarch"
                else f"Goal: reach {view.rp_target} RP while democracy lasts.")
        self.role_card.add(TextNode(goal, size=9.5, x=8, y=42, width=108, color=(200, 200, 200)))
        shown = view.revealed[view.viewer]
        self.role_card.tooltip = (
            f"Your role: {str(role).upper()}. " + ("Everyone has seen it since it was revealed. " if shown else
            "Nobody else sees it until an oligarch must reveal it (an oligarch who reaches the RP target, § 6.1, or "
            "who seizes power) or the game ends. ")
            + ("Oligarchs win when the Dindex falls to Oligarchy (§ 6.2) or by seizing power (§ 6.3)."
               if role == "oligarch" else f"Democrats win when one of them reaches {view.rp_target} RP (§ 6.1)."))
