"""Hidden information: secret agendas and hands are private, deck order is hidden, worlds are consistent."""

from __future__ import annotations

from game.core.protocol import Event
from game.core.rng import Rng
from game.diceocracy.actions import DiscardAgenda, PlaceFollower, SwapAgenda
from game.diceocracy.cards import draw
from game.diceocracy.frozen import Out
from game.diceocracy.state import DiceocracyState
from game.diceocracy.views import determinize
from tests.diceocracy.helpers import RULES, act, legal, started


def test_secret_agendas_are_private_and_counted_for_others() -> None:
    state = started(3)
    for viewer in (0, 1, 2):
        view = RULES.view(state, viewer)
        for seat, p in enumerate(view.players):
            if seat == viewer:
                assert p.agendas == state.players[seat].agendas
            else:
                assert p.agendas is None and p.adverts is None and p.stunts is None
            assert p.agenda_count == len(state.players[seat].agendas)


def test_public_view_shows_no_hand_and_no_deck_order() -> None:
    state = started(2)
    view = RULES.view(state, None)
    assert all(p.agendas is None for p in view.players)
    dumped = view.model_dump()
    assert "rng" not in dumped and "adverts" not in dumped["decks"]
    assert view.decks.agenda_count == len(state.decks.agendas)


def test_agendas_are_revealed_when_the_game_is_over() -> None:
    from game.core.bots import RandomBot

    state = started(2, seed=9)
    bot, rng = RandomBot(), Rng(9)
    while state.active is not None:
        state = RULES.apply(state, state.active, bot.choose(None, legal(state), rng)).state
    view = RULES.view(state, None)
    assert [p.agendas for p in view.players] == [p.agendas for p in state.players]


def test_determinized_worlds_match_the_view_and_vary_hidden_cards() -> None:
    state = started(3, seed=4)
    view = RULES.view(state, 1)
    worlds = [determinize(view, Rng(s)) for s in range(4)]
    for world in worlds:
        assert RULES.view(world, 1) == view
        assert world.players[1].agendas == state.players[1].agendas
    assert len({w.players[0].agendas for w in worlds}) > 1


def test_drawing_an_agenda_is_seen_only_by_its_owner() -> None:
    state = started(2)
    seat = state.active
    state = act(state, legal(state)[0])
    state = act(state, legal(state)[0])
    t = RULES.apply(state, seat, SwapAgenda())
    drawn = next(e for e in t.events if e.type == "cards_drawn")
    assert drawn.audience == (seat,) and drawn.for_viewer(1 - seat).data.count == 1
    assert drawn.for_viewer(1 - seat).data.cards is None and t.commit


def test_the_discarded_secret_agenda_is_named_only_to_its_owner() -> None:
    from game.diceocracy import GAME
    from game.diceocracy.actions import DiscardAgenda, EndTurn

    rules = GAME.rules
    assert rules.describe_action_for(DiscardAgenda(card=7), 1, 1) != "discard a secret agenda"
    for viewer in (None, 0, 2):
        assert rules.describe_action_for(DiscardAgenda(card=7), 1, viewer) == "discard a secret agenda"
    assert rules.describe_action_for(EndTurn(), 1, None) == rules.describe_action(EndTurn())


def test_every_view_names_the_deciding_seat_and_the_nine_rounds() -> None:
    state = started(3)
    for viewer in (None, 0, 1, 2):
        view = RULES.view(state, viewer)
        assert view.active == (state.active,) and (view.round, view.rounds) == (1, 9)


def test_a_finished_game_has_nobody_deciding_in_any_view() -> None:
    from game.core.bots import RandomBot

    state = started(1, seed=4)
    bot, rng = RandomBot(), Rng(4)
    while state.active is not None:
        state = RULES.apply(state, state.active, bot.choose(None, legal(state), rng)).state
    assert RULES.view(state, None).active == () and RULES.view(state, 0).active == ()


def discarding_an_agenda(n: int = 3) -> tuple[DiceocracyState, int, int, list[Event]]:
    """A turn that swaps a secret agenda (the alternative to a district action) up to the discard: the state
    after it, the discarding seat, the card and the discard's events."""
    state = started(n)
    seat = state.active
    assert seat is not None
    state = act(act(state, legal(state)[0]), PlaceFollower(slot=4))
    state = act(state, SwapAgenda())
    card = state.players[seat].agendas[0]
    transition = RULES.apply(state, seat, DiscardAgenda(card=card))
    return transition.state, seat, card, list(transition.events)


def test_a_discarded_secret_agenda_stays_secret_only_its_discarder_sees_the_card() -> None:
    state, seat, card, evs = discarding_an_agenda(3)
    (discarded,) = [e for e in evs if e.type == "agenda_discarded"]
    assert discarded.audience == (seat,) and discarded.data.card == card
    for other in (None, *(s for s in range(3) if s != seat)):
        seen = discarded.for_viewer(other).data
        assert seen.card is None and seen.model_dump() == {"seat": seat, "card": None, "pile": 1}
        view = RULES.view(state, other)
        assert view.decks.agenda_discard == (None,) and view.decks.agenda_discarders == (seat,)
    mine = RULES.view(state, seat)
    assert mine.decks.agenda_discard == (card,) and mine.decks.agenda_discarders == (seat,)


def test_an_agenda_discarded_by_another_seat_is_dealt_anew_in_every_world() -> None:
    state, seat, card, _ = discarding_an_agenda(3)
    other = (seat + 1) % 3
    view = RULES.view(state, other)
    worlds = [determinize(view, Rng(s)) for s in range(12)]
    assert all(RULES.view(w, other) == view for w in worlds)
    guesses = {w.decks.agenda_discard[0] for w in worlds}
    assert len(guesses) > 1 and not guesses & set(state.players[other].agendas)


def test_reshuffled_agenda_discards_belong_to_no_seat_any_more() -> None:
    state, seat, card, _ = discarding_an_agenda(2)
    state = state.model_copy(update={"decks": state.decks.model_copy(update={"agendas": ()})})
    state, drawn = draw(state, "agendas", Out())
    assert drawn == card and state.decks.agenda_discard == () and state.decks.agenda_discarders == ()
