"""Load and Replay: the saves in the user's saves folder (and, for Replay, finished games and the autosave)
with game, date and seats. A damaged save is listed as such; opening it says why and changes nothing.
Anything that is not a regular file (a FIFO, a device, a dangling link) is listed as skipped, never read."""

from __future__ import annotations

import os
import queue
import stat
import threading
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Literal

import pygame

from game.core.jsonio import file_kind
from game.core.match import LoadError, MatchRecord, read_record
from game.core.names import printable
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator, error_words, when_words
from scenes.engine.widgets import Button, ListItem, ScrollList
from scenes.shell.base import MessageBox, ShellScene
from scenes.shell.timeline import unit_words

NOTE_WORDS = {"damaged": N_("damaged"), "unfinished": N_("unfinished"), "autosave": N_("autosave"),
              "finished": N_("finished")}
"""The rows' notes (the code's keys) as the player reads them."""
ENGLISH = Translator()

Purpose = Literal["play", "replay"]


def file_info(path: Path) -> os.stat_result | None:
    """The file's stat, following links; None for a link that leads nowhere or a file gone meanwhile."""
    try:
        return path.stat()
    except OSError:
        return None


def item(label: str, detail: str, path: Path, note: str, tr: Translator) -> ListItem:
    words = tr(NOTE_WORDS[note]) if note in NOTE_WORDS else None
    return ListItem(label, detail, path, note=note, note_words=words)


def describe(path: Path, titles: Mapping[str, str], note: str = "", progress: str = "",
             tr: Translator = ENGLISH) -> ListItem:
    """One row: the save's name, then game · round or term (once read, see SaveProgress) · date · seats · moves,
    or what is wrong with it; in the player's language (`tr`)."""
    # A file name may hold bytes that are no text (they arrive as lone surrogates): shown, never a crash.
    name = printable(path.stem)
    info = file_info(path)
    if info is None or not stat.S_ISREG(info.st_mode):
        what = tr("a link to nothing") if info is None else tr(file_kind(info.st_mode))
        return item(f"⚠ {name}", tr("skipped: {what}, not a saved game", what=what), path, "damaged", tr)
    when = when_words(tr, datetime.fromtimestamp(info.st_mtime))
    try:
        record = read_record(path)
    except LoadError as exc:
        return item(f"⚠ {name}", printable(f"{when} · {error_words(tr, exc)}"), path, "damaged", tr)
    title = titles.get(record.game, record.game)
    seats = ", ".join(s.name for s in record.seats_now)
    # finished files have stamp names
    label = tr("{game}, finished {when}", game=title, when=when) if note == "finished" else name
    moves = tr.trn("{count} move", "{count} moves", len(record.actions))
    detail = (tr("{game} · {progress} · {when} · {seats} · {moves}", game=title, progress=progress, when=when,
                 seats=seats, moves=moves) if progress
              else tr("{game} · {when} · {seats} · {moves}", game=title, when=when, seats=seats, moves=moves))
    return item(printable(label), printable(detail), path, note, tr)


def list_saves(folder: Path, titles: Mapping[str, str], note: str = "", tr: Translator = ENGLISH) -> list[ListItem]:
    if not folder.is_dir():
        return []
    files = sorted(folder.glob("*.json"), key=lambda p: getattr(file_info(p), "st_mtime", 0.0), reverse=True)
    return [describe(p, titles, note, tr=tr) for p in files]


Progress = tuple[str, int]
"""(the game's word for its rounds, the round): ("term", 2)."""
ProgressKey = tuple[str, int, int]
_progress_seen: dict[ProgressKey, Progress | None] = {}
"""(path, modification time, size) → ("round", 9): a save once read is not replayed again while it is unchanged."""


def save_progress(path: Path) -> Progress | None:
    """Where the saved game stands, ("round", 9) or ("term", 2) (its public view's round or term), or None when the
    game has no rounds or the save cannot be replayed (opening it says why)."""
    from game.core.match import Match
    from game.core.protocol import IllegalAction

    try:
        match = Match.from_record(read_record(path))
    except (LoadError, IllegalAction, ValueError, KeyError):
        return None
    progress = match.rules.progress(match.view(None))
    return (progress.unit, progress.number) if progress.number is not None else None


def progress_words(path: Path, tr: Translator = ENGLISH) -> str:
    """Where the saved game stands in words, "round 9" or "term 2", or "" (see save_progress)."""
    found = save_progress(path)
    return unit_words(tr, found[0], "number", found[1]) if found is not None else ""


