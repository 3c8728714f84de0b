"""DēmoS data: Options, the State, the per-seat View, the Action union and the event types.

Seats sit clockwise in index order: seat (i + 1) % n is on the left of seat i, so "the player left of the
dealer" is (dealer + 1) % n and every round begins there. Cards are string codes (see components.py).

A round of the full rules walks these phases (the simplified rules skip the veto and unanimous steps). Every
action, whichever it is, goes seat by seat from the dealer's left ("Alle Aktionen, welche auch immer, beginnen im
Uhrzeigersinn mit dem Spieler links vom aktiven Geber"): `turn_queue` holds the seats still to act in the
current step, its head acts now.

    public_discard     the head lays a card face up and at once receives the top card of the people's deck
    secret_discard     the head lays a card face down (full rules: or declines, and its turn passes)
    secret_take        the same seat takes the deck's top card or one public discard, then the next seat
                       discards
    veto               team by team from the dealer's left, holders of a veto consent or veto the unanimous
                       discard (all members of a team vote together; the team veto needs every vote)
    unanimous_discard  the head lays a card face down (the secret discards are face up by now)
    unanimous_take     the same seat takes the deck's top card or one visible discard
    assign_figure      team modes: the team's round winner decides which teammate receives a drawn figure
    media              after the last round (full rules): each media owner in turn recolours one face-down
                       E/L/J of another player
    over               the game has ended; see `outcome`

In an individual game exactly one seat decides at any time; only a team's veto vote asks several seats.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter, model_validator

from game.core.protocol import Frozen
from game.core.record import Record
from game.core.words import N_
from game.demos.components import HAND_SIZE, figure_cards, number_cards
from game.demos.worded import WordedError

Phase = Literal[
    "public_discard", "secret_discard", "secret_take", "veto", "unanimous_discard", "unanimous_take",
    "assign_figure", "media", "over",
]
TeamMode = Literal["none", "2v2", "2v3", "2v2+1"]
Reveal = Literal["", "quad", "media", "scandal"]

DISCARD_PHASES: frozenset[str] = frozenset({"public_discard", "secret_discard", "unanimous_discard"})
TAKE_PHASES: frozenset[str] = frozenset({"secret_take", "unanimous_take"})
DISCARD_STEP: dict[str, str] = {
    "public_discard": "public", "secret_discard": "secret", "unanimous_discard": "unanimous",
}
"""The discard step a discard phase is ("public", "secret", "unanimous"): the name its events and piles use."""
RULEBOOK_ROUNDS = 14
"""The full rules' predefined number of rounds unless another is chosen ("eine Reihe von Runden (bis zu 14)")."""
TEAM_SIZES: dict[str, tuple[int, ...]] = {"2v2": (2, 2), "2v3": (2, 3), "2v2+1": (2, 2, 1)}


class ArrangedRound(Frozen):
    """One round dealt from a stacked people's deck (a lesson's hand-built deal; see docs/rules/demos.md,
    decision 30). The dealer still deals one card at a time from the left, so each seat receives the hand
    written here; the cards named nowhere are shuffled from the seed and lie under these."""

    hands: tuple[tuple[str, ...], ...] = ()
    """The five cards each seat is dealt, by seat (seat 0 first); () = dealt from the shuffled deck."""
    draws: tuple[str, ...] = ()
    """The people's deck's next cards after the deal, top first: the cards received after the public
    discards and taken from the deck, in the order the seats receive or take them."""


