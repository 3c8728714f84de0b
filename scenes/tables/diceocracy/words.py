"""Diceocracy events in plain words for the log, one wording function per event type (see
scenes.tables.common.words). Card names are separate segments so hovering them shows the card's whole text.

Every sentence is built from the event's data as this viewer received it (a redacted event words only what it
keeps), never from a second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.core.protocol import Event, Payload
from game.diceocracy import events as ev
from game.diceocracy.components import components
from game.diceocracy.events import BAG
from game.diceocracy.state import Die, Spot
from game.diceocracy.views import DiceocracyView
from scenes.tables.common.words import EventWords, Line
from scenes.tables.diceocracy.look import DIE_LETTER, action_words, advert_text, card_words, die_name, stunt_text

DECK_WORD = {"adverts": "advertising", "stunts": "political stunt", "agendas": "secret agenda"}


@dataclass(frozen=True)
class DiceNames:
    """What the wording needs from the table: names of seats and districts, the game's size and length."""

    name: Callable[[int], str]
    """A seat's name ("The bag" for the solo opponent, BAG)."""
    district_name: Callable[[int], str]
    """The district tile at a board position."""
    players: int
    """Seats at the table (1 solo): a secret agenda's votes depend on it."""
    rounds: int
    """How many rounds the game lasts (from the view)."""


WORDS: EventWords[DiceNames] = EventWords()


def describe_event(event: Event, names: DiceNames) -> Line | None:
    """The log line of an event as this viewer received it (None: not worth a line)."""
    line = WORDS.word(event, names)
    return lower_the_bag(line) if line else line


def lower_the_bag(line: Line) -> Line:
    """"The bag" opens a sentence; inside one it is "the bag" ("Anna moves the bag's Rep")."""
    return [(text.replace(" The bag", " the bag"), card) for text, card in line]


