"""The replay viewer steps through a record action by action, by round, from a seat's view or the public
view; the end screen shows winners, scores, per-seat details and the round-by-round totals."""

from __future__ import annotations

import pygame

from game.core.match import Match, SeatSpec
from game.core.protocol import Result
from game.core.registry import GameInfo
from scenes.shell.endscreen import EndScreen, result_sections
from scenes.shell.load import LoadScreen
from scenes.shell.replay import ReplayScreen, ViewText
from scenes.shell.timeline import Timeline, build_timeline
from tests.scenes.support.shell import (  # noqa: F401
    ROUNDS,
    TOY,
    FakeTable,
    app,
    click_widget,
    home,
    key,
    send,
    top,
    toy_registered,
    type_text,
)


def finished(rules, target: int = 20, seed: int = 9) -> Match:
    match = Match(rules, {"target": target}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], seed)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, {"kind": "step", "size": 1 + len(match.actions) % 2})
    return match


def test_stepping_forward_back_and_to_the_ends(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    record = match.record()
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, record))
    replay = top(app)
    table = replay.table
    assert isinstance(table, FakeTable) and table.mode == "replay" and table.viewer is None
    assert len(table.match.actions) == 0 and not replay.buttons["back"].enabled
    send(app, key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert replay.step == 2 and table.match.record().actions == record.actions[:2]
    # From the public view an action is worded only as far as others may know it.
    assert "Move 2 of" in replay.where.text and replay.where.text.endswith("Ben: step")
    click_widget(app, replay.buttons["back"])
    assert replay.step == 1 and len(table.match.actions) == 1
    send(app, key(pygame.K_END))
    assert replay.step == len(record.actions) and table.match.is_over and not replay.buttons["forward"].enabled
    send(app, key(pygame.K_RIGHT))
    assert replay.step == len(record.actions)
    click_widget(app, replay.buttons["start"])
    assert replay.step == 0 and table.match.record().actions == ()


def test_the_view_can_be_a_seat_or_the_public(app) -> None:  # noqa: F811
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, finished(TOY.rules).record()))
    replay = top(app)
    replay.form.focus(replay.viewer_choice)
    send(app, key(pygame.K_RIGHT))  # Public view -> Seat 1
    assert replay.viewer == 0 and replay.table.viewer == 0 and replay.table.mode == "replay"
    send(app, key(pygame.K_END))  # ← → belong to the focused viewer choice; End still jumps
    assert replay.table.match.is_over


def test_jump_by_round_where_the_view_has_a_round(app) -> None:  # noqa: F811
    match = finished(ROUNDS.rules, target=20)
    timeline = build_timeline(match.record())
    assert timeline.has_rounds and timeline.rounds[0] == 1
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, match.record()))
    replay = top(app)
    assert isinstance(replay.table, ViewText)  # no table for this game: its view in words
    send(app, key(pygame.K_PAGEDOWN))
    first = replay.step
    assert timeline.rounds[first] == 2 and timeline.rounds[first - 1] == 1
    send(app, key(pygame.K_PAGEDOWN))
    assert timeline.rounds[replay.step] == 3
    send(app, key(pygame.K_RIGHT), key(pygame.K_PAGEUP))  # into round 3, then back to its start
    assert replay.step == timeline.round_start(replay.step) and timeline.rounds[replay.step] == 3
    send(app, key(pygame.K_PAGEUP))
    assert replay.step == first
    assert "round 2" in replay.where.text and replay.round_field.value == "2"
    # the move shown ended round 1: it says the round it was made in
    assert "round 2 · round 1's last move, " in replay.where.text and replay.where.text.endswith(": step")
    replay.form.focus(replay.round_field)  # jump straight to a round by its number
    send(app, key(pygame.K_BACKSPACE))
    type_text(app, "5")
    send(app, key(pygame.K_RETURN))
    assert timeline.rounds[replay.step] == 5 and timeline.rounds[replay.step - 1] == 4


def test_a_game_without_rounds_has_no_round_jumps(app) -> None:  # noqa: F811
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, finished(TOY.rules).record()))
    replay = top(app)
    assert not replay.buttons["round_forward"].enabled
    send(app, key(pygame.K_PAGEDOWN))
    assert replay.step == 0