class Arrangement(Frozen):
    """A hand-built set-up: per round the people's deck's top cards, and the power deck's top cards; what it
    leaves out is shuffled from the seed as usual, so the game stays reproducible from its options and seed."""

    rounds: tuple[ArrangedRound, ...] = Field(default=(), max_length=RULEBOOK_ROUNDS)
    """Round 1 first; rounds beyond these are dealt from a shuffled deck. A round a team veto voided is dealt
    again from its arrangement."""
    power: tuple[str, ...] = ()
    """The power deck's top cards, the first drawn first (figure codes: "ES", "LH", "M")."""

    def round(self, number: int) -> ArrangedRound | None:
        """The arrangement of round `number` (from 1), if it has one."""
        return self.rounds[number - 1] if 1 <= number <= len(self.rounds) else None

    def check(self, mode: Literal["simplified", "full"]) -> None:
        """Raise ValueError in plain words when a card is not in the mode's decks or is used twice."""
        people = set(number_cards(mode))
        for number, arranged in enumerate(self.rounds, start=1):
            for seat, hand in enumerate(arranged.hands):
                if len(hand) != HAND_SIZE:
                    raise ValueError(f"arranged round {number}: seat {seat}'s hand has {len(hand)} cards, "
                                     f"not {HAND_SIZE}")
            cards = [c for hand in arranged.hands for c in hand] + list(arranged.draws)
            strangers = [c for c in cards if c not in people]
            if strangers:
                raise ValueError(f"arranged round {number}: {strangers[0]!r} is not a card of the {mode} rules' "
                                 f"people's deck")
            twice = [c for c, k in Counter(cards).items() if k > 1]
            if twice:
                raise ValueError(f"arranged round {number}: {twice[0]} is arranged twice")
        deck = Counter(figure_cards(mode))
        for card, k in Counter(self.power).items():
            if card not in deck:
                raise ValueError(f"arranged power deck: {card!r} is not a figure of the {mode} rules")
            if k > deck[card]:
                raise ValueError(f"arranged power deck: {card} is arranged {k} times; the deck has "
                                 f"{deck[card]}")


class DemosOptions(Frozen):
    """Set-up choices. The defaults are the full rules for individual players.

    `round_limit` is the predefined number of rounds of the full rules ("bis zu 14"; 14 unless another is
    chosen); the game also ends earlier when the power deck is empty. The simplified learning rules have
    none (None): they end when every figure is drawn.

    `team_layout` is the free composition: a team number per seat (0, 1, ...; in 2v2+1 the independent is
    the seat whose number appears once). Without it, `team_by_lot` draws the teams by lot from the seed;
    otherwise teammates sit alternately (see docs/rules/demos.md).
    """

    mode: Literal["simplified", "full"] = "full"
    teams: TeamMode = "none"
    round_limit: int | None = Field(default=None, ge=1, le=RULEBOOK_ROUNDS)
    team_layout: tuple[int, ...] | None = None
    team_by_lot: bool = False
    first_dealer: int | None = Field(default=None, ge=0, le=4)
    """Seat of the first dealer; None: chosen by lot from the seed."""
    arranged: Arrangement | None = None
    """A hand-built deal (Learn to play's lesson): the people's deck's top cards per round and the power
    deck's top cards; None: every deck shuffled from the seed."""

    @model_validator(mode="before")
    @classmethod
    def _rulebook_round_limit(cls, data: Any) -> Any:
        """Without a chosen number, the full rules play the rulebook's 14 rounds at most."""
        if isinstance(data, dict) and "round_limit" not in data and data.get("mode", "full") == "full":
            return {**data, "round_limit": RULEBOOK_ROUNDS}
        return data

    @model_validator(mode="after")
    def _coherent(self) -> DemosOptions:
        if self.mode == "simplified" and self.teams != "none":
            raise WordedError(N_("the team modes extend the full rules; the simplified learning rules have no teams"))
        if self.mode == "simplified" and self.round_limit is not None:
            raise WordedError(N_("the simplified rules end when the power deck is empty; "
                                 "a round limit needs the full rules"))
        if self.mode == "full" and self.round_limit is None:
            raise WordedError(N_("the full rules end after a predefined number of rounds: choose 1 to {rounds} "
                                 "(the rulebook's {rounds} when none is given)"), rounds=RULEBOOK_ROUNDS)
        if self.team_layout is not None and self.teams == "none":
            raise WordedError(N_("team_layout needs a team mode (teams=2v2, 2v3 or 2v2+1)"))
        if self.team_layout is not None and self.team_by_lot:
            raise WordedError(N_("choose either a free team_layout or team_by_lot, not both"))
        if self.arranged is not None:
            self.arranged.check(self.mode)
            if self.round_limit is not None and len(self.arranged.rounds) > self.round_limit:
                raise ValueError(f"arranged has {len(self.arranged.rounds)} rounds; the game has at most "
                                 f"{self.round_limit}")
        return self