def and_list(items: Sequence[str]) -> str:
    """ "Anna, Ben and Cleo"."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


ROW_WORDS, COL_WORDS = ("top", "middle", "bottom"), ("left", "centre", "right")


def slot_place(slot: int) -> str:
    """Where a slot lies on the candidate board, as a player points at it: "top-left", "centre",
    "bottom-right" (the rules number the slots 1-9: "slot 6" read as jargon, playtest 5)."""
    info = components().board.slots[slot]
    if (info.row, info.col) == (1, 1):
        return "centre"
    return f"{ROW_WORDS[info.row]}-{COL_WORDS[info.col]}"


def slot_name(slot: int) -> str:
    """ "the top-left slot"."""
    return f"the {slot_place(slot)} slot"


def spot_words(spot: Spot, district_name: Callable[[int], str], name: Callable[[int], str]) -> str:
    """ "Old Town" (a district space: the district, the space's number is the rules') or "Ben's centre slot"."""
    if spot.area == "district":
        return district_name(spot.index)
    return f"{name(spot.index)}'s {slot_place(spot.pos)} slot"


def piece_words(spot: Spot, view: DiceocracyView, district_name: Callable[[int], str], name: Callable[[int], str],
                mover: int | None = None) -> str:
    """What stands on a spot as a player reads the table: "blue 4 in Old Town", "Ben's Rep in Old Town",
    "Ada's follower pink 5" (where "district 5, space 5" was the rules' numbering); "their Rep …" when it is
    `mover`'s own."""

    def whose(seat: int) -> str:
        return "their" if seat == mover else f"{name(seat)}'s"

    if spot.area == "district":
        space = view.districts[spot.index][spot.pos]
        where = district_name(spot.index)
        if space.rep is not None:
            return f"{whose(space.rep)} Rep in {where}"
        return f"{die_name(space.die)} in {where}" if space.die is not None else f"a space in {where}"
    follower = view.players[spot.index].followers[spot.pos]
    owner = whose(spot.index)
    return f"{owner} follower {die_name(follower)}" if follower is not None else f"{owner} board"


def own_spot(d: ev.DieChanged | ev.DieRolled, n: DiceNames) -> str:
    """The die an event names: "a die in Old Town", "their follower on the centre slot" (the acting seat's own
    board), "Ben's follower on the top-left slot"."""
    spot = d.spot
    if spot.area == "district":
        return f"a die in {n.district_name(spot.index)}"
    whose = "their" if spot.index == d.seat else f"{n.name(spot.index)}'s"
    return f"{whose} follower on {slot_name(spot.pos)}"


def bag_reason(roll: Die | None, taken: Die) -> str:
    """Why the bag took another die than it rolled (rulebook "Solo Mode": the closest value, rounded up;
    no die of that colour: one of the largest group). Empty when it took the die it rolled."""
    if roll is None:
        return ""
    if roll.color != taken.color:
        return f" (No {roll.color} die left on the districts: one from the largest group.)"
    if roll.value != taken.value:
        return f" (No {roll.color} {roll.value} left: the closest value.)"
    return ""


def district_lines(d: ev.DistrictScoring, name: Callable[[int], str]) -> list[str]:
    """A district's scoring in two lines (the counting banner and the result panel)."""
    reps = ", ".join(f"{name(s)} {n}" for s, n in d.reps.items()) or "no Reps"
    pips = sum(x.value for x in d.dice)
    printed = sum(1 for x in d.dice if x.printed)
    lead = and_list([name(s) for s in d.majority]) or "nobody"
    votes = ", ".join(f"{name(s)} +{v}" for s, v in d.votes.items()) or "no votes"
    lines = [f"Reps: {reps} · majority: {lead}",
             f"Dice: {len(d.dice)} ({printed} printed), {pips} pips · votes: {votes}"]
    return [line.replace(" The bag", " the bag") for line in lines]


def _say(text: str) -> Line:
    return [(text, None)]


def _card(before: str, deck: str, card_id: int, after: str, n: DiceNames) -> Line:
    """A line naming a card: hovering the name shows the card's whole text (look.card_tip reads the mark)."""
    return [(before, None), (card_words(deck, card_id, n.players)[0], f"{deck}:{card_id}:{n.players}"),
            (after, None)]


class _Seated(Protocol):
    @property
    def seat(self) -> int: ...


def _who(d: _Seated, n: DiceNames) -> str:
    return n.name(d.seat)


# -- set-up ---------------------------------------------------------------------------------------------

@WORDS.on(ev.SetUp)
def _set_up(d: ev.SetUp, n: DiceNames) -> Line:
    return _say(f"— Set-up: {and_list([x.district for x in d.districts])} are dealt and their dice "
                f"rolled; {len(d.advert_row)} advertising and {len(d.stunt_row)} stunt cards lie face up.")


@WORDS.on(ev.AgendasDealt)
def _agendas_dealt(d: ev.AgendasDealt, n: DiceNames) -> Line:
    if d.agendas is not None:  # the owner's copy names them; everyone else's only counts them
        out: Line = [(f"{_who(d, n)} is dealt secret agendas: ", None)]
        for i, card in enumerate(d.agendas):
            out += _card(", " if i else "", "agendas", card, "", n)
        return [seg for seg in out if seg[0]] + [(".", None)]
    count = d.count
    return _say(f"{_who(d, n)} is dealt {count} secret agenda{'s' if count != 1 else ''}.")


@WORDS.on(ev.CandidateChosen)
def _candidate_chosen(d: ev.CandidateChosen, n: DiceNames) -> Line:
    tile = components().candidates[d.tile]
    side = (f"+{tile.popularity} {d.color} popularity" if d.side == "popularity"
            else f"{tile.votes_per_follower} votes per {d.color} follower at the end")
    return _say(f"{_who(d, n)} runs as the {d.color} candidate ({side}).")


@WORDS.on(ev.PersonalityChosen)
def _personality_chosen(d: ev.PersonalityChosen, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} is the {d.description}.")


# -- rounds and turns -----------------------------------------------------------------------------------

@WORDS.on(ev.RoundStarted)
def _round_started(d: ev.RoundStarted, n: DiceNames) -> Line:
    return _say(f"— Round {d.round} of {n.rounds} — {n.name(d.first_player)} starts.")


@WORDS.on(ev.Turn)
def _turn(d: ev.Turn, n: DiceNames) -> Line:
    if d.seat == BAG:
        return _say(f"The bag takes {die_name(d.die)} in {d.district} ({d.side} side) and leaves a Rep."
                    + bag_reason(d.roll, d.die))
    return _say(f"{_who(d, n)} sends a Rep to {d.district} and takes {die_name(d.die)}.")


@WORDS.on(ev.FollowerPlaced)
def _follower_placed(d: ev.FollowerPlaced, n: DiceNames) -> Line:
    # the slot's arrow names the follower action this turn may use (step 4): nothing happens yet
    return _say(f"{_who(d, n)} places {die_name(d.die)} on {slot_name(d.slot)} (its follower action: "
                f"{action_words(d.action)}).")


@WORDS.on(ev.FollowerMoved)
def _follower_moved(d: ev.FollowerMoved, n: DiceNames) -> Line:
    if d.swapped:
        return _say(f"{_who(d, n)} swaps the followers on the {slot_place(d.source)} and "
                    f"{slot_place(d.target)} slots.")
    return _say(f"{_who(d, n)} moves a follower from {slot_name(d.source)} to {slot_name(d.target)}.")


@WORDS.on(ev.ActionUsed)
def _action_used(d: ev.ActionUsed, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} uses the {d.source} action: {action_words(d.action)}.")


@WORDS.on(ev.ActionDeclined)
def _action_declined(d: ev.ActionDeclined, n: DiceNames) -> Line:
    given_up = f" ({action_words(d.action)})" if d.action is not None else ""
    return _say(f"{_who(d, n)} skips the {d.source} action{given_up}.")


@WORDS.on(ev.ActionSkipped)
def _action_skipped(d: ev.ActionSkipped, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)}: {action_words({'type': d.action})} has nothing to do.")


