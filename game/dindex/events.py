"""Every event type Dindex emits, with what it reports (the data of each: docs/log-format.md, section Dindex), and
its payload: the typed data the rules build, the tables read and the wire carries.

The rules object exports the names as `event_types` and the payload classes as `event_payloads`; a conformance
test checks that random games emit nothing else, and the tables check that each has a wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from game.core.eventwire import payload_table
from game.core.protocol import Payload

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    # § 4.6 set-up and § 5.1 / § 5.2 the start of every term
    "voters_distributed": "§ 4.6: the random cards decide who starts with the most voters",
    "draw_chosen": "§ 5.1: a party chooses how many action cards to draw (it may draw up to its hand limit)",
    "term_start": "§ 5.1: a term begins; hands drawn, every pool as it stands",
    "election": "§ 5.2: the votes are counted and the majority is set",
    "formateur": "§ 5.2: a party is asked to form the government (or the second formation)",
    "coalition_proposed": "§ 5.2: the formateur names its partners",
    "ministry_assigned": "§ 5.2: the formateur gives a ministry to a party",
    "coalition_answer": "§ 5.2: a partner accepts, declines, or asks for the ministries it wants",
    "offer_rejected": "§ 5.2: not every partner accepted; the formateur may revise the offer",
    "formation_failed": "§ 5.2: no coalition came about (or the formateur gave up); the Dindex falls",
    "government": "§ 5.2: the government stands: Chancellery, ministries, coalition",
    # § 5.3 government tasks and § 5.6 repositioning
    "task_drawn": "§ 5.3: a government task is laid out",
    "task_covered": "§ 5.3: an office takes a task",
    "task_left": "§ 5.3: the Chancellery stays free",
    "office_uncovered": "an office is lifted off its task (the Chancellery joining a ministry on its crisis)",
    "minister_shot": "a card shoots a minister: that ministry is lifted off its task and stands empty this term",
    "reposition": "§ 5.6: every office is lifted and placed again",
    "task_solved": "§ 5.6: a covered task is solved",
    "task_unsolved": "§ 5.6: an uncovered task takes effect",
    # § 5.4 secret actions and § 5.5 open actions
    "secret_submitted": "§ 5.4: a party puts a card face down on the secret stack (the card only for it)",
    "secret_drawn": "§ 5.4: a party draws a secret action back (the card only for it)",
    "secret_unplayable": "§ 5.4: a drawn secret action cannot be carried out and is shown and discarded",
    "card_played": "an action card is played (open, secret or as a counter)",
    "counter": "§ 5.5: a counter is tried; a random card decides",
    "card_repelled": "a countered card does not take effect",
    "card_resolved": "a card on the chain takes effect",
    "card_exchanged": "§ 5.5: a party discards a card face down and draws another",
    "turn_passed": "§ 5.5: a party plays nothing on its turn",
    # effects of cards, tasks and the term's end
    "cards_drawn": "a party draws action cards (the cards only for it)",
    "cards_discarded": "a party loses action cards face down",
    "stack_reshuffled": "the empty action stack is refilled from the discard pile mid-term",
    "voters_moved": "voters move between pools (voters, core voters, non-voters, system opponents)",
    "dindex_changed": "§ 3.6: the Dindex falls or rises",
    "random_card": "§ 3.7: a random card is drawn",
    "rp_changed": "a party gains or loses RP",
    "role_revealed": "a party's role is shown",
    "power_seized": "§ 6.3: an Oligarch seizes power",
    "settlement": "§ 5.7: the government is paid its RP",
    "chaos": "§ 5.8: the chaos at the end of the term",
    "campaign_card": "§ 5.8: a card is used in the election campaign (win a non-voter or scare off voters)",
    "campaign_ended": "§ 5.8: a party ends its campaign",
})


# -- the payloads: one class per event type (its name in snake case), fields typed; seats are ints -------------
# A per-seat count is a dict seat -> number (JSON: "0": n). Events with a private and a public copy (audience
# and public) use one class for both: the field the others must not see is None in the public copy.

class VotersDistributed(Payload):
    random_cards: dict[int, int]
    """Each seat's set-up random card (§ 4.6)."""
    highest: int
    """The seat that starts with the most voters."""


class TermStart(Payload):
    term: int
    dindex: int
    """The level shown (1–5)."""
    dindex_cards: int
    """The cards left on the Dindex stack (1–15)."""
    voters: dict[int, int]
    core_voters: dict[int, int]
    non_voters: int
    system_opponents: int
    hand_sizes: dict[int, int]
    rp: dict[int, int]
    dindex_discard: int
    stack_size: int


class Election(Payload):
    term: int
    votes: dict[int, int]
    total: int
    majority: int


class Formateur(Payload):
    seat: int
    second_formation: bool


class CoalitionProposed(Payload):
    made_by: ClassVar[str | None] = "formateur"

    formateur: int
    partners: tuple[int, ...]
    attempt: int
    second_formation: bool


class MinistryAssigned(Payload):
    portfolio: str
    seat: int


class CoalitionAnswer(Payload):
    seat: int
    accept: bool
    answer: str
    """accept, decline or ask."""
    ministries: tuple[str, ...] | None = None
    """The portfolios asked for (answer ask only)."""