# -- components in play ----------------------------------------------------------------------------------
class Figure(Record):
    """A figure in front of a player, in the order acquired (slot 0 = the first acquired).

    `reveal` says why it is face up: "quad" (an opponent's harmonic quad), "media" (a media action turned it
    and set `suit`), "scandal" (a media card shown at the start of the scandal phase); "" = face down.
    """

    card: str
    reveal: Reveal = ""
    suit: str | None = None
    media_from: int | None = None
    known: bool = False
    """Face down, but everyone knows what it is: a media deduced from a harmonic quad's reveal, or a figure
    a quad turned up that the scandal phase laid face down again."""

    @property
    def face_up(self) -> bool:
        return self.reveal != ""


class PendingFigure(Record):
    """A figure drawn by a team in a team mode, waiting for the team to name the teammate who receives it."""

    card: str
    team: int
    chooser: int


class RoundRecord(Record):
    """The public result of the last scored round (the unplayed cards stay secret)."""

    round: int
    shown: tuple[tuple[str, ...] | None, ...]
    points: tuple[int | None, ...]
    winners: tuple[int, ...]
    drawn: tuple[int, ...]
    """How many figures each seat drew from the power deck."""
    quad_reveals: tuple[int, ...] = ()
    """Seats that had to turn their first E/L/J face up."""


class Outcome(Record):
    winners: tuple[int, ...]
    reason: str
    trios: tuple[tuple[str, ...] | None, ...]
    """Each seat's final trio as figure codes in their final suits ("ES"), None without a trio."""
    harmony: tuple[int, ...]
    """3 = three suits, 2 = two suits, 1 = one suit, 0 = no trio."""
    winning_teams: tuple[int, ...] = ()


class DemosState(Record):
    options: DemosOptions
    phase: Phase
    round: int
    """The round being played, of the "Runden (bis zu 14)": a round a team veto voided did not take place and
    is dealt again under its number (docs/rules/demos.md, decision 9)."""
    round_limit: int
    """The last round if every round from now on has one winner: the round in which the power deck runs out,
    or the predefined number of rounds if that comes first (a round without a winner moves the first on; see
    docs/rules/demos.md, decision 6)."""
    dealer: int
    team_of: tuple[int, ...]
    independent: int | None = None
    vetoes: tuple[int, ...]
    """Vetoes left per team (in individual play every seat is its own team)."""
    people_deck: tuple[str, ...]
    power_deck: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    public_discards: tuple[tuple[str, ...], ...]
    secret_discards: tuple[tuple[str, ...], ...]
    unanimous_discards: tuple[tuple[str, ...], ...]
    secrets_revealed: bool = False
    vetoed: bool = False
    turn_queue: tuple[int, ...] = ()
    """Seats still to act in the current discard step, in turn from the dealer's left; the head acts now (in
    a take phase it takes after its own discard)."""
    veto_queue: tuple[int, ...] = ()
    """Teams still to be asked about the unanimous discard; the head is voting now."""
    votes: tuple[bool | None, ...]
    figures: tuple[tuple[Figure, ...], ...]
    pending_figures: tuple[PendingFigure, ...] = ()
    media_queue: tuple[int, ...] = ()
    media_out: tuple[str, ...] = ()
    """Media cancelled by a pair in one hand and discarded."""
    scores: tuple[int, ...]
    last_round: RoundRecord | None = None
    outcome: Outcome | None = None
    taken: tuple[tuple[tuple[str, str], ...], ...] = ()
    """Per seat, the (step, card) pairs it took from the visible discards this round, in the open; () = none."""
    rng: int

    @property
    def num_players(self) -> int:
        return len(self.hands)


# -- what one seat may know ------------------------------------------------------------------------------
class FigureView(Frozen):
    card: str | None
    """None: face down and unknown to the viewer."""
    face_up: bool
    reveal: Reveal
    suit: str | None
    """The suit a media action announced for this card (its suit for the final count)."""
    media_from: int | None
    known: bool = False
    """Face down but known to everyone (see Figure.known)."""


