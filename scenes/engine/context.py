"""What every scene may reach: the scene stack, window size, fonts, palette, the painter, the sound and the app's
services.

The shell creates one AppContext and hands it to each scene; nothing else is global (the language too is here).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scenes.engine.i18n import Translator
from scenes.engine.render import Painter
from scenes.engine.scene import SceneStack
from scenes.engine.sound import CuePlayer, SoundPlayer
from scenes.engine.theme import Fonts, Palette


@dataclass
class AppContext:
    stack: SceneStack
    size: tuple[int, int]
    fonts: Fonts = field(default_factory=Fonts)
    palette: Palette = field(default_factory=Palette)
    services: Any = None
    """The shell's services (settings, user folders, autosave, history); set by scenes.app."""
    running: bool = True
    tr: Translator = field(default_factory=Translator)
    """The words of the player's language: every text a person reads is `ctx.tr(...)` (scenes.engine.i18n)."""
    painter: Painter = field(init=False)
    """The one text and surface cache of the app: the shell's widgets and every table's stage draw through it."""
    sound: CuePlayer = field(init=False)
    """The cue player the tables play through, at the settings' volume (a test may put a recording one here)."""

    def __post_init__(self) -> None:
        self.painter = Painter(self.fonts, self.palette, tr=self.tr)
        self.sound = SoundPlayer(self.volume)

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if name == "tr" and "painter" in self.__dict__:  # the nodes' words follow a new language at once
            self.painter.tr = value

    def volume(self) -> float:
        """The settings' volume as 0.0–1.0 (0 while there are no services or settings without a volume)."""
        settings = getattr(self.services, "settings", None)
        return getattr(settings, "volume", 0) / 100

    def quit(self) -> None:
        self.running = False

    @property
    def scale(self) -> float:
        """UI scale relative to a 1280×720 design size, so layouts read well from 720p to 4K."""
        return scale_for(self.size)


def scale_for(size: tuple[int, int]) -> float:
    """The UI scale of an area of this size (the window, or the part of it a scene draws in)."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720))
