"""The discard steps of a round: public, secret and unanimous discards, the takes, and the veto.

Every step goes seat by seat from the dealer's left ("Alle Aktionen, welche auch immer, beginnen im
Uhrzeigersinn mit dem Spieler links vom aktiven Geber"): a seat discards (in the full rules' secret step it may
decline) and then receives or takes a card before the next seat acts, so later seats see the earlier public
discards and what was taken. `turn_queue` holds the seats still to act; its head acts now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TypeVar

from game.core.protocol import Event
from game.core.trusted import event, evolve
from game.demos.scoring import dealing_order
from game.demos.state import (
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

STEP_NAMES: dict[str, str] = {
    "public_discard": "public", "secret_discard": "secret", "unanimous_discard": "unanimous",
}
TAKE_PHASE: dict[str, str] = {"secret_discard": "secret_take", "unanimous_discard": "unanimous_take"}
DISCARD_PHASE: dict[str, str] = {take: discard for discard, take in TAKE_PHASE.items()}


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return items[:index] + (value,) + items[index + 1:]


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


SKIP, FROM_DECK, CONSENT, VETO = SkipDiscard(), TakeFromDeck(), Consent(), CastVeto()


def discard_actions(state: DemosState, player: int) -> list[DemosAction]:
    if not to_act(state, player):
        return []
    actions: list[DemosAction] = [discard_of(c) for c in state.hands[player]]
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
    actions: list[DemosAction] = []
    if state.people_deck:
        actions.append(FROM_DECK)
    actions += [take_of(c) for c in visible_discards(state)]
    return actions


def veto_actions(state: DemosState, player: int) -> list[DemosAction]:
    if not state.veto_queue or state.team_of[player] != state.veto_queue[0] or state.votes[player] is not None:
        return []
    return [CONSENT, VETO]


# -- one seat's discard ----------------------------------------------------------------------------------
def discard(state: DemosState, player: int, action: Discard | SkipDiscard) -> Step:
    """The seat in turn discards: face up (public, then it receives the deck's top card at once) or face down
    (then it takes); declining the full rules' secret discard passes the turn on."""
    step = STEP_NAMES[state.phase]
    if isinstance(action, SkipDiscard):
        events = [event(type="discard_declined", data={"seat": str(player), "step": step})]
        return _next_seat(state, {}, events, commit=False)
    card = action.card
    hand = tuple(c for c in state.hands[player] if c != card)
    if state.phase == "public_discard":
        drawn, deck = state.people_deck[0], state.people_deck[1:]
        changes = {
            "hands": replace_at(state.hands, player, hand + (drawn,)), "people_deck": deck,
            "public_discards": replace_at(state.public_discards, player, (card,)),
        }
        events = [event(type="discard", data={"seat": str(player), "step": step, "card": card}),
                  _draw_event(player, drawn, step)]
        return _next_seat(state, changes, events, commit=True)
    pile = "secret_discards" if state.phase == "secret_discard" else "unanimous_discards"
    state = evolve(state, {
        "hands": replace_at(state.hands, player, hand), pile: replace_at(getattr(state, pile), player, (card,)),
        "phase": TAKE_PHASE[state.phase],
    })
    events = [event(type="discard", data={"seat": str(player), "step": step, "card": card},
                    audience=(player,), public={"seat": str(player), "step": step})]
    return state, events, False


def _next_seat(state: DemosState, changes: Mapping[str, object], events: list[Event], commit: bool) -> Step:
    """The seat in turn is done with this step (its `changes` made): the next one acts, or the step is over.

    The seat's changes and the turn's passing make one new state, not two (this runs on every discard)."""
    queue = state.turn_queue[1:]
    phase = DISCARD_PHASE.get(state.phase, state.phase)
    if not queue and phase == "public_discard":
        queue, phase = dealing_order(state.dealer, state.num_players), "secret_discard"
        return evolve(state, {**changes, "turn_queue": queue, "phase": phase}), events, commit
    state = evolve(state, {**changes, "turn_queue": queue, "phase": phase})
    if queue:
        return state, events, commit
    after = after_secret_step if phase == "secret_discard" else after_unanimous_step
    state, more, more_commit = after(state)
    return state, events + more, commit or more_commit


def _draw_event(seat: int, card: str, step: str) -> Event:
    return event(type="draw", data={"seat": str(seat), "card": card, "step": step},
                 audience=(seat,), public={"seat": str(seat), "step": step})


# -- takes -----------------------------------------------------------------------------------------------
def take(state: DemosState, player: int, action: TakeFromDeck | TakeDiscard) -> Step:
    """The seat that has just discarded face down takes the deck's top card or a visible discard."""
    step = "secret" if state.phase == "secret_take" else "unanimous"
    hand = state.hands[player]
    if isinstance(action, TakeFromDeck):
        card = state.people_deck[0]
        update: dict[str, object] = {"people_deck": state.people_deck[1:]}
        events = [_draw_event(player, card, step)]
        commit = True
    else:
        card = action.card
        update, owner, pile = _remove_visible(state, card)
        events = [event(type="take", data={"seat": str(player), "card": card, "from": str(owner),
                                           "pile": pile, "step": step})]
        commit = False
        # Everyone saw which card went where: the views keep it (and determinize respects it).
        taken = state.taken or tuple(() for _ in state.hands)
        update["taken"] = replace_at(taken, player, taken[player] + ((step, card),))
    update["hands"] = replace_at(state.hands, player, hand + (card,))
    return _next_seat(state, update, events, commit)


def _remove_visible(state: DemosState, card: str) -> tuple[dict[str, object], int, str]:
    for name, piles in (("public", state.public_discards), ("secret", state.secret_discards)):
        for owner, pile in enumerate(piles):
            if card in pile:
                new_pile = tuple(c for c in pile if c != card)
                return {f"{name}_discards": replace_at(piles, owner, new_pile)}, owner, name
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
        return _unanimous_agreed(state)
    return state, [], False


def after_unanimous_step(state: DemosState) -> Step:
    from game.demos.round_end import score_round

    return score_round(state)


# -- the veto --------------------------------------------------------------------------------------------
def vote(state: DemosState, player: int, action: Consent | CastVeto) -> Step:
    team = state.veto_queue[0]
    members = team_members(state, team)
    veto = isinstance(action, CastVeto)
    state = evolve(state, {"votes": replace_at(state.votes, player, veto)})
    events = [event(type="veto_vote", data={"seat": str(player), "team": team, "veto": veto},
                    audience=members, public={"seat": str(player), "team": team})]
    ballots: Sequence[bool | None] = [state.votes[s] for s in members]
    # "Dessen Verwendung erfordert die Zustimmung aller Teamkollegen": one vote against and the team veto
    # has failed, so the teammates still to vote are not asked a question their answer cannot change
    if veto and any(b is None for b in ballots):
        return state, events, False
    if veto:
        return _vetoed(state, team, members, events)
    state = evolve(state, {"veto_queue": state.veto_queue[1:], "votes": (None,) * state.num_players})
    if state.veto_queue:
        return state, events, False
    state, more, commit = _unanimous_agreed(state)
    return state, events + more, commit


def _vetoed(state: DemosState, team: int, members: tuple[int, ...], events: list[Event]) -> Step:
    """A player's own veto annuls the unanimous discard ("den Zug annulliert") and the round is scored as it
    stands; a team veto, confirmed by every teammate, voids the whole round ("Wenn bestätigt, findet die
    Runde nicht statt"): nobody scores, nobody draws a figure, the next dealer deals."""
    from game.demos.round_end import score_round, void_round

    vetoes = replace_at(state.vetoes, team, state.vetoes[team] - 1)
    state = evolve(state, {"vetoes": vetoes, "vetoed": True, "veto_queue": (),
                                     "votes": (None,) * state.num_players})
    events.append(event(type="veto", data={"team": team, "seats": [str(s) for s in members],
                                           "vetoes_left": vetoes[team]}))
    state, more, _ = void_round(state, team) if len(members) > 1 else score_round(state)
    return state, events + more, True


def _unanimous_agreed(state: DemosState) -> Step:
    """Nobody vetoed: the secret discards are turned face up and everyone discards once more, in turn."""
    cards = {str(s): list(pile) for s, pile in enumerate(state.secret_discards) if pile}
    state = evolve(state, {
        "phase": "unanimous_discard", "secrets_revealed": True, "veto_queue": (),
        "turn_queue": dealing_order(state.dealer, state.num_players),
    })
    return state, [event(type="unanimous_agreed", data={}),
                   event(type="secrets_revealed", data={"cards": cards})], True
