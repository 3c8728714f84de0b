"""The pass screen at a hot-seat evening, in every game with two people and two bots: it names who is next
and why, lists what happened in public while that person was away, and lets the person who just moved take
the move back before the next person takes the computer."""

from __future__ import annotations

from typing import get_args

import pygame
import pytest

from game.demos.state import Phase as DemosPhase
from game.diceocracy.actions import Pick
from game.diceocracy.state import Phase as DiceocracyPhase
from game.dindex.state import Phase as DindexPhase
from scenes.engine.headless import key, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.common.handoff import away_lines
from scenes.tables.common.undo import undo_label
from scenes.tables.demos.hotseat import HANDOFF_REASONS as DEMOS_REASONS
from scenes.tables.demos.hotseat import HEADLINES as DEMOS_HEADLINES
from scenes.tables.diceocracy.hotseat import HANDOFF_REASONS as DICEOCRACY_REASONS
from scenes.tables.dindex.counter import HANDOFF_REASONS as DINDEX_REASONS
from tests.game_params import one_game_by_default
from tests.scenes.tables.common.test_hotseat import Evening

GAMES = {"demos": {"mode": "full"}, "dindex": {}, "diceocracy": {}}


PHASES = {"demos": DemosPhase, "dindex": DindexPhase, "diceocracy": DiceocracyPhase}


REASONS = {"demos": DEMOS_REASONS, "dindex": DINDEX_REASONS, "diceocracy": DICEOCRACY_REASONS}


def next_pass_screen(evening: Evening, frames: int = 3000) -> PrivacyScreen:
    """Play the people as `Evening` does until a pass screen is up; it is left up."""
    for _ in range(frames):
        pump(evening.ctx, evening.screen)
        if isinstance(evening.ctx.stack.top, PrivacyScreen):
            return evening.ctx.stack.top
        evening.respond()
    raise AssertionError("no pass screen came up")


def dismiss(evening: Evening) -> None:
    pump(evening.ctx, evening.screen, [key(pygame.K_RETURN)])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pass_screen_names_who_is_next_and_why(game: str) -> None:
    evening = Evening(game, "hbhb", GAMES[game], 5)
    try:
        for _ in range(4):
            screen = next_pass_screen(evening)
            seat = evening.presenter.privacy_for
            reason = evening.table.handoff_reason(seat)
            assert screen.headline == f"{evening.match.seats[seat].name}: {reason}"
            # the computer is passed to someone else, or stays with the person who had it while bots played
            again = seat == evening.presenter.last_person
            title = f"{screen.name}, your turn again" if again else f"Pass to {screen.name}"
            assert screen.lines()[:2] == [title, screen.headline]
            dismiss(evening)
            assert evening.presenter.viewer == seat  # one key, and the named person has the table
    finally:
        pygame.quit()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_phase_a_person_decides_in_has_its_reason_on_the_pass_screen(game: str) -> None:
    phases = set(get_args(PHASES[game])) - {"over", "open_done"}
    assert phases <= set(REASONS[game]), f"{game}: no pass-screen reason for {sorted(phases - set(REASONS[game]))}"
    assert all(reason and reason != "your turn" for reason in REASONS[game].values())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_take_back_from_the_pass_screen_restores_the_position(game: str) -> None:
    evening = Evening(game, "hhbb", GAMES[game], 5)
    try:
        for _ in range(40):
            screen = next_pass_screen(evening)
            if screen.take_back is None:
                dismiss(evening)
                continue
            mover, _ = evening.match.actions[-1]
            state_before = evening.match.states()[-2]
            actions_before = list(evening.match.actions[:-1])
            public_words = evening.table.move_words(mover, None)  # whoever takes the computer may read it
            assert screen.take_back[0] == f"{evening.match.seats[mover].name}: take back “{public_words}”"
            pump(evening.ctx, evening.screen, [key(pygame.K_z, pygame.KMOD_CTRL)], frames=2)
            assert evening.match.state == state_before and evening.match.actions == actions_before
            # the screen was in the next person's hands: the mover takes it back behind a pass screen of their own
            again = evening.ctx.stack.top
            assert isinstance(again, PrivacyScreen) and again.name == evening.match.seats[mover].name
            assert again.take_back is None  # the move is gone: no second take-back on the mover's own screen
            dismiss(evening)
            pump(evening.ctx, evening.screen, frames=2)
            assert evening.ctx.stack.top is evening.table
            assert evening.presenter.viewer == mover and evening.presenter.asking == mover
            return
        raise AssertionError("no undoable move came before a pass screen")
    finally:
        pygame.quit()


def test_the_take_back_button_is_a_click_and_a_click_elsewhere_is_ready() -> None:
    evening = Evening("diceocracy", "hhbb", {}, 5)
    try:
        for _ in range(40):
            screen = next_pass_screen(evening)
            rect = screen.take_back_rect()
            if screen.take_back is None or rect is None:
                dismiss(evening)
                continue
            moves = len(evening.match.actions)
            at = rect.center
            pump(evening.ctx, evening.screen, [mouse("down", at), mouse("up", at)], frames=2)
            assert len(evening.match.actions) == moves - 1
            return
        raise AssertionError("no undoable move came before a pass screen")
    finally:
        pygame.quit()


