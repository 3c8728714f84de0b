"""A lesson as data (`assets/tutorials/<game>.json`): the game it plays, its options (a hand-built deal among
them), seats and seed, the coach's steps and what the learner will have learnt. Read through the bounded JSON
reader and validated on load, first by the models below, then against the game itself (its options, actions,
event types and the table parts the game's set-up can point at), so a damaged or stale file is refused in one
line naming the place, and nothing else is touched.

A step says when it applies (`When`: read from the learner's view, their own legal actions and the log's events,
never the hidden state), what the coach says in English and German, what it points at, the move it suggests
(an action of the game, as data), what it says when the learner chose otherwise, and the rulebook section it
links to. Each step is said at most once; of the steps sharing a `topic` only the first that applies is said
(a lesson's scripted step and the general one that stands in for it when the game went another way).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, JsonValue, ValidationError, field_validator, model_validator

from game.core.jsonio import GAME_DATA_MAX_BYTES, JsonFileError, read_json
from game.core.protocol import Frozen, Rules
from game.core.validation import first_complaint
from game.core.words import Worded
from scenes.engine.i18n import N_

LANGUAGES = ("en", "de")
"""Every text of a lesson is written in each of these (German as the rulebooks word it)."""
SLUG = r"^[a-z0-9]+(-[a-z0-9]+)*$"
PLACEHOLDER = re.compile(r"^seat(\d)$")
"""The names a text may use: {seat0} … {seat6}, the first name of the player in that seat; and the names a game's
lesson set-up reads from the learner's view (`Pointing.names`: Dindex's {partner}, the party the view shows as
the learner's coalition partner), so a sentence names the party the table shows, whatever the learner chose."""
VIEW_NAME = re.compile(r"^[a-z]+$")
LEARNER = "learner"


class LessonError(Worded, ValueError):
    """A lesson file that cannot be used, in one line naming the file and the place; a marked template and its
    names (game.core.words.Worded), so the app says it in the player's language (str() is the English)."""


class Words(Frozen):
    """One text in every language of the app."""

    en: str = Field(min_length=1, max_length=1200)
    de: str = Field(min_length=1, max_length=1200)

    def get(self, language: str) -> str:
        """The text in `language`; English for a language the lesson is not written in."""
        return self.de if language == "de" else self.en

    def placeholders(self) -> set[str]:
        return {name for text in (self.en, self.de) for _, name, _, _ in string.Formatter().parse(text) if name}