def test_timeline_breakdown_credits_each_move_to_the_round_it_was_played_in() -> None:
    # the third move scores round 1 and deals round 2; the fifth scores round 2 and deals round 3
    line = Timeline(rounds=[1, 1, 1, 2, 2, 3], scores=[(0, 0), (0, 0), (0, 0), (3, 0), (3, 0), (4, 5)])
    assert line.breakdown() == [(1, (3, 0)), (2, (4, 5))]
    assert line.next_round(0) == 3 and line.previous_round(4) == 3 and line.previous_round(3) == 0


def test_replay_list_offers_finished_games_and_opens_them(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    app.services.record_finished(match)
    send(app)
    click_widget(app, top(app).buttons["Replay"])
    screen = top(app)
    assert isinstance(screen, LoadScreen) and screen.list.items[0].note == "finished"
    click_widget(app, screen.open_button)
    replay = top(app)
    assert isinstance(replay, ReplayScreen) and replay.record == match.record()
    send(app, key(pygame.K_ESCAPE))
    assert top(app) is screen


def test_end_screen_lists_winners_scores_and_per_seat_details(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    result = Result(winners=(1,), reason="harmony", scores={0: 12.0, 1: 30.0},
                    details={"harmony": {"0": 2, "1": 3}, "trios": {"0": None, "1": ["ES", "LH", "JC"]},
                             "rounds": 7, "per_round": [{"0": 3, "1": 10}, {"0": 9, "1": 20}]})
    sections = result_sections(match, result)
    assert sections[0].header == ["Place", "Player", "Score", "Harmony", "Trios"]
    assert sections[0].rows[0] == ["★ 1st", "Ben", "30", "3", "ES LH JC"] and sections[0].highlight == {0}
    assert sections[0].rows[1] == ["2nd", "Anna", "12", "2", "–"]
    per_round = next(s for s in sections if s.title == "Per round")
    assert per_round.header == ["#", "Anna", "Ben"] and per_round.rows == [["1", "3", "10"], ["2", "9", "20"]]
    facts = dict(map(tuple, sections[-1].rows))
    assert facts["How it ended"] == "Harmony" and facts["Rounds"] == "7"


def test_end_screen_tables_nested_details_by_seat(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    result = Result(winners=(0,), reason="most_votes", scores={0: 9.0, 1: 4.0},
                    details={"categories": {"seats won": {"0": 5, "1": 2}, "money": {"0": 4, "1": 2}},
                             "final": {"0": {"seats": 5, "money": 4}, "1": {"seats": 2, "money": 2}},
                             "roles": {"0": "democrat", "1": "oligarch"}})
    sections = result_sections(match, result)
    assert sections[0].header == ["Place", "Player", "Score", "Seats", "Money", "Roles"]
    assert sections[0].rows[0][3:] == ["5", "4", "democrat"]
    categories = next(s for s in sections if s.title == "Categories")
    assert categories.header == ["", "Anna", "Ben"]
    assert categories.rows == [["Seats won", "5", "2"], ["Money", "4", "2"]]
    assert "Categories" not in dict(map(tuple, sections[-1].rows))


def test_a_term_counts_as_a_round_and_rp_as_the_scores() -> None:
    """Each game's rules say where its public view stands (Rules.progress); nothing guesses at field names."""
    import game.demos as demos
    import game.diceocracy as diceocracy
    import game.dindex as dindex

    def public(info: GameInfo, options: dict[str, object], n: int) -> object:
        seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(n)]
        return Match(info.rules, options, seats, 3).view(None)

    term = dindex.GAME.rules.progress(public(dindex.GAME, {}, 3))
    assert term.unit == "term" and term.number is not None and term.scores == (0.0, 0.0, 0.0)
    rounds = demos.GAME.rules.progress(public(demos.GAME, {"mode": "full"}, 3))
    assert (rounds.unit, rounds.number, rounds.scores) == ("round", 1, (0.0, 0.0, 0.0)) and rounds.limit
    nine = diceocracy.GAME.rules.progress(public(diceocracy.GAME, {}, 2))
    assert nine.number == 0 and nine.limit == 9 and nine.scores is None  # set-up comes before round 1


def test_end_screen_buttons(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    send(app)
    app.services.game_finished(match)
    end = top(app)
    assert isinstance(end, EndScreen) and end.title.text == f"{match.seats[match.result().winners[0]].name} wins!"
    send(app, frames=2)
    click_widget(app, end.buttons[1])
    assert isinstance(top(app), ReplayScreen)
    send(app, key(pygame.K_ESCAPE))
    click_widget(app, end.buttons[0])
    assert type(top(app)).__name__ == "NewGame" and len(app.ctx.stack) == 2


def test_the_table_is_given_the_window_above_the_control_bar(app) -> None:  # noqa: F811
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, finished(TOY.rules).record()))
    replay = top(app)
    assert replay.table_area.bottom <= replay.bar.rect.top
    assert replay.table_area.width == app.ctx.size[0]


def test_a_seat_sees_its_own_actions_in_full_and_others_only_as_the_rules_allow(app) -> None:  # noqa: F811
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, finished(TOY.rules).record()))
    replay = top(app)
    replay.set_viewer(1)
    replay.go(2)  # the second move is Ben's (seat 1)
    assert replay.where.text.endswith("Ben: step(size=2)")
    replay.go(1)  # Anna's move, seen from Ben's seat
    assert replay.where.text.endswith("Anna: step")


