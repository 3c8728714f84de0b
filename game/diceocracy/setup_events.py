"""The set-up as events (rulebook: Set-up): what lies on the table before the first move, so a Diceocracy game
can be followed, and rebuilt, from its public log like the other two games. The secret agendas dealt are told
to their owner only; everyone else reads how many.
"""

from __future__ import annotations

from game.core.protocol import Event
from game.core.trusted import build, emit
from game.diceocracy import events as ev
from game.diceocracy.board import district_name
from game.diceocracy.state import DiceocracyState


def setup_events(state: DiceocracyState) -> tuple[Event, ...]:
    districts = tuple(
        build(ev.SetUpDistrict, {"position": pos, "district": district_name(state, pos),
                                 "dice": tuple(space.die for space in spaces)})
        for pos, spaces in enumerate(state.districts)
    )
    players = {seat: build(ev.SetUpPlayer, {"color": p.color, "money": p.money, "reps": p.reps,
                                            "personality": p.personality})
               for seat, p in enumerate(state.players)}
    events = [emit(ev.SetUp(
        districts=districts,
        advert_row=state.decks.advert_row,
        stunt_row=state.decks.stunt_row,
        candidates=state.candidates_left,
        players=players,
        first_player=state.first_player,
        bag=len(state.bag),
    ))]
    for seat, p in enumerate(state.players):
        if p.agendas:
            count = len(p.agendas)
            events.append(emit(ev.AgendasDealt(seat=seat, agendas=p.agendas, count=count), (seat,),
                               ev.AgendasDealt(seat=seat, count=count)))
    return tuple(events)
