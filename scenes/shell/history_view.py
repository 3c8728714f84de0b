"""History: finished games on this computer and simple statistics (per player, per game, solo scores, per role)."""

from __future__ import annotations

import pygame

from game.core.match import SeatSpec
from scenes.engine.context import AppContext
from scenes.engine.widgets import Button
from scenes.shell.base import ShellScene
from scenes.shell.grid import GridView, Section
from scenes.shell.history import HistoryEntry, Stats, Tally, credit, solo_score, statistics

RECENT = 30


def pct(tally: Tally) -> str:
    return f"{round(100 * tally.rate)} %"


def plural(count: int, word: str) -> str:
    return f"{count} {word if count == 1 else word + 's'}"


def seat_words(seat: SeatSpec) -> str:
    """A seat in the recent games: the person's name, "Alice (finished by a bot)" when a bot finished it."""
    who = credit(seat)
    return f"{who.name} (finished by a bot)" if who.by_bot else seat.name


def score_words(score: float | None, rank: str) -> str:
    """A solo result: "173 votes · Campaign Manager"."""
    if score is None:
        return rank or "–"
    return f"{score:g} votes" + (f" · {rank}" if rank else "")


def outcome_words(entry: HistoryEntry) -> str:
    """What a recent game ended with: its winners, or a solo game's score and rank title (never a win)."""
    if entry.solo:
        return score_words(solo_score(entry), entry.rank)
    # by seat, as the Seats column names them: two Normal bots that both won are two winners (playtest: "Ada,
    # Normal bot" did not say which), though the players' table counts bots by difficulty
    winners = [seat_words(entry.seats[i]) for i in entry.winners if i < len(entry.seats)]
    return ", ".join(dict.fromkeys(winners)) or "nobody"


def sections(entries: list[HistoryEntry], stats: Stats) -> list[Section]:
    if not entries:
        return [Section("No finished games yet", ["Finish a game and it appears here."], [])]
    out = []
    if stats.per_player:
        players = sorted(stats.per_player.items(), key=lambda kv: (-kv[1].wins, -kv[1].games, kv[0]))
        header = ["Player", "Games", "Wins", "Win rate"]
        rows = [[name, str(t.games), str(t.wins), pct(t)] for name, t in players]
        if any(t.by_bot for _, t in players):  # a person's games a bot finished for them, said, not hidden
            header.append("Finished by a bot")
            for row, (_, t) in zip(rows, players, strict=True):
                row.append(str(t.by_bot) if t.by_bot else "–")
        out.append(Section(f"Players ({plural(stats.contests, 'game')})", header, rows))
    games = []
    for title, tally in sorted(stats.per_game.items()):
        best = sorted(((n, t) for (g, n), t in stats.per_game_player.items() if g == title and t.wins),
                      key=lambda kv: (-kv[1].wins, kv[0]))
        # "Beginner bot (1 win)", not "Beginner bot 1", which reads like the seat name of a bot
        leaders = ", ".join(f"{n} ({plural(t.wins, 'win')})" for n, t in best[:3]) or "–"
        games.append([title, str(tally.games), leaders])
    out.append(Section("Games", ["Game", "Played", "Most wins"], games))
    if stats.solo:
        out.append(Section("Solo games", ["Game", "Player", "Played", "Best score"],
                           [[title, name + (f" ({t.by_bot} finished by a bot)" if t.by_bot else ""),
                             str(t.games), score_words(t.best, t.best_rank)]
                            for (title, name), t in sorted(stats.solo.items())]))
    if stats.per_role:
        out.append(Section("Roles", ["Game", "Role", "Played", "Won", "Win rate"],
                           [[g, role.capitalize(), str(t.games), str(t.wins), pct(t)]
                            for (g, role), t in sorted(stats.per_role.items())]))
    recent = []
    for entry in reversed(entries[-RECENT:]):
        recent.append([entry.finished_at[:16].replace("T", " "), entry.title,
                       ", ".join(seat_words(s) for s in entry.seats), outcome_words(entry)])
    out.append(Section("Recent games", ["Finished", "Game", "Seats", "Result"], recent))
    return out


class HistoryScreen(ShellScene):
    heading = "History"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.entries = ctx.services.history.load()
        self.stats = statistics(self.entries)

    def build(self) -> None:
        self.grid = self.form.add(GridView(self.ctx, sections(self.entries, self.stats)))
        self.back_button = self.form.add(Button(self.ctx, "Back", self.back))
        self.replay_button = self.form.add(Button(self.ctx, "Replay a finished game", self.replay,
                                                  help="Step through any finished game"))

    def enter(self) -> None:
        super().enter()
        self.form.focus(self.grid)

    def layout(self) -> None:
        w, h = self.ctx.size
        width = min(w - self.px(80), self.px(1100))
        x = (w - width) // 2
        self.grid.rect = pygame.Rect(x, self.px(86), width, h - self.px(86) - self.px(130))
        bh = self.px(50)
        self.back_button.rect = pygame.Rect(x, self.grid.rect.bottom + self.px(16), self.px(180), bh)
        self.replay_button.rect = pygame.Rect(x + width - self.px(300), self.back_button.rect.y, self.px(300), bh)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.grid.wheel(event.y)
        return super().handle(event)

    def replay(self) -> None:
        from scenes.shell.load import LoadScreen

        self.ctx.stack.push(LoadScreen(self.ctx, purpose="replay"))