@WORDS.on(ev.FirstPlayerGiven)
def _first_player_given(d: ev.FirstPlayerGiven, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} gives the first player marker to {n.name(d.to)}.")


@WORDS.on(ev.TurnEnded, ev.AgendasRevealed)
def _not_worth_a_line(d: Payload, n: DiceNames) -> None:
    """The end of a turn shows in the next turn's line; the agendas in the final count and the result."""
    return None


# -- what actions change --------------------------------------------------------------------------------

@WORDS.on(ev.Popularity)
def _popularity(d: ev.Popularity, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)}'s {d.color} popularity is now {d.value}.")


@WORDS.on(ev.Money)
def _money(d: ev.Money, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} now has {d.value} money.")


@WORDS.on(ev.Votes)
def _votes(d: ev.Votes, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} gains {d.gained} votes.")


@WORDS.on(ev.DieChanged)
def _die_changed(d: ev.DieChanged, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} focuses {own_spot(d, n)}: {d.old} → {d.new}.")


@WORDS.on(ev.DieRolled)
def _die_rolled(d: ev.DieRolled, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} re-rolls {own_spot(d, n)}: {d.old} → {d.new}.")


@WORDS.on(ev.RollKept)
def _roll_kept(d: ev.RollKept, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} {'keeps the roll' if d.keep else 'restores the old value'}: {d.value}.")


@WORDS.on(ev.DiceSwapped)
def _dice_swapped(d: ev.DiceSwapped, n: DiceNames) -> Line:
    a, b = d.dice
    what = "exchange" if d.action == "exchange" else "follower influence"
    return _say(f"{_who(d, n)} swaps {die_name(a)} and {die_name(b)} ({what}).")


@WORDS.on(ev.RepMoved)
def _rep_moved(d: ev.RepMoved, n: DiceNames) -> Line:
    owner = "their own" if d.owner == d.seat else f"{n.name(d.owner)}'s"
    return _say(f"{_who(d, n)} moves {owner} Rep to {spot_words(d.target, n.district_name, n.name)}; "
                f"{die_name(d.die)} takes its old space.")


# -- interactive and spicy modes ------------------------------------------------------------------------

@WORDS.on(ev.CancelOffered)
def _cancel_offered(d: ev.CancelOffered, n: DiceNames) -> Line:
    who, by = _who(d, n), n.name(d.by)
    if d.target is not None and d.die is not None:  # Rep influence is offered with its destination: the owner
        # knows what they would stop
        return _say(f"{who} may pay 1 money to stop {by} moving {who}'s Rep from "
                    f"{spot_words(d.spot, n.district_name, n.name)} to the {die_name(d.die)} in "
                    f"{n.district_name(d.target.index)}.")
    return _say(f"{who} may pay 1 money to cancel {by}'s {action_words({'type': d.action})}.")


@WORDS.on(ev.ActionCancelled)
def _action_cancelled(d: ev.ActionCancelled, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} pays 1 money: {n.name(d.by)}'s {action_words({'type': d.action})} "
                "is cancelled.")


@WORDS.on(ev.ActionAllowed)
def _action_allowed(d: ev.ActionAllowed, n: DiceNames) -> Line:
    return _say(f"{_who(d, n)} lets {n.name(d.by)}'s {action_words({'type': d.action})} happen.")


