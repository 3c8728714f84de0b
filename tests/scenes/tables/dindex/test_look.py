"""Dindex cards on the table (scenes/tables/dindex/look.py): every card face shows its whole effect at a
readable size, its name broken into whole pieces in a crowded hand, its register at the current Dindex, and a
card's effect counts one card in the singular."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.dindex.components import components
from scenes.engine.i18n import load_language
from scenes.tables.dindex.look import ActionCardNode, card_name, strip_lines
from tests.scenes.tables.dindex.test_nodes import table_of
from tests.scenes.tables.dindex.test_preview import ctx  # noqa: F401


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["720p", "1080p"])
def test_every_action_card_face_shows_its_whole_effect_at_a_readable_size(ctx: Any, scale: float,  # noqa: F811
                                                                           language: str) -> None:
    painter = ctx[0].painter
    tr = load_language(language).translator
    for index in range(len(components().cards)):
        for level in (5, 4, 3, 2):
            fit = ActionCardNode(index, level, tr=tr).face_fit(painter, scale)
            assert not fit.cut, card_name(index, tr)
            assert fit.effect_size >= 9.0 and fit.name_size >= 9.5, (components().cards[index].name, fit)


def test_border_closure_keeps_its_last_word_on_the_face(ctx: Any) -> None:  # noqa: F811
    index = next(i for i, c in enumerate(components().cards) if c.name == "Border Closure")
    assert not ActionCardNode(index, 4).face_fit(ctx[0].painter).cut


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_name_in_a_crowded_hand_strip_is_broken_into_whole_pieces_never_cut(ctx: Any,  # noqa: F811
                                                                              language: str) -> None:
    painter = ctx[0].painter
    tr = load_language(language).translator
    for index in range(len(components().cards)):
        name = card_name(index, tr)
        lines = strip_lines(painter, name, 10, 40, language)
        assert all(painter.text(line, 10, (0, 0, 0), bold=True).get_width() <= 40 for line in lines), lines
        joined = "".join(line.removesuffix("-") for line in lines).replace(" ", "")
        assert joined == name.replace(" ", "").replace("-", ""), lines  # every letter, in order, none lost


def test_a_crowded_hand_draws_name_and_register_into_the_visible_strip(ctx: Any) -> None:  # noqa: F811
    from scenes.tables.dindex.look import ActionCardNode

    table = table_of(*ctx, 5, seed=1)
    view = table.match.view(0)
    table.filler.fill_hand(view.model_copy(update={"hand": tuple(range(10, 20))}), [])
    cards = [c for c in table.hand.cards() if isinstance(c, ActionCardNode)]
    assert len(cards) == 10 and cards[-1].strip is None  # the front card shows its whole face
    painter = table.stage.painter
    for left, right in zip(cards, cards[1:], strict=False):
        assert left.strip is not None and abs(left.strip - (right.x - left.x)) < 0.01
        whole = ActionCardNode(left.index, view.dindex_level).paint(painter, 1.0)
        strip = left.paint(painter, 1.0)
        assert strip.get_size() == whole.get_size()
        assert pygame.image.tobytes(strip, "RGBA") != pygame.image.tobytes(whole, "RGBA")  # laid out for the strip
    table.filler.fill_hand(view.model_copy(update={"hand": tuple(range(10, 15))}), [])
    assert all(c.strip is None for c in table.hand.cards() if isinstance(c, ActionCardNode))


def test_s3_8_hand_cards_show_their_register_at_the_current_dindex() -> None:
    """An anti-legal card: not playable in the Democratic Consensus, secret only (magnifying glass, two
    bombs) in Populism, open with one bomb in Extremism, open without bombs in the Breakdown (§ 3.8, § 7)."""
    from game.dindex.components import components
    from scenes.tables.dindex.look import ActionCardNode

    index = next(i for i, c in enumerate(components().cards) if c.level == "antilegal")
    seen = {level: ActionCardNode(index, level).register_now() for level in (5, 4, 3, 2)}
    assert seen == {5: ("none", 0), 4: ("secret", 2), 3: ("open", 1), 2: ("open", 0)}


def test_a_cards_effect_on_its_face_counts_one_card_in_the_singular() -> None:
    from game.dindex.components import components
    from scenes.tables.dindex.look import step_words

    draws = [step for c in components().cards for step in c.steps if step.op == "draw"]
    assert draws
    for step in draws:
        assert "card(s)" not in step_words(step)
        assert step_words(step).endswith("1 action card" if step.count == 1 else f"{step.count} action cards")
