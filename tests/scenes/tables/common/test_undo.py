"""Which log line names a move on the Undo button and the pass screen's take-back: the line of the event the
mover made, as its payload declares (`made_by`), never a line found by searching for the mover's name (a
last stop's note: "Ann" was found inside "Anna"; "You put … face down" named nobody)."""

from __future__ import annotations

from game.core.protocol import Event
from game.demos.events import Discard, FigureAssigned, Take
from game.diceocracy.events import RoundStarted
from game.dindex.events import CoalitionProposed
from scenes.tables.common.undo import own_move_line
from scenes.tables.common.words import Line

NAMES = ["Ann", "Anna", "Mia"]


def words(event: Event) -> Line | None:
    """A stand-in for a table's wording: enough to tell the lines apart."""
    text = text_of(event)
    return [(text, None)] if text else None


def text_of(event: Event) -> str:
    data = event.data
    if isinstance(data, Take):
        return f"{NAMES[data.seat]} takes {data.card}"
    if isinstance(data, Discard):
        return f"{NAMES[data.seat]} lays {data.card or 'a card'} face {'up' if data.card else 'down'}"
    if isinstance(data, RoundStarted):
        return f"— Round {data.round} of 9 — {NAMES[data.first_player]} starts"
    if isinstance(data, FigureAssigned):
        return f"the figure goes to {NAMES[data.seat]}"
    if isinstance(data, CoalitionProposed):
        return f"{NAMES[data.formateur]} proposes a coalition"
    return ""


def test_the_movers_line_is_the_event_the_mover_made_not_one_naming_a_longer_name() -> None:
    events = [Event(type="take", data=Take(seat=1, card="7S", owner=2, pile="secret", step="secret")),
              Event(type="discard", data=Discard(seat=0, step="public", card="3H"))]
    assert own_move_line(events, 0, words) == "Ann lays 3H face up"
    assert own_move_line(events, 1, words) == "Anna takes 7S"


def test_a_round_header_the_move_set_off_is_never_the_move() -> None:
    # an end of turn sets off the next round's header, which names the mover as the one who starts
    events = [Event(type="round_started", data=RoundStarted(round=5, first_player=2, order=(2, 0, 1)))]
    assert own_move_line(events, 2, words) == ""


def test_the_mover_is_read_from_the_field_the_payload_declares() -> None:
    proposed = [Event(type="coalition_proposed",
                      data=CoalitionProposed(formateur=2, partners=(0,), attempt=1, second_formation=False))]
    assert own_move_line(proposed, 2, words) == "Mia proposes a coalition"
    assert own_move_line(proposed, 0, words) == ""
    # a figure given to a teammate names only the teammate, and is still the giver's move
    given = [Event(type="figure_assigned", data=FigureAssigned(team=0, seat=1, slot=0, card=None))]
    assert own_move_line(given, 0, words) == "the figure goes to Anna"


def test_what_the_move_only_set_off_and_events_without_a_line_are_passed_over() -> None:
    events = [Event(type="discard", data=Discard(seat=0, step="secret", card=None)),
              Event(type="discard", data=Discard(seat=0, step="public", card="3H"))]
    assert own_move_line(events, 0, words, set_off=lambda e: e.data.card is None) == "Ann lays 3H face up"
    assert own_move_line(events, 0, lambda event: None) == ""
    assert own_move_line([], 0, words) == ""
