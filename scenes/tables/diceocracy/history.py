"""What the Diceocracy table derives from the game's history besides the log lines, as log listeners (see
scenes.tables.common.logbook): the scoring events, for the result panel, and the bag's latest turn in words,
for the solo opponent's panel. The log book tells them every event once, in order, and tells them again
from the start after an undo or a step back, so they never hold a move that was taken back."""

from __future__ import annotations

from collections.abc import Callable

from game.core.protocol import Event
from game.diceocracy import events as ev
from game.diceocracy.events import BAG
from scenes.tables.common.words import Line, plain

SCORING = ("district_scoring", "final_scoring")
BAG_TURN = ("bag_drawn", "bag_tie", "card_removed")
"""Events of the bag's turn besides its own "turn" (the die it takes)."""


class ScoringEvents:
    """The election's events so far: each district's scoring, then the final count."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def reset(self) -> None:
        self.events = []

    def see(self, event: Event) -> None:
        if event.type in SCORING:
            self.events.append(event)

    def districts(self) -> list[Event]:
        return [e for e in self.events if e.type == "district_scoring"]


class BagStory:
    """The bag's latest turn in words: its draw and roll, the die it took (and why, when not the rolled one),
    a tie left to the player, the card it removed. A new draw starts a new story."""

    def __init__(self, word: Callable[[Event], Line | None]) -> None:
        self.word = word
        self.lines: list[str] = []
        self.just_told = False
        """Did the last event seen add to the story? (The table narrates the bag's turn in the prompt.)"""

    def reset(self) -> None:
        self.lines = []
        self.just_told = False

    def see(self, event: Event) -> None:
        self.just_told = False
        if event.type == "bag_drawn":
            self.lines = []
        if event.type in BAG_TURN or (isinstance(event.data, ev.Turn) and event.data.seat == BAG):
            line = self.word(event)
            if line:
                self.lines.append(plain(line))
                self.just_told = True
