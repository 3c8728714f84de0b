"""The online wire: every message a client and a server exchange, as pydantic models (docs/online.md lists them).

A frame is one JSON object with a `type`. Whatever arrives is outside input: it is read with the bounded JSON
reader, then validated against the one union of its direction (`read_client_message`, `read_server_message`),
which forbids unknown fields. Seat numbers count from 0 as in the rules; names and levels are the game's own.

Version handshake: a client's first message is `Hello` with its app version and the rules version of each game
it has; the server answers `Welcome` or refuses in words ("the host runs Hustings 0.3, you run 0.2").
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from game.core.jsonio import JsonFileError, parse_json
from game.core.match import SeatSpec

PROTOCOL = 1
"""The wire format's own version: a change to these messages that an older peer could not read raises it."""

MAX_FRAME_BYTES = 64 * 1024
"""The largest frame a server reads from a client (an action, a chat line and a table's set-up are far smaller)."""
MAX_DEPTH = 16
"""How deeply a client's frame may nest (an action is an object of numbers and short lists)."""
MAX_CHAT = 200
"""Characters in one chat line."""
CODE_LENGTH = 14
"""A join code as printed: 12 letters and digits in three groups of four ("K7QM-2XPD-9RHT")."""


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class WireError(ValueError):
    """A frame that is not a message of this protocol: the words say what is wrong with it."""


# -- client to server ---------------------------------------------------------------------------------------


class Hello(Message):
    type: Literal["hello"] = "hello"
    protocol: int
    app: str = Field(max_length=40)
    games: dict[str, str] = Field(default_factory=dict, max_length=16)
    """Each game this client can show, by id, with its rules version."""


class SeatRequest(Message):
    """A seat of a table being created: open for a person who joins with its code, or a bot the server plays."""

    kind: Literal["open", "bot"] = "open"
    name: str = Field(default="", max_length=40)
    level: str | None = Field(default=None, max_length=20)


class Create(Message):
    type: Literal["create"] = "create"
    game: str = Field(max_length=40)
    options: dict[str, Any] = Field(default_factory=dict, max_length=32)
    seats: list[SeatRequest] = Field(min_length=1, max_length=8)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    host_seat: int | None = Field(default=None, ge=0, lt=8)
    """The open seat whose code is also the host's (default: the first open seat)."""
    lobby: bool = False
    """Wait for the host's `Start` before anyone moves (the app's lobby); False: the game is on at once."""


class Join(Message):
    """`name`: how the person joining an open seat wants to be called (kept for the seat; empty: as it is)."""

    type: Literal["join"] = "join"
    code: str = Field(max_length=40)
    name: str = Field(default="", max_length=40)


class Act(Message):
    """`step`: how many actions the sender has seen. A move made on an old position (a reconnecting client's
    repeat, a move after someone else's) is refused rather than applied to a position its maker never saw."""

    type: Literal["act"] = "act"
    step: int = Field(ge=0)
    action: dict[str, Any] = Field(max_length=16)


class Undo(Message):
    type: Literal["undo"] = "undo"
    step: int = Field(ge=0)


class Chat(Message):
    type: Literal["chat"] = "chat"
    text: str = Field(min_length=1, max_length=MAX_CHAT)


class HandSeat(Message):
    """The host hands a seat to a bot (`level`) or gives it back to its person (`level` None)."""

    type: Literal["hand_seat"] = "hand_seat"
    seat: int = Field(ge=0, lt=8)
    level: str | None = Field(default=None, max_length=20)


class Start(Message):
    """The host starts a table created with a lobby: the bots and the people may move from now on."""

    type: Literal["start"] = "start"


class Ping(Message):
    type: Literal["ping"] = "ping"


ClientMessage = Annotated[Hello | Create | Join | Act | Undo | Chat | HandSeat | Start | Ping,
                          Field(discriminator="type")]


# -- server to client ---------------------------------------------------------------------------------------


class Welcome(Message):
    type: Literal["welcome"] = "welcome"
    protocol: int = PROTOCOL
    app: str


