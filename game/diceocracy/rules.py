"""The Diceocracy rules object: the protocol methods, dispatching to one small handler per phase."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from game.core.protocol import Event, Payload, Progress, Result, Rules, Transition
from game.core.rng import Rng
from game.core.trusted import transition
from game.core.words import N_
from game.diceocracy import effects, setup, solo, turn
from game.diceocracy.actions import (
    ALLOW,
    CANCEL,
    DiceocracyAction,
    DiscardAgenda,
    EndTurn,
    Pick,
    PlayAdvert,
    PlayStunt,
    action_adapter,
)
from game.diceocracy.describe import describe
from game.diceocracy.ending import result as final_result
from game.diceocracy.events import EVENT_PAYLOADS, EVENT_TYPES
from game.diceocracy.frozen import Out
from game.diceocracy.setup_events import setup_events
from game.diceocracy.state import DiceocracyOptions, DiceocracyState, active_seats
from game.diceocracy.views import DiceocracyView, determinize, make_view


class DiceocracyRules(Rules[DiceocracyState, DiceocracyAction, DiceocracyView, DiceocracyOptions]):
    game_id: ClassVar[str] = "diceocracy"
    title: ClassVar[str] = "Diceocracy"
    rules_version: ClassVar[str] = "3"
    """2: discarded agendas stay secret, Edge agendas name a group, a vote tile only past 100, every track
    change an event, a follower may swap places with another; 3: the 1-money cancel is asked once the action
    is fully chosen (Rep influence: after its destination die) (docs/rules/diceocracy.md, "Rules versions")."""
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    max_actions: ClassVar[int] = 3000
    event_types: ClassVar[frozenset[str]] = frozenset(EVENT_TYPES)
    event_payloads: ClassVar[Mapping[str, type[Payload]]] = EVENT_PAYLOADS
    options_model = DiceocracyOptions
    state_model = DiceocracyState
    view_model = DiceocracyView
    action_adapter = action_adapter

    def check_player_count(self, options: DiceocracyOptions, num_players: int) -> None:
        """1 to 4 players; an arranged set-up must fit their number (its dice, tiles and bag)."""
        super().check_player_count(options, num_players)
        if options.arranged is not None:
            options.arranged.check(num_players)

    def new_game(self, options: DiceocracyOptions, num_players: int, seed: int) -> DiceocracyState:
        self.check_player_count(options, num_players)
        return setup.new_game(options, num_players, seed)

    def active_players(self, state: DiceocracyState) -> tuple[int, ...]:
        return active_seats(state)

    def initial_events(self, state: DiceocracyState) -> tuple[Event, ...]:
        """The set-up, so the public log shows (and rebuilds) the table from the start (issue 30.10)."""
        return setup_events(state)

    def legal_actions(self, state: DiceocracyState, player: int) -> list[Any]:
        if state.active != player:
            return []
        choices = _CHOICES.get(state.phase)
        return [] if choices is None else choices(state, player)

    def apply(self, state: DiceocracyState, player: int, action: Any) -> Transition:
        step = _STEPS.get(state.phase)
        if step is None:
            raise AssertionError(f"no action applies in phase {state.phase}")
        out = Out()
        state = step(state, player, action, out)
        return transition(state, out.events, out.commit)

    def view(self, state: DiceocracyState, viewer: int | None) -> DiceocracyView:
        return make_view(state, viewer)

    def progress(self, view: DiceocracyView) -> Progress:
        """The round of nine; the score is only counted at the end (§ end-game scoring)."""
        return Progress(unit="round", number=view.round, limit=view.rounds)

    def result(self, state: DiceocracyState) -> Result | None:
        # asked after every action: the phase answers for all but the last state of a game
        return None if state.phase != "over" else final_result(state)

    def determinize(self, view: DiceocracyView, viewer: int | None, rng: Rng) -> DiceocracyState:
        return determinize(view, rng)

    def describe_action(self, action: Any) -> str:
        return describe(action)

    def describe_action_for(self, action: Any, player: int, viewer: int | None) -> str:
        """Only which secret agenda a player discards is hidden; every other move is made in the open."""
        if viewer != player and isinstance(action, DiscardAgenda):
            return N_("discard a secret agenda")
        return self.describe_action(action)


# -- one handler per phase ----------------------------------------------------------------------------
# Looked up by phase: every decision asks for its legal actions and applies one (a chain of comparisons would
# test up to nine phases each time). `apply` trusts its action to be one of the phase's legal actions.

Choices = Callable[[DiceocracyState, int], list[Any]]
Step = Callable[[DiceocracyState, int, Any, Out], DiceocracyState]


def _candidate_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return setup.candidate_choices(state)


def _personality_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return setup.personality_choices()


def _take_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return turn.take_choices(state)


def _resolve_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return effects.choices(state, seat, state.pending[0])


def _respond_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return [CANCEL, ALLOW]


def _bag_choices(state: DiceocracyState, seat: int) -> list[Any]:
    return solo.bag_choices(state)


_CHOICES: dict[str, Choices] = {
    "candidate": _candidate_choices, "personality": _personality_choices, "take": _take_choices,
    "place": turn.place_choices, "actions": turn.action_choices, "resolve": _resolve_choices,
    "respond": _respond_choices, "cards": turn.card_choices, "bag_tie": _bag_choices,
}
"""Every phase in which a seat decides ("over" has none)."""


def _card_step(state: DiceocracyState, seat: int, action: Any, out: Out) -> DiceocracyState:
    kind = type(action)
    if kind is EndTurn:  # nearly every card step ends the turn at once
        return turn.end_turn(state, seat, out)
    if kind is PlayAdvert:
        return turn.play_advert(state, seat, action, out)
    assert kind is PlayStunt
    return turn.play_stunt(state, seat, action, out)


def _bag_tie_step(state: DiceocracyState, seat: int, action: Any, out: Out) -> DiceocracyState:
    assert isinstance(action, Pick)
    return solo.place_bag_rep(state, action.spot, out)


_STEPS: dict[str, Step] = {
    "candidate": setup.choose_candidate, "personality": setup.choose_personality, "take": turn.take_die,
    "place": turn.place_follower, "actions": turn.apply_action_choice, "resolve": effects.resolve,
    "respond": effects.respond, "cards": _card_step, "bag_tie": _bag_tie_step,
}
