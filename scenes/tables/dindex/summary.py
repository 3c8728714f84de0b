"""The end-of-term summary (§ 5.3 – § 5.8): the tasks solved and unsolved, the offices settled with the RP
each brought, the chaos and every move of the Dindex with its cause. It lies over the government board from
the settlement until it is dismissed ("OK, seen"), so nobody has to piece the term together from the log.

Once the next term has begun the board is needed again and the summary waits at the foot of the log, folded
to one bar ("End of term 1", Show, OK, seen) that opens on a click: unfolded there beside the kept results at
the log's top it left a few lines of the log readable (playtest 5: notices piled over the log).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import DindexView
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.render import Color, Painter
from scenes.tables.dindex.history import TermRecord, cause_words
from scenes.tables.dindex.look import ENGLISH, office_word, step_words, task_name
from scenes.tables.dindex.nodes import FitText

BAR_H = 42.0
"""The folded summary's height: one row, its buttons and a margin."""
SIZES = (12.0, 11.5, 11.0, 10.5, 10.0)
"""Font sizes tried for the lines, largest first, until the summary fits over the board."""


def office_pay(office: int, seat: int, view: DindexView) -> tuple[int, bool]:
    """(RP the office pays its holder at the settlement, whether a core competence doubled it) (§ 5.7)."""
    setup = components().setup
    if office == 0:
        return setup.chancellery_rp, False
    core = PORTFOLIOS[office - 1] in view.competences[seat]
    return setup.ministry_rp + (setup.competence_bonus_rp if core else 0), core


def summary_lines(rec: TermRecord, view: DindexView, name: Callable[[int], str],
                  tr: Translator = ENGLISH) -> list[tuple[str, str]]:
    """(heading, words) of each part of the term's summary."""
    tasks = components().tasks
    none = tr.trc("summary", "none")
    solved = ", ".join(task_name(t, tr) for t in rec.solved) or none
    unsolved = "; ".join(tr("{task} ({effects})", task=task_name(t, tr),
                            effects="; ".join(step_words(st, tr) for st in tasks[t].unsolved))
                         for t in rec.unsolved) or none
    paid = rec.rp_gained or {}
    offices = []
    for office, seat in sorted(rec.offices.items()):
        if seat < 0:
            continue
        rp, core = office_pay(office, seat, view)
        if not paid.get(seat):
            gain = tr("not paid (the game ended first)")
        else:
            gain = tr("+{rp} RP (★ core)", rp=rp) if core else tr("+{rp} RP", rp=rp)
        offices.append(tr("{office}: {name} {gain}", office=office_word(office, tr), name=name(seat), gain=gain))
    totals = ", ".join(f"{name(s)} +{g}" for s, g in sorted(paid.items()) if g) or tr.trc("summary", "nobody")
    moves = "; ".join(tr("{sign}{cards} for {cause}", sign="+" if delta > 0 else "−", cards=abs(delta),
                         cause=cause_words(cause, tr)) for delta, cause in rec.dindex)
    chaos = (tr("the Dindex fell a card and one core voter of every party became a voter (§ 5.8)") if rec.chaos
             else tr.trc("summary", "none yet"))
    return [
        (tr.trc("summary", "Tasks solved"), solved),
        (tr.trc("summary", "Unsolved, took effect"), unsolved),
        (tr.trc("summary", "Offices settled"), tr("{offices}. RP this term: {totals}.", offices="; ".join(offices),
                                                   totals=totals) if offices else tr("RP: {totals}.", totals=totals)),
        (tr.trc("summary", "Dindex moves"), moves or none),
        (tr.trc("summary", "Chaos"), chaos),
    ]


