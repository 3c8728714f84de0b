"""Every legal action has plain words (menus, log panel, IllegalAction messages); revealed roles label seats."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.dindex import GAME
from tests.dindex.helpers import RULES, started


def test_every_legal_action_is_described_in_words() -> None:
    kinds: set[str] = set()
    for seed in range(4):
        match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(4)], seed)
        bots = [GAME.make_bot("random") for _ in range(4)]
        while match.result() is None:
            p = match.active_players()[0]
            for action in match.legal_actions(p):
                text = RULES.describe_action(action)
                assert text and "kind=" not in text and not text.startswith(action.kind + "(")
                kinds.add(action.kind)
            match.submit(p, bots[p].choose(match.view(p), match.legal_actions(p), match.bot_rng()))
    assert {"propose_coalition", "submit_secret", "play_card", "let_stand", "pass_turn"} <= kinds


def test_seat_labels_show_only_revealed_roles() -> None:
    state = started(3)
    assert list(RULES.seat_labels(state)) == ["", "", ""]
    revealed = state.model_copy(update={"revealed": (False, True, False)})
    assert list(RULES.seat_labels(revealed)) == ["", state.roles[1].capitalize(), ""]
