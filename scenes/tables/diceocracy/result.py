"""The Diceocracy result in the table's game-over overlay: the headline (the winner, or solo the score with its
rank band and title), the categories per player (from the view's final count), district by district (from
the district_scoring events the table collected), the secret agendas and, solo, the rank bands."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.protocol import Event
from game.diceocracy import events as ev
from game.diceocracy.components import components
from game.diceocracy.state import ROUNDS
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import N_, Translator
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.engine.render import Color, Painter
from scenes.tables.common.columnwords import HEADING, REASON
from scenes.tables.common.overlay import ResultOverlay
from scenes.tables.diceocracy.look import agenda_text
from scenes.tables.diceocracy.terms import AGENDA, ENGLISH, district_term, rank_term
from scenes.tables.diceocracy.words import district_lines

CATEGORIES = (("stunts", N_("Political stunts")), ("adverts", N_("Advertising votes")), ("districts", N_("Districts")),
              ("agendas", N_("Secret agendas")), ("candidate_bonus", N_("Candidate bonus")))
END_SCREEN_TABLES = (N_("District votes"),
                     N_("How each district scored: pips + popularity (★ majority, ★= tied); a minority: popularity"),
                     N_("Reps (★: majority)"))
"""The headings of the end screen's tables of the game's result details (scenes/shell/results.py reads their
keys as words): the votes and the Reps of each district, who held its majority starred."""
BODY_TOP = 60.0
"""Where the overlay's body starts inside its panel (under the headline)."""
NAME_W = 150.0


HEADINGS = {"stunts": N_("Stunts"), "adverts": N_("Adverts"), "districts": N_("Districts"),
            "agendas": N_("Agendas"), "candidate_bonus": N_("Candidate bonus"), "total": N_("Total"),
            "district_votes": N_("District votes"), "secret_agendas": N_("Secret agendas"),
            "solo_rank": N_("Solo rank")}
"""The end screen's names for the result's keys (a playtest read "Adverts" and "District votes" in German)."""
REASONS = {"most_votes": N_("The last round has been played; the most votes win"),
           "solo_score": N_("The last round has been played; the votes are the solo score")}
"""How a game of Diceocracy ended: after its last round, the End Game Scoring ("How it ended" read "Most votes",
how the winner is chosen, not why the game ended)."""



def column_words(key: str, value: object, tr: Translator = ENGLISH) -> str | None:
    """The end screen's Diceocracy words (scenes/tables/common/columnwords.py): its headings, a district's and
    a secret agenda's name as the table names them, how the game ended, the solo rank's title."""
    if not isinstance(value, str):
        return None
    if key == REASON:
        return tr(REASONS[value]) if value in REASONS else None
    if key == "solo_rank":
        return rank_term(value, tr) if value else None
    if key != HEADING:
        return None
    if value in HEADINGS:
        return tr(HEADINGS[value])
    c = components()
    if any(d.name == value for d in c.districts):
        return district_term(value, tr)
    if any(a.name == value for a in c.agendas):
        return tr.trc(AGENDA, value)
    return None


def headline(view: DiceocracyView, name: Callable[[int], str], tr: Translator = ENGLISH) -> str:
    final = view.final
    assert final is not None, "the result is shown once the game is over (the table checks view.final)"
    if view.num_players == 1:
        total = final["0"]["total"]
        if view.rounds < ROUNDS:  # a shortened game (a lesson's): the ranks are for the book's nine rounds
            return tr.trn("Your score: {count} vote in {rounds} rounds (the solo ranks are for {full} rounds)",
                          "Your score: {count} votes in {rounds} rounds (the solo ranks are for {full} rounds)",
                          total, rounds=view.rounds, full=ROUNDS)
        band = next(b for b in components().congress.solo_ranks if b.title == view.solo_rank)
        span = f"{band.low}–{band.high}" if band.high is not None else f"{band.low}+"
        rank = rank_term(view.solo_rank or "", tr)
        return tr.trn("Your score: {count} votes — {span}: {rank}", "Your score: {count} votes — {span}: {rank}",
                      total, span=span, rank=rank)
    best = max(r["total"] for r in final.values())
    winners = [name(int(s)) for s, r in final.items() if r["total"] == best]  # the view's final: seats as text
    if len(winners) == 1:
        return tr.trn("{name} wins the election with {count} votes", "{name} wins the election with {count} votes",
                      best, name=winners[0])
    names = winners[0]
    for other in winners[1:]:
        names = tr("{first} and {second}", first=names, second=other)
    return tr.trn("{names} win the election with {count} votes", "{names} win the election with {count} votes", best,
                  names=names)


