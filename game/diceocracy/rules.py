"""The Diceocracy rules object: the protocol methods, dispatching to one small handler per phase."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.protocol import Result, Rules, Transition
from game.core.rng import Rng
from game.diceocracy import effects, setup, solo, turn
from game.diceocracy.actions import (
    ALLOW,
    CANCEL,
    ChooseCandidate,
    ChoosePersonality,
    DiceocracyAction,
    DiscardAgenda,
    EndTurn,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    Respond,
    TakeDie,
    action_adapter,
)
from game.diceocracy.cards import Out
from game.diceocracy.describe import describe
from game.diceocracy.ending import result as final_result
from game.diceocracy.events import EVENT_TYPES
from game.diceocracy.frozen import transition
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
    options_model = DiceocracyOptions
    state_model = DiceocracyState
    view_model = DiceocracyView
    action_adapter = action_adapter

    def new_game(self, options: DiceocracyOptions, num_players: int, seed: int) -> DiceocracyState:
        self.check_player_count(options, num_players)
        return setup.new_game(options, num_players, seed)

    def active_players(self, state: DiceocracyState) -> tuple[int, ...]:
        return active_seats(state)

    def legal_actions(self, state: DiceocracyState, player: int) -> list[Any]:
        if state.active != player:
            return []
        phase = state.phase
        if phase == "candidate":
            return setup.candidate_choices(state)
        if phase == "personality":
            return setup.personality_choices()
        if phase == "take":
            return turn.take_choices(state)
        if phase == "place":
            return turn.place_choices(state, player)
        if phase == "actions":
            return turn.action_choices(state, player)
        if phase == "resolve":
            return effects.choices(state, player, state.pending[0])
        if phase == "respond":
            return [CANCEL, ALLOW]
        if phase == "cards":
            return turn.card_choices(state, player)
        if phase == "bag_tie":
            return solo.bag_choices(state)
        return []

    def apply(self, state: DiceocracyState, player: int, action: Any) -> Transition:
        out = Out()
        phase = state.phase
        if phase == "candidate":
            assert isinstance(action, ChooseCandidate)
            state = setup.choose_candidate(state, player, action, out)
        elif phase == "personality":
            assert isinstance(action, ChoosePersonality)
            state = setup.choose_personality(state, player, action, out)
        elif phase == "take":
            assert isinstance(action, TakeDie)
            state = turn.take_die(state, player, action, out)
        elif phase == "place":
            assert isinstance(action, PlaceFollower)
            state = turn.place_follower(state, player, action, out)
        elif phase == "actions":
            state = turn.apply_action_choice(state, player, action, out)
        elif phase == "resolve":
            state = effects.resolve(state, player, action, out)
        elif phase == "respond":
            assert isinstance(action, Respond)
            state = effects.respond(state, player, action, out)
        elif phase == "cards":
            if isinstance(action, PlayAdvert):
                state = turn.play_advert(state, player, action, out)
            elif isinstance(action, PlayStunt):
                state = turn.play_stunt(state, player, action, out)
            else:
                assert isinstance(action, EndTurn)
                state = turn.end_turn(state, player, out)
        elif phase == "bag_tie":
            assert isinstance(action, Pick)
            state = solo.place_bag_rep(state, action.spot, out)
        else:
            raise AssertionError(f"no action applies in phase {phase}")
        return transition(state, out.events, out.commit)

    def view(self, state: DiceocracyState, viewer: int | None) -> DiceocracyView:
        return make_view(state, viewer)

    def result(self, state: DiceocracyState) -> Result | None:
        return final_result(state)

    def determinize(self, view: DiceocracyView, viewer: int | None, rng: Rng) -> DiceocracyState:
        return determinize(view, rng)

    def describe_action(self, action: Any) -> str:
        return describe(action)

    def describe_action_for(self, action: Any, player: int, viewer: int | None) -> str:
        """Only which secret agenda a player discards is hidden; every other move is made in the open."""
        if viewer != player and isinstance(action, DiscardAgenda):
            return "discard a secret agenda"
        return self.describe_action(action)
