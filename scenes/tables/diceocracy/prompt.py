"""What the asked Diceocracy player should do now, and why: the prompt's two lines for every phase and pending
effect, read off the view and the legal actions (the cancel question names the piece and exactly what would
happen to it: a Rep influence names both the Rep's space and the die it would swap with)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.diceocracy.actions import DiceocracyAction, MoveFollower, Pick, PlayAdvert, PlayStunt
from game.diceocracy.cards import marker_blocked
from game.diceocracy.components import components
from game.diceocracy.state import Die, Spot
from game.diceocracy.views import DiceocracyView
from scenes.tables.diceocracy.look import action_words, die_name
from scenes.tables.diceocracy.words import and_list, slot_name


def turn_words(view: DiceocracyView, name: Callable[[Any], str]) -> str:
    """Whose turn it is ("Anna's turn", "Ben's answer"), for the header and the replay prompt."""
    if view.phase == "bag_tie":
        return "The bag's turn (you decide)"
    if view.active:
        return f"{name(view.active[0])}'s {'answer' if view.phase == 'respond' else 'turn'}"
    return ""


def prompt_for(view: DiceocracyView, seat: int | None, legal: Sequence[DiceocracyAction], name: Callable[[Any], str],
               district_name: Callable[[int], str]) -> tuple[str, str]:
    """(title, explanation) for the asked seat; for everyone else who is deciding."""
    if view.phase == "over":
        return "The election is over", "Votes counted district by district: every district's count is in the log."
    if seat is None:
        if not view.active:
            return "", ""
        return f"Waiting for {name(view.active[0])}…", ""
    phase = view.phase
    if phase == "candidate":
        return "Set-up: choose your candidate tile and its side", (
            "Popularity side: +2 popularity in that group now. "
            "Votes side: 2 votes per follower of that group at the end.")
    if phase == "personality":
        return "Set-up: choose the sides of your personality tiles", (
            "One word from each tile: the starting bonus comes at once, the action is your board's personal action.")
    if phase == "take":
        return "Steps 1–2: send a Rep — take a die from a district", (
            "Drag a lit district die onto an empty slot of your board (or click the die, then the slot). "
            "Your Rep stays in its space.")
    if phase == "place":
        return "Step 3: place the taken die on your board", (
            "Drag it onto a lit empty slot (or click it, then the slot). The slot's arrow decides its action.")
    if phase == "actions":
        turn = view.turn
        parts = []
        if turn is not None and not turn.district_done:
            parts.append("the district action (or one alternative)")
        if turn is not None and not turn.follower_done:
            parts.append("the follower action")
        extra = (" You may also drag a follower to an empty slot, or onto another follower to swap the two, "
                 "instead of the district action.") if any(isinstance(a, MoveFollower) for a in legal) else ""
        order = ", in either order" if len(parts) > 1 else ""
        return "Step 4: use " + " and ".join(parts) + order, ("Each is optional." if len(parts) > 1
                                                               else "It is optional.") + extra
    if phase == "resolve":
        return resolve_prompt(view, legal, name)
    if phase == "respond":
        return respond_prompt(view, seat, name, district_name)
    if phase == "cards":
        me = view.players[seat]
        playable = [a for a in legal if isinstance(a, (PlayAdvert, PlayStunt))]
        if playable:
            sub = "Click a lit card in your hand (or its button). Only the cards you can pay for and whose " \
                  "requirements you meet are lit."
            caveats = {advert_caveat(view, a.card) for a in playable if isinstance(a, PlayAdvert)} - {""}
            sub += "".join(f" {c}" for c in sorted(caveats))
        elif me.adverts or me.stunts:
            sub = (f"None of your cards can be played now (one of each kind per turn; you have {me.money} money; "
                   "a stunt needs its pattern or total among your followers). End your turn.")
        else:
            sub = "You have no advertising or stunt card in hand. End your turn."
        return "Step 5: play one advertising and one political stunt card, or end your turn", sub
    if phase == "bag_tie":
        roll = view.bag_roll
        what = die_name(roll) if roll is not None else "its die"
        alike: dict[tuple[str, str], int] = {}  # equal dice in one district are one option, counted (not "space 4")
        for a in legal:
            if isinstance(a, Pick) and a.spot.area == "district":
                die = view.districts[a.spot.index][a.spot.pos].die
                where = district_name(a.spot.index)
                option = die_name(die) if die is not None else "die"
                alike[(option, where)] = alike.get((option, where), 0) + 1
        options = [f"{COUNT_WORDS.get(n, f'all {n}')} {die}s in {where}" if n > 1 else f"{die} in {where}"
                   for (die, where), n in alike.items()]
        fits = f" It fits {and_list(options)} equally (same value, districts worth the same)." if options else ""
        return f"You decide: which die does the bag take for its {what}?", f"Click one of the lit dice.{fits}"
    return phase, ""


COUNT_WORDS = {2: "both", 3: "all three", 4: "all four"}


def advert_caveat(view: DiceocracyView, card: int) -> str:
    """What an advertising card in hand would not do if played now, said before it is paid for ("" when it
    would do everything): the First Player marker part when the marker cannot move (rules: marker_blocked)."""
    if not any(e.type == "give_first" for e in components().adverts[card].effects):
        return ""
    why = marker_blocked(view.num_players, view.marker_given)
    name = components().adverts[card].name
    if why is None and view.round >= view.rounds:  # the marker starts no round after the last
        return f"{name}: this is the last round, the first player marker starts no other, so it only draws the " \
               "stunt card."
    if why is None:
        return ""
    if why == "solo":
        return f"{name}: solo you are always the first player, so it only draws the stunt card."
    return f"{name}: the first player marker was already given this round, so it only draws the stunt card."


def respond_prompt(view: DiceocracyView, seat: int, name: Callable[[Any], str],
                    district_name: Callable[[int], str]) -> tuple[str, str]:
    """The 1-money cancel (interactive and spicy modes), asked of the owner of the piece: what would happen
    to which of their pieces, and what cancelling costs."""
    e = view.response
    by = name(view.order[view.order_index])
    money = f"Pay 1 money to cancel it (you have {view.players[seat].money}), or let it happen."
    if e is None or e.spot is None:
        return f"{name(seat)}: {by}'s action targets one of your pieces.", money
    s = e.spot
    if e.type == "rep_influence" and s.area == "district" and e.target is not None:
        move = f"move your Rep from {district_name(s.index)} to " \
               f"{rep_destination(view, e.target, district_name)}"
        return f"{name(seat)}: {by} wants to {move}.", money
    die = None
    if s.area == "district":
        piece = f"your Rep in {district_name(s.index)}"
    else:
        die = view.players[s.index].followers[s.pos]
        piece = f"your follower {die_name(die)} ({slot_name(s.pos)})" if die is not None else \
            f"your follower on {slot_name(s.pos)}"
    if e.type == "focus" and e.value and die is not None:
        verb = f"{'add 1 to' if e.value > 0 else 'take 1 from'} {piece}: it would become {die.value + e.value}"
    elif e.type == "focus":
        verb = f"change {piece} by one pip"
    elif e.type == "manipulate":
        verb = f"re-roll {piece}"
    else:
        verb = f"use {action_words({'type': e.type})} on {piece}"
    return f"{name(seat)}: {by} wants to {verb}.", money


def rep_destination(view: DiceocracyView, target: Any, district_name: Callable[[int], str]) -> str:
    """Where Rep influence would send a Rep: "the green 4 in Harbour Docks", the die it swaps with."""
    die = die_at(view, target)
    where = district_name(target.index)
    return f"the {die_name(die)} in {where}" if die is not None else where


def die_at(view: DiceocracyView, spot: Spot | None) -> Die | None:
    """The die on a district space or a board slot (None when empty or unknown)."""
    if spot is None:
        return None
    if spot.area == "district":
        return view.districts[spot.index][spot.pos].die
    return view.players[spot.index].followers[spot.pos]


def resolve_prompt(view: DiceocracyView, legal: Sequence[DiceocracyAction],
                   name: Callable[[Any], str]) -> tuple[str, str]:
    e: Any = view.pending[0] if view.pending else None
    t = e.type if e is not None else ""
    if t == "popularity":
        return "Popularity: choose the group", f"+{e.amount} popularity in the group you choose."
    if t in ("advertising", "stunt"):
        what = action_words({'type': t})
        return (f"Take {'an' if what[:1] in 'aeiou' else 'a'} {what}",
                "From the deck, or a lit face-up card beside a district with your Rep.")
    if t == "focus":
        return "Focus: click a lit die, then +1 or −1", "District dice or your followers; printed dice cannot change."
    if t == "manipulate":
        return "Manipulate: click a lit die to re-roll it", "Then decide whether to keep the result."
    if t == "keep":
        now = die_at(view, e.spot) if e is not None else None
        if now is not None and e.value is not None:
            return (f"Keep the new roll? {now.color} {e.value} became {now.value}",
                    f"Or put the die back to {e.value}.")
        return "Keep the new roll?", "Or put the die back to its old value."
    if t == "exchange":
        return "Demographic exchange: click the first district die", "Then the die to swap it with."
    if t == "exchange2":
        return "Demographic exchange: click the die to swap with", ""
    if t == "follower_influence":
        return "Follower influence: click one of your followers", "Then a district die to swap it with."
    if t == "follower_influence2":
        return "Follower influence: click the district die to swap in", ""
    if t == "rep_influence":
        return "Rep influence: click a lit Rep", "Then the district die it swaps places with."
    if t == "rep_influence2":
        return "Rep influence: click the district die the Rep swaps with", ""
    if t == "give_first":
        return "Give the first player marker", ""
    if t == "discard_agenda":
        return "Discard a secret agenda", "Click the agenda to give up (or use its button)."
    return action_words({"type": t}), ""
