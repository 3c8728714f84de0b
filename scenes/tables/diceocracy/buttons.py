"""The buttons at the Diceocracy table: one for every legal action not made by pointing at the table, worded
from the action and the view, in a fixed order; "End turn" in the finishing slot for the whole of the player's
turn (greyed until step 5, so nothing else ever stands where it will be); the other buttons in the slots
their step gave them (slots.py: one used leaves a greyed twin, the rest do not slide); the ±1 choice for a
die picked for focus; and several choices of one kind (the seats to give the first player marker to, the
playable cards of one kind) behind one button, so the row stays within two rows with four players and full
hands."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from game.diceocracy.actions import (
    ChooseCandidate,
    ChooseColor,
    ChoosePersonality,
    DiceocracyAction,
    DiscardAgenda,
    EndTurn,
    Focus,
    GiveFirstPlayer,
    KeepRoll,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    Respond,
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
    TakeCard,
    TakeDie,
    UseDistrictAction,
    UseFollowerAction,
)
from game.diceocracy.components import components
from game.diceocracy.views import DiceocracyView
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.diceocracy.look import (
    DIE_LETTER,
    action_words,
    advert_text,
    agenda_text,
    card_words,
    die_name,
    personality_words,
    stunt_text,
    variant_note,
)
from scenes.tables.diceocracy.prompt import advert_caveat
from scenes.tables.diceocracy.slots import step_of
from scenes.tables.diceocracy.words import DECK_WORD, piece_words, slot_name, slot_place

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

ON_TABLE = (TakeDie, PlaceFollower, MoveFollower, Pick, Focus, Manipulate)
"""Choices made by pointing at the table (dice, slots, Reps), not by buttons."""
ORDER = (Respond, ChooseCandidate, ChoosePersonality, ChooseColor, KeepRoll, TakeCard, UseDistrictAction,
         UseFollowerAction, GiveFirstPlayer, SwapAgenda, SkipDistrictAction, SkipFollowerAction, DiscardAgenda,
         PlayAdvert, PlayStunt, EndTurn)


def button_specs(table: DiceocracyTable, view: DiceocracyView,
                 legal: Sequence[DiceocracyAction]) -> tuple[list[ButtonSpec], ButtonSpec | None]:
    """The row of buttons and the finishing one ("End turn") for the asked seat's legal actions; while a die
    is picked for focus, its +1 / −1 and a way back."""
    if table.spot_pick is not None:
        return focus_specs(table, legal), None
    seat = table.asking
    specs: list[ButtonSpec] = []
    end: ButtonSpec | None = None
    if seat is None:
        return specs, end
    groups = {key: found for key, group in GROUPS.items()
              if group.phases and view.phase in group.phases
              and len(found := [a for a in legal if isinstance(a, group.kind)]) > 1}
    if table.choice_group in groups:
        finish = next((a for a in legal if isinstance(a, EndTurn)), None)
        end = ButtonSpec("End turn", table.act_cb(finish), "primary", data=("button", finish)) if finish else None
        return group_specs(table, view, table.choice_group, groups[table.choice_group]), end or end_later(view, seat)
    chosen = sorted((a for a in legal if not isinstance(a, ON_TABLE)),
                    key=lambda a: next((i for i, t in enumerate(ORDER) if isinstance(a, t)), len(ORDER)))
    for a in chosen:
        key = next((k for k, found in groups.items() if a in found), None)
        if key is not None:
            if a is groups[key][0]:  # the choices behind this one button are asked next
                group = GROUPS[key]
                note = last_round_note(view) if key == "give_first" else ""
                specs.append(ButtonSpec(group.label.format(n=len(groups[key])), partial(table.open_group, key),
                                        tooltip=group.tip + (f" — {note}" if note else ""), data=("button", key)))
            continue
        tip = None
        kind = "normal"
        if isinstance(a, ChoosePersonality):
            label = personality_label(view, seat, a)
            trait, role = view.players[seat].personality
            tip = " | ".join(f"{w}: {t}" for w, t in (personality_words(trait, a.trait_side),
                                                         personality_words(role, a.role_side)))
        else:
            label = button_label(a, view, table.name, table.district_name)
        if isinstance(a, Respond):
            kind = "danger" if a.cancel else "primary"
        elif isinstance(a, (UseDistrictAction, UseFollowerAction, EndTurn)):
            kind = "primary"
        elif isinstance(a, PlayAdvert):
            tip = card_tip_of(view, a)
            label += " (stunt only)" if advert_caveat(view, a.card) else ""
        elif isinstance(a, PlayStunt):
            tip = card_tip_of(view, a)
        elif isinstance(a, DiscardAgenda):
            tip = agenda_text(a.card, view.num_players)[1] + variant_note("agendas", a.card)
        elif isinstance(a, GiveFirstPlayer) and last_round_note(view):
            tip = last_round_note(view)
        spec = ButtonSpec(label, table.act_cb(a), kind, tooltip=tip, data=("button", a))
        if isinstance(a, EndTurn):
            end = spec
        else:
            specs.append(spec)
    return table.steady_row.arrange(step_of(view, seat), specs, view), end or end_later(view, seat)


TURN_PHASES = ("take", "place", "actions", "resolve")
"""The steps of a player's own turn before step 5, when "End turn" stands greyed in its slot."""


def end_later(view: DiceocracyView, seat: int) -> ButtonSpec | None:
    """"End turn", greyed, during the asked player's own turn before it may end: the button keeps one place
    and one look for the whole turn instead of appearing where another stood a moment before."""
    if view.phase not in TURN_PHASES or not view.order or view.order[view.order_index] != seat:
        return None
    return ButtonSpec("End turn", lambda: None, "primary", enabled=False,
                      tooltip="Your turn ends at step 5 (cards), after the district and follower actions",
                      data=("button", "end_turn_later"))