class SeatView(Frozen):
    seat: int
    team: int
    independent: bool
    hand: tuple[str, ...] | None
    """The viewer's own hand; None for everyone else's."""
    hand_size: int
    public_discards: tuple[str, ...]
    secret_discards: tuple[str | None, ...]
    """Face-down cards are None unless they are the viewer's own or have been revealed."""
    unanimous_discards: tuple[str | None, ...]
    figures: tuple[FigureView, ...]
    score: int
    vetoes_left: int
    """Vetoes left to this seat's team (its own in individual play)."""
    decided: bool
    """True once this seat has voted on its team's veto (the one decision taken by several seats together)."""
    vote: bool | None
    """The seat's vote on its team veto, visible to itself and its teammates; True = veto."""
    taken: tuple[tuple[str, str], ...] = ()
    """(step, card): the cards this seat took from the visible discards this round ("secret" or "unanimous"),
    as everyone saw. A card taken in the secret take may since be its face-down unanimous discard."""
    best_combination: tuple[str, ...] | None = None
    """The viewer's own seat: the sequence or quad its hand would show now (None: none, or not the viewer's
    hand)."""
    best_points: int | None = None
    """The points of `best_combination`."""
    best_trio: tuple[str, ...] | None = None
    """A seat whose every figure the viewer knows (its own, a teammate's): its most harmonious E-L-J trio now,
    in the figures' final suits (None: none, or figures the viewer cannot see)."""
    trio_harmony: int = 0
    """The suits in `best_trio` (3, 2, 1; 0 without one)."""


class TeamView(Frozen):
    team: int
    members: tuple[int, ...]
    vetoes_left: int
    independent: bool


class PendingFigureView(Frozen):
    card: str | None
    """Known to the drawing team only."""
    team: int
    chooser: int


class DemosView(Frozen):
    viewer: int | None
    mode: Literal["simplified", "full"]
    teams_mode: TeamMode
    phase: Phase
    round: int
    """The round being played (a round a team veto voided is dealt again under its number)."""
    round_limit: int
    """The last round if every round from now on has one winner (or the chosen number of rounds)."""
    dealer: int
    active: tuple[int, ...]
    """Seats that must decide now: one, or the members of a team voting on its veto."""
    seats: tuple[SeatView, ...]
    teams: tuple[TeamView, ...]
    people_deck: int
    power_deck: int
    turn_queue: tuple[int, ...]
    """Seats still to act in the current discard step; the head acts now."""
    veto_team: int | None
    media_queue: tuple[int, ...]
    pending_figures: tuple[PendingFigureView, ...]
    media_out: tuple[str, ...]
    secrets_revealed: bool
    vetoed: bool
    last_round: RoundRecord | None
    outcome: Outcome | None
    chosen_rounds: int | None = None
    """The predefined number of rounds (full rules: 14 unless another was chosen); None in the simplified
    rules, which end when the power deck is empty."""

    @property
    def discard_step(self) -> str | None:
        """The discard step being played ("public", "secret", "unanimous"); None outside the discard phases."""
        return DISCARD_STEP.get(self.phase)


# -- actions ---------------------------------------------------------------------------------------------
class Discard(Frozen):
    """Lay this card from the hand in the current discard step (face up or face down by the step)."""

    kind: Literal["discard"] = "discard"
    card: str


class SkipDiscard(Frozen):
    """Full rules: make no secret discard this round (keep the hand)."""

    kind: Literal["skip_discard"] = "skip_discard"


class TakeFromDeck(Frozen):
    """Receive the top card of the people's deck."""

    kind: Literal["take_from_deck"] = "take_from_deck"


class TakeDiscard(Frozen):
    """Take one visible discard (any seat's, one's own included) into the hand."""

    kind: Literal["take_discard"] = "take_discard"
    card: str


class Consent(Frozen):
    """Agree to the unanimous discard (or, in a team, vote against using the team veto)."""

    kind: Literal["consent"] = "consent"


class CastVeto(Frozen):
    """Veto the unanimous discard (in a team: vote to use the team veto; it needs every teammate's vote)."""

    kind: Literal["cast_veto"] = "cast_veto"


class AssignFigure(Frozen):
    """Team modes: give the first drawn figure waiting for the team to this teammate."""

    kind: Literal["assign_figure"] = "assign_figure"
    seat: int


class ApplyMedia(Frozen):
    """Point a media card at another player's face-down E/L/J (by slot) and announce its new suit."""

    kind: Literal["apply_media"] = "apply_media"
    target: int
    slot: int
    suit: Literal["S", "H", "D", "C"]


DemosAction = Discard | SkipDiscard | TakeFromDeck | TakeDiscard | Consent | CastVeto | AssignFigure | ApplyMedia
AnyAction = Annotated[DemosAction, Field(discriminator="kind")]
action_adapter: TypeAdapter[Any] = TypeAdapter(AnyAction)
