"""Which cue a batch of events plays: each game's table package has a `sounds.py` with `CUES`, a mapping from
its event types to the cue names of scenes.engine.sound, which its table class declares as `cues`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.core.protocol import Event
from scenes.engine.sound import Cue, most_important


def cue_for(events: Iterable[Event], cues: Mapping[str, Cue]) -> Cue | None:
    """The one cue a batch plays: the most important of its events' cues (None when none has one)."""
    return most_important([cues[e.type] for e in events if e.type in cues])
