"""Crowded Dindex positions for the layout tests: seven parties with long names, big voter pools, one party
holding four offices, a ten-card hand, a long chain, a formation with every partner asking for ministries;
and the checks that every text stays inside its box and no two panels overlap."""

from __future__ import annotations

from typing import Any

import pygame

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.state import AcceptCoalition, AssignMinistry, DindexView, Pending, ProposeCoalition
from scenes.engine.headless import pump
from scenes.engine.node import Node
from scenes.tables.dindex.nodes import FitText
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.support.fit_checks import enclosing_panel, text_nodes

NAMES = ["Alexandra", "Heuristic bot 2", "Heuristic bot 3", "Bartholomew", "Heuristic bot 5", "Maximiliane",
         "Heuristic bot 7"]


def seven_party_table(context: Any, screen: Any, *, replay: bool = True, seed: int = 3) -> DindexTable:
    """Seven parties, seat 0 a person: a replay table from seat 0 (nothing asked, so any view can be shown)."""
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
    match = Match(dindex.GAME.rules, {}, seats, seed)
    table = make_table(context, match, mode="replay" if replay else "play", viewer=0)
    context.stack.push(table)
    pump(context, screen)
    return table


def anna_in_government(action: Any) -> bool:
    """Seat 0 is taken into every coalition, accepts, and is given the ministries."""
    return ((isinstance(action, ProposeCoalition) and 0 in action.partners) or isinstance(action, AcceptCoalition)
            or (isinstance(action, AssignMinistry) and action.seat == 0))


def drive_until(match: Match, done: Any, limit: int = 4000) -> None:
    """Every seat decides on the match by a fixed rule until `done(seat 0's view)`: seat 0 in every government
    (so it answers offers and covers tasks), every other decision the last legal action. No bot's judgement:
    the path depends on the rules alone."""
    for _ in range(limit):
        if done(match.view(0)) or match.result() is not None:
            break
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        match.submit(seat, next((a for a in legal if anna_in_government(a)), legal[-1]))
    assert done(match.view(0))


def crowded_open_window(view: DindexView) -> DindexView:
    """Term 3 in the counter window: a long chain, ten cards in hand, four offices with one party."""
    chain = tuple(Pending(card=c, seat=s, target=(s + 1) % 7 if k % 2 == 0 else None,
                          countered=None if k % 3 == 0 else (s + 6) % 7, dindex_level=3)
                  for k, (c, s) in enumerate(zip((23, 41, 7, 55, 61, 12, 88), (1, 2, 3, 4, 5, 6, 0), strict=True)))
    return view.model_copy(update={
        "term": 3, "phase": "open_window", "active": (1,), "window": (1, 2, 3, 4, 5, 6), "chain": chain,
        "voters": (12, 2, 0, 5, 3, 1, 4), "core": (8, 3, 1, 0, 2, 7, 3), "non_voters": 11, "opponents": 8,
        "hand": tuple(range(30, 40)), "hand_sizes": (10, 4, 6, 2, 9, 3, 5),
        "votes": (16, 5, 1, 5, 5, 7, 7), "rp": (14, 3, 0, 9, 2, 11, 6),
        "offices": (3, 3, 3, 3, 5, 6), "tasks": (0, 1, 3, 6, 7, 8, 12), "covers": (8, 0, -1, 6, 12, -1),
        "empty_offices": (False,) * 6,
    })


def crowded_formation(view: DindexView) -> DindexView:
    """A second proposal being answered: five partners, two of them asking for three ministries each."""
    return view.model_copy(update={
        "term": 2, "phase": "respond", "active": (4,), "formateur": 3, "partners": (0, 1, 2, 4, 5),
        "ministries": (0, 1, 2, 4, 5), "attempt": 1, "offices": (-1,) * 6, "tasks": (),
        "answers": ("ask", "accept", "decline", "", "ask", "ask", ""),
        "asks": (("finance", "environment", "social"), (), (), (), ("interior", "defence", "social"),
                 ("finance",), ()),
        "votes": (16, 5, 1, 5, 5, 7, 7),
    })


def clipped_texts(table: DindexTable) -> list[str]:
    """Every text drawn wider than its box or out of its panel, and every fitted line that had to be cut."""
    painter = table.stage.painter
    bad = []
    for node in text_nodes(table.stage.root):
        if not node.text:
            continue
        scale = node.world_scale()
        surf = painter.surface(node, scale)
        if surf is None:
            continue
        x, y = node.world_pos()
        if isinstance(node, FitText):
            text, _size = node.chosen(painter)
            if text not in node.texts or surf.get_width() > node.fit * scale + 1:
                bad.append(f"cut: {node.texts[0]!r} → {text!r}")
        elif node.wrap and surf.get_width() > node.wrap * scale + 1:
            bad.append(f"wider than its wrap: {node.text!r}")
        panel = enclosing_panel(node)
        if panel is not None:
            box = panel.world_rect()
            if x + surf.get_width() > box.right + 1 or y + surf.get_height() > box.bottom + 1 or x < box.x - 1:
                bad.append(f"out of its panel: {node.text!r}")
    return bad


def overlapping_panels(table: DindexTable) -> list[str]:
    """Pairs of the table's own places that overlap (party panels, gauge, board, piles, zones, role card,
    hand, prompt, log)."""
    t = table
    places: list[tuple[str, Node]] = [(f"party {s}", p) for s, p in t.panels.items()]
    places += [("gauge", t.gauge), ("board", t.board), ("role card", t.role_card), ("log", t.log),
               ("stack", t.stack_pile), ("discards", t.discard_pile), ("random", t.random_pile)]
    places += [(f"zone {k}", z) for k, z in t.zones.items() if z.visible]
    cards = t.hand.cards()
    if cards:
        rects = [c.world_rect() for c in cards]
        hand = rects[0].unionall(rects[1:])
    places_rects = [(name, node.world_rect()) for name, node in places if node.effectively_visible()]
    if cards:
        places_rects.append(("hand", hand))
    x, y = t.prompt.world_pos()
    scale = t.prompt.world_scale()
    places_rects.append(("prompt", pygame.Rect(round(x), round(y), round(t.prompt.width * scale),
                                               round(t.prompt.h * scale))))
    out = []
    for i, (a, ra) in enumerate(places_rects):
        for b, rb in places_rects[i + 1:]:
            if ra.colliderect(rb):
                out.append(f"{a} overlaps {b}: {ra} {rb}")
    return out
