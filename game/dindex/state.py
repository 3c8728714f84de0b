"""Dindex state, view, options and actions: frozen models, tuples only.

Seats are 0..n-1, clockwise. Action cards, tasks and party cards are referred to by their index in the
validated component tuples (game.dindex.components).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, model_validator

from game.core.protocol import Frozen

GameLength = Literal["short", "medium", "long"]
RoleDistribution = Literal["table", "custom", "unknown"]
Phase = Literal[
    "draw", "propose", "assign", "respond", "tasks", "secret_choose", "secret_play", "open_turn", "open_window",
    "reposition", "campaign", "over",
]
NO_SEAT = -1
MAX_PARTIES = 7
"""The most parties a game seats (§ 4.1's table goes up to seven)."""
Answer = Literal["", "accept", "decline", "ask"]
"""A partner's answer to the offer on the table (§ 5.2): none yet, accept, decline, or the ministries it asks for."""
SecretLast = Literal["none", "played", "void"]
"""The previous secret action of this round: none yet, played, or void (unplayable, or a failed counter);
a secret counter has a target only after a played one (§ 5.4)."""


class DindexArrangement(Frozen):
    """A hand-built first term (Learn to play's lesson; docs/rules/dindex.md, decision 21), as a teacher stacks the
    cards at a real table. Every part is optional (empty: drawn from the seed as usual); what it names is checked
    against the components here and against the number of seats by `check_seats`, so an inconsistent one is
    refused in one line. Cards and tasks are named by their codes ("dem-02", "fin-3"), party cards by theirs
    ("party-1")."""

    roles: tuple[Literal["democrat", "oligarch"], ...] = ()
    """The role card each seat draws (§ 4.4), by seat; they must come out of the role cards in play."""
    parties: tuple[tuple[str, ...], ...] = ()
    """The party card(s) each seat draws (§ 4.4), by seat: one each, two each with two parties."""
    voter_draws: tuple[int, ...] = ()
    """The random card each seat draws for the voters (§ 4.6), by seat: different numbers from 1 to 7."""
    hands: tuple[tuple[str, ...], ...] = ()
    """The action cards each seat draws at the first term's § 5.1, by seat, the first drawn first (at most its
    hand limit). The parties draw at the same time, so a seat's cards come to it whenever it draws; a seat that
    draws fewer leaves the rest at the bottom of the stack."""
    stack: tuple[str, ...] = ()
    """The action stack's next cards once the hands are drawn, the first drawn first (an exchange, a card's
    draw)."""
    tasks: tuple[str, ...] = ()
    """The first term's government tasks, the first drawn first: five at § 5.3, then those a card adds."""
    secret: tuple[int, ...] = ()
    """The first term's secret actions (§ 5.4): by seat, the seat whose card it draws from the common stack
    (a permutation of the seats; used only when every party laid a card)."""
    random: tuple[Annotated[int, Field(ge=1, le=7)], ...] = Field(default=(), max_length=40)
    """The random cards drawn in the first term after § 4.6 (a counter, a chance card, a tie), in order; once they
    are used up, and after the first term, the random cards are shuffled from the seed."""

    @model_validator(mode="after")
    def _known_and_once(self) -> DindexArrangement:
        from game.dindex.components import components

        comps = components()
        cards = {c.code for c in comps.cards}
        named = [c for hand in self.hands for c in hand] + list(self.stack)
        stranger = next((c for c in named if c not in cards), None)
        if stranger is not None:
            raise ValueError(f"arranged: {stranger!r} is not an action card")
        twice = next((c for c in named if named.count(c) > 1), None)
        if twice is not None:
            raise ValueError(f"arranged: the action card {twice} is named twice")
        tasks = {t.code for t in comps.tasks}
        stranger = next((t for t in self.tasks if t not in tasks), None)
        if stranger is not None:
            raise ValueError(f"arranged: {stranger!r} is not a government task")
        twice = next((t for t in self.tasks if self.tasks.count(t) > 1), None)
        if twice is not None:
            raise ValueError(f"arranged: the task {twice} is named twice")
        parties = {p.code for p in comps.parties}
        drawn = [p for cards_of in self.parties for p in cards_of]
        stranger = next((p for p in drawn if p not in parties), None)
        if stranger is not None:
            raise ValueError(f"arranged: {stranger!r} is not a party card")
        twice = next((p for p in drawn if drawn.count(p) > 1), None)
        if twice is not None:
            raise ValueError(f"arranged: the party card {twice} is drawn twice")
        if len(set(self.voter_draws)) != len(self.voter_draws) or not set(self.voter_draws) <= set(comps.random_cards):
            raise ValueError("arranged: the voter draws must be different random cards, numbered 1 to 7")
        if sorted(self.secret) != list(range(len(self.secret))):
            raise ValueError("arranged: secret must name every seat once (whose card each seat draws)")
        return self


class DindexOptions(Frozen):
    """§ 4.1–4.4: game length (or a custom start), RP target, role distribution."""

    game_length: GameLength = "medium"
    start_dindex_cards: int | None = Field(default=None, ge=2, le=15)
    """Custom start (§ 4.2 "stack off as far as you wish"): Dindex cards left on the stack, 2..15."""
    rp_target: int | None = Field(default=None, ge=1, le=99)
    """Override of the § 4.1 recommendation (§ 4.3)."""
    role_distribution: RoleDistribution = "table"
    """§ 4.4: "table" (the § 4.1 row), "custom" (democrats + oligarchs = parties) or "unknown" (more role
    cards than parties; the surplus stays face down)."""
    democrats: int | None = Field(default=None, ge=0, le=6)
    oligarchs: int | None = Field(default=None, ge=0, le=4)
    arranged: DindexArrangement | None = None
    """A hand-built first term (Learn to play's lesson, decision 21); None: everything drawn from the seed."""


CardPlace = Literal["stack", "discard", "hand"]


class CardShift(Frozen):
    """`count` action cards moved one at a time from the end of one pile to the end of another (`seat`'s hand
    for "hand"): the drawn cards lie at the end of the hand, lost ones at the end of the discard pile, so a
    shift is undone by moving as many cards back. Only the count is recorded: which cards is hidden."""

    src: CardPlace
    dst: CardPlace
    seat: int
    count: int


class Undo(Frozen):
    """What the table looked like just before a secret action took effect, to repel it afterwards (§ 3.8: a
    repelled card "has no effect at all", bombs included). Every field is public; the cards that moved are
    counted in `cards` (§ 5.5: the effect "must be reversed again")."""

    voters: tuple[int, ...]
    core: tuple[int, ...]
    non_voters: int
    opponents: int
    dindex: int
    dindex_discard: int
    tasks: tuple[int, ...]
    covers: tuple[int, ...]
    empty_offices: tuple[bool, ...]
    cards: tuple[CardShift, ...] = ()


class Pending(Frozen):
    """A played action card waiting for counters, or a successful counter on top of it."""

    card: int
    seat: int
    target: int | None = None
    countered: int | None = None
    """For a counter: the seat whose card it repels."""
    ministry: str | None = None
    """For a card that shoots a minister: the target's ministry (portfolio) its player named, which stands empty."""
    dindex_level: int
    """The Dindex at which it was played: its bombs are read there (§ 3.8)."""
    undo: Undo | None = None
    """A secret action has already taken effect (§ 5.4): how to reverse it if the next party's counter repels it.
    Open cards wait for their counters instead and have none."""


class DindexState(Frozen):
    num_players: int
    rp_target: int
    role_pool: tuple[int, int]
    """Role cards in the drawing stack (democrats, oligarchs): public, § 4.4."""
    term: int = 0
    phase: Phase = "propose"
    dindex: int
    """Cards on the Dindex stack (1..15); the top card shows the level (§ 3.6)."""
    dindex_discard: int
    voters: tuple[int, ...]
    core: tuple[int, ...]
    non_voters: int
    opponents: int
    rp: tuple[int, ...]
    roles: tuple[str, ...]
    revealed: tuple[bool, ...]
    rp_triggered: tuple[bool, ...]
    parties: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    stack: tuple[int, ...]
    discard: tuple[int, ...]
    offices: tuple[int, ...] = (NO_SEAT,) * 6
    tasks: tuple[int, ...] = ()
    task_deck: tuple[int, ...] = ()
    covers: tuple[int, ...] = (NO_SEAT,) * 6
    empty_offices: tuple[bool, ...] = (False,) * 6
    """Offices whose minister was shot ("the office stands empty", ext-14, ant-05, oli-08): lifted off their
    task, they cover none again this term, § 5.6 included."""
    draw_room: tuple[int, ...] = ()
    """§ 5.1 "you may draw": per seat, the cards it may still draw up to its hand limit while it has not chosen how
    many (0: chosen, or no room)."""
    votes: tuple[int, ...] = ()
    majority: int = 0
    formateur: int = NO_SEAT
    second_formation: bool = False
    first_failed: bool = False
    attempt: int = 0
    partners: tuple[int, ...] = ()
    ministries: tuple[int, ...] = ()
    responders: tuple[int, ...] = ()
    answers: tuple[Answer, ...] = ()
    """Per seat, its answer to the last offer (§ 5.2 "may negotiate freely"); kept while the formateur revises."""
    asks: tuple[tuple[str, ...], ...] = ()
    """Per seat, the ministries it asked for in that answer (portfolios, in § 3.2 order)."""
    task_office: int = NO_SEAT
    secret_in: tuple[int, ...] = ()
    secret_drawn: tuple[int, ...] = ()
    secret_order: tuple[int, ...] = ()
    secret_pos: int = 0
    secret_last: SecretLast = "none"
    chain: tuple[Pending, ...] = ()
    turn: int = NO_SEAT
    quiet: int = 0
    window: tuple[int, ...] = ()
    campaign_order: tuple[int, ...] = ()
    winners: tuple[int, ...] | None = None
    reason: str = ""
    rng: int
    start_dindex: int = 0
    """Dindex cards on the stack when the game began (§ 4.2): with `setup_rng`, what `initial_events` needs
    to describe the set-up again."""
    setup_rng: int = 0
    """The generator as § 4.6 began: the voter distribution and the first deal are drawn from it."""
    arranged: DindexArrangement | None = None
    """The options' hand-built first term, if any (decision 21): public, as the options are."""
    arranged_random: int = 0
    """How many of the arrangement's random cards have been drawn."""


class DindexView(Frozen):
    """What one seat (or the public, viewer None) may know. Never the rng or any deck order."""

    viewer: int | None
    num_players: int
    rp_target: int
    role_pool: tuple[int, int]
    term: int
    """The legislative term being played (1, 2, ...). The rules set no last term: the game ends by RP,
    Oligarchy or a seizure of power (§ 6)."""
    phase: Phase
    active: tuple[int, ...]
    """The seats asked now, exactly `active_players(state)` (several while secret actions are chosen)."""
    dindex: int
    dindex_level: int
    dindex_bar: int
    """The bar on the top Dindex card: how many cards of the current level are still on the stack (§ 3.6)."""
    dindex_levels: tuple[int, ...]
    """The level of every card of the full Dindex stack, the bottom card (Oligarchy) first (§ 3.6)."""
    dindex_discard: int
    voters: tuple[int, ...]
    core: tuple[int, ...]
    non_voters: int
    opponents: int
    rp: tuple[int, ...]
    roles: tuple[str | None, ...]
    revealed: tuple[bool, ...]
    rp_triggered: tuple[bool, ...]
    parties: tuple[tuple[int, ...], ...]
    competences: tuple[tuple[str, ...], ...]
    """Per seat, the core competencies on its party card(s), in alphabetical order (§ 3.2)."""
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    stack_size: int
    discard_size: int
    offices: tuple[int, ...]
    tasks: tuple[int, ...]
    task_deck_size: int
    covers: tuple[int, ...]
    empty_offices: tuple[bool, ...]
    """Per office: its minister was shot this term, so it covers no task until the next term."""
    draw_room: tuple[int, ...]
    """§ 5.1: per seat, how many cards it may still draw while it chooses (0 once it has chosen)."""
    votes: tuple[int, ...]
    majority: int
    formateur: int
    second_formation: bool
    first_failed: bool
    attempt: int
    formation_attempts: int
    """How many declined proposals make a formation fail (`attempt` counts those made); the rulebook leaves the
    number open, setup.json sets it (docs/rules/dindex.md)."""
    partners: tuple[int, ...]
    ministries: tuple[int, ...]
    responders: tuple[int, ...]
    answers: tuple[Answer, ...]
    """Per seat, its answer to the last offer: "" (none), "accept", "decline" or "ask" (§ 5.2)."""
    asks: tuple[tuple[str, ...], ...]
    """Per seat, the ministries it asked for in that answer."""
    task_office: int
    secret_submitted: tuple[bool, ...]
    my_secret: int | None
    secret_holding: tuple[bool, ...]
    my_secret_drawn: int | None
    secret_order: tuple[int, ...]
    secret_pos: int
    secret_last: SecretLast
    chain: tuple[Pending, ...]
    turn: int
    quiet: int
    window: tuple[int, ...]
    campaign_order: tuple[int, ...]
    winners: tuple[int, ...] | None
    reason: str


# -- actions: one decision each ---------------------------------------------------------------------
class DrawActionCards(Frozen):
    """§ 5.1 "Then you may draw action cards face down [...] You may only draw cards until you have reached this
    number": how many to draw, from none up to the hand limit."""

    kind: Literal["draw_action_cards"] = "draw_action_cards"
    count: int = Field(ge=0)


class ProposeCoalition(Frozen):
    """§ 5.2: the formateur names its coalition partners (the coalition must reach the majority)."""

    kind: Literal["propose_coalition"] = "propose_coalition"
    partners: tuple[int, ...]


class AssignMinistry(Frozen):
    """§ 5.2: the formateur gives the next ministry (finance, environment, social, interior, defence)."""

    kind: Literal["assign_ministry"] = "assign_ministry"
    portfolio: str
    seat: int


class AcceptCoalition(Frozen):
    kind: Literal["accept_coalition"] = "accept_coalition"


class DeclineCoalition(Frozen):
    kind: Literal["decline_coalition"] = "decline_coalition"


class AskMinistries(Frozen):
    """§ 5.2: a partner answers the offer with the ministries it wants (the formateur may then revise it)."""

    kind: Literal["ask_ministries"] = "ask_ministries"
    portfolios: tuple[str, ...]


class LetFormationFail(Frozen):
    """§ 5.2: the formateur gives up; no coalition comes about and the first formation has failed."""

    kind: Literal["let_formation_fail"] = "let_formation_fail"


class CoverTask(Frozen):
    """§ 5.3: the deciding office covers a task (a crisis only with competence)."""

    kind: Literal["cover_task"] = "cover_task"
    task: int


class SupportCrisis(Frozen):
    """§ 5.3: the Chancellery joins a ministry to cover that ministry's crisis."""

    kind: Literal["support_crisis"] = "support_crisis"
    task: int


class LeaveUncovered(Frozen):
    """§ 5.3: the Chancellery need not cover anything."""

    kind: Literal["leave_uncovered"] = "leave_uncovered"


class SubmitSecret(Frozen):
    """§ 5.4: put one hand card face down on the common stack of secret actions."""

    kind: Literal["submit_secret"] = "submit_secret"
    card: int


class PlaySecret(Frozen):
    """§ 5.4: carry out the drawn secret action (choosing its target, if it has one, and for a card that shoots a
    minister the target's ministry that stands empty)."""

    kind: Literal["play_secret"] = "play_secret"
    target: int | None = None
    ministry: str | None = None
    """The portfolio of the target's ministry whose minister is shot (Assassination Attempt, Sabotage, Shadow
    Cabinet); None for every other card, or when the target holds no ministry that could stand empty."""


class PlayCard(Frozen):
    """§ 5.5: play an action card openly on one's turn."""

    kind: Literal["play_card"] = "play_card"
    card: int
    target: int | None = None
    ministry: str | None = None
    """As PlaySecret.ministry: the target's ministry whose minister is shot."""


class ExchangeCard(Frozen):
    """§ 5.5: discard a card face down and draw a new one."""

    kind: Literal["exchange_card"] = "exchange_card"
    card: int


class PassTurn(Frozen):
    kind: Literal["pass_turn"] = "pass_turn"


class Counter(Frozen):
    """§ 5.5: in the response window, counter the card on top of the chain."""

    kind: Literal["counter"] = "counter"
    card: int


class LetStand(Frozen):
    """§ 5.5: in the response window, do not counter."""

    kind: Literal["let_stand"] = "let_stand"


class CampaignCard(Frozen):
    """§ 5.8: use a hand card in the election campaign: win a non-voter, or scare off voters."""

    kind: Literal["campaign_card"] = "campaign_card"
    card: int
    effect: Literal["win", "scare"]


class EndCampaign(Frozen):
    kind: Literal["end_campaign"] = "end_campaign"


DindexAction = (
    DrawActionCards | ProposeCoalition | AssignMinistry | AcceptCoalition | DeclineCoalition | AskMinistries
    | LetFormationFail
    | CoverTask | SupportCrisis
    | LeaveUncovered | SubmitSecret | PlaySecret | PlayCard | ExchangeCard | PassTurn | Counter | LetStand
    | CampaignCard | EndCampaign
)
action_adapter: TypeAdapter[DindexAction] = TypeAdapter(Annotated[DindexAction, Field(discriminator="kind")])
