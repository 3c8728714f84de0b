"""Diceocracy in plain words: the log line of every event, the prompt for the asked seat, button labels.

Every sentence is built from an event's data or a legal action, never from a second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.protocol import Event
from game.diceocracy.actions import (
    ChooseCandidate, ChooseColor, ChoosePersonality, DiscardAgenda, EndTurn, Focus, GiveFirstPlayer, KeepRoll,
    Manipulate, MoveFollower, Pick, PlaceFollower, PlayAdvert, PlayStunt, Respond, SkipDistrictAction,
    SkipFollowerAction, SwapAgenda, TakeCard, TakeDie, UseDistrictAction, UseFollowerAction,
)
from game.diceocracy.components import components
from scenes.tables.diceocracy.look import (
    DIE_LETTER, action_words, advert_text, agenda_text, card_words, die_name, personality_words, stunt_text,
)

Line = list[tuple[str, str | None]]
DECK_WORD = {"adverts": "advertising", "stunts": "political stunt", "agendas": "secret agenda"}
CATEGORIES = (("stunts", "Political stunts"), ("adverts", "Advertising votes"), ("districts", "Districts"),
              ("agendas", "Secret agendas"), ("candidate_bonus", "Candidate bonus"))


def spot_words(spot: dict[str, Any] | Any, district_name: Callable[[int], str], name: Callable[[Any], str]) -> str:
    data = spot if isinstance(spot, dict) else spot.model_dump()
    if data["area"] == "district":
        return f"{district_name(data['index'])} space {data['pos'] + 1}"
    return f"{name(data['index'])}'s board slot {data['pos'] + 1}"


def and_list(items: Sequence[str]) -> str:
    """ "Anna, Ben and Cleo"."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def own_spot(d: dict[str, Any], district_name: Callable[[int], str], name: Callable[[Any], str]) -> str:
    """The spot an event names, "their board slot 5" when it is the acting seat's own board."""
    spot = d["spot"] if isinstance(d["spot"], dict) else d["spot"].model_dump()
    if spot["area"] != "district" and str(spot["index"]) == str(d.get("seat")):
        return f"their board slot {spot['pos'] + 1}"
    return spot_words(spot, district_name, name)


def describe_event(e: Event, name: Callable[[Any], str], district_name: Callable[[int], str],
                   players: int) -> Line | None:
    """The log line of an event as this viewer received it (a redacted event words only what it keeps)."""
    try:
        line = _describe(e, name, district_name, players)
        # "The bag" opens a sentence; inside one it is "the bag" ("Anna moves the bag's Rep")
        return [(text.replace(" The bag", " the bag"), card) for text, card in line] if line else line
    except (KeyError, IndexError, TypeError):
        who = name(e.data["seat"]) + ": " if "seat" in e.data else ""
        return [(f"{who}{e.type.replace('_', ' ')}.", None)]


def bag_reason(roll: Any, taken: Any) -> str:
    """Why the bag took another die than it rolled (rulebook "Solo Mode": the closest value, rounded up;
    no die of that colour: one of the largest group). Empty when it took the die it rolled."""
    if not roll:
        return ""
    if roll["color"] != taken["color"]:
        return f" (No {roll['color']} die left on the districts: one from the largest group.)"
    if roll["value"] != taken["value"]:
        return f" (No {roll['color']} {roll['value']} left: the closest value.)"
    return ""


