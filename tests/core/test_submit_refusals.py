"""Match.submit, fuzzed for every game: a malformed action, another game's action or a seat that is no seat
is an IllegalAction worded for a person and changes nothing; whatever is accepted was a legal action."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.match import Match, SeatSpec
from game.core.protocol import IllegalAction
from game.core.registry import games

GAME_IDS = sorted(games())
MOVES_BEFORE = (0, 7, 40)  # the opening, and two positions further in, where other actions are legal


@cache
def positions(game_id: str) -> tuple[Match, ...]:
    """Matches of `game_id` at a few points of one game, reached by always taking a fixed pick of the legal actions."""
    info = games()[game_id]
    variant = info.variants[0]
    found = []
    for moves in MOVES_BEFORE:
        match = Match(info.rules, dict(variant.options), [SeatSpec(name=f"P{i}") for i in range(variant.num_players)],
                      seed=11)
        for step in range(moves):
            if match.is_over:
                break
            seat = match.active_players()[0]
            legal = match.legal_actions(seat)
            match.submit(seat, legal[(step * 7) % len(legal)])
        found.append(match)
    return tuple(found)


@cache
def every_kind() -> tuple[str, ...]:
    kinds = {"", "KIND", "discard\x00"}
    for game_id in GAME_IDS:
        for match in positions(game_id):
            for seat in match.active_players():
                kinds |= {match.rules.dump_action(a)["kind"] for a in match.legal_actions(seat)}
    return tuple(sorted(kinds))


@cache
def foreign_actions(game_id: str) -> tuple[Any, ...]:
    """Action objects of the other games (legal there), which this game must refuse."""
    found = []
    for other in GAME_IDS:
        if other != game_id:
            match = positions(other)[0]
            found += match.legal_actions(match.active_players()[0])[:3]
    return tuple(found)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**6) | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
seats = st.one_of(st.none(), st.text(max_size=3), st.floats(), st.booleans(), st.integers(-3, 8),
                  st.lists(st.integers(0, 3), max_size=2), st.just("0"), st.just(1.5))


@st.composite
def submissions(draw: st.DrawFn, game_id: str) -> tuple[Match, Any, Any]:
    match = draw(st.sampled_from(positions(game_id)))
    active = match.active_players()
    seat = draw(st.one_of(seats, st.sampled_from(active))) if active else draw(seats)
    legal = match.legal_actions(active[0]) if active else []
    dumps = [match.rules.dump_action(a) for a in legal]

    def mutated(base: dict[str, Any]) -> Any:
        action = dict(base)
        key = draw(st.sampled_from([*action, "extra", "kind"]))
        if draw(st.booleans()):
            action.pop(key, None)
        else:
            action[key] = draw(json_values)
        return action

    action = draw(st.one_of(
        json_values,
        st.builds(lambda kind, rest: {**rest, "kind": kind}, st.sampled_from(every_kind()),
                  st.dictionaries(st.text(max_size=6), json_values, max_size=3)),
        st.sampled_from(foreign_actions(game_id)),
        *([st.sampled_from(dumps).map(mutated)] if dumps else []),
    ))
    return match, seat, action


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_bad_submission_is_refused_in_words_and_changes_nothing(game_id: str) -> None:
    # Four times the profile's examples (100 in the default run, 2000 under soak) over three positions.
    @settings(max_examples=4 * settings.default.max_examples, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(submissions(game_id))
    def check(submission: tuple[Match, Any, Any]) -> None:
        match, seat, action = submission
        before, state = match.record(), match.state
        legal_before = list(match.legal_actions(seat)) if isinstance(seat, int) and not isinstance(seat, bool) \
            and 0 <= seat < match.num_players else []
        try:
            match.submit(seat, action)
        except IllegalAction as refusal:
            message = str(refusal)
            assert message and "\n" not in message and "Traceback" not in message
            assert match.record() == before and match.state is state
            return
        # Accepted: then it was one of the seat's legal actions. The shared position has moved on, so the
        # positions are built afresh for the next example.
        assert match.rules.parse_action(action) in legal_before
        positions.cache_clear()

    check()


def test_a_demos_discard_naming_no_card_is_refused_in_words() -> None:
    match = positions("demos")[0]
    seat = match.active_players()[0]
    with pytest.raises(IllegalAction, match=r"discard \(no card\) is not allowed now"):
        match.submit(seat, {"kind": "discard", "card": ""})


@pytest.mark.parametrize("seat", [None, "0", [0], 1.5, True])
def test_a_seat_that_is_not_a_whole_number_is_refused(seat: Any) -> None:
    match = positions("demos")[0]
    with pytest.raises(IllegalAction, match="A seat is a whole number"):
        match.submit(seat, match.legal_actions(match.active_players()[0])[0])


def test_another_games_action_object_is_refused_by_name() -> None:
    match = positions("demos")[0]
    foreign = foreign_actions("demos")[0]
    with pytest.raises(IllegalAction, match=f"{type(foreign).__name__} is not a DēmoS action"):
        match.submit(match.active_players()[0], foreign)
