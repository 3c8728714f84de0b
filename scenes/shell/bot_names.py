"""How Hustings names bots: a name players can tell apart and remember, with the difficulty a player picks
them by beside it ("Greta (Hard)"), never the level id that saves, logs and the simulator use ("search").
Pure words, no pygame: the history reads them too.

A name is made in the player's language when the seat is made ("Greta (Schwer)" in German) and stays so in
the save, the log and the history, as any name typed in does; `tr` is the app's translator (None: English)."""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache

from scenes.engine.i18n import N_, Translator

LEVEL_WORDS = {"random": N_("Beginner"), "heuristic": N_("Normal"), "search": N_("Hard")}
"""The bot levels as a difficulty a player chooses by: the level ids stay what saves and the simulator use."""

LEVELS_HELP = N_("Beginner plays at random, Normal by rules of thumb, Hard thinks ahead (slower)")
"""What the difficulties mean, beside every choice of a seat's kind."""

BOT_MARK = " (bot)"
"""How a person's seat handed to a bot is named ("Alice (bot)"): still the person's seat in the log, the
scores, the end screen and the history. In German "Alice (Bot)": a mark is told apart from a name whatever
its capitals (see `without_bot_mark`)."""
ENGLISH = Translator()


def bot_mark(tr: Translator | None = None) -> str:
    """" (bot)" in the player's language."""
    word = (tr or ENGLISH).trc("seat mark", "bot")
    return f" ({word})"


def without_bot_mark(name: str, tr: Translator | None = None) -> str | None:
    """"Alice" of "Alice (bot)" (or of the mark in the player's language, whatever its capitals), None when the
    name has no mark."""
    folded = name.casefold()
    for mark in dict.fromkeys((BOT_MARK, bot_mark(tr))):
        if folded.endswith(mark.casefold()) and len(name) >= len(mark):
            return name[: len(name) - len(mark)]
    return None


def difficulty(level: str, tr: Translator | None = None) -> str:
    """"Hard" for the search level; a level with no difficulty word is named by its id."""
    words = LEVEL_WORDS.get(level)
    return (tr or ENGLISH)(words) if words is not None else level.capitalize()


NAMES_FILE = ("names", "bots.json")
"""Under assets/: the bots' names, one per seat in order."""
MIN_NAMES = 14
"""Enough for every seat of the largest table (7) even when each person has taken one of the names."""
_WITH_DIFFICULTY = re.compile(r"^(?P<name>.+) \((?P<difficulty>[^()]+)\)$")


class BotNamesError(ValueError):
    """The shipped names file is damaged: a packaging mistake, named in one line."""


@cache
def bot_names() -> tuple[str, ...]:
    """The bots' names from assets/names/bots.json, checked: distinct, short, no brackets, enough of them."""
    from assets import asset_path
    from game.core.jsonio import JsonFileError, read_json

    path = asset_path(*NAMES_FILE)
    try:
        raw = read_json(path, max_bytes=64 * 1024)
        names = raw["names"]
    except (JsonFileError, KeyError, TypeError) as exc:
        raise BotNamesError(f"{path.name} cannot be read: {exc}") from None
    if not isinstance(names, list) or not all(isinstance(n, str) and 0 < len(n) <= 12 and n.strip() == n
                                              and "(" not in n and ")" not in n for n in names):
        raise BotNamesError(f"{path.name}: every name is a word of 1 to 12 letters without brackets")
    if len({n.casefold() for n in names}) != len(names) or len(names) < MIN_NAMES:
        raise BotNamesError(f"{path.name}: at least {MIN_NAMES} names, each once")
    return tuple(names)


def first_name(bot: str) -> str:
    """"Greta" of "Greta (Hard)"; a name without a difficulty is itself."""
    found = _WITH_DIFFICULTY.match(bot)
    return found["name"] if found else bot


def default_bot_name(level: str, index: int, taken: Collection[str] = (), tr: Translator | None = None) -> str:
    """A new bot's name in seat `index`: the seat's own name from the list and its difficulty ("Greta (Hard)";
    playtest: "Hard bot 3" beside "Hard bot 4" was hard to tell apart or remember). A name in `taken` (the
    people's names at the table, the other bots') is skipped, so nobody shares a name with a bot."""
    names = bot_names()
    used = {first_name(n).casefold() for n in taken}
    for step in range(len(names)):
        name = names[(index + step) % len(names)]
        if name.casefold() not in used:
            return f"{name} ({difficulty(level, tr)})"
    # more names taken than the list holds
    tr = tr or ENGLISH
    return tr("{level} bot {number}", level=difficulty(level, tr), number=index + 1)
