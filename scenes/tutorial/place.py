"""Where the coach's speech box goes: beside what it talks about, never over it.

Pure geometry on window rectangles. The box is tried on each side of the parts it points at (and, when those
sides are crowded, anywhere on a grid over the window); a place that overlaps anything the coach talks about
(the parts it points at, the suggested move, the confirmation the table may ask) is refused outright; of the
others the one that covers least of what the player would like to keep reading (the prompt, the hand …) and
lies nearest the parts wins.

Better still is a place clear of what must stay readable too (`stay_readable`: the prompt and its buttons, a
bot's panel or the log the step talks of) from which no arrow crosses any of it: the places are taken in that
order of preference, the first kind that has one wins. An arrow runs straight from the box's edge towards the
middle of the part it points at (of several lying together, the one nearest the box) and ends just inside it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

import pygame

OVERLAP_WEIGHT = 8.0
"""How much covering what the player reads costs against distance: a box covering n pixels of it costs as much
as one this many times √n pixels further away."""
SPARE_COST = 1e6
"""What a spare shape costs beyond its place: more than any place of the usual shapes of the same kind."""
CENTRE_WEIGHT = 0.25
"""Of two places as near, the one whose middle is nearer the parts' middle wins (beside them, not off a corner)."""


def union(rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    if not rects:
        return None
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


def candidates(size: tuple[int, int], anchor: pygame.Rect | None, bounds: pygame.Rect,
               gap: int, around: Sequence[pygame.Rect] = ()) -> Iterator[pygame.Rect]:
    """Places for a box of `size`: on each side of `anchor` at three alignments, then snug against the edges of
    the window and of the parts `around` it (the empty room between them), then a grid over `bounds`."""
    w, h = size
    if anchor is not None:
        xs = (anchor.left, anchor.centerx - w // 2, anchor.right - w)
        ys = (anchor.top, anchor.centery - h // 2, anchor.bottom - h)
        for y in ys:
            yield pygame.Rect(anchor.right + gap, y, w, h)
            yield pygame.Rect(anchor.left - gap - w, y, w, h)
        for x in xs:
            yield pygame.Rect(x, anchor.top - gap - h, w, h)
            yield pygame.Rect(x, anchor.bottom + gap, w, h)
    margin = gap // 3
    snug_x = {bounds.left, bounds.right - w, *(r.right + margin for r in around),
              *(r.left - margin - w for r in around)}
    snug_y = {bounds.top, bounds.bottom - h, *(r.bottom + margin for r in around),
              *(r.top - margin - h for r in around)}
    for y in sorted(snug_y):
        for x in sorted(snug_x):
            if bounds.left <= x <= bounds.right - w and bounds.top <= y <= bounds.bottom - h:
                yield pygame.Rect(x, y, w, h)
    step_x = max(8, (bounds.w - w) // 10) if bounds.w > w else 1
    step_y = max(8, (bounds.h - h) // 10) if bounds.h > h else 1
    for y in range(bounds.top, max(bounds.top, bounds.bottom - h) + 1, step_y):
        for x in range(bounds.left, max(bounds.left, bounds.right - w) + 1, step_x):
            yield pygame.Rect(x, y, w, h)


def clamp(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    out = rect.copy()
    out.clamp_ip(bounds)
    return out


def covered(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    """Pixels of `others` that `rect` covers (overlaps among the others counted for each)."""
    total = 0
    for other in others:
        clip = rect.clip(other)
        total += clip.w * clip.h
    return total


def cost(rect: pygame.Rect, anchor: pygame.Rect | None, readable: Sequence[pygame.Rect]) -> float:
    """How bad a place is: what it covers of `readable`, how far it is from `anchor` (edge to edge, and a little
    middle to middle)."""
    distance = 0.0
    if anchor is not None:
        dx = max(anchor.left - rect.right, rect.left - anchor.right, 0)
        dy = max(anchor.top - rect.bottom, rect.top - anchor.bottom, 0)
        mx, my = rect.centerx - anchor.centerx, rect.centery - anchor.centery
        distance = math.hypot(dx, dy) + CENTRE_WEIGHT * math.hypot(mx, my)
    return OVERLAP_WEIGHT * math.sqrt(covered(rect, readable)) + distance


def groups(rects: Sequence[pygame.Rect], near: int) -> list[pygame.Rect]:
    """The rects merged where they lie within `near` pixels of each other (three cards side by side are one
    place to point at; a card and a panel across the table are two)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        merged = rect.copy()
        changed = True
        while changed:
            changed = False
            for other in list(out):
                if merged.inflate(2 * near, 2 * near).colliderect(other):
                    merged.union_ip(other)
                    out.remove(other)
                    changed = True
        out.append(merged)
    return out


def place_box(sizes: Sequence[tuple[int, int]], bounds: pygame.Rect, *, talked_about: Sequence[pygame.Rect],
              keep_clear: Sequence[pygame.Rect] = (), readable: Sequence[pygame.Rect] = (),
              stay_readable: Sequence[pygame.Rect] = (), arrow_clear: Sequence[pygame.Rect] | None = None,
              spare: Sequence[tuple[int, int]] = (), gap: int = 16) -> tuple[pygame.Rect, bool]:
    """The box's place and whether it is clear of everything it must not cover (False only when no place is:
    then the place covering least of it). `sizes`: the box's shapes to try (the same words wrapped narrower
    make it taller).

    `talked_about`: the parts the coach points at (the box goes beside the first of them, and the others lying
    with it); `keep_clear`: what it must not cover besides (the suggested move, an open question); `readable`:
    what it had better not cover; `stay_readable`: what it must not cover either while any place leaves it
    clear, nor its arrows cross (the prompt and its buttons, what the step talks of beside the parts);
    `arrow_clear`: what the arrows must not cross besides `keep_clear`, if not all of `stay_readable` (a thin
    line of words an arrow may well cross); `spare`: shapes taken only where none of `sizes` finds as good a
    kind of place (a narrow box whose buttons crowd)."""
    found = groups(list(talked_about), gap * 2)
    anchor = next((g for g in found if g.colliderect(talked_about[0])), None) if talked_about else None
    # the parts talked about keep a margin for the arrow and the ring around them
    hard = [*(r.inflate(2 * gap, 2 * gap) for r in talked_about), *keep_clear]
    firm = [*hard, *stay_readable]
    uncrossed = stay_readable if arrow_clear is None else arrow_clear
    crossable = [r for r in (*keep_clear, *uncrossed) if not any(r.colliderect(g) for g in found)]
    best: list[tuple[float, pygame.Rect] | None] = [None, None, None]
    """The cheapest place of each kind: clear of `firm` with arrows crossing none of it, clear of `firm`,
    clear of `hard`."""
    least: tuple[int, float, pygame.Rect] | None = None
    seen: set[tuple[int, ...]] = set()
    around = [*keep_clear, *stay_readable]
    shapes = [*((size, 0.0) for size in sizes), *((size, SPARE_COST) for size in spare)]
    for raw, extra in ((r, extra) for size, extra in shapes for r in candidates(size, anchor, bounds, gap, around)):
        rect = clamp(raw, bounds)
        if tuple(rect) in seen:
            continue
        seen.add(tuple(rect))
        score = cost(rect, anchor, readable) + extra
        if rect.collidelist(hard) < 0:
            kind = 2
            if rect.collidelist(firm) < 0:
                kind = 1
                if not any(crosses(line, crossable) for line in arrows(rect, talked_about, gap * 2)):
                    kind = 0
            held = best[kind]
            if held is None or score < held[0]:
                best[kind] = (score, rect)
        else:
            over = covered(rect, hard)
            if least is None or (over, score) < least[:2]:
                least = (over, score, rect)
    for held in best:
        if held is not None:
            return held[1], True
    assert least is not None
    return least[2], False


def crosses(line: tuple[tuple[int, int], tuple[int, int]], rects: Sequence[pygame.Rect]) -> bool:
    """Does the straight line cross (or touch) any of `rects`?"""
    return any(r.clipline(*line) for r in rects)


def aim(box: pygame.Rect, group: pygame.Rect, parts: Sequence[pygame.Rect]) -> pygame.Rect:
    """Of the parts lying in `group`, the one an arrow from `box` points at: the nearest to the box's middle."""
    inside = [r for r in parts if group.contains(r)] or [group]
    return min(inside, key=lambda r: math.hypot(r.centerx - box.centerx, r.centery - box.centery))


def arrows(box: pygame.Rect, parts: Sequence[pygame.Rect], near: int,
           inset: int = 4) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The arrows from `box` to the parts it talks about: one to each group of parts lying within `near` pixels
    of each other, none to a group the box touches."""
    out = []
    for group in groups(list(parts), near):
        if group.colliderect(box):
            continue
        out.append(arrow_points(box, aim(box, group, parts), inset))
    return out


def arrow_points(box: pygame.Rect, target: pygame.Rect,
                 inset: int = 0) -> tuple[tuple[int, int], tuple[int, int]]:
    """From the box's edge straight towards the target's middle: it starts where that line leaves the box and
    ends `inset` pixels inside the target's edge (at most at its middle)."""
    centre = target.center
    start = (min(max(centre[0], box.left), box.right - 1), min(max(centre[1], box.top), box.bottom - 1))
    inner = box.clipline(box.center, centre)
    if inner and not box.collidepoint(centre):
        start = inner[1]
    entry = target.clipline(start, centre)
    end = entry[0] if entry else centre
    dx, dy = centre[0] - end[0], centre[1] - end[1]
    length = math.hypot(dx, dy)
    if length > 0 and inset > 0:
        k = min(1.0, inset / length)
        end = (round(end[0] + dx * k), round(end[1] + dy * k))
    return (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