class SaveProgress:
    """Reads each save's round or term on a worker thread: it takes a replay of the save (a tenth of a second
    for a long game), so the list opens at once and each row gains its round as it is read."""

    def __init__(self, paths: list[Path]) -> None:
        self._found: queue.SimpleQueue[tuple[Path, Progress]] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._read, args=(paths,), name="save-progress", daemon=True)

    def start(self) -> None:
        """Begin reading (once): the screen calls it after its first frame, which the worker would slow."""
        if self._thread.ident is None:
            self._thread.start()

    def _read(self, paths: list[Path]) -> None:
        for path in paths:
            info = file_info(path)
            if info is None or not stat.S_ISREG(info.st_mode):
                continue
            key = (str(path), info.st_mtime_ns, info.st_size)
            if key not in _progress_seen:
                _progress_seen[key] = save_progress(path)
            found = _progress_seen[key]
            if found is not None:
                self._found.put((path, found))

    def ready(self) -> list[tuple[Path, Progress]]:
        """What has been read since the last call."""
        out = []
        while not self._found.empty():
            out.append(self._found.get())
        return out

    @property
    def done(self) -> bool:
        """Every save has been read (what `ready` has not handed out yet waits there)."""
        return self._thread.ident is not None and not self._thread.is_alive()


class LoadScreen(ShellScene):
    def __init__(self, ctx: AppContext, purpose: Purpose = "play") -> None:
        super().__init__(ctx)
        self.purpose = purpose
        self.heading = N_("Load a saved game") if purpose == "play" else N_("Replay a game")
        self.found: dict[Path, Progress] = {}
        """The rounds read so far (they are worded again in a language chosen meanwhile)."""

    def items(self) -> list[ListItem]:
        dirs = self.ctx.services.dirs
        tr = self.ctx.tr
        titles = {g.id: g.title for g in self.ctx.services.games().values()}
        items = list_saves(dirs.saves, titles, tr=tr)
        # the unfinished games a new game moved out of the autosave: each resumable, none ever dropped
        items = list_saves(dirs.unfinished, titles, "unfinished", tr) + items
        if self.purpose == "replay":
            if dirs.autosave.is_file():  # a folder in its place is the autosave's problem, not a listed save
                items.insert(0, describe(dirs.autosave, titles, "autosave", tr=tr))
            items += list_saves(dirs.finished, titles, "finished", tr)
        return items

    def build(self) -> None:
        tr = self.ctx.tr
        self.titles = {g.id: g.title for g in self.ctx.services.games().values()}
        self.list = self.form.add(ScrollList(self.ctx, self.items(), on_activate=self.open))
        self.progress = SaveProgress([item.value for item in self.list.items if item.note != "damaged"])
        self.back_button = self.form.add(Button(self.ctx, tr("Back"), self.back))
        words = tr("Load") if self.purpose == "play" else tr.trc("open a game", "Replay")
        self.open_button = self.form.add(Button(self.ctx, words, self.open_selected, primary=True))
        for path, found in self.found.items():
            self._show_progress(path, found)
        if self.list.items:  # the first save that opens, rather than a damaged one
            self.list.select(next((i for i, it in enumerate(self.list.items) if it.note != "damaged"), 0))
        elif self.purpose == "play":
            self.list.empty_text = tr("No saved games yet: Esc at the table opens the pause menu, which saves.")
        else:
            self.list.empty_text = tr("Nothing to replay yet: finished and saved games appear here.")
        self.open_button.enabled = bool(self.list.items)

    def enter(self) -> None:
        super().enter()
        if self.list.items:
            self.form.focus(self.list)

    def update(self, dt: float) -> None:
        progress: SaveProgress | None = getattr(self, "progress", None)  # built on the first enter
        for path, found in progress.ready() if progress is not None else ():
            self.found[path] = found
            self._show_progress(path, found)

    def _show_progress(self, path: Path, found: Progress) -> None:
        words = unit_words(self.ctx.tr, found[0], "number", found[1])
        for i, row in enumerate(self.list.items):
            if row.value == path and row.note != "damaged":
                self.list.items[i] = describe(path, self.titles, row.note, words, tr=self.ctx.tr)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        progress: SaveProgress | None = getattr(self, "progress", None)
        if progress is not None:
            progress.start()

    def layout(self) -> None:
        w, h = self.ctx.size
        width = min(w - self.px(80), self.px(980))
        x = (w - width) // 2
        self.list.rect = pygame.Rect(x, self.px(86), width, h - self.px(86) - self.px(140))
        bw, bh = self.px(180), self.px(50)
        self.open_button.rect = pygame.Rect(x + width - bw, self.list.rect.bottom + self.px(16), bw, bh)
        self.back_button.rect = pygame.Rect(self.open_button.rect.x - bw - self.px(16), self.open_button.rect.y, bw, bh)

    def open_selected(self) -> None:
        if self.list.selected is not None:
            self.open(self.list.items[self.list.selected])

    def open(self, item: ListItem) -> None:
        path: Path = item.value
        error = self.ctx.services.play_saved(path) if self.purpose == "play" else self.replay(path)
        if error:
            title = self.ctx.tr("Cannot open “{name}”", name=printable(path.stem))
            self.ctx.stack.push(MessageBox(self.ctx, title, printable(error)))

    def replay(self, path: Path) -> str | None:
        from scenes.shell.replay import ReplayScreen

        try:
            record: MatchRecord = read_record(path)
            screen = ReplayScreen(self.ctx, record)
        except LoadError as exc:
            return error_words(self.ctx.tr, exc)
        self.ctx.stack.push(screen)
        return None