@dataclass(frozen=True)
class Group:
    """Several actions of one kind behind one button: the row keeps to two rows with four players and full
    hands; the choices come next, each on its own button, with a way back."""

    kind: type
    phases: tuple[str, ...]
    label: str
    """The button's words ({n}: how many choices are behind it)."""
    tip: str
    title: str
    sub: str


GROUPS = {
    "give_first": Group(GiveFirstPlayer, ("actions",), "Instead: give the first player marker",
                        "Instead of the district action: hand the first player marker to a player of your choice "
                        "(you pick whom next)",
                        "Instead of the district action: give the first player marker to whom?",
                        "That player starts the next round. Back returns to the other choices of step 4."),
    "adverts": Group(PlayAdvert, ("cards",), "Play an advertising card ({n} playable)",
                     "Choose which of your playable advertising cards to play (or click a lit card in your hand)",
                     "Step 5: which advertising card?",
                     "Each button names the card and its cost; a lit card in your hand may be clicked too."),
    "stunts": Group(PlayStunt, ("cards",), "Play a political stunt card ({n} playable)",
                    "Choose which of your playable political stunt cards to play (or click a lit card in your hand)",
                    "Step 5: which political stunt card?",
                    "Each button names the card; a lit card in your hand may be clicked too."),
}


def group_specs(table: DiceocracyTable, view: DiceocracyView, key: str, actions: Sequence[Any]) -> list[ButtonSpec]:
    """The choices behind a group's button, worded as their own buttons would be, and a way back."""
    specs = []
    for a in actions:
        if isinstance(a, GiveFirstPlayer):
            tip = last_round_note(view) or (f"{table.name(a.seat)} takes the first player marker and starts the "
                                            "next round")
            specs.append(ButtonSpec(f"First player → {table.name(a.seat)}", table.act_cb(a), "primary",
                                    tooltip=tip, data=("button", a)))
        else:
            specs.append(ButtonSpec(button_label(a, view, table.name, table.district_name), table.act_cb(a),
                                    "primary", tooltip=card_tip_of(view, a), data=("button", a)))
    specs.append(ButtonSpec("Back", table.close_group, data=("button", "back")))
    return specs


def last_round_note(view: DiceocracyView) -> str:
    """In the last round the first player marker changes nothing: it says who starts a round (rulebook "Game
    Play"), and none follows; the rules still offer it, so the words say so (playtest 5). "" before then."""
    if view.round < view.rounds:
        return ""
    return (f"Round {view.round} is the last: no round follows for the marker to start, so giving it changes "
            "nothing")


def card_tip_of(view: DiceocracyView, a: Any) -> str | None:
    """What a card played from a button does (and, for an advert, what it would not do now)."""
    if isinstance(a, PlayAdvert):
        caveat = advert_caveat(view, a.card)
        return advert_text(a.card)[1] + (f" — {caveat}" if caveat else "")
    if isinstance(a, PlayStunt):
        return stunt_text(a.card)[1]
    return None


def focus_specs(table: DiceocracyTable, legal: Sequence[DiceocracyAction]) -> list[ButtonSpec]:
    """+1 and −1 for the die picked for focus (with the value it would show), and a way to pick another."""
    specs: list[ButtonSpec] = []
    picked = table.spot_pick
    node = table.spots.dice.get(picked) if picked is not None else None
    for a in legal:
        if isinstance(a, Focus) and (a.spot.area, a.spot.index, a.spot.pos) == picked:
            value = node.value + a.delta if node is not None else "?"
            specs.append(ButtonSpec(f"{'+1' if a.delta > 0 else '−1'} → {value}", table.act_cb(a), "primary",
                                    data=("button", a)))
    specs.append(ButtonSpec("Pick another die", table.unpick_focus, data=("button", "unpick")))
    return specs


def button_label(a: Any, view: DiceocracyView, name: Callable[[Any], str], district_name: Callable[[int], str]) -> str:
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
        # the card by its name, as the row shows it (a street added to it, "(by Old Town)", pushed two such
        # buttons out of the row with four players)
        return f"Take {card_words(deck, card)[0]}" if card is not None else "Take"
    if isinstance(a, KeepRoll):
        e = view.pending[0] if view.pending else None
        if a.keep:
            return "Keep the new roll"
        if e is None or e.value is None:
            return "Restore the old value"
        return f"Restore the old value ({e.value})"
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
        return f"{'+1' if a.delta > 0 else '−1'} ({piece_words(a.spot, view, district_name, name)})"
    if isinstance(a, Manipulate):
        return f"Re-roll {piece_words(a.spot, view, district_name, name)}"
    if isinstance(a, Pick):
        return f"Pick {piece_words(a.spot, view, district_name, name)}"
    if isinstance(a, TakeDie):
        die = view.districts[a.district][a.space].die
        return f"Take the {die_name(die)} in {district_name(a.district)}" if die is not None else \
            f"Take a die in {district_name(a.district)}"
    if isinstance(a, PlaceFollower):
        return f"Place on {slot_name(a.slot)}"
    if isinstance(a, MoveFollower):
        mover = view.players[view.active[0]] if view.active else None
        if mover is not None and mover.followers[a.target] is not None:
            return f"Swap the {slot_place(a.source)} and {slot_place(a.target)} followers"
        return f"Move the {slot_place(a.source)} follower to {slot_name(a.target)}"
    return type(a).__name__


def personality_label(view: DiceocracyView, seat: int, a: ChoosePersonality) -> str:
    trait, role = view.players[seat].personality
    return f"{personality_words(trait, a.trait_side)[0]} {personality_words(role, a.role_side)[0]}"
