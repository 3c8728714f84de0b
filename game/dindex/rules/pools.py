"""Voter cards, the Dindex stack, Government Points and the three endings (§ 3.3, § 3.6, § 6).

Every change of the Dindex goes through `fall`/`rise`, every system opponent through `set_opponents` and
every Government Point through `gain_rp`, so the endings are checked at the one place they can happen.
"""

from __future__ import annotations

from game.dindex.events import DindexChanged, PowerSeized, RoleRevealed, RpChanged, VotersMoved
from game.dindex.rules.draft import Draft, dindex_level

POOL_NAMES = {"non_voter": "non_voters", "opponent": "system_opponents", "voter": "voters", "core": "core_voters"}


def _dindex_event(d: Draft, delta: int, cause: str) -> None:
    d.emit(DindexChanged, dindex=dindex_level(d.dindex), dindex_cards=d.dindex, delta=delta, cause=cause)


def fall(d: Draft, cards: int, cause: str) -> None:
    """Stack the Dindex off by `cards`; reaching the last card is Oligarchy and ends the game (§ 6.2)."""
    moved = 0
    while moved < cards and d.dindex > 1 and not d.over:
        d.dindex -= 1
        d.dindex_discard += 1
        moved += 1
    if moved:
        _dindex_event(d, -moved, cause)
    if d.dindex <= 1 and not d.over:
        oligarchs = tuple(s for s in range(d.n) if d.roles[s] == "oligarch")
        end_game(d, oligarchs, "oligarchy")


def restore_dindex(d: Draft, cards: int, discard: int, cause: str) -> None:
    """Put the Dindex back to a height it had earlier this term (a repelled secret action undone): that
    height was not Oligarchy, so no ending is checked."""
    delta = cards - d.dindex
    d.dindex, d.dindex_discard = cards, discard
    if delta:
        _dindex_event(d, delta, cause)


def rise(d: Draft, cards: int, cause: str) -> None:
    """Stack the Dindex on from its discard pile (§ 3.6); with an empty discard pile it cannot rise."""
    moved = 0
    while moved < cards and d.dindex_discard > 0 and not d.over:
        d.dindex += 1
        d.dindex_discard -= 1
        moved += 1
    if moved:
        _dindex_event(d, moved, cause)


def set_opponents(d: Draft, new: int) -> None:
    """§ 3.3: each full group of three system opponents stacks the Dindex off one card; a broken group
    stacks it on again."""
    group = d.comps.setup.opponent_group
    before, after = d.opponents // group, new // group
    d.opponents = new
    if after > before:
        fall(d, after - before, "system_opponents")
    elif after < before:
        rise(d, before - after, "system_opponents")


def count(d: Draft, pool: str, seat: int | None) -> int:
    if pool == "non_voter":
        return int(d.non_voters)
    if pool == "opponent":
        return int(d.opponents)
    assert seat is not None
    return int(d.voters[seat] if pool == "voter" else d.core[seat])


def move_voter(d: Draft, src: str, src_seat: int | None, dst: str, dst_seat: int | None, why: str) -> bool:
    """Move one voter card; False (the step lapses, § 3.8) when the source pool is empty."""
    if d.over or count(d, src, src_seat) == 0:
        return False
    # The move is logged first: a group of three system opponents it completes or breaks (§ 3.3) then changes
    # the Dindex in the log's order of cause and effect.
    d.emit(VotersMoved, from_pool=POOL_NAMES[src], to_pool=POOL_NAMES[dst], from_seat=src_seat, to_seat=dst_seat,
           count=1, why=why)
    _add(d, src, src_seat, -1)
    _add(d, dst, dst_seat, 1)
    return True


def _add(d: Draft, pool: str, seat: int | None, delta: int) -> None:
    if pool == "non_voter":
        d.non_voters += delta
    elif pool == "opponent":
        set_opponents(d, d.opponents + delta)
    elif pool == "voter":
        assert seat is not None
        d.voters[seat] += delta
    else:
        assert seat is not None
        d.core[seat] += delta


def reveal(d: Draft, seat: int, why: str) -> None:
    """A role card turned face up is public from then on."""
    if not d.revealed[seat]:
        d.revealed[seat] = True
        d.emit(RoleRevealed, seat=seat, role=d.roles[seat], why=why)


def end_game(d: Draft, winners: tuple[int, ...], reason: str) -> None:
    d.winners = tuple(sorted(winners))
    d.reason = reason
    d.phase = "over"
    d.window = ()
    d.responders = ()


def gain_rp(d: Draft, seat: int, delta: int, why: str) -> None:
    """Change a party's Government Points (never below 0) and apply § 6.1 when it reaches the target."""
    if d.over or delta == 0:
        return
    new = max(0, d.rp[seat] + delta)
    if new == d.rp[seat]:
        return
    d.rp[seat] = new
    d.emit(RpChanged, seat=seat, delta=delta, rp=new, why=why)
    if delta > 0 and new >= d.rp_target:
        reach_target(d, seat)


def reach_target(d: Draft, seat: int) -> None:
    """§ 6.1: a Democrat ends the game at once; an Oligarch is revealed, gains three core voters from the
    non-voters and the Dindex falls two cards (once), and play goes on."""
    setup = d.comps.setup
    if d.roles[seat] == "democrat":
        democrats = tuple(s for s in range(d.n) if d.roles[s] == "democrat")
        end_game(d, democrats, "rp_reached")
        return
    if d.rp_triggered[seat]:
        return
    d.rp_triggered[seat] = True
    reveal(d, seat, "rp_reached")
    for _ in range(setup.oligarch_rp_core_voters):
        move_voter(d, "non_voter", None, "core", seat, "rp_target_reached")
    fall(d, setup.oligarch_rp_dindex_fall, "rp_target_reached")


def seize_power(d: Draft, seat: int) -> None:
    """§ 6.3: the Oligarch's party wins alone."""
    if d.over:
        return
    reveal(d, seat, "seizure_of_power")
    d.emit(PowerSeized, seat=seat)
    end_game(d, (seat,), "seizure_of_power")