class TermSummary(Node):
    """The summary panel; `show(term, lines)` until `dismiss()` (or the button) puts it away."""

    def __init__(self, painter: Painter, accent: Color, on_dismiss: Callable[[int], None], **kw: Any) -> None:
        kw.setdefault("z", 30)
        super().__init__(**kw)
        self.tr: Translator = ENGLISH
        """The reader's words (the table sets them before it shows the summary)."""
        self.painter = painter  # to measure the lines, so the summary fits the board
        self.accent = accent
        self.on_dismiss = on_dismiss
        self.term = 0
        self.lines: list[tuple[str, str]] = []
        self.room: tuple[float, float, float, float, bool] = (0.0, 0.0, 0.0, 0.0, False)
        self.panel = self.add(PanelNode(fill=(22, 28, 30, 255), border=accent, radius=10))
        self.button = self.add(ButtonNode("OK, seen", self.dismiss, w=96, h=26, size=12, z=2,
                                          tooltip="Put the summary away (the log keeps every line)"))
        self.fold_button = self.add(ButtonNode("Show", self.toggle_fold, w=64, h=26, size=12, z=2,
                                               tooltip="Open the summary over the log, or fold it again"))
        self.foldable = False
        """Waiting at the foot of the log: folded to its bar unless opened."""
        self.unfolded = False
        self.visible = False

    def show(self, term: int, lines: list[tuple[str, str]], *, foldable: bool = False,
             tr: Translator | None = None) -> None:
        """Show the summary of `term`; `foldable`: it waits beside the log, folded until opened (each term's
        summary starts folded)."""
        if term != self.term:
            self.unfolded = False
        if tr is not None and tr is not self.tr:
            self.tr = tr
            self.visible = False  # made anew in the new words
        if (term, lines, foldable) != (self.term, self.lines, self.foldable) or not self.visible:
            self.term, self.lines, self.foldable = term, lines, foldable
            self.visible = True
            self._refill()

    @property
    def folded(self) -> bool:
        return self.foldable and not self.unfolded

    def toggle_fold(self) -> None:
        self.unfolded = not self.unfolded
        self._refill()

    def hide(self) -> None:
        self.visible = False

    def dismiss(self) -> None:
        self.visible = False
        self.on_dismiss(self.term)

    def place(self, x: float, y: float, w: float, h: float, *, shrink: bool = False) -> None:
        """Within (x, y, w, h); `shrink`: only as tall as the lines need, its foot kept at y + h."""
        if (x, y, w, h, shrink) != self.room:
            self.room = (x, y, w, h, shrink)
            self.set_rect(x, y, w, h)
            if self.visible:
                self._refill()

    def texts(self) -> list[str]:
        """Every line shown (for the tests)."""
        return [n.text for n in self.panel.children if isinstance(n, TextNode)]

    def _refill(self) -> None:
        x, y, w, h, shrink = self.room
        self.set_rect(x, y, w, h)
        self.panel.clear()
        tr = self.tr
        self.button.label = tr("OK, seen")
        self.button.tooltip = tr("Put the summary away (the log keeps every line)")
        self.fold_button.tooltip = tr("Open the summary over the log, or fold it again")
        self.button.set_pos(self.w - 106, 8)
        self.fold_button.visible = self.foldable
        self.fold_button.label = tr.trc("summary", "Show") if self.folded else tr.trc("summary", "Hide")
        self.fold_button.set_pos(self.w - 176, 8)
        heading, short = tr("End of term {term}", term=self.term), tr("Term {term}", term=self.term)
        if self.folded:  # one bar at the foot of its room: the title and the two buttons
            self.panel.add(FitText(heading, short, fit=self.w - 192, size=14,
                                   min_size=11, bold=True, x=12, y=11, color=self.accent))
            self.set_rect(x, y + h - BAR_H, w, BAR_H)
            self.panel.set_rect(0, 0, self.w, self.h)
            return
        title: TextNode
        if self.foldable:  # opened beside the log, two buttons share the title's row: one line, shorter if need be
            title = FitText(heading, short, fit=w - 200, size=15, min_size=12,
                            bold=True, x=12, y=11, color=self.accent)
        else:
            title = TextNode(heading, size=15, bold=True, x=12, y=8, width=w - 130,
                             color=self.accent)
        self.panel.add(title)
        top = 10 + max(26.0, title.measure(self.painter)[1]) + 4
        width = self.w - 24
        for size in SIZES:  # the largest size at which every line fits over the board
            nodes = [TextNode(tr("{heading}: {words}", heading=head, words=words), size=size, x=12, width=width,
                              color=(228, 228, 220))
                     for head, words in self.lines]
            heights = [n.measure(self.painter)[1] for n in nodes]
            if top + sum(heights) + 3 * len(nodes) <= self.h - 8:
                break
        line_y = top
        for node, height in zip(nodes, heights, strict=True):
            node.y = line_y
            self.panel.add(node)
            line_y += height + 3
        if shrink:
            self.set_rect(x, y + h - (line_y + 8), w, line_y + 8)
        self.panel.set_rect(0, 0, self.w, self.h)
