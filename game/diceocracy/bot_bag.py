"""What a solo search bot expects of the bag's next move, worked out exactly instead of sampled.

After each of the player's turns the bag draws one of its dice, rolls it, and puts a Rep in the space of the
district die that roll names ("Solo Mode"; `solo.bag_targets` applies the tie-breaks, and when several dice
are left the player chooses). The colour is one of the bag's dice, the number one of six, all equally
likely, and what the roll takes follows from the board: so the value of a turn's end is the average over
those rolls, each answered with the player's best choice, rather than the one roll a playout happened to
draw. A playout of one turn otherwise carries the noise of that single roll into a comparison of moves
(the bag can break a majority the move built, or leave it alone, at random).
"""

from __future__ import annotations

from collections.abc import Callable

from game.diceocracy.board import put_space
from game.diceocracy.components import COLORS, Color
from game.diceocracy.solo import bag_targets
from game.diceocracy.state import BAG, DiceocracyState, Die, Space, Spot

Evaluation = Callable[[DiceocracyState, int], float]


def before_the_bag(root: DiceocracyState, state: DiceocracyState) -> tuple[DiceocracyState, tuple[Color, ...]] | None:
    """The position at the end of the player's turn, before the bag moved, with the colours the bag held
    when it drew; None when `state` cannot be read back that way (not solo, or the bag did not just move).

    `state` is either waiting for the player's choice among the bag's tied dice (the roll made, no Rep yet)
    or after the bag's Rep: that Rep stands on a space that held a die at `root`, and the die it took is the
    last one removed. Only the board is put back; the card the bag removed does not count in a score."""
    if not state.solo or (state.bag_reps != root.bag_reps - 1 and state.phase != "bag_tie"):
        return None
    if state.phase == "bag_tie":
        if state.bag_roll is None:
            return None
        held = tuple(c for c in COLORS if c in state.bag or c == state.bag_roll.color)
        return state, held
    placed = [(pos, i) for pos, spaces in enumerate(state.districts) for i, s in enumerate(spaces)
              if s.rep == BAG and root.districts[pos][i].die is not None]
    if len(placed) != 1 or not state.removed:
        return None
    pos, space = placed[0]
    return put_space(state, pos, space, Space(die=state.removed[-1])), state.bag


def expected_after_the_bag(board: DiceocracyState, held: tuple[Color, ...], me: int, evaluate: Evaluation) -> float:
    """The evaluation after the bag's move, averaged over every colour it may draw and number it may roll;
    where the roll leaves the player a choice, the choice the evaluation likes best."""
    worth: dict[Spot, float] = {}

    def after(target: Spot) -> float:
        if target not in worth:
            worth[target] = evaluate(put_space(board, target.index, target.pos, Space(rep=BAG)), me)
        return worth[target]

    outcomes = []
    for colour in held:
        for number in range(1, 7):
            targets = bag_targets(board, Die(color=colour, value=number))
            outcomes.append(max(after(t) for t in targets) if targets else evaluate(board, me))
    return sum(outcomes) / len(outcomes)
