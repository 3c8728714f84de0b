"""Random legal games to the end in every mode and seat count: invariants, illegal actions, save and load."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.core.registry as registry
from game.core.match import Match, SeatSpec
from game.core.protocol import IllegalAction
from game.core.rng import Rng, seed_state
from game.demos import GAME
from game.demos.components import figure_cards, number_cards
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    DemosState,
    Discard,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)

from .helpers import RULES, figure_multiset, number_multiset

VARIANTS = [(v.label, v.num_players, dict(v.options)) for v in GAME.variants]
# Every variant is played; a third of the profile's examples per variant (8 in the default run, more under the
# soak profile): the variants share the rules, so 25 seeds for each of them mostly replay the same paths.
SEEDS_PER_VARIANT = max(5, settings.default.max_examples // 3)


@pytest.fixture(autouse=True)
def _demos_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Match.from_record looks the game up in the registry; keep these tests independent of other games."""
    monkeypatch.setattr(registry, "get_game", lambda game_id: GAME)


def check_invariants(state: DemosState) -> None:
    mode = state.options.mode
    assert number_multiset(state) == Counter(number_cards(mode)), "number cards not conserved"
    assert figure_multiset(state) == Counter(figure_cards(mode)), "figures not conserved"
    assert all(len(h) in (4, 5) for h in state.hands)
    if state.phase in ("public_discard", "secret_discard", "unanimous_discard", "veto", "assign_figure"):
        assert all(len(h) == 5 for h in state.hands)
    assert all(v >= 0 for v in state.vetoes)
    assert state.round <= state.round_limit


def play_random(options: dict, n: int, seed: int, check: bool = True) -> DemosState:
    parsed = RULES.parse_options(options)
    state = RULES.new_game(parsed, n, seed)
    rng = Rng(seed_state(seed, "random-play"))
    steps = 0
    while RULES.result(state) is None:
        if check:
            check_invariants(state)
        active = RULES.active_players(state)
        assert active, "a game that is not over must have someone to act"
        # "Alle Aktionen … beginnen im Uhrzeigersinn mit dem Spieler links vom aktiven Geber": one seat at a
        # time; only a team's members vote on their veto together
        assert len(active) == 1 or (state.phase == "veto" and len({state.team_of[s] for s in active}) == 1)
        seat = active[rng.below(len(active))]  # any voting teammate may go first
        legal = RULES.legal_actions(state, seat)
        assert legal and len(legal) == len(set(map(repr, legal)))
        state = RULES.apply(state, seat, rng.choice(legal)).state
        steps += 1
        assert steps <= RULES.max_actions
    check_invariants(state)
    return state


@pytest.mark.parametrize("label, n, options", VARIANTS, ids=[v[0] for v in VARIANTS])
@settings(max_examples=SEEDS_PER_VARIANT)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_end_with_cards_and_figures_conserved_and_a_legal_winner(
    label: str, n: int, options: dict, seed: int
) -> None:
    state = play_random(options, n, seed)
    result = RULES.result(state)
    assert result is not None and state.phase == "over"
    assert all(0 <= w < n for w in result.winners) and len(set(result.winners)) == len(result.winners)
    predefined = state.options.round_limit  # full rules: 14 unless another number was chosen
    if predefined is None:  # simplified: "sobald alle Figuren gezogen wurden"
        assert state.power_deck == ()
    else:  # "bis der Machtstapel leer ist … oder nach einer vordefinierten Anzahl von Runden"
        assert state.power_deck == () or state.round == predefined
        assert state.round <= predefined
    assert set(result.scores) == set(range(n)) and all(s >= 0 for s in result.scores.values())
    harmony = state.outcome.harmony
    if result.winners and options.get("teams", "none") == "none":
        assert all(harmony[w] == max(harmony) > 0 for w in result.winners)
    if options.get("teams", "none") not in ("none",) and result.winners:
        teams = {state.team_of[w] for w in result.winners}
        assert set(result.winners) == {s for s in range(n) if state.team_of[s] in teams}
    assert RULES.load_state(RULES.dump_state(state)) == state


def _illegal_candidates(state: DemosState, seat: int) -> list:
    n = state.num_players
    cards = list(number_cards(state.options.mode))
    return [
        Discard(card=cards[0]), Discard(card=cards[-1]), Discard(card="99X"), SkipDiscard(), TakeFromDeck(),
        TakeDiscard(card=cards[5]), Consent(), CastVeto(), AssignFigure(seat=(seat + 1) % n),
        ApplyMedia(target=seat, slot=0, suit="H"), ApplyMedia(target=(seat + 1) % n, slot=9, suit="S"),
    ]


ILLEGAL_CASES = [v for v in VARIANTS if v[0] in ("simplified-3", "full-4", "team-2v2", "team-2v3", "team-2v2+1")]


