"""Mid-game seat changes from the pause menu: hand a person's seat to a bot (someone leaves early) or give
a bot's seat to a person (someone joins). The rules state is untouched; only who decides changes."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.core.names import name_character_allowed, name_problem
from scenes.engine.context import AppContext
from scenes.engine.widgets import Button, Choice, Label, TextInput
from scenes.shell.bot_names import BOT_MARK, LEVEL_WORDS, LEVELS_HELP, default_bot_name, difficulty, first_name
from scenes.shell.pause import Overlay

HUMAN = "human"


def check_distinct_names(specs: list[SeatSpec]) -> None:
    """The privacy screen says "Pass to Anna": two people with one name would be told apart by nothing."""
    people = [s.name.casefold() for s in specs if not s.is_bot]
    twice = next((s.name for s in specs if not s.is_bot and people.count(s.name.casefold()) > 1), None)
    if twice is not None:
        raise ValueError(f"Two seats are called {twice}: give each person their own name")


NAME_MAX = 40
"""SeatSpec's longest name: "Alice (bot)" of a long name is shortened to fit."""


def level_words(level: str) -> str:
    """"Bot · Hard": the difficulty a player picks a bot by (the level id beside it, "Bot · Normal (heuristic)",
    was cut to "Bot · Normal (heuri…" in the Seats dialog and told players nothing); a level without words is
    offered by its id."""
    words = LEVEL_WORDS.get(level)
    return f"Bot · {words}" if words else f"Bot · {level}"


def bot_name(old: SeatSpec, level: str, index: int) -> str:
    """A person's seat handed to a bot keeps the person's name: "Alice (bot)" (the log, the scores and the
    end screen still say whose seat it is); a bot's seat given another level keeps its name too."""
    if old.is_bot:
        if old.name.endswith(BOT_MARK):
            return old.name
        name = first_name(old.name)
        if name == old.name:  # a name of before bots had names ("Normal bot 2"): the seat's name from the list
            return default_bot_name(level, index)
        return f"{name} ({difficulty(level)})"  # "Greta (Normal)" becomes "Greta (Hard)"
    return f"{old.name[:NAME_MAX - len(BOT_MARK)].rstrip()}{BOT_MARK}"  # still a name a seat may hold


def person_name(seat: SeatSpec) -> str:
    """The name offered when a seat goes back to a person: "Alice (bot)" is Alice's seat again."""
    if not seat.is_bot:
        return seat.name
    return seat.name.removesuffix(BOT_MARK) if seat.name.endswith(BOT_MARK) else ""


class SeatsDialog(Overlay):
    width = 700.0

    def __init__(self, ctx: AppContext, match: Match) -> None:
        super().__init__(ctx, "Seats: people and bots")
        self.match = match
        info = ctx.services.games().get(match.rules.game_id)
        # a game the registry no longer knows still offers the levels its bots were playing at
        levels = (list(info.bots) if info is not None
                  else sorted({s.level for s in match.seats if s.level} or {"random"}))
        options = [(HUMAN, "Person")] + [(f"bot:{lvl}", level_words(lvl)) for lvl in levels]
        self.kinds: list[Choice] = []
        self.names: list[TextInput] = []
        for i, seat in enumerate(match.seats):
            kind = Choice(ctx, options, HUMAN if not seat.is_bot else f"bot:{seat.level}",
                          help=f"Who decides for this seat from now on: {LEVELS_HELP}")
            name = TextInput(ctx, person_name(seat), placeholder="name of the person",
                             max_len=40, allowed=name_character_allowed, help="The person taking this seat")
            self.kinds.append(kind)
            self.names.append(name)
            self.add_row(Label(ctx, f"Seat {i + 1}", size=17, bold=True), kind, name)
        self.add_row(Button(ctx, "Cancel", self.close), Button(ctx, "Apply", self.apply, primary=True))

    def update(self, dt: float) -> None:
        for kind, name in zip(self.kinds, self.names, strict=True):
            name.visible = kind.value == HUMAN

    def specs(self) -> list[SeatSpec]:
        out = []
        for i, (kind, name) in enumerate(zip(self.kinds, self.names, strict=True)):
            if kind.value == HUMAN:
                text = name.value.strip()
                if not text:
                    raise ValueError(f"Seat {i + 1} needs the name of the person taking it.")
                if (problem := name_problem(text)) is not None:
                    raise ValueError(f"Seat {i + 1}: {problem}")
                out.append(SeatSpec(kind="human", name=text))
            else:
                level = kind.value.removeprefix("bot:")
                old = self.match.seats[i]
                keep = old.is_bot and old.level == level
                out.append(old if keep else SeatSpec(kind="bot", name=bot_name(old, level, i), level=level))
        check_distinct_names(out)
        return out

    def apply(self) -> None:
        try:
            specs = self.specs()
        except ValueError as exc:
            self.status, self.status_error = str(exc), True
            return
        changed = []
        for i, spec in enumerate(specs):
            if spec != self.match.seats[i]:
                self.match.replace_seat(i, spec)
                # short enough for the pause menu's one status line with two seats changed (playtest: "Now
                # playing seat 1: Ada (bot), a Normal bot, se…"): a bot by its difficulty, a person by name
                changed.append(f"seat {i + 1} {spec.name}" if not spec.is_bot
                               else f"seat {i + 1} {difficulty(spec.level or 'random')} bot")
        self.ctx.services.autosave(self.match)
        self.close()
        below = self.ctx.stack.top
        if isinstance(below, Overlay):  # the pause menu says what changed
            below.status = ("Now: " + ", ".join(changed) + ".") if changed else "No seat changed."
            below.status_error = False
