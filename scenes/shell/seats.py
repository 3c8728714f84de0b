"""Mid-game seat changes from the pause menu: hand a person's seat to a bot (someone leaves early) or give
a bot's seat to a person (someone joins). The rules state is untouched; only who decides changes."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.core.names import name_character_allowed, name_error
from scenes.engine.context import AppContext
from scenes.engine.i18n import Translator, error_words
from scenes.engine.widgets import Button, Choice, Label, TextInput
from scenes.shell.bot_names import (
    ENGLISH,
    LEVEL_WORDS,
    LEVELS_HELP,
    bot_mark,
    default_bot_name,
    difficulty,
    first_name,
    without_bot_mark,
)
from scenes.shell.pause import Overlay

HUMAN = "human"


def check_distinct_names(specs: list[SeatSpec], tr: Translator | None = None) -> None:
    """The privacy screen says "Pass to Anna": two people with one name would be told apart by nothing."""
    people = [s.name.casefold() for s in specs if not s.is_bot]
    twice = next((s.name for s in specs if not s.is_bot and people.count(s.name.casefold()) > 1), None)
    if twice is not None:
        tr = tr or ENGLISH
        raise ValueError(tr("Two seats are called {name}: give each person their own name", name=twice))


def name_refused(tr: Translator, seat: int, name: str) -> str | None:
    """"Seat 2: A name cannot hold …" when a person's name holds what no name may, else None."""
    error = name_error(name)
    if error is None:
        return None
    return tr("Seat {number}: {problem}", number=seat + 1, problem=error_words(tr, error))


NAME_MAX = 40
"""SeatSpec's longest name: "Alice (bot)" of a long name is shortened to fit."""


def level_words(level: str, tr: Translator | None = None) -> str:
    """"Bot · Hard": the difficulty a player picks a bot by (the level id beside it, "Bot · Normal (heuristic)",
    was cut to "Bot · Normal (heuri…" in the Seats dialog and told players nothing); a level without words is
    offered by its id."""
    words = LEVEL_WORDS.get(level)
    shown = difficulty(level, tr) if words else level
    tr = tr or ENGLISH
    return tr("Bot · {level}", level=shown)


def bot_name(old: SeatSpec, level: str, index: int, tr: Translator | None = None) -> str:
    """A person's seat handed to a bot keeps the person's name: "Alice (bot)" (the log, the scores and the
    end screen still say whose seat it is); a bot's seat given another level keeps its name too."""
    if old.is_bot:
        if without_bot_mark(old.name, tr) is not None:
            return old.name
        name = first_name(old.name)
        if name == old.name:  # a name of before bots had names ("Normal bot 2"): the seat's name from the list
            return default_bot_name(level, index, tr=tr)
        return f"{name} ({difficulty(level, tr)})"  # "Greta (Normal)" becomes "Greta (Hard)"
    mark = bot_mark(tr)
    return f"{old.name[:NAME_MAX - len(mark)].rstrip()}{mark}"  # still a name a seat may hold


def person_name(seat: SeatSpec, tr: Translator | None = None) -> str:
    """The name offered when a seat goes back to a person: "Alice (bot)" is Alice's seat again."""
    if not seat.is_bot:
        return seat.name
    return without_bot_mark(seat.name, tr) or ""


class SeatsDialog(Overlay):
    width = 700.0

    def __init__(self, ctx: AppContext, match: Match) -> None:
        tr = ctx.tr
        super().__init__(ctx, tr("Seats: people and bots"))
        self.match = match
        info = ctx.services.games().get(match.rules.game_id)
        # a game the registry no longer knows still offers the levels its bots were playing at
        levels = (list(info.bots) if info is not None
                  else sorted({s.level for s in match.seats if s.level} or {"random"}))
        options = [(HUMAN, tr("Person"))] + [(f"bot:{lvl}", level_words(lvl, tr)) for lvl in levels]
        self.kinds: list[Choice] = []
        self.names: list[TextInput] = []
        for i, seat in enumerate(match.seats):
            kind = Choice(ctx, options, HUMAN if not seat.is_bot else f"bot:{seat.level}",
                          help=tr("Who decides for this seat from now on: {levels}", levels=tr(LEVELS_HELP)))
            name = TextInput(ctx, person_name(seat, tr), placeholder=tr("name of the person"),
                             max_len=40, allowed=name_character_allowed, help=tr("The person taking this seat"))
            self.kinds.append(kind)
            self.names.append(name)
            self.add_row(Label(ctx, tr("Seat {number}", number=i + 1), size=17, bold=True), kind, name)
        self.add_row(Button(ctx, tr("Cancel"), self.close), Button(ctx, tr("Apply"), self.apply, primary=True))

    def update(self, dt: float) -> None:
        for kind, name in zip(self.kinds, self.names, strict=True):
            name.visible = kind.value == HUMAN

    def specs(self) -> list[SeatSpec]:
        tr = self.ctx.tr
        out = []
        for i, (kind, name) in enumerate(zip(self.kinds, self.names, strict=True)):
            if kind.value == HUMAN:
                text = name.value.strip()
                if not text:
                    raise ValueError(tr("Seat {number} needs the name of the person taking it.", number=i + 1))
                if (problem := name_refused(tr, i, text)) is not None:
                    raise ValueError(problem)
                out.append(SeatSpec(kind="human", name=text))
            else:
                level = kind.value.removeprefix("bot:")
                old = self.match.seats[i]
                keep = old.is_bot and old.level == level
                out.append(old if keep else SeatSpec(kind="bot", name=bot_name(old, level, i, tr), level=level))
        check_distinct_names(out, tr)
        return out

    def apply(self) -> None:
        tr = self.ctx.tr
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
                changed.append(tr("seat {number} {name}", number=i + 1, name=spec.name) if not spec.is_bot
                               else tr("seat {number} {level} bot", number=i + 1,
                                       level=difficulty(spec.level or "random", tr)))
        self.ctx.services.autosave(self.match)
        self.close()
        below = self.ctx.stack.top
        if isinstance(below, Overlay):  # the pause menu says what changed
            below.status = (tr("Now: {changes}.", changes=", ".join(changed)) if changed
                            else tr("No seat changed."))
            below.status_error = False
