"""The Diceocracy table fits at 1280×720 and 1920×1080 in its most crowded position: four players with long
names, every board full, full hands, the most buttons step 4 and step 5 can offer. No text runs out of its
box or its panel, no two panels overlap, the prompt stays above the window's edge, every button's label
fits without shrinking, and no die is drawn smaller than the die faces are made for. In English and in German
(about a third longer)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import GiveFirstPlayer, PlaceFollower, PlayAdvert, PlayStunt, TakeDie
from game.diceocracy.components import COLORS, components
from game.diceocracy.state import Die
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.tables.common.toastspot import covered, toast_box
from scenes.tables.diceocracy.dieface import SMALLEST_DIE
from scenes.tables.diceocracy.look import DiceDie, SpaceNode, TextCard
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.support.shell import home  # noqa: F401  # a throwaway HUSTINGS_HOME for the app in Replay

LONG_NAMES = ["Maximiliane", "Bartholomew", "Cleopatra-Jo", "Dagobert"]


SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


def longest(cards: Any, n: int, skip: int = 0) -> tuple[int, ...]:
    """The ids of the n cards with the longest names (after skipping the first `skip`), for the widest labels."""
    ids = sorted(range(len(cards)), key=lambda i: -len(cards[i].name))
    return tuple(ids[skip:skip + n])


def crowded_match(phase: str, players: int = 4) -> Match:
    """Four players (or `players`), Maximiliane (seat 0, a person) asked at step 4 ("actions") or step 5
    ("cards") of her turn; the others are bots. Every follower slot is full, every hand holds three cards of each kind,
    everyone has money to play any card, and the marker may still be given (four seats to give it to)."""
    seats = [SeatSpec(name=LONG_NAMES[0])] + [SeatSpec(kind="bot", name=n, level="random")
                                              for n in LONG_NAMES[1:players]]
    m = Match(dc.GAME.rules, {"mode": "interactive"}, seats, 4)
    for _ in range(400):
        state = m.state
        if state.phase == "take" and state.active == 0:
            break
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[0])
    m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))
    m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, PlaceFollower)))
    c = components()
    players = []
    for seat, p in enumerate(m.state.players):
        followers = tuple(Die(color=COLORS[(seat + k) % 4], value=k % 6 + 1) for k in range(9))
        players.append(p.model_copy(update={
            "followers": followers, "money": 15, "popularity": (10, 9, 8, 7), "stunt_votes": 120,
            "advert_votes": 45, "agendas": longest(c.agendas, 3, 3 * seat),
            "adverts": longest(c.adverts, 3, 3 * seat), "stunts": longest(c.stunts, 3, 3 * seat)}))
    turn = m.state.turn
    assert turn is not None
    update: dict[str, Any] = {"players": tuple(players)}
    if phase == "cards":
        update |= {"phase": "cards", "turn": turn.model_copy(update={"district_done": True, "follower_done": True})}
    m.state = m.state.model_copy(update=update)  # the hand-built position
    assert m.view(0).phase == phase
    return m


@pytest.fixture(params=[(size, lang) for lang in LANGUAGES for size in SIZES],
                ids=[f"{lang}-{w}x{h}" for lang in LANGUAGES for w, h in SIZES])
def crowded_table(request: Any) -> Iterator[Any]:
    size, language = request.param

    def open_at(phase: str, players: int = 4) -> DiceocracyTable:
        context, screen = make_context(size, language=language)
        table = make_table(context, crowded_match(phase, players))
        context.stack.push(table)
        pump(context, screen, frames=2)
        return table

    yield open_at
    pygame.quit()


def shown(node: Node) -> Iterator[Node]:
    for n in node.walk():
        if n.effectively_visible():
            yield n


def text_rect(table: DiceocracyTable, node: TextNode) -> pygame.Rect:
    scale = node.world_scale()
    surf = node.paint(table.stage.painter, scale)
    x, y = node.world_pos()
    return pygame.Rect(round(x), round(y), surf.get_width() if surf else 0, surf.get_height() if surf else 0)


def panel_of(node: Node) -> PanelNode | None:
    up = node.parent
    while up is not None and not isinstance(up, PanelNode):
        up = up.parent
    return up


def check_fits(table: DiceocracyTable) -> None:
    window = pygame.Rect((0, 0), table.stage.size)
    for node in shown(table.stage.root):
        if isinstance(node, TextNode) and node.text:
            rect = text_rect(table, node)
            if node.wrap:
                assert rect.w <= node.wrap * node.world_scale() + 1, (node.text, rect.w, node.wrap)
            box = panel_of(node)
            room = box.world_rect() if box is not None else window
            assert room.inflate(2, 2).contains(rect), (node.text, rect, room)
        if isinstance(node, ButtonNode) and node.label and node is not table.undo_button:
            # (the Undo button names the last move in the log's words, from the shared base: a long move is
            # cut short on it and said whole in its tooltip)
            scale = node.world_scale()
            label = table.stage.painter.text(node.label, node.font_size * scale, (0, 0, 0), bold=True)
            assert label.get_width() <= node.world_rect().w - round(16 * scale), node.label
            assert window.contains(node.world_rect()), node.label
        if isinstance(node, DiceDie):
            assert node.w >= SMALLEST_DIE, (node.die_color, node.value, node.w)
    for parent in shown(table.stage.root):  # no two words print over each other
        texts = [(n.text, text_rect(table, n)) for n in parent.children
                 if isinstance(n, TextNode) and n.text and n.effectively_visible()]
        for i, (a, ra) in enumerate(texts):
            for b, rb in texts[i + 1:]:
                assert not ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2)), (a, b)
    # the panels laid on the table (the seats, the tiles, the bag), not the boxes inside them
    panels = [n for n in shown(table.board_area) if isinstance(n, PanelNode) and panel_of(n) is None]
    assert panels
    for i, a in enumerate(panels):
        for b in panels[i + 1:]:
            if ("setup",) in (a.data, b.data) and a.world_rect().top == b.world_rect().top:
                continue  # the set-up's options are spelled out on a solid panel over the other seats' row
            assert not a.world_rect().colliderect(b.world_rect()), (a.data, b.data)
    prompt = pygame.Rect(table.prompt.world_rect().topleft,
                         (round(table.prompt.width * table.stage.root.scale),
                          round(table.prompt.h * table.stage.root.scale)))
    assert prompt.bottom <= window.bottom, (prompt, window)
    for panel in panels:
        assert not prompt.colliderect(panel.world_rect()), panel.data
        assert not table.log.world_rect().colliderect(panel.world_rect()), panel.data


def test_four_full_seats_at_step_4_fit_with_every_choice_in_at_most_two_rows(crowded_table: Any) -> None:
    table = crowded_table("actions")
    labels = table.button_labels()
    assert table.ctx.tr("Instead: give the first player marker") in labels
    rows = {b.y for b in table.prompt.buttons}
    assert len(rows) <= 2, labels
    check_fits(table)


@pytest.mark.parametrize("players", [2, 3])
def test_two_or_three_full_seats_fit_at_steps_4_and_5(crowded_table: Any, players: int) -> None:
    for phase in ("actions", "cards"):
        check_fits(crowded_table(phase, players))


def test_four_full_seats_at_step_4_the_marker_seats_fit_too(crowded_table: Any) -> None:
    table = crowded_table("actions")
    table.prompt.button(table.ctx.tr("Instead: give the first player marker")).on_click()
    assert [b.data[1] for b in table.prompt.buttons[:-1]] == [
        a for a in table.presenter.legal() if isinstance(a, GiveFirstPlayer)]
    check_fits(table)


def test_four_full_seats_at_step_5_with_every_card_playable_fit_and_each_kind_opens_its_cards(
        crowded_table: Any) -> None:
    table = crowded_table("cards")
    tr = table.ctx.tr
    adverts = tr("Play an advertising card ({n} playable)", n=3)
    stunts = tr("Play a political stunt card ({n} playable)", n=3)
    assert table.button_labels() == [adverts, stunts, tr("End turn")]
    check_fits(table)
    for group, kind in ((adverts, PlayAdvert), (stunts, PlayStunt)):
        table.prompt.button(group).on_click()
        labels = table.button_labels()
        kinds = [isinstance(b.data[1], kind) for b in table.prompt.buttons]
        assert kinds == [True, True, True, False], labels
        assert labels[-2:] == [tr("Back"), tr("End turn")]
        check_fits(table)
        table.prompt.button(tr("Back")).on_click()


def test_step_4_buttons_keep_their_slots_when_a_part_of_the_step_is_done(crowded_table: Any) -> None:
    """Skipping the district action leaves its buttons greyed where they stood: "Follower: …" stays under
    the pointer instead of sliding left into another button's place."""
    table = crowded_table("actions")
    tr = table.ctx.tr
    before = {repr(b.data): (b.label, b.world_rect()) for b in table.prompt.buttons}
    table.prompt.button(tr("Skip district action")).click()
    after = {repr(b.data): (b.label, b.world_rect(), b.enabled) for b in table.prompt.buttons}
    assert after.keys() == before.keys()
    for key, (label, rect) in before.items():
        assert after[key][:2] == (label, rect), label
    enabled = [label for label, _, on in after.values() if on]
    assert enabled == [label for label, _ in before.values()
                       if label.startswith(tr("Follower: {action}", action="")) or label == tr("Skip follower action")]
    check_fits(table)


