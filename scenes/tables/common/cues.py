"""Which cue a batch of events plays: each game's table package has a `sounds.py` with `CUES`, a mapping from
its event types to the cue names of scenes.engine.sound; the table base reads it here, by the table's own
package, so the framework never imports a game's table."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping

from game.core.protocol import Event
from scenes.engine.sound import Cue, most_important


def cue_map(table_type: type) -> Mapping[str, Cue]:
    """The `CUES` of the package `table_type` is defined in ({} when that package has no sounds.py)."""
    package = table_type.__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.sounds")
    except ModuleNotFoundError:
        return {}
    cues: Mapping[str, Cue] = module.CUES
    return cues


def cue_for(events: Iterable[Event], cues: Mapping[str, Cue]) -> Cue | None:
    """The one cue a batch plays: the most important of its events' cues (None when none has one)."""
    return most_important([cues[e.type] for e in events if e.type in cues])
