"""The end screen over the final table: winners, scores, the game's own per-seat results, the
round-by-round breakdown; then a new game, a replay of this one, or the main menu.

Generic over games: it reads Result (winners, reason, scores, details). Details keyed by seat ("0", "1", …)
become columns of the score table, per-round lists become a table of their own, anything else a line of
facts; when the game keeps public scores and rounds, the replayed timeline adds the running totals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.core.match import Match
from game.core.protocol import IllegalAction, Result
from scenes.engine.context import AppContext
from scenes.engine.widgets import Button, Label
from scenes.shell.grid import GridView, Section
from scenes.shell.pause import Overlay
from scenes.shell.timeline import build_timeline


ABBREVIATIONS = {"rp": "RP", "id": "ID"}
"""Keys that are abbreviations stay in capitals ("rp" is Dindex's reputation points, not "Rp")."""


def words(key: str) -> str:
    text = " ".join(ABBREVIATIONS.get(w.lower(), w.lower()) for w in key.split("_"))
    return text[:1].upper() + text[1:]


def cell(value: Any, word: Callable[[str], str] | None = None) -> str:
    """A value in words; `word` names the game's own codes (DēmoS: "EC" → "E♣") where it knows them."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, Sequence) and not isinstance(value, str):
        return " ".join(cell(v, word) for v in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{words(str(k))} {cell(v, word)}" for k, v in value.items())
    return word(str(value)) if word is not None and isinstance(value, str) else str(value)


def headline(match: Match, result: Result) -> str:
    rank = result.details.get("solo_rank")
    if match.num_players == 1 and isinstance(rank, str):
        # A solo game is played for a score and its rank, not against a rival who could "win".
        score = result.scores.get(0)
        points = f"{score:g} votes — " if isinstance(score, (int, float)) else ""
        return f"{match.seats[0].name}: {points}{rank}"
    names = [match.seats[i].name for i in result.winners]
    if not names:
        return "No winner"
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} win!"


def _per_seat(value: Any, seats: int) -> bool:
    return isinstance(value, Mapping) and bool(value) and all(str(k).isdigit() and int(k) < seats for k in value)


def _per_round(value: Any) -> bool:
    return (isinstance(value, Sequence) and not isinstance(value, str) and len(value) > 0
            and all(isinstance(v, Mapping) for v in value))


def _by_seat_inside(value: Any, seats: int) -> bool:
    """{"category": {"0": …, "1": …}, …}: a table with a row per outer key and a column per seat."""
    return isinstance(value, Mapping) and bool(value) and all(_per_seat(v, seats) for v in value.values())


def _flatten(details: Mapping[str, Any], seats: int) -> dict[str, Any]:
    """Per-seat mappings of mappings ({"0": {"a": 1}, …}) become one per-seat column per inner key."""
    out: dict[str, Any] = {}
    for key, value in details.items():
        if _per_seat(value, seats) and all(isinstance(v, Mapping) for v in value.values()):
            inner = dict.fromkeys(k for v in value.values() for k in v)
            for sub in inner:
                # The inner key alone makes a readable heading ("stunts", not "categories: stunts");
                # the outer key is kept only where the inner one would clash with another column.
                name = sub if sub not in details and sub not in out else f"{key}: {sub}"
                out[name] = {seat: v.get(sub) for seat, v in value.items()}
        else:
            out[key] = value
    return out


ColumnWords = Callable[[str, Any], "str | None"]
"""A game's words for one of its Result columns: (column key, value) → text, or None for the plain form."""


def result_sections(match: Match, result: Result, word: Callable[[str], str] | None = None,
                    column_words: ColumnWords | None = None) -> list[Section]:
    n = match.num_players
    details = _flatten(result.details, n)
    seat_cols = {k: v for k, v in details.items() if _per_seat(v, n)}
    header = ["", "Player", "Score", *(words(k) for k in seat_cols)]
    order = sorted(range(n), key=lambda i: (i not in result.winners, -result.scores.get(i, 0.0), i))
    rows, winners = [], set()
    for r, i in enumerate(order):
        won = i in result.winners
        if won:
            winners.add(r)
        # the rows are in ranking order: a seat number before the name ("4. Dũng" on top) read as a rank
        row = ["★ winner" if won else "", match.seats[i].name, cell(result.scores.get(i))]
        for key, v in seat_cols.items():
            value = v.get(str(i), v.get(i))  # type: ignore[union-attr]
            text = column_words(key, value) if column_words is not None and value is not None else None
            row.append(text if text is not None else cell(value, word))
        rows.append(row)
    sections = [Section("Result", header, rows, winners)]
    names = [s.name for s in match.seats]
    for key, value in details.items():
        if key not in seat_cols and _by_seat_inside(value, n):
            sections.append(Section(words(key), ["", *names],
                                    [[words(str(k)), *(cell(v.get(str(i), v.get(i))) for i in range(n))]
                                     for k, v in value.items()]))
    for key, value in details.items():
        if key not in seat_cols and _per_round(value):
            cols = list(dict.fromkeys(k for item in value for k in item))
            heads = [match.seats[int(c)].name if str(c).isdigit() and int(c) < n else words(str(c)) for c in cols]
            sections.append(Section(words(key), ["#", *heads],
                                    [[str(r + 1), *(cell(item.get(c)) for c in cols)] for r, item in enumerate(value)]))
    facts = [[words(k), cell(v)] for k, v in details.items()
             if v is not None and k not in seat_cols and not _per_round(v) and not _by_seat_inside(v, n)]
    facts.insert(0, ["How it ended", words(result.reason)])
    facts.append(["Moves played", str(len(match.actions))])
    sections.append(Section("Facts", ["", ""], facts))
    return sections


def round_section(match: Match) -> Section | None:
    """Running totals per round from the replayed timeline (games with public scores and a round field)."""
    try:
        timeline = build_timeline(match.record())
    except (IllegalAction, ValueError):
        return None
    rows = timeline.breakdown()
    if len(rows) < 1:
        return None
    out, previous = [], (0.0,) * match.num_players
    unit = timeline.unit.capitalize()
    for rnd, scores in rows:
        out.append([f"{unit} {rnd}", *(f"{cell(s)}" + (f"  (+{cell(s - p)})" if s > p else "")
                                       for s, p in zip(scores, previous))])
        previous = scores
    return Section(f"{unit} by {unit.lower()} (running totals)", ["", *(s.name for s in match.seats)], out)


class EndScreen(Overlay):
    width = 980.0

    def __init__(self, ctx: AppContext, match: Match) -> None:
        result = match.result()
        super().__init__(ctx, f"{match.rules.title}: game over")
        self.match = match
        self.result = result or Result(winners=(), reason="unfinished")
        self.title = Label(ctx, headline(match, self.result), size=30, bold=True, colour=ctx.palette.accent,
                           align="center")
        code_words = getattr(ctx.services, "code_words", None)
        column_words = getattr(ctx.services, "column_words", None)
        sections = result_sections(match, self.result, code_words(match.rules.game_id) if code_words else None,
                                   column_words(match.rules.game_id) if column_words else None)
        rounds = round_section(match)
        if rounds is not None:
            sections.insert(1, rounds)
        self.grid = GridView(ctx, sections)
        self.form.add(self.title)
        self.form.add(self.grid)
        self.buttons = [self.form.add(Button(ctx, label, action, primary=primary))
                        for label, action, primary in (("New game", self.new_game, True),
                                                       ("Replay this game", self.replay, False),
                                                       ("Main menu", self.menu, False))]

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.form.focus(self.buttons[0])

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        pw, ph = min(w - self.px(40), self.px(self.width)), h - self.px(60)
        self.panel.rect = pygame.Rect(0, 0, pw, ph)
        self.panel.rect.center = (w // 2, h // 2)
        p = self.panel.rect
        self.title.rect = pygame.Rect(p.x, p.y + self.px(44), pw, self.px(44))
        bh = self.px(50)
        self.grid.rect = pygame.Rect(p.x + self.px(24), self.title.rect.bottom + self.px(12), pw - self.px(48),
                                     p.bottom - self.title.rect.bottom - bh - self.px(48))
        bw = self.px(220)
        x = p.centerx - (3 * bw + 2 * self.px(16)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, p.bottom - bh - self.px(20), bw, bh)
            x += bw + self.px(16)

    def close(self) -> None:  # Esc: the game is over, so back to the menu
        self.menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.grid.wheel(event.y)
        return super().handle(event)

    def new_game(self) -> None:
        from scenes.shell.newgame import NewGame

        self.ctx.services.to_menu()
        self.ctx.stack.push(NewGame(self.ctx))

    def replay(self) -> None:
        from scenes.shell.replay import ReplayScreen

        self.ctx.stack.push(ReplayScreen(self.ctx, self.match.record()))

    def menu(self) -> None:
        self.ctx.services.to_menu()
