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
from scenes.engine.i18n import N_, Translator
from scenes.engine.logpanel import Segment
from scenes.tables.common.words import EventWords, Line, segments
from scenes.tables.diceocracy.look import (
    DIE_LETTER,
    action_words,
    advert_text,
    card_words,
    color_word,
    die_colour,
    die_name,
    personality_name,
    stunt_text,
)
from scenes.tables.diceocracy.terms import ENGLISH, district_term


@dataclass(frozen=True)
class DiceNames:
    """What the wording needs from the table: names of seats and districts, the game's size and length, and
    the player's language."""

    name: Callable[[int], str]
    """A seat's name ("The bag" for the solo opponent, BAG)."""
    district_name: Callable[[int], str]
    """The district tile at a board position."""
    players: int
    """Seats at the table (1 solo): a secret agenda's votes depend on it."""
    rounds: int
    """How many rounds the game lasts (from the view)."""
    tr: Translator = ENGLISH
    """The words of the player's language."""


WORDS: EventWords[DiceNames] = EventWords()


def describe_event(event: Event, names: DiceNames) -> Line | None:
    """The log line of an event as this viewer received it (None: not worth a line)."""
    line = WORDS.word(event, names)
    return lower_the_bag(line, names.tr) if line else line


def lower_the_bag(line: Line, tr: Translator = ENGLISH) -> Line:
    """"The bag" opens a sentence; inside one it is "the bag" ("Anna moves the bag's Rep")."""
    upper, lower = " " + tr("The bag"), " " + tr("the bag")
    return [(text.replace(upper, lower), card) for text, card in line]


def and_list(items: Sequence[str], tr: Translator = ENGLISH) -> str:
    """ "Anna, Ben and Cleo"."""
    if len(items) > 1:
        return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])
    return "".join(items)


def slot_place(slot: int, tr: Translator = ENGLISH) -> str:
    """Where a slot lies on the candidate board, as a player points at it: "top-left", "centre",
    "bottom-right" (the rules number the slots 1-9: "slot 6" read as jargon, playtest 5)."""
    info = components().board.slots[slot]
    return tr(PLACES[info.row][info.col])


PLACES = ((N_("top-left"), N_("top-centre"), N_("top-right")),
          (N_("middle-left"), N_("centre"), N_("middle-right")),
          (N_("bottom-left"), N_("bottom-centre"), N_("bottom-right")))
"""A slot's place by row and column (German „oben links“ … „Mitte“ … „unten rechts“)."""


def slot_name(slot: int, tr: Translator = ENGLISH) -> str:
    """ "the top-left slot"."""
    return tr("the {place} slot", place=slot_place(slot, tr))


def spot_words(spot: Spot, district_name: Callable[[int], str], name: Callable[[int], str],
               tr: Translator = ENGLISH) -> str:
    """ "Old Town" (a district space: the district, the space's number is the rules') or "Ben's centre slot"."""
    if spot.area == "district":
        return district_name(spot.index)
    return tr("{name}'s {place} slot", name=name(spot.index), place=slot_place(spot.pos, tr))


def piece_words(spot: Spot, view: DiceocracyView, district_name: Callable[[int], str], name: Callable[[int], str],
                mover: int | None = None, tr: Translator = ENGLISH) -> str:
    """What stands on a spot as a player reads the table: "blue 4 in Old Town", "Ben's Rep in Old Town",
    "Ada's follower pink 5" (where "district 5, space 5" was the rules' numbering); "their Rep …" when it is
    `mover`'s own."""
    if spot.area == "district":
        space = view.districts[spot.index][spot.pos]
        where = district_name(spot.index)
        if space.rep is not None:
            if space.rep == mover:
                return tr("their Rep in {district}", district=where)
            if space.rep == BAG:
                return tr("The bag's Rep in {district}", district=where)
            return tr("{name}'s Rep in {district}", name=name(space.rep), district=where)
        if space.die is not None:
            return tr("{die} in {district}", die=die_name(space.die, tr), district=where)
        return tr("a space in {district}", district=where)
    follower = view.players[spot.index].followers[spot.pos]
    own = spot.index == mover
    if follower is not None:
        if own:
            return tr("their follower {die}", die=die_name(follower, tr))
        return tr("{name}'s follower {die}", name=name(spot.index), die=die_name(follower, tr))
    return tr("their board") if own else tr("{name}'s board", name=name(spot.index))


