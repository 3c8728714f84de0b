"""What a Democrat bot reads about roles from behaviour it has seen in the open.

The View shows a card played openly only while the response window after it is open (every other party is
asked then, so every Democrat sees it). A Democrat bot remembers what it saw there: a party that openly
played a card that stacks the Dindex off (its bombs, a Dindex step, a full group of system opponents) or
seizes power, or that countered a card which would have stacked it on, is suspected of being an Oligarch.
Democrat bots avoid all of these (they cost their own side the game), so only an Oligarch, or a Democrat
with nothing better in a corner, does them. Revealed Oligarchs are enemies outright and need no memory.

The tasks tell too (§ 5.3): when the secret phase begins, the offices lie where their holders put them. A
Chancellery that stayed free while a problem lay uncovered, or a minister with the competence who took a
problem of its portfolio and left that portfolio's crisis uncovered, let a task go unsolved on purpose;
Democrat bots always take the task, and the crisis before the problem.

Secret actions say nothing about their submitter (the common stack is shuffled and drawn anonymously; the
drawer must carry out what it drew), and a wolf card reveals its player's role anyway, so the secret phase
adds no suspicion.
"""

from __future__ import annotations

from game.dindex.components import PORTFOLIOS, ActionCard, components
from game.dindex.effects_model import Chance, ChangeDindex, Move, SeizePower, Step
from game.dindex.state import DindexView, Pending


def lowers_the_dindex(card: ActionCard, dindex_level: int) -> bool:
    """The card, taking effect at this level, stacks the Dindex off or may seize power."""
    return card.bombs_at(dindex_level) > 0 or any(_drops(step) for step in card.steps)


def raises_the_dindex(card: ActionCard) -> bool:
    return any(_lifts(step) for step in card.steps)


def _drops(step: Step) -> bool:
    if isinstance(step, SeizePower):
        return True
    if isinstance(step, ChangeDindex):
        return step.delta < 0
    if isinstance(step, Move):
        return step.dst == "opponent"  # system opponents in full groups stack the Dindex off (§ 3.3)
    if isinstance(step, Chance):
        return any(_drops(s) for outcome in step.outcomes for s in outcome.steps)
    return False


def _lifts(step: Step) -> bool:
    if isinstance(step, ChangeDindex):
        return step.delta > 0
    if isinstance(step, Chance):
        return any(_lifts(s) for outcome in step.outcomes for s in outcome.steps)
    return False


def suspicious_plays(chain: tuple[Pending, ...]) -> set[int]:
    """The seats on an open chain whose card or counter works against the Dindex (the last secret action at its
    foot, carried out by whoever drew it, is nobody's choice)."""
    cards = components().cards
    out: set[int] = set()
    for depth, pending in enumerate(chain):
        card = cards[pending.card]
        if pending.undo is not None:
            continue  # a secret action left on the chain for open counters: it says nothing of who drew it
        if card.is_counter:
            below = chain[depth - 1] if depth > 0 else None
            if below is not None and raises_the_dindex(cards[below.card]):
                out.add(pending.seat)
        elif lowers_the_dindex(card, pending.dindex_level):
            out.add(pending.seat)
    return out


def tasks_left_on_purpose(view: DindexView) -> set[int]:
    """The office holders who, as the offices lie now, left a task unsolved that they could have taken."""
    tasks = components().tasks
    open_tasks = [t for t in view.tasks if t not in view.covers]
    out: set[int] = set()
    chancellor = view.offices[0]
    chancellery_free = chancellor >= 0 and view.covers[0] < 0 and not view.empty_offices[0]
    if chancellery_free and any(tasks[t].kind == "problem" for t in open_tasks):
        out.add(chancellor)
    for office, portfolio in enumerate(PORTFOLIOS, start=1):
        holder, task = view.offices[office], view.covers[office]
        if holder < 0 or task < 0 or tasks[task].kind != "problem" or portfolio not in view.competences[holder]:
            continue
        if any(tasks[t].kind == "crisis" and tasks[t].portfolio == portfolio for t in open_tasks):
            out.add(holder)
    return out


class Suspicion:
    """One bot's memory of suspicious open plays, per seat it plays (a bot object may play several seats).

    The memory belongs to one game: it starts afresh when the term it sees goes back (a new game). It may
    start from what another bot saw in public (`starting_from`): a search playout's bots begin where the
    searching seat's own memory is."""

    def __init__(self, already: frozenset[int] = frozenset(), term: int = 0) -> None:
        self._suspects: dict[int, set[int]] = {}
        self._term: dict[int, int] = {}
        self._already, self._start_term = already, term

    @classmethod
    def starting_from(cls, seen: frozenset[int], term: int) -> Suspicion:
        """A memory in which every seat it plays has already seen `seen` act suspiciously in this game, up to
        `term` (each seat suspects the others of them, never itself)."""
        return cls(seen, term)

    def observe(self, view: DindexView) -> frozenset[int]:
        """Take in what this view shows and return the seats its viewer suspects (never the viewer)."""
        me = view.viewer if view.viewer is not None else 0
        if view.term < self._term.get(me, self._start_term):
            self._suspects.pop(me, None)
            self._already = frozenset()  # a new game: what was seen before belongs to the old one
        self._term[me] = view.term
        seen = self._suspects.setdefault(me, set(self._already))
        if view.phase == "open_window":
            seen.update(suspicious_plays(view.chain))
        elif view.phase == "secret_choose":
            seen.update(tasks_left_on_purpose(view))
        return frozenset(seen - {me})

    def public(self, viewer: int) -> frozenset[int]:
        """Every seat `viewer` has seen act suspiciously in the open, itself included: what all the others,
        who were asked in the same windows and saw the same offices, have seen too."""
        return frozenset(self._suspects.get(viewer, self._already))


__all__ = ["Suspicion", "lowers_the_dindex", "raises_the_dindex", "suspicious_plays", "tasks_left_on_purpose"]
