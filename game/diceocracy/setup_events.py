"""The set-up as events (rulebook: Set-up): what lies on the table before the first move, so a Diceocracy game
can be followed, and rebuilt, from its public log like the other two games. The secret agendas dealt are told
to their owner only; everyone else reads how many.
"""

from __future__ import annotations

from game.core.protocol import Event
from game.core.trusted import event
from game.diceocracy.board import die_json, district_name, seat_key
from game.diceocracy.state import DiceocracyState


def setup_events(state: DiceocracyState) -> tuple[Event, ...]:
    districts = [
        {"position": pos, "district": district_name(state, pos),
         "dice": [die_json(space.die) if space.die is not None else None for space in spaces]}
        for pos, spaces in enumerate(state.districts)
    ]
    players = {seat_key(seat): {"color": p.color, "money": p.money, "reps": p.reps,
                                "personality": list(p.personality)} for seat, p in enumerate(state.players)}
    events = [event("set_up", {
        "districts": districts,
        "advert_row": list(state.decks.advert_row),
        "stunt_row": list(state.decks.stunt_row),
        "candidates": list(state.candidates_left),
        "players": players,
        "first_player": seat_key(state.first_player),
        "bag": len(state.bag),
    })]
    for seat, p in enumerate(state.players):
        if p.agendas:
            events.append(event("agendas_dealt", {"seat": seat_key(seat), "agendas": list(p.agendas)},
                                audience=(seat,), public={"seat": seat_key(seat), "count": len(p.agendas)}))
    return tuple(events)