def show_result(overlay: ResultOverlay, view: DiceocracyView, name: Callable[[int], str], districts: Sequence[Event],
                painter: Painter, dim: Color, tr: Translator = ENGLISH) -> None:
    """Open the overlay on the result; a player who had turned to the table keeps seeing the table."""
    looking_at_table = overlay.visible and not overlay.showing_result
    body = overlay.open(headline(view, name, tr))
    w = overlay.panel.w - 48
    h = overlay.panel.h - BODY_TOP
    y = _categories(body, view, name, w, tr)
    y += 8
    body.add(TextNode(tr("District by district"), size=13, bold=True, x=0, y=y))
    y += 22
    _districts(body, [e.data for e in districts if isinstance(e.data, ev.DistrictScoring)], name, painter, y, w, h,
               tr)
    if view.num_players == 1:
        bands = " · ".join(f"{b.low}{'–' + str(b.high) if b.high is not None else '+'} {rank_term(b.title, tr)}"
                           for b in components().congress.solo_ranks)
        body.add(TextNode(tr("Solo ranks: {ranks}", ranks=bands), size=10, x=0, y=h - 22, width=w, color=dim))
    if any(p.agendas for p in view.players):
        agendas = "; ".join(f"{name(s)}: " + ", ".join(agenda_text(c, view.num_players, tr)[0]
                                                       for c in p.agendas or ())
                            for s, p in enumerate(view.players))
        body.add(TextNode(tr("Secret agendas: {agendas}", agendas=agendas), size=10, x=0, y=h - 40, width=w))
    if looking_at_table:
        overlay.flip()


def _categories(body: Node, view: DiceocracyView, name: Callable[[int], str], w: float,
                tr: Translator = ENGLISH) -> float:
    """The table of votes by category, a row per player. Returns where it ends."""
    head = ["", *[tr(label) for _, label in CATEGORIES], tr("Total")]
    col = (w - NAME_W) / len(head[1:])

    def x_of(i: int) -> float:
        return NAME_W + (i - 1) * col if i else 0.0

    y = 0.0
    for i, text in enumerate(head):
        body.add(TextNode(text, size=11, bold=True, x=x_of(i), y=y, width=col - 4))
    y += 30
    assert view.final is not None, "the result is shown once the game is over (the table checks view.final)"
    for s, row in view.final.items():
        cells = [name(int(s)), *[str(row.get(key, 0)) for key, _ in CATEGORIES], str(row["total"])]
        for i, text in enumerate(cells):
            body.add(TextNode(text, size=12, bold=i in (0, len(cells) - 1), x=x_of(i), y=y,
                              width=col - 4 if i else NAME_W - 4))
        y += 20
    return y


def _districts(body: Node, districts: Sequence[ev.DistrictScoring], name: Callable[[int], str], painter: Painter,
               y: float, w: float, h: float, tr: Translator = ENGLISH) -> None:
    """Two columns of four districts, each its name and two lines; a long line wraps and the next goes under."""
    half = (w - 10) / 2
    room = h - 50 - y  # above the agendas and rank lines
    # Each row of two districts is as tall as its taller district's wrapped lines (a fixed row let a district's
    # third line run into the next one's name at 1280×720); the larger size when all rows fit in it.
    for big in (True, False):
        blocks = [_district_block(d, name, painter, half, big, tr) for d in districts]
        rows = [max(b[1] for b in blocks[k:k + 2]) + 6 for k in range(0, len(blocks), 2)]
        if sum(rows) <= room or not big:
            break
    cy = y
    for k, row in enumerate(rows):
        for j, (nodes, _height) in enumerate(blocks[2 * k:2 * k + 2]):
            cx = j * (half + 10)
            for node in nodes:
                node.set_pos(cx + node.x, cy + node.y)
                body.add(node)
        cy += row


def _district_block(d: ev.DistrictScoring, name: Callable[[int], str], painter: Painter, half: float,
                    big: bool, tr: Translator = ENGLISH) -> tuple[list[TextNode], float]:
    """One district's name and lines, placed from (0, 0), and the height they take."""
    nodes = [TextNode(district_term(d.district, tr), size=12.5 if big else 11, bold=True, x=0, y=0, width=half)]
    ly = 17.0 if big else 14.0
    for line in district_lines(d, name, tr):
        node = TextNode(line, size=11.5 if big else 10, x=8, y=ly, width=half - 8)
        nodes.append(node)
        ly += node.measure(painter)[1]
    return nodes, ly
