"""The table's sound: short cues by name, synthesised in code and played through pygame-ce's mixer.

`SoundPlayer` starts the mixer lazily, on the first cue played at a volume above 0, never before the first
frame; where there is no audio device (or the driver is SDL's dummy one, as in tests and CI) it disables
itself silently, so a machine without sound plays the same game in silence. The cues are made here, from
enveloped tones and filtered noise (standard library `array` and `math` into `pygame.mixer.Sound`), so no
sound file needs shipping or a licence.

Scenes reach the player as `ctx.sound` (anything with `play(cue)`): tests put a recording one there.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable, Iterator
from typing import Literal, Protocol

import pygame

Cue = Literal["card_laid", "card_drawn", "shuffle", "die_rolled", "die_placed", "voter_moved", "your_turn",
              "result", "ending"]

CUES: tuple[Cue, ...] = ("ending", "result", "your_turn", "shuffle", "die_rolled", "card_laid", "voter_moved",
                         "die_placed", "card_drawn")
"""Every cue, the most important first: a batch of events plays only its most important cue."""


def most_important(cues: Iterator[Cue] | list[Cue]) -> Cue | None:
    """The cue of a batch that is played (the others would only blur it)."""
    found = set(cues)
    return next((cue for cue in CUES if cue in found), None)


class CuePlayer(Protocol):
    def play(self, cue: Cue) -> None: ...


class SoundPlayer:
    """Plays cues at `volume()` (0.0–1.0, read at each cue so a change in Settings holds at once)."""

    def __init__(self, volume: Callable[[], float]) -> None:
        self.volume = volume
        self.state: Literal["idle", "on", "off"] = "idle"
        """idle: the mixer not yet asked; on: cues play; off: no audio here (nothing is tried again)."""
        self._sounds: dict[Cue, pygame.mixer.Sound] = {}
        self._format = (44100, 2)
        """The mixer's (frequency, channels), as it was opened."""

    def play(self, cue: Cue) -> None:
        level = max(0.0, min(1.0, self.volume()))
        if level <= 0.0 or not self._started():
            return
        sound = self._sounds.get(cue)
        if sound is None:  # made when first heard (a few ms each), so no frame waits for all of them
            try:
                sound = self._sounds[cue] = pygame.mixer.Sound(
                    buffer=samples(cue, self._format[0], self._format[1]).tobytes())
            except (pygame.error, ValueError):
                return
        sound.set_volume(level)
        sound.play()  # returns at once: the mixer plays on its own thread

    def _started(self) -> bool:
        if self.state == "idle":
            self.state = "off"
            try:
                if pygame.mixer.get_init() is None:
                    # a small buffer: a cue follows its card without a noticeable lag
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                init = pygame.mixer.get_init()
                if init is None:
                    return False
                frequency, _, channels = init
                self._format = (frequency, channels)
                self.state = "on"
            except (pygame.error, OSError, ValueError):  # no device, a refused format: play silently
                pass
        return self.state == "on"


# -- synthesis ------------------------------------------------------------------------------------------
PEAK = 0.32
"""The loudest sample of any cue as a share of full scale: quiet beside speech or music."""


def _envelope(i: int, n: int, attack: int) -> float:
    """A quick rise and an exponential fall to silence at the end (no click at either edge)."""
    if i < attack:
        return i / attack
    t = (i - attack) / max(1, n - attack)
    return math.exp(-5.0 * t) * (1.0 - t)


def _tone(rate: int, ms: float, freq: float, start: float = 0.0, total_ms: float | None = None) -> list[float]:
    n = int(rate * ms / 1000)
    total = int(rate * (total_ms or ms) / 1000)
    offset = int(rate * start / 1000)
    out = [0.0] * total
    for i in range(min(n, total - offset)):
        # a sine with a soft octave above it: a bell-like chime, not a beep
        s = math.sin(2 * math.pi * freq * i / rate) + 0.25 * math.sin(4 * math.pi * freq * i / rate)
        out[offset + i] = s * _envelope(i, n, int(rate * 0.004))
    return out


def _noise(rate: int, ms: float, smooth: float, rng: random.Random, sweep: float = 0.0) -> list[float]:
    """Low-pass filtered noise (one-pole, `smooth` 0..1, the higher the duller), optionally brightening."""
    n = int(rate * ms / 1000)
    out, y = [], 0.0
    for i in range(n):
        a = max(0.05, min(0.98, smooth - sweep * i / n))
        y = a * y + (1 - a) * rng.uniform(-1.0, 1.0)
        out.append(y * 3.0 * _envelope(i, n, int(rate * 0.003)))
    return out


def _clicks(rate: int, times_ms: list[float], total_ms: float, rng: random.Random) -> list[float]:
    total = int(rate * total_ms / 1000)
    out = [0.0] * total
    for k, at in enumerate(times_ms):
        click = _noise(rate, 14, 0.55, rng)
        body = _tone(rate, 18, 900 + 170 * k)
        start = int(rate * at / 1000)
        for i, (c, b) in enumerate(zip(click, body, strict=False)):
            if start + i < total:
                out[start + i] += 0.7 * c + 0.4 * b
    return out


def _mix(*parts: list[float]) -> list[float]:
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def waveform(cue: Cue, rate: int) -> list[float]:
    """The cue as samples in -1..1 at `rate` Hz, mono (each cue 40–300 ms)."""
    rng = random.Random(cue)  # the same cue sounds the same every time
    if cue == "card_laid":  # a soft "thwip": dull noise brightening a little as the card lands
        wave = _noise(rate, 90, 0.93, rng, sweep=0.25)
    elif cue == "card_drawn":
        wave = _noise(rate, 70, 0.85, rng, sweep=-0.1)
    elif cue == "shuffle":  # a riffle: quick thwips one after another
        wave = _mix(*[[0.0] * int(rate * 0.028 * k) + _noise(rate, 45, 0.9, rng) for k in range(8)])
    elif cue == "die_rolled":
        wave = _clicks(rate, [0, 45, 80, 125, 150], 220, rng)
    elif cue == "die_placed":
        wave = _clicks(rate, [0], 60, rng)
    elif cue == "voter_moved":  # a wooden piece slid: a short low knock
        wave = _mix(_tone(rate, 80, 330), _noise(rate, 40, 0.8, rng))
    elif cue == "your_turn":  # a gentle two-note chime (E5, then A5)
        wave = _mix(_tone(rate, 160, 659.3, total_ms=300), _tone(rate, 180, 880.0, start=120, total_ms=300))
    elif cue == "result":  # three rising notes
        wave = _mix(*[_tone(rate, 140, f, start=60 * k, total_ms=280) for k, f in enumerate((523.3, 659.3, 784.0))])
    else:  # ending: a soft major chord
        wave = _mix(*[_tone(rate, 300, f, start=25 * k, total_ms=300) for k, f in enumerate((392.0, 493.9, 587.3))])
    loudest = max(abs(s) for s in wave) or 1.0
    return [s * PEAK / loudest for s in wave]


def samples(cue: Cue, rate: int, channels: int) -> array[int]:
    """The cue as 16-bit signed samples, interleaved for `channels` (what `pygame.mixer.Sound` takes)."""
    out = array("h")
    for s in waveform(cue, rate):
        out.extend([int(s * 32767)] * channels)
    return out