def own_spot(d: ev.DieChanged | ev.DieRolled, n: DiceNames) -> str:
    """The die an event names: "a die in Old Town", "their follower on the centre slot" (the acting seat's own
    board), "Ben's follower on the top-left slot"."""
    spot, tr = d.spot, n.tr
    if spot.area == "district":
        return tr("a die in {district}", district=n.district_name(spot.index))
    if spot.index == d.seat:
        return tr("their follower on the {place} slot", place=slot_place(spot.pos, tr))
    return tr("{name}'s follower on the {place} slot", name=n.name(spot.index), place=slot_place(spot.pos, tr))


def bag_reason(roll: Die | None, taken: Die, tr: Translator = ENGLISH) -> str:
    """Why the bag took another die than it rolled (rulebook "Solo Mode": the closest value, rounded up;
    no die of that colour: one of the largest group). Empty when it took the die it rolled."""
    if roll is None:
        return ""
    if roll.color != taken.color:
        return " " + tr("(No {group} die left on the districts: one from the largest group.)",
                        group=color_word(roll.color, tr))
    if roll.value != taken.value:
        return " " + tr("(No {die} left: the closest value.)", die=die_name(roll, tr))
    return ""


def district_lines(d: ev.DistrictScoring, name: Callable[[int], str], tr: Translator = ENGLISH) -> list[str]:
    """A district's scoring in two lines (the counting banner and the result panel)."""
    reps = ", ".join(f"{name(s)} {n}" for s, n in d.reps.items()) or tr("no Reps")
    pips = sum(x.value for x in d.dice)
    printed = sum(1 for x in d.dice if x.printed)
    lead = and_list([name(s) for s in d.majority], tr) or tr("nobody")
    votes = ", ".join(f"{name(s)} +{v}" for s, v in d.votes.items()) or tr("no votes")
    lines = [tr("Reps: {reps} · majority: {lead}", reps=reps, lead=lead),
             tr("Dice: {dice} ({printed} printed), {pips} pips · votes: {votes}", dice=len(d.dice), printed=printed,
                pips=pips, votes=votes)]
    upper, lower = " " + tr("The bag"), " " + tr("the bag")
    return [line.replace(upper, lower) for line in lines]


line = segments
"""A log line from a translated sentence (scenes.tables.common.words.segments, under the name this module's
wordings use)."""


def _say(text: str) -> Line:
    return [(text, None)]


def _card_segment(deck: str, card_id: int, n: DiceNames) -> Segment:
    """A card's name as a segment of a line: hovering it shows the card's whole text (look.card_tip reads the
    mark)."""
    return card_words(deck, card_id, n.players, n.tr)[0], f"{deck}:{card_id}:{n.players}"


def _card_list(deck: str, cards: Sequence[int], n: DiceNames) -> list[Segment]:
    """Several cards' names, each hoverable, with commas between them."""
    out: list[Segment] = []
    for i, card in enumerate(cards):
        if i:
            out.append((", ", None))
        out.append(_card_segment(deck, card, n))
    return out


class _Seated(Protocol):
    @property
    def seat(self) -> int: ...


def _who(d: _Seated, n: DiceNames) -> str:
    return n.name(d.seat)


def _district(name: str, n: DiceNames) -> str:
    """A district named by an event (in the rules' English) in the player's language."""
    return district_term(name, n.tr)


# -- set-up ---------------------------------------------------------------------------------------------

@WORDS.on(ev.SetUp)
def _set_up(d: ev.SetUp, n: DiceNames) -> Line:
    return _say(n.tr("— Set-up: {districts} are dealt and their dice rolled; {adverts} advertising and {stunts} "
                     "stunt cards lie face up.", districts=and_list([_district(x.district, n) for x in d.districts],
                                                                    n.tr),
                     adverts=len(d.advert_row), stunts=len(d.stunt_row)))


