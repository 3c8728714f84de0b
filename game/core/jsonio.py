"""The one reader for Hustings' own JSON files (saves, settings, history, game data): bounded, never a crash.

A player's folder may hold anything: a file damaged by a crash or an editor, a FIFO, a link to /dev/zero,
JSON nested ten thousand levels deep or a number of a million digits. Python's json module answers those
with RecursionError, ValueError or a read that never ends. Here every such file becomes one `JsonFileError`
with a one-line reason, which each caller words as its own error (LoadError, "settings damaged", ...).
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from game.core.words import N_, Phrase, WordedError

MAX_DEPTH = 64
"""Deeper than any file Hustings writes (a save is about six levels), far below Python's recursion limit."""

GAME_DATA_MAX_BYTES = 1 << 20
"""A game's component file (cards, districts, tasks): the largest is 63 KB; a megabyte is damage."""

MAX_NUMBER_DIGITS = 100
"""Seeds and scores are short; a longer number is damage, and converting it would cost quadratic time."""

_READ_CHUNK = 1 << 16
# A string runs to its closing quote, or to the end of a damaged text: then every match succeeds and one
# pass stays linear (a pattern that could fail would be retried from every later quote).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST_PAIR = re.compile(r"\[\]|\{\}")


class JsonFileError(WordedError):
    """A file that cannot be read as JSON; the message is one line saying why, without the file's name (a worded
    error: the app says it in the player's language)."""


class JsonFileMissing(JsonFileError):
    """There is no file at the path (callers often read this as "nothing saved yet")."""


class JsonSyntaxError(JsonFileError):
    """The text is not JSON at all (as opposed to JSON that is too deep or holds an unusable number)."""


def read_json(path: Path, *, max_bytes: int) -> Any:
    """The decoded content of the regular file at `path`, at most `max_bytes` long and `MAX_DEPTH` deep."""
    data = read_regular_file(path, max_bytes=max_bytes)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonFileError(N_("it is not UTF-8 text (byte {byte})"), byte=exc.start) from None
    return parse_json(text)


def read_regular_file(path: Path, *, max_bytes: int) -> bytes:
    """The bytes of a regular file (a link to one is fine); folders, devices, FIFOs and sockets are refused.

    The file is opened without blocking and checked on the open descriptor, so a FIFO cannot hang the
    caller and a file swapped between the check and the read is still the one checked.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise JsonFileError(N_("it is a link to a file that does not exist")) from None
        raise JsonFileMissing(N_("there is no such file")) from None
    except IsADirectoryError:
        raise JsonFileError(N_("it is a folder, not a file")) from None
    except OSError as exc:
        raise JsonFileError(N_("it cannot be opened ({reason})"), reason=exc.strerror or type(exc).__name__) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise JsonFileError(N_("it is {kind}, not a regular file"), kind=file_kind(info.st_mode))
        if info.st_size > max_bytes:
            raise JsonFileError(N_("it is too large ({size} bytes; at most {limit})"), size=info.st_size,
                                limit=max_bytes)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:  # the size may have grown since fstat: never read more than the limit + 1
            chunk = os.read(fd, min(_READ_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise JsonFileError(N_("it is too large (more than {limit} bytes)"), limit=max_bytes)
        return b"".join(chunks)
    except OSError as exc:
        raise JsonFileError(N_("it cannot be read ({reason})"), reason=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)


def parse_json(text: str, *, max_depth: int = MAX_DEPTH) -> Any:
    """Decode JSON text; too deep, too long a number, NaN/Infinity or a syntax error is a JsonFileError."""
    if nesting_exceeds(text, max_depth):
        raise JsonFileError(N_("it is nested more than {depth} levels deep"), depth=max_depth)
    try:
        return json.loads(text, parse_int=_whole_number, parse_float=_finite_number, parse_constant=_no_constant)
    except JsonFileError:
        raise
    except json.JSONDecodeError as exc:
        raise JsonSyntaxError(N_("it is not valid JSON ({problem} at line {line}, column {column})"),
                              problem=exc.msg, line=exc.lineno, column=exc.colno) from None
    except RecursionError:  # unbalanced brackets the depth check cannot pair up
        raise JsonFileError(N_("it is nested too deeply")) from None
    except ValueError as exc:
        raise JsonFileError(N_("it is not valid JSON ({problem})"), problem=exc) from None


def nesting_exceeds(text: str, limit: int) -> bool:
    """True when brackets nest deeper than `limit` (brackets inside strings do not count).

    Each pass removes the innermost pairs, so `limit` passes empty any text nested at most `limit` deep;
    the passes run in C (re), fast even on a 16 MB history, and a run of more than `limit` opening
    brackets ends the search at once.
    """
    brackets = _NOT_A_BRACKET.sub("", _STRING.sub("", text))
    too_many_opened = re.compile(r"[\[{]{" + str(limit + 1) + "}")  # limit + 1 opening brackets in a row
    for _ in range(limit):
        if not brackets:
            return False
        if too_many_opened.search(brackets):  # the usual attack, found without `limit` slow passes
            return True
        brackets, removed = _INNERMOST_PAIR.subn("", brackets)
        if not removed:
            return len(brackets) > limit  # unbalanced: bad JSON, and too deep to hand to the decoder if long
    return bool(brackets)


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise JsonFileError(N_("it holds a number of more than {digits} digits"), digits=MAX_NUMBER_DIGITS)
    return int(digits)


def _finite_number(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise JsonFileError(N_("it holds a number of more than {digits} digits"), digits=MAX_NUMBER_DIGITS)
    value = float(text)
    if not math.isfinite(value):
        raise JsonFileError(N_("it holds the number {number}, too large to be one"), number=text)
    return value


def _no_constant(name: str) -> Any:
    raise JsonFileError(N_("it holds {name}, which is not a number in JSON"), name=name)


def file_kind(mode: int) -> Phrase:
    """What a file that is not a regular one is, in words ("a pipe (FIFO)", "a device", ...): a Phrase, which
    the app translates in the sentence it stands in."""
    if stat.S_ISDIR(mode):
        return Phrase(N_("a folder"))
    if stat.S_ISFIFO(mode):
        return Phrase(N_("a pipe (FIFO)"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Phrase(N_("a device"))
    if stat.S_ISSOCK(mode):
        return Phrase(N_("a socket"))
    return Phrase(N_("a special file"))
