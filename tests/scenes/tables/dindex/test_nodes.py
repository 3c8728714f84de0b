"""The pieces of the Dindex table (scenes/tables/dindex/nodes.py) read what the rules know from the view —
the Dindex level table, the parties' core competences, who is asked — and the button that ends a turn or a
window keeps its own place. Party panels: one-line titles naming a bot once, voters as sheep cards, labels that
say what they count, flying tokens landing beside the words, a revealed role; task lines and names fitting
their columns."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.dindex.components import components
from game.dindex.events import VotersMoved
from game.dindex.rules.open_actions import window_options
from game.dindex.state import Counter, DindexView
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, TextNode
from scenes.tables.dindex.nodes import LANDING_H, LANDING_W, FitText, SheepRow, TaskNode
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.tables.dindex.crowded import crowded_open_window, seven_party_table


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


@pytest.fixture(params=["en", "de"])
def ctx_lang(request: Any) -> Iterator[tuple[Any, Any]]:
    """1280×720 in English and in German (its words are about a third longer: they must fit as well)."""
    context, screen = make_context((1280, 720), "instant", language=request.param)
    yield context, screen
    pygame.quit()


def bare(template: str) -> str:
    """A translated template's words without its placeholders and separators ("{role} · revealed" → "revealed")."""
    return re.sub(r"\{\w+\}", "", template).strip(" ·:.")


def first_formateur(seed: int, parties: int = 5) -> int:
    """Who forms the first government: the first election follows the § 5.1 draw, which takes no random card,
    so the set-up decides it (the seats' kinds play no part in it; here everyone draws up to the limit)."""
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(parties)]
    match = Match(dindex.GAME.rules, {}, seats, seed)
    while match.state.phase == "draw":
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[-1])  # the most it may draw comes last
    return match.active_players()[0]


def table_for(context: Any, screen: Any, seed: int = 1, person: int = 0) -> DindexTable:
    """Five parties, one of them (`person`, "Anna") played by a person, the others by heuristic bots."""
    seats = [SeatSpec(name="Anna") if i == person else SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic")
             for i in range(5)]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    pump(context, screen)
    return table


def play_until(ctx: Any, table: DindexTable, done: Any, limit: int = 3000, prepare: Any = None) -> DindexView:
    """Bots decide for every seat, Anna's too, straight on the match, until `done(view of Anna)`; then a
    frame, so the table asks whoever the rules ask."""
    m = table.match
    bot = dindex.GAME.make_bot("heuristic")
    for _ in range(limit):
        if done(m.view(0)) or m.result() is not None:
            break
        seat = m.active_players()[0]
        m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    assert done(m.view(0))
    if prepare is not None:  # a hand-built touch to the position, before the table asks anyone
        prepare(m)
    table.show()
    pump(*ctx)
    return table.view


def test_s3_6_the_gauge_shows_the_level_and_bar_of_the_view(ctx: Any) -> None:
    table = table_for(*ctx)
    for when in (lambda v: True, lambda v: v.dindex_level < 4, lambda v: v.dindex_level < 3):
        view = play_until(ctx, table, when)
        assert (table.gauge.level, table.gauge.bar) == (view.dindex_level, view.dindex_bar)


def test_s3_6_the_gauge_follows_the_level_table_the_view_carries(ctx: Any) -> None:
    """The table keeps no copy of the § 3.6 stack: a view with another table shows that one."""
    table = table_for(*ctx)
    house = (1, 2, 2, 2, 3, 3, 4, 5, 5)  # a house rule: a shorter stack, three cards of Breakdown
    table.sync(table.view.model_copy(update={"dindex": 4, "dindex_levels": house}))
    assert (table.gauge.level, table.gauge.bar) == (2, 3)


def test_s3_2_a_party_panel_shows_the_core_competences_of_the_view(ctx: Any) -> None:
    table = table_for(*ctx)
    view = table.view
    table.sync(view.model_copy(update={"competences": (("defence", "finance"),) * view.num_players}))
    panel_words = [n.text for n in table.panels[2].walk() if isinstance(n, TextNode)]
    assert "Core: DEF · FIN" in panel_words


def test_the_asked_party_is_marked_as_the_view_says(ctx: Any) -> None:
    table = table_for(*ctx)
    view = play_until(ctx, table, lambda v: v.phase == "secret_choose")
    assert len(view.active) > 1  # everyone with a hand card chooses at once
    for seat, panel in table.panels.items():
        words = [n.text for n in panel.walk() if isinstance(n, TextNode)]
        waited_for = ("thinking…", "their turn", "decides next", "your decision", "to move")  # BaseTable.activity
        assert any(w in waited_for for w in words) == (seat in view.active)


def hold_a_counter(match: Match, seat: int) -> None:
    """A hand-built position: `seat` holds a counter it may play against the card on top of the chain."""
    state = match.state
    cards = components().cards
    for card in (c for c in state.stack if cards[c].is_counter):  # drawn from the stack, so no card is twice
        hands = tuple((*h, card) if s == seat else h for s, h in enumerate(state.hands))
        stack = list(state.stack)
        stack.remove(card)
        trial = state.model_copy(update={"hands": hands, "stack": type(state.stack)(stack)})
        if any(isinstance(a, Counter) for a in window_options(trial, seat)):
            match.state = trial
            return
    raise AssertionError("no counter card may be played against this card")


