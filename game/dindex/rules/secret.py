"""§ 5.4 Secret actions.

Every party with cards puts one face down on a common stack (a simultaneous decision); the stack is
shuffled and each of them draws one. In turn, the Chancellery first and then clockwise, each carries out
the drawn action if its conditions are met (the magnifying-glass level allowed) or reveals and discards it.
"You must carry out your secret action": it takes effect at once, so the next party's card is judged on the
table it left (its Dindex included). A counter aims at the previous party's secret action; it has no target
after an unplayable card, after a failed counter, or as the very first secret action. A successful counter
reverses the action it repels (chain.py, undo.py).
"""

from __future__ import annotations

from game.dindex.events import SecretDrawn, SecretSubmitted, SecretUnplayable
from game.dindex.rules.cardfacts import card_facts
from game.dindex.rules.chain import (
    announce,
    close_chain,
    counter_takes_effect_now,
    play_counter,
    start_chain,
    take_effect_now,
)
from game.dindex.rules.conditions import aims, conditions_met, counter_level, unmet_condition
from game.dindex.rules.draft import Draft, Table, dindex_level, hand_reader
from game.dindex.rules.instances import Instances
from game.dindex.state import NO_SEAT, PlaySecret, SubmitSecret

# Actions are immutable: the lists asked for before every decision share their instances.
_SUBMITS: Instances[int, SubmitSecret] = Instances(lambda card: SubmitSecret(card=card))
_PLAY_SECRETS: Instances[tuple[int | None, str | None], PlaySecret] = Instances(
    lambda aim: PlaySecret(target=aim[0], ministry=aim[1]))


def begin(d: Draft) -> None:
    d.secret_in = [NO_SEAT] * d.n
    d.secret_drawn = [NO_SEAT] * d.n
    d.secret_order = ()
    d.secret_pos = 0
    d.secret_last = "none"
    d.phase = "secret_choose"


def choosers(state: Table) -> tuple[int, ...]:
    """Parties that still have to put a card on the common stack (all at once)."""
    secret_in, hand = state.secret_in, hand_reader(state)
    return tuple([s for s in range(state.num_players) if secret_in[s] == NO_SEAT and hand(s)])


def submit_options(state: Table, seat: int) -> list[SubmitSecret]:
    return [_SUBMITS[c] for c in sorted(set(state.hands[seat]))]


def submit(d: Draft, seat: int, card: int) -> None:
    d.hands[seat].remove(card)
    d.secret_in[seat] = card
    d.emit_private(seat, "card", SecretSubmitted, seat=seat, card=card)


def auto_choose(d: Draft) -> bool:
    """Once everyone has chosen: shuffle the common stack and let each contributor draw one."""
    if choosers(d):
        return False
    contributors = [s for s in range(d.n) if d.secret_in[s] != NO_SEAT]
    pile = list(d.rand.shuffled([d.secret_in[s] for s in contributors]))
    arranged = d.first_term_arrangement()
    if arranged is not None and arranged.secret and len(contributors) == d.n:
        # a hand-built first term says whose card each party draws (decision 21)
        pile = [d.secret_in[arranged.secret[s]] for s in contributors]
    d.secret_in = [NO_SEAT] * d.n
    for seat, card in zip(contributors, pile, strict=True):
        d.secret_drawn[seat] = card
        d.emit_private(seat, "card", SecretDrawn, seat=seat, card=card)
    chancellor = d.offices[0]
    d.secret_order = tuple(sorted(contributors, key=lambda s: (s - chancellor) % d.n))
    d.secret_pos = 0
    d.phase = "secret_play"
    return True


def current(state: Table) -> int:
    return int(state.secret_order[state.secret_pos])


def judged_level(state: Table, seat: int) -> int:
    """The Dindex level the party's drawn secret action is judged at: the one the previous action left, or for a
    counter the one without the action it counters (decision 6, `counter_level`)."""
    if card_facts()[state.secret_drawn[seat]].counter and state.secret_last == "played":
        return counter_level(state)
    return dindex_level(state.dindex)


def playable(state: Table, seat: int) -> bool:
    card = state.secret_drawn[seat]
    if not conditions_met(state, seat, card, secret=True, level=judged_level(state, seat)):
        return False
    if card_facts()[card].counter:
        return state.secret_last == "played" and bool(state.chain)
    return True


def play_options(state: Table, seat: int) -> list[PlaySecret]:
    return [_PLAY_SECRETS[aim] for aim in aims(state, seat, state.secret_drawn[seat])]


def auto_play(d: Draft) -> bool:
    """Reveal and discard an unplayable secret action; finish the phase after the last one. The last secret action
    carried out stays on the chain: nobody after it can counter it secretly, but it may be countered openly
    before the Chancellery's first open turn (§ 5.5, open_actions.begin)."""
    if d.secret_pos >= len(d.secret_order):
        if d.secret_last != "played":
            close_chain(d)
        d.phase = "secret_done"
        return True
    seat = current(d)
    if playable(d, seat):
        return False
    card = d.secret_drawn[seat]
    level = judged_level(d, seat)
    why = unmet_condition(d, seat, card, secret=True, level=level) or "nothing_to_counter"  # playable() said no
    d.secret_drawn[seat] = NO_SEAT
    d.commit = True  # the card is revealed
    d.emit(SecretUnplayable, seat=seat, card=card, code=d.comps.cards[card].code, dindex=level, why=why)
    close_chain(d)  # a later counter has no target past an unplayable card
    d.discard.append(card)
    d.secret_last = "void"
    d.secret_pos += 1
    return True


def play(d: Draft, seat: int, target: int | None, ministry: str | None = None) -> None:
    card = d.secret_drawn[seat]
    level = judged_level(d, seat)
    d.secret_drawn[seat] = NO_SEAT
    d.commit = True
    announce(d, seat, card, target, "secret", ministry, level)
    if d.comps.cards[card].is_counter:
        if play_counter(d, seat, card, level):
            counter_takes_effect_now(d)
            d.secret_last = "played"
        else:
            close_chain(d)  # a failed counter leaves the previous action standing, and no target after it
            d.secret_last = "void"
    else:
        close_chain(d)
        start_chain(d, seat, card, target, ministry)
        take_effect_now(d)
        d.secret_last = "played"
    d.secret_pos += 1
