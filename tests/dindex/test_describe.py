"""Every legal action has plain words (menus, log panel, IllegalAction messages); revealed roles label seats."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.dindex import GAME
from game.dindex.describe import describe_for_others
from game.dindex.state import CampaignCard, ExchangeCard, PlayCard, SubmitSecret
from tests.dindex.helpers import RULES, card, started


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


def test_face_down_cards_are_not_named_to_the_other_parties() -> None:
    """A card put on the secret stack, exchanged or used in the campaign lies face down (§ 3.8, § 5.4,
    § 5.8): the words others see (a log, a replay from another seat) do not name it."""
    raid = card("Party Raid")
    for action in (SubmitSecret(card=raid), ExchangeCard(card=raid), CampaignCard(card=raid, effect="scare")):
        assert "Party Raid" in RULES.describe_action(action)  # the acting party's own menu names it
        assert "Party Raid" not in describe_for_others(action)
    assert "Party Raid" in describe_for_others(PlayCard(card=raid, target=1))  # played cards are revealed


def test_a_card_put_face_down_is_named_only_to_its_own_party() -> None:
    from game.dindex import GAME
    from game.dindex.state import SubmitSecret

    rules = GAME.rules
    own = rules.describe_action_for(SubmitSecret(card=0), 2, 2)
    for viewer in (None, 0, 1):
        other = rules.describe_action_for(SubmitSecret(card=0), 2, viewer)
        assert other == "Put a card face down on the secret stack" and other != own
