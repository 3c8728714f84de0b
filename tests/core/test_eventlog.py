"""The match keeps every transition's events as it goes: a viewer's log is the same as a fresh replay's,
after undo too, for the toy game and every real game."""

from __future__ import annotations

import pytest

from game.core.eventlog import EventLog
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.core.registry import GameInfo, games
from tests.core.toy_game import Step, ToyRules, ToyState

GAMES = list(games().values())
SETUPS = {"demos": ({"mode": "full"}, 4), "dindex": ({}, 5), "diceocracy": ({"mode": "interactive"}, 3)}


class SecretToy(ToyRules):
    """The toy race with a secret dealt to each seat at set-up and a private note after every step."""

    def initial_events(self, state: ToyState) -> tuple[Event, ...]:
        return tuple(Event(type="dealt", data={"seat": s, "secret": v}, audience=(s,), public={"seat": s})
                     for s, v in enumerate(state.secrets))

    def apply(self, state: ToyState, player: int, action: Step) -> object:  # type: ignore[override]
        transition = super().apply(state, player, action)
        note = Event(type="noted", data={"seat": player, "total": transition.state.counter}, audience=(player,))
        return transition.model_copy(update={"events": (*transition.events, note)})


def replayed_events(match: Match, viewer: int | None) -> list[Event]:
    """What a viewer saw, worked out the slow way: replay every action from a new game and redact."""
    rules = match.rules
    state = rules.new_game(match.options, match.num_players, match.seed)
    raw = list(rules.initial_events(state))
    for seat, action in match.actions:
        transition = rules.apply(state, seat, action)
        state = transition.state
        raw.extend(transition.events)
    return [shown for event in raw if (shown := event.for_viewer(viewer)) is not None]


def fresh_copy(match: Match) -> Match:
    """A new match that was given the same actions and never undid any."""
    fresh = Match(match.rules, match.options, match.seats, match.seed)
    for seat, action in match.actions:
        fresh.submit(seat, action)
    return fresh


def toy_match() -> Match:
    return Match(SecretToy(), {"target": 30}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 5)


def test_each_viewer_sees_its_own_secrets_and_the_public_only_the_redacted_copies() -> None:
    match = toy_match()
    match.submit(0, Step(size=2))
    match.submit(1, Step(size=1))
    for viewer in (None, 0, 1):
        assert match.events_seen_by(viewer) == replayed_events(match, viewer)
    assert [e.type for e in match.events_seen_by(1)] == ["dealt", "dealt", "moved", "moved", "noted"]
    assert all("secret" not in e.data for e in match.events_seen_by(None))


def test_events_seen_by_after_undo_equals_a_fresh_replays() -> None:
    match = toy_match()
    match.submit(0, Step(size=2))
    match.events_seen_by(0)  # the viewer's copy now covers the action about to be undone
    match.undo(0)
    match.submit(0, Step(size=1))
    fresh = fresh_copy(match)
    for viewer in (None, 0, 1):
        assert match.events_seen_by(viewer) == fresh.events_seen_by(viewer) == replayed_events(match, viewer)


def test_the_same_event_objects_are_handed_out_on_every_call() -> None:
    match = toy_match()
    match.submit(0, Step(size=2))
    first, second = match.events_seen_by(1), match.events_seen_by(1)
    assert first == second and first is not second
    assert all(a is b for a, b in zip(first, second, strict=True))


def test_the_set_up_events_cannot_be_popped_and_a_bad_length_is_refused() -> None:
    log = EventLog([Event(type="dealt")])
    with pytest.raises(IndexError, match="set-up"):
        log.pop()
    with pytest.raises(ValueError, match="holds 1 transitions"):
        log.seen_by(None, 2)
    with pytest.raises(ValueError):
        log.seen_by(None, 0)
    assert len(log) == 1 and log.seen_by(None) == [Event(type="dealt")]


def play_with_undos(info: GameInfo, seed: int, actions: int) -> Match:
    """Random bots play `actions` actions; every other time an action could be taken back, it is, and
    another is played instead (the logs are read before each undo so their copies must shrink too)."""
    options, seats = SETUPS[info.id]
    match = Match(info.rules, options, [SeatSpec(kind="bot", name=f"Bot {i}", level="random")
                                        for i in range(seats)], seed)
    bot = info.make_bot("random")
    undoable = 0
    while len(match.actions) < actions and not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
        if match.can_undo():
            undoable += 1
            if undoable % 2:
                for viewer in (None, *range(seats)):
                    match.events_seen_by(viewer)
                match.undo()
    return match


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_games_log_after_undos_equals_a_fresh_replays(info: GameInfo) -> None:
    match = play_with_undos(info, seed=3, actions=120)
    fresh = Match.from_record(match.record())
    for viewer in (None, *range(match.num_players)):
        kept = match.events_seen_by(viewer)
        assert kept == fresh.events_seen_by(viewer) == replayed_events(match, viewer)
