"""What the online server and client said, in the reader's language.

The server's refusals arrive as English text (game/online/words.py writes each once, as a marked template);
a text is matched against those templates, and the one it was filled from is translated with the names it
was filled with. A name that is itself one of those messages (the reason inside "The server closed the
connection: …") is said in the reader's language too. A text from no template (a system's words) is shown as
it came.
"""

from __future__ import annotations

import re
from functools import cache

from game.online.words import SAID
from scenes.engine.i18n import N_, Translator

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
NESTED = frozenset({"problem", "reason"})
"""The names that may hold another message of the server or client."""
SYSTEM = {"ConnectionRefusedError": N_("nothing listens at that port"),
          "TimeoutError": N_("no answer in time"),
          "gaierror": N_("this network knows no such name")}
"""The system's reasons a connection fails ("ConnectionRefusedError: [Errno 111] …"), said plainly."""


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each template as a pattern whose groups are its names; the ones with the most fixed words first."""
    out = []
    for template in SAID:
        parts = _PLACEHOLDER.split(template)
        pattern = "".join(re.escape(part) if k % 2 == 0 else f"(?P<{part}>.*?)" for k, part in enumerate(parts))
        out.append((re.compile(pattern + r"\Z", re.DOTALL), template))
    out.sort(key=lambda item: -len(_PLACEHOLDER.sub("", item[1])))
    return tuple(out)


def online_words(tr: Translator, text: str, depth: int = 0) -> str:
    """`text` (a refusal, a link's problem) in the reader's language when it is one of the server's or client's
    messages; else as it is."""
    for pattern, template in _patterns():
        found = pattern.match(text)
        if found is None:
            continue
        names = {name: _nested(tr, value, depth) if name in NESTED else value
                 for name, value in found.groupdict().items()}
        return tr(template, **names)
    return text


def _nested(tr: Translator, text: str, depth: int) -> str:
    kind = text.split(":", 1)[0].strip()
    if kind in SYSTEM:
        return tr(SYSTEM[kind])
    return online_words(tr, text, depth + 1) if depth < 3 else text
