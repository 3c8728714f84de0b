"""The server's tables in one SQLite file (standard library), so a restarted server resumes every game.

Each accepted action is appended in the transaction the server commits before it acknowledges the move, and
the file is in WAL mode with `synchronous=NORMAL`: a killed server process (even `kill -9`) loses nothing it
acknowledged, because a committed WAL frame is in the operating system's hands. (A power cut may lose the last
moments; a game is then a move or two shorter, never damaged.)

A table is stored as what replays it, (game, rules version, options, seats, seed, actions), plus its codes and
chat; never a state.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.match import LoggedAction, MatchRecord, SeatSpec

SCHEMA_VERSION = 1
FILE_NAME = "hustings-server.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, rules_version TEXT NOT NULL, options TEXT NOT NULL,
    seats TEXT NOT NULL, people TEXT NOT NULL, seed INTEGER NOT NULL, created REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0, started INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS codes (
    code TEXT PRIMARY KEY, table_id TEXT NOT NULL, seat INTEGER, host INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, player INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (table_id, n));
CREATE TABLE IF NOT EXISTS chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT, table_id TEXT NOT NULL, seat INTEGER, name TEXT NOT NULL,
    text TEXT NOT NULL);
"""


class StoreError(RuntimeError):
    """The data file cannot be used (not a Hustings server file, another schema, unreadable)."""


@dataclass
class StoredTable:
    """One table as the file holds it: enough to rebuild its match and let its players back in."""

    id: str
    record: MatchRecord
    people: dict[int, SeatSpec]
    """The open seats' people as they joined: what a seat handed to a bot goes back to."""
    codes: dict[str, int | None]
    host_code: str
    chat: list[tuple[int | None, str, str]] = field(default_factory=list)
    started: bool = True


class Store:
    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / FILE_NAME
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(_SCHEMA)
            row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None:
                self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif row[0] != str(SCHEMA_VERSION):
                raise StoreError(f"{self.path} holds tables of server schema {row[0]}; this Hustings reads "
                                 f"schema {SCHEMA_VERSION}.")
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path} cannot be used as the server's data file ({exc}).") from None

    def close(self) -> None:
        self.db.close()

    def _transaction(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def create_table(self, table_id: str, record: MatchRecord, people: dict[int, SeatSpec],
                     codes: dict[str, int | None], host_code: str, started: bool = True) -> None:
        db = self._transaction()
        try:
            db.execute("INSERT INTO tables (id, game, rules_version, options, seats, people, seed, created, started)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (table_id, record.game, record.rules_version, json.dumps(record.options),
                        _seats_json(record.seats), _people_json(people), record.seed, time.time(), int(started)))
            db.executemany("INSERT INTO codes VALUES (?, ?, ?, ?)",
                           [(code, table_id, seat, int(code == host_code)) for code, seat in codes.items()])
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def append_action(self, table_id: str, n: int, player: int, action: dict[str, Any], finished: bool) -> None:
        """The `n`-th action (from 0), committed before the move is acknowledged."""
        db = self._transaction()
        try:
            db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", (table_id, n, player, json.dumps(action)))
            if finished:
                db.execute("UPDATE tables SET finished=1 WHERE id=?", (table_id,))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def drop_last_action(self, table_id: str, n: int) -> None:
        """A take-back: the `n`-th action is no longer in the game."""
        self.db.execute("DELETE FROM actions WHERE table_id=? AND n=?", (table_id, n))

    def mark_started(self, table_id: str) -> None:
        self.db.execute("UPDATE tables SET started=1 WHERE id=?", (table_id,))

    def set_seats(self, table_id: str, seats: Sequence[SeatSpec], people: dict[int, SeatSpec]) -> None:
        self.db.execute("UPDATE tables SET seats=?, people=? WHERE id=?",
                        (_seats_json(seats), _people_json(people), table_id))

    def add_chat(self, table_id: str, seat: int | None, name: str, text: str) -> None:
        self.db.execute("INSERT INTO chat (table_id, seat, name, text) VALUES (?, ?, ?, ?)",
                        (table_id, seat, name, text))

    def unfinished(self) -> Iterator[StoredTable | tuple[str, str]]:
        """Every table whose game has not ended; a row that cannot be read is (table id, why) instead."""
        rows = self.db.execute("SELECT id, game, rules_version, options, seats, people, seed, started FROM tables "
                               "WHERE finished=0 ORDER BY created").fetchall()
        for table_id, game, rules_version, options, seats, people, seed, started in rows:
            try:
                yield self._table(table_id, game, rules_version, options, seats, people, seed, started)
            except (ValueError, TypeError, KeyError) as exc:
                yield table_id, f"{type(exc).__name__}: {str(exc)[:200]}"

    def table_with_code(self, code: str) -> str | None:
        row = self.db.execute("SELECT table_id FROM codes WHERE code=?", (code,)).fetchone()
        return None if row is None else str(row[0])

    def table(self, table_id: str) -> StoredTable:
        """One table, finished or not (KeyError when the file has none of that id)."""
        row = self.db.execute("SELECT id, game, rules_version, options, seats, people, seed, started FROM tables "
                              "WHERE id=?",
                              (table_id,)).fetchone()
        if row is None:
            raise KeyError(f"There is no table {table_id!r} in {self.path}.")
        return self._table(*row)

    def _table(self, table_id: str, game: str, rules_version: str, options: str, seats: str, people: str,
               seed: int, started: int = 1) -> StoredTable:
        actions = tuple(
            LoggedAction(player=player, action=json.loads(action))
            for player, action in self.db.execute(
                "SELECT player, action FROM actions WHERE table_id=? ORDER BY n", (table_id,))
        )
        record = MatchRecord(game=game, rules_version=rules_version, options=json.loads(options),
                             seats=tuple(SeatSpec.model_validate(s) for s in json.loads(seats)), seed=seed,
                             actions=actions)
        codes: dict[str, int | None] = {}
        host = ""
        for code, seat, is_host in self.db.execute("SELECT code, seat, host FROM codes WHERE table_id=?",
                                                   (table_id,)):
            codes[code] = seat
            if is_host:
                host = code
        chat = [(seat, name, text) for seat, name, text in self.db.execute(
            "SELECT seat, name, text FROM chat WHERE table_id=? ORDER BY id", (table_id,))]
        return StoredTable(table_id, record,
                           {int(k): SeatSpec.model_validate(v) for k, v in json.loads(people).items()},
                           codes, host, chat, bool(started))


def _seats_json(seats: Sequence[SeatSpec]) -> str:
    return json.dumps([seat.model_dump(mode="json") for seat in seats])


def _people_json(people: dict[int, SeatSpec]) -> str:
    return json.dumps({str(k): v.model_dump(mode="json") for k, v in people.items()})
