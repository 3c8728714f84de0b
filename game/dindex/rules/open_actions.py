"""§ 5.5 Open actions, and counters "at any time" as a response window.

On its turn (the Chancellery first, then clockwise) a party plays a card, exchanges one or passes. The phase
ends when every party in a row has had a turn without playing a card. After each played card a response
window opens: every other party, clockwise from the player, is asked in turn whether it counters the card
on top of the chain (Counter) or lets it stand (LetStand). A successful counter goes on top and the window
opens again for everyone but its player, who may then counter the counter; after a failed counter the
window reopens for everyone but the top card's player, so the same party may try again with another
counter. When the window closes with nobody countering, the chain resolves (chain.py) and the next party
has its turn. Every other party is always asked, even without a counter in hand, so being asked reveals
nothing about a hand.
"""

from __future__ import annotations

from game.dindex.events import CardExchanged, TurnPassed
from game.dindex.rules.cardfacts import card_facts, counter_cards
from game.dindex.rules.chain import announce, play_counter, resolve_chain, start_chain
from game.dindex.rules.conditions import aims, counter_level, playable_cards, targets
from game.dindex.rules.draft import Draft, Table, frozen_state
from game.dindex.rules.effects import draw_cards
from game.dindex.rules.instances import Instances
from game.dindex.state import MAX_PARTIES, NO_SEAT, Counter, DindexState, ExchangeCard, LetStand, PassTurn, PlayCard

# Actions are immutable: the lists asked for before every decision share their instances.
_PASS, _LET_STAND = PassTurn(), LetStand()


# Per card, the card played at each target it may name (None, or a seat of the largest table).
_PLAYS: Instances[int, dict[int | None, PlayCard]] = Instances(
    lambda card: {target: PlayCard(card=card, target=target) for target in (None, *range(MAX_PARTIES))})
# A card that shoots a minister is played at a target and one of its ministries (decision 18).
_SHOTS: Instances[tuple[int, int | None, str | None], PlayCard] = Instances(
    lambda aim: PlayCard(card=aim[0], target=aim[1], ministry=aim[2]))
_EXCHANGES: Instances[int, ExchangeCard] = Instances(lambda card: ExchangeCard(card=card))
_COUNTERS: Instances[int, Counter] = Instances(lambda card: Counter(card=card))


TurnAction = PlayCard | ExchangeCard | PassTurn


def begin(d: Draft) -> None:
    """§ 5.5 begins with the Chancellery's turn. The last secret action, if it was carried out, is still on the
    chain: "In the phase of open actions you may play a counter card at any time against a previously played
    action card", "before the party that is next on turn carries out its turn", so every other party is asked
    first (no turn yet: `turn` is NO_SEAT until the window closes)."""
    d.quiet = 0
    d.window = ()
    if d.chain:
        d.turn = NO_SEAT
        _open_window(d, exclude=d.chain[-1].seat, start=d.chain[-1].seat + 1)
        return
    d.turn = d.offices[0]
    d.phase = "open_turn"


def turn_options(state: Table, seat: int) -> list[TurnAction]:
    facts = card_facts()
    hand = sorted(set(state.hands[seat]))
    out: list[TurnAction] = []
    named: dict[str, list[int | None]] = {}  # the parties each kind of target names, found out once
    for card in playable_cards(state, seat, hand, secret=False, counters=False):
        if facts[card].shoots:
            out.extend([_SHOTS[(card, t, m)] for t, m in aims(state, seat, card)])
            continue
        kind = facts[card].target
        parties = named.get(kind)
        if parties is None:
            parties = named[kind] = targets(state, seat, card)
        plays = _PLAYS[card]
        out.extend([plays[t] for t in parties])
    if state.stack or state.discard:
        out.extend([_EXCHANGES[c] for c in hand])
    out.append(_PASS)
    return out


def window_options(state: Table, seat: int) -> list[Counter | LetStand]:
    chain = state.chain
    if not chain or chain[-1].seat == seat:
        return [_LET_STAND]
    counters = counter_cards().intersection(state.hands[seat])
    if not counters:  # most parties asked hold no counter
        return [_LET_STAND]
    out: list[Counter | LetStand] = [_COUNTERS[c] for c in playable_cards(
        state, seat, sorted(counters), secret=False, level=counter_level(state))]
    out.append(_LET_STAND)
    return out


def play(d: Draft, seat: int, card: int, target: int | None, ministry: str | None = None) -> None:
    d.hands[seat].remove(card)
    d.commit = True
    announce(d, seat, card, target, "open", ministry)
    start_chain(d, seat, card, target, ministry)
    d.quiet = 0
    _open_window(d, exclude=seat, start=seat + 1)


def exchange(d: Draft, seat: int, card: int) -> None:
    d.hands[seat].remove(card)
    d.discard.append(card)
    d.emit_private(seat, "card", CardExchanged, seat=seat, card=card)
    draw_cards(d, seat, 1, "exchange")
    _quiet_turn(d)


def pass_turn(d: Draft, seat: int) -> None:
    d.emit(TurnPassed, seat=seat)
    _quiet_turn(d)


def counter(d: Draft, seat: int, card: int) -> None:
    d.hands[seat].remove(card)
    d.commit = True
    level = counter_level(d)
    announce(d, seat, card, None, "counter", level=level)
    if play_counter(d, seat, card, level):
        _open_window(d, exclude=seat, start=seat + 1)
    else:
        _open_window(d, exclude=d.chain[-1].seat, start=seat + 1)


def ask_next_in_window(state: DindexState) -> DindexState | None:
    """A party lets the card stand and others are still to be asked: the next of them is asked, and nothing
    else changes (no event, nothing drawn). None when it was the last one asked: then the chain resolves
    (`let_stand`). Built from the state directly, since a third of all decisions are this one (issue 14.2)."""
    window = state.window
    if len(window) < 2:
        return None
    values = state.__dict__.copy()
    values["window"] = window[1:]
    return frozen_state(values)


def let_stand(d: Draft, seat: int) -> None:
    d.window = d.window[1:]
    if d.window:
        return
    resolve_chain(d)
    if not d.over:
        _next_turn(d)


def _open_window(d: Draft, exclude: int, start: int) -> None:
    d.window = tuple([s for s in d.clockwise_from(start % d.n) if s != exclude])
    d.phase = "open_window"


def _quiet_turn(d: Draft) -> None:
    d.quiet += 1
    _next_turn(d)


def _next_turn(d: Draft) -> None:
    if d.turn == NO_SEAT:  # the window on the last secret action has closed: the Chancellery's first turn
        d.turn = d.offices[0]
        d.phase = "open_turn"
        return
    if d.quiet >= d.n:  # a full circle without a card played ends the phase
        d.phase = "open_done"
        d.turn = -1
        return
    d.turn = (d.turn + 1) % d.n
    d.phase = "open_turn"