@WORDS.on(ev.AgendasDealt)
def _agendas_dealt(d: ev.AgendasDealt, n: DiceNames) -> Line:
    if d.agendas is not None:  # the owner's copy names them; everyone else's only counts them
        return line(n.tr("{seat} is dealt secret agendas: {cards}."), seat=_who(d, n),
                    cards=_card_list("agendas", d.agendas, n))
    return _say(n.tr.trn("{seat} is dealt {count} secret agenda.", "{seat} is dealt {count} secret agendas.", d.count,
                         seat=_who(d, n)))


@WORDS.on(ev.CandidateChosen)
def _candidate_chosen(d: ev.CandidateChosen, n: DiceNames) -> Line:
    tile = components().candidates[d.tile]
    group = color_word(d.color, n.tr)
    if d.side == "popularity":
        return _say(n.tr("{seat} runs as the {group} candidate (+{amount} {group} popularity).", seat=_who(d, n),
                         group=group, amount=tile.popularity))
    return _say(n.tr("{seat} runs as the {group} candidate ({votes} votes per {group} follower at the end).",
                     seat=_who(d, n), group=group, votes=tile.votes_per_follower))


@WORDS.on(ev.PersonalityChosen)
def _personality_chosen(d: ev.PersonalityChosen, n: DiceNames) -> Line:
    return _say(n.tr("{seat} is the {personality}.", seat=_who(d, n),
                     personality=personality_name(d.tiles, d.sides, n.tr)))


# -- rounds and turns -----------------------------------------------------------------------------------

@WORDS.on(ev.RoundStarted)
def _round_started(d: ev.RoundStarted, n: DiceNames) -> Line:
    return _say(n.tr("— Round {round} of {rounds} — {seat} starts.", round=d.round, rounds=n.rounds,
                     seat=n.name(d.first_player)))


@WORDS.on(ev.Turn)
def _turn(d: ev.Turn, n: DiceNames) -> Line:
    tr = n.tr
    if d.seat == BAG:
        template = (N_("The bag removes {die} from {district} (left side) and leaves a Rep there.")
                    if d.side == "left" else
                    N_("The bag removes {die} from {district} (right side) and leaves a Rep there."))
        return _say(tr(template, die=die_name(d.die, tr), district=_district(d.district, n))
                    + bag_reason(d.roll, d.die, tr))
    return _say(tr("{seat} sends a Rep to {district} and takes {die}.", seat=_who(d, n),
                   district=_district(d.district, n), die=die_name(d.die, tr)))


@WORDS.on(ev.FollowerPlaced)
def _follower_placed(d: ev.FollowerPlaced, n: DiceNames) -> Line:
    # the slot's arrow names the follower action this turn may use (step 4): nothing happens yet
    tr = n.tr
    return _say(tr("{seat} places {die} on the {place} slot (its follower action: {action}).", seat=_who(d, n),
                   die=die_name(d.die, tr), place=slot_place(d.slot, tr), action=action_words(d.action, tr=tr)))


@WORDS.on(ev.FollowerMoved)
def _follower_moved(d: ev.FollowerMoved, n: DiceNames) -> Line:
    tr = n.tr
    source, target = slot_place(d.source, tr), slot_place(d.target, tr)
    if d.swapped:
        return _say(tr("{seat} swaps the followers on the {source} and {target} slots.", seat=_who(d, n),
                       source=source, target=target))
    return _say(tr("{seat} moves a follower from the {source} slot to the {target} slot.", seat=_who(d, n),
                   source=source, target=target))


@WORDS.on(ev.ActionUsed)
def _action_used(d: ev.ActionUsed, n: DiceNames) -> Line:
    tr = n.tr
    template = (N_("{seat} uses the district action: {action}.") if d.source == "district" else
                N_("{seat} uses the follower action: {action}."))
    return _say(tr(template, seat=_who(d, n), action=action_words(d.action, tr=tr)))