class When(Frozen):
    """When a step applies: every condition given must hold (an empty When always holds)."""

    phase: tuple[str, ...] = ()
    """The view's phase is one of these."""
    turn: Literal["learner", "others"] | None = None
    """The learner must decide now ("learner"), or somebody else ("others")."""
    round: int | None = Field(default=None, ge=1)
    """The view's round (or term) is this one."""
    decision: str | None = None
    """An action of this kind is among the learner's legal actions (the first time a kind of decision comes up)."""
    hand: tuple[str, ...] = ()
    """These cards are in the learner's hand (a scripted step whose words name them)."""
    event: str | None = None
    """An event of this type has just been logged (since the coach last looked)."""
    event_data: dict[str, JsonValue] = Field(default_factory=dict)
    """Fields that event's payload must have, with these values (lists match tuples)."""
    view: dict[str, JsonValue] = Field(default_factory=dict)
    """Parts of the learner's view that must have these values, by dotted path ("players.0.followers.1": a
    field, then an index…; lists match tuples, an object matches a model's fields): the position a scripted
    step's words describe (a die on the board, the sides chosen), so they are said only where they are true."""

    @field_validator("phase", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return (value,) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _data_needs_event(self) -> When:
        if self.event_data and self.event is None:
            raise ValueError("event_data needs an event type")
        return self


class Step(Frozen):
    id: str = Field(pattern=SLUG, max_length=60)
    topic: str | None = Field(default=None, pattern=SLUG, max_length=60)
    """Steps sharing a topic stand in for one another: once one of them is said, the others are not."""
    when: When = Field(default_factory=When)
    title: Words
    say: Words
    point: tuple[str, ...] = ()
    """The parts of the table the coach talks about (its set-up's names: "hand", "seat:1", "card:6H" …), ringed,
    with the speech box beside them."""
    keep: tuple[str, ...] = ()
    """Parts the words speak of without pointing at them (the chain holding the counter a step tells of): not
    ringed, but the speech box leaves them readable, as it does what it points at."""
    suggest: dict[str, JsonValue] | None = None
    """The move the coach suggests, as the game's action (lit on the table); the step applies only while it is
    one of the learner's legal actions."""
    otherwise: Words | None = None
    """What the coach says when the learner made another move than the suggested one."""
    rules: str = Field(min_length=1, max_length=80)
    """The rulebook section the step links to (an anchor of assets/rules/<game>.*.md)."""

    @field_validator("point", "keep", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return (value,) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _otherwise_with_a_suggestion(self) -> Step:
        if self.suggest is not None and self.otherwise is None:
            raise ValueError("a step that suggests a move says what happened when the learner chose otherwise")
        if self.suggest is None and self.otherwise is not None:
            raise ValueError("'otherwise' belongs to a step that suggests a move")
        return self

    @property
    def group(self) -> str:
        return self.topic or self.id


class Ending(Frozen):
    """Where a lesson ends though its game goes on (Dindex: after the first term's settlement, whatever the
    points): once `when` holds, the coach says the steps that apply there and the lesson ends, with `title` and
    each party's `score` (read from the view at this dotted path, one value per seat) on its last screen."""

    when: When
    title: Words
    """The end screen's title ("Your first term of Dindex is over."): not "you won", the game is not over."""
    score: str = Field(min_length=1, max_length=80)
    score_name: Words
    """What the score is called, as the table calls it ("Government Points (RP)")."""


class Lesson(Frozen):
    game: str = Field(pattern=SLUG, max_length=40)
    title: Words
    summary: Words
    """What the lesson is, in a sentence (Learn to play shows it)."""
    about: str = Field(default="", max_length=2000)
    """A note for whoever edits the file."""
    options: dict[str, JsonValue]
    seats: tuple[str, ...] = Field(min_length=1, max_length=7)
    """"learner" for the person learning (seat 0), a bot level for every other seat."""
    seed: int = Field(ge=0, lt=2**63)
    steps: tuple[Step, ...] = Field(min_length=1, max_length=200)
    learnt: tuple[Words, ...] = Field(min_length=1, max_length=12)
    """What the learner has learnt, said at the end."""
    real_game: Words | None = None
    """How a real game differs from the lesson (its length …), said at the end beside the offer of one."""
    end: Ending | None = None
    """Where the lesson ends before its game does (None: at the game's end)."""

    @model_validator(mode="after")
    def _coherent(self) -> Lesson:
        if self.seats[0] != LEARNER or self.seats.count(LEARNER) != 1:
            raise ValueError("seats: the learner sits at seat 0, and only there; bots at the others")
        ids = [step.id for step in self.steps]
        twice = next((i for i in ids if ids.count(i) > 1), None)
        if twice is not None:
            raise ValueError(f"steps: the id {twice!r} is used twice")
        for k, step in enumerate(self.steps):
            texts = [step.title, step.say, *([step.otherwise] if step.otherwise else [])]
            for name in sorted(set().union(*(t.placeholders() for t in texts))):
                found = PLACEHOLDER.match(name)
                if found is None and VIEW_NAME.match(name):
                    continue  # a name read from the view: the game's set-up knows its names (game_problem)
                if found is None or int(found.group(1)) >= len(self.seats):
                    raise ValueError(f"steps.{k} ({step.id}): {{{name}}} names no seat; use {{seat1}} … "
                                     f"{{seat{len(self.seats) - 1}}}")
        return self

    def name_words(self, names: Sequence[str]) -> dict[str, str]:
        """The placeholders' values: {seat1} is the first name of the player in seat 1."""
        return {f"seat{i}": name for i, name in enumerate(names)}


class Pointing:
    """What a game's lesson set-up tells the loader: which table parts its steps may point at."""

    def __init__(self, valid: Callable[[str], bool], phases: Sequence[str], names: Sequence[str] = ()) -> None:
        self.valid = valid
        self.phases = tuple(phases)
        self.names = tuple(names)
        """The placeholders its texts may use besides {seatN}, read from the learner's view (Reading.names_of)."""


def load_lesson(path: Path, rules: Rules[Any, Any, Any, Any], pointing: Pointing,
                bot_levels: Sequence[str]) -> Lesson:
    """Read and validate the lesson at `path` for the game `rules` plays; LessonError names what is wrong."""
    name = path.name
    try:
        raw = read_json(path, max_bytes=GAME_DATA_MAX_BYTES)
    except JsonFileError as exc:
        raise LessonError(N_("{file} cannot be read: {problem}"), file=name, problem=exc) from None
    except OSError as exc:
        raise LessonError(N_("{file} cannot be read: {problem}"), file=name, problem=exc.strerror or exc) from None
    try:
        lesson = Lesson.model_validate(raw)
    except ValidationError as exc:
        where, message = first_complaint(exc)
        if where:
            raise LessonError(N_("{file}: bad entry {where}: {problem}"), file=name, where=where,
                              problem=message) from None
        raise LessonError(N_("{file}: bad entry (top level): {problem}"), file=name, problem=message) from None
    problem = game_problem(lesson, rules, pointing, bot_levels)
    if problem is not None:
        raise LessonError(N_("{file}: {problem}"), file=name, problem=problem)
    return lesson


def game_problem(lesson: Lesson, rules: Rules[Any, Any, Any, Any], pointing: Pointing,
                 bot_levels: Sequence[str]) -> str | None:
    """What in `lesson` the game itself refuses (None: nothing)."""
    if lesson.game != rules.game_id:
        return f"game: {lesson.game!r} is not {rules.game_id!r}"
    try:
        options = rules.parse_options(lesson.options)
        rules.check_player_count(options, len(lesson.seats))
    except ValidationError as exc:
        where, message = first_complaint(exc)
        return f"bad entry options.{where}: {message}" if where else f"bad entry options: {message}"
    except ValueError as exc:
        return f"bad entry options: {exc}"
    for k, level in enumerate(lesson.seats[1:], start=1):
        if level not in bot_levels:
            return f"bad entry seats.{k}: {level!r} is no bot level of {rules.title} ({', '.join(bot_levels)})"
    if lesson.end is not None:
        if lesson.end.score.split(".")[0] not in rules.view_model.model_fields:
            return f"bad entry end.score: {lesson.end.score!r} is no part of {rules.title}'s view"
        if lesson.end.when.event is not None and lesson.end.when.event not in rules.event_types:
            return f"bad entry end.when: {lesson.end.when.event!r} is no event of {rules.title}"
    for k, step in enumerate(lesson.steps):
        where = f"bad entry steps.{k} ({step.id})"
        texts = [step.title, step.say, *([step.otherwise] if step.otherwise else [])]
        stranger_name = next((n for n in sorted(set().union(*(t.placeholders() for t in texts)))
                              if not PLACEHOLDER.match(n) and n not in pointing.names), None)
        if stranger_name is not None:
            return (f"{where}: {{{stranger_name}}} is no name a text of {rules.title} may use "
                    f"({', '.join(('seat1', *pointing.names))})")
        when = step.when
        unknown = [p for p in when.phase if p not in pointing.phases]
        if unknown:
            return f"{where}: {unknown[0]!r} is no phase of {rules.title}"
        if when.event is not None and when.event not in rules.event_types:
            return f"{where}: {when.event!r} is no event of {rules.title}"
        stranger = next((p for p in when.view if p.split(".")[0] not in rules.view_model.model_fields), None)
        if stranger is not None:
            return f"{where}: {stranger!r} is no part of {rules.title}'s view"
        wrong = next((p for p in (*step.point, *step.keep) if not pointing.valid(p)), None)
        if wrong is not None:
            return f"{where}: the table has no part {wrong!r} to point at"
        if step.suggest is not None:
            try:
                rules.parse_action(step.suggest)
            except ValidationError as exc:
                at, message = first_complaint(exc)
                return f"{where}: suggest{'.' + at if at else ''}: {message}"
    return None


def suggested_action(step: Step, rules: Rules[Any, Any, Any, Any]) -> Any:
    """The action a step suggests, as the game's model (None: it suggests none)."""
    return rules.parse_action(step.suggest) if step.suggest is not None else None


def data_matches(data: Any, wanted: Mapping[str, Any]) -> bool:
    """Does an event's payload (a Payload, or a dict in the games still logging dicts) have these fields?"""
    for field, value in wanted.items():
        have = data.get(field) if isinstance(data, Mapping) else getattr(data, field, None)
        if not _same(have, value):
            return False
    return True


def view_matches(view: Any, wanted: Mapping[str, Any]) -> bool:
    """Does the view have these values at these dotted paths ("players.0.followers.1")? A path that leads
    nowhere (an index past the end, a field that is None) has the value None."""
    return all(_same(_at(view, path), value) for path, value in wanted.items())


def value_at(view: Any, path: str) -> Any:
    """The view's value at a dotted path ("rp", "players.0.followers"); None where it leads nowhere."""
    return _at(view, path)


def _at(value: Any, path: str) -> Any:
    for part in path.split("."):
        if value is None:
            return None
        if isinstance(value, tuple | list):
            value = value[int(part)] if part.isdigit() and int(part) < len(value) else None
        elif isinstance(value, Mapping):
            value = value.get(int(part) if part.isdigit() and int(part) in value else part)
        else:
            value = getattr(value, part, None)
    return value


def _same(have: Any, wanted: Any) -> bool:
    if isinstance(have, tuple | list) and isinstance(wanted, list):
        return len(have) == len(wanted) and all(_same(h, w) for h, w in zip(have, wanted, strict=True))
    if isinstance(have, Mapping) and isinstance(wanted, Mapping):
        return all(_same(have.get(int(k) if k.isdigit() and int(k) in have else k), v) for k, v in wanted.items())
    if isinstance(wanted, Mapping) and have is not None and not isinstance(have, str | int | float):
        return all(_same(getattr(have, k, None), v) for k, v in wanted.items())  # a model's fields
    return bool(have == wanted)
