"""What the online server and client say to a person, as marked templates (game.core.words.N_).

The server sends its refusals in English (the wire carries the words, and the command line prints them); the
app finds which of these templates a text was filled from and says it in the reader's language
(scenes/engine/online_words.py). Each message is written once, here: the raise sites fill it with
`str.format`, so the English stays as it was.
"""

from __future__ import annotations

from game.core.words import N_

# -- the server --------------------------------------------------------------------------------------------
TOO_MANY = N_("Too many messages: this connection is closed (at most {rate} a second).")
NO_HELLO = N_("A client says hello first (no hello came).")
NOT_HELLO = N_("A client says hello first (the first message was not a hello).")
OTHER_VERSION = N_("The host runs Hustings {host}, you run {yours}: both need the same version.")
OTHER_RULES = N_("The host plays {game} rules {host}, you have {yours}.")
TABLE_GONE = N_("That table cannot be opened any more: {problem}")
HELLO_TWICE = N_("Hello was said already.")
JOIN_FIRST = N_("Join a table first (with a seat's code).")
HOST_STARTS = N_("Only the host starts the game.")
HOST_HANDS = N_("Only the host hands seats to bots.")
TABLES_PER_CONNECTION = N_("One connection may keep {count} unfinished tables at once.")
NO_ROOM = N_("This server has no room for another table now.")
SITS_ALREADY = N_("This connection sits at a table already; open another to join another seat.")
NO_TABLE = N_("No table has that code: check it with whoever gave it to you.")
SEAT_ELSEWHERE = N_("This seat was opened on another connection.")
EMPTY_CHAT = N_("A chat line needs some text.")

# -- a table -----------------------------------------------------------------------------------------------
NO_BOT_LEVEL = N_("{game} has no bot level {level}; choose from {levels}.")
HOST_SEAT_TAKEN = N_("Seat {seat} is not open: the host sits in an open seat.")
SPECTATORS = N_("Spectators watch: they cannot move.")
NOT_STARTED = N_("The game has not started yet: the host starts it from the lobby.")
BOT_PLAYS = N_("{name} is played by a bot now; the host can give the seat back.")
OLD_POSITION = N_("That move was made on an old position (move {step}); the game is at move {now}.")
NOT_AN_ACTION = N_("That is not an action of {game}: {problem}")
NOTHING_BACK = N_("Nothing to take back: the last move is not yours, or it revealed something.")
NOT_A_PERSON = N_("Seat {seat} is not a person's seat.")
BAD_NAME = N_("The name {name} cannot be used: {problem}")

# -- the client --------------------------------------------------------------------------------------------
BAD_ADDRESS = N_("A server is an address and a port (192.168.1.20:8765), not {text}.")
NO_SERVER = N_("No Hustings server answers at {url} ({problem}).")
CLOSED_BECAUSE = N_("The server closed the connection ({reason}).")
CLOSED = N_("The server closed the connection: {reason}.")
GONE = N_("gone")
DROPPED = N_("the connection dropped")
NO_ANSWER = N_("The server did not answer in time.")
UNREADABLE = N_("The server sent something this Hustings cannot read: {problem}")
GAVE_UP = N_("Gave up after {seconds} s without the server: {problem}")
NOT_LET_IN = N_("The server did not let this seat in in time.")
STAYED_AWAY = N_("The server stayed away for {seconds} s: {problem}")
HOST_RULES = N_("The host plays {game} rules {host}; this Hustings has {yours}.")
SKIPPED_UPDATE = N_("The server sent an update that skips part of the game.")

SAID: tuple[str, ...] = tuple(value for name, value in sorted(globals().items())
                              if name.isupper() and isinstance(value, str))
"""Every template above: what the app matches a text against to say it in the reader's language."""