@WORDS.on(ev.ActionDeclined)
def _action_declined(d: ev.ActionDeclined, n: DiceNames) -> Line:
    tr = n.tr
    district = d.source == "district"
    if d.action is None:
        template = N_("{seat} skips the district action.") if district else N_("{seat} skips the follower action.")
        return _say(tr(template, seat=_who(d, n)))
    template = (N_("{seat} skips the district action ({action}).") if district else
                N_("{seat} skips the follower action ({action})."))
    return _say(tr(template, seat=_who(d, n), action=action_words(d.action, tr=tr)))


@WORDS.on(ev.ActionSkipped)
def _action_skipped(d: ev.ActionSkipped, n: DiceNames) -> Line:
    return _say(n.tr("{seat}: {action} has nothing to do.", seat=_who(d, n),
                     action=action_words({"type": d.action}, tr=n.tr)))


@WORDS.on(ev.FirstPlayerGiven)
def _first_player_given(d: ev.FirstPlayerGiven, n: DiceNames) -> Line:
    return _say(n.tr("{seat} gives the first player marker to {to}.", seat=_who(d, n), to=n.name(d.to)))


@WORDS.on(ev.TurnEnded, ev.AgendasRevealed)
def _not_worth_a_line(d: Payload, n: DiceNames) -> None:
    """The end of a turn shows in the next turn's line; the agendas in the final count and the result."""
    return None


# -- what actions change --------------------------------------------------------------------------------

@WORDS.on(ev.Popularity)
def _popularity(d: ev.Popularity, n: DiceNames) -> Line:
    return _say(n.tr("{seat}'s {group} popularity is now {value}.", seat=_who(d, n), group=color_word(d.color, n.tr),
                     value=d.value))


@WORDS.on(ev.Money)
def _money(d: ev.Money, n: DiceNames) -> Line:
    return _say(n.tr("{seat} now has {value} money.", seat=_who(d, n), value=d.value))


@WORDS.on(ev.Votes)
def _votes(d: ev.Votes, n: DiceNames) -> Line:
    return _say(n.tr("{seat} gains {votes} votes.", seat=_who(d, n), votes=d.gained))


@WORDS.on(ev.DieChanged)
def _die_changed(d: ev.DieChanged, n: DiceNames) -> Line:
    return _say(n.tr("{seat} focuses {die}: {old} → {new}.", seat=_who(d, n), die=own_spot(d, n), old=d.old,
                     new=d.new))


@WORDS.on(ev.DieRolled)
def _die_rolled(d: ev.DieRolled, n: DiceNames) -> Line:
    return _say(n.tr("{seat} re-rolls {die}: {old} → {new}.", seat=_who(d, n), die=own_spot(d, n), old=d.old,
                     new=d.new))


@WORDS.on(ev.RollKept)
def _roll_kept(d: ev.RollKept, n: DiceNames) -> Line:
    if d.keep:
        return _say(n.tr("{seat} keeps the roll: {value}.", seat=_who(d, n), value=d.value))
    return _say(n.tr("{seat} restores the old value: {value}.", seat=_who(d, n), value=d.value))


@WORDS.on(ev.DiceSwapped)
def _dice_swapped(d: ev.DiceSwapped, n: DiceNames) -> Line:
    a, b = d.dice
    tr = n.tr
    template = (N_("{seat} swaps {a} and {b} (demographic exchange).") if d.action == "exchange" else
                N_("{seat} swaps {a} and {b} (follower influence)."))
    return _say(tr(template, seat=_who(d, n), a=die_name(a, tr), b=die_name(b, tr)))


@WORDS.on(ev.RepMoved)
def _rep_moved(d: ev.RepMoved, n: DiceNames) -> Line:
    tr = n.tr
    target = spot_words(d.target, n.district_name, n.name, tr)
    die = die_name(d.die, tr)
    if d.owner == d.seat:
        return _say(tr("{seat} moves their own Rep to {target}; {die} takes its old space.", seat=_who(d, n),
                       target=target, die=die))
    if d.owner == BAG:
        return _say(tr("{seat} moves the bag's Rep to {target}; {die} takes its old space.", seat=_who(d, n),
                       target=target, die=die))
    return _say(tr("{seat} moves {owner}'s Rep to {target}; {die} takes its old space.", seat=_who(d, n),
                   owner=n.name(d.owner), target=target, die=die))


# -- interactive and spicy modes ------------------------------------------------------------------------

