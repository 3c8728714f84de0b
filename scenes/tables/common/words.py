"""One wording function per event type: how a table's log says what an event carries.

A game's `words.py` fills an `EventWords` with `@WORDS.on_type(RoundStart)` functions, one per payload class of
game/<game>/events.py. Each function gets the event's payload as the viewer received it (already redacted by
the rules) and the table's naming context, and returns one log line or None for an event not worth a line.
`types()` lets a test check that every event type the game declares has its wording. (A game whose events are
not yet typed registers by type name and gets the data mapping.)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from game.core.protocol import Event, Payload
from scenes.engine.i18n import Translator
from scenes.engine.logpanel import Segment

Line = list[Segment]
"""One log line: (text, card id or None) segments; a card id makes the word show that card when hovered."""

ENGLISH = Translator()
"""The source language: what a wording helper speaks when it is given no table's `ctx.tr` (tests, tools)."""

INNER_QUOTES = str.maketrans({"„": "‚", "“": "‘", "”": "’"})
"""Double quotation marks made single, German („…“ → ‚…‘) and English (“…” → ‘…’) alike."""


def inner_quotes(text: str) -> str:
    """A text that will stand inside quotation marks, its own quotes made single (a playtest read „…„…“…“ where a
    move naming a card in quotes was quoted)."""
    return text.translate(INNER_QUOTES)


C = TypeVar("C")
P = TypeVar("P", bound=Payload)
WordFn = Callable[[Mapping[str, Any], C], Line | None]
PayloadWordFn = Callable[[P, C], Line | None]


class EventWords(Generic[C]):
    """The wording functions of one game, keyed by event type."""

    def __init__(self) -> None:
        self._fns: dict[str, Callable[[Any, C], Line | None]] = {}

    def on(self, *types: type[P]) -> Callable[[PayloadWordFn[P, C]], PayloadWordFn[P, C]]:
        """Register the decorated function as the wording of these payload classes (their event types)."""

        def register(fn: PayloadWordFn[P, C]) -> PayloadWordFn[P, C]:
            for payload in types:
                self._add(payload.event_type, fn)
            return fn

        return register

    def on_type(self, *types: str) -> Callable[[WordFn[C]], WordFn[C]]:
        """Register by type name, for a game whose events carry a data mapping (not yet typed)."""

        def register(fn: WordFn[C]) -> WordFn[C]:
            for t in types:
                self._add(t, fn)
            return fn

        return register

    def _add(self, event_type: str, fn: Callable[[Any, C], Line | None]) -> None:
        if event_type in self._fns:
            raise ValueError(f"event type {event_type!r} already has a wording")
        self._fns[event_type] = fn

    def word(self, event: Event, context: C) -> Line | None:
        fn = self._fns.get(event.type)
        if fn is None:  # an event nobody worded still shows up, in plain words, rather than vanishing
            return [(event.type.replace("_", " "), None)]
        return fn(event.data, context)

    def types(self) -> frozenset[str]:
        return frozenset(self._fns)


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def segments(template: str, **parts: str | Segment | Line) -> Line:
    """A log line from a translated sentence: `template` (already through ctx.tr, its names still as
    placeholders) cut at each {name}; a part given as (text, card id) becomes that card's hover segment,
    a list of segments (several cards) goes in whole, a plain str is text. So
    `segments(tr("{seat} lays {card} face up"), seat=name, card=(text, code))` keeps the card hoverable
    wherever the language puts it. A placeholder with no part stays as written."""
    line: Line = []
    pos = 0
    for match in _PLACEHOLDER.finditer(template):
        if match.group(1) not in parts:
            continue
        if match.start() > pos:
            line.append((template[pos:match.start()], None))
        part = parts[match.group(1)]
        if isinstance(part, list):
            line.extend(part)
        else:
            line.append((part, None) if isinstance(part, str) else part)
        pos = match.end()
    if pos < len(template):
        line.append((template[pos:], None))
    return _merged(line)


def _merged(line: Line) -> Line:
    """Neighbouring plain segments as one (the log wraps and hovers by segment)."""
    out: Line = []
    for text, card in line:
        if not text:
            continue
        if out and card is None and out[-1][1] is None:
            out[-1] = (out[-1][0] + text, None)
        else:
            out.append((text, card))
    return out


def plain(line: Line | None) -> str:
    """A line's text without its card marks."""
    return "".join(text for text, _ in line) if line else ""


def whose_undo_label(what: Sequence[str], name: str, fits: Callable[[str], bool], tr: Translator = ENGLISH) -> str:
    """"Undo Ada's coalition offer": the Undo button while the public view is on the screen says whose move it
    takes back (playtest 5). The first of `what` (the move's words, longest first, already in the reader's
    language) that `fits` with the mover's name, else "Undo Ada's move", else the name cut until that fits.
    `tr`: the table's translator (ctx.tr)."""
    labels = [tr("Undo {name}'s {move}", name=name, move=words) for words in what]
    for label in (*labels, tr("Undo {name}'s move", name=name)):
        if fits(label):
            return label
    cut = name
    while len(cut) > 1 and not fits(tr("Undo {name}'s move", name=cut.rstrip() + "…")):
        cut = cut[:-1]
    return tr("Undo {name}'s move", name=cut.rstrip() + "…")


def worded(tr: Translator, text: object) -> str:
    """A text the rules handed over in the reader's language: one that keeps the English it was filled from
    (a `template` with `names`, as game/demos/worded.py's Worded and WordedError carry) is translated whole;
    any other is shown as it is."""
    template = getattr(text, "template", None)
    if not isinstance(template, str) or not template:
        return str(text)
    names = getattr(text, "names", None) or {}
    return tr(template, **names)
