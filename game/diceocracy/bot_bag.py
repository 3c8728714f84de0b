"""What a solo search bot expects of the bag's next move, worked out exactly instead of sampled.

After each of the player's turns the bag draws one of its dice, rolls it, and puts a Rep in the space of the
district die that roll names ("Solo Mode"; `solo.bag_targets` applies the tie-breaks, and when several dice
are left the player chooses). The colour is one of the bag's dice, the number one of six, all equally
likely, and what the roll takes follows from the board: so the value of a turn's end is the average over
those rolls, each answered with the player's best choice, rather than the one roll a playout happened to
draw. A playout of one turn otherwise carries the noise of that single roll into a comparison of moves
(the bag can break a majority the move built, or leave it alone, at random).

The bag's later moves are estimated, not worked out (`later_bag_damage`): the search values positions many
thousand times a decision, and their exact aim measured no better than one die in 4n of each colour.
"""

from __future__ import annotations

from collections.abc import Callable

from game.diceocracy.board import COLOR_INDEX, put_space
from game.diceocracy.bot_value import district_facts, district_votes
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


DieLosses = tuple[tuple[int, int], ...]
"""For each loose die of a district: its colour's index and the votes the bag's taking it would cost."""
_KEPT = 60_000
"""Districts remembered before the memory starts afresh (as in bot_value)."""
_losses: dict[tuple[int, int, int, tuple[int, ...]], tuple[tuple[Space, ...], DieLosses, tuple[int, ...]]] = {}


def _district_losses(state: DiceocracyState, pos: int, me: int) -> tuple[DieLosses, tuple[int, ...]]:
    """What the bag's taking each loose die of the district would cost `me`, and the loose dice per colour.

    Kept per district tuple, like `bot_value`'s district facts: between one position and the next a single
    district usually changes, and a search evaluates thousands of positions a decision."""
    spaces = state.districts[pos]
    popularity = state.players[me].popularity
    key = (id(spaces), state.tiles[pos], me, popularity)
    kept = _losses.get(key)
    if kept is not None and kept[0] is spaces:  # the tuple is held here, so its id is not reused meanwhile
        return kept[1], kept[2]
    loose = [0, 0, 0, 0]
    for space in spaces:
        if space.die is not None:
            loose[COLOR_INDEX[space.die.color]] += 1
    losses: list[tuple[int, int]] = []
    reps, _, pips, counts, dice = district_facts(state, pos)
    if reps.get(me):
        now = district_votes(me, popularity, reps, pips, counts, dice)
        with_bag = {**reps, BAG: reps.get(BAG, 0) + 1}
        for space in spaces:
            if space.die is None:
                continue
            colour = COLOR_INDEX[space.die.color]
            left = tuple(n - (c == colour) for c, n in enumerate(counts))
            after = district_votes(me, popularity, with_bag, pips - space.die.value,
                                   (left[0], left[1], left[2], left[3]), dice - 1)
            losses.append((colour, now - after))
    if len(_losses) >= _KEPT:
        _losses.clear()
    _losses[key] = (spaces, tuple(losses), tuple(loose))
    return tuple(losses), tuple(loose)


def later_bag_damage(state: DiceocracyState, me: int) -> float:
    """The votes `me` can expect to lose to one later move of the bag, in the districts where it has Reps.

    The bag draws one of its four colours and takes a die of that colour, so each district die of a colour with
    n dice on the districts is taken about once in 4n moves (the roll's number and the tie-breaks pick among
    them, which this ignores). A taken die leaves its district's pips and colours and a bag Rep stands in its
    space, which can cost `me` the majority there: a lead of one Rep is at risk, a lead of two is not."""
    dice_of = [0, 0, 0, 0]
    found = []
    for pos in range(len(state.districts)):
        losses, loose = _district_losses(state, pos, me)
        for colour in range(4):
            dice_of[colour] += loose[colour]
        found.append(losses)
    return sum(loss / (4 * dice_of[colour]) for losses in found for colour, loss in losses)