@WORDS.on(ev.CancelOffered)
def _cancel_offered(d: ev.CancelOffered, n: DiceNames) -> Line:
    tr = n.tr
    who, by = _who(d, n), n.name(d.by)
    if d.target is not None and d.die is not None:  # Rep influence is offered with its destination: the owner
        # knows what they would stop
        return _say(tr("{who} may pay 1 money to stop {by} moving {who}'s Rep from {spot} to the {die} in "
                       "{district}.", who=who, by=by, spot=spot_words(d.spot, n.district_name, n.name, tr),
                       die=die_name(d.die, tr), district=n.district_name(d.target.index)))
    return _say(tr("{who} may pay 1 money to cancel {by}'s {action}.", who=who, by=by,
                   action=action_words({"type": d.action}, tr=tr)))


@WORDS.on(ev.ActionCancelled)
def _action_cancelled(d: ev.ActionCancelled, n: DiceNames) -> Line:
    return _say(n.tr("{seat} pays 1 money: {by}'s {action} is cancelled.", seat=_who(d, n), by=n.name(d.by),
                     action=action_words({"type": d.action}, tr=n.tr)))


@WORDS.on(ev.ActionAllowed)
def _action_allowed(d: ev.ActionAllowed, n: DiceNames) -> Line:
    return _say(n.tr("{seat} lets {by}'s {action} happen.", seat=_who(d, n), by=n.name(d.by),
                     action=action_words({"type": d.action}, tr=n.tr)))


# -- cards ----------------------------------------------------------------------------------------------

DRAWN = {"adverts": N_("{seat} draws advertising: {cards}."), "stunts": N_("{seat} draws political stunt: {cards}."),
         "agendas": N_("{seat} draws secret agenda: {cards}.")}
TAKEN = {"adverts": N_("{seat} takes the face-up advertising card {card}."),
         "stunts": N_("{seat} takes the face-up political stunt card {card}."),
         "agendas": N_("{seat} takes the face-up secret agenda card {card}.")}
REVEALED = {"adverts": N_("New face-up advertising card: {card}."),
            "stunts": N_("New face-up political stunt card: {card}."),
            "agendas": N_("New face-up secret agenda card: {card}.")}
REMOVED = {"adverts": N_("The bag removes {card} (advertising)."),
           "stunts": N_("The bag removes {card} (political stunt)."),
           "agendas": N_("The bag removes {card} (secret agenda).")}
RESHUFFLED = {"adverts": N_("The advertising discards are shuffled into a new deck."),
              "stunts": N_("The political stunt discards are shuffled into a new deck."),
              "agendas": N_("The secret agenda discards are shuffled into a new deck.")}
"""Per deck, the lines about its cards (each sentence whole: German names the decks differently in each)."""


def _drawn_count(d: ev.CardsDrawn, n: DiceNames) -> str:
    tr, seat, count = n.tr, _who(d, n), d.count
    if d.deck == "adverts":
        return tr.trn("{seat} draws {count} advertising card.", "{seat} draws {count} advertising cards.", count,
                      seat=seat)
    if d.deck == "stunts":
        return tr.trn("{seat} draws {count} political stunt card.", "{seat} draws {count} political stunt cards.",
                      count, seat=seat)
    if d.deck == "agendas":
        return tr.trn("{seat} draws {count} secret agenda card.", "{seat} draws {count} secret agenda cards.", count,
                      seat=seat)
    return f"{seat} draws {count} {d.deck} card{'s' if count != 1 else ''}."


@WORDS.on(ev.CardsDrawn)
def _cards_drawn(d: ev.CardsDrawn, n: DiceNames) -> Line:
    if d.cards is not None and d.deck in DRAWN:  # the drawer's own copy names the cards; everyone else's only counts
        return line(n.tr(DRAWN[d.deck]), seat=_who(d, n), cards=_card_list(d.deck, d.cards, n))
    return _say(_drawn_count(d, n))


@WORDS.on(ev.CardTaken)
def _card_taken(d: ev.CardTaken, n: DiceNames) -> Line:
    return line(n.tr(TAKEN[d.deck]), seat=_who(d, n), card=_card_segment(d.deck, d.card, n))


