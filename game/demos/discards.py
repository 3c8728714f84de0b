"""The discard steps of a round: public, secret and unanimous discards, the takes, and the veto.

Every step goes seat by seat from the dealer's left ("Alle Aktionen, welche auch immer, beginnen im
Uhrzeigersinn mit dem Spieler links vom aktiven Geber"): a seat discards (in the full rules' secret step it may
decline) and then receives or takes a card before the next seat acts, so later seats see the earlier public
discards and what was taken. `turn_queue` holds the seats still to act; its head acts now.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TypeVar

from game.core.protocol import Event
from game.core.trusted import emit, evolve
from game.demos import events as ev
from game.demos.components import number_cards
from game.demos.scoring import dealing_order
from game.demos.state import (
    DISCARD_STEP,
    CastVeto,
    Consent,
    DemosAction,
    DemosState,
    Discard,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)

T = TypeVar("T")
Step = tuple[DemosState, list[Event], bool]

TAKE_PHASE: dict[str, str] = {"secret_discard": "secret_take", "unanimous_discard": "unanimous_take"}
DISCARD_PHASE: dict[str, str] = {take: discard for discard, take in TAKE_PHASE.items()}


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    # Through a list: two new objects instead of the five that slicing and joining make.
    changed = list(items)
    changed[index] = value
    return tuple(changed)


def team_members(state: DemosState, team: int) -> tuple[int, ...]:
    return tuple(s for s, t in enumerate(state.team_of) if t == team)


def to_act(state: DemosState, player: int) -> bool:
    return bool(state.turn_queue) and state.turn_queue[0] == player


# -- legal actions ---------------------------------------------------------------------------------------
# Actions are immutable, so one instance per card serves every call (bots ask for legal actions a lot).
@cache
def discard_of(card: str) -> Discard:
    return Discard(card=card)


@cache
def take_of(card: str) -> TakeDiscard:
    return TakeDiscard(card=card)


# The instances above for every card of the game, looked up without a call per card.
_DISCARD_OF: dict[str, Discard] = {card: discard_of(card) for card in number_cards("full")}
_TAKE_OF: dict[str, TakeDiscard] = {card: take_of(card) for card in number_cards("full")}

SKIP, FROM_DECK, CONSENT, VETO = SkipDiscard(), TakeFromDeck(), Consent(), CastVeto()


def discard_actions(state: DemosState, player: int) -> list[DemosAction]:
    if not to_act(state, player):
        return []
    actions: list[DemosAction] = [_DISCARD_OF[c] for c in state.hands[player]]
    if state.phase == "secret_discard" and state.options.mode == "full":
        actions.append(SKIP)
    return actions


def visible_discards(state: DemosState) -> list[str]:
    """Discards a player may take now: the public ones, plus the secret ones once revealed."""
    cards = [c for pile in state.public_discards for c in pile]
    if state.phase == "unanimous_take" and state.secrets_revealed:
        cards += [c for pile in state.secret_discards for c in pile]
    return cards


def take_actions(state: DemosState, player: int) -> list[DemosAction]:
    if not to_act(state, player):
        return []
    actions: list[DemosAction] = [FROM_DECK] if state.people_deck else []
    actions += [_TAKE_OF[c] for c in visible_discards(state)]
    return actions


def veto_actions(state: DemosState, player: int) -> list[DemosAction]:
    if not state.veto_queue or state.team_of[player] != state.veto_queue[0] or state.votes[player] is not None:
        return []
    return [CONSENT, VETO]


# -- one seat's discard ----------------------------------------------------------------------------------
def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """`cards` less `card` (every card of the game is unique, so it is there once)."""
    rest = list(cards)
    rest.remove(card)
    return tuple(rest)


def discard(state: DemosState, player: int, action: Discard | SkipDiscard) -> Step:
    """The seat in turn discards: face up (public, then it receives the deck's top card at once) or face down
    (then it takes); declining the full rules' secret discard passes the turn on."""
    phase = state.phase
    step = DISCARD_STEP[phase]
    if isinstance(action, SkipDiscard):
        return _next_seat(state, {}, [emit(_declined(player, step))], False)
    card = action.card
    hand = _without(state.hands[player], card)
    if phase == "public_discard":
        deck = state.people_deck
        drawn = deck[0]
        changes: dict[str, object] = {
            "hands": replace_at(state.hands, player, hand + (drawn,)), "people_deck": deck[1:],
            "public_discards": replace_at(state.public_discards, player, (card,)),
        }
        events = [emit(_discarded(player, step, card)), _draw_event(player, drawn, step)]
        return _next_seat(state, changes, events, commit=True)
    if phase == "secret_discard":
        pile, piles, take_phase = "secret_discards", state.secret_discards, "secret_take"
    else:
        pile, piles, take_phase = "unanimous_discards", state.unanimous_discards, "unanimous_take"
    state = evolve(state, {
        "hands": replace_at(state.hands, player, hand), pile: replace_at(piles, player, (card,)),
        "phase": take_phase,
    })
    events = [emit(_discarded(player, step, card), _AUDIENCE[player], _discarded(player, step, None))]
    return state, events, False


def _next_seat(state: DemosState, changes: dict[str, object], events: list[Event], commit: bool) -> Step:
    """The seat in turn is done with this step (its `changes` made): the next one acts, or the step is over.

    The seat's changes and the turn's passing make one new state, not two (this runs on every discard); the
    caller's `changes` are its own, so they are completed in place."""
    queue = state.turn_queue[1:]
    phase: str = state.phase
    phase = DISCARD_PHASE.get(phase, phase)
    if not queue and phase == "public_discard":
        changes["turn_queue"] = dealing_order(state.dealer, state.num_players)
        changes["phase"] = "secret_discard"
        return evolve(state, changes), events, commit
    changes["turn_queue"] = queue
    changes["phase"] = phase
    state = evolve(state, changes)
    if queue:
        return state, events, commit
    after = after_secret_step if phase == "secret_discard" else after_unanimous_step
    state, more, more_commit = after(state)
    events += more
    return state, events, commit or more_commit


# One audience per seat: the same tuple serves every event only that seat may read.
_AUDIENCE: tuple[tuple[int], ...] = tuple((seat,) for seat in range(8))


def _draw_event(seat: int, card: str, step: str) -> Event:
    return emit(_drawn(seat, card, step), _AUDIENCE[seat], _drawn(seat, None, step))


# Payloads are immutable: one instance per seat, card and step serves every event and every game (a game emits
# some 700 of them, and calling a payload class costs a few times what a dict did).
@cache
def _discarded(seat: int, step: str, card: str | None) -> ev.Discard:
    return ev.Discard(seat=seat, step=step, card=card)


@cache
def _declined(seat: int, step: str) -> ev.DiscardDeclined:
    return ev.DiscardDeclined(seat=seat, step=step)


@cache
def _drawn(seat: int, card: str | None, step: str) -> ev.Draw:
    return ev.Draw(seat=seat, card=card, step=step)


@cache
def _voted(seat: int, team: int, veto: bool | None) -> ev.VetoVote:
    return ev.VetoVote(seat=seat, team=team, veto=veto)


@cache
def _agreed(asked: bool) -> ev.UnanimousAgreed:
    return ev.UnanimousAgreed(asked=asked)


# -- takes -----------------------------------------------------------------------------------------------
def take(state: DemosState, player: int, action: TakeFromDeck | TakeDiscard) -> Step:
    """The seat that has just discarded face down takes the deck's top card or a visible discard."""
    step = "secret" if state.phase == "secret_take" else "unanimous"
    hand = state.hands[player]
    if isinstance(action, TakeFromDeck):
        deck = state.people_deck
        card = deck[0]
        update: dict[str, object] = {"people_deck": deck[1:]}
        events = [_draw_event(player, card, step)]
        commit = True
    else:
        card = action.card
        update, owner, pile = _remove_visible(state, card)
        events = [emit(ev.made(ev.Take, {"seat": player, "card": card, "owner": owner, "pile": pile, "step": step}))]
        commit = False
        # Everyone saw which card went where: the views keep it (and determinize respects it).
        taken = state.taken or ((),) * len(state.hands)
        update["taken"] = replace_at(taken, player, taken[player] + ((step, card),))
    update["hands"] = replace_at(state.hands, player, hand + (card,))
    return _next_seat(state, update, events, commit)


def _remove_visible(state: DemosState, card: str) -> tuple[dict[str, object], int, str]:
    for name, piles in (("public", state.public_discards), ("secret", state.secret_discards)):
        for owner, pile in enumerate(piles):
            if card in pile:
                return {f"{name}_discards": replace_at(piles, owner, _without(pile, card))}, owner, name
    raise AssertionError(f"{card} is not among the visible discards")  # legal_actions guarantees it


def after_secret_step(state: DemosState) -> Step:
    """After the secret discard: the simplified rules score the round; the full rules ask for vetoes."""
    from game.demos.round_end import score_round

    if state.options.mode == "simplified":
        return score_round(state)
    order = dealing_order(state.dealer, state.num_players)
    holders: list[int] = []
    for seat in order:
        team = state.team_of[seat]
        if state.vetoes[team] > 0 and team not in holders:
            holders.append(team)
    state = evolve(state, {"phase": "veto", "veto_queue": tuple(holders),
                                     "votes": (None,) * state.num_players})
    if not holders:
        return _unanimous_agreed(state, asked=False)
    return state, [], False


def after_unanimous_step(state: DemosState) -> Step:
    from game.demos.round_end import score_round

    return score_round(state)


# -- the veto --------------------------------------------------------------------------------------------
def vote(state: DemosState, player: int, action: Consent | CastVeto) -> Step:
    team = state.veto_queue[0]
    members = team_members(state, team)
    veto = isinstance(action, CastVeto)
    events = [emit(_voted(player, team, veto), members, _voted(player, team, None))]
    if veto:
        votes = replace_at(state.votes, player, veto)
        state = evolve(state, {"votes": votes})
        ballots: Sequence[bool | None] = [votes[s] for s in members]
        if any(b is None for b in ballots):
            return state, events, False
        return _vetoed(state, team, members, events)
    # "Dessen Verwendung erfordert die Zustimmung aller Teamkollegen": one vote against and the team veto
    # has failed, so the teammates still to vote are not asked a question their answer cannot change (the
    # vote is recorded and cleared for the next team in the same step)
    state = evolve(state, {"votes": (None,) * state.num_players, "veto_queue": state.veto_queue[1:]})
    if state.veto_queue:
        return state, events, False
    state, more, commit = _unanimous_agreed(state, asked=True)
    return state, events + more, commit


def _vetoed(state: DemosState, team: int, members: tuple[int, ...], events: list[Event]) -> Step:
    """A player's own veto annuls the unanimous discard ("den Zug annulliert") and the round is scored as it
    stands; a team veto, confirmed by every teammate, voids the whole round ("Wenn bestätigt, findet die
    Runde nicht statt"): nobody scores, nobody draws a figure, and the next dealer deals the round again."""
    from game.demos.round_end import score_round, void_round

    vetoes = replace_at(state.vetoes, team, state.vetoes[team] - 1)
    state = evolve(state, {"vetoes": vetoes, "vetoed": True, "veto_queue": (),
                                     "votes": (None,) * state.num_players})
    events.append(emit(ev.Veto(team=team, seats=members, vetoes_left=vetoes[team])))
    state, more, _ = void_round(state, team) if len(members) > 1 else score_round(state)
    return state, events + more, True


def _unanimous_agreed(state: DemosState, asked: bool) -> Step:
    """Nobody vetoed: the secret discards are turned face up and everyone discards once more, in turn.
    `asked`: some holder of a veto was asked (else nobody had one left: the event says which)."""
    cards = {s: pile for s, pile in enumerate(state.secret_discards) if pile}
    state = evolve(state, {
        "phase": "unanimous_discard", "secrets_revealed": True, "veto_queue": (),
        "turn_queue": dealing_order(state.dealer, state.num_players),
    })
    return state, [emit(_agreed(asked)), emit(ev.made(ev.SecretsRevealed, {"cards": cards}))], True