def _describe(e: Event, name: Callable[[Any], str], district_name: Callable[[int], str],
              players: int) -> Line | None:
    d = e.data
    t = e.type
    who = name(d["seat"]) if "seat" in d else ""

    def line(text: str) -> Line:
        return [(text, None)]

    def card(before: str, deck: str, card_id: int, after: str) -> Line:
        """A line naming a card: hovering the name shows the card's whole text (see card_tip)."""
        return [(before, None), (card_words(deck, card_id, players)[0], f"{deck}:{card_id}:{players}"), (after, None)]

    if t == "round_started":
        return line(f"— Round {d['round']} of 9 — {name(d['first_player'])} starts.")
    if t == "candidate_chosen":
        tile = components().candidates[d["tile"]]
        side = (f"+{tile.popularity} {d['color']} popularity" if d["side"] == "popularity"
                else f"{tile.votes_per_follower} votes per {d['color']} follower at the end")
        return line(f"{who} runs as the {d['color']} candidate ({side}).")
    if t == "personality_chosen":
        return line(f"{who} is the {d.get('description', 'candidate')}.")
    if t == "turn":
        if d["seat"] == "bag":
            return line(f"The bag takes {die_name(d['die'])} in {d['district']} ({d['side']} side) and leaves a Rep."
                        + bag_reason(d.get("roll"), d["die"]))
        return line(f"{who} sends a Rep to {d['district']} and takes {die_name(d['die'])}.")
    if t == "follower_placed":
        # the slot's arrow names the follower action this turn may use (step 4): nothing happens yet
        return line(f"{who} places {die_name(d['die'])} on slot {d['slot'] + 1} (its follower action: "
                    f"{action_words(d['action'])}).")
    if t == "follower_moved":
        return line(f"{who} moves a follower from slot {d['from'] + 1} to slot {d['to'] + 1}.")
    if t == "action_used":
        return line(f"{who} uses the {d['source']} action: {action_words(d['action'])}.")
    if t == "action_skipped":
        return line(f"{who}: {action_words({'type': d['action']})} has nothing to do.")
    if t == "popularity":
        return line(f"{who}'s {d['color']} popularity is now {d['value']}.")
    if t == "money":
        return line(f"{who} now has {d['value']} money.")
    if t == "votes":
        return line(f"{who} gains {d['gained']} votes.")
    if t == "die_changed":
        return line(f"{who} focuses {own_spot(d, district_name, name)}: {d['from']} → {d['to']}.")
    if t == "die_rolled":
        return line(f"{who} re-rolls {own_spot(d, district_name, name)}: {d['from']} → {d['to']}.")
    if t == "roll_kept":
        return line(f"{who} {'keeps the roll' if d['keep'] else 'restores the old value'}: {d['value']}.")
    if t == "dice_swapped":
        a, b = d["dice"]
        what = "exchange" if d["action"] == "exchange" else "follower influence"
        return line(f"{who} swaps {die_name(a)} and {die_name(b)} ({what}).")
    if t == "rep_moved":
        return line(f"{who} moves {name(d['owner'])}'s Rep to {spot_words(d['to'], district_name, name)}; "
                    f"{die_name(d['die'])} takes its old space.")
    if t == "cancel_offered":
        return line(f"{who} may pay 1 money to cancel {name(d['by'])}'s {action_words({'type': d['action']})}.")
    if t == "action_cancelled":
        return line(f"{who} pays 1 money: {name(d['by'])}'s {action_words({'type': d['action']})} is cancelled.")
    if t == "action_allowed":
        return line(f"{who} lets {name(d['by'])}'s {action_words({'type': d['action']})} happen.")
    if t == "first_player_given":
        return line(f"{who} gives the first player marker to {name(d['to'])}.")
    if t == "cards_drawn":
        deck = DECK_WORD.get(d["deck"], d["deck"])
        if "cards" in d:
            out: Line = [(f"{who} draws {deck}: ", None)]
            for i, c in enumerate(d["cards"]):
                out += card(", " if i else "", d["deck"], c, "")
            return [seg for seg in out if seg[0]] + [(".", None)]
        return line(f"{who} draws {d.get('count', 1)} {deck} card{'s' if d.get('count', 1) != 1 else ''}.")
    if t == "card_taken":
        return card(f"{who} takes the face-up {DECK_WORD[d['deck']]} card ", d["deck"], d["card"], ".")
    if t == "card_revealed":
        return card(f"New face-up {DECK_WORD[d['deck']]} card: ", d["deck"], d["card"], ".")
    if t == "card_removed":
        return card("The bag removes ", d["deck"], d["card"], f" ({DECK_WORD[d['deck']]}).")
    if t == "deck_reshuffled":
        return line(f"The {DECK_WORD.get(d['deck'], d['deck'])} discards are shuffled into a new deck.")
    if t == "agenda_discarded":
        if d.get("card") is None:
            return line(f"{who} discards a secret agenda.")
        return card(f"{who} discards the secret agenda ", "agendas", d["card"], ".")
    if t == "advert_played":
        return card(f"{who} plays ", "adverts", d["card"], f": {advert_text(d['card'])[1]}.")
    if t == "stunt_played":
        return card(f"{who} pulls off ", "stunts", d["card"], f": {stunt_text(d['card'])[1]}.")
    if t == "bag_drawn":
        return line(f"The bag draws and rolls {die_name(d['die'])} ({DIE_LETTER[d['die']['color']]}).")
    if t == "bag_tie":
        return line(f"The bag's roll fits {len(d['choices'])} dice equally: you decide which it takes.")
    if t == "bag_returned":
        return line(f"The {d['color']} die goes back into the bag.")
    if t == "turn_ended":
        return None
    if t == "district_scoring":
        votes = ", ".join(f"{name(s)} +{v} votes" for s, v in d["votes"].items() if v) or "no votes"
        lead = and_list([name(s) for s in d["majority"]]) or "nobody"
        tied = " (tied)" if len(d["majority"]) > 1 else ""
        return line(f"{d['district']}: majority {lead}{tied}; {votes}.")
    if t == "final_scoring":
        rows = [f"{name(s)} {row['total']}" for s, row in d.items() if s != "congress"]
        return line("Final votes: " + ", ".join(rows) + ".")
    if t == "agendas_revealed":
        return None
    return line(f"({t})")  # an event this table does not know yet: named as the rules call it


