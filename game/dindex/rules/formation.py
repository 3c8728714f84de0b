"""§ 5.2 Government formation as a negotiation of single decisions.

The party with the most votes (ties: random cards) proposes partners that bring the coalition to the
absolute majority, then gives the five ministries one by one; the partners answer the offer in clockwise
order: accept, decline, or ask for the ministries they want ("the coalition partners may negotiate freely
which party receives how many and which ministries"). The government stands when every partner accepts;
otherwise the formateur may revise the offer (a new proposal, seeing every answer and ask) or let the
formation fail. After `formation_attempts` offers without agreement, or when the formateur gives up, the
formation has failed: the Dindex falls one card and the second-strongest party forms with the Chancellery
and two ministries, the other three going to the partners it needs for the majority. That second formation
is binding (it cannot fail). With two parties the strongest governs alone.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations
from typing import Literal

from game.dindex.components import PORTFOLIOS, components
from game.dindex.events import (
    CoalitionAnswer,
    CoalitionProposed,
    Election,
    Formateur,
    FormationFailed,
    Government,
    MinistryAssigned,
    OfferRejected,
    RandomCard,
)
from game.dindex.rules.draft import Draft, Table
from game.dindex.rules.pools import fall
from game.dindex.state import Answer

MAX_SECOND_PARTNERS = 3  # the three remaining ministries, at least one each (first formation: five)


def election(d: Draft) -> None:
    """§ 5.2: votes = voters + core voters; the absolute majority is more than half of all votes."""
    d.votes = tuple([d.voters[s] + d.core[s] for s in range(d.n)])
    total = sum(d.votes)
    d.majority = total // 2 + 1
    d.emit(Election, term=d.term, votes=dict(enumerate(d.votes)), total=total, majority=d.majority)
    d.attempt = 0
    d.partners, d.ministries, d.responders = (), (), ()
    d.answers, d.asks = [""] * d.n, [()] * d.n
    d.formateur = strongest(d, list(range(d.n)), "formation_tie")
    d.emit(Formateur, seat=d.formateur, second_formation=False)
    if d.n == 2:
        d.ministries = (d.formateur,) * len(PORTFOLIOS)
        form_government(d)  # § 4.4: in the two-party system the governing party governs alone
    else:
        d.phase = "propose"


def strongest(d: Draft, seats: list[int], purpose: str) -> int:
    """The seat with the most votes; tied seats draw random cards and the highest wins (§ 5.2)."""
    best = max(d.votes[s] for s in seats)
    tied = [s for s in seats if d.votes[s] == best]
    if len(tied) == 1:
        return tied[0]
    draws = d.rand.shuffled(d.comps.random_cards)[: len(tied)]
    for seat, value in zip(tied, draws, strict=True):
        d.emit(RandomCard, value=value, purpose=purpose, seat=seat)
    return tied[max(range(len(tied)), key=lambda i: draws[i])]


def proposals(state: Table) -> list[tuple[int, ...]]:
    """Every partner set the formateur may propose, smallest first. In the second formation the three
    ministries go to "the coalition partners required for the absolute majority" (§ 5.2): every partner
    must be needed, since they cannot decline."""
    return list(_proposals(state.formateur, state.num_players, state.second_formation, tuple(state.votes),
                           state.majority))


@lru_cache(maxsize=1024)
def _proposals(f: int, n: int, second: bool, votes: tuple[int, ...], majority: int) -> tuple[tuple[int, ...], ...]:
    """`proposals` of that table: the formateur proposes again after every rejected offer, on the same votes."""
    others = [(f + i) % n for i in range(1, n)]
    limit = MAX_SECOND_PARTNERS if second else min(n - 1, len(PORTFOLIOS))
    nobody_votes = sum(votes) == 0

    def ok(coalition: tuple[int, ...]) -> bool:
        """The coalition reaches the absolute majority; when nobody has a single vote there is no majority
        to reach, and any coalition will do."""
        return nobody_votes or sum(votes[s] for s in coalition) >= majority

    out: list[tuple[int, ...]] = []
    for size in range(0, limit + 1):
        for combo in combinations(others, size):
            if not ok((f, *combo)):
                continue
            if second and any(ok((f, *[p for p in combo if p != q])) for q in combo):
                continue
            out.append(combo)
    return tuple(out)


def assign_options(state: Table) -> tuple[int, ...]:
    """Seats that may receive the next ministry without making a valid division impossible: every partner
    still without a ministry needs one of those left (and the second formateur its quota)."""
    return _assign_options(state.formateur, tuple(state.partners), tuple(state.ministries), state.second_formation)


@lru_cache(maxsize=1024)
def _assign_options(f: int, partners: tuple[int, ...], given: tuple[int, ...], second: bool) -> tuple[int, ...]:
    """`assign_options` of that offer: asked twice for every ministry given (the forced ones are handed out
    in the transition, then the legal actions ask), and again whenever an offer is revised."""
    left_after = len(PORTFOLIOS) - len(given) - 1
    without = [p for p in partners if p not in given]
    if not second:
        # The first formateur has no quota: anyone may have it while a ministry is left for each partner
        # without one; with exactly that many left, only those partners may.
        if left_after >= len(without):
            return (f, *partners)
        return tuple(without) if left_after == len(without) - 1 else ()
    # The second formateur keeps exactly two ministries (all, when alone).
    quota = components().setup.second_formation_ministries if partners else len(PORTFOLIOS)
    out: list[int] = []
    for seat in [f, *partners]:
        mine = given.count(f) + (seat == f)
        if mine > quota:
            continue
        if left_after >= len(without) - (seat in without) + quota - mine:
            out.append(seat)
    return tuple(out)


def offered(state: Table, seat: int) -> tuple[str, ...]:
    """The ministries the offer on the table gives this partner (portfolios, in § 3.2 order)."""
    return tuple(PORTFOLIOS[i] for i, s in enumerate(state.ministries) if s == seat)


@cache
def ask_sets(partners: int, offered: tuple[str, ...], second: bool = False) -> tuple[tuple[str, ...], ...]:
    """The sets of ministries a partner offered `offered` may ask for: any set it is not offered already,
    leaving one ministry for each of the other partners of the `partners` (every partner gets one), and in the
    second formation the formateur's two; smallest first, in § 3.2 order."""
    kept = components().setup.second_formation_ministries if second else 0
    room = len(PORTFOLIOS) - kept - (partners - 1)
    return tuple(combo for size in range(1, room + 1) for combo in combinations(PORTFOLIOS, size)
                 if combo != offered)


