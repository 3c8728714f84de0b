"""The local history of finished games (JSON, written atomically) and its statistics.

Pure Python (no pygame): games and wins per player name, per game, per player within a game, and, where the
result names roles (Dindex: `Result.details["roles"]`), per role. A game is credited to the people who played
it: a person's seat that a bot finished ("Alice (bot)") still counts for that person, once, marked as finished
by a bot. A solo game has no one to beat: it is recorded with its score and rank title, never as a win.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from game.core.files import write_atomic
from game.core.jsonio import JsonFileError, JsonFileMissing, read_json
from game.core.match import Match, MatchRecord, SeatSpec
from game.core.protocol import Result
from scenes.shell.bot_names import difficulty, without_bot_mark

MAX_HISTORY_BYTES = 16 * 1024 * 1024


class HistoryEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    finished_at: str
    game: str
    title: str
    seats: tuple[SeatSpec, ...]
    winners: tuple[int, ...]
    reason: str = ""
    scores: dict[str, float] = {}
    roles: dict[str, str] = {}
    actions: int = 0
    record_file: str | None = None
    game_key: str | None = None
    """game_key(record) of the finished game: the same game finished twice is counted once."""
    rank: str = ""
    """A solo game's rank title for its score (Diceocracy: `Result.details["solo_rank"]`)."""

    @property
    def solo(self) -> bool:
        """A game of one seat: it has a score (and maybe a rank title), no one to win against."""
        return len(self.seats) == 1


def game_key(record: MatchRecord) -> str:
    """A short fingerprint of a whole game (set-up and every action), the same on every machine and run."""
    return hashlib.sha256(record.model_dump_json().encode("utf-8")).hexdigest()[:24]


def roles_of(details: Mapping[str, Any], seats: int) -> dict[str, str]:
    """Seat → role from `details["roles"]`, given as a list by seat or a mapping keyed by seat."""
    raw = details.get("roles")
    if isinstance(raw, Mapping):
        return {str(k): str(v) for k, v in raw.items() if str(k).isdigit() and int(k) < seats}
    if isinstance(raw, Sequence) and not isinstance(raw, str):
        return {str(i): str(v) for i, v in enumerate(raw) if i < seats and v is not None}
    return {}


def entry_for(match: Match, result: Result, when: datetime, record_file: Path | None) -> HistoryEntry:
    return HistoryEntry(
        finished_at=when.isoformat(timespec="seconds"),
        game=match.rules.game_id,
        title=match.rules.title,
        seats=tuple(match.seats),
        winners=tuple(result.winners),
        reason=result.reason,
        scores={str(k): float(v) for k, v in result.scores.items()},
        roles=roles_of(result.details, match.num_players),
        actions=len(match.actions),
        record_file=record_file.name if record_file is not None else None,
        game_key=game_key(match.record()),
        rank=str(result.details.get("solo_rank") or ""),
    )


class History:
    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> list[HistoryEntry]:
        """Every readable entry; a damaged file is set aside (history.json.damaged) rather than lost or fatal."""
        try:
            raw = read_json(self.path, max_bytes=MAX_HISTORY_BYTES)
            if not isinstance(raw, dict) or not isinstance(raw.get("games"), list):
                raise JsonFileError("it is not a Hustings history")
        except JsonFileMissing:
            return []
        except JsonFileError as exc:
            self.set_aside(str(exc))
            return []
        entries = []
        for item in raw["games"]:
            try:
                entries.append(HistoryEntry.model_validate(item))
            except ValidationError:
                continue  # one bad entry must not hide all the others
        return entries

    def set_aside(self, reason: str) -> Path | None:
        """Move a damaged history out of the way under a name no earlier damaged copy has, and say so."""
        target = self.path.with_name(self.path.name + ".damaged")
        copy = 1
        while target.exists() or target.is_symlink():
            copy += 1
            target = self.path.with_name(f"{self.path.name}.damaged-{copy}")
        try:
            self.path.replace(target)
        except OSError as exc:
            print(f"hustings: history file {self.path} is damaged ({reason}) and could not be moved aside: "
                  f"{exc.strerror or exc}", file=sys.stderr)
            return None
        print(f"hustings: history file {self.path} is damaged ({reason}); kept as {target.name}, "
              "starting a new one", file=sys.stderr)
        return target

    def add(self, entry: HistoryEntry) -> None:
        """Append a finished game, once: an entry whose game is already there (by game_key) is not added."""
        entries = self.load()
        if entry.game_key is not None and any(e.game_key == entry.game_key for e in entries):
            return
        entries.append(entry)
        payload = {"format": 1, "games": [e.model_dump(mode="json") for e in entries]}
        write_atomic(self.path, json.dumps(payload, indent=1, ensure_ascii=False))


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    by_bot: int = 0
    """Games of a person that a bot finished for them (their seat handed to a bot before the end)."""

    def add(self, won: bool, by_bot: bool = False) -> None:
        self.games += 1
        self.wins += int(won)
        self.by_bot += int(by_bot)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class SoloTally:
    """One player's solo games of one title: how many, and the best score with its rank title."""

    games: int = 0
    best: float | None = None
    best_rank: str = ""
    by_bot: int = 0

    def add(self, score: float | None, rank: str, by_bot: bool) -> None:
        self.games += 1
        self.by_bot += int(by_bot)
        if score is not None and (self.best is None or score > self.best):
            self.best, self.best_rank = score, rank


