"""The heuristic Diceocracy bot: sees only its View, samples one consistent world, and scores each legal
action by the final score it would have if the game ended right after it (district majorities with its
popularity, secret agendas, stunts, candidate bonus) plus money, cards in hand and popularity still to use.
Every candidate is first scored one step deep; the best few then look one step further when they lead
straight into another of its own choices (a taken die still to place, an action still to resolve). It
remembers its own turn and never undoes a move of it (a swap straight back) while another move exists.

In interactive and spicy play a move that involves another seat's piece is followed by that seat's 1-money
cancel question; the bot values such a move by the answer it expects (the one the other seat's own evaluation
prefers), since the board the question is asked on does not show the move yet."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.rng import Rng
from game.diceocracy.actions import Respond
from game.diceocracy.bot_value import running_totals
from game.diceocracy.cards import stunt_met
from game.diceocracy.components import components
from game.diceocracy.state import DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

if TYPE_CHECKING:  # for the hints only: HeuristicBot imports the rules when it is made, as it always has
    from game.diceocracy.rules import DiceocracyRules

MAX_CANDIDATES = 64
# How many of the best one-step candidates are looked at one step further.
DEEPER = 8
# How many of its own next choices the bot looks at after an action, by the phase that follows.
FOLLOW_UPS = {"place": 3, "resolve": 6, "actions": 4}
# A popularity point still to use is worth about this many votes while rounds remain: every die of its
# colour in a district the bot wins at the end scores it. Measured over 60 solo seeds: 0.4 -> median 152,
# 1.5 -> 174, 3.0 -> 176, 5.0 -> 177 (with the two-stage search 3.0 -> 182).
POPULARITY_WORTH = 3.0


Board = tuple[object, ...]
Evaluation = Callable[[DiceocracyState, int], float]
"""How good a position is for a seat: `evaluate`, or the search level's `evaluate_to_the_last_turn`."""
SECOND_PICKS = ("exchange2", "follower_influence2", "rep_influence2")
"""Pending steps whose pick completes a swap (the first pick only chose what moves)."""


def board_of(position: DiceocracyView | DiceocracyState) -> Board:
    """What a turn's moves can rearrange and put back: the districts (dice, Reps) and every follower board."""
    return (position.districts, tuple(p.followers for p in position.players))


class TurnMemory:
    """The boards one seat has seen during its current turn, so it never undoes its own move: swapping two
    dice and straight back (issue 13), or swapping two identical dice, when any other move exists."""

    def __init__(self) -> None:
        self.turn: tuple[int, int] | None = None
        self.boards: list[Board] = []

    def observe(self, view: DiceocracyView) -> None:
        turn = (view.round, view.order_index)
        if turn != self.turn:
            self.turn, self.boards = turn, []
        board = board_of(view)
        if not self.boards or self.boards[-1] != board:
            self.boards.append(board)

    def may_undo(self, view: DiceocracyView) -> bool:
        """Whether any move now could lead back (cheap: most decisions need no check at all)."""
        return len(self.boards) > 1 or bool(view.pending and view.pending[0].type in SECOND_PICKS)

    def undoes(self, view: DiceocracyView, after: Board) -> bool:
        if after in self.boards[:-1]:
            return True
        return after == self.boards[-1] and bool(view.pending) and view.pending[0].type in SECOND_PICKS

    def purposeful(self, view: DiceocracyView, world: DiceocracyState, me: int, legal: Sequence[Any],
                   rules: Any) -> list[Any]:
        """`legal` without the moves that undo this turn's earlier moves (all of it if nothing else is left)."""
        if not self.may_undo(view):
            return list(legal)
        kept = [a for a in legal
                if not self.undoes(view, board_of(allowed(rules, rules.apply(world, me, a).state, me)))]
        return kept or list(legal)


def asked_of_another(state: DiceocracyState, me: int) -> bool:
    """Whether the position waits for another seat's answer to a cancel question about `me`'s move."""
    return state.phase == "respond" and state.active is not None and state.active != me


def allowed(rules: DiceocracyRules, state: DiceocracyState, me: int) -> DiceocracyState:
    """What `me`'s move does if it is not cancelled (the position itself when no one is asked)."""
    if not asked_of_another(state, me):
        return state
    assert state.active is not None
    after: DiceocracyState = rules.apply(state, state.active, Respond(cancel=False)).state
    return after


