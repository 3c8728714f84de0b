"""Where the speech box goes (scenes/tutorial/place.py): beside what the coach talks about, never over it nor
over what it must keep clear, covering as little as it can of what the player reads."""

from __future__ import annotations

import pygame

from scenes.tutorial.place import arrow_points, arrows, crosses, groups, place_box

WINDOW = pygame.Rect(0, 0, 1280, 720)


def test_the_box_goes_beside_the_part_it_talks_about_and_leaves_room_for_the_arrow() -> None:
    hand = pygame.Rect(500, 500, 300, 180)
    box, clear = place_box([(380, 200)], WINDOW, talked_about=[hand], gap=30)
    assert clear and not box.colliderect(hand.inflate(60, 60)) and WINDOW.contains(box)
    start, end = arrow_points(box, hand)
    assert hand.collidepoint(end) or hand.inflate(2, 2).collidepoint(end)
    assert abs(start[0] - end[0]) + abs(start[1] - end[1]) >= 30


def test_it_keeps_clear_of_the_suggested_move_and_avoids_covering_what_is_read() -> None:
    card = pygame.Rect(100, 400, 80, 110)
    slot = pygame.Rect(100, 250, 80, 110)
    prompt = pygame.Rect(300, 300, 600, 100)
    box, clear = place_box([(380, 200)], WINDOW, talked_about=[card], keep_clear=[slot], readable=[prompt], gap=30)
    assert clear and not box.colliderect(slot) and not box.colliderect(card) and not box.colliderect(prompt)


def test_a_narrower_shape_is_taken_where_the_usual_one_would_cover_something() -> None:
    target = pygame.Rect(20, 20, 100, 100)
    wall = pygame.Rect(350, 0, 930, 720)  # all of the window right of x = 350 must stay readable
    box, clear = place_box([(380, 200), (300, 260)], WINDOW, talked_about=[target], keep_clear=[wall], gap=30)
    assert clear and box.size == (300, 260) and not box.colliderect(wall)


def test_when_no_place_is_clear_it_takes_the_one_covering_least_and_says_so() -> None:
    everything = pygame.Rect(0, 0, 1280, 720)
    box, clear = place_box([(380, 200)], WINDOW, talked_about=[pygame.Rect(600, 300, 80, 80)],
                           keep_clear=[everything], gap=30)
    assert not clear and WINDOW.contains(box)


def test_parts_side_by_side_are_one_place_to_point_at_and_parts_apart_are_two() -> None:
    sevens = [pygame.Rect(300 + 60 * i, 500, 70, 100) for i in range(3)]
    far = pygame.Rect(1000, 40, 200, 100)
    assert groups([*sevens, far], 20) == [sevens[0].unionall(sevens[1:]), far]


def test_an_arrow_runs_from_the_box_edge_to_just_inside_the_part_it_points_at() -> None:
    box = pygame.Rect(100, 100, 300, 200)
    target = pygame.Rect(700, 500, 100, 60)
    start, end = arrow_points(box, target, inset=4)
    assert box.inflate(2, 2).collidepoint(start) and not box.inflate(-2, -2).collidepoint(start)
    assert target.collidepoint(end) and not target.inflate(-40, -40).collidepoint(end)


def test_the_box_leaves_what_must_stay_readable_clear_and_no_arrow_crosses_it() -> None:
    # a bot's panel at the top, the prompt bar across the middle, the hand at the bottom
    panel = pygame.Rect(10, 40, 600, 250)
    card = pygame.Rect(60, 120, 40, 60)  # in the panel: what the step talks about
    prompt = pygame.Rect(330, 320, 610, 90)
    button = pygame.Rect(340, 400, 170, 34)
    hand = pygame.Rect(310, 520, 330, 190)
    box, clear = place_box([(320, 160)], WINDOW, talked_about=[card], keep_clear=[hand],
                           stay_readable=[panel, prompt, button], gap=30)
    assert clear and box.collidelist([panel, prompt, button, hand]) < 0
    for line in arrows(box, [card], 60):
        assert not crosses(line, [prompt, button])
        assert card.collidepoint(line[1])


def test_what_must_stay_readable_gives_way_when_no_place_leaves_it_clear() -> None:
    target = pygame.Rect(600, 300, 80, 80)
    everything_else = [pygame.Rect(0, 0, 1280, 250), pygame.Rect(0, 430, 1280, 290)]
    box, clear = place_box([(380, 200)], WINDOW, talked_about=[target], stay_readable=everything_else, gap=30)
    assert clear and WINDOW.contains(box) and not box.colliderect(target.inflate(60, 60))


def test_a_spare_narrow_shape_is_taken_only_where_no_usual_one_leaves_what_must_be_read_clear() -> None:
    target = pygame.Rect(20, 20, 100, 100)
    room = pygame.Rect(0, 0, 300, 720)  # only 300 pixels wide left of what must be read
    wall = pygame.Rect(300, 0, 980, 720)
    box, clear = place_box([(380, 200)], WINDOW, talked_about=[target], stay_readable=[wall],
                           spare=[(280, 260)], gap=30)
    assert clear and box.size == (280, 260) and room.contains(box)
    box, _ = place_box([(380, 200)], WINDOW, talked_about=[target], spare=[(280, 260)], gap=30)
    assert box.size == (380, 200)  # with room enough, the usual shape


def test_an_arrow_may_cross_a_line_that_must_stay_readable_but_not_what_it_must_not_cross() -> None:
    card = pygame.Rect(60, 60, 40, 60)
    foot = pygame.Rect(10, 274, 475, 24)  # a panel's last line: the box leaves it, an arrow may cross it
    prompt = pygame.Rect(330, 318, 610, 100)
    box, clear = place_box([(320, 160)], WINDOW, talked_about=[card], stay_readable=[foot, prompt],
                           arrow_clear=[prompt], gap=30)
    assert clear and not box.colliderect(foot) and not box.colliderect(prompt)
    assert all(not crosses(line, [prompt]) for line in arrows(box, [card], 60))
