"""The `search` bot level: determinized playouts guided by each game's heuristic, flat UCB over the moves.

Each iteration deals one world consistent with the bot's own view (`rules.determinize(view, me, rng)`, or
the plan's own dealing), picks one of its legal moves by UCB1, and plays on from there with the game's
playout policy in every seat (its heuristic, or for Diceocracy a quicker one-step greedy bot; each seat sees
only its own view of that world) until the game ends or the game's plan cuts the playout off and values the
position. The heuristic's own move is tried first and played unless another move beat it by CONFIDENCE
standard errors.

Why this and not information-set MCTS (OpenSpiel's `ismcts.py`): the budget that decides within a second
on this machine is a few dozen playouts per decision, because a playout is a game's heuristic
playing real moves (a whole Dindex game costs ~30 ms, a DēmoS round ~5 ms, one Diceocracy heuristic move
~5 ms). A tree below the root would see a few visits per node and mostly add the "strategy fusion" and
non-locality noise that determinized trees are known for, while every one of these games already has a
heuristic whose play is a far better continuation than a shallow random tree. Flat UCB over the root
moves spends the whole budget where the decision is and samples a fresh hidden world every time (so no
single guess about hands or roles decides). When budgets grow, the root statistics here are the first ply
of an IS-MCTS and can grow a tree.

A plan may ask for a paired race instead of UCB (`SearchPlan.paired`, DēmoS): each world dealt is played
from every move still in the race with the same playout randomness, and the weaker half drops out stage by
stage (sequential halving). Where the luck of the deal outweighs the difference between two moves, as in a
card game, comparing them on the same cards removes most of that luck from the comparison, and the final
test against the policy's move is a paired one (per-world differences).

A game whose bot remembers what it has seen (Dindex's Democrats read roles from earlier open plays) may let
that memory shape the search (`SearchPlan.deal_as_read`, `SearchPlan.playout_seat`): the worlds are then
dealt as the seat's own heuristic reads the table, and the playout bots start from what it saw in public,
so the search does not throw away what its anchor has learnt.

The bot never reads a State: it gets `(view, legal, rng)` like every bot, and the same view with the same
rng (and the same memory of earlier views) always gives the same move. Budgets count playouts, not seconds,
so games replay exactly; `think` yields after every move of every playout, so the table keeps drawing while
the bot thinks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.bots import Bot
from game.core.protocol import Rules
from game.core.rng import Rng

EXPLORATION = 0.7
"""UCB1's exploration constant for values in [0, 1]: under the textbook √2, because the playouts come from a
good policy and the budget is small, so the better-looking moves deserve most of it."""

CONFIDENCE = 1.0
"""How many standard errors a move must beat the policy's own choice by to be played instead (a plan may
ask for more: `SearchPlan.confidence`)."""


def win_value(rules: Rules[Any, Any, Any, Any], state: Any, me: int) -> float | None:
    """1 when `me` is among the winners of a finished game, else 0; None while the game goes on."""
    result = rules.result(state)
    if result is None:
        return None
    return 1.0 if me in result.winners else 0.0


@dataclass(frozen=True)
class SearchPlan:
    """What the generic search needs from one game.

    `policy` makes the bot that plays every seat in the playouts. `value(root, state, me)` is the worth to
    `me`, in [0, 1], of a playout that ended (the game is over, or `cutoff(root, state, me)` said stop);
    `root` is the world the playout started from, so a game can value the change it made. `shortlist`, if
    given, narrows a long list of legal moves to the ones worth searching (it sees only the view).
    """

    rules: Rules[Any, Any, Any, Any]
    policy: Callable[[], Bot]
    value: Callable[[Any, Any, int], float]
    default_budget: int
    cutoff: Callable[[Any, Any, int], bool] | None = None
    shortlist: Callable[[Any, Sequence[Any], Rng], Sequence[Any]] | None = None
    max_playout: int | None = None
    """A cap on moves per playout (defaults to the rules' max_actions): a safety net, not a horizon."""
    anchor: Callable[[], Bot] | None = None
    """The bot whose choice the search keeps unless it finds better (defaults to `policy`): a game whose
    heuristic is too slow for playouts plays them with a quicker policy and still starts from it."""
    seat_of: Callable[[Any], int | None] = lambda view: getattr(view, "viewer", None)
    """Whose view it is (every game's View names its `viewer`; None for the public view)."""
    moves_per_playout: int | None = None
    """If set, a decision also ends once its playouts have made budget × this many moves: long playouts
    early in a game then cost no more time than short ones late in it, and the count stays a number of
    moves, not seconds, so the decision is still reproducible. The anchor's playout always comes first."""
    paired: bool | Callable[[Any], bool] = False
    """Race the moves on common worlds instead of UCB: every dealt world is played from each move still in
    the race with the same playout randomness, and the weaker half is dropped stage by stage (sequential
    halving; the policy's own move always stays). Two moves are then compared on the very same hidden cards,
    so a small budget tells apart moves whose values differ by less than one playout's spread. A function of
    the view races some decisions and not others (Dindex: a Democrat's, not an Oligarch's)."""
    determinize: Callable[[Any, int, Rng], Any] | None = None
    """The game's own dealing of worlds from the bot's view (defaults to `rules.determinize`): it may weigh
    what the view shows about the others' hands. It sees only the view, like everything else here."""
    deal_as_read: Callable[[Bot, Any, int, Rng], Any] | None = None
    """`(anchor, view, me, rng)`: a dealing that also reads the anchor, the seat's own policy bot, which keeps
    its memory of earlier views from decision to decision (it has already seen this one). Dindex deals the
    hidden roles weighted by what its Democrat suspects. Used instead of `determinize` when given; it reads
    views and what the bot made of them, never a state."""
    playout_seat: Callable[[Bot, int, int], Bot] | None = None
    """`(anchor, seat, me)`: the bot that plays `seat` in one playout of `me`'s search (defaults to
    `policy()`): a game whose policy remembers what it saw can start it from what the anchor saw in public."""
    confidence: float | Callable[[Any], float] = CONFIDENCE
    """How many standard errors a move must beat the policy's own choice by to be played instead, for every
    decision or as a function of the view."""


class _Arm:
    __slots__ = ("action", "index", "squares", "total", "visits")

    def __init__(self, action: Any, index: int) -> None:
        self.action, self.index = action, index
        self.visits, self.total, self.squares = 0, 0.0, 0.0

    def add(self, value: float) -> None:
        self.visits += 1
        self.total += value
        self.squares += value * value

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class SearchBot:
    """Flat Monte Carlo over the legal moves with UCB1, over freshly determinized worlds (see the module)."""

    level = "search"

    def __init__(self, plan: SearchPlan, budget: int | None = None) -> None:
        budget = plan.default_budget if budget is None else budget
        check_budget(budget)
        self.plan = plan
        self.budget = budget
        self.playouts_done = 0
        """Playouts of the current (or last) decision, for a table that shows the bot thinking."""
        self._anchor = (plan.anchor or plan.policy)()
        """Kept from decision to decision, like any seat's bot: a policy may remember its own turn, or what it
        saw others do."""

    @property
    def anchor(self) -> Bot:
        """The seat's own policy bot, whose move the search keeps unless it finds better (and its memory)."""
        return self._anchor

    def with_budget(self, budget: int) -> SearchBot:
        """The same bot with another budget (playouts per decision)."""
        return SearchBot(self.plan, budget)

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        thinking = self.think(view, legal, rng)
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                return done.value

    def think(self, view: Any, legal: Sequence[Any], rng: Rng) -> Generator[None, None, Any]:
        if not legal:
            raise ValueError("the search bot was asked to act with no legal actions")
        self.playouts_done = 0
        if len(legal) == 1:
            return self._anchor.choose(view, legal, rng)  # it still sees the position (a turn's memory)
        me = self.plan.seat_of(view)
        if me is None:
            raise ValueError("the search bot needs its own seat's view, not the public view")
        # The policy's own choice is tried first and kept unless the playouts show a better move with
        # confidence, so a small budget's noise rarely talks the bot out of a good heuristic move.
        anchor = self._anchor.choose(view, legal, Rng(rng.next64()))
        yield  # the heuristic's decision and the shortlist are the longest steps that cannot be split
        # A policy that remembers the turn may rule out moves that only undo earlier ones (Diceocracy).
        purposeful = getattr(self._anchor, "purposeful", None)
        pool = legal if purposeful is None else purposeful(view, legal, Rng(rng.next64()))
        shortlist = pool if self.plan.shortlist is None else self.plan.shortlist(view, pool, rng)
        candidates = [anchor, *(a for a in shortlist if a != anchor)]
        yield
        if len(candidates) == 1:
            return anchor
        if self.plan.paired(view) if callable(self.plan.paired) else self.plan.paired:
            return (yield from self._race(view, me, candidates, rng))
        arms = [_Arm(action, i) for i, action in enumerate(candidates)]
        move_cap = self.budget * self.plan.moves_per_playout if self.plan.moves_per_playout else None
        moves = 0
        for n in range(self.budget):
            world = self._deal(view, me, Rng(rng.next64()))
            arm = arms[n] if n < len(arms) else max(arms, key=lambda a: _ucb(a, n))
            value, length = yield from self._playout(world, me, arm.action, Rng(rng.next64()))
            arm.add(value)
            moves += length
            self.playouts_done = n + 1
            yield
            if move_cap is not None and moves >= move_cap:
                break  # moves never tried stay behind the anchor (see _pick)
        return _pick(arms[0], arms, self._confidence(view)).action  # arms[0] is the anchor

    def _confidence(self, view: Any) -> float:
        confidence = self.plan.confidence
        return confidence(view) if callable(confidence) else confidence

    def _deal(self, view: Any, me: int, rng: Rng) -> Any:
        if self.plan.deal_as_read is not None:
            return self.plan.deal_as_read(self._anchor, view, me, rng)
        deal = self.plan.determinize or self.plan.rules.determinize
        return deal(view, me, rng)

    def _playout_bot(self, seat: int, me: int) -> Bot:
        if self.plan.playout_seat is not None:
            return self.plan.playout_seat(self._anchor, seat, me)
        return self.plan.policy()

    def _race(self, view: Any, me: int, candidates: Sequence[Any], rng: Rng) -> Generator[None, None, Any]:
        """Sequential halving on common worlds (see SearchPlan.paired); candidates[0] is the anchor.

        Each stage spends an equal part of what is left of the budget on whole sweeps (one world, every move
        still racing); a budget too small for one sweep keeps the anchor. Every surviving move has been
        played on every world dealt so far, so the final comparison with the anchor is a paired one."""
        candidates = candidates[:self.budget]  # a sweep of every move must fit in the budget
        if len(candidates) == 1:
            return candidates[0]
        values: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        stages = max(1, math.ceil(math.log2(len(candidates))))
        left = self.budget
        move_cap = self.budget * self.plan.moves_per_playout if self.plan.moves_per_playout else None
        moves = 0
        for stage in range(stages):
            share = left if stage == stages - 1 else left // (stages - stage)
            sweeps = max(share // len(alive), 1 if left >= len(alive) else 0)
            for _ in range(sweeps):
                world = self._deal(view, me, Rng(rng.next64()))
                seed = rng.next64()
                for index in alive:
                    value, length = yield from self._playout(world, me, candidates[index], Rng(seed))
                    values[index].append(value)
                    moves += length
                    left -= 1
                    self.playouts_done += 1
                    yield
                if move_cap is not None and moves >= move_cap:
                    break
            if move_cap is not None and moves >= move_cap:
                break
            if stage < stages - 1:
                alive = _better_half(alive, values)
        return candidates[_paired_pick(alive, values, self._confidence(view))]

    def _playout(self, root: Any, me: int, action: Any, rng: Rng) -> Generator[None, None, tuple[float, int]]:
        """Play on from `root` after `action`; return its value to `me` and the number of moves played."""
        plan, rules = self.plan, self.plan.rules
        state = rules.apply(root, me, action).state
        bots: dict[int, Bot] = {}
        cap = plan.max_playout if plan.max_playout is not None else rules.max_actions
        played = 1
        for _ in range(cap):
            if rules.result(state) is not None or (plan.cutoff is not None and plan.cutoff(root, state, me)):
                break
            seat = rules.active_players(state)[0]
            bot = bots.get(seat)
            if bot is None:
                bot = bots[seat] = self._playout_bot(seat, me)
            legal = rules.legal_actions(state, seat)
            seen = rules.view(state, seat) if getattr(bot, "needs_view", True) else None
            state = rules.apply(state, seat, bot.choose(seen, legal, Rng(rng.next64()))).state
            played += 1
            yield
        return plan.value(root, state, me), played


def _ucb(arm: _Arm, n: int) -> float:
    return arm.mean + EXPLORATION * math.sqrt(math.log(n) / arm.visits)


def _pick(anchor: _Arm, arms: Sequence[_Arm], confidence: float = CONFIDENCE) -> _Arm:
    """The best-valued move tried at least twice, if it beats the anchor (the policy's choice) by more than
    `confidence` standard errors of the difference; otherwise the anchor.

    The spread of a playout's value is pooled over all the decision's playouts: UCB visits a poor anchor
    rarely, and one visit says nothing about its own spread."""
    tried = [a for a in arms if a.visits >= 2]
    if not tried or anchor.visits == 0:
        return anchor
    best = max(tried, key=lambda a: (a.mean, a.visits, -a.index))
    if best is anchor:
        return anchor
    count = sum(a.visits for a in arms)
    mean = sum(a.total for a in arms) / count
    variance = max(0.0, sum(a.squares for a in arms) / count - mean * mean) * count / max(1, count - 1)
    margin = confidence * math.sqrt(variance * (1 / best.visits + 1 / anchor.visits))
    return best if best.mean - anchor.mean > margin else anchor


def _better_half(alive: Sequence[int], values: Sequence[Sequence[float]]) -> list[int]:
    """The better-valued half of the moves still racing (rounded up), and the anchor (index 0) always."""
    ranked = sorted(alive, key=lambda i: (-_mean(values[i]), i))
    kept = set(ranked[:(len(ranked) + 1) // 2]) | {0}
    return [i for i in alive if i in kept]


def _paired_pick(alive: Sequence[int], values: Sequence[Sequence[float]], confidence: float = CONFIDENCE) -> int:
    """The best-valued move still racing if it beats the anchor (index 0) by more than `confidence` standard
    errors of their per-world differences; otherwise the anchor. Both were played on the same worlds."""
    best = min(alive, key=lambda i: (-_mean(values[i]), i))
    if best == 0:
        return 0
    differences = [b - a for a, b in zip(values[0], values[best], strict=True)]
    if len(differences) < 2:
        return 0
    mean = _mean(differences)
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (len(differences) - 1))
    return best if mean > confidence * spread / math.sqrt(len(differences)) else 0


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def check_budget(budget: object) -> None:
    """A budget is a whole number of playouts, at least 1 (bool is not a number here)."""
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise ValueError(f"a search budget is a whole number of playouts, at least 1, not {budget!r:.40}")


def with_budget(bot: Bot, budget: int | None) -> Bot:
    """`bot` with `budget` playouts per decision when it searches; other levels have no budget to change."""
    if budget is None or not isinstance(bot, SearchBot):
        return bot
    return bot.with_budget(budget)