@pytest.mark.parametrize("label, n, options", ILLEGAL_CASES, ids=[v[0] for v in ILLEGAL_CASES])
def test_illegal_actions_raise_and_leave_the_state_identical(label: str, n: int, options: dict) -> None:
    seats = [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(n)]
    match = Match(RULES, options, seats, 11)
    bots = [GAME.make_bot("random") for _ in range(n)]
    while not match.is_over:
        active = match.active_players()
        for seat in range(n):
            legal = match.legal_actions(seat) if seat in active else []
            for action in _illegal_candidates(match.state, seat):
                if action in legal:
                    continue
                before, before_len = match.state, len(match.actions)
                with pytest.raises(IllegalAction):
                    match.submit(seat, action)
                assert match.state is before and len(match.actions) == before_len
        seat = active[-1]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))


@pytest.mark.parametrize("label, n, options", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_save_load_and_continue_equals_playing_straight_through(
    label: str, n: int, options: dict, tmp_path: Path
) -> None:
    seats = [SeatSpec(kind="bot", name=f"b{i}", level="heuristic" if i == 0 else "random") for i in range(n)]
    bots = [GAME.make_bot(s.level or "random") for s in seats]

    def step(match: Match) -> None:
        seat = match.active_players()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))

    straight = Match(RULES, options, seats, 21)
    while not straight.is_over:
        step(straight)
    half = Match(RULES, options, seats, 21)
    for _ in range(len(straight.actions) // 2):
        step(half)
    path = tmp_path / "demos.json"
    half.save(path)
    loaded = Match.load(path)
    assert loaded.state == half.state
    while not loaded.is_over:
        step(loaded)
    assert loaded.state == straight.state and loaded.result() == straight.result()
    assert [a for _, a in loaded.actions] == [a for _, a in straight.actions]


def test_undo_never_crosses_a_commit_point() -> None:
    seats = [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(4)]
    match = Match(RULES, {}, seats, 5)
    first = match.active_players()[0]
    match.submit(first, Discard(card=match.state.hands[first][0]))
    assert not match.can_undo()  # the public discard is face up and its player has drawn the deck's top card
    while match.state.phase == "public_discard":
        seat = match.active_players()[0]
        match.submit(seat, Discard(card=match.state.hands[seat][0]))
    match.submit(first, Discard(card=match.state.hands[first][0]))
    assert match.can_undo(first)  # a face-down discard reveals nothing: it may be taken back
    match.undo(first)
    match.submit(first, Discard(card=match.state.hands[first][1]))
    match.submit(first, TakeFromDeck())
    assert not match.can_undo()  # the deck's top card has been seen


@pytest.mark.parametrize("label, n, options", ILLEGAL_CASES, ids=[v[0] for v in ILLEGAL_CASES])
def test_hidden_information_never_reaches_other_seats_in_views_or_events(label: str, n: int, options: dict) -> None:
    state = RULES.new_game(RULES.parse_options(options), n, 8)
    rng = Rng(seed_state(8, "privacy"))
    while RULES.result(state) is None:
        for viewer in range(n):
            view = RULES.view(state, viewer)
            assert all(sv.hand is None for sv in view.seats if sv.seat != viewer)
            for sv in view.seats:
                if sv.seat != viewer and not state.secrets_revealed:
                    assert all(c is None for c in sv.secret_discards)
                if sv.seat != viewer:
                    assert all(c is None for c in sv.unanimous_discards)
        active = RULES.active_players(state)
        seat = active[rng.below(len(active))]
        transition = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        for event in transition.events:
            if event.audience is None:
                continue
            for outsider in set(range(n)) - set(event.audience):
                seen = event.for_viewer(outsider)
                if seen is not None:
                    # a redacted copy carries None where the others may not know (a payload has every field)
                    assert getattr(seen.data, "card", None) is None and getattr(seen.data, "cards", None) is None
                    assert getattr(seen.data, "hands", None) is None and getattr(seen.data, "veto", None) is None
        state = transition.state


@pytest.mark.parametrize("label, n, options", ILLEGAL_CASES, ids=[v[0] for v in ILLEGAL_CASES])
def test_determinized_worlds_respect_what_the_table_saw(label: str, n: int, options: dict) -> None:
    state = RULES.new_game(RULES.parse_options(options), n, 4)
    rng = Rng(seed_state(4, "worlds"))
    steps = 0
    while RULES.result(state) is None:
        active = RULES.active_players(state)
        seat = active[rng.below(len(active))]
        if steps % 3 == 0:
            for viewer in (None, seat):
                view = RULES.view(state, viewer)
                world = RULES.determinize(view, viewer, Rng(rng.next64()))
                assert RULES.view(world, viewer) == view
                check_invariants(world)
                if viewer is not None:
                    assert RULES.legal_actions(world, viewer) == RULES.legal_actions(state, viewer)
                for sv in view.seats:  # a card seen taken is still the taker's (hand or face-down discard)
                    for _, card in sv.taken:
                        assert card in world.hands[sv.seat] + world.unanimous_discards[sv.seat]
                for s, row in enumerate(world.figures):  # deduced and revealed figures are what they are
                    assert all(f.card == state.figures[s][i].card for i, f in enumerate(row) if f.known or f.face_up)
        state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))).state
        steps += 1
