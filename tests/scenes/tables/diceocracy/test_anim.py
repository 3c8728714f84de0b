"""Diceocracy events as animations (scenes/tables/diceocracy/anim.py): popularity and money step along
their tracks with a rising note, which stays in its own row (playtest 5)."""

from __future__ import annotations

from typing import Any

from game.core.trusted import emit
from game.diceocracy import events as ev
from tests.scenes.tables.diceocracy.test_landing import ctx_by_size, match_at_annas_turn, open_table  # noqa: F401


def test_popularity_and_money_changes_step_the_track_with_a_rising_note() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.engine.nodes import TextNode
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        context.services.settings.animation_speed = "normal"
        table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
        context.stack.push(table)
        pump(context, screen)
        track = table.spots.tracks[(0, "pink")]
        start = track.value
        events = [emit(ev.Popularity(seat=0, color="pink", value=start + 1)),
                  emit(ev.Popularity(seat=0, color="pink", value=start + 3))]
        for e in events:  # queued one by one, as the table does while animating
            table.anims.queue([e])
        notes: set[str] = set()
        values: list[int] = []
        for _ in range(200):
            notes.update(n.text for n in table.fx.children if isinstance(n, TextNode) and n.visible)
            values.append(track.value)
            if not table.stage.animator.busy:
                break
            pump(context, screen)
        assert {"+1 pink", "+2 pink"} <= notes  # each step by its own amount
        assert values[0] == start and start + 1 in values and values[-1] == start + 3
    finally:
        pygame.quit()


def test_a_popularity_note_stays_in_its_own_row(ctx_by_size: Any) -> None:  # noqa: F811
    """The "+1 blue" note slides along the blue row and fades; it crossed the pink track rising (playtest 5)."""
    from scenes.engine.nodes import TextNode

    table = open_table(ctx_by_size, match_at_annas_turn(2))
    for seat in (0, 1):  # the front board's tracks and the other seat's small ones
        blue = table.spots.tracks[(seat, "blue")]
        before = set(table.fx.children)
        assert table.anims.track_change(seat, "blue", blue.value + 1, {}) is not None
        (note,) = [n for n in table.fx.children if n not in before and isinstance(n, TextNode)]
        assert note.text == "+1 blue"
        scale = table.stage.root.scale
        _w, h = note.measure(table.stage.painter)
        top, bottom = note.world_pos()[1], note.world_pos()[1] + h * scale
        for other in ("pink", "green"):
            rect = table.spots.tracks[(seat, other)].world_rect()
            assert bottom <= rect.top or top >= rect.bottom, (seat, other, top, bottom, rect)
        note.detach()


def test_a_round_and_a_district_banner_keep_clear_of_the_persons_board_and_inside_the_window() -> None:
    """Playtest 038/048: "Round 3 of 3" and "Scoring …" lay over the person's own board and popularity tracks."""
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.engine.nodes import PanelNode
    from scenes.tables.diceocracy.table import make_table

    for size in ((1280, 720), (1920, 1080)):
        context, screen = make_context(size, speed="normal")
        try:
            table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
            context.stack.push(table)
            pump(context, screen)
            board = table.spots.boards[0].world_rect()
            window = pygame.Rect(0, 0, *size)
            for event in (emit(ev.RoundStarted(round=2, first_player=0, order=(0,))),
                          emit(ev.DistrictScoring(position=0, district="Old Town", votes={0: 7}, majority=(0,),
                                                  reps={0: 1}, dice=(), popularity={0: {"pink": 2}}))):
                table.anims.queue([event])
                banners: list[pygame.Rect] = []
                for _ in range(400):
                    banners += [n.world_rect() for n in table.fx.children if isinstance(n, PanelNode) and n.visible]
                    if not table.stage.animator.busy:
                        break
                    pump(context, screen)
                assert banners, event.type
                for rect in banners:
                    assert not rect.colliderect(board), (event.type, rect, board)
                    assert window.contains(rect), (event.type, rect, window)
        finally:
            pygame.quit()


def test_another_seats_figure_beside_its_track_steps_with_the_marker() -> None:
    """Playtest 063: Ben's pink marker had stepped to 3 with the log's line, the figure beside it still said 2."""
    import pygame

    from scenes.engine.headless import make_context, pump
    from scenes.tables.diceocracy.table import make_table
    from tests.scenes.tables.diceocracy.positions import two_players_at_set_up

    context, screen = make_context((1280, 720), speed="normal")
    try:
        table = make_table(context, two_players_at_set_up("personality"))
        context.stack.push(table)
        pump(context, screen)
        track = table.spots.tracks[(1, "pink")]
        assert track.label is not None  # another seat's track: no numbers in its cells, a figure beside it
        new = track.value + 1
        table.anims.queue([emit(ev.Popularity(seat=1, color="pink", value=new))])
        seen: list[tuple[int, str]] = []
        while table.stage.animator.busy:
            seen.append((track.value, track.label.text))
            pump(context, screen)
        assert (new, str(new)) in seen and all(text == str(value) for value, text in seen), seen
    finally:
        pygame.quit()


def test_the_die_the_bag_removes_is_counted_in_its_row_as_it_lands() -> None:
    """Playtest 038: the bag panel's count of removed dice lagged the log's line through the rest of the move."""
    import pygame

    from game.diceocracy.state import Die
    from scenes.engine.headless import make_context, pump
    from scenes.tables.diceocracy.table import make_table
    from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_take_step

    context, screen = make_context((1280, 720), speed="normal")
    try:
        table = make_table(context, solo_turn_at_its_take_step())
        context.stack.push(table)
        pump(context, screen)
        view = table.view
        pos, space = next((p, s) for p, d in enumerate(view.districts) for s, sp in enumerate(d)
                          if sp.die is not None and ("district", p, s) in table.spots.dice)
        die = view.districts[pos][space].die
        assert isinstance(die, Die)
        from scenes.engine.nodes import TextNode

        heading = table.spots.bag["removed_heading"]
        assert isinstance(heading, TextNode)
        before = len(view.removed)
        table.anims.queue([emit(ev.Turn(seat=ev.BAG, district="X", position=pos, space=space, die=die, side="left",
                                        round=1))])
        table.anims.queue([emit(ev.RoundStarted(round=2, first_player=0, order=(0,)))])  # more of the move plays
        counted = False
        while table.stage.animator.busy:
            counted = counted or f"({before + 1})" in heading.text
            pump(context, screen)
        assert counted
    finally:
        pygame.quit()