class OfferRejected(Payload):
    made_by: ClassVar[str | None] = "formateur"

    formateur: int
    attempt: int
    attempts: int


class FormationFailed(Payload):
    made_by: ClassVar[str | None] = "formateur"

    term: int
    formateur: int
    why: str
    """no_agreement or given_up."""


class Government(Payload):
    term: int
    chancellery: int
    ministries: dict[str, int]
    """Portfolio -> the seat that holds it."""
    coalition: tuple[int, ...]
    """The Chancellery's party first."""
    first_formation_failed: bool


class TaskDrawn(Payload):
    task: int
    code: str
    portfolio: str
    kind: str
    why: str


class TaskCovered(Payload):
    office: int
    seat: int
    task: int
    with_office: int | None = None
    """The ministry that covers the crisis together with the Chancellery."""
    forced: bool = False
    """A ministry the rules placed on its only task without asking (§ 5.3)."""


class TaskLeft(Payload):
    office: int
    seat: int


class OfficeUncovered(Payload):
    office: int
    task: int
    seat: int
    why: str
    empty: bool = False
    """Its minister was shot: the office covers nothing again this term."""


class MinisterShot(Payload):
    office: int
    seat: int
    task: int | None
    """The task it was lifted off; None when it covered none."""
    why: str


class DrawChosen(Payload):
    seat: int
    count: int
    """The cards it draws."""
    room: int
    """The cards it might have drawn: up to its hand limit (§ 5.1)."""


class Reposition(Payload):
    term: int


class TaskSolved(Payload):
    task: int
    code: str


class TaskUnsolved(Payload):
    task: int
    code: str
    portfolio: str
    kind: str


class SecretSubmitted(Payload):
    seat: int
    card: int | None = None
    """None in the others' copy."""


class SecretDrawn(Payload):
    seat: int
    card: int | None = None
    """None in the others' copy."""


class SecretUnplayable(Payload):
    seat: int
    card: int
    code: str
    dindex: int
    """The level it was judged at."""
    why: str
    """register, wolf, vulture, hare or nothing_to_counter."""


class CardPlayed(Payload):
    seat: int
    card: int
    code: str
    name: str
    mode: str
    """open, secret or counter."""
    dindex: int
    """The level it is judged and its bombs read at (for a counter: the Dindex without the card it counters)."""
    target: int | None = None
    ministry: str | None = None
    """A card that shoots a minister: the target's ministry it names (decision 18)."""


class Counter(Payload):
    seat: int
    card: int
    code: str
    against: int
    against_seat: int
    value: int
    success: bool


class CardRepelled(Payload):
    seat: int
    card: int
    code: str
    reversed: bool = False
    """A secret action that had already taken effect is undone."""


class CardResolved(Payload):
    seat: int
    card: int
    code: str


class CardExchanged(Payload):
    seat: int
    card: int | None = None
    """None in the others' copy."""


class TurnPassed(Payload):
    seat: int


class CardsDrawn(Payload):
    seat: int
    cards: tuple[int, ...] | None = None
    """None in the others' copy."""
    count: int
    why: str


class CardsDiscarded(Payload):
    seat: int
    cards: tuple[int, ...] | None = None
    """None in the others' copy."""
    count: int
    why: str


class StackReshuffled(Payload):
    stack_size: int


class VotersMoved(Payload):
    from_pool: str
    """voters, core_voters, non_voters or system_opponents."""
    to_pool: str
    from_seat: int | None = None
    """The party whose pool it left (None: a centre pool)."""
    to_seat: int | None = None
    count: int
    why: str


class DindexChanged(Payload):
    dindex: int
    dindex_cards: int
    delta: int
    cause: str


class RandomCard(Payload):
    value: int
    purpose: str
    seat: int | None = None


class RpChanged(Payload):
    seat: int
    delta: int
    rp: int
    why: str


class RoleRevealed(Payload):
    seat: int
    role: str
    why: str


class PowerSeized(Payload):
    seat: int


class Settlement(Payload):
    term: int
    rp_gained: dict[int, int]
    rp_total: dict[int, int]


class Chaos(Payload):
    term: int


class CampaignCard(Payload):
    seat: int
    card: int | None = None
    """None in the others' copy."""
    effect: str
    """win or scare."""


class CampaignEnded(Payload):
    seat: int


EVENT_PAYLOADS: Mapping[str, type[Payload]] = MappingProxyType(dict(payload_table(
    VotersDistributed, DrawChosen, TermStart, Election, Formateur, CoalitionProposed, MinistryAssigned,
    CoalitionAnswer,
    OfferRejected, FormationFailed, Government, TaskDrawn, TaskCovered, TaskLeft, OfficeUncovered, MinisterShot,
    Reposition, TaskSolved, TaskUnsolved, SecretSubmitted, SecretDrawn, SecretUnplayable, CardPlayed, Counter,
    CardRepelled, CardResolved, CardExchanged, TurnPassed, CardsDrawn, CardsDiscarded, StackReshuffled, VotersMoved,
    DindexChanged, RandomCard, RpChanged, RoleRevealed, PowerSeized, Settlement, Chaos, CampaignCard,
    CampaignEnded,
)))
"""Each event type's payload class (`rules.event_payloads`): how a wire frame's data is read back."""
