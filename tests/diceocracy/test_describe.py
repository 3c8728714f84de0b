"""Every Diceocracy action has plain words (replay's status line, the take-back offer): never the model's
repr such as "respond(cancel=False)"."""

from __future__ import annotations

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import DiscardAgenda, EndTurn, Respond, SkipDistrictAction, TakeDie
from game.diceocracy.components import components


def test_every_legal_action_met_in_random_games_of_every_mode_is_described_in_words() -> None:
    rules = dc.GAME.rules
    kinds: set[str] = set()
    for seats, mode, seed in ((1, "standard", 1), (2, "spicy", 2), (4, "interactive", 3)):
        m = Match(rules, {"mode": mode}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(seats)],
                  seed)
        bot = dc.GAME.make_bot("random")
        while m.result() is None:
            seat = m.active_players()[0]
            legal = m.legal_actions(seat)
            for action in legal:
                text = rules.describe_action(action)
                reads_as_code = "=" in text or "_" in text or text.startswith(action.kind + "(")
                assert text and not reads_as_code, (action, text)
                kinds.add(action.kind)
            m.submit(seat, bot.choose(m.view(seat), legal, m.bot_rng()))
    assert {"take_die", "place_follower", "end_turn", "respond"} <= kinds


def test_the_cancel_answer_and_a_few_others_read_as_a_person_would_say_them() -> None:
    rules = dc.GAME.rules
    assert rules.describe_action(Respond(cancel=False)) == "let it happen"
    assert rules.describe_action(Respond(cancel=True)) == "pay 1 money to cancel it"
    assert rules.describe_action(TakeDie(district=2, space=1)) == "take the die in district 3, space 2"
    assert rules.describe_action(SkipDistrictAction()) == "skip the district action"
    assert rules.describe_action(EndTurn()) == "end the turn"
    name = components().agendas[7].name
    assert rules.describe_action_for(DiscardAgenda(card=7), 1, 1) == f"discard the secret agenda {name}"
    assert rules.describe_action_for(DiscardAgenda(card=7), 1, 0) == "discard a secret agenda"
