"""History: finished games on this computer and simple statistics (per player, per game, solo scores, per role)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from game.core.match import SeatSpec
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator, number_words, when_words
from scenes.engine.widgets import Button, text_width
from scenes.shell.base import ShellScene
from scenes.shell.bot_names import ENGLISH, difficulty
from scenes.shell.grid import GridView, Section
from scenes.shell.history import HistoryEntry, Stats, Tally, credit, solo_score, statistics
from scenes.tables.common.columnwords import ColumnWords

RECENT = 30


def pct(tally: Tally) -> str:
    return f"{round(100 * tally.rate)} %"


def seat_words(seat: SeatSpec, tr: Translator = ENGLISH) -> str:
    """A seat in the recent games: the person's name, "Alice (finished by a bot)" when a bot finished it."""
    who = credit(seat)
    return tr("{name} (finished by a bot)", name=who.name) if who.by_bot else seat.name


def score_words(score: float | None, rank: str, tr: Translator = ENGLISH) -> str:
    """A solo result: "173 votes · Campaign Manager" (the rank title is the game's, translated by its words)."""
    rank = tr(rank) if rank else ""
    if score is None:
        return rank or "–"
    votes = number_words(tr, score)
    return tr("{score} votes · {rank}", score=votes, rank=rank) if rank else tr("{score} votes", score=votes)


def outcome_words(entry: HistoryEntry, tr: Translator = ENGLISH) -> str:
    """What a recent game ended with: its winners, or a solo game's score and rank title (never a win)."""
    if entry.solo:
        return score_words(solo_score(entry), entry.rank, tr)
    # by seat, as the Seats column names them: two Normal bots that both won are two winners (playtest: "Ada,
    # Normal bot" did not say which), though the players' table counts bots by difficulty
    winners = [seat_words(entry.seats[i], tr) for i in entry.winners if i < len(entry.seats)]
    return ", ".join(dict.fromkeys(winners)) or tr("nobody")


def finished_words(stamp: str, tr: Translator = ENGLISH) -> str:
    """When a game was finished, as the history keeps it (its clock's minutes, "2026-12-01 20:00" in English)."""
    try:
        when = datetime.fromisoformat(stamp[:16])
    except ValueError:  # a history file's own text, whatever it holds
        return stamp[:16].replace("T", " ")
    return when_words(tr, when)


def role_words(role: str, column_words: ColumnWords | None, tr: Translator = ENGLISH) -> str:
    """A role as its game words it ("democrat" → "Democrat (dog)", in the reader's language: a playtest read
    "Democrat" in the German Chronik), else the role's own word."""
    worded = column_words("roles", role, tr) if column_words is not None else None
    return worded if worded is not None else tr(role.capitalize())


