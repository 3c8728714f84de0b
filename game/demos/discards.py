"""The discard steps of a round: public, secret and unanimous discards, the takes, and the veto.

Each discard step is simultaneous: every seat records a hidden choice; when the last seat has chosen, the
step resolves at once (a commit point: hidden choices become known). Taking a card afterwards goes round
the table from the dealer's left, so two players can never claim the same discard.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TypeVar

from game.core.protocol import Event
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


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return items[:index] + (value,) + items[index + 1:]


def team_members(state: DemosState, team: int) -> tuple[int, ...]:
    return tuple(s for s, t in enumerate(state.team_of) if t == team)


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
    if state.choices[player] is not None:
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
    if not state.take_queue or state.take_queue[0] != player:
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


# -- simultaneous discards -------------------------------------------------------------------------------
def choose_discard(state: DemosState, player: int, action: Discard | SkipDiscard) -> Step:
    step = STEP_NAMES[state.phase]
    card = action.card if isinstance(action, Discard) else ""
    state = state.model_copy(update={"choices": replace_at(state.choices, player, card)})
    events = [Event(
        type="discard_chosen", data={"seat": str(player), "step": step, "card": card or None},
        audience=(player,), public={"seat": str(player), "step": step},
    )]
    if any(c is None for c in state.choices):
        return state, events, False
    resolver = {"public_discard": _resolve_public, "secret_discard": _resolve_secret,
                "unanimous_discard": _resolve_unanimous}[state.phase]
    state, more = resolver(state)
    return state, events + more, True


def _lay_down(state: DemosState) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """Hands without the chosen cards, and the chosen card per seat as a pile (empty when skipped)."""
    pairs = zip(state.hands, state.choices, strict=True)
    hands = tuple(tuple(c for c in hand if c != choice) for hand, choice in pairs)
    laid = tuple((choice,) if choice else () for choice in state.choices)
    return hands, laid


def _resolve_public(state: DemosState) -> tuple[DemosState, list[Event]]:
    hands, laid = _lay_down(state)
    events = [Event(type="discards_revealed", data={
        "step": "public", "cards": {str(s): pile[0] for s, pile in enumerate(laid)}})]
    deck = state.people_deck
    new_hands = list(hands)
    for seat in dealing_order(state.dealer, state.num_players):
        card, deck = deck[0], deck[1:]
        new_hands[seat] = new_hands[seat] + (card,)
        events.append(_draw_event(seat, card, "public"))
    n = state.num_players
    state = state.model_copy(update={
        "phase": "secret_discard", "hands": tuple(new_hands), "public_discards": laid, "people_deck": deck,
        "choices": (None,) * n,
    })
    return state, events


def _resolve_secret(state: DemosState) -> tuple[DemosState, list[Event]]:
    hands, laid = _lay_down(state)
    order = dealing_order(state.dealer, state.num_players)
    takers = tuple(s for s in order if laid[s])
    events = [Event(
        type="discards_placed",
        data={"step": "secret", "seats": [str(s) for s in takers],
              "cards": {str(s): laid[s][0] for s in takers}},
        audience=(), public={"step": "secret", "seats": [str(s) for s in takers]},
    )]
    state = state.model_copy(update={
        "phase": "secret_take", "hands": hands, "secret_discards": laid, "take_queue": takers,
        "choices": (None,) * state.num_players,
    })
    if not takers:
        state, more, _ = after_secret_takes(state)
        events += more
    return state, events


def _resolve_unanimous(state: DemosState) -> tuple[DemosState, list[Event]]:
    hands, laid = _lay_down(state)
    order = dealing_order(state.dealer, state.num_players)
    events = [Event(
        type="discards_placed",
        data={"step": "unanimous", "seats": [str(s) for s in order],
              "cards": {str(s): laid[s][0] for s in order}},
        audience=(), public={"step": "unanimous", "seats": [str(s) for s in order]},
    )]
    state = state.model_copy(update={
        "phase": "unanimous_take", "hands": hands, "unanimous_discards": laid, "take_queue": order,
        "choices": (None,) * state.num_players,
    })
    return state, events


def _draw_event(seat: int, card: str, step: str) -> Event:
    return Event(type="draw", data={"seat": str(seat), "card": card, "step": step},
                 audience=(seat,), public={"seat": str(seat), "step": step})


# -- takes -----------------------------------------------------------------------------------------------
def take(state: DemosState, player: int, action: TakeFromDeck | TakeDiscard) -> Step:
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
        events = [Event(type="take", data={"seat": str(player), "card": card, "from": str(owner),
                                           "pile": pile, "step": step})]
        commit = False
        # Everyone saw which card went where: the views keep it (and determinize respects it).
        taken = state.taken or tuple(() for _ in state.hands)
        update["taken"] = replace_at(taken, player, taken[player] + ((step, card),))
    update["hands"] = replace_at(state.hands, player, hand + (card,))
    update["take_queue"] = state.take_queue[1:]
    state = state.model_copy(update=update)
    if state.take_queue:
        return state, events, commit
    after = after_secret_takes if step == "secret" else after_unanimous_takes
    state, more, more_commit = after(state)
    return state, events + more, commit or more_commit


def _remove_visible(state: DemosState, card: str) -> tuple[dict[str, object], int, str]:
    for name, piles in (("public", state.public_discards), ("secret", state.secret_discards)):
        for owner, pile in enumerate(piles):
            if card in pile:
                new_pile = tuple(c for c in pile if c != card)
                return {f"{name}_discards": replace_at(piles, owner, new_pile)}, owner, name
    raise AssertionError(f"{card} is not among the visible discards")  # legal_actions guarantees it


def after_secret_takes(state: DemosState) -> Step:
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
    state = state.model_copy(update={"phase": "veto", "veto_queue": tuple(holders),
                                     "votes": (None,) * state.num_players})
    if not holders:
        return _unanimous_agreed(state)
    return state, [], False


def after_unanimous_takes(state: DemosState) -> Step:
    from game.demos.round_end import score_round

    return score_round(state)


# -- the veto --------------------------------------------------------------------------------------------
def vote(state: DemosState, player: int, action: Consent | CastVeto) -> Step:
    team = state.veto_queue[0]
    members = team_members(state, team)
    veto = isinstance(action, CastVeto)
    state = state.model_copy(update={"votes": replace_at(state.votes, player, veto)})
    events = [Event(type="veto_vote", data={"seat": str(player), "team": team, "veto": veto},
                    audience=members, public={"seat": str(player), "team": team})]
    ballots: Sequence[bool | None] = [state.votes[s] for s in members]
    if any(b is None for b in ballots):
        return state, events, False
    if all(ballots):
        return _vetoed(state, team, members, events)
    state = state.model_copy(update={"veto_queue": state.veto_queue[1:], "votes": (None,) * state.num_players})
    if state.veto_queue:
        return state, events, False
    state, more, commit = _unanimous_agreed(state)
    return state, events + more, commit


def _vetoed(state: DemosState, team: int, members: tuple[int, ...], events: list[Event]) -> Step:
    from game.demos.round_end import score_round

    vetoes = replace_at(state.vetoes, team, state.vetoes[team] - 1)
    state = state.model_copy(update={"vetoes": vetoes, "vetoed": True, "veto_queue": (),
                                     "votes": (None,) * state.num_players})
    events.append(Event(type="veto", data={"team": team, "seats": [str(s) for s in members],
                                           "vetoes_left": vetoes[team]}))
    state, more, _ = score_round(state)
    return state, events + more, True


def _unanimous_agreed(state: DemosState) -> Step:
    """Nobody vetoed: the secret discards are turned face up and everyone discards once more."""
    cards = {str(s): list(pile) for s, pile in enumerate(state.secret_discards) if pile}
    state = state.model_copy(update={"phase": "unanimous_discard", "secrets_revealed": True, "veto_queue": (),
                                     "choices": (None,) * state.num_players})
    return state, [Event(type="unanimous_agreed", data={}),
                   Event(type="secrets_revealed", data={"cards": cards})], True
