"""Every event type DēmoS emits, with what it reports, and the payload each carries (the data of each, as the
simulator's log and the online wire write it: docs/log-format.md, section DēmoS).

The rules object exports the names as `event_types` and the payload classes as `event_payloads`; a conformance
test checks that random games emit nothing else, and the tables check that each has a wording.

An event that some seats see only in part has one payload class for both copies: the fields the others may not
know are None in their copy (a `deal`'s `cards`, a `discard`'s `card`, a team's `veto_vote`'s `veto`). Seats
are ints, as values and as keys (a mapping by seat is written with string keys in JSON).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar, TypeVar

from game.core.eventwire import payload_table
from game.core.protocol import MOVER, Payload
from game.core.record import Record, set_fields

P = TypeVar("P", bound=Payload)

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    "round_start": "a round begins: round number, dealer, who plays first",
    "deal": "one seat's five dealt cards (private to that seat)",
    "discard": "the seat in turn discards: face up in the public step, else face down (the card only for it)",
    "discard_declined": "the seat in turn makes no secret discard (full rules) and keeps its hand",
    "draw": "a seat receives the top card of the people's deck (the card only for that seat)",
    "take": "a seat takes a visible discard into its hand",
    "veto_vote": "a seat's vote on its team veto (visible to its team)",
    "veto": "a player or a team vetoed the unanimous discard",
    "round_void": "a confirmed team veto: the round does not take place (no scoring, no figure, next deal)",
    "unanimous_agreed": "nobody vetoed: the unanimous discard takes place",
    "secrets_revealed": "the secret discards are turned face up",
    "round_end": "the round is scored: hands, shown combinations, points, winners, figures drawn",
    "figure_drawn": "a seat draws a figure from the power deck (the card only for its team)",
    "figure_assigned": "a team places a drawn figure face down before one teammate",
    "figure_revealed": "a face-down figure is turned face up (harmonic quad)",
    "scandal_start": "the main phase is over: media are announced and shown",
    "media_cancelled": "two media in one hand cancel and are discarded",
    "media_kept": "the independent keeps both media face up",
    "media_applied": "a media recolours another player's figure, which is turned face up",
    "media_lapsed": "a media has no face-down figure of another player to aim at",
    "final_trios": "every seat's final trio and its harmony",
})


# -- the deal and the discard steps -----------------------------------------------------------------------
class RoundStart(Payload):
    round: int
    dealer: int
    first: int
    """The seat that plays first (left of the dealer)."""


class Deal(Payload):
    seat: int
    cards: tuple[str, ...] | None = None
    """The five cards: only in the seat's own copy."""
    count: int
    """How many cards were dealt (everyone's copy)."""


class Discard(Payload):
    seat: int
    step: str
    """"public", "secret" or "unanimous"."""
    card: str | None = None
    """Always in the public step; in the others only in the seat's own copy."""


class DiscardDeclined(Payload):
    seat: int
    step: str


class Draw(Payload):
    seat: int
    card: str | None = None
    """Only in the seat's own copy."""
    step: str


class Take(Payload):
    seat: int
    card: str
    owner: int
    """The seat whose discard was taken (the seat itself, for its own)."""
    pile: str
    """"public" or "secret"."""
    step: str


class VetoVote(Payload):
    seat: int
    team: int
    veto: bool | None = None
    """The vote: only in the team's copy."""


class Veto(Payload):
    team: int
    seats: tuple[int, ...]
    """The team's members (one seat: a player's own veto)."""
    vetoes_left: int


class RoundVoid(Payload):
    round: int
    team: int


class UnanimousAgreed(Payload):
    asked: bool
    """False: nobody had a veto left to use, so nobody was asked."""


class SecretsRevealed(Payload):
    cards: dict[int, tuple[str, ...]]
    """Each seat's secret discard (seats that kept their hand are not in it)."""


# -- the round's end ----------------------------------------------------------------------------------------
class Tiebreak(Record):
    """How a tie on the best points was broken (see game.demos.scoring.tiebreak)."""

    points: int
    tied: tuple[int, ...]
    """The seats on the best points, in dealing order."""
    suits: dict[int, int]
    """Each tied seat's most cards of one suit in the hand."""
    by: str
    """The last rule needed: "suits", "unplayed" or "ex_aequo"."""
    unplayed: dict[int, int] | None = None
    """The sum of the unplayed cards of those still level after the suits (None: the suits decided)."""


class RoundEnd(Payload):
    round: int
    hands: dict[int, tuple[str, ...]] | None = None
    """The five cards each seat scored with: only in the omniscient copy (the log's)."""
    shown: dict[int, tuple[str, ...] | None]
    points: dict[int, int | None]
    """None: no combination, out of the round."""
    winners: tuple[int, ...]
    figures_drawn: dict[int, tuple[str, ...]] | None = None
    """The figures each seat drew: only in the omniscient copy."""
    figure_counts: dict[int, int]
    """How many figures each seat drew (everyone's copy)."""
    vetoed: bool
    tiebreak: Tiebreak | None = None
    winning_teams: tuple[int, ...] | None = None
    """Team modes only."""


class FigureDrawn(Payload):
    seat: int
    team: int
    card: str | None = None
    """Only in the team's copy."""


class FigureAssigned(Payload):
    made_by: ClassVar[str | None] = MOVER  # the drawer's move; `seat` is the teammate given the figure

    team: int
    seat: int
    slot: int
    card: str | None = None
    """Only in the team's copy."""


class FigureRevealed(Payload):
    seat: int
    slot: int
    card: str
    reason: str
    by: int
    """The seat whose harmonic quad turned it up."""


# -- the scandal phase and the end ----------------------------------------------------------------------------
class ScandalStart(Payload):
    media: dict[int, int]
    """How many media each seat holds."""


class MediaCancelled(Payload):
    seat: int


class MediaKept(Payload):
    seat: int


class MediaApplied(Payload):
    seat: int
    target: int
    slot: int
    card: str
    suit: str


class MediaLapsed(Payload):
    seat: int


class FinalTrios(Payload):
    trios: dict[int, tuple[str, ...] | None]
    harmony: dict[int, int]
    figures: dict[int, tuple[str, ...]]
    """Every seat's figures, a recoloured one with its new suit."""


EVENT_PAYLOADS: Mapping[str, type[Payload]] = MappingProxyType(dict(payload_table(
    RoundStart, Deal, Discard, DiscardDeclined, Draw, Take, VetoVote, Veto, RoundVoid, UnanimousAgreed,
    SecretsRevealed, RoundEnd, FigureDrawn, FigureAssigned, FigureRevealed, ScandalStart, MediaCancelled,
    MediaKept, MediaApplied, MediaLapsed, FinalTrios,
)))
assert EVENT_PAYLOADS.keys() == EVENT_TYPES.keys()

_new = object.__new__


def made(cls: type[P], values: dict[str, Any]) -> P:
    """`cls(**values)` for the payloads the rules build by the hundred per game (a deal, a round's end), at a
    third of the cost: `values` must give every field, in the order the class declares them (nothing is checked;
    tests/demos/test_random_play.py checks every payload of random games for it)."""
    payload = _new(cls)
    set_fields(payload, values)
    return payload