def first_row(table: DindexTable) -> list[ButtonNode]:
    """The prompt's buttons on the row of the finishing slot (the first one)."""
    return [b for b in table.prompt.buttons if b.y < table.prompt.style.button_h]


@pytest.mark.parametrize("phase, label", [("open_turn", "Pass (P)"), ("open_window", "Let it stand (L)"),
                                          ("campaign", "End campaign (E)")])
def test_the_button_that_ends_a_turn_keeps_its_own_place(ctx: Any, phase: str, label: str) -> None:
    table = table_for(*ctx)
    # alone against bots Anna is asked in a counter window only when she holds a counter: give her one
    prepare = (lambda m: hold_a_counter(m, 0)) if phase == "open_window" else None
    play_until(ctx, table, lambda v: v.phase == phase and v.active[:1] == (0,), prepare=prepare)
    prompt = table.prompt
    assert table.button_labels()[-1] == label and prompt.button(label) is prompt.end_button
    slot_x = prompt.width - prompt.style.end_w
    assert prompt.end_button.x == slot_x
    # no other button on its row ever reaches into the finishing slot, however many there are
    assert all(b.x + b.w <= slot_x for b in first_row(table))


def test_no_button_slides_into_the_finishing_slot_during_a_formation(ctx: Any) -> None:
    former = first_formateur(seed=1)
    table = table_for(*ctx, person=former)  # the person forms the first government: toggles and Propose
    play_until(ctx, table, lambda v: v.phase == "propose")  # everyone has drawn (§ 5.1)
    assert table.view.phase == "propose" and table.asking == former
    prompt = table.prompt
    assert len(prompt.buttons) >= 3 and not prompt.end_button.visible
    slot_x = prompt.width - prompt.style.end_w
    assert first_row(table) and all(b.x + b.w <= slot_x for b in first_row(table))


def test_while_moves_play_the_prompt_says_what_happens() -> None:
    from game.core.trusted import emit
    from game.dindex.events import RpChanged, TurnPassed

    context, screen = make_context((1280, 720), "normal")
    try:
        table = table_for(context, screen)
        table.play([emit(TurnPassed(seat=1)), emit(RpChanged(seat=1, delta=2, rp=2, why="test"))])
        table.update(0.01)
        assert table.animating  # the RP note floats up over Bot 1's panel
        assert table.prompt_text() == "Bot 1 +2 RP → 2" and table.button_labels() == []
    finally:
        pygame.quit()


def test_s5_2_the_party_panels_say_how_each_partner_answered_the_offer(ctx: Any) -> None:
    # The negotiation readable at a glance: while the formateur revises, each partner's panel shows its answer.
    table = table_for(*ctx)
    view = table.view
    n = view.num_players
    answers = tuple("ask" if s == 1 else "decline" if s == 2 else "accept" if s == 3 else "" for s in range(n))
    asks = tuple(("finance", "social") if s == 1 else () for s in range(n))
    table.sync(view.model_copy(update={"phase": "propose", "partners": (1, 2, 3), "answers": answers,
                                       "asks": asks, "formateur": 0, "active": (0,)}))
    words = {s: [n.text for n in table.panels[s].walk() if isinstance(n, TextNode)] for s in (1, 2, 3)}
    assert "asks FIN · SOC" in words[1] and "✗ declined" in words[2] and "✓ accepted" in words[3]


