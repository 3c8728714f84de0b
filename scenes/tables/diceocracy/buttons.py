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
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.diceocracy.look import (
    DIE_LETTER,
    action_words,
    advert_text,
    agenda_text,
    card_words,
    color_title,
    color_word,
    die_name,
    personality_name,
    personality_words,
    stunt_text,
    variant_note,
)
from scenes.tables.diceocracy.prompt import advert_caveat
from scenes.tables.diceocracy.slots import step_of
from scenes.tables.diceocracy.terms import ENGLISH
from scenes.tables.diceocracy.words import piece_words, slot_place

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
    tr = table.ctx.tr
    specs: list[ButtonSpec] = []
    end: ButtonSpec | None = None
    if seat is None:
        return specs, end
    groups = {key: found for key, group in GROUPS.items()
              if group.phases and view.phase in group.phases
              and len(found := [a for a in legal if isinstance(a, group.kind)]) > 1}
    if table.choice_group in groups:
        finish = next((a for a in legal if isinstance(a, EndTurn)), None)
        end = ButtonSpec(tr("End turn"), table.act_cb(finish), "primary", data=("button", finish)) if finish else None
        return (group_specs(table, view, table.choice_group, groups[table.choice_group]),
                end or end_later(view, seat, tr))
    chosen = sorted((a for a in legal if not isinstance(a, ON_TABLE)),
                    key=lambda a: next((i for i, t in enumerate(ORDER) if isinstance(a, t)), len(ORDER)))
    for a in chosen:
        key = next((k for k, found in groups.items() if a in found), None)
        if key is not None:
            if a is groups[key][0]:  # the choices behind this one button are asked next
                group = GROUPS[key]
                note = last_round_note(view, tr) if key == "give_first" else ""
                specs.append(ButtonSpec(tr(group.label, n=len(groups[key])), partial(table.open_group, key),
                                        tooltip=tr(group.tip) + (f" — {note}" if note else ""), data=("button", key)))
            continue
        tip = None
        kind = "normal"
        if isinstance(a, ChoosePersonality):
            label = personality_label(view, seat, a, tr)
            trait, role = view.players[seat].personality
            tip = " | ".join(f"{w}: {t}" for w, t in (personality_words(trait, a.trait_side, tr),
                                                         personality_words(role, a.role_side, tr)))
        else:
            label = button_label(a, view, table.name, table.district_name, tr)
        if isinstance(a, Respond):
            kind = "danger" if a.cancel else "primary"
        elif isinstance(a, (UseDistrictAction, UseFollowerAction, EndTurn)):
            kind = "primary"
        elif isinstance(a, PlayAdvert):
            tip = card_tip_of(view, a, tr)
            label = tr("{label} (stunt only)", label=label) if advert_caveat(view, a.card) else label
        elif isinstance(a, PlayStunt):
            tip = card_tip_of(view, a, tr)
        elif isinstance(a, DiscardAgenda):
            tip = agenda_text(a.card, view.num_players, tr)[1] + variant_note("agendas", a.card, tr)
        elif isinstance(a, GiveFirstPlayer) and last_round_note(view, tr):
            tip = last_round_note(view, tr)
        spec = ButtonSpec(label, table.act_cb(a), kind, tooltip=tip, data=("button", a))
        if isinstance(a, EndTurn):
            end = spec
        else:
            specs.append(spec)
    return table.steady_row.arrange(step_of(view, seat), specs, view, tr), end or end_later(view, seat, tr)


TURN_PHASES = ("take", "place", "actions", "resolve")
"""The steps of a player's own turn before step 5, when "End turn" stands greyed in its slot."""


def end_later(view: DiceocracyView, seat: int, tr: Translator = ENGLISH) -> ButtonSpec | None:
    """"End turn", greyed, during the asked player's own turn before it may end: the button keeps one place
    and one look for the whole turn instead of appearing where another stood a moment before."""
    if view.phase not in TURN_PHASES or not view.order or view.order[view.order_index] != seat:
        return None
    return ButtonSpec(tr("End turn"), lambda: None, "primary", enabled=False,
                      tooltip=tr("Your turn ends at step 5 (cards), after the district and follower actions"),
                      data=("button", "end_turn_later"))


