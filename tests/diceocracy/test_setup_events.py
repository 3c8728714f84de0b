"""Set-up (rulebook: Set-up) in the log: the first events of a game tell the table as it was dealt, so a game can
be followed from its public log like the other two (issue 30.10); the secret agendas only to their owner."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.diceocracy import events as ev

RULES = get_game("diceocracy").rules


def new_match(players: int) -> Match:
    seats = [SeatSpec(name=f"P{i}") for i in range(players)]
    return Match(RULES, {}, seats, seed=12)


def test_setup_the_public_log_opens_with_the_districts_their_dice_and_the_face_up_rows() -> None:
    match = new_match(3)
    view = match.view(None)
    first = match.events_seen_by(None)[0]
    assert first.type == "set_up"
    dealt = first.data.districts
    assert [d.position for d in dealt] == list(range(len(view.tiles)))
    for district, spaces in zip(dealt, view.districts, strict=True):
        assert [None if die is None else {"color": die.color, "value": die.value} for die in district.dice] == [
            None if s.die is None else {"color": s.die.color, "value": s.die.value} for s in spaces]
    assert first.data.advert_row == tuple(view.decks.advert_row)
    assert first.data.stunt_row == tuple(view.decks.stunt_row)
    assert first.data.first_player == view.first_player


def test_setup_each_players_secret_agendas_are_told_to_them_and_counted_for_the_others() -> None:
    match = new_match(2)
    own = [e for e in match.events_seen_by(0) if e.type == "agendas_dealt"]
    agendas = tuple(match.view(0).players[0].agendas)
    assert own[0].data == ev.AgendasDealt(seat=0, agendas=agendas, count=len(agendas))
    assert own[1].data == ev.AgendasDealt(seat=1, count=len(match.view(1).players[1].agendas))
    public = [e.data for e in match.events_seen_by(None) if e.type == "agendas_dealt"]
    assert all(d.agendas is None for d in public)


def test_setup_solo_counts_the_bags_dice() -> None:
    match = new_match(1)
    assert match.events_seen_by(None)[0].data.bag == len(match.view(None).bag)