def test_s3_3_voters_and_core_voters_are_drawn_as_sheep_cards_next_to_their_numbers(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    view = crowded_open_window(table.view)
    table.sync(view)
    for seat, panel in table.panels.items():
        rows = [n for n in panel.children if isinstance(n, SheepRow)]
        assert [(r.count, r.core) for r in rows] == [(view.voters[seat], False), (view.core[seat], True)]
        assert "grouped by three" in (rows[1].tooltip or "")


def test_s5_2_votes_counted_at_the_election_are_labelled_as_such(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    for panel in table.panels.values():
        shown = [n.chosen(painter)[0] for n in panel.children if isinstance(n, FitText)]
        assert any("election" in text or "elected" in text for text in shown), shown


def test_seven_parties_keep_the_word_holds_when_one_party_has_four_offices(ctx_lang: Any) -> None:
    table = seven_party_table(*ctx_lang)
    table.sync(crowded_open_window(table.view))  # seat 3 holds the Chancellery and three ministries
    painter = table.stage.painter
    holds = bare(table.ctx.tr("Holds: {offices}"))
    held = [n.chosen(painter)[0] for n in table.panels[3].children if isinstance(n, FitText)
            and n.texts[0].startswith(holds)]
    assert held and held[0].startswith(holds) and not held[0].endswith("…")


def test_flying_voter_tokens_and_rp_notes_land_beside_the_words_of_a_panel(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    for pool in ("voters", "core_voters"):
        for seat, panel in table.panels.items():
            x, y = panel.landing(pool)
            spot = pygame.Rect(round(x), round(y), round(LANDING_W), round(LANDING_H))
            for node in panel.children:
                if isinstance(node, TextNode) and node.text:
                    w, h = (node.paint(painter, 1.0) or pygame.Surface((1, 1))).get_size()
                    words = pygame.Rect(round(panel.x + node.x), round(panel.y + node.y), w, h)
                    assert not spot.colliderect(words), (seat, pool, node.text)
                elif isinstance(node, SheepRow):
                    number = painter.text(f"{node.label} {node.count}", 10.5, (0, 0, 0)).get_width()
                    label = pygame.Rect(round(panel.x + node.x), round(panel.y + node.y), number, round(node.h))
                    assert not spot.colliderect(label), (seat, pool, node.label)
    motion = table.anims.motion(emit(VotersMoved(from_pool="non_voters", to_pool="voters", to_seat=2, count=1,
                                                 why="test")))
    target = motion[0].targets
    assert (target["x"], target["y"]) == table.panels[2].landing("voters")


def table_of(context: Any, screen: Any, players: int, seed: int = 3) -> DindexTable:
    seats = [SeatSpec(name="Player 1")] + [SeatSpec(kind="bot", name=f"Heuristic bot {i + 1}", level="heuristic")
                                          for i in range(1, players)]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    pump(context, screen)
    return table


def fits(table: DindexTable, node: FitText) -> None:
    text, size = node.chosen(table.stage.painter)
    assert size >= node.min_size and not text.endswith("…"), (node.texts, size)


def texts(node: Node) -> list[Node]:
    out = []
    for child in node.children:
        out.append(child)
        out += texts(child)
    return out


@pytest.mark.parametrize("players", [5, 7])
def test_party_titles_are_one_line_and_name_a_bot_once(ctx_lang: Any, players: int) -> None:
    table = table_of(*ctx_lang, players)
    for panel in table.panels.values():
        title = next(n for n in panel.children if isinstance(n, FitText))
        text, _size = title.chosen(table.stage.painter)
        assert text.lower().count("bot") <= 1 and "\n" not in text
        assert title.measure(table.stage.painter)[1] < 18  # one line, not running into "Role: secret"
        if players == 5:
            fits(table, title)


def test_s3_5_covered_by_lines_stay_readable_in_narrow_columns(ctx_lang: Any) -> None:
    here = ctx_lang
    table = table_of(*here, 5)
    tr = table.ctx.tr
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(400):  # until tasks are on the table and one is covered
        view = m.view(0)
        if view.tasks and any(t >= 0 for t in view.covers):
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    table.show()
    pump(*here)
    tasks = [n for n in texts(table.task_layer) if isinstance(n, TaskNode)]
    assert tasks
    for task in tasks:
        for line in (n for n in task.children if isinstance(n, FitText)):
            text, size = line.chosen(table.stage.painter)
            assert size >= 8.5
            assert line.paint(table.stage.painter, 1.0).get_width() <= task.w - 8
        assert bare(tr(" Covered by: {offices}.")) in task.tooltip or bare(tr(" Not covered yet.")) in task.tooltip
    for token in table.tokens:
        for line in (n for n in token.children if isinstance(n, FitText)):
            assert line.paint(table.stage.painter, 1.0).get_width() <= token.w - 10


def bots_play_until(table: DindexTable, done: Any, limit: int = 3000) -> None:
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(limit):
        if done(m.view(0)) or m.result() is not None:
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    assert done(m.view(0))
    table.show()  # the moves bypassed the table: the log catches up with the match


@pytest.mark.parametrize("players", [5, 7])
def test_s6_1_a_revealed_role_says_revealed_where_it_fits(ctx_lang: Any, players: int) -> None:
    table = table_of(*ctx_lang, players)
    tr = table.ctx.tr
    revealed, shown_word = bare(tr("{role} · revealed")), bare(tr("{role} · shown"))
    view = table.match.view(0)
    other = 1
    shown = view.model_copy(update={"roles": tuple("oligarch" if s == other else r for s, r in enumerate(view.roles)),
                                    "revealed": tuple(s == other for s in range(players))})
    panel = table.panels[other]
    panel.fill_from(shown, "Heuristic bot 2", "", me=False, bot=True, tr=tr)
    line = [n for n in panel.children if isinstance(n, FitText)][1]
    text, size = line.chosen(table.stage.painter)
    assert text.startswith(tr.trc("role", "OLIGARCH")) and shown_word in text or revealed in text
    assert not text.endswith("…") and line.measure(table.stage.painter)[1] < 18
    if players == 5:
        assert revealed in text


def test_s3_5_every_task_name_fits_its_column_at_1280x720(ctx_lang: Any) -> None:
    from game.dindex.components import components

    table = table_of(*ctx_lang, 5)
    col = (table.board.w - 12) / 6
    painter = table.stage.painter
    for index, _task in enumerate(components().tasks):
        node = TaskNode(index, [], w=col - 6, h=46, tr=table.ctx.tr)
        name = [n for n in node.children if isinstance(n, FitText)][0]
        text, _size = name.chosen(painter)
        assert not text.endswith("…"), text