@dataclass(frozen=True)
class Group:
    """Several actions of one kind behind one button: the row keeps to two rows with four players and full
    hands; the choices come next, each on its own button, with a way back."""

    kind: type
    phases: tuple[str, ...]
    label: str
    """The button's words ({n}: how many choices are behind it); these four are English, marked for the catalog
    and translated where shown."""
    tip: str
    title: str
    sub: str


GROUPS = {
    "give_first": Group(GiveFirstPlayer, ("actions",), N_("Instead: give the first player marker"),
                        N_("Instead of the district action: hand the first player marker to a player of your choice "
                           "(you pick whom next)"),
                        N_("Instead of the district action: give the first player marker to whom?"),
                        N_("That player starts the next round. Back returns to the other choices of step 4.")),
    "adverts": Group(PlayAdvert, ("cards",), N_("Play an advertising card ({n} playable)"),
                     N_("Choose which of your playable advertising cards to play (or click a lit card in your hand)"),
                     N_("Step 5: which advertising card?"),
                     N_("Each button names the card and its cost; a lit card in your hand may be clicked too.")),
    "stunts": Group(PlayStunt, ("cards",), N_("Play a political stunt card ({n} playable)"),
                    N_("Choose which of your playable political stunt cards to play (or click a lit card in your "
                       "hand)"),
                    N_("Step 5: which political stunt card?"),
                    N_("Each button names the card; a lit card in your hand may be clicked too.")),
}


def group_specs(table: DiceocracyTable, view: DiceocracyView, key: str, actions: Sequence[Any]) -> list[ButtonSpec]:
    """The choices behind a group's button, worded as their own buttons would be, and a way back."""
    tr = table.ctx.tr
    specs = []
    for a in actions:
        if isinstance(a, GiveFirstPlayer):
            who = table.name(a.seat)
            tip = last_round_note(view, tr) or tr("{name} takes the first player marker and starts the next round",
                                                  name=who)
            specs.append(ButtonSpec(tr("First player → {name}", name=who), table.act_cb(a), "primary",
                                    tooltip=tip, data=("button", a)))
        else:
            specs.append(ButtonSpec(button_label(a, view, table.name, table.district_name, tr), table.act_cb(a),
                                    "primary", tooltip=card_tip_of(view, a, tr), data=("button", a)))
    specs.append(ButtonSpec(tr("Back"), table.close_group, data=("button", "back")))
    return specs


def last_round_note(view: DiceocracyView, tr: Translator = ENGLISH) -> str:
    """In the last round the first player marker changes nothing: it says who starts a round (rulebook "Game
    Play"), and none follows; the rules still offer it, so the words say so (playtest 5). "" before then."""
    if view.round < view.rounds:
        return ""
    return tr("Round {round} is the last: no round follows for the marker to start, so giving it changes nothing",
              round=view.round)


def card_tip_of(view: DiceocracyView, a: Any, tr: Translator = ENGLISH) -> str | None:
    """What a card played from a button does (and, for an advert, what it would not do now)."""
    if isinstance(a, PlayAdvert):
        caveat = advert_caveat(view, a.card, tr)
        return advert_text(a.card, tr)[1] + (f" — {caveat}" if caveat else "")
    if isinstance(a, PlayStunt):
        return stunt_text(a.card, tr)[1]
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
    specs.append(ButtonSpec(table.ctx.tr("Pick another die"), table.unpick_focus, data=("button", "unpick")))
    return specs


