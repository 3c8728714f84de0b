"""The pass screen's take-back button keeps its words readable in German and English at 1280×720 and
1920×1080: a long move wraps at a readable size instead of being squeezed to about 9 px (playtest)."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes.engine.privacy import PrivacyScreen
from tests.scenes.support.shell import app, home, send, toy_registered  # noqa: F401

SIZES = [(1280, 720), (1920, 1080)]
READABLE_PX = 14
"""The smallest the button's words may be drawn at 1280×720 (scaled with the window)."""
MOVES = {
    "en": "Player 2's Chancellery covers “Unemployment wave” together with the Ministry of Social Affairs",
    "de": "Das Kanzleramt von Spieler 2 deckt „Arbeitslosenwelle“ zusammen mit dem Sozialministerium ab",
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_long_take_back_keeps_a_readable_size_and_every_word(app, size, language) -> None:  # noqa: F811
    app.use_language(language)
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size), frames=2)
    tr = app.ctx.tr
    label = tr("{name}: take back “{move}”", name="Spieler 2", move=MOVES[language])
    screen = PrivacyScreen(app.ctx, "Spieler 1", lambda: None, reason=tr("your secret action"),
                           away=["Innenministerium (Spieler 2) deckt „Kriminalitätswelle“ ab"],
                           take_back=(label, lambda: None), on_escape=lambda: None)
    app.ctx.stack.push(screen)
    send(app, frames=2)
    if os.environ.get("HUSTINGS_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["HUSTINGS_SHOTS"], f"pass_undo_{language}_{size[1]}.png"))
    rows, px = screen.take_back_rows()
    assert px >= round(READABLE_PX * app.ctx.scale)
    assert " ".join(rows) == screen.take_back_words()
    font = app.ctx.fonts.get(px)
    button = screen.take_back_rect()
    assert button is not None and screen.box is not None and screen.box.contains(button)
    assert all(font.size(row)[0] <= button.w for row in rows)
    assert button.h >= len(rows) * font.get_linesize()