def button_label(a: Any, view: Any, name: Callable[[Any], str], district_name: Callable[[int], str]) -> str:
    """The words on the button of a legal action (the spot actions are clicked on the table instead)."""
    players = view.num_players
    if isinstance(a, UseDistrictAction):
        assert view.turn is not None
        return f"District: {action_words(components().districts[view.tiles[view.turn.district]].action)}"
    if isinstance(a, UseFollowerAction):
        assert view.turn is not None
        return f"Follower: {action_words(view.turn.follower_action)}"
    if isinstance(a, SkipDistrictAction):
        return "Skip district action"
    if isinstance(a, SkipFollowerAction):
        return "Skip follower action"
    if isinstance(a, GiveFirstPlayer):
        if view.phase == "resolve":  # an advertising card's effect, not the alternative to the district action
            return f"Give the first player marker to {name(a.seat)}"
        return f"Instead: first player → {name(a.seat)}"
    if isinstance(a, SwapAgenda):
        return "Instead: swap an agenda"
    if isinstance(a, ChooseColor):
        return f"{a.color.title()} ({DIE_LETTER[a.color]})"
    if isinstance(a, TakeCard):
        kind = view.pending[0].type if view.pending else "advertising"
        deck = "adverts" if kind == "advertising" else "stunts"
        if a.slot is None:
            return f"Draw from the {DECK_WORD[deck]} deck"
        row = view.decks.advert_row if deck == "adverts" else view.decks.stunt_row
        card = row[a.slot]
        return f"Take {card_words(deck, card)[0]} (street {a.slot + 1})" if card is not None else "Take"
    if isinstance(a, KeepRoll):
        e = view.pending[0] if view.pending else None
        if a.keep:
            return "Keep the new roll"
        return f"Restore the old value ({e.value})" if e is not None and e.value is not None else "Restore the old value"
    if isinstance(a, Respond):
        return "Pay 1 money to cancel it" if a.cancel else "Let it happen"
    if isinstance(a, PlayAdvert):
        nm, _ = advert_text(a.card)
        cost = components().adverts[a.card].cost
        return f"Play advert {nm} ({'free' if cost == 0 else f'{cost} money'})"
    if isinstance(a, PlayStunt):
        return f"Play stunt {stunt_text(a.card)[0]}"
    if isinstance(a, EndTurn):
        return "End turn"
    if isinstance(a, DiscardAgenda):
        return f"Discard {agenda_text(a.card, players)[0]}"
    if isinstance(a, ChooseCandidate):
        tile = components().candidates[a.tile]
        if a.side == "popularity":
            return f"{DIE_LETTER[tile.color]} {tile.color}: +{tile.popularity} popularity"
        return f"{DIE_LETTER[tile.color]} {tile.color}: {tile.votes_per_follower} votes/follower"
    if isinstance(a, ChoosePersonality):
        return "?"  # worded by the table from the seat's own tiles
    if isinstance(a, Focus):
        return f"{'+1' if a.delta > 0 else '−1'} ({spot_words(a.spot, district_name, name)})"
    if isinstance(a, Manipulate):
        return f"Re-roll {spot_words(a.spot, district_name, name)}"
    if isinstance(a, Pick):
        return f"Pick {spot_words(a.spot, district_name, name)}"
    if isinstance(a, TakeDie):
        return f"Take the die in {district_name(a.district)} space {a.space + 1}"
    if isinstance(a, PlaceFollower):
        return f"Place on slot {a.slot + 1}"
    if isinstance(a, MoveFollower):
        return f"Move slot {a.source + 1} → {a.target + 1}"
    return type(a).__name__


def personality_label(view: Any, seat: int, a: ChoosePersonality) -> str:
    trait, role = view.players[seat].personality
    return f"{personality_words(trait, a.trait_side)[0]} {personality_words(role, a.role_side)[0]}"


