"""The Dindex rules object: the protocol methods, each dispatching to the module of its phase."""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar

from game.core.protocol import Event, Result, Rules, Transition
from game.core.rng import Rng
from game.core.trusted import transition
from game.dindex.components import PORTFOLIOS
from game.dindex.events import EVENT_TYPES
from game.dindex.rules import campaign, formation, open_actions, secret, tasks, term
from game.dindex.rules.active import active_players
from game.dindex.rules.draft import Draft
from game.dindex.rules.setup import new_game, role_pool, set_up_events
from game.dindex.rules.view import determinize, view
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DeclineCoalition,
    DindexAction,
    DindexOptions,
    DindexState,
    DindexView,
    EndCampaign,
    ExchangeCard,
    LeaveUncovered,
    LetFormationFail,
    LetStand,
    PassTurn,
    PlayCard,
    PlaySecret,
    ProposeCoalition,
    SubmitSecret,
    SupportCrisis,
    action_adapter,
)

# Actions are immutable: the formation's legal actions, listed before every decision, share their instances.
_LET_FAIL, _ACCEPT, _DECLINE = LetFormationFail(), AcceptCoalition(), DeclineCoalition()


@cache
def _propose(partners: tuple[int, ...]) -> ProposeCoalition:
    return ProposeCoalition(partners=partners)


@cache
def _assign(portfolio: str, seat: int) -> AssignMinistry:
    return AssignMinistry(portfolio=portfolio, seat=seat)


@cache
def _ask(portfolios: tuple[str, ...]) -> AskMinistries:
    return AskMinistries(portfolios=portfolios)


class DindexRules(Rules[DindexState, Any, DindexView, DindexOptions]):
    game_id = "dindex"
    title = "Dindex"
    # 2: the game sets itself up (no StartGame action). 3: issue 11 — secret actions take effect in order,
    # shot offices stand empty, no RP steps on cards, formation by offers, asks and revisions.
    rules_version = "3"
    min_players = 2
    max_players = 7
    max_actions = 20000
    event_types: ClassVar[frozenset[str]] = frozenset(EVENT_TYPES)
    options_model = DindexOptions
    state_model = DindexState
    view_model = DindexView
    action_adapter: ClassVar[Any] = action_adapter

    def check_player_count(self, options: DindexOptions, num_players: int) -> None:
        super().check_player_count(options, num_players)
        role_pool(options, num_players)

    def new_game(self, options: DindexOptions, num_players: int, seed: int) -> DindexState:
        self.check_player_count(options, num_players)
        return new_game(options, num_players, seed)

    def initial_events(self, state: DindexState) -> tuple[Event, ...]:
        """§ 4.6 and the first term up to its first decision happen inside `new_game`; these are its events
        (the random cards for the voters, each party's first hand privately, the vote count, ...)."""
        return set_up_events(state)

    def active_players(self, state: DindexState) -> tuple[int, ...]:
        return active_players(state)

    def legal_actions(self, state: DindexState, player: int) -> list[Any]:
        if player not in active_players(state):
            return []
        phase = state.phase
        if phase == "propose":
            offers: list[Any] = [_propose(p) for p in formation.proposals(state)]
            # the second formation "cannot fail a second time"; the first may be given up (§ 5.2)
            return offers if state.second_formation else [*offers, _LET_FAIL]
        if phase == "assign":
            portfolio = PORTFOLIOS[len(state.ministries)]
            return [_assign(portfolio, s) for s in formation.assign_options(state)]
        if phase == "respond":
            asks = [_ask(p) for p in formation.ask_options(state, player)]
            return [_ACCEPT, _DECLINE, *asks]
        if phase in ("tasks", "reposition"):
            return list(tasks.options(state, state.task_office))
        if phase == "secret_choose":
            return list(secret.submit_options(state, player))
        if phase == "secret_play":
            return list(secret.play_options(state, player))
        if phase == "open_turn":
            return list(open_actions.turn_options(state, player))
        if phase == "open_window":
            return list(open_actions.window_options(state, player))
        if phase == "campaign":
            return list(campaign.options(state, player))
        return []

    def apply(self, state: DindexState, player: int, action: DindexAction) -> Transition:
        d = Draft.from_state(state)
        if isinstance(action, ProposeCoalition):
            formation.propose(d, action.partners)
        elif isinstance(action, AssignMinistry):
            formation.assign(d, action.seat)
        elif isinstance(action, AcceptCoalition):
            formation.respond(d, player, "accept")
        elif isinstance(action, DeclineCoalition):
            formation.respond(d, player, "decline")
        elif isinstance(action, AskMinistries):
            formation.respond(d, player, "ask", action.portfolios)
        elif isinstance(action, LetFormationFail):
            formation.fail_first_formation(d, "given_up")
        elif isinstance(action, (CoverTask, SupportCrisis, LeaveUncovered)):
            tasks.choose(d, action)
        elif isinstance(action, SubmitSecret):
            secret.submit(d, player, action.card)
        elif isinstance(action, PlaySecret):
            secret.play(d, player, action.target)
        elif isinstance(action, PlayCard):
            open_actions.play(d, player, action.card, action.target)
        elif isinstance(action, ExchangeCard):
            open_actions.exchange(d, player, action.card)
        elif isinstance(action, PassTurn):
            open_actions.pass_turn(d, player)
        elif isinstance(action, Counter):
            open_actions.counter(d, player, action.card)
        elif isinstance(action, LetStand):
            open_actions.let_stand(d, player)
        elif isinstance(action, CampaignCard):
            campaign.use_card(d, player, action.card, action.effect)
        elif isinstance(action, EndCampaign):
            campaign.end(d, player)
        else:  # pragma: no cover - the union is closed
            raise TypeError(f"unknown action {action!r}")
        term.advance(d)
        return transition(state=d.finish(), events=d.events, commit=d.commit)

    def view(self, state: DindexState, viewer: int | None) -> DindexView:
        return view(state, viewer)

    def result(self, state: DindexState) -> Result | None:
        if state.winners is None:
            return None
        n = state.num_players
        details: dict[str, Any] = {
            "roles": {str(s): state.roles[s] for s in range(n)},
            "rp": {str(s): state.rp[s] for s in range(n)},
            "term": state.term,
            "dindex_cards": state.dindex,
        }
        if state.reason == "rp_reached":
            democrats = [s for s in range(n) if state.roles[s] == "democrat"]
            details["placings"] = [str(s) for s in sorted(democrats, key=lambda s: (-state.rp[s], s))]
        return Result(winners=state.winners, reason=state.reason,
                      scores={s: float(state.rp[s]) for s in range(n)}, details=details)

    def determinize(self, view: DindexView, viewer: int | None, rng: Rng) -> DindexState:
        return determinize(view, viewer, rng)

    def describe_action(self, action: Any) -> str:
        from game.dindex.describe import describe

        return describe(action)

    def describe_action_for(self, action: Any, player: int, viewer: int | None) -> str:
        from game.dindex.describe import describe, describe_for_others

        return describe(action) if viewer == player else describe_for_others(action)

    def seat_labels(self, state: DindexState) -> list[str]:
        return [state.roles[s].capitalize() if state.revealed[s] else "" for s in range(state.num_players)]


RULES = DindexRules()
