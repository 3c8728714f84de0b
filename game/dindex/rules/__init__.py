"""The Dindex rules object: the protocol methods, each dispatching to the module of its phase."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar

from game.core.protocol import Event, Payload, Progress, Result, Rules, Transition
from game.core.rng import Rng
from game.core.trusted import transition
from game.dindex.components import PORTFOLIOS
from game.dindex.events import EVENT_PAYLOADS, EVENT_TYPES
from game.dindex.rules import campaign, formation, open_actions, secret, tasks, term
from game.dindex.rules.active import active_players
from game.dindex.rules.draft import Draft
from game.dindex.rules.instances import Instances
from game.dindex.rules.setup import check_arrangement, new_game, role_pool, set_up_events
from game.dindex.rules.view import determinize, view
from game.dindex.state import (
    MAX_PARTIES,
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
    DrawActionCards,
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


_PROPOSALS: Instances[tuple[int, ...], ProposeCoalition] = Instances(
    lambda partners: ProposeCoalition(partners=partners))
# Per portfolio, the ministry given to each seat.
_ASSIGNS: Instances[str, Instances[int, AssignMinistry]] = Instances(
    lambda portfolio: Instances(lambda seat: AssignMinistry(portfolio=portfolio, seat=seat)))


@cache
def _asks(partners: int, offered: tuple[str, ...], second: bool) -> tuple[AskMinistries, ...]:
    """The asks open to a partner offered `offered` in a coalition of `partners` partners, made once."""
    return tuple(AskMinistries(portfolios=portfolios)
                 for portfolios in formation.ask_sets(partners, offered, second))


# § 5.1: how many to draw, from none up to the room below the hand limit (the most last).
_DRAWS: Instances[int, DrawActionCards] = Instances(lambda count: DrawActionCards(count=count))


def _draw_options(state: DindexState, player: int) -> list[Any]:
    return [_DRAWS[count] for count in range(state.draw_room[player] + 1)]


def _propose_options(state: DindexState, player: int) -> list[Any]:
    offers: list[Any] = [_PROPOSALS[p] for p in formation.proposals(state)]
    # the second formation "cannot fail a second time"; the first may be given up (§ 5.2)
    return offers if state.second_formation else [*offers, _LET_FAIL]


def _assign_options(state: DindexState, player: int) -> list[Any]:
    assigns = _ASSIGNS[PORTFOLIOS[len(state.ministries)]]
    return [assigns[s] for s in formation.assign_options(state)]


def _respond_options(state: DindexState, player: int) -> list[Any]:
    asks = _asks(len(state.partners), formation.offered(state, player), state.second_formation)
    # the second formation's partners "must reach agreement": they accept or ask, never decline (§ 5.2)
    return [_ACCEPT, *asks] if state.second_formation else [_ACCEPT, _DECLINE, *asks]


def _task_options(state: DindexState, player: int) -> list[Any]:
    return list(tasks.options(state, state.task_office))


# Each decision phase's legal actions for the seat asked (looked up once per call rather than tried in turn).
_OPTIONS: dict[str, Callable[[DindexState, int], list[Any]]] = {
    "draw": _draw_options,
    "propose": _propose_options,
    "assign": _assign_options,
    "respond": _respond_options,
    "tasks": _task_options,
    "reposition": _task_options,
    "secret_choose": secret.submit_options,
    "secret_play": secret.play_options,
    "open_turn": open_actions.turn_options,
    "open_window": open_actions.window_options,
    "campaign": campaign.options,
}

# Each action type's handler on the working copy: (draft, the seat acting, the action).
_HANDLERS: dict[type, Callable[[Draft, int, Any], None]] = {
    DrawActionCards: lambda d, seat, a: term.draw(d, seat, a.count),
    ProposeCoalition: lambda d, seat, a: formation.propose(d, a.partners),
    AssignMinistry: lambda d, seat, a: formation.assign(d, a.seat),
    AcceptCoalition: lambda d, seat, a: formation.respond(d, seat, "accept"),
    DeclineCoalition: lambda d, seat, a: formation.respond(d, seat, "decline"),
    AskMinistries: lambda d, seat, a: formation.respond(d, seat, "ask", a.portfolios),
    LetFormationFail: lambda d, seat, a: formation.fail_first_formation(d, "given_up"),
    CoverTask: lambda d, seat, a: tasks.choose(d, a),
    SupportCrisis: lambda d, seat, a: tasks.choose(d, a),
    LeaveUncovered: lambda d, seat, a: tasks.choose(d, a),
    SubmitSecret: lambda d, seat, a: secret.submit(d, seat, a.card),
    PlaySecret: lambda d, seat, a: secret.play(d, seat, a.target, a.ministry),
    PlayCard: lambda d, seat, a: open_actions.play(d, seat, a.card, a.target, a.ministry),
    ExchangeCard: lambda d, seat, a: open_actions.exchange(d, seat, a.card),
    PassTurn: lambda d, seat, a: open_actions.pass_turn(d, seat),
    Counter: lambda d, seat, a: open_actions.counter(d, seat, a.card),
    LetStand: lambda d, seat, a: open_actions.let_stand(d, seat),
    CampaignCard: lambda d, seat, a: campaign.use_card(d, seat, a.card, a.effect),
    EndCampaign: lambda d, seat, a: campaign.end(d, seat),
}


class DindexRules(Rules[DindexState, Any, DindexView, DindexOptions]):
    game_id = "dindex"
    title = "Dindex"
    # 2: the game sets itself up (no StartGame action). 3: issue 11 — secret actions take effect in order,
    # shot offices stand empty, no RP steps on cards, formation by offers, asks and revisions. 4: issue 30 round
    # three — a shooting card empties one ministry its player names, a counter is judged and bombs at the Dindex
    # without the card it counters, and the further round-three changes (docs/rules/dindex.md, rules versions).
    rules_version = "4"
    min_players = 2
    max_players = MAX_PARTIES
    max_actions = 20000
    event_types: ClassVar[frozenset[str]] = frozenset(EVENT_TYPES)
    event_payloads: ClassVar[Mapping[str, type[Payload]]] = EVENT_PAYLOADS
    options_model = DindexOptions
    state_model = DindexState
    view_model = DindexView
    action_adapter: ClassVar[Any] = action_adapter

    def check_player_count(self, options: DindexOptions, num_players: int) -> None:
        super().check_player_count(options, num_players)
        role_pool(options, num_players)
        check_arrangement(options, num_players)

    def new_game(self, options: DindexOptions, num_players: int, seed: int) -> DindexState:
        self.check_player_count(options, num_players)
        return new_game(options, num_players, seed)

    def initial_events(self, state: DindexState) -> tuple[Event, ...]:
        """§ 4.6 and the first term up to its first decision happen inside `new_game`; these are its events
        (the random cards for the voters, each party's first hand privately, the vote count, ...)."""
        return set_up_events(state)

    # Asked before every decision: the function itself, without a method's call around it.
    active_players = staticmethod(active_players)

    def legal_actions(self, state: DindexState, player: int) -> list[Any]:
        if player not in active_players(state):
            return []
        options = _OPTIONS.get(state.phase)
        return [] if options is None else options(state, player)

    def apply(self, state: DindexState, player: int, action: DindexAction) -> Transition:
        if action.__class__ is LetStand:
            passed_on = open_actions.ask_next_in_window(state)
            if passed_on is not None:
                return transition(state=passed_on)
        d = Draft.from_state(state)
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise TypeError(f"unknown action {action!r}")
        handler(d, player, action)
        term.advance(d)
        return d.transition()

    def view(self, state: DindexState, viewer: int | None) -> DindexView:
        return view(state, viewer)

    def progress(self, view: DindexView) -> Progress:
        """The legislative term (the rules set no last one) and each party's government points (RP)."""
        return Progress(unit="term", number=view.term, scores=tuple(float(rp) for rp in view.rp))

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
            # § 6.1: the Democrats win together, placed by their RP (equal RP share a place)
            rps = sorted({state.rp[s] for s in range(n) if state.roles[s] == "democrat"}, reverse=True)
            places = [[str(s) for s in range(n) if state.roles[s] == "democrat" and state.rp[s] == rp] for rp in rps]
            details["placings"] = [place[0] if len(place) == 1 else place for place in places]
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
