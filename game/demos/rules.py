"""DemosRules: the protocol methods, dispatching to one small handler module per phase.

    setup.py       teams, vetoes, first dealer, the deal of each round
    discards.py    public / secret / unanimous discards, takes, the veto
    round_end.py   combinations, round winners, figure draws, harmonic quads, team figure assignment
    scandal.py     media (scandal phase) and the final winner check
    views.py       per-seat views and determinization
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from pydantic import TypeAdapter

from game.core.protocol import Event, Payload, Progress, Result, Rules, Transition
from game.core.rng import Rng
from game.core.trusted import transition
from game.core.words import N_
from game.demos import discards, round_end, scandal, setup, views
from game.demos.events import EVENT_PAYLOADS, EVENT_TYPES
from game.demos.state import (
    DISCARD_PHASES,
    TAKE_PHASES,
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    DemosAction,
    DemosOptions,
    DemosState,
    DemosView,
    Discard,
    Outcome,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
    action_adapter,
)
from game.demos.worded import Worded

SUIT_NAMES = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

# The handler of each kind of action (looked up by the action's class: `apply` runs on every move).
_HANDLERS: dict[type[DemosAction], Callable[[DemosState, int, Any], discards.Step]] = {
    Discard: discards.discard, SkipDiscard: discards.discard,
    TakeFromDeck: discards.take, TakeDiscard: discards.take,
    Consent: discards.vote, CastVeto: discards.vote,
    AssignFigure: round_end.assign,
    ApplyMedia: scandal.apply_media,
}


class DemosRules(Rules[DemosState, DemosAction, DemosView, DemosOptions]):
    game_id: ClassVar[str] = "demos"
    title: ClassVar[str] = "DēmoS"
    # 2: every discard step seat by seat from the dealer's left, a confirmed team veto voids the round, at most
    # 14 rounds unless another number is chosen, team ties broken by the best player of each tied team.
    # 3: team ties broken by the points of the tied players, a void round not counted among the 14 (issue 30).
    rules_version: ClassVar[str] = "3"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    # The full rules end after 14 rounds at most; the simplified rules only when the power deck is empty, and
    # a round without a winner draws nothing, so they have no hard bound. This is the simulator's stall
    # guard: 100 rounds, each at most 6 actions per seat (three discards, two takes, one vote) plus four
    # figure assignments (two teams tied, both with a quad); then at most two media actions.
    max_actions: ClassVar[int] = 100 * (6 * 5 + 4) + 2
    event_types: ClassVar[frozenset[str]] = frozenset(EVENT_TYPES)
    event_payloads: ClassVar[Mapping[str, type[Payload]]] = EVENT_PAYLOADS
    options_model: ClassVar[type[DemosOptions]] = DemosOptions
    state_model: ClassVar[type[DemosState]] = DemosState
    view_model: ClassVar[type[DemosView]] = DemosView
    action_adapter: ClassVar[TypeAdapter[Any]] = action_adapter

    def check_player_count(self, options: DemosOptions, num_players: int) -> None:
        setup.check_seats(options, num_players)

    def new_game(self, options: DemosOptions, num_players: int, seed: int) -> DemosState:
        return setup.new_state(options, num_players, seed)

    def initial_events(self, state: DemosState) -> tuple[Event, ...]:
        """Round 1 is dealt inside set-up: describe that deal like every later one."""
        return tuple(setup.round_start_events(state))

    def active_players(self, state: DemosState) -> tuple[int, ...]:
        return views.active_seats(state)

    def legal_actions(self, state: DemosState, player: int) -> list[DemosAction]:
        phase = state.phase
        if phase in DISCARD_PHASES:
            return discards.discard_actions(state, player)
        if phase in TAKE_PHASES:
            return discards.take_actions(state, player)
        if phase == "veto":
            return discards.veto_actions(state, player)
        if phase == "assign_figure":
            return list(round_end.assign_actions(state, player))
        if phase == "media":
            return list(scandal.media_actions(state, player))
        return []

    def apply(self, state: DemosState, player: int, action: DemosAction) -> Transition:
        new, events, commit = _HANDLERS[action.__class__](state, player, action)
        return transition(new, events, commit)

    def view(self, state: DemosState, viewer: int | None) -> DemosView:
        return views.make_view(state, viewer)

    def progress(self, view: DemosView) -> Progress:
        """The round and its limit (none in the learning rules), the points each seat has scored."""
        return Progress(unit="round", number=view.round, limit=view.round_limit,
                        scores=tuple(float(seat.score) for seat in view.seats))

    def result(self, state: DemosState) -> Result | None:
        out = state.outcome
        if out is None:
            return None
        details: dict[str, Any] = {
            "trios": {str(s): list(t) if t is not None else None for s, t in enumerate(out.trios)},
            "harmony": {str(s): h for s, h in enumerate(out.harmony)},
            "rounds": state.round,
            # why the game ended (the reason says how the winner was decided): every figure drawn, or the
            # set number of rounds played ("wenn alle Figuren … gezogen wurden oder nach einer vordefinierten
            # Anzahl von Runden")
            "ending": "deck_empty" if not state.power_deck else "round_limit",
        }
        if state.options.teams != "none":
            details["teams"] = {str(s): t for s, t in enumerate(state.team_of)}
            details["winning_teams"] = list(out.winning_teams)
        details["placings"] = placings(out, state.scores)
        return Result(winners=out.winners, reason=out.reason,
                      scores={s: float(p) for s, p in enumerate(state.scores)}, details=details)

    def determinize(self, view: DemosView, viewer: int | None, rng: Rng) -> DemosState:
        return views.determinize(view, viewer, rng)

    def describe_action_for(self, action: DemosAction, player: int, viewer: int | None) -> str:
        """A face-down discard's card is the discarding seat's (others learn a public discard's card from its
        event, which shows it to everyone). Everything else a seat does is seen by the whole table."""
        if viewer != player and isinstance(action, Discard):
            return Worded(N_("discard a card"))
        return self.describe_action(action)

    def describe_action(self, action: DemosAction) -> str:
        """The action in words (English; each keeps its marked template, so the app says it in the reader's
        language: game/demos/worded.py)."""
        if isinstance(action, Discard):
            return Worded(N_("discard {card}"), card=pretty(action.card))
        if isinstance(action, SkipDiscard):
            return Worded(N_("keep the hand (no secret discard)"))
        if isinstance(action, TakeFromDeck):
            return Worded(N_("take the top card of the people's deck"))
        if isinstance(action, TakeDiscard):
            return Worded(N_("take {card} from the discards"), card=pretty(action.card))
        if isinstance(action, Consent):
            return Worded(N_("agree to the unanimous discard"))
        if isinstance(action, CastVeto):
            return Worded(N_("veto the unanimous discard"))
        if isinstance(action, AssignFigure):
            # seats as people count them, from 1
            return Worded(N_("give the figure to seat {seat}"), seat=action.seat + 1)
        assert isinstance(action, ApplyMedia)
        return Worded(N_("media on seat {seat}'s figure {figure}, new suit {suit}"), seat=action.target + 1,
                      figure=action.slot + 1, suit=SUIT_NAMES[action.suit])

    def seat_labels(self, state: DemosState) -> Sequence[str]:
        if state.options.teams == "none":
            return ()
        return tuple("independent" if s == state.independent else f"team {t + 1}"
                     for s, t in enumerate(state.team_of))


def pretty(card: str) -> str:
    """A card code for people: "7S" -> "7♠", "ES" -> "E♠", "M" -> "M" (a refused action may name no card)."""
    if not card:
        return "(no card)"
    return card[:-1] + SUIT_NAMES[card[-1]] if card[-1] in SUIT_NAMES else card


def placings(out: Outcome, scores: Sequence[int]) -> list[str | list[str]]:
    """The places of the end, best first (a seat, or the seats sharing a place): the winners together (a team
    wins as one), then the others by the harmony of their trio and then their round points, as the winner is
    found: a trio of any harmony places above none, whatever the points."""
    winners = sorted(out.winners)
    others = sorted({(out.harmony[s], scores[s]) for s in range(len(scores)) if s not in out.winners}, reverse=True)
    places = [[str(s) for s in winners]] if winners else []
    places += [[str(s) for s in range(len(scores)) if s not in out.winners and (out.harmony[s], scores[s]) == rank]
               for rank in others]
    return [place[0] if len(place) == 1 else place for place in places]
