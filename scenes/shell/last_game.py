"""What New game remembers of the last game started: the game, its options (the mode among them), the seats and
the people's names, and each game's own options last started (offered again when that game is picked). Kept in
the settings (Settings.last_game), checked twice: its shape when the settings are read (a damaged entry falls
back to none, alone; a damaged game's options go alone), and against the game itself when New game opens (a game
no longer installed, a bot level it lacks, a name no longer allowed or an option its rules now refuse each fall
back on their own, so a stale memory never stops New game from opening or Start from working).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError, field_validator

from scenes.engine.i18n import Translator

if TYPE_CHECKING:
    from game.core.match import SeatSpec
    from game.core.registry import GameInfo

HUMAN = "human"
MAX_SEATS = 12


class RememberedSeat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    kind: Literal["human", "bot"]
    name: str = Field(default="", max_length=40)
    """A person's name; a bot's comes from its level and seat."""
    level: str | None = Field(default=None, max_length=40)


class LastGame(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    game: str = Field(min_length=1, max_length=40)
    seats: tuple[RememberedSeat, ...] = Field(min_length=1, max_length=MAX_SEATS)
    options: dict[str, JsonValue] = Field(default_factory=dict, max_length=40)
    by_game: dict[str, dict[str, JsonValue]] = Field(default_factory=dict, max_length=20)
    """The options last started per game (the last game's among them): New game offers a game's own again when
    the player picks it (a playtest's round count fell back to 14 while the seats were kept)."""


    @field_validator("by_game", mode="before")
    @classmethod
    def _good_entries(cls, value: Any) -> Any:
        """A damaged entry of the per-game options is dropped alone (that game starts from its defaults); the
        seats and the other games' options are kept."""
        if not isinstance(value, dict):
            return {}
        return {game: options for game, options in list(value.items())[:20]
                if isinstance(game, str) and 0 < len(game) <= 40 and isinstance(options, dict)
                and len(options) <= 40 and all(isinstance(k, str) for k in options)}


def remember(game_id: str, seats: list[SeatSpec], options: BaseModel, earlier: LastGame | None = None) -> LastGame:
    """The memory of a game just started; the other games' options of the `earlier` memory are kept."""
    dumped = options.model_dump(mode="json")
    by_game = dict(earlier.by_game) if earlier is not None else {}
    if earlier is not None and earlier.game not in by_game:
        by_game[earlier.game] = earlier.options  # a memory from before options were kept per game
    by_game[game_id] = dumped
    return LastGame(game=game_id,
                    seats=tuple(RememberedSeat(kind="bot", level=s.level) if s.is_bot
                                else RememberedSeat(kind="human", name=s.name) for s in seats),
                    options=dumped, by_game=dict(list(by_game.items())[-20:]))


def remember_started(services: Any, game_id: str, match: Any) -> None:
    """New game (or a lesson's real game) opens on the set-up of the game just started next time; the other
    games' remembered options stay (services without settings, as some tests' are, remember nothing)."""
    update = getattr(services, "update_settings", None)
    if update is None:
        return
    earlier = getattr(getattr(services, "settings", None), "last_game", None)
    update(last_game=remember(game_id, list(match.seats), match.options,
                              earlier if isinstance(earlier, LastGame) else None))


def remembered_options(last: LastGame | None, game: GameInfo) -> dict[str, Any]:
    """The options last started for `game`, as the form shows them, each value checked against the rules as
    they are now: a damaged or refused value falls back to the game's default alone ({} when none is kept)."""
    if last is None:
        return {}
    raw = last.by_game.get(game.id, last.options if last.game == game.id else None)
    if not isinstance(raw, dict) or not raw:
        return {}
    try:
        model = game.rules.parse_options(raw)
    except (ValidationError, ValueError, TypeError):
        good: dict[str, Any] = {}
        for name, value in raw.items():  # keep each value the rules accept on its own, with those before it
            try:
                game.rules.parse_options({**good, name: value})
            except (ValidationError, ValueError, TypeError):
                continue
            good[name] = value
        try:
            model = game.rules.parse_options(good)
        except (ValidationError, ValueError, TypeError):
            return {}
    return {name: getattr(model, name) for name in type(model).model_fields}


@dataclass
class SeatSetup:
    """New game's seats and options as restored for one game."""

    kinds: list[str] = field(default_factory=list)
    """HUMAN or "bot:<level>" per seat."""
    names: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    """The options' values as the form shows them (the model's own types)."""


def default_name(index: int, tr: Translator | None = None) -> str:
    """A new seat's name before its person types theirs ("Player 2"), in the player's language."""
    tr = tr or Translator()
    return tr("Player {number}", number=index + 1)


def restore(last: LastGame, game: GameInfo, default_bot: str, tr: Translator | None = None) -> SeatSetup:
    """The remembered seats and options, each checked against `game` as it is now."""
    from game.core.names import name_problem

    count = max(game.min_players, min(game.max_players, len(last.seats)))
    setup = SeatSetup()
    for i in range(count):
        seat = last.seats[i] if i < len(last.seats) else RememberedSeat(kind="bot", level=default_bot)
        if seat.kind == "human":
            good = bool(seat.name.strip()) and name_problem(seat.name.strip()) is None
            setup.kinds.append(HUMAN)
            setup.names.append(seat.name.strip() if good else default_name(i, tr))
        else:
            level = seat.level if seat.level in game.bots else default_bot
            setup.kinds.append(f"bot:{level}")
            setup.names.append(default_name(i, tr))
    setup.options = remembered_options(last, game)  # options the rules now refuse: the game's defaults
    return setup