def sections(entries: list[HistoryEntry], stats: Stats, tr: Translator = ENGLISH,
             column_words: Callable[[str], ColumnWords | None] | None = None) -> list[Section]:
    """The History's tables; `column_words`: a game id → its table's result words (its roles' names)."""
    if not entries:
        return [Section(tr("No finished games yet"), [tr("Finish a game and it appears here.")], [])]

    def who(name: str) -> str:
        """A record's name: a person's own, a bot's record by its difficulty in the player's language."""
        level = stats.bots.get(name)
        return tr("{level} bot", level=difficulty(level, tr)) if level is not None else name

    out = []
    if stats.per_player:
        players = sorted(stats.per_player.items(), key=lambda kv: (-kv[1].wins, -kv[1].games, kv[0]))
        header = [tr("Player"), tr("Games"), tr("Wins"), tr("Win rate")]
        rows = [[who(name), str(t.games), str(t.wins), pct(t)] for name, t in players]
        if any(t.by_bot for _, t in players):  # a person's games a bot finished for them, said, not hidden
            header.append(tr("Finished by a bot"))
            for row, (_, t) in zip(rows, players, strict=True):
                row.append(str(t.by_bot) if t.by_bot else "–")
        out.append(Section(tr.trn("Players ({count} game)", "Players ({count} games)", stats.contests), header, rows))
    games = []
    for title, tally in sorted(stats.per_game.items()):
        best = sorted(((n, t) for (g, n), t in stats.per_game_player.items() if g == title and t.wins),
                      key=lambda kv: (-kv[1].wins, kv[0]))
        # "Beginner bot (1 win)", not "Beginner bot 1", which reads like the seat name of a bot
        leaders = ", ".join(tr.trn("{name} ({count} win)", "{name} ({count} wins)", t.wins, name=who(n))
                            for n, t in best[:3]) or "–"
        games.append([title, str(tally.games), leaders])
    out.append(Section(tr("Games"), [tr("Game"), tr("Played"), tr("Most wins")], games))
    if stats.solo:
        out.append(Section(tr("Solo games"), [tr("Game"), tr("Player"), tr("Played"), tr("Best score")],
                           [[title, tr.trn("{name} ({count} finished by a bot)", "{name} ({count} finished by a bot)",
                                           t.by_bot, name=who(name)) if t.by_bot else who(name),
                             str(t.games), score_words(t.best, t.best_rank, tr)]
                            for (title, name), t in sorted(stats.solo.items())]))
    if stats.per_role:
        game_of = {entry.title: entry.game for entry in entries}

        def words_of(title: str) -> ColumnWords | None:
            game = game_of.get(title)
            return column_words(game) if column_words is not None and game is not None else None

        # the role is the game's word ("democrat"), translated by the game's own words where it has them
        out.append(Section(tr("Roles"), [tr("Game"), tr("Role"), tr("Played"), tr("Won"), tr("Win rate")],
                           [[g, role_words(role, words_of(g), tr), str(t.games), str(t.wins), pct(t)]
                            for (g, role), t in sorted(stats.per_role.items())]))
    recent = []
    for entry in reversed(entries[-RECENT:]):
        recent.append([finished_words(entry.finished_at, tr), entry.title,
                       ", ".join(seat_words(s, tr) for s in entry.seats), outcome_words(entry, tr)])
    # the column names the winners (a playtest read "Result" over a name); a solo game's score stands there too
    out.append(Section(tr("Recent games"), [tr("Finished"), tr("Game"), tr("Seats"), tr("Winner")], recent))
    return out


class HistoryScreen(ShellScene):
    heading = N_("History")

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.entries = ctx.services.history.load()
        self.stats = statistics(self.entries)

    def build(self) -> None:
        tr = self.ctx.tr
        worded = sections(self.entries, self.stats, tr, getattr(self.ctx.services, "column_words", None))
        self.grid = self.form.add(GridView(self.ctx, worded))
        self.back_button = self.form.add(Button(self.ctx, tr("Back"), self.back))
        self.replay_button = self.form.add(Button(self.ctx, tr("Replay a finished game"), self.replay,
                                                  help=tr("Step through any finished game")))

    def enter(self) -> None:
        super().enter()
        self.form.focus(self.grid)

    def layout(self) -> None:
        w, h = self.ctx.size
        width = min(w - self.px(80), self.px(1400))  # the whole window's width for the lists (playtest: "Ines …")
        x = (w - width) // 2
        self.grid.rect = pygame.Rect(x, self.px(86), width, h - self.px(86) - self.px(130))
        bh = self.px(50)
        self.back_button.rect = pygame.Rect(x, self.grid.rect.bottom + self.px(16), self.px(180), bh)
        # as wide as its words ("Beendetes Spiel nachspielen" was cut at 300)
        rw = min(width - self.back_button.rect.w - self.px(24),
                 max(self.px(300), text_width(self.ctx, self.replay_button.text, 20, True) + self.px(40)))
        self.replay_button.rect = pygame.Rect(x + width - rw, self.back_button.rect.y, rw, bh)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.grid.wheel(event.y)
        return super().handle(event)

    def replay(self) -> None:
        from scenes.shell.load import LoadScreen

        self.ctx.stack.push(LoadScreen(self.ctx, purpose="replay"))
