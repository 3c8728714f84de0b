"""Diceocracy's die faces read at the smallest size the table draws (the other seats' mini-boards at
1280×720): every value shows exactly its number of separate pips, none touching another, the colour's band
or the state rings; the colour letter sits in its own band; a die that can be used is marked the same way on
every colour, and printed dice step back with the rest during a pick."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.engine.headless import make_context
from scenes.engine.render import Painter
from scenes.tables.diceocracy.board import CELL, MINI_CELL
from scenes.tables.diceocracy.dieface import PIP, RING_EDGE, SMALLEST_DIE, face_layout, pip_centres
from scenes.tables.diceocracy.look import DIE_LETTER, DIE_RGB, DiceDie

SIZES = [round(SMALLEST_DIE), round(CELL - 3), round(SMALLEST_DIE * 1.5), 44]
"""Pixels: the smallest die at 1280×720, a district die there, the smallest at 1920×1080, a front-board die."""


@pytest.fixture
def painter() -> Iterator[Painter]:
    context, _ = make_context((1280, 720))
    yield Painter(context.fonts, context.palette)
    pygame.quit()


def pip_blobs(surf: pygame.Surface) -> list[pygame.Rect]:
    """The separate pieces of pip ink on a rendered face."""
    mask = pygame.mask.from_threshold(surf, (*PIP, 255), (8, 8, 8, 255))
    return mask.get_bounding_rects()


def test_the_smallest_die_drawn_is_the_one_the_faces_are_made_for() -> None:
    assert MINI_CELL - 4 == SMALLEST_DIE and CELL - 3 >= SMALLEST_DIE


@pytest.mark.parametrize("size", SIZES)
def test_every_value_shows_its_pips_apart_clear_of_the_band_and_the_ring_margin(size: int) -> None:
    lay = face_layout(size)
    ring_zone = pygame.Rect(lay.margin, lay.margin, size - 2 * lay.margin, size - 2 * lay.margin)
    for value in range(1, 7):
        pips = [pygame.Rect(x - lay.radius, y - lay.radius, 2 * lay.radius + 1, 2 * lay.radius + 1)
                for x, y in pip_centres(value, lay)]
        assert len(pips) == value
        for i, pip in enumerate(pips):
            assert ring_zone.contains(pip), (size, value, pip)
            assert not pip.colliderect(lay.band), (size, value, pip)
            for other in pips[i + 1:]:
                assert not pip.inflate(2, 2).colliderect(other), (size, value, pip, other)  # a pixel apart at least
        assert lay.radius >= 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("color", list(DIE_RGB))
def test_a_rendered_face_has_exactly_its_number_of_separate_pips_in_every_state(painter: Painter, size: int,
                                                                               color: str) -> None:
    for value in range(1, 7):
        for state in ("plain", "lit", "focused", "selected", "printed", "dimmed"):
            die = DiceDie(color, value, printed=state == "printed", w=size, h=size)
            if state in ("lit", "focused", "selected"):
                setattr(die, state, True)
            die.dimmed = state == "dimmed"
            surf = die.paint(painter, 1.0)
            assert surf is not None
            if state in ("printed", "dimmed"):
                continue  # veiled: the ink is lighter, the geometry the same as the plain face's
            blobs = pip_blobs(surf)
            assert len(blobs) == value, (color, size, value, state, blobs)
            band = face_layout(size).band
            assert not any(b.colliderect(band) for b in blobs)


def test_the_colour_letter_is_drawn_in_the_band_in_white(painter: Painter) -> None:
    size = round(SMALLEST_DIE)
    band = face_layout(size).band
    for color in DIE_RGB:
        surf = DiceDie(color, 6, w=size, h=size).paint(painter, 1.0)
        assert surf is not None
        white = pygame.mask.from_threshold(surf, (255, 255, 255, 255), (40, 40, 40, 255))
        rects = white.get_bounding_rects()
        assert rects and all(band.contains(r) for r in rects), (color, rects)
        assert DiceDie(color, 6).letter == DIE_LETTER[color]


def test_a_lit_die_wears_the_same_dark_edged_ring_on_every_colour(painter: Painter) -> None:
    """The highlight is green: on a green die only the dark line inside it makes it show, so every colour
    gets it, and the ring is the same pixels whatever the die's colour."""
    size = round(CELL - 3)
    rings = []
    for color in DIE_RGB:
        die = DiceDie(color, 1, w=size, h=size)
        plain, die.lit = die.paint(painter, 1.0), True
        lit = die.paint(painter, 1.0)
        assert plain is not None and lit is not None
        changed = {(x, y) for x in range(size) for y in range(size) if plain.get_at((x, y)) != lit.get_at((x, y))}
        edge_dark = sum(lit.get_at((x, y))[:3] == RING_EDGE for x, y in changed)
        assert edge_dark >= size * 2.5, color  # a line right round the face
        rings.append({(x, y) for x, y in changed if lit.get_at((x, y))[:3] == RING_EDGE})
    assert all(r == rings[0] for r in rings)
