"""History credits a game to the people who played it (issue 10 §6): a person's seat a bot finished still counts
for that person, once, and is marked as finished by a bot; a name holding several seats counts a game once; a solo
Diceocracy game is recorded with its score and rank title, never as a win."""

from __future__ import annotations

from datetime import UTC, datetime

from game.core.match import Match, SeatSpec
from game.core.simulate import play_game
from game.diceocracy import GAME as DICEOCRACY
from scenes.shell.history import HistoryEntry, entry_for, statistics
from scenes.shell.history_view import HistoryScreen, sections
from scenes.shell.seats import bot_name
from tests.scenes.support.shell import TOY, app, click_widget, home, send, top, toy_registered  # noqa: F401

ANNA, BEN = SeatSpec(name="Anna"), SeatSpec(name="Ben")


WHEN = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def handed_to_a_bot(person: SeatSpec, index: int) -> SeatSpec:
    """The seat as the pause menu hands it to a bot ("Anna (bot)")."""
    return SeatSpec(kind="bot", name=bot_name(person, "heuristic", index), level="heuristic")


def entry(seats: tuple[SeatSpec, ...], winners: tuple[int, ...], title: str = "DēmoS") -> HistoryEntry:
    return HistoryEntry(finished_at="2026-12-01T20:00:00+00:00", game=title.lower(), title=title, seats=seats,
                        winners=winners)


def finished_toy(seats: list[SeatSpec], seed: int = 3) -> Match:
    match = Match(TOY.rules, {"target": 3}, seats, seed)
    while not match.is_over:
        match.submit(match.active_players()[0], {"kind": "step", "size": 2})
    return match


def solo_diceocracy(seed: int) -> Match:
    """A finished solo game: Anna's seat, its moves played by a random bot (the history reads only the end)."""
    match = Match(DICEOCRACY.rules, {}, [ANNA], seed)
    play_game(match, [DICEOCRACY.make_bot("random")])
    return match


def test_a_persons_seat_a_bot_finished_counts_for_that_person_once_marked_as_finished_by_a_bot() -> None:
    stats = statistics([entry((handed_to_a_bot(ANNA, 0), BEN), (0,)), entry((ANNA, BEN), (1,))])
    anna = stats.per_player["Anna"]
    assert (anna.games, anna.wins, anna.by_bot) == (2, 1, 1)
    assert set(stats.per_player) == {"Anna", "Ben"}  # no "Anna (bot)", no "Normal bot" for Anna's seat
    assert stats.per_game_player[("DēmoS", "Anna")].by_bot == 1


def test_a_game_counts_once_for_a_name_that_holds_several_seats() -> None:
    bots = tuple(SeatSpec(kind="bot", name=f"Random bot {i + 1}", level="random") for i in range(3))
    stats = statistics([entry((ANNA, *bots), (2,)), entry((ANNA, *bots), (0,))])
    assert (stats.per_player["Beginner bot"].games, stats.per_player["Beginner bot"].wins) == (2, 1)
    assert stats.per_game_player[("DēmoS", "Beginner bot")].games == 2


def test_a_solo_diceocracy_game_is_recorded_with_its_score_and_rank_title_not_as_a_win() -> None:
    match = solo_diceocracy(seed=5)
    result = match.result()
    assert result is not None and result.winners == (0,)  # the rules call the only seat the winner
    recorded = entry_for(match, result, WHEN, None)
    rank, score = result.details["solo_rank"], result.scores[0]
    assert recorded.solo and recorded.rank == rank and recorded.scores == {"0": score}
    stats = statistics([recorded])
    assert stats.per_player == {} and stats.contests == 0
    assert (stats.per_game["Diceocracy"].games, stats.per_game["Diceocracy"].wins) == (1, 0)
    solo = stats.solo[("Diceocracy", "Anna")]
    assert (solo.games, solo.best, solo.best_rank) == (1, score, rank)
    shown = {s.title: s for s in sections([recorded], stats)}
    assert not any(title.startswith("Players") for title in shown)  # no one to beat: no win tally
    assert shown["Solo games"].rows == [["Diceocracy", "Anna", "1", f"{score:g} votes · {rank}"]]
    assert shown["Recent games"].rows[0][2:] == ["Anna", f"{score:g} votes · {rank}"]
    assert shown["Games"].rows == [["Diceocracy", "1", "–"]]


def test_the_best_solo_score_keeps_its_own_rank_title() -> None:
    def solo(score: float, rank: str) -> HistoryEntry:
        return HistoryEntry(finished_at="2026-12-01T20:00:00+00:00", game="diceocracy", title="Diceocracy",
                            seats=(ANNA,), winners=(0,), scores={"0": score}, rank=rank)

    stats = statistics([solo(150, "Local Hero"), solo(210, "Senator"), solo(170, "Mayor")])
    best = stats.solo[("Diceocracy", "Anna")]
    assert (best.games, best.best, best.best_rank) == (3, 210, "Senator")


def test_finishing_a_game_a_bot_took_over_records_it_once_for_the_people_and_the_history_shows_it(app) -> None:  # noqa: F811
    match = finished_toy([ANNA, BEN])
    match.replace_seat(0, handed_to_a_bot(ANNA, 0))  # the pause menu's hand-over (the end is all History reads)
    app.services.record_finished(match)
    app.services.record_finished(match)  # finishing is idempotent: the same game is one entry
    app.services.record_finished(solo_diceocracy(seed=6))
    assert len(app.services.history.load()) == 2
    send(app)
    click_widget(app, top(app).buttons["History"])
    screen = top(app)
    assert isinstance(screen, HistoryScreen)
    send(app, frames=2)
    shown = {s.title: s for s in screen.grid.sections}
    assert list(shown) == ["Players (1 game)", "Games", "Solo games", "Recent games"]
    players = shown["Players (1 game)"]
    assert players.header == ["Player", "Games", "Wins", "Win rate", "Finished by a bot"]
    anna = next(row for row in players.rows if row[0] == "Anna")
    ben = next(row for row in players.rows if row[0] == "Ben")
    assert anna[1] == "1" and anna[4] == "1" and ben[4] == "–"
    toy_row = shown["Recent games"].rows[1]
    assert toy_row[2] == "Anna (finished by a bot), Ben"
    winners = [("Anna", "Ben")[i] for i in match.result().winners]  # type: ignore[union-attr]
    assert toy_row[3] == ", ".join(winners)