@WORDS.on(ev.CardRevealed)
def _card_revealed(d: ev.CardRevealed, n: DiceNames) -> Line:
    if d.card is None:  # the deck and its discards were empty: the slot stays empty (worded as before typing)
        return _say(n.tr("card revealed."))
    return line(n.tr(REVEALED[d.deck]), card=_card_segment(d.deck, d.card, n))


@WORDS.on(ev.CardRemoved)
def _card_removed(d: ev.CardRemoved, n: DiceNames) -> Line:
    return line(n.tr(REMOVED[d.deck]), card=_card_segment(d.deck, d.card, n))


@WORDS.on(ev.DeckReshuffled)
def _deck_reshuffled(d: ev.DeckReshuffled, n: DiceNames) -> Line:
    if d.deck not in RESHUFFLED:
        return _say(f"The {d.deck} discards are shuffled into a new deck.")
    return _say(n.tr(RESHUFFLED[d.deck]))


@WORDS.on(ev.AgendaDiscarded)
def _agenda_discarded(d: ev.AgendaDiscarded, n: DiceNames) -> Line:
    # only the discarder's own copy names the card: a discarded agenda stays secret
    if d.card is None:
        return _say(n.tr("{seat} discards a secret agenda ({pile} on the discard pile).", seat=_who(d, n),
                         pile=d.pile))
    return line(n.tr("{seat} discards the secret agenda {card} ({pile} on the discard pile)."), seat=_who(d, n),
                card=_card_segment("agendas", d.card, n), pile=str(d.pile))


@WORDS.on(ev.AdvertPlayed)
def _advert_played(d: ev.AdvertPlayed, n: DiceNames) -> Line:
    return line(n.tr("{seat} plays {card}: {effect}."), seat=_who(d, n), card=_card_segment("adverts", d.card, n),
                effect=advert_text(d.card, n.tr)[1])


@WORDS.on(ev.StuntPlayed)
def _stunt_played(d: ev.StuntPlayed, n: DiceNames) -> Line:
    return line(n.tr("{seat} pulls off {card}: {effect}."), seat=_who(d, n), card=_card_segment("stunts", d.card, n),
                effect=stunt_text(d.card, n.tr)[1])


# -- the solo opponent ----------------------------------------------------------------------------------

@WORDS.on(ev.BagDrawn)
def _bag_drawn(d: ev.BagDrawn, n: DiceNames) -> Line:
    return _say(n.tr("The bag draws and rolls {die} ({letter}).", die=die_name(d.die, n.tr),
                     letter=DIE_LETTER[d.die.color]))


@WORDS.on(ev.BagTie)
def _bag_tie(d: ev.BagTie, n: DiceNames) -> Line:
    return _say(n.tr("The bag's roll fits {count} dice equally: you decide which it takes.", count=len(d.choices)))


@WORDS.on(ev.BagReturned)
def _bag_returned(d: ev.BagReturned, n: DiceNames) -> Line:
    return _say(n.tr("The bag's rolled {colour} die goes back into the bag.", colour=die_colour(d.color, n.tr)))


# -- the election ---------------------------------------------------------------------------------------

@WORDS.on(ev.DistrictScoring)
def _district_scoring(d: ev.DistrictScoring, n: DiceNames) -> Line:
    tr = n.tr
    votes = ", ".join(tr.trn("{name} +{count} votes", "{name} +{count} votes", v, name=n.name(s))
                      for s, v in d.votes.items() if v) or tr("no votes")
    lead = and_list([n.name(s) for s in d.majority], tr) or tr("nobody")
    template = (N_("{district}: majority {lead} (tied); {votes}.") if len(d.majority) > 1 else
                N_("{district}: majority {lead}; {votes}."))
    return _say(tr(template, district=_district(d.district, n), lead=lead, votes=votes))


@WORDS.on(ev.FinalScoring)
def _final_scoring(d: ev.FinalScoring, n: DiceNames) -> Line:
    rows = [f"{n.name(s)} {row.total}" for s, row in d.scores.items()]
    return _say(n.tr("Final votes: {rows}.", rows=", ".join(rows)))
