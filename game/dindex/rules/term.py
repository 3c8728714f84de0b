"""The legislative term (§ 5) as a sequence of phases, and `advance`, which runs every step that needs no
decision until a party must decide or the game is over."""

from __future__ import annotations

from collections.abc import Callable

from game.dindex.components import PORTFOLIOS
from game.dindex.events import Chaos, DrawChosen, Reposition, Settlement, TermStart
from game.dindex.rules import campaign, formation, open_actions, secret, tasks
from game.dindex.rules.draft import Draft, competences, dindex_level, government
from game.dindex.rules.effects import draw_cards
from game.dindex.rules.pools import fall, gain_rp, move_voter


def hand_limit(d: Draft, seat: int) -> int:
    """§ 5.1: 5 cards + 1 per full group of three core voters."""
    setup = d.comps.setup
    return setup.hand_base + d.core[seat] // setup.core_group


def start_term(d: Draft) -> None:
    """§ 5.1: shuffle the discard pile back in and announce the term (its pools, the hands kept from the last
    one); then every party with room below its hand limit chooses how many to draw ("you may draw", `draw`),
    all at once; then § 5.2's vote count."""
    d.term += 1
    d.offices = (-1,) * 6
    d.covers = [-1] * 6
    d.empty_offices = [False] * 6  # a shot minister's office is filled again with the new government
    d.first_failed = False
    d.second_formation = False
    d.stack = list(d.rand.shuffled(d.stack + d.discard))
    d.discard = []
    arranged = d.first_term_arrangement()
    if arranged is not None:
        d.stack = stacked(d, d.stack, arranged.hands, arranged.stack)
    seats = range(d.n)
    d.emit(TermStart, term=d.term, dindex=dindex_level(d.dindex), dindex_cards=d.dindex,
           voters=dict(enumerate(d.voters)), core_voters=dict(enumerate(d.core)), non_voters=d.non_voters,
           system_opponents=d.opponents, hand_sizes={s: len(d.hands[s]) for s in seats}, rp=dict(enumerate(d.rp)),
           dindex_discard=d.dindex_discard, stack_size=len(d.stack))
    d.draw_room = [max(0, hand_limit(d, seat) - len(d.hands[seat])) for seat in seats]
    if any(d.draw_room):
        d.phase = "draw"
    else:
        formation.election(d)


def draw(d: Draft, seat: int, count: int) -> None:
    """§ 5.1: the party draws `count` cards face down (at most up to its hand limit); once every party has
    chosen, § 5.2 counts the votes."""
    room = d.draw_room[seat]
    d.draw_room[seat] = 0
    d.emit(DrawChosen, seat=seat, count=count, room=room)
    if count:
        arranged = d.first_term_arrangement()
        if arranged is not None and arranged.hands:
            # the seat's own arranged cards go on top as it draws (the parties draw at the same time)
            mine = [d.comps.card_index(code) for code in arranged.hands[seat][:count]]
            mine = [c for c in mine if c in d.stack]
            d.stack = [c for c in d.stack if c not in mine] + mine[::-1]
        draw_cards(d, seat, count, "term_start")
    if not any(d.draw_room):
        formation.election(d)


def stacked(d: Draft, shuffled: list[int], hands: tuple[tuple[str, ...], ...], top: tuple[str, ...]) -> list[int]:
    """The first term's action stack of a hand-built deal (decision 21), bottom first: the seats' arranged hands
    at the bottom (each seat takes its own when it draws), the shuffled rest, the arranged next cards on top."""
    index = d.comps.card_index
    bottom = [index(code) for hand in hands for code in hand]
    upper = [index(code) for code in top]
    named = set(bottom) | set(upper)
    return bottom + [c for c in shuffled if c not in named] + upper[::-1]


def end_of_open_actions(d: Draft) -> None:
    """§ 5.5 ends → § 5.6: "the last opportunity to reposition its government offices" under the unchanged
    rules of § 5.3. Every office is lifted and placed again (a ministry still must take a task of its
    portfolio, single options are placed without asking); then the unsolved tasks act."""
    d.phase = "reposition"
    d.covers = [-1] * 6
    d.emit(Reposition, term=d.term)
    d.task_office = 1


def after_reposition(d: Draft) -> None:
    # the term's end stands: the unsolved tasks act, RP are paid and chaos follows, all in sight of the table,
    # so the move that set them off is a commit point (an Undo reached back past the settlement, playtest)
    d.commit = True
    tasks.evaluate_unsolved(d)
    if not d.over:
        settle(d)
    if not d.over:
        chaos(d)
    if not d.over:
        campaign.begin(d)


def settle(d: Draft) -> None:
    """§ 5.7: 2 RP for the Chancellery, 1 per ministry, +1 per ministry in a core competence; the
    Chancellery's party first, then clockwise; a Democrat reaching the target stops it at once."""
    setup = d.comps.setup
    gained: dict[int, int] = {}
    for seat in government(d):
        points = setup.chancellery_rp if d.offices[0] == seat else 0
        mine = competences(d, seat)
        for i, portfolio in enumerate(PORTFOLIOS):
            if d.offices[1 + i] == seat:
                points += setup.ministry_rp + (setup.competence_bonus_rp if portfolio in mine else 0)
        gained[seat] = points
        gain_rp(d, seat, points, "settlement")
        if d.over:
            break
    d.emit(Settlement, term=d.term, rp_gained={s: gained.get(s, 0) for s in range(d.n)},
           rp_total=dict(enumerate(d.rp)))


def chaos(d: Draft) -> None:
    """§ 5.8: the Dindex falls one card; one core voter of every party becomes a voter."""
    setup = d.comps.setup
    d.emit(Chaos, term=d.term)
    fall(d, setup.chaos_dindex_fall, "chaos")
    if d.over:
        return
    for seat in range(d.n):
        for _ in range(setup.chaos_core_to_voter):
            move_voter(d, "core", seat, "voter", seat, "chaos")


# -- phases the engine passes through on its own ------------------------------------------------------
# A handler that finishes a phase sets one of these transient phases; `advance` then starts the next one.
TRANSIENT: dict[str, Callable[[Draft], None]] = {
    "formed": tasks.begin,
    "tasks_done": secret.begin,
    "secret_done": open_actions.begin,
    "open_done": end_of_open_actions,
    "reposition_done": after_reposition,
    "term_end": start_term,
}

# The automatic part of a decision phase: True when it moved on, False when a party must decide.
AUTO: dict[str, Callable[[Draft], bool]] = {
    "propose": formation.auto_step,
    "assign": formation.auto_step,
    "respond": formation.auto_step,
    "tasks": tasks.auto_step,
    "reposition": tasks.auto_step,
    "secret_choose": secret.auto_choose,
    "secret_play": secret.auto_play,
    "campaign": campaign.auto_step,
}


def advance(d: Draft) -> None:
    while d.winners is None:
        phase = d.phase
        transient = TRANSIENT.get(phase)
        if transient is not None:
            transient(d)
            continue
        step = AUTO.get(phase)
        if step is None or not step(d):
            return