def test_end_screen_headings_keep_abbreviations_in_capitals() -> None:
    from scenes.shell.endscreen import words

    assert words("rp") == "RP" and words("rp_total") == "RP total"
    assert words("final_trios") == "Final trios" and words("score") == "Score"


def test_a_solo_game_ends_with_the_score_and_its_rank_not_a_win() -> None:
    from game.core.match import Match, SeatSpec
    from game.core.registry import get_game
    from game.core.simulate import play_game
    from scenes.shell.endscreen import headline

    info = get_game("diceocracy")
    match = Match(info.rules, {}, [SeatSpec(name="Anna")], 1)
    play_game(match, [info.make_bot("random")])
    result = match.result()
    assert result is not None
    text = headline(match, result)
    assert text == f"Anna: {result.scores[0]:g} votes — {result.details['solo_rank']}" and "wins" not in text


def test_end_screen_keeps_the_outer_name_only_where_an_inner_one_would_clash(app) -> None:  # noqa: F811
    match = finished(TOY.rules)
    result = Result(winners=(0,), reason="most_votes", scores={0: 9.0, 1: 4.0},
                    details={"final": {"0": {"roles": 5}, "1": {"roles": 2}},
                             "roles": {"0": "democrat", "1": "oligarch"}, "solo_rank": None})
    sections = result_sections(match, result)
    assert sections[0].header == ["Place", "Player", "Score", "Final: roles", "Roles"]
    assert "Solo rank" not in dict(map(tuple, sections[-1].rows))  # a fact without a value is left out


def test_a_move_made_before_a_seat_was_handed_over_is_named_by_who_made_it(app) -> None:  # noqa: F811
    match = Match(TOY.rules, {"target": 20}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 9)
    while not match.is_over:
        if len(match.actions) == 4:  # Anna hands her seat to a bot after four moves
            match.replace_seat(0, SeatSpec(kind="bot", name="Anna (bot)", level="random"))
        seat = match.active_players()[0]
        match.submit(seat, {"kind": "step", "size": 1 + len(match.actions) % 2})
    send(app)
    app.ctx.stack.push(ReplayScreen(app.ctx, match.record()))
    replay = top(app)
    send(app, key(pygame.K_RIGHT))
    assert replay.where.text.endswith("Anna: step") and replay.table.match.seats[0].name == "Anna"
    send(app, *[key(pygame.K_RIGHT)] * 4)
    assert replay.where.text.endswith("Anna (bot): step") and replay.table.match.seats[0].name == "Anna (bot)"
    assert "Seat 1: Anna (bot)" in [label for _, label in replay.viewer_choice.options]
