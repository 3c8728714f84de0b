"""How Hustings names bots: by the difficulty a player picks them by ("Hard bot 3"), never by the level id
that saves, logs and the simulator use ("search"). Pure words, no pygame: the history reads them too."""

from __future__ import annotations

LEVEL_WORDS = {"random": "Beginner", "heuristic": "Normal", "search": "Hard"}
"""The bot levels as a difficulty a player chooses by: the level ids stay what saves and the simulator use."""

LEVELS_HELP = "Beginner plays at random, Normal by rules of thumb, Hard thinks ahead (slower)"
"""What the difficulties mean, beside every choice of a seat's kind."""

BOT_MARK = " (bot)"
"""How a person's seat handed to a bot is named ("Alice (bot)"): still the person's seat in the log, the
scores, the end screen and the history."""


def difficulty(level: str) -> str:
    """"Hard" for the search level; a level with no difficulty word is named by its id."""
    return LEVEL_WORDS.get(level, level.capitalize())


def default_bot_name(level: str, index: int) -> str:
    """A new bot's name in seat `index` ("Hard bot 3"), not "Search bot 3" (playtest: "Heuristic bot 3"
    beside a menu that says Normal)."""
    return f"{difficulty(level)} bot {index + 1}"
