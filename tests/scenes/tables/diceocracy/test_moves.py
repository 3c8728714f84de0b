"""Replay's bar says a Diceocracy move in the reader's language: in English exactly as the rules describe it,
in German through the catalog, for every kind of move a game meets."""

from __future__ import annotations

import random

from game.core.match import Match, SeatSpec
from game.diceocracy import GAME
from game.diceocracy.describe import describe
from scenes.engine.i18n import PSEUDO, Translator, load_language
from scenes.tables.diceocracy.moves import move_words
from tests.scenes.support.i18n import PLAIN_WORD


def every_move_of(seed: int, players: int) -> list[object]:
    seats = [SeatSpec(kind="bot", name=f"P{i}", level="random") for i in range(players)]
    match = Match(GAME.rules, {}, seats, seed)
    rng = random.Random(seed)
    seen: list[object] = []
    while not match.is_over:
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        seen.extend(legal)
        match.submit(seat, rng.choice(legal))
    return seen


def test_in_english_a_move_reads_as_the_rules_describe_it_and_in_german_through_the_catalog() -> None:
    moves = every_move_of(3, 1) + every_move_of(4, 3)
    german, pseudo = load_language("de").translator, Translator(PSEUDO)
    kinds = set()
    for action in moves:
        assert move_words(action) == describe(action)
        assert move_words(action, tr=german) != describe(action)
        left = PLAIN_WORD.findall(move_words(action, tr=pseudo))
        assert left == [], (action, left)
        kinds.add(type(action).__name__)
    assert len(kinds) >= 12  # the game met most kinds of move
