"""What each seat may know (view) and a world consistent with it (determinize).

Private: roles (until revealed, or the game is over), hands, the card a party put on the secret stack and
the secret action it drew. Face down and therefore hidden from everyone: the action stack and discard pile,
the task deck order. Everything else lies open on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.core.rng import Rng
from game.dindex.components import components
from game.dindex.rules.active import active_players
from game.dindex.rules.draft import dindex_level
from game.dindex.state import NO_SEAT, DindexState, DindexView


def view(state: DindexState, viewer: int | None) -> DindexView:
    n = state.num_players
    over = state.winners is not None
    roles = tuple(
        state.roles[s] if over or state.revealed[s] or s == viewer else None for s in range(n)
    )
    secret_in = state.secret_in or (NO_SEAT,) * n
    secret_drawn = state.secret_drawn or (NO_SEAT,) * n
    return DindexView(
        viewer=viewer, num_players=n, rp_target=state.rp_target, role_pool=state.role_pool, term=state.term,
        phase=state.phase, active=active_players(state), dindex=state.dindex,
        dindex_level=dindex_level(state.dindex), dindex_bar=dindex_bar(state.dindex), dindex_levels=dindex_levels(),
        dindex_discard=state.dindex_discard, voters=state.voters, core=state.core, non_voters=state.non_voters,
        opponents=state.opponents, rp=state.rp, roles=roles, revealed=state.revealed,
        rp_triggered=state.rp_triggered, parties=state.parties, competences=seat_competences(state.parties),
        hand=tuple(sorted(state.hands[viewer])) if viewer is not None else None,
        hand_sizes=tuple(len(h) for h in state.hands), stack_size=len(state.stack),
        discard_size=len(state.discard), offices=state.offices, tasks=state.tasks,
        task_deck_size=len(state.task_deck), covers=state.covers,
        empty_offices=state.empty_offices, draw_room=state.draw_room, votes=state.votes, majority=state.majority,
        formateur=state.formateur, second_formation=state.second_formation, first_failed=state.first_failed,
        attempt=state.attempt, formation_attempts=components().setup.formation_attempts, partners=state.partners,
        ministries=state.ministries, responders=state.responders, answers=state.answers, asks=state.asks,
        task_office=state.task_office,
        secret_submitted=tuple(c != NO_SEAT for c in secret_in) if state.secret_in else (),
        my_secret=_own(secret_in, viewer),
        secret_holding=tuple(c != NO_SEAT for c in secret_drawn) if state.secret_drawn else (),
        my_secret_drawn=_own(secret_drawn, viewer), secret_order=state.secret_order,
        secret_pos=state.secret_pos, secret_last=state.secret_last, chain=state.chain, turn=state.turn,
        quiet=state.quiet, window=state.window, campaign_order=state.campaign_order, winners=state.winners,
        reason=state.reason,
    )


@cache
def dindex_levels() -> tuple[int, ...]:
    """The level of each card of the full Dindex stack, bottom first (the components list it top first)."""
    return tuple(card.level for card in reversed(components().dindex_cards))


def dindex_bar(cards: int) -> int:
    """The bar printed on the top card when `cards` lie on the stack: that level's cards still there."""
    stack = components().dindex_cards
    return stack[len(stack) - cards].bar


# Views are built before every decision and the party cards never change hands: one tuple per line-up.
@cache
def seat_competences(parties: tuple[tuple[int, ...], ...]) -> tuple[tuple[str, ...], ...]:
    cards = components().parties
    return tuple(tuple(sorted({c for p in seat for c in cards[p].competences})) for seat in parties)


def _own(cards: tuple[int, ...], viewer: int | None) -> int | None:
    if viewer is None or cards[viewer] == NO_SEAT:
        return None
    return cards[viewer]


def determinize(v: DindexView, viewer: int | None, rng: Rng) -> DindexState:
    """Deal the unseen cards and roles at random, consistently with everything `v` shows."""
    comps = components()
    n = v.num_players
    known: set[int] = {p.card for p in v.chain}
    if v.hand is not None:
        known.update(v.hand)
    for own in (v.my_secret, v.my_secret_drawn):
        if own is not None:
            known.add(own)
    unseen = list(rng.shuffled([c for c in range(len(comps.cards)) if c not in known]))

    def take(k: int) -> tuple[int, ...]:
        out = tuple(unseen[:k])
        del unseen[:k]
        return out

    hands = tuple(v.hand if s == viewer and v.hand is not None else take(v.hand_sizes[s]) for s in range(n))
    secret_in = tuple(_fill(v.secret_submitted, v.my_secret, viewer, s, take) for s in range(n)) \
        if v.secret_submitted else ()
    secret_drawn = tuple(_fill(v.secret_holding, v.my_secret_drawn, viewer, s, take) for s in range(n)) \
        if v.secret_holding else ()
    discard = take(v.discard_size)
    stack = take(v.stack_size)
    on_table = set(v.tasks)
    task_deck = rng.shuffled([t for t in range(len(comps.tasks)) if t not in on_table])
    return DindexState(
        num_players=n, rp_target=v.rp_target, role_pool=v.role_pool, term=v.term, phase=v.phase,
        dindex=v.dindex, dindex_discard=v.dindex_discard, voters=v.voters, core=v.core,
        non_voters=v.non_voters, opponents=v.opponents, rp=v.rp, roles=_roles(v, rng), revealed=v.revealed,
        rp_triggered=v.rp_triggered, parties=v.parties, hands=hands, stack=stack, discard=discard,
        offices=v.offices, tasks=v.tasks, task_deck=task_deck[: v.task_deck_size], covers=v.covers,
        empty_offices=v.empty_offices, draw_room=v.draw_room,
        votes=v.votes, majority=v.majority, formateur=v.formateur, second_formation=v.second_formation,
        first_failed=v.first_failed, attempt=v.attempt, partners=v.partners, ministries=v.ministries,
        responders=v.responders, answers=v.answers, asks=v.asks, task_office=v.task_office, secret_in=secret_in,
        secret_drawn=secret_drawn,
        secret_order=v.secret_order, secret_pos=v.secret_pos, secret_last=v.secret_last,
        chain=v.chain, turn=v.turn, quiet=v.quiet, window=v.window, campaign_order=v.campaign_order,
        winners=v.winners, reason=v.reason, rng=rng.next64(),
    )


def _fill(flags: tuple[bool, ...], mine: int | None, viewer: int | None, seat: int,
          take: Callable[[int], tuple[int, ...]]) -> int:
    if not flags[seat]:
        return NO_SEAT
    if seat == viewer and mine is not None:
        return mine
    return int(take(1)[0])


def _roles(v: DindexView, rng: Rng) -> tuple[str, ...]:
    """Unknown roles drawn from the role cards still unaccounted for (surplus cards stay aside, § 4.4)."""
    dem, oli = v.role_pool
    known = [r for r in v.roles if r is not None]
    left = ["democrat"] * (dem - known.count("democrat")) + ["oligarch"] * (oli - known.count("oligarch"))
    pool = list(rng.shuffled(left))
    return tuple(r if r is not None else pool.pop() for r in v.roles)