class Refused(Message):
    """A message the server did not act on, and why; `fatal`: the server closes the connection after it."""

    type: Literal["refused"] = "refused"
    reason: str
    fatal: bool = False


class SeatCode(Message):
    seat: int | None
    """None: the spectators' code (the public view)."""
    code: str


class Created(Message):
    type: Literal["created"] = "created"
    table: str
    host: str
    """The host's code: it joins like any seat's and may also hand seats to bots."""
    codes: list[SeatCode]


class Joined(Message):
    type: Literal["joined"] = "joined"
    table: str
    game: str
    rules_version: str
    options: dict[str, Any]
    seats: list[SeatSpec]
    seat: int | None
    host: bool = False


class ActionLine(Message):
    """One applied action as its reader may know it: the action itself for the reader's own seat, the
    rules' words for it (`describe_action_for`) for everyone else's."""

    player: int
    action: dict[str, Any] | None = None
    words: str = ""


class WireEvent(Message):
    type: str
    data: dict[str, Any] = Field(default_factory=dict)


class Update(Message):
    """A seat's table now. The log and the actions are sent as changes: keep the first `events_from` events
    (and `actions_from` actions) already held, drop the rest (a take-back), append these."""

    type: Literal["update"] = "update"
    step: int
    view: dict[str, Any]
    events_from: int
    events: list[WireEvent]
    last_move: int
    """How many of the log's last events the latest action made (what a take-back would undo)."""
    actions_from: int
    actions: list[ActionLine]
    active: list[int]
    legal: list[dict[str, Any]] = Field(default_factory=list)
    """The reader's seat's legal actions when it is asked, else none."""
    can_undo: bool = False
    seats: list[SeatSpec]
    connected: list[bool]
    started: bool = True
    """False while the table waits in its lobby for the host's Start."""
    result: dict[str, Any] | None = None
    record: dict[str, Any] | None = None
    """The whole game (a save's record) once it is over, for the replay: every hand is open by then."""


class Ack(Message):
    """The move was applied and stored: `step` actions are now in the game."""

    type: Literal["ack"] = "ack"
    step: int


class ChatLine(Message):
    type: Literal["chat_line"] = "chat_line"
    seat: int | None
    name: str
    text: str


class Pong(Message):
    type: Literal["pong"] = "pong"


ServerMessage = Annotated[
    Welcome | Refused | Created | Joined | Update | Ack | ChatLine | Pong, Field(discriminator="type")
]

_CLIENT: TypeAdapter[Any] = TypeAdapter(ClientMessage)
_SERVER: TypeAdapter[Any] = TypeAdapter(ServerMessage)


def _read(text: str | bytes, adapter: TypeAdapter[Any], max_depth: int) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise WireError("A frame must be UTF-8 text.") from None
    try:
        raw = parse_json(text, max_depth=max_depth)
    except JsonFileError as exc:
        raise WireError(f"The frame cannot be read: {exc}.") from None
    if not isinstance(raw, dict):
        raise WireError("A frame must be one JSON object with a type.")
    kind = raw.get("type")
    try:
        return adapter.validate_python(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"][1:]) or "the message"
        if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
            raise WireError(f"There is no message type {kind!r:.40}.") from None
        raise WireError(f"A {kind!s:.20} message is wrong at {where}: {first['msg']}.") from None


def read_client_message(text: str | bytes) -> Hello | Create | Join | Act | Undo | Chat | HandSeat | Start | Ping:
    """A frame from a client as its message (WireError with the reason when it is none)."""
    return _read(text, _CLIENT, MAX_DEPTH)  # type: ignore[no-any-return]


def read_server_message(text: str | bytes) -> Welcome | Refused | Created | Joined | Update | Ack | ChatLine | Pong:
    """A frame from a server (views nest deeper than a client's frames may)."""
    return _read(text, _SERVER, 64)  # type: ignore[no-any-return]


def clean_chat(text: str) -> str:
    """A chat line as the table shows it: control characters gone, runs of space one space."""
    kept = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(kept.split())
