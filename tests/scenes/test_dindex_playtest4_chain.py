"""Playtest 4 of Dindex: the words beside the chain and under the tasks name the parties, never by a seat's
letter ("1. D plays", "CHANC (E)": shot_49, shot_180), and a card that has just landed on the chain is the one
the words beside it name (shot_105: "1. B plays → E Lobby Register" under Gender-Fair Language)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.trusted import emit
from game.dindex.components import components
from game.dindex.events import CardPlayed
from scenes.engine.headless import make_context
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.nodes import FitText, TaskNode
from tests.scenes.tables.dindex.crowded import NAMES, crowded_open_window, seven_party_table

A_SEATS_LETTER = re.compile(r"(^\d+\. [A-G] )|(→ [A-G]$)|(\([A-G]\))")


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    context, screen = make_context(request.param, "instant")
    yield context, screen
    pygame.quit()


def shown_words(node: Node, painter: Any) -> list[str]:
    """The words a subtree draws: a fitted line as it is drawn (the alternative it fell back to)."""
    out = []
    for child in node.children:
        if isinstance(child, FitText):
            out.append(child.chosen(painter)[0])
        elif isinstance(child, TextNode):
            out.append(child.text)
        out += shown_words(child, painter)
    return out


def test_the_chain_names_who_played_each_card_and_at_whom_by_name(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    view = crowded_open_window(table.view)
    table.sync(view)
    words = shown_words(table.centre, table.stage.painter)
    entries = [w for w in words if re.match(r"\d+\. ", w)]
    assert entries, words
    for text in entries:
        number = int(text.split(".")[0])
        played = view.chain[number - 1]
        assert text.startswith(f"{number}. {NAMES[played.seat]} "), text
        if played.target is not None and played.countered is None:
            assert text.endswith(f"→ {NAMES[played.target]}"), text
    assert not [w for w in words if A_SEATS_LETTER.search(w)]


def test_a_task_covered_by_two_offices_names_their_holders_and_never_by_a_letter(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    covered = [n for n in table.task_layer.children if isinstance(n, TaskNode) and "Covered by" in (n.tooltip or "")]
    assert covered
    lines = [w for n in covered for w in shown_words(n, painter) if w.startswith("✓")]
    assert lines and not [w for w in lines if A_SEATS_LETTER.search(w)], lines


def test_the_words_beside_a_card_landing_on_the_chain_name_that_card_and_who_played_it(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))  # a long chain lies there; a secret action is now carried out
    card = 5
    landing = emit(CardPlayed(seat=2, card=card, code=components().cards[card].code,
                              name=components().cards[card].name, mode="secret", dindex=3, target=4))
    for step in table.anims.motion(landing):
        step.finish()
    words = shown_words(table.centre, table.stage.painter)
    assert words == ["On the chain:", f"{NAMES[2]} carries out → {NAMES[4]}", components().cards[card].name]
