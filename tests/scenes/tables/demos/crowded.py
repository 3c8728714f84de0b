"""A crowded DēmoS position for the layout tests and screenshots: five players with long names in a 2 v 2 + 1
game late in the main phase, many figures in front of each (some turned up by a harmonic quad, one recoloured
by a media), a discard on every pile, three-digit scores, a team without a veto left and a last round shown
down; and the checks that every text stays inside its box and no two places overlap."""

from __future__ import annotations

from typing import Any

import pygame

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import DemosView, FigureView, RoundRecord
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.demos.table import DemosTable, make_table
from tests.scenes.support.fit_checks import enclosing_panel, text_nodes

NAMES = ["Alexandra", "Heuristic bot 2", "Bartholomew", "Heuristic bot 4", "Maximiliane"]


def five_player_table(context: Any, *, replay: bool = True, seed: int = 4) -> DemosTable:
    """Five players in 2 v 2 + 1, seat 0 a person; a replay from seat 0 shows any view it is given."""
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
    match = Match(demos.GAME.rules, {"teams": "2v2+1", "first_dealer": 4}, seats, seed)
    table = make_table(context, match, mode="replay" if replay else "play", viewer=0)
    context.stack.push(table)
    return table


def _fig(card: str | None, reveal: str = "", suit: str | None = None, media_from: int | None = None,
         known: bool = False) -> FigureView:
    return FigureView(card=card, face_up=reveal != "", reveal=reveal, suit=suit, media_from=media_from,  # type: ignore[arg-type]
                      known=known)


FIGURES: tuple[tuple[FigureView, ...], ...] = (
    (_fig("ES"), _fig("LH"), _fig("JD"), _fig("M")),  # the viewer's own, known to itself
    (_fig("LS", "quad"), _fig(None), _fig(None), _fig(None), _fig(None), _fig(None)),
    (_fig("M", known=True), _fig("LC", "quad"), _fig(None), _fig(None), _fig(None)),  # the viewer's teammate
    (_fig("JH", "quad"), _fig(None), _fig(None), _fig(None)),
    (_fig(None),),
)


def crowded_view(view: DemosView) -> DemosView:
    """Round 12 of 14, the unanimous take: every pile holds a card, team B has no veto left."""
    seats = []
    for seat in view.seats:
        s = seat.seat
        own = s == view.viewer
        seats.append(seat.model_copy(update={
            "public_discards": (f"{s + 2}H",),
            "secret_discards": (f"{s + 2}S",),
            "unanimous_discards": ((f"{s + 2}D",) if own else (None,)),
            "figures": FIGURES[s],
            "score": (118, 131, 97, 142, 126)[s],
            "vetoes_left": 0 if seat.team == 1 else 1,
            "hand": ("3C", "4C", "5C", "9H", "10H") if own else None,
            "hand_size": 5,
            "best_combination": ("3C", "4C", "5C") if own else None, "best_points": 15 if own else None,
            "best_trio": ("ES", "LH", "JD") if own else None, "trio_harmony": 3 if own else 0,
        }))
    teams = tuple(t.model_copy(update={"vetoes_left": 0 if t.team == 1 else 1}) for t in view.teams)
    record = RoundRecord(round=11, shown=(("3S", "4S", "5S"), ("8H", "9D", "10C"), None, ("6C", "7C", "8C"),
                                          ("2D", "3H", "4S")),
                         points=(15, 12, None, 18, 6), winners=(3,), drawn=(0, 0, 0, 1, 0))
    return view.model_copy(update={
        "seats": tuple(seats), "teams": teams, "round": 12, "phase": "unanimous_take", "active": (2,),
        "turn_queue": (2, 3, 4),
        "secrets_revealed": True, "last_round": record, "power_deck": 1, "people_deck": 9,
    })


def drawn_rect(table: DemosTable, node: Node) -> pygame.Rect:
    """Where a node is drawn in the window: a text by the size of its rendered line(s)."""
    if isinstance(node, TextNode):
        surf = table.stage.painter.surface(node, node.world_scale())
        x, y = node.world_pos()
        return pygame.Rect(round(x), round(y), surf.get_width() if surf else 0, surf.get_height() if surf else 0)
    return node.world_rect()


def clipped_texts(table: DemosTable) -> list[str]:
    """Every text drawn wider than its wrap, out of its panel, or out of the window."""
    painter = table.stage.painter
    window = pygame.Rect((0, 0), table.stage.size)
    bad = []
    for node in text_nodes(table.stage.root):
        if not node.text:
            continue
        scale = node.world_scale()
        surf = painter.surface(node, scale)
        if surf is None:
            continue
        x, y = node.world_pos()
        rect = pygame.Rect(round(x), round(y), surf.get_width(), surf.get_height())
        if node.wrap and surf.get_width() > node.wrap * scale + 1:
            bad.append(f"wider than its wrap: {node.text!r}")
        panel = enclosing_panel(node)
        box = panel.world_rect() if panel is not None else window
        if rect.right > box.right + 1 or rect.bottom > box.bottom + 1 or rect.x < box.x - 1:
            bad.append(f"out of its {'panel' if panel is not None else 'window'}: {node.text!r} {rect} {box}")
    return bad


def overlapping_panels(table: DemosTable) -> list[str]:
    """Pairs of the table's places that overlap: the seat panels, the decks, the prompt, the log, the header
    and the team vetoes line."""
    t = table
    places: list[tuple[str, Node]] = [(f"seat {s}", p) for s, p in t.panels.items()]
    places += [("people's deck", t.people), ("power deck", t.power), ("media out", t.media_out), ("log", t.log),
               ("header", t.header), ("team vetoes", t.team_vetoes)]
    rects = [(name, drawn_rect(t, node)) for name, node in places if node.effectively_visible()]
    x, y = t.prompt.world_pos()
    scale = t.prompt.world_scale()
    rects.append(("prompt", pygame.Rect(round(x), round(y), round(t.prompt.width * scale),
                                        round(t.prompt.h * scale))))
    if t.headlines.visible:
        rects.append(("kept result", t.headlines.panel.world_rect()))
    out = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if ra.colliderect(rb):
                out.append(f"{a} overlaps {b}: {ra} {rb}")
    return out