def expected_answer(rules: DiceocracyRules, state: DiceocracyState, me: int,
                    evaluation: Evaluation | None = None) -> DiceocracyState:
    """The position after the cancel question another seat is asked about `me`'s move, answered as that seat's
    own evaluation prefers (letting it happen when paying would not help it)."""
    judge = evaluation or evaluate
    if not asked_of_another(state, me):
        return state
    responder = state.active
    assert responder is not None
    outcomes: list[DiceocracyState] = [rules.apply(state, responder, Respond(cancel=cancel)).state
                                       for cancel in (False, True)]
    return max(outcomes, key=lambda outcome: judge(outcome, responder))


class HeuristicBot:
    """The heuristic level (see the module). The search level runs it as its anchor with its own
    `evaluation`; the heuristic level's is `evaluate`."""

    level = "heuristic"

    def __init__(self, evaluation: Evaluation | None = None) -> None:
        from game.diceocracy.rules import DiceocracyRules

        self.rules = DiceocracyRules()
        self.memory = TurnMemory()
        self.evaluation = evaluation or evaluate

    def purposeful(self, view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> list[Any]:
        """The legal moves that do not undo what this seat did earlier this turn (see TurnMemory)."""
        me = view.viewer if view.viewer is not None else (view.active[0] if view.active else 0)
        return self.memory.purposeful(view, determinize(view, Rng(rng.next64())), me, legal, self.rules)

    def choose(self, view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Any:
        if not legal:
            raise ValueError("A bot was asked to act with no legal actions")
        self.memory.observe(view)
        if len(legal) == 1:
            return legal[0]
        me = view.viewer if view.viewer is not None else (view.active[0] if view.active else 0)
        world = determinize(view, Rng(rng.next64()))
        candidates = self.memory.purposeful(view, world, me, legal, self.rules)
        if len(candidates) > MAX_CANDIDATES:
            keep = [a for a in candidates if getattr(a, "kind", "") in ("end_turn", "skip_district_action",
                                                                          "skip_follower_action")]
            candidates = keep + list(rng.shuffled(candidates))[:MAX_CANDIDATES - len(keep)]
        # Stage one: every candidate one step deep; stage two: the best few one step further.
        shallow = sorted(((self._value_after(world, me, a, rng, depth=0), -i) for i, a in enumerate(candidates)),
                         reverse=True)
        best, best_value = candidates[-shallow[0][1]], float("-inf")
        for _, neg_index in shallow[:DEEPER]:
            action = candidates[-neg_index]
            value = self._value_after(world, me, action, rng, depth=1)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value_after(self, state: DiceocracyState, me: int, action: Any, rng: Rng, depth: int) -> float:
        nxt = expected_answer(self.rules, self.rules.apply(state, me, action).state, me, self.evaluation)
        limit = FOLLOW_UPS.get(nxt.phase, 0)
        if depth > 0 and limit and nxt.active == me and nxt.phase != state.phase:
            follow = self.rules.legal_actions(nxt, me)
            if len(follow) > limit:
                follow = list(rng.shuffled(follow))[:limit]
            return max(self._value_after(nxt, me, a, rng, depth - 1) for a in follow)
        return self.evaluation(nxt, me)


def evaluate(state: DiceocracyState, me: int, spent: bool | None = None,
             popularity_worth: float = POPULARITY_WORTH) -> float:
    """How good the position is for `me`: its score now against the best rival, plus resources still to
    convert (worth more early than late). `spent` says those resources can no longer be converted (by
    default: once the game is over); `popularity_worth` is what a point of popularity still to use is worth
    while rounds remain (the search level values it higher alone against the bag)."""
    totals = running_totals(state, me)
    mine = totals[me]
    rivals = [total for seat, total in enumerate(totals) if seat != me]
    p = state.players[me]
    rounds_left = max(0, state.rounds - state.round)
    comps = components()
    future = 0.6 * p.money + popularity_worth * sum(p.popularity) * min(1.0, rounds_left / 3 + 0.3)
    future += 2.0 * len(p.adverts) + sum(
        comps.stunts[c].reward * (1.0 if stunt_met(comps.stunts[c], p.followers) else 0.3) for c in p.stunts)
    if state.phase == "over" if spent is None else spent:
        future = 0.0
    base = mine + future
    return base - (max(rivals) if rivals else 0)
