"""Hidden information (§ 1 code of conduct, § 3.1, § 3.8 discard pile): roles and hands are private, face-down
cards stay hidden, revealed roles are public, and nothing in the view or the events leaks a role."""

from __future__ import annotations

from typing import Any

from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.dindex import GAME
from game.dindex.state import LetStand, PlayCard
from tests.dindex.helpers import RULES, act, card, government, only_hand, open_turn, started, voters


def test_s3_1_roles_are_secret_until_revealed() -> None:
    state = started(5, seed=12)
    for viewer in range(5):
        v = RULES.view(state, viewer)
        assert v.roles[viewer] == state.roles[viewer]
        assert all(r is None for s, r in enumerate(v.roles) if s != viewer)
    assert all(r is None for r in RULES.view(state, None).roles)


def test_hands_are_private_and_counts_public() -> None:
    state = started(4, seed=13)
    v = RULES.view(state, 1)
    assert v.hand == tuple(sorted(state.hands[1]))
    assert v.hand_sizes == tuple(len(h) for h in state.hands)
    assert RULES.view(state, None).hand is None
    dumped = RULES.view(state, 1).model_dump_json()
    assert "stack\"" not in dumped and "rng" not in dumped


def test_revealed_roles_are_public() -> None:
    state = government(started(3, seed=14), 0, (0, 0, 0, 0, 0))
    state = voters(state, (3, 3, 3), (3, 3, 3), 2)
    state = state.model_copy(update={"roles": ("oligarch", "democrat", "democrat"), "role_pool": (2, 1),
                                     "dindex": 3, "dindex_discard": 12})
    state = open_turn(only_hand(state, 0, "Media Monopoly"), 0)
    state, events = act(state, 0, PlayCard(card=card("Media Monopoly")))
    assert state.revealed[0]
    assert any(e.type == "role_revealed" and e.audience is None for e in events)
    for viewer in (None, 1, 2):
        assert RULES.view(state, viewer).roles[0] == "oligarch"
    while state.phase == "open_window":
        state, _ = act(state, state.window[0], LetStand())


def test_no_event_names_an_unrevealed_role() -> None:
    """Only role_revealed carries a role, and only once the role card is turned up."""
    info = GAME
    for seed in range(6):
        match = Match(info.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="heuristic") for i in range(5)], seed)
        bots = [info.make_bot("heuristic") for _ in range(5)]
        while match.result() is None:
            p = match.active_players()[0]
            revealed_before = match.state.revealed
            events = match.submit(p, bots[p].choose(match.view(p), match.legal_actions(p), match.bot_rng()))
            for event in events:
                text = repr(event.data) + repr(event.public)
                if event.type == "role_revealed":
                    assert not revealed_before[int(event.data.seat)]
                    continue
                assert "oligarch" not in text and "democrat" not in text, event


def test_face_down_cards_are_only_seen_by_their_owner() -> None:
    match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(4)], 3)
    bots = [GAME.make_bot("random") for _ in range(4)]
    checked = 0
    while match.result() is None and checked < 400:
        p = match.active_players()[0]
        for event in match.submit(p, bots[p].choose(match.view(p), match.legal_actions(p), match.bot_rng())):
            if event.type in ("cards_drawn", "cards_discarded", "secret_submitted", "secret_drawn",
                              "card_exchanged", "campaign_card"):
                assert event.audience is not None and len(event.audience) == 1
                assert event.public is not None
                assert getattr(event.public, "card", None) is None and getattr(event.public, "cards", None) is None
                for other in range(4):
                    seen = event.for_viewer(other)
                    if other not in event.audience:
                        assert seen is not None
                        assert getattr(seen.data, "card", None) is None and getattr(seen.data, "cards", None) is None
            checked += 1


def test_determinized_worlds_match_the_view_mid_game() -> None:
    match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(6)], 21)
    bots = [GAME.make_bot("random") for _ in range(6)]
    rng = Rng(5)
    while match.result() is None:
        for viewer in (None, 0, 3):
            v = match.view(viewer)
            world: Any = RULES.determinize(v, viewer, rng)
            assert RULES.view(world, viewer) == v
            assert len({c for h in world.hands for c in h} | set(world.stack) | set(world.discard)) == (
                sum(v.hand_sizes) + v.stack_size + v.discard_size)
        p = match.active_players()[0]
        match.submit(p, bots[p].choose(match.view(p), match.legal_actions(p), match.bot_rng()))


def test_result_details_carry_all_roles_for_the_log() -> None:
    match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(3)], 2)
    from game.core.simulate import play_game

    play_game(match, [GAME.make_bot("random") for _ in range(3)])
    result = match.result()
    assert result is not None
    assert set(result.details["roles"]) == {"0", "1", "2"}
    assert set(result.details["roles"].values()) <= {"democrat", "oligarch"}
    assert result.reason in ("rp_reached", "oligarchy", "seizure_of_power")