@dataclass
class Stats:
    total: int = 0
    contests: int = 0
    """Games of two or more seats: the ones that have winners and count in the win tallies."""
    per_player: dict[str, Tally] = field(default_factory=dict)
    """Per person (bots by level): the games of two or more seats they played, each game once."""
    per_game: dict[str, Tally] = field(default_factory=dict)
    """Per game title: `games` played (solo included); `wins` counts games that had at least one winner."""
    per_game_player: dict[tuple[str, str], Tally] = field(default_factory=dict)
    per_role: dict[tuple[str, str], Tally] = field(default_factory=dict)
    """(game title, role) → how often that role was played and won."""
    solo: dict[tuple[str, str], SoloTally] = field(default_factory=dict)
    """(game title, player) → the solo games, scored and ranked instead of won."""
    bots: dict[str, str] = field(default_factory=dict)
    """A bot's record name ("Normal bot") → its level, so the screen can name it in the player's language."""


@dataclass(frozen=True)
class Credit:
    """Whose record a seat counts towards, and whether a bot finished that person's game."""

    name: str
    by_bot: bool = False
    level: str | None = None
    """For a bot's record: its level (the name is its difficulty in English, shown in the player's language)."""


def credit(seat: SeatSpec) -> Credit:
    """A person by name; a person's seat a bot finished ("Alice (bot)", in German "Alice (Bot)") still Alice's,
    marked; any other bot by its difficulty, so "Normal bot" has one record whatever its seats were called."""
    if not seat.is_bot:
        return Credit(seat.name)
    person = (without_bot_mark(seat.name) or "").strip()
    if person:
        return Credit(person, by_bot=True)
    level = seat.level or "random"
    return Credit(f"{difficulty(level)} bot", level=level)


def player_name(seat: SeatSpec) -> str:
    """Whose record a seat counts towards (see credit)."""
    return credit(seat).name


def solo_score(entry: HistoryEntry) -> float | None:
    return entry.scores.get("0")


def statistics(entries: Iterable[HistoryEntry]) -> Stats:
    stats = Stats()
    for entry in entries:
        stats.total += 1
        if entry.solo:
            stats.per_game.setdefault(entry.title, Tally()).add(False)
            player = credit(entry.seats[0])
            if player.level is not None:
                stats.bots[player.name] = player.level
            stats.solo.setdefault((entry.title, player.name), SoloTally()).add(
                solo_score(entry), entry.rank, player.by_bot)
            continue
        stats.contests += 1
        stats.per_game.setdefault(entry.title, Tally()).add(bool(entry.winners))
        # one game counts once per name, won if any of its seats won (three random bots are one record)
        people: dict[str, tuple[bool, bool]] = {}
        for index, seat in enumerate(entry.seats):
            won = index in entry.winners
            player = credit(seat)
            if player.level is not None:
                stats.bots[player.name] = player.level
            won_before, by_bot_before = people.get(player.name, (False, False))
            people[player.name] = (won_before or won, by_bot_before or player.by_bot)
            role = entry.roles.get(str(index))
            if role:
                stats.per_role.setdefault((entry.title, role), Tally()).add(won)
        for name, (won, by_bot) in people.items():
            stats.per_player.setdefault(name, Tally()).add(won, by_bot)
            stats.per_game_player.setdefault((entry.title, name), Tally()).add(won, by_bot)
    return stats
