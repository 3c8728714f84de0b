"""The search level's agenda outlook: a secret agenda in hand is worth what it scores now and what it is expected
to add by the game's end (game/diceocracy/bot_agendas.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.diceocracy import GAME
from game.diceocracy.actions import DiscardAgenda, SwapAgenda
from game.diceocracy.bot_agendas import OUTLOOK_FILE, agenda_outlook, expected_agenda_gain, load_agenda_outlook
from game.diceocracy.bot_search import anchor, evaluate_to_the_last_turn
from game.diceocracy.bots import evaluate
from game.diceocracy.components import ComponentError, components
from game.diceocracy.scoring import agenda_votes
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import RULES, act, legal, set_player, started
from tests.diceocracy.test_turn import take_from


def _card(kind: str) -> int:
    return next(card.id for card in components().agendas if card.kind == kind)


PAIRS, COLOUR = _card("adjacent_pair"), _card("district_color")


def test_an_agenda_in_hand_is_expected_to_add_its_kind_s_gain_at_the_turn_the_player_is_in() -> None:
    gains = agenda_outlook().gains
    first_turn = set_player(started(1), 0, agendas=(PAIRS, COLOUR))
    def both(turn: int) -> float:
        return gains["adjacent_pair"][turn] + gains["district_color"][turn]

    assert expected_agenda_gain(first_turn, 0) == pytest.approx(both(0))
    assert expected_agenda_gain(set_player(first_turn, 0, reps=6), 0) == pytest.approx(both(3))
    # the last Rep placed: the last turn's column, not one past it
    assert expected_agenda_gain(set_player(first_turn, 0, reps=0), 0) == pytest.approx(both(-1))
    assert expected_agenda_gain(set_player(first_turn, 0, agendas=()), 0) == 0.0


def test_a_pair_agenda_not_begun_grows_and_a_district_colour_agenda_shrinks_as_dice_leave_the_districts() -> None:
    gains = agenda_outlook().gains
    assert gains["adjacent_pair"][0] > 20 and gains["district_color"][0] < 0
    # the less of the game is left, the less a card can still change
    assert gains["adjacent_pair"][-1] < gains["adjacent_pair"][0]


def test_early_on_the_search_level_values_a_pair_agenda_above_a_colour_agenda_that_already_scores() -> None:
    state = started(1)
    pairs, colour = set_player(state, 0, agendas=(PAIRS,)), set_player(state, 0, agendas=(COLOUR,))
    assert agenda_votes(colour, 0, components().agendas[COLOUR]) > 0
    assert agenda_votes(pairs, 0, components().agendas[PAIRS]) == 0
    assert evaluate(colour, 0) > evaluate(pairs, 0)  # the Normal level counts the votes now
    assert evaluate_to_the_last_turn(pairs, 0) > evaluate_to_the_last_turn(colour, 0)


def _discarding(state: DiceocracyState) -> DiceocracyState:
    """The player's first turn, up to the discard of a swapped agenda, holding the pair and the colour cards."""
    state = act(take_from(state, "Old Town"), SwapAgenda())
    return set_player(state, 0, agendas=(COLOUR, PAIRS))


def test_swapping_agendas_hard_keeps_the_card_worth_more_by_the_end_and_normal_the_one_worth_more_now() -> None:
    state = _discarding(started(1))
    view = RULES.view(state, 0)
    assert set(legal(state)) == {DiscardAgenda(card=COLOUR), DiscardAgenda(card=PAIRS)}
    assert GAME.make_bot("heuristic").choose(view, legal(state), Rng(1)) == DiscardAgenda(card=PAIRS)
    assert anchor().choose(view, legal(state), Rng(1)) == DiscardAgenda(card=COLOUR)
    assert GAME.make_bot("search").choose(view, legal(state), Rng(1)) == DiscardAgenda(card=COLOUR)


def test_after_its_last_turn_an_agenda_counts_only_what_it_scores() -> None:
    state = started(3)
    state = state.model_copy(update={"round": 9, "order": (0, 1, 2), "order_index": 1, "active": 1})
    done = set_player(state, 0, reps=0, money=0, adverts=(), agendas=(PAIRS,))
    none = set_player(done, 0, agendas=())
    held = agenda_votes(done, 0, components().agendas[PAIRS])
    assert evaluate_to_the_last_turn(done, 0) - evaluate_to_the_last_turn(none, 0) == held


def _write(tmp_path: Path, document: object) -> Path:
    path = tmp_path / "agenda_outlook.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_the_table_in_the_repository_is_valid_and_names_its_source() -> None:
    table = load_agenda_outlook(OUTLOOK_FILE)
    assert table.games >= 1000 and "diceocracy_agenda_outlook" in table.about


@pytest.mark.parametrize("damage, message", [
    (lambda doc: doc["gains"].pop("parity"), "no gains for parity"),
    (lambda doc: doc["gains"]["money"].pop(), "money has 8 gains"),
    (lambda doc: doc.update(games=0), "games"),
    (lambda doc: doc["gains"].update(bribes=[0.0] * 9), "gains.bribes"),
])
def test_a_damaged_outlook_file_is_refused_with_a_message_naming_it(tmp_path: Path, damage, message: str) -> None:
    document = json.loads(OUTLOOK_FILE.read_text(encoding="utf-8"))
    damage(document)
    with pytest.raises(ComponentError, match="agenda_outlook.json") as refused:
        load_agenda_outlook(_write(tmp_path, document))
    assert message in str(refused.value)


def test_an_outlook_file_that_is_not_json_is_refused_with_a_message_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "agenda_outlook.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ComponentError, match="agenda_outlook.json"):
        load_agenda_outlook(path)
    with pytest.raises(ComponentError, match="cannot be read"):
        load_agenda_outlook(tmp_path / "missing" / "agenda_outlook.json")