@pytest.mark.parametrize("game", one_game_by_default(GAMES, "demos"))
def test_the_undo_button_is_enabled_exactly_when_an_undo_is_possible_and_names_the_move(game: str) -> None:
    evening = Evening(game, "hbbb", GAMES[game], 5)
    seen_enabled = False
    try:
        for _ in range(600):
            evening.frame()
            p, button = evening.presenter, evening.table.undo_button
            if evening.table.animating or evening.ctx.stack.top is not evening.table:
                continue
            assert button.enabled == p.can_undo()
            if button.enabled:
                seen_enabled = True
                seat, action = evening.match.actions[-1]
                words = evening.table.move_words(seat, seat)
                assert button.label == evening.table.undo_label_for(words, seat, action) and words in button.tooltip
                # the log's words for the move, or the rules' when the move has no line of its own; a Diceocracy
                # pick (it logs nothing until its second step) names the piece picked, as the table shows it
                rules_words = evening.match.rules.describe_action_for(action, seat, seat)
                picked = isinstance(action, Pick) and words.startswith(f"{evening.match.seats[seat].name} picks ")
                # (what the move set off follows its own line after "; then": a Dindex ministry's forced placements)
                own = words.split("; then ", 1)[0]
                assert own in evening.table.log_text() or words == rules_words or picked
            else:
                m = evening.match
                final = bool(m.actions) and m.actions[-1][0] == evening.table.viewer and not m.can_undo()
                # a greyed Undo says why: the person's own move that stands, or who moved since; or the table's
                # own words when nothing of theirs is left to take back (DēmoS: nothing this round)
                idle = evening.table.undo_control.idle()
                assert button.label == (idle[0] if idle else "Undo: move is final" if final else "Undo (Ctrl+Z)")
                assert (button.tooltip or "").startswith("Your last move stands" if final and not idle else "Nothing")
        assert seen_enabled, "some move of the person could be taken back"
    finally:
        pygame.quit()


def test_while_you_were_away_names_the_last_rounds_result() -> None:
    evening = Evening("demos", "hbhb", {"mode": "full"}, 5)
    try:
        screen = next_pass_screen(evening)
        while evening.round_now() < 2:
            dismiss(evening)
            screen = next_pass_screen(evening)
        # the first hand-off of round 2: its person was away for the show-down
        assert screen.away[:1] and any(line.startswith("Round 1 show-down: ") for line in screen.away)
        # the news title: away, or (for the person who kept the computer while bots played) since their move
        assert "While you were away:" in screen.lines() or "Since your last move:" in screen.lines()
        result = next(line for line in screen.away if "Round 1 show-down" in line)
        assert "Round won by" in result
    finally:
        pygame.quit()


def test_the_news_on_the_pass_screen_is_public_only() -> None:
    evening = Evening("demos", "hbhb", {"mode": "full"}, 5)
    try:
        for _ in range(6):
            screen = next_pass_screen(evening)
            seat = evening.presenter.privacy_for
            # the whole public log
            public = away_lines(evening.match.event_log, 1, evening.table.word_event, keep=10_000,
                                history=evening.table.word_history)
            assert all(line in public for line in screen.away if not line.startswith("… "))
            assert seat is not None
            dismiss(evening)
    finally:
        pygame.quit()


def test_a_round_result_stays_on_the_table_until_dismissed() -> None:
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5)
    try:
        evening.play_until(lambda: evening.round_now() >= 2)
        board = evening.table.headlines
        assert board.visible and "Round 1 show-down" in board.text()
        pump(evening.ctx, evening.screen, frames=400)  # far longer than any toast
        assert board.visible and "Round 1 show-down" in board.text()
        board.dismiss_button.click()
        assert not board.visible
    finally:
        pygame.quit()


def test_the_kept_result_leaves_the_logs_latest_lines_readable() -> None:
    """Playtests: the kept results lay over the log's top lines; the rows now start below them."""
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5)
    try:
        evening.play_until(lambda: evening.round_now() >= 2)
        pump(evening.ctx, evening.screen)
        table = evening.table
        board, log = table.headlines, table.log

        def first_row_top() -> float:
            log.refresh()
            return log.world_rect().top + min(y for _x, y, _node in log.word_places()) * log.world_scale() + (
                log.top * log.world_scale())

        assert board.visible
        assert first_row_top() >= board.panel.world_rect().bottom
        latest = log.visible_lines()[-1]
        board.dismiss_button.click()
        pump(evening.ctx, evening.screen)
        assert first_row_top() < board.panel.world_rect().bottom  # the room is the log's again
        assert log.visible_lines()[-1] == latest
    finally:
        pygame.quit()