def button_label(a: Any, view: DiceocracyView, name: Callable[[Any], str], district_name: Callable[[int], str],
                 tr: Translator = ENGLISH) -> str:
    """The words on the button of a legal action (the spot actions are clicked on the table instead)."""
    players = view.num_players
    if isinstance(a, UseDistrictAction):
        assert view.turn is not None
        return tr("District: {action}", action=action_words(
            components().districts[view.tiles[view.turn.district]].action, tr=tr))
    if isinstance(a, UseFollowerAction):
        assert view.turn is not None
        return tr("Follower: {action}", action=action_words(view.turn.follower_action, tr=tr))
    if isinstance(a, SkipDistrictAction):
        return tr("Skip district action")
    if isinstance(a, SkipFollowerAction):
        return tr("Skip follower action")
    if isinstance(a, GiveFirstPlayer):
        if view.phase == "resolve":  # an advertising card's effect, not the alternative to the district action
            return tr("Give the first player marker to {name}", name=name(a.seat))
        return tr("Instead: first player → {name}", name=name(a.seat))
    if isinstance(a, SwapAgenda):
        return tr("Instead: swap an agenda")
    if isinstance(a, ChooseColor):
        return f"{color_title(a.color, tr)} ({DIE_LETTER[a.color]})"
    if isinstance(a, TakeCard):
        kind = view.pending[0].type if view.pending else "advertising"
        deck = "adverts" if kind == "advertising" else "stunts"
        if a.slot is None:
            return tr("Draw from the advertising deck") if deck == "adverts" else \
                tr("Draw from the political stunt deck")
        row = view.decks.advert_row if deck == "adverts" else view.decks.stunt_row
        card = row[a.slot]
        # the card by its name, as the row shows it (a street added to it, "(by Old Town)", pushed two such
        # buttons out of the row with four players)
        return tr("Take {card}", card=card_words(deck, card, tr=tr)[0]) if card is not None else tr("Take")
    if isinstance(a, KeepRoll):
        e = view.pending[0] if view.pending else None
        if a.keep:
            return tr("Keep the new roll")
        if e is None or e.value is None:
            return tr("Restore the old value")
        return tr("Restore the old value ({value})", value=e.value)
    if isinstance(a, Respond):
        return tr("Pay 1 money to cancel it") if a.cancel else tr("Let it happen")
    if isinstance(a, PlayAdvert):
        nm, _ = advert_text(a.card, tr)
        cost = components().adverts[a.card].cost
        if cost == 0:
            return tr("Play advert {card} (free)", card=nm)
        return tr("Play advert {card} ({cost} money)", card=nm, cost=cost)
    if isinstance(a, PlayStunt):
        return tr("Play stunt {card}", card=stunt_text(a.card, tr)[0])
    if isinstance(a, EndTurn):
        return tr("End turn")
    if isinstance(a, DiscardAgenda):
        return tr("Discard {card}", card=agenda_text(a.card, players, tr)[0])
    if isinstance(a, ChooseCandidate):
        tile = components().candidates[a.tile]
        group = color_word(tile.color, tr)
        if a.side == "popularity":
            return tr("{letter} {group}: +{amount} popularity", letter=DIE_LETTER[tile.color], group=group,
                      amount=tile.popularity)
        return tr("{letter} {group}: {votes} votes/follower", letter=DIE_LETTER[tile.color], group=group,
                  votes=tile.votes_per_follower)
    if isinstance(a, ChoosePersonality):
        return "?"  # worded by the table from the seat's own tiles
    if isinstance(a, Focus):
        return f"{'+1' if a.delta > 0 else '−1'} ({piece_words(a.spot, view, district_name, name, tr=tr)})"
    if isinstance(a, Manipulate):
        return tr("Re-roll {piece}", piece=piece_words(a.spot, view, district_name, name, tr=tr))
    if isinstance(a, Pick):
        return tr("Pick {piece}", piece=piece_words(a.spot, view, district_name, name, tr=tr))
    if isinstance(a, TakeDie):
        die = view.districts[a.district][a.space].die
        where = district_name(a.district)
        return tr("Take the {die} in {district}", die=die_name(die, tr), district=where) if die is not None else \
            tr("Take a die in {district}", district=where)
    if isinstance(a, PlaceFollower):
        return tr("Place on the {place} slot", place=slot_place(a.slot, tr))
    if isinstance(a, MoveFollower):
        mover = view.players[view.active[0]] if view.active else None
        source, target = slot_place(a.source, tr), slot_place(a.target, tr)
        if mover is not None and mover.followers[a.target] is not None:
            return tr("Swap the {source} and {target} followers", source=source, target=target)
        return tr("Move the {source} follower to the {target} slot", source=source, target=target)
    return type(a).__name__


def personality_label(view: DiceocracyView, seat: int, a: ChoosePersonality, tr: Translator = ENGLISH) -> str:
    return personality_name(view.players[seat].personality, (a.trait_side, a.role_side), tr)