# -- cards ----------------------------------------------------------------------------------------------

@WORDS.on(ev.CardsDrawn)
def _cards_drawn(d: ev.CardsDrawn, n: DiceNames) -> Line:
    deck = DECK_WORD.get(d.deck, d.deck)
    if d.cards is not None:  # the drawer's own copy names the cards; everyone else's only counts them
        out: Line = [(f"{_who(d, n)} draws {deck}: ", None)]
        for i, c in enumerate(d.cards):
            out += _card(", " if i else "", d.deck, c, "", n)
        return [seg for seg in out if seg[0]] + [(".", None)]
    count = d.count
    return _say(f"{_who(d, n)} draws {count} {deck} card{'s' if count != 1 else ''}.")


@WORDS.on(ev.CardTaken)
def _card_taken(d: ev.CardTaken, n: DiceNames) -> Line:
    return _card(f"{_who(d, n)} takes the face-up {DECK_WORD[d.deck]} card ", d.deck, d.card, ".", n)


@WORDS.on(ev.CardRevealed)
def _card_revealed(d: ev.CardRevealed, n: DiceNames) -> Line:
    if d.card is None:  # the deck and its discards were empty: the slot stays empty (worded as before typing)
        return _say("card revealed.")
    return _card(f"New face-up {DECK_WORD[d.deck]} card: ", d.deck, d.card, ".", n)


@WORDS.on(ev.CardRemoved)
def _card_removed(d: ev.CardRemoved, n: DiceNames) -> Line:
    return _card("The bag removes ", d.deck, d.card, f" ({DECK_WORD[d.deck]}).", n)


@WORDS.on(ev.DeckReshuffled)
def _deck_reshuffled(d: ev.DeckReshuffled, n: DiceNames) -> Line:
    return _say(f"The {DECK_WORD.get(d.deck, d.deck)} discards are shuffled into a new deck.")


@WORDS.on(ev.AgendaDiscarded)
def _agenda_discarded(d: ev.AgendaDiscarded, n: DiceNames) -> Line:
    # only the discarder's own copy names the card: a discarded agenda stays secret
    pile = f" ({d.pile} on the discard pile)"
    if d.card is None:
        return _say(f"{_who(d, n)} discards a secret agenda{pile}.")
    return _card(f"{_who(d, n)} discards the secret agenda ", "agendas", d.card, f"{pile}.", n)


@WORDS.on(ev.AdvertPlayed)
def _advert_played(d: ev.AdvertPlayed, n: DiceNames) -> Line:
    return _card(f"{_who(d, n)} plays ", "adverts", d.card, f": {advert_text(d.card)[1]}.", n)


@WORDS.on(ev.StuntPlayed)
def _stunt_played(d: ev.StuntPlayed, n: DiceNames) -> Line:
    return _card(f"{_who(d, n)} pulls off ", "stunts", d.card, f": {stunt_text(d.card)[1]}.", n)


# -- the solo opponent ----------------------------------------------------------------------------------

@WORDS.on(ev.BagDrawn)
def _bag_drawn(d: ev.BagDrawn, n: DiceNames) -> Line:
    return _say(f"The bag draws and rolls {die_name(d.die)} ({DIE_LETTER[d.die.color]}).")


@WORDS.on(ev.BagTie)
def _bag_tie(d: ev.BagTie, n: DiceNames) -> Line:
    return _say(f"The bag's roll fits {len(d.choices)} dice equally: you decide which it takes.")


@WORDS.on(ev.BagReturned)
def _bag_returned(d: ev.BagReturned, n: DiceNames) -> Line:
    return _say(f"The {d.color} die goes back into the bag.")


# -- the election ---------------------------------------------------------------------------------------

@WORDS.on(ev.DistrictScoring)
def _district_scoring(d: ev.DistrictScoring, n: DiceNames) -> Line:
    votes = ", ".join(f"{n.name(s)} +{v} votes" for s, v in d.votes.items() if v) or "no votes"
    lead = and_list([n.name(s) for s in d.majority]) or "nobody"
    tied = " (tied)" if len(d.majority) > 1 else ""
    return _say(f"{d.district}: majority {lead}{tied}; {votes}.")


@WORDS.on(ev.FinalScoring)
def _final_scoring(d: ev.FinalScoring, n: DiceNames) -> Line:
    rows = [f"{n.name(s)} {row.total}" for s, row in d.scores.items()]
    return _say("Final votes: " + ", ".join(rows) + ".")
