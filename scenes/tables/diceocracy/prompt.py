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
from scenes.engine.i18n import Translator
from scenes.tables.diceocracy.look import action_words, die_name, die_words
from scenes.tables.diceocracy.terms import ENGLISH, card_term
from scenes.tables.diceocracy.words import and_list, slot_place


def turn_words(view: DiceocracyView, name: Callable[[Any], str], tr: Translator = ENGLISH) -> str:
    """Whose turn it is ("Anna's turn", "Ben's answer"), for the header and the replay prompt."""
    if view.phase == "bag_tie":
        return tr("The bag's turn (you decide)")
    if view.active:
        if view.phase == "respond":
            return tr("{name}'s answer", name=name(view.active[0]))
        return tr("{name}'s turn", name=name(view.active[0]))
    return ""


def prompt_for(view: DiceocracyView, seat: int | None, legal: Sequence[DiceocracyAction], name: Callable[[Any], str],
               district_name: Callable[[int], str], tr: Translator = ENGLISH) -> tuple[str, str]:
    """(title, explanation) for the asked seat; for everyone else who is deciding."""
    if view.phase == "over":
        return tr("The election is over"), tr("Votes counted district by district: every district's count is in "
                                              "the log.")
    if seat is None:
        if not view.active:
            return "", ""
        return tr("Waiting for {name}…", name=name(view.active[0])), ""
    phase = view.phase
    if phase == "candidate":
        return tr("Set-up: choose your candidate tile and its side"), tr(
            "Popularity side: +2 popularity in that group now. "
            "Votes side: 2 votes per follower of that group at the end.")
    if phase == "personality":
        return tr("Set-up: choose the sides of your personality tiles"), tr(
            "One word from each tile: the starting bonus comes at once, the action is your board's personal action.")
    if phase == "take":
        return tr("Steps 1–2: send a Rep — take a die from a district"), tr(
            "Drag a lit district die onto an empty slot of your board (or click the die, then the slot). "
            "Your Rep stays in its space.")
    if phase == "place":
        return tr("Step 3: place the taken die on your board"), tr(
            "Drag it onto a lit empty slot (or click it, then the slot). The slot's arrow decides its action.")
    if phase == "actions":
        return actions_prompt(view, legal, tr)
    if phase == "resolve":
        return resolve_prompt(view, legal, name, tr)
    if phase == "respond":
        return respond_prompt(view, seat, name, district_name, tr)
    if phase == "cards":
        me = view.players[seat]
        playable = [a for a in legal if isinstance(a, (PlayAdvert, PlayStunt))]
        if playable:
            sub = tr("Click a lit card in your hand (or its button). Only the cards you can pay for and whose "
                     "requirements you meet are lit.")
            caveats = {advert_caveat(view, a.card, tr) for a in playable if isinstance(a, PlayAdvert)} - {""}
            sub += "".join(f" {c}" for c in sorted(caveats))
        elif me.adverts or me.stunts:
            sub = tr("None of your cards can be played now (one of each kind per turn; you have {money} money; "
                     "a stunt needs its pattern or total among your followers). End your turn.", money=me.money)
        else:
            sub = tr("You have no advertising or stunt card in hand. End your turn.")
        return tr("Step 5: play one advertising and one political stunt card, or end your turn"), sub
    if phase == "bag_tie":
        return bag_tie_prompt(view, legal, district_name, tr)
    return phase, ""


def actions_prompt(view: DiceocracyView, legal: Sequence[DiceocracyAction],
                   tr: Translator = ENGLISH) -> tuple[str, str]:
    """Step 4: the district action and the follower action, whichever are still to come, in either order."""
    turn = view.turn
    district = turn is not None and not turn.district_done
    follower = turn is not None and not turn.follower_done
    if district and follower:
        title = tr("Step 4: use the district action (or one alternative) and the follower action, in either order")
    elif district:
        title = tr("Step 4: use the district action (or one alternative)")
    elif follower:
        title = tr("Step 4: use the follower action")
    else:  # (both done: the turn has gone on to step 5)
        title = tr("Step 4")
    sub = tr("Each is optional.") if district and follower else tr("It is optional.")
    if any(isinstance(a, MoveFollower) for a in legal):
        sub += " " + tr("You may also drag a follower to an empty slot, or onto another follower to swap the two, "
                        "instead of the district action.")
    return title, sub