@pytest.mark.parametrize("players", [2, 3])
def test_a_district_space_left_empty_with_fewer_players_says_so_on_one_line(crowded_table: Any, players: int) -> None:
    table = crowded_table("actions", players)
    marks = [n for n in shown(table.board_area) if isinstance(n, SpaceNode) and n.dark]
    assert marks and {n.label for n in marks} <= {"3+", "4+"}
    for node in marks:
        scale = node.world_scale()
        line = table.stage.painter.text(node.label, 9 * scale, (0, 0, 0))
        assert line.get_width() <= node.world_rect().w - 2, node.label


def test_after_a_resize_the_step_buttons_are_laid_out_for_the_new_width() -> None:
    context, screen = make_context((2560, 1080), "instant")
    try:
        match = crowded_match("actions")
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen)
        size = (1920, 1080)
        pump(context, screen, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        resized = [(b.label, round(b.x), round(b.y), round(b.w)) for b in table.prompt.buttons]
        assert all(x + w <= table.prompt.width + 1 for _label, x, _y, w in resized)
        context.stack.pop()
        fresh = make_table(context, Match.from_record(match.record()))
        context.stack.push(fresh)
        pump(context, screen)
        assert resized == [(b.label, round(b.x), round(b.y), round(b.w)) for b in fresh.prompt.buttons]
    finally:
        pygame.quit()


def solo_set_up(phase: str) -> Match:
    """Maximiliane alone against the bag at the set-up (as the lesson's set-up too): at her candidate tile,
    all four left (eight choices: each tile's two sides), or at her personality tiles."""
    m = Match(dc.GAME.rules, {"mode": "interactive"}, [SeatSpec(name=LONG_NAMES[0])], 1)
    while m.view(0).phase != phase:
        m.submit(0, m.legal_actions(0)[0])
    return m


@pytest.mark.parametrize("phase", ["candidate", "personality"])
def test_every_set_up_choice_is_in_the_window_below_the_board(phase: str) -> None:
    """All eight candidate choices (the German "O Orange: 2 Stimmen/Anhänger" ran off the window's bottom in a
    third row) and the four personalities stand inside the window, in the prompt band under the board."""
    for language in LANGUAGES:
        for size in SIZES:
            context, screen = make_context(size, language=language)
            try:
                table = make_table(context, solo_set_up(phase))
                context.stack.push(table)
                pump(context, screen, frames=2)
                assert len(table.prompt.buttons) == (8 if phase == "candidate" else 4)
                check_fits(table)
                board_bottom = max(n.world_rect().bottom for n in shown(table.board_area)
                                   if isinstance(n, PanelNode | TextCard))
                for button in table.prompt.buttons:
                    assert button.world_rect().top >= board_bottom, (language, size, button.label)
            finally:
                pygame.quit()


def title_rects(table: DiceocracyTable) -> list[pygame.Rect]:
    """Where the district tiles' names and the agenda cards' kind bands and names are (window pixels)."""
    out = []
    for node in shown(table.board_area):
        if isinstance(node, PanelNode) and node.data is not None and node.data[0] == "tile":
            out.append(text_rect(table, next(n for n in node.children if isinstance(n, TextNode))))
        elif isinstance(node, TextCard) and node.deck == "agendas" and node.card is not None:
            rect = node.world_rect()
            out.append(pygame.Rect(rect.x, rect.y, rect.w, round(28 * node.world_scale())))
    return out


@pytest.mark.parametrize("message", ["Drop the taken die on a lit empty slot of your board.",
                                     " ".join(["Dice are taken only at the start of your turn (steps 1–2)."] * 2)])
def test_a_toast_on_a_crowded_table_covers_no_tile_or_agenda_title(crowded_table: Any, message: str) -> None:
    """The district tiles' names and the cards' words are painted by their own nodes: the toast's placement
    sees them too (they declare them), and puts a refusal where it hides none of those titles, or as few as
    any height can."""
    table = crowded_table("actions")
    text = table.ctx.tr(message)
    table.toast(text)
    titles = title_rects(table)
    assert any(r.h for r in titles) and len(titles) >= 8 + 3  # the eight tiles, the three agendas in hand
    scale = table.stage.root.scale
    lowest = (table.stage.size[1] - toast_box(table.stage, text).h) / scale
    least = min(covered(toast_box(table.stage, text, y), titles) for y in range(0, int(lowest)))
    assert covered(toast_box(table.stage, text), titles) == least == 0


@pytest.mark.parametrize("players", [2, 4])
def test_the_ring_round_a_seats_candidate_and_personality_clears_their_words(crowded_table: Any, players: int) -> None:
    """A move's ring is drawn on its target's edge, its line reaching a pixel or two inside: the candidate and
    personality lines' target leaves that room at their sides and foot (at 1080p the line crossed the first
    letters, the descenders and, on the front board, the end of the longer line)."""
    table = crowded_table("actions", players)
    scale = table.stage.root.scale
    inner = max(2, round(5 * scale)) - round(4 * scale)  # where a RingNode's line ends inside its target
    blocks = [node for key, node in table.spots.counters.items() if key[1] == "identity"]
    assert len(blocks) == players
    for block in blocks:
        target = block.world_rect()
        for line in block.children:
            assert isinstance(line, TextNode)
            words = text_rect(table, line)
            assert words.left >= target.left + inner and words.right <= target.right - inner, line.text
            assert words.bottom <= target.bottom - inner, line.text


INFO_LINES = ("money", "reps", "votes", "agendas", "adverts", "stunts", "played")
"""The short lines beside another seat's mini-board (seats.py other_info), by what each shows."""


@pytest.mark.parametrize("players", [3, 4])
def test_the_lines_beside_a_mini_board_stay_one_line_each_and_a_ring_round_one_clears_the_others(
        crowded_table: Any, players: int) -> None:
    """Playtest (issue 27): German "Stimmen 11" wrapped onto two lines beside another seat's mini-board, and the
    ring round it ran through "Agenden 3" under it. Every line (votes 165 here) is one line, and the solid line
    of a ring round any of them (on the target's edge, 1.5 units either side) crosses no other line's words."""
    table = crowded_table("actions", players)
    painter, scale = table.stage.painter, table.stage.root.scale
    one_line = painter.text("Mg", 9 * scale, (0, 0, 0)).get_height()
    for seat in range(1, players):
        targets = {what: table.spots.counters[(seat, what)] for what in INFO_LINES}
        lines = {what: target.parent for what, target in targets.items()}
        for line in lines.values():
            assert isinstance(line, TextNode)
            assert text_rect(table, line).h <= one_line, (seat, line.text)
        for what, target in targets.items():
            stroke = target.world_rect().inflate(round(3 * scale), round(3 * scale))
            for other, line in lines.items():
                if other != what:
                    words = text_rect(table, line).inflate(0, -round(2 * scale))
                    assert not stroke.colliderect(words), (seat, what, other, line.text)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_in_replay_every_advert_and_stunt_face_shows_its_whole_effect(
        home: Any, size: tuple[int, int], language: str) -> None:  # noqa: F811
    """Playtest (issue 27): in Replay a stunt card's bottom line was cut. Replay draws the table smaller (its
    bar takes the window's foot), and small text rounds up: every advert's and stunt's face, as the offer rows
    draw it there, still holds its name and whole effect."""
    from scenes.app import App
    from scenes.shell.replay import ReplayScreen
    from scenes.tables.diceocracy.board import CARD_H, CARD_W
    from scenes.tables.diceocracy.look import card_face_text

    app = App(["--size", f"{size[0]}x{size[1]}", "--lang", language])
    try:
        match = Match(dc.GAME.rules, {"mode": "interactive"}, [SeatSpec(name=n) for n in LONG_NAMES], 4)
        for _ in range(12):
            seat = match.active_players()[0]
            match.submit(seat, match.legal_actions(seat)[0])
        app.ctx.stack.push(ReplayScreen(app.ctx, match.record()))
        app.frame()
        replay = app.ctx.stack.top
        assert isinstance(replay, ReplayScreen)
        table = replay.table
        assert isinstance(table, DiceocracyTable)
        scale = table.stage.root.scale
        assert scale < size[1] / 720  # drawn smaller than the window's own scale
        painter = table.stage.painter
        offer = [n for n in shown(table.board_area) if isinstance(n, TextCard) and n.card is not None
                 and n.deck in ("adverts", "stunts")]
        assert offer and {round(n.w) for n in offer} == {round(CARD_W)}
        w, h = round(CARD_W * scale), round(CARD_H * scale)
        c = components()
        for deck in ("adverts", "stunts"):
            for card in range(len(getattr(c, deck))):
                assert card_face_text(painter, deck, card, 4, w, h, scale, tr=app.ctx.tr)[2], (deck, card)
    finally:
        app.close()
