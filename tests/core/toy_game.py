"""A tiny game used only to test the core machinery: race a shared counter to a target.

Each seat holds a secret bonus (hidden information); `Roll` draws at random (a commit point).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from game.core.protocol import Event, Frozen, Result, Rules, Transition
from game.core.rng import Rng, seed_state


class ToyOptions(Frozen):
    target: int = Field(default=10, ge=3, le=50)


class Step(Frozen):
    kind: Literal["step"] = "step"
    size: Literal[1, 2]


class Roll(Frozen):
    kind: Literal["roll"] = "roll"


ToyAction = Annotated[Step | Roll, Field(discriminator="kind")]


class ToyState(Frozen):
    target: int
    counter: int = 0
    turn: int = 0
    secrets: tuple[int, ...]
    winner: int | None = None
    rng: int


class ToyView(Frozen):
    target: int
    counter: int
    turn: int
    secrets: tuple[int | None, ...]
    winner: int | None


class ToyRules(Rules[ToyState, Step | Roll, ToyView, ToyOptions]):
    game_id = "toy"
    title = "Toy Race"
    rules_version = "1"
    min_players = 2
    max_players = 3
    max_actions = 200
    options_model = ToyOptions
    state_model = ToyState
    view_model = ToyView
    action_adapter = TypeAdapter(ToyAction)

    def new_game(self, options: ToyOptions, num_players: int, seed: int) -> ToyState:
        rng = Rng(seed_state(seed))
        secrets = tuple(rng.randint(1, 6) for _ in range(num_players))
        return ToyState(target=options.target, secrets=secrets, rng=rng.state)

    def active_players(self, state: ToyState) -> tuple[int, ...]:
        return () if state.winner is not None else (state.turn,)

    def legal_actions(self, state: ToyState, player: int) -> list[Step | Roll]:
        if player not in self.active_players(state):
            return []
        return [Step(size=1), Step(size=2), Roll()]

    def apply(self, state: ToyState, player: int, action: Step | Roll) -> Transition:
        commit = False
        if isinstance(action, Roll):
            rng = Rng(state.rng)
            amount = rng.randint(1, 3)
            state = state.model_copy(update={"rng": rng.state})
            commit = True
        else:
            amount = action.size
        counter = state.counter + amount
        winner = player if counter >= state.target else None
        new = state.model_copy(
            update={"counter": counter, "winner": winner, "turn": (state.turn + 1) % len(state.secrets)}
        )
        return Transition(state=new, events=(Event(type="moved", data={"seat": player, "by": amount}),),
                          commit=commit)

    def view(self, state: ToyState, viewer: int | None) -> ToyView:
        secrets = tuple(s if i == viewer else None for i, s in enumerate(state.secrets))
        return ToyView(target=state.target, counter=state.counter, turn=state.turn, secrets=secrets,
                       winner=state.winner)

    def result(self, state: ToyState) -> Result | None:
        if state.winner is None:
            return None
        return Result(winners=(state.winner,), reason="target_reached")

    def determinize(self, view: ToyView, viewer: int | None, rng: Rng) -> ToyState:
        secrets = tuple(s if s is not None else rng.randint(1, 6) for s in view.secrets)
        return ToyState(target=view.target, counter=view.counter, turn=view.turn, secrets=secrets,
                        winner=view.winner, rng=rng.next64())
