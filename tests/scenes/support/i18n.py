"""Finding English left on a screen: draw it in the pseudo language (every translated text comes back with
accented letters, scenes.engine.i18n.PSEUDO) and list the words drawn in plain ASCII letters, which never
went through the translator. Names the test itself typed (seats, files) are allowed."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from scenes.engine.context import AppContext

PLAIN_WORD = re.compile(r"(?<![\w\u0300-\u036f])[A-Za-z]{2,}(?![\w\u0300-\u036f])")
ALWAYS_ALLOWED = frozenset({"Hustings", "DēmoS", "Dindex", "Diceocracy", "Esc", "Tab", "Enter", "Ctrl", "Shift",
                            "Alt", "Space", "Backspace", "px", "KB", "MB", "fps"})
"""Words that are the same in every language Hustings speaks: the app's and the games' names, and key caps
(the keys' names as printed on keyboards the app talks about: German boards print "Strg" for Ctrl, but
"Esc", "Tab", "Enter" and "Shift" appear on most of them and players read them as names)."""


class _RecordingFont:
    """A pygame Font that notes every text rendered with it (everything else is the font's own)."""

    def __init__(self, font: pygame.font.Font, drawn: list[str]) -> None:
        self._font, self._drawn = font, drawn

    def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        self._drawn.append(str(text))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


class DrawnTexts:
    """Every text the context's fonts render from now on. Make it before anything is drawn: a text the
    painter has cached is not rendered, so not noted, again."""

    def __init__(self, ctx: AppContext) -> None:
        self.texts: list[str] = []
        original: Callable[..., pygame.font.Font] = ctx.fonts.get
        fonts: dict[tuple[int, bool], _RecordingFont] = {}

        def get(size: int, bold: bool = False) -> Any:
            key = (int(size), bold)
            if key not in fonts:
                fonts[key] = _RecordingFont(original(size, bold), self.texts)
            return fonts[key]

        ctx.fonts.get = get  # type: ignore[method-assign]

    def english(self, allowed: Iterable[str] = ()) -> list[str]:
        """The texts drawn that hold an English word: ASCII letters no translation accented."""
        ok = ALWAYS_ALLOWED | set(allowed)
        out = []
        for text in dict.fromkeys(self.texts):
            words = [w for w in PLAIN_WORD.findall(text) if w not in ok]
            if words:
                out.append(text)
        return out



def catalog_pseudo() -> Any:
    """The pseudo language, but only for the texts the German catalogs translate: a text handed to the
    translator without being marked for the catalogs (a result's key worded on the fly, a data file's name
    looked up without its context) comes back in plain English, as a German player would read it, so a
    DrawnTexts check finds it (plain PSEUDO accents whatever passes through the translator)."""
    from scenes.engine.i18n import PSEUDO, Translator, load_language, pseudo

    german = load_language("de").translator

    class Catalogued(Translator):
        def _lookup(self, context: str | None, msgid: str, english: str, count: int | None) -> str:
            return pseudo(english) if german.has(msgid, context) else english

    return Catalogued(PSEUDO)
