"""History: finished games on this computer and simple statistics (per player, per game, per role)."""

from __future__ import annotations

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Button
from scenes.shell.base import ShellScene
from scenes.shell.grid import GridView, Section
from scenes.shell.history import HistoryEntry, Stats, Tally, statistics

RECENT = 30


def pct(tally: Tally) -> str:
    return f"{round(100 * tally.rate)} %"


def sections(entries: list[HistoryEntry], stats: Stats) -> list[Section]:
    if not entries:
        return [Section("No finished games yet", ["Finish a game and it appears here."], [])]
    players = sorted(stats.per_player.items(), key=lambda kv: (-kv[1].wins, -kv[1].games, kv[0]))
    out = [Section(f"Players ({stats.total} {'game' if stats.total == 1 else 'games'})", ["Player", "Games", "Wins", "Win rate"],
                   [[name, str(t.games), str(t.wins), pct(t)] for name, t in players])]
    games = []
    for title, tally in sorted(stats.per_game.items()):
        best = sorted(((n, t) for (g, n), t in stats.per_game_player.items() if g == title and t.wins),
                      key=lambda kv: (-kv[1].wins, kv[0]))
        # "Random bot (1 win)", not "Random bot 1", which reads like the seat name of a bot
        leaders = ", ".join(f"{n} ({t.wins} {'win' if t.wins == 1 else 'wins'})" for n, t in best[:3]) or "–"
        games.append([title, str(tally.games), leaders])
    out.append(Section("Games", ["Game", "Played", "Most wins"], games))
    if stats.per_role:
        out.append(Section("Roles", ["Game", "Role", "Played", "Won", "Win rate"],
                           [[g, role.capitalize(), str(t.games), str(t.wins), pct(t)]
                            for (g, role), t in sorted(stats.per_role.items())]))
    recent = []
    for entry in reversed(entries[-RECENT:]):
        winners = ", ".join(entry.seats[i].name for i in entry.winners if i < len(entry.seats)) or "nobody"
        recent.append([entry.finished_at[:16].replace("T", " "), entry.title,
                       ", ".join(s.name for s in entry.seats), winners])
    out.append(Section("Recent games", ["Finished", "Game", "Seats", "Won"], recent))
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
