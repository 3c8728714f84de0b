"""Where the speech box goes (scenes/tutorial/place.py): beside what the coach talks about, never over it nor
over what it must keep clear, covering as little as it can of what the player reads."""

from __future__ import annotations

import pygame

from scenes.tutorial.place import arrow_points, groups, place_box

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