def bag_tie_prompt(view: DiceocracyView, legal: Sequence[DiceocracyAction], district_name: Callable[[int], str],
                   tr: Translator = ENGLISH) -> tuple[str, str]:
    """Solo: the bag's roll fits several dice equally; the player picks the one it takes."""
    roll = view.bag_roll
    alike: dict[tuple[str, str], int] = {}  # equal dice in one district are one option, counted (not "space 4")
    for a in legal:
        if isinstance(a, Pick) and a.spot.area == "district":
            die = view.districts[a.spot.index][a.spot.pos].die
            where = district_name(a.spot.index)
            option = die_name(die, tr) if die is not None else tr("die")
            alike[(option, where)] = alike.get((option, where), 0) + 1
    options = [tie_option(option, where, n, tr) for (option, where), n in alike.items()]
    if roll is not None:
        title = tr("You decide: which die does the bag take for its {die}?", die=die_name(roll, tr))
    else:
        title = tr("You decide: which die does the bag take for its die?")
    sub = tr("Click one of the lit dice.")
    if options:
        sub += " " + tr("It fits {options} equally (same value, districts worth the same).",
                        options=and_list(options, tr))
    return title, sub


def tie_option(die: str, where: str, n: int, tr: Translator = ENGLISH) -> str:
    """One choice of a tie: "both pink 3s in Old Town", "blue 4 in Market Square"."""
    if n == 1:
        return tr("{die} in {district}", die=die, district=where)
    if n == 2:
        return tr("both {die}s in {district}", die=die, district=where)
    if n == 3:
        return tr("all three {die}s in {district}", die=die, district=where)
    if n == 4:
        return tr("all four {die}s in {district}", die=die, district=where)
    return tr("all {count} {die}s in {district}", count=n, die=die, district=where)


def advert_caveat(view: DiceocracyView, card: int, tr: Translator = ENGLISH) -> str:
    """What an advertising card in hand would not do if played now, said before it is paid for ("" when it
    would do everything): the First Player marker part when the marker cannot move (rules: marker_blocked)."""
    if not any(e.type == "give_first" for e in components().adverts[card].effects):
        return ""
    why = marker_blocked(view.num_players, view.marker_given)
    name = card_term("adverts", components().adverts[card].name, tr)
    if why is None and view.round >= view.rounds:  # the marker starts no round after the last
        return tr("{card}: this is the last round, the first player marker starts no other, so it only draws the "
                  "stunt card.", card=name)
    if why is None:
        return ""
    if why == "solo":
        return tr("{card}: solo you are always the first player, so it only draws the stunt card.", card=name)
    return tr("{card}: the first player marker was already given this round, so it only draws the stunt card.",
              card=name)


def respond_prompt(view: DiceocracyView, seat: int, name: Callable[[Any], str],
                   district_name: Callable[[int], str], tr: Translator = ENGLISH) -> tuple[str, str]:
    """The 1-money cancel (interactive and spicy modes), asked of the owner of the piece: what would happen
    to which of their pieces, and what cancelling costs."""
    e = view.response
    by = name(view.order[view.order_index])
    who = name(seat)
    money = tr("Pay 1 money to cancel it (you have {money}), or let it happen.", money=view.players[seat].money)
    if e is None or e.spot is None:
        return tr("{seat}: {by}'s action targets one of your pieces.", seat=who, by=by), money
    s = e.spot
    if e.type == "rep_influence" and s.area == "district" and e.target is not None:
        die = die_at(view, e.target)
        where, to = district_name(s.index), district_name(e.target.index)
        if die is not None:
            return tr("{seat}: {by} wants to move your Rep from {source} to the {die} in {district}.", seat=who,
                      by=by, source=where, die=die_name(die, tr), district=to), money
        return tr("{seat}: {by} wants to move your Rep from {source} to {district}.", seat=who, by=by, source=where,
                  district=to), money
    die = None
    # the piece as the object of the sentences below (German: accusative, „deinen Vertreter …“)
    if s.area == "district":
        piece = tr("your Rep in {district}", district=district_name(s.index))
    else:
        die = view.players[s.index].followers[s.pos]
        place = slot_place(s.pos, tr)
        piece = tr("your follower {die} (the {place} slot)", die=die_name(die, tr), place=place) if die is not None \
            else tr("your follower on the {place} slot", place=place)
    if e.type == "focus" and e.value and die is not None:
        if e.value > 0:
            return tr("{seat}: {by} wants to add 1 to {piece}: it would become {value}.", seat=who, by=by,
                      piece=piece, value=die.value + e.value), money
        return tr("{seat}: {by} wants to take 1 from {piece}: it would become {value}.", seat=who, by=by,
                  piece=piece, value=die.value + e.value), money
    if e.type == "focus":
        return tr("{seat}: {by} wants to change {piece} by one pip.", seat=who, by=by, piece=piece), money
    if e.type == "manipulate":
        return tr("{seat}: {by} wants to re-roll {piece}.", seat=who, by=by, piece=piece), money
    return tr("{seat}: {by} wants to use {action} on {piece}.", seat=who, by=by,
              action=action_words({"type": e.type}, tr=tr), piece=piece), money