def propose(d: Draft, partners: tuple[int, ...]) -> None:
    d.partners = partners
    d.ministries = ()
    d.emit(CoalitionProposed, formateur=d.formateur, partners=partners, attempt=d.attempt + 1,
           second_formation=d.second_formation)
    d.phase = "assign"


def assign(d: Draft, seat: int) -> None:
    portfolio = PORTFOLIOS[len(d.ministries)]
    d.ministries = (*d.ministries, seat)
    d.emit(MinistryAssigned, portfolio=portfolio, seat=seat)


def respond(d: Draft, seat: int, answer: Answer, portfolios: tuple[str, ...] = ()) -> None:
    """One partner's answer; after the last one the government stands if all accepted, otherwise the offer is
    rejected and the formateur may revise it."""
    d.emit(CoalitionAnswer, seat=seat, accept=answer == "accept", answer=answer,
           ministries=portfolios if answer == "ask" else None)
    d.answers[seat] = answer
    d.asks[seat] = portfolios if answer == "ask" else ()
    d.responders = d.responders[1:]
    if not d.responders and any(d.answers[p] != "accept" for p in d.partners):
        reject_offer(d)


def reject_offer(d: Draft) -> None:
    """The offer has not won every partner: the formateur revises it, until the proposals are used up. The
    rejected offer and the answers stay on the table for the revision."""
    d.attempt += 1
    limit = d.comps.setup.formation_attempts
    d.emit(OfferRejected, formateur=d.formateur, attempt=d.attempt, attempts=limit)
    if d.attempt < limit or d.second_formation:  # the second formation's last offer is never answered
        d.phase = "propose"
        return
    fail_first_formation(d, "no_agreement")


def fail_first_formation(d: Draft, why: Literal["no_agreement", "given_up"]) -> None:
    """§ 5.2 "If government formation fails because no coalition comes about": the Dindex falls one card; the
    second-strongest party forms, and that cannot fail."""
    d.first_failed = True
    d.emit(FormationFailed, term=d.term, formateur=d.formateur, why=why)
    d.partners, d.ministries, d.responders = (), (), ()
    d.answers, d.asks = [""] * d.n, [()] * d.n
    d.attempt = 0  # the second formation's offers are counted afresh
    fall(d, 1, "formation_failed")
    if d.over:
        return
    first = d.formateur
    d.formateur = strongest(d, [s for s in range(d.n) if s != first], "second_formation_tie")
    d.second_formation = True
    d.emit(Formateur, seat=d.formateur, second_formation=True)
    d.phase = "propose"


def form_government(d: Draft) -> None:
    d.offices = (d.formateur, *d.ministries)
    d.covers = [-1] * 6
    coalition = [d.formateur, *[p for p in d.partners if p != d.formateur]]
    d.emit(Government, term=d.term, chancellery=d.formateur,
           ministries=dict(zip(PORTFOLIOS, d.ministries, strict=True)), coalition=tuple(coalition),
           first_formation_failed=d.first_failed)
    d.phase = "formed"


def auto_step(d: Draft) -> bool:
    if d.phase == "assign":
        if len(d.ministries) == len(PORTFOLIOS):
            last = d.attempt + 1 >= d.comps.setup.formation_attempts
            # the second formation "must be negotiated until a government stands": its partners answer (accept
            # or ask) every offer but the last, which stands, since "government formation cannot fail a
            # second time"
            if not d.partners or (d.second_formation and last):
                form_government(d)
            else:
                n = d.n
                d.responders = tuple(sorted(d.partners, key=lambda s: (s - d.formateur) % n))
                for p in d.partners:
                    d.answers[p] = ""  # a new offer: earlier answers are void, earlier asks stay in sight
                d.phase = "respond"
            return True
        options = assign_options(d)
        if len(options) == 1:  # a forced ministry is handed out without asking
            assign(d, options[0])
            return True
        return False
    if d.phase == "respond" and not d.responders:
        form_government(d)
        return True
    return False
