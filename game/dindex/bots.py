"""The heuristic Dindex bot. It sees only its seat's View and the legal actions.

Democrats seek coalitions and Government Points and protect the Dindex: they avoid bombs, counter cards
that would stack the Dindex off or seize power, read roles from what they saw played in the open
(`bot_suspicion.py`) and keep revealed and suspected Oligarchs out of government. Oligarchs blend in
while the Dindex is high and they are unrevealed (playing like a Democrat, but feeding bomb cards into the
anonymous secret stack), then push the Dindex down and strike with a seizure of power when one is in reach.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.dindex.bot_suspicion import Suspicion, lowers_the_dindex, raises_the_dindex
from game.dindex.components import PORTFOLIOS, ActionCard, components
from game.dindex.effects_model import (
    Chance,
    ChangeDindex,
    DiscardCards,
    DrawCards,
    Move,
    SeizePower,
    Step,
    Uncover,
    pool_party,
)
from game.dindex.rules.draft import dindex_level
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DeclineCoalition,
    DindexView,
    DrawActionCards,
    EndCampaign,
    ExchangeCard,
    LeaveUncovered,
    LetFormationFail,
    LetStand,
    PassTurn,
    Pending,
    PlayCard,
    PlaySecret,
    ProposeCoalition,
    SubmitSecret,
    SupportCrisis,
)

PLAY_THRESHOLD = 1.2  # a card must beat keeping it for the campaign (+1 voter) to be played openly
ENEMY_CARD = -3.0
"""To a Democrat a card in an enemy's hand is a bomb it may put on the secret stack: stripping it is worth
three cards of its own."""
TRUST = 0.34
"""A Democrat trusts a party it does not suspect when at most about one in three such parties can be an
Oligarch (the Oligarchs not yet accounted for by revealed and suspected ones, over the parties left)."""
LEAD = 2
"""RP by which a trusted Democrat must lead me before I, as formateur, give it my ministries."""
SPARE_DINDEX = 3
"""Dindex cards above which a Democrat may still let a formation fail rather than serve a revealed Oligarch."""
DIG_BELOW = 2.0
"""A Democrat exchanges a card worth less than this kept (not a counter, not one that stacks the Dindex on)
to dig for counters: exchanging is quiet, so it never keeps the open phase going. Five parties, Democrats
win 48.2 % with 2 against 45.3 % with 1 (600 games; 3 is no better)."""
COUNTER_KEEP = 0.5  # a counter spent is a counter not held for the next threat
SHOT_WEIGHT = 0.01
"""The ministry a shooting card names only breaks the tie between the plays of one card at one target."""


class Judge:
    """Values of effects from one seat's point of view."""

    def __init__(self, view: DindexView, suspects: frozenset[int] = frozenset()) -> None:
        self.v = view
        self.me = view.viewer if view.viewer is not None else 0
        self.oligarch = view.roles[self.me] == "oligarch"
        self.suspects = suspects | self.deduced() if not self.oligarch else suspects
        """Seats a Democrat suspects from open play, and those it can count out (an Oligarch knows nothing
        more by it)."""
        level = view.dindex_level
        self.blend = self.oligarch and not view.revealed[self.me] and level >= 4
        if self.oligarch:
            self.dindex_value = -0.6 if self.blend else -3.0
        else:
            self.dindex_value = 6.0 if level >= 4 else 9.0

    def deduced(self) -> frozenset[int]:
        """The unrevealed others when there are no more of them than Oligarchs still hidden: every one is an
        Oligarch (a Democrat in a two-party game knows the other party's role). Only when every role card
        in the pool was dealt (§ 4.4's table or custom distribution), so that the pool counts the table."""
        v = self.v
        if sum(v.role_pool) != v.num_players:
            return frozenset()
        hidden = [s for s in range(v.num_players) if s != self.me and v.roles[s] is None]
        known = sum(1 for r in v.roles if r == "oligarch")
        if hidden and len(hidden) <= v.role_pool[1] - known:
            return frozenset(hidden)
        return frozenset()

    # -- parties ------------------------------------------------------------------------------------
    def gov(self) -> list[int]:
        return sorted({s for s in self.v.offices if s >= 0})

    def hostile(self, seat: int) -> bool:
        """A Democrat treats revealed and suspected Oligarchs as enemies; an Oligarch treats unrevealed others
        as rivals."""
        if self.oligarch:
            return not (self.v.revealed[seat] and self.v.roles[seat] == "oligarch")
        return self.v.roles[seat] == "oligarch" or seat in self.suspects

    def trusted(self, seat: int) -> bool:
        """A Democrat's estimate that `seat` is a fellow Democrat: not hostile, and the Oligarchs at the table
        mostly accounted for by the revealed and suspected ones."""
        if self.oligarch or seat == self.me or self.hostile(seat):
            return False
        n = self.v.num_players
        bad = sum(1 for s in range(n) if s != self.me and self.hostile(s))
        unknown = sum(1 for s in range(n) if s != self.me and not self.hostile(s))
        left = max(0, self.v.role_pool[1] - bad)
        return left / max(1, unknown) <= TRUST

    def leader(self) -> int | None:
        """The trusted Democrat (me included) with the most RP, if someone other than me leads."""
        best = self.me
        for s in range(self.v.num_players):
            if self.trusted(s) and self.v.rp[s] > self.v.rp[best] + LEAD:
                best = s
        return None if best == self.me else best

    def vote_value(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        return -0.8 if self.hostile(seat) else -0.2

    def rival_card(self, seat: int) -> float:
        """A card drawn by another party, as a share of a card drawn by me."""
        return ENEMY_CARD if not self.oligarch and self.hostile(seat) else -0.2

    def parties(self, ref: str, me: int, target: int | None, countered: int | None) -> list[int]:
        n = self.v.num_players
        gov = self.gov()
        if ref == "self":
            return [me]
        if ref == "target":
            return [] if target is None else [target]
        if ref == "countered":
            return [] if countered is None else [countered]
        if ref == "chancellery":
            return [self.v.offices[0]] if self.v.offices[0] >= 0 else []
        if ref == "government":
            return gov
        if ref == "opposition":
            return [s for s in range(n) if s not in gov]
        if ref == "others":
            return [s for s in range(n) if s != me]
        return []

    # -- effects ----------------------------------------------------------------------------------------
    def steps(self, steps: Sequence[Step], me: int, target: int | None, countered: int | None = None) -> float:
        total = 0.0
        for step in steps:
            total += self.step(step, me, target, countered)
        return total

    def step(self, step: Step, me: int, target: int | None, countered: int | None) -> float:
        if isinstance(step, Move):
            return self.move(step, me, target, countered)
        if isinstance(step, ChangeDindex):
            return step.delta * self.dindex_value
        if isinstance(step, DrawCards):
            return sum(0.6 * step.count * (1 if s == self.me else self.rival_card(s)) for s in
                       self.parties(step.who, me, target, countered))
        if isinstance(step, DiscardCards):
            return sum(-0.5 * step.count * (self.vote_value(s) if self.oligarch or not self.hostile(s) else
                                            ENEMY_CARD) for s in self.parties(step.who, me, target, countered))
        if isinstance(step, Chance):
            value = 0.0
            for outcome in step.outcomes:
                p = (outcome.high - outcome.low + 1) / 7
                value += p * self.steps(outcome.steps, me, target, countered)
            return value
        if isinstance(step, SeizePower):
            return 60.0 if me == self.me else (-60.0 if not self.oligarch else -10.0)
        if isinstance(step, Uncover):
            # An office lifted off its task may leave it unsolved: bad for the government's voters.
            return sum(-0.3 * self.vote_value(s) for s in self.parties(step.who, me, target, countered))
        return 0.0

    def move(self, step: Move, me: int, target: int | None, countered: int | None) -> float:
        value = 0.0
        for pool, sign in ((step.src, -1), (step.dst, 1)):
            ref = pool_party(pool)
            if ref is None:
                if pool == "opponent":
                    value += self.opponent_value(sign * step.count)
                continue
            kind = pool.split(".", 1)[1]
            weight = 1.2 if kind == "core" else 1.0
            for seat in self.parties(ref, me, target, countered):
                value += sign * step.count * weight * self.vote_value(seat)
        return value

    def opponent_value(self, delta: int) -> float:
        """System opponents matter in full groups of three (§ 3.3): value the groups made or broken."""
        group = components().setup.opponent_group
        now = self.v.opponents
        after = max(0, now + delta)
        groups = after // group - now // group
        if groups == 0:
            if not self.oligarch:  # each opponent is a third of the group that stacks a Dindex card off
                return -delta * self.dindex_value / group
            return -0.3 * delta * (1 if self.dindex_value > 0 else -1)
        return -groups * self.dindex_value

    def card(self, card: ActionCard, me: int, target: int | None, level: int, countered: int | None = None) -> float:
        value = self.steps(card.steps[1:] if card.is_counter else card.steps, me, target, countered)
        value -= card.bombs_at(level) * self.dindex_value
        if "wolf" in card.stickers and self.blend:
            value -= 4.0  # playing a wolf card unmasks the player
        return value


def counter_level(view: DindexView) -> int:
    """The Dindex level a counter against the top of the chain is judged and bombs at: without that card (a secret
    action already in effect recorded the Dindex it found; decision 6)."""
    undo = view.chain[-1].undo if view.chain else None
    return view.dindex_level if undo is None else dindex_level(undo.dindex)


def chain_value(j: Judge, chain: Sequence[Pending]) -> float:
    """The worth of a chain as it would resolve now: from the top down every other card takes effect."""
    cards = components().cards
    value = 0.0
    for depth, pending in enumerate(reversed(chain)):
        if depth % 2 == 0:
            value += j.card(cards[pending.card], pending.seat, pending.target, pending.dindex_level,
                            pending.countered)
    return value


class HeuristicBot:
    """Keeps, per seat it plays, what it saw played in the open (Democrats read roles from it), so one bot
    object should play one game; it starts afresh when the term goes back."""

    level = "heuristic"

    def __init__(self, suspicion: Suspicion | None = None) -> None:
        self.suspicion = Suspicion() if suspicion is None else suspicion
        """What it saw in the open; a search playout's bot starts from the searching seat's (bot_search.py)."""

    def choose(self, view: DindexView, legal: Sequence[Any], rng: Rng) -> Any:
        if not legal:
            raise ValueError("A bot was asked to act with no legal actions")
        suspects = self.suspicion.observe(view)  # also while it has nothing to decide: it watches the table
        if len(legal) == 1:
            return legal[0]
        judge = Judge(view, suspects)
        first = legal[0]
        if isinstance(first, DrawActionCards):
            # § 5.1 "you may draw": every card is one more choice in the term and one more for the campaign;
            # nothing in the rules makes a fuller hand cost anything, so draw up to the limit
            return max(legal, key=lambda a: a.count)
        if isinstance(first, ProposeCoalition):
            return self._propose(judge, legal)
        if isinstance(first, AssignMinistry):
            return self._assign(judge, legal)
        if isinstance(first, (AcceptCoalition, DeclineCoalition)):
            return self._answer(judge, legal)
        if isinstance(first, (CoverTask, SupportCrisis, LeaveUncovered)):
            return max(legal, key=lambda a: self._task_score(judge, a))
        if isinstance(first, SubmitSecret):
            return max(legal, key=lambda a: self._submit_score(judge, a.card))
        if isinstance(first, PlaySecret):
            card = components().cards[view.my_secret_drawn or 0]
            return max(legal, key=lambda a: judge.card(card, judge.me, a.target, view.dindex_level)
                       + SHOT_WEIGHT * self._shot_score(judge, a.ministry))
        if isinstance(first, (PlayCard, ExchangeCard, PassTurn)):
            return self._turn(judge, legal)
        if isinstance(first, (Counter, LetStand)):
            return self._window(judge, legal)
        if isinstance(first, (CampaignCard, EndCampaign)):
            return self._campaign(judge, legal)
        return legal[0]

    # -- § 5.2 --------------------------------------------------------------------------------------------
    def _propose(self, j: Judge, legal: Sequence[Any]) -> Any:
        v = j.v
        mine = self._competences(j, j.me)
        if j.oligarch and not j.blend and v.dindex <= 2:
            give_up = next((a for a in legal if isinstance(a, LetFormationFail)), None)
            if give_up is not None:
                return give_up  # the failed formation's card is the last one above Oligarchy (§ 6.2)

        lead = j.leader()

        def score(a: ProposeCoalition) -> float:
            value = -4.0 * len(a.partners)
            if lead is not None and lead in a.partners:
                value += 6.0
            for p in a.partners:
                if not j.oligarch and j.hostile(p):
                    value -= 20.0
                if v.answers and v.answers[p] == "decline":
                    value -= 6.0  # it refused the last offer outright: look for another partner first
                value += 0.5 * len(self._competences(j, p) - mine)
                value -= 0.05 * v.votes[p]
            return value

        return max((a for a in legal if isinstance(a, ProposeCoalition)), key=score)

    def _assign(self, j: Judge, legal: Sequence[AssignMinistry]) -> AssignMinistry:
        portfolio = legal[0].portfolio
        given = list(j.v.ministries)
        asks = j.v.asks

        lead = j.leader()

        def score(a: AssignMinistry) -> float:
            value = 2.0 if portfolio in self._competences(j, a.seat) else 0.0
            if lead is not None and a.seat == lead and lead in j.v.partners:
                value += 8.0
            if a.seat == j.me:
                value += 3.0  # every ministry is a Government Point for the formateur
                if j.oligarch and portfolio in ("defence", "interior"):
                    value += 2.0
            else:
                if not j.oligarch and j.hostile(a.seat):
                    value -= 10.0  # a suspected Oligarch gets only the ministries nobody else can take
                if a.seat not in given:
                    value += 1.5  # partners accept more readily with a ministry of their own
                if asks and portfolio in asks[a.seat] and not (satisfied(a.seat) and not j.oligarch):
                    value += 4.0  # the revised offer gives what the partner asked for
            return value

        def satisfied(seat: int) -> bool:
            """The partner already holds a ministry of its competence, enough for it to accept: a Democrat
            formateur keeps the rest, since Government Points gathered by one Democrat win the game sooner."""
            wanted = self._competences(j, seat)
            return any(s == seat and PORTFOLIOS[i] in wanted for i, s in enumerate(given))

        return max(legal, key=score)

    def _answer(self, j: Judge, legal: Sequence[Any]) -> Any:
        """Accept an offer with a ministry of one's core competence; otherwise ask for those ministries (and
        accept on the last proposal rather than let the formation fail). Democrats decline a revealed
        Oligarch's coalition; a striking Oligarch declines the last offer to cost the Dindex a card."""
        v = j.v
        coalition = [v.formateur, *v.partners]
        last_try = v.attempt + 1 >= v.formation_attempts
        # the second formation cannot fail (§ 5.2): its partners accept or ask, and never decline
        can_decline = any(isinstance(a, DeclineCoalition) for a in legal)
        if can_decline and j.oligarch and last_try and not j.blend and v.dindex <= 5:
            return DeclineCoalition()  # a failed formation costs the Dindex a card
        mine = self._competences(j, j.me)
        offered = {PORTFOLIOS[i] for i, s in enumerate(v.ministries) if s == j.me}
        if can_decline and not j.oligarch and self._refuses(j, coalition, offered, last_try):
            return DeclineCoalition()
        if last_try or offered & mine or not mine:
            return AcceptCoalition()
        wanted = tuple(p for p in PORTFOLIOS if p in mine)
        asks = [a for a in legal if isinstance(a, AskMinistries)]
        exact = next((a for a in asks if a.portfolios == wanted), None)
        one = next((a for a in asks if len(a.portfolios) == 1 and a.portfolios[0] in mine), None)
        return exact or one or AcceptCoalition()

    @staticmethod
    def _refuses(j: Judge, coalition: Sequence[int], offered: set[str], last_try: bool) -> bool:
        """A Democrat's refusal. Before the last proposal a refusal only asks for a better coalition: refuse a
        suspected Oligarch's, unless it hands over two ministries or more (Government Points of one's own).
        On the last proposal a refusal fails the formation and costs the Dindex a card, which only the
        Oligarchs want (issue 30.5: three-party Democrats declining suspects' last offers failed one first
        formation in nine and gave the Oligarchs their Dindex cards): refuse only a revealed Oligarch's
        Chancellery, and only while the Dindex can spare the card."""
        v = j.v
        formateur = v.formateur
        if last_try:
            revealed = v.revealed[formateur] and v.roles[formateur] == "oligarch"
            return revealed and v.dindex > SPARE_DINDEX
        generous = len(offered) >= 2
        return not generous and (j.hostile(formateur) or any(j.hostile(s) for s in coalition))

    @staticmethod
    def _competences(j: Judge, seat: int) -> set[str]:
        out: set[str] = set()
        for index in j.v.parties[seat]:
            out.update(components().parties[index].competences)
        return out

    # -- § 5.3 --------------------------------------------------------------------------------------------
    def _task_score(self, j: Judge, action: Any) -> float:
        if isinstance(action, LeaveUncovered):
            return 0.5 if j.oligarch and not j.blend else 0.0
        info = components().tasks[action.task]
        crisis = 2.0 if info.kind == "crisis" else 1.0
        return -crisis if j.oligarch and not j.blend else crisis

    @staticmethod
    def _shot_score(j: Judge, ministry: str | None) -> float:
        """Which of the target's ministers to shoot (decision 18): the office stands empty for the rest of the term,
        so the task it covers goes unsolved unless another office can take it at § 5.6. A striking Oligarch
        empties the ministry on a crisis (its unsolved effect also makes a system opponent), then one on a
        problem, then the target's own competence (the ministry that could take that portfolio's crisis); a
        Democrat (or an Oligarch blending in) costs the target a problem's voters rather than the Dindex a
        crisis's system opponent."""
        if ministry is None:
            return 0.0
        v = j.v
        office = 1 + PORTFOLIOS.index(ministry)
        task = v.covers[office]
        kind = components().tasks[task].kind if task >= 0 else None
        own = 0.5 if ministry in v.competences[v.offices[office]] else 0.0
        if j.oligarch and not j.blend:
            return {"crisis": 2.0, "problem": 1.0, None: 0.0}[kind] + own
        return {"crisis": -1.0, "problem": 1.0, None: 0.0}[kind] + own

    # -- § 5.4 --------------------------------------------------------------------------------------------
    def _submit_score(self, j: Judge, card_index: int) -> float:
        """The card goes to a random party: Democrats give harmless cards, Oligarchs bomb cards."""
        card = components().cards[card_index]
        level = j.v.dindex_level
        bombs = card.bombs_at(level) if card.mode_at(level) != "none" else 0
        keep = self._keep_value(j, card)
        if j.oligarch:
            return 3.0 * bombs - 0.3 * keep
        # A bomb-free counter is the Democrats' shield: drawn by anyone, it may repel the previous secret action.
        shield = 5.0 if card.is_counter else 0.0
        if raises_the_dindex(card):
            # Whoever draws it must carry it out, an Oligarch too, and only the next secret action can repel it.
            shield += 5.0 + keep
        return shield - 3.0 * bombs - keep + (1.0 if card.level == "democratic" else 0.0)

    def _keep_value(self, j: Judge, card: ActionCard) -> float:
        level = j.v.dindex_level
        if card.is_counter:
            return 2.0
        if card.mode_at(level) != "open":
            return 0.0
        return max(0.0, j.card(card, j.me, None, level))

    # -- § 5.5 --------------------------------------------------------------------------------------------
    def _turn(self, j: Judge, legal: Sequence[Any]) -> Any:
        level = j.v.dindex_level
        best: Any = None
        best_value = PLAY_THRESHOLD
        for action in legal:
            if isinstance(action, PlayCard):
                value = j.card(components().cards[action.card], j.me, action.target, level)
                value += SHOT_WEIGHT * self._shot_score(j, action.ministry)
                if value > best_value:
                    best, best_value = action, value
        if best is not None:
            return best
        dead = [a for a in legal if isinstance(a, ExchangeCard) and self._dead(j, a.card)]
        if not j.oligarch and not dead:
            return self._dig(j, legal)
        if dead and j.v.quiet < j.v.num_players - 1:
            return dead[0]
        return next(a for a in legal if isinstance(a, PassTurn))

    def _dig(self, j: Judge, legal: Sequence[Any]) -> Any:
        """A Democrat with nothing worth playing trades its weakest card for a chance at a counter: counters
        are its only answer to the bombs on the secret stack and to open strikes, and cards held over the
        term's end count against the next term's draw (§ 5.1)."""
        cards = components().cards
        weak = [a for a in legal if isinstance(a, ExchangeCard) and not cards[a.card].is_counter
                and not raises_the_dindex(cards[a.card]) and self._keep_value(j, cards[a.card]) < DIG_BELOW]
        if weak:
            return min(weak, key=lambda a: self._keep_value(j, cards[a.card]))
        return next(a for a in legal if isinstance(a, PassTurn))

    def _dead(self, j: Judge, card_index: int) -> bool:
        """A card this party can never use well at the current Dindex."""
        card = components().cards[card_index]
        if card.is_counter:
            return False
        if card.mode_at(j.v.dindex_level) != "open":
            return True
        return "wolf" in card.stickers and not j.oligarch

    def _window(self, j: Judge, legal: Sequence[Any]) -> Any:
        counters = [a for a in legal if isinstance(a, Counter)]
        if not counters:
            return legal[-1]
        if not j.oligarch:
            return self._democrat_window(j, legal, counters)
        chain = j.v.chain
        cards = components().cards
        top = chain[-1]
        harm = -j.card(cards[top.card], top.seat, top.target, top.dindex_level, top.countered)
        if cards[top.card].is_counter and len(chain) >= 2:
            below = chain[-2]
            harm += j.card(cards[below.card], below.seat, below.target, below.dindex_level, below.countered)
        level = counter_level(j.v)

        def net(a: Counter) -> float:
            card = cards[a.card]
            step = card.counter_step
            p = 0.0 if step is None else (step.high - step.low + 1) / 7
            return p * harm - p * card.bombs_at(level) * j.dindex_value - 0.5

        best = max(counters, key=net)
        if net(best) >= (0.0 if not j.oligarch else 1.0):
            return best
        return next(a for a in legal if isinstance(a, LetStand))

    def _democrat_window(self, j: Judge, legal: Sequence[Any], counters: list[Counter]) -> Any:
        """The counter window: a counter is worth what it changes in how the whole chain resolves (the top
        card takes effect, the one below is repelled, the one below that takes effect, ...), weighed by its
        odds. A Democrat spends one on anything that would stack the Dindex off or seize power, and on a
        counter that would let such a card through."""
        chain = list(j.v.chain)
        cards = components().cards
        standing = chain_value(j, chain)
        threat = any(lowers_the_dindex(cards[p.card], p.dindex_level) for p in chain)

        def net(a: Counter) -> float:
            card = cards[a.card]
            step = card.counter_step
            odds = 0.0 if step is None else (step.high - step.low + 1) / 7
            mine = Pending(card=a.card, seat=j.me, countered=chain[-1].seat, dindex_level=counter_level(j.v))
            return odds * (chain_value(j, [*chain, mine]) - standing) - COUNTER_KEEP

        best = max(counters, key=net)
        if net(best) > (0.0 if threat else 1.0):
            return best
        return next(a for a in legal if isinstance(a, LetStand))

    # -- § 5.8 --------------------------------------------------------------------------------------------
    def _campaign(self, j: Judge, legal: Sequence[Any]) -> Any:
        hand = j.v.hand or ()
        cards = components().cards
        keep = sorted(hand, key=lambda c: -self._keep_value(j, cards[c]))[:2]
        effect = "scare" if j.oligarch and not j.blend else "win"
        for action in legal:
            if isinstance(action, CampaignCard) and action.card not in keep and action.effect == effect:
                return action
        for action in legal:
            if isinstance(action, CampaignCard) and action.card not in keep:
                return action
        return next(a for a in legal if isinstance(a, EndCampaign))


__all__ = ["HeuristicBot", "Judge"]