def rep_destination(view: DiceocracyView, target: Any, district_name: Callable[[int], str],
                    tr: Translator = ENGLISH) -> str:
    """Where Rep influence would send a Rep: "the green 4 in Harbour Docks", the die it swaps with."""
    die = die_at(view, target)
    where = district_name(target.index)
    return tr("the {die} in {district}", die=die_name(die, tr), district=where) if die is not None else where


def die_at(view: DiceocracyView, spot: Spot | None) -> Die | None:
    """The die on a district space or a board slot (None when empty or unknown)."""
    if spot is None:
        return None
    if spot.area == "district":
        return view.districts[spot.index][spot.pos].die
    return view.players[spot.index].followers[spot.pos]


def resolve_prompt(view: DiceocracyView, legal: Sequence[DiceocracyAction],
                   name: Callable[[Any], str], tr: Translator = ENGLISH) -> tuple[str, str]:
    e: Any = view.pending[0] if view.pending else None
    t = e.type if e is not None else ""
    if t == "popularity":
        return tr("Popularity: choose the group"), tr("+{amount} popularity in the group you choose.",
                                                      amount=e.amount)
    if t == "advertising":
        return tr("Take an advertising card"), tr("From the deck, or a lit face-up card beside a district with "
                                                  "your Rep.")
    if t == "stunt":
        return tr("Take a political stunt card"), tr("From the deck, or a lit face-up card beside a district with "
                                                     "your Rep.")
    if t == "focus":
        return tr("Focus: click a lit die, then +1 or −1"), tr("District dice or your followers; printed dice cannot "
                                                               "change.")
    if t == "manipulate":
        return tr("Manipulate: click a lit die to re-roll it"), tr("Then decide whether to keep the result.")
    if t == "keep":
        now = die_at(view, e.spot) if e is not None else None
        if now is not None and e.value is not None:
            return (tr("Keep the new roll? {die} became {value}", die=die_words(now.color, e.value, tr),
                       value=now.value),
                    tr("Or put the die back to {value}.", value=e.value))
        return tr("Keep the new roll?"), tr("Or put the die back to its old value.")
    if t == "exchange":
        return tr("Demographic exchange: click the first district die"), tr("Then the die to swap it with.")
    if t == "exchange2":
        return tr("Demographic exchange: click the die to swap with"), ""
    if t == "follower_influence":
        return tr("Follower influence: click one of your followers"), tr("Then a district die to swap it with.")
    if t == "follower_influence2":
        return tr("Follower influence: click the district die to swap in"), ""
    if t == "rep_influence":
        return tr("Rep influence: click a lit Rep"), tr("Then the district die it swaps places with.")
    if t == "rep_influence2":
        return tr("Rep influence: click the district die the Rep swaps with"), ""
    if t == "give_first":
        return tr("Give the first player marker"), ""
    if t == "discard_agenda":
        return tr("Discard a secret agenda"), tr("Click the agenda to give up (or use its button).")
    return action_words({"type": t}, tr=tr), ""