def prompt_for(view: Any, seat: int | None, legal: Sequence[Any], name: Callable[[Any], str],
               district_name: Callable[[int], str]) -> tuple[str, str]:
    """(title, explanation) for the asked seat; for everyone else who is deciding."""
    if view.phase == "over":
        return "The election is over", "Votes counted district by district: the result is shown above."
    if seat is None:
        if not view.active:
            return "", ""
        return f"{name(view.active[0])} is deciding…", ""
    phase = view.phase
    if phase == "candidate":
        return "Set-up: choose your candidate tile and its side", (
            "Popularity side: +2 popularity in that group now. Votes side: 2 votes per follower of that group at the end.")
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
        extra = " You may also drag a follower to an empty slot instead of the district action." if any(
            isinstance(a, MoveFollower) for a in legal) else ""
        order = ", in either order" if len(parts) > 1 else ""
        return "Step 4: use " + " and ".join(parts) + order, ("Each is optional." if len(parts) > 1
                                                               else "It is optional.") + extra
    if phase == "resolve":
        return _resolve_prompt(view, legal, name)
    if phase == "respond":
        return _respond_prompt(view, seat, name, district_name)
    if phase == "cards":
        me = view.players[seat]
        playable = [a for a in legal if isinstance(a, (PlayAdvert, PlayStunt))]
        if playable:
            sub = "Click a lit card in your hand (or its button). Only the cards you can pay for and whose " \
                  "requirements you meet are lit."
        elif me.adverts or me.stunts:
            sub = (f"None of your cards can be played now (one of each kind per turn; you have {me.money} money; "
                   "a stunt needs its pattern or total among your followers). End your turn.")
        else:
            sub = "You have no advertising or stunt card in hand. End your turn."
        return "Step 5: play one advertising and one political stunt card, or end your turn", sub
    if phase == "bag_tie":
        roll = view.bag_roll
        what = die_name(roll) if roll is not None else "its die"
        options = []
        for a in legal:
            if isinstance(a, Pick) and a.spot.area == "district":
                die = view.districts[a.spot.index][a.spot.pos].die
                options.append(f"{die_name(die)} in {district_name(a.spot.index)}" if die is not None
                               else district_name(a.spot.index))
        fits = f" It fits {and_list(options)} equally (same value, districts worth the same)." if options else ""
        return f"You decide: which die does the bag take for its {what}?", f"Click one of the lit dice.{fits}"
    return phase, ""


def _respond_prompt(view: Any, seat: int, name: Callable[[Any], str],
                    district_name: Callable[[int], str]) -> tuple[str, str]:
    """The 1-money cancel (interactive and spicy modes), asked of the owner of the piece: what would happen
    to which of their pieces, and what cancelling costs."""
    e = view.response
    by = name(view.order[view.order_index])
    money = f"Pay 1 money to cancel it (you have {view.players[seat].money}), or let it happen."
    if e is None or e.spot is None:
        return f"{name(seat)}: {by}'s action targets one of your pieces.", money
    s = e.spot
    die = None
    if s.area == "district":
        piece = f"your Rep in {district_name(s.index)} (space {s.pos + 1})"
    else:
        die = view.players[s.index].followers[s.pos]
        piece = f"your follower {die_name(die)} (board slot {s.pos + 1})" if die is not None else \
            f"your follower on board slot {s.pos + 1}"
    if e.type == "focus" and e.value and die is not None:
        verb = f"{'add 1 to' if e.value > 0 else 'take 1 from'} {piece}: it would become {die.value + e.value}"
    elif e.type == "focus":
        verb = f"change {piece} by one pip"
    elif e.type == "manipulate":
        verb = f"re-roll {piece}"
    elif e.type == "rep_influence":
        verb = f"move {piece} (Rep influence)"
    else:
        verb = f"use {action_words({'type': e.type})} on {piece}"
    return f"{name(seat)}: {by} wants to {verb}.", money


def _die_at(view: Any, spot: Any) -> Any:
    """The die on a district space or a board slot (None when empty or unknown)."""
    if spot is None:
        return None
    if spot.area == "district":
        return view.districts[spot.index][spot.pos].die
    return view.players[spot.index].followers[spot.pos]


def _resolve_prompt(view: Any, legal: Sequence[Any], name: Callable[[Any], str]) -> tuple[str, str]:
    e = view.pending[0] if view.pending else None
    t = e.type if e is not None else ""
    if t == "popularity":
        return "Popularity: choose the group", f"+{e.amount} popularity in the group you choose."  # type: ignore[union-attr]
    if t in ("advertising", "stunt"):
        what = action_words({'type': t})
        return f"Take {'an' if what[:1] in 'aeiou' else 'a'} {what}", "From the deck, or a lit face-up card beside a district with your Rep."
    if t == "focus":
        return "Focus: click a lit die, then +1 or −1", "District dice or your followers; printed dice cannot change."
    if t == "manipulate":
        return "Manipulate: click a lit die to re-roll it", "Then decide whether to keep the result."
    if t == "keep":
        now = _die_at(view, e.spot) if e is not None else None  # type: ignore[union-attr]
        if now is not None and e is not None and e.value is not None:  # type: ignore[union-attr]
            return (f"Keep the new roll? {now.color} {e.value} became {now.value}",  # type: ignore[union-attr]
                    f"Or put the die back to {e.value}.")  # type: ignore[union-attr]
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