def test_a_long_absence_keeps_the_round_results_and_the_latest_moves_and_counts_each_gap_in_its_place() -> None:
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5)
    try:
        evening.play_until(lambda: evening.round_now() >= 3)
        every = away_lines(evening.match.event_log, 1, evening.table.word_event, keep=10_000)
        results = [line for line in every if "show-down" in line or line.startswith("VETO!")]
        assert sum("show-down" in line for line in results) == 2
        keep = 2 * len(results) + 3
        news = away_lines(evening.match.event_log, 1, evening.table.word_event, DEMOS_HEADLINES, keep=keep)
        assert len(news) <= keep and news[-1] == every[-1]  # the latest move last
        assert [line for line in news if line in results] == results  # every round result and veto, in order
        # each count stands where the lines it counts were left out (a playtest: the count was at the top while
        # the lines left out were in the middle)
        rest = iter(every)
        for line in news:
            if line.startswith("… ") and line.endswith(" more in the log"):
                for _ in range(int(line.split()[1])):
                    next(rest)
            else:
                assert line == next(rest)
        assert next(rest, None) is None
    finally:
        pygame.quit()


def test_the_undo_label_leaves_a_closing_bracketed_detail_to_the_tooltip() -> None:
    assert undo_label("Anna lays 8♥ face down (secret discard)") == "Undo: Anna lays 8♥ face down"
    assert undo_label("Anna takes 5♣ from Dan's public discard") == "Undo: Anna takes 5♣ from Dan's public discard"
    assert undo_label("(a move)") == "Undo: (a move)"  # nothing but brackets: kept as it is
    # the person's own move: their name in front says nothing the button has room for
    assert undo_label("Maximiliane places a follower on the Harbour", "Maximiliane") == (
        "Undo: places a follower on the Harbour")
    assert undo_label("Anna", "Anna") == "Undo: Anna"


def test_the_kept_result_names_the_one_just_before_it_and_counts_more() -> None:
    """Playtest: "and 1 earlier result: see the log" read as a result that never was (it was the veto just
    before the show-down)."""
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5)
    try:
        board = evening.table.headlines
        board.dismiss()
        board.post("VETO! Hard bot 3 cancels the unanimous discard (no veto left)")
        assert board.earlier.text == ""
        board.post("Round 1 show-down: Ada out, Ben 5♦ 6♣ 7♠ = 9. Round won by Hard bot 3.")
        assert board.earlier.text.startswith("Just before: VETO! Hard bot 3 cancels the unanimous")
        assert len(board.earlier.text) <= len("Just before: ") + 60
        board.post("Round 2 show-down: Ada 7♥ 8♥ 9♣ = 15. Round won by Ada.")
        assert board.earlier.text == "and 2 earlier results: see the log"
        board.dismiss()
        board.post("Round 3 show-down: Ada 7♥ 8♥ 9♣ (two suits: 8 + 7) = 15, Ben out. Round won by Ada.")
        board.post("Round 4 show-down: Ben 3♠ 4♠ 5♠ = 15. Round won by Ben.")
        assert board.earlier.text == "Just before: Round 3 show-down"  # by its heading, not cut from its details
    finally:
        pygame.quit()


def test_the_next_person_finds_the_log_at_its_latest_line_not_where_the_last_one_scrolled_it() -> None:
    """Issue 31: a scrolled-up log stayed scrolled for the next person at the computer."""
    evening = Evening("demos", "hbhb", GAMES["demos"], 5)
    try:
        dismiss_first = next_pass_screen(evening)
        first = evening.presenter.privacy_for
        dismiss(evening)
        assert dismiss_first is not None and evening.presenter.viewer == first
        for _ in range(40):  # play on until the log holds more lines than it shows
            if evening.table.log.line_count > evening.table.log.rows_in_view + 5:
                break
            next_pass_screen(evening)
            dismiss(evening)
        log = evening.table.log
        assert log.line_count > log.rows_in_view + 5
        log.scroll_to_start()  # the person at the computer reads back to the start of the game
        evening.table.show()
        assert not log.at_end
        reader = evening.presenter.viewer
        while True:
            next_pass_screen(evening)
            nxt = evening.presenter.privacy_for
            dismiss(evening)
            if nxt != reader:
                break
            log.scroll_to_start()
        assert evening.presenter.viewer == nxt and log.at_end
    finally:
        pygame.quit()


def test_a_kept_round_result_goes_with_the_persons_first_move_of_the_next_round() -> None:
    """Playtest: "OK, seen" and round 1's result stayed over the log through later rounds. At Instant speed
    (no show-down is held) it stays while the next round begins and goes with the person's first move in it;
    the log keeps it."""
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5)
    try:
        evening.play_until(lambda: evening.round_now() >= 2)
        board = evening.table.headlines
        assert board.visible and "Round 1 show-down" in board.text()
        moves = len(evening.match.actions)
        evening.play_until(lambda: any(s == 0 for s, _ in evening.match.actions[moves:]))
        assert not board.visible
        assert any("Round 1 show-down" in line for line in evening.table.log_text().splitlines())
    finally:
        pygame.quit()
