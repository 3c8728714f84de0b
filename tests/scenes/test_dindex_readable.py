"""What a person reads at the Dindex table stays readable at 1280×720: one-line party titles, office tokens
and task lines that fit their boxes, the role card inside its card, messages that do not cover the parties,
and prompts that say where the formation stands."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.nodes import FitText, TaskNode
from scenes.tables.dindex.table import DindexTable, make_table


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def table_for(context: Any, screen: Any, players: int, seed: int = 3) -> DindexTable:
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
def test_party_titles_are_one_line_and_name_a_bot_once(ctx: Any, players: int) -> None:
    table = table_for(*ctx, players)
    for panel in table.panels.values():
        title = next(n for n in panel.children if isinstance(n, FitText))
        text, _size = title.chosen(table.stage.painter)
        assert text.count("bot") <= 1 and "\n" not in text
        assert title.measure(table.stage.painter)[1] < 18  # one line, not running into "Role: secret"
        if players == 5:
            fits(table, title)


def test_s3_5_covered_by_lines_stay_readable_in_narrow_columns(ctx: Any) -> None:
    table = table_for(*ctx, 5)
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(400):  # until tasks are on the table and one is covered
        view = m.view(0)
        if view.tasks and any(t >= 0 for t in view.covers):
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    table.show()
    pump(*ctx)
    tasks = [n for n in texts(table.task_layer) if isinstance(n, TaskNode)]
    assert tasks
    for task in tasks:
        for line in (n for n in task.children if isinstance(n, FitText)):
            text, size = line.chosen(table.stage.painter)
            assert size >= 8.5
            assert line.paint(table.stage.painter, 1.0).get_width() <= task.w - 8
        assert "Covered by" in task.tooltip or "Not covered" in task.tooltip
    for token in table.tokens:
        for line in (n for n in token.children if isinstance(n, FitText)):
            assert line.paint(table.stage.painter, 1.0).get_width() <= token.w - 10


def test_the_role_card_text_stays_inside_the_card_and_says_when_roles_are_revealed(ctx: Any) -> None:
    table = table_for(*ctx, 5)
    card = table.role_card
    painter = table.stage.painter
    for node in card.children:
        assert isinstance(node, TextNode)
        _w, h = node.measure(painter)
        assert node.y + h <= card.h - 2, node.text
    assert "reveal" in card.tooltip


def test_a_toast_appears_over_the_board_not_over_the_parties(ctx: Any) -> None:
    table = table_for(*ctx, 5)
    table.toast("Formation failed in term 1: the Dindex falls a card")
    pump(*ctx)
    assert table.stage.toast_text
    stage, board = table.stage, table.board
    assert stage.toast_x is not None and board.x < stage.toast_x < board.x + board.w
    # the toast hangs down from toast_y: below every party's panel, on the board
    assert all(stage.toast_y >= panel.y + panel.h for panel in table.panels.values())
    assert board.y <= stage.toast_y < board.y + board.h
    table.update(3.0)
    assert not table.stage.toast_text


def test_s5_2_an_offer_says_which_proposal_it_is(ctx: Any) -> None:
    from scenes.tables.dindex.prompt import prompt_for

    table = table_for(*ctx, 5)
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(50):
        if m.view(0).phase == "respond" and 0 in m.active_players():
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    else:
        pytest.skip("no offer to seat 0 with this seed")
    _title, sub = prompt_for(m.view(0), lambda s: f"S{s}", 0, m.legal_actions(0))
    assert "Proposal 1 of 3" in sub
    assert " RP)" in sub  # § 5.7: what each offered ministry would earn


def test_s3_3_a_voter_card_flies_from_its_pool_to_the_new_one_and_rp_floats_up() -> None:
    from game.core.trusted import emit
    from game.dindex.events import RpChanged, VotersMoved
    from scenes.engine.nodes import PanelNode

    context, screen = make_context((1280, 720), "normal")
    try:
        table = table_for(context, screen, 5)
        table.play([emit(VotersMoved(from_pool="non_voters", to_pool="core_voters", count=1, why="card", to_seat=2)),
                    emit(RpChanged(seat=1, delta=2, rp=2, why="test"))])
        table.update(0.05)
        tokens = [n for n in table.fx.children if isinstance(n, PanelNode)]
        assert tokens and table.animating
        token = tokens[0]
        assert token.children[0].text == "C"  # a core voter: the brown side, lettered
        start_x = token.x
        table.update(0.5)
        panel = table.panels[2]
        assert token.x != start_x and panel.x <= token.x <= panel.x + panel.w
        notes = [n for n in table.fx.children if isinstance(n, PanelNode) and n.children
                 and isinstance(n.children[0], TextNode) and n.children[0].text == "+2 RP"]
        assert notes  # a pill over the party's cards (the bots play on meanwhile: the animator does not fall idle)
    finally:
        pygame.quit()


def play_until(table: DindexTable, done: Any, limit: int = 3000) -> None:
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(limit):
        if done(m.view(0)) or m.result() is not None:
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    assert done(m.view(0))
    table.show()  # the moves bypassed the table: the log catches up with the match


def test_s5_3_a_new_formation_does_not_show_last_terms_tasks_as_due(ctx: Any) -> None:
    table = table_for(*ctx, 5, seed=1)
    play_until(table, lambda v: v.term == 2 and v.phase in ("propose", "assign", "respond"))
    pump(*ctx)
    assert table.match.view(0).tasks  # the rules keep them lying there until the new government stands
    assert not [n for n in table.task_layer.children if isinstance(n, TaskNode)]
    assert any("back into the deck" in n.text for n in table.task_layer.children if isinstance(n, TextNode))


def test_s5_7_the_board_news_stays_one_line_after_the_settlement(ctx: Any) -> None:
    table = table_for(*ctx, 5, seed=1)
    play_until(table, lambda v: v.phase == "campaign")
    pump(*ctx)
    text, size = table.news.chosen(table.stage.painter)
    assert "settled" in text and size >= 9.0
    assert table.news.paint(table.stage.painter, 1.0).get_height() < 18
    assert table.news.x + table.news.paint(table.stage.painter, 1.0).get_width() <= table.board.w


def test_s5_5_the_chain_beside_the_top_card_never_runs_onto_the_role_card(ctx: Any) -> None:
    table = table_for(*ctx, 5, seed=1)
    play_until(table, lambda v: len(v.chain) >= 2)
    pump(*ctx)
    painter = table.stage.painter
    scale = table.stage.root.scale
    # every node under the centre, the chain's entries and the texts in them, in the table's design units
    nodes = [n for n in table.centre.walk() if n is not table.centre]
    bottom = max(n.world_pos()[1] / scale + (n.measure(painter)[1] if isinstance(n, TextNode) else n.h * n.scale)
                 for n in nodes)
    assert bottom <= table.role_card.y
    for n in nodes:
        if isinstance(n, FitText):
            assert n.paint(painter, 1.0).get_width() <= n.fit + 1
            assert n.world_pos()[0] / scale + n.fit <= table.log.x  # never into the log


def test_s3_7_a_random_card_drawn_for_a_card_names_the_card_not_its_code() -> None:
    from game.core.trusted import emit
    from game.dindex.components import components
    from game.dindex.events import DindexChanged, RandomCard
    from scenes.tables.dindex.words import DindexNames, describe_event

    names = DindexNames(lambda s: f"Seat {s}")
    card = components().cards[0]
    line = describe_event(emit(RandomCard(seat=1, value=3, purpose=card.code)), names)
    text = "".join(t for t, _ in line or [])
    assert card.code not in text and card.name in text
    line = describe_event(emit(DindexChanged(delta=1, cause=card.code, dindex=3, dindex_cards=6)), names)
    text = "".join(t for t, _ in line or [])
    assert card.code not in text and card.name in text


def test_the_end_overlay_is_not_covered_by_a_last_toast(ctx: Any) -> None:
    table = table_for(*ctx, 5)
    view = table.match.view(0)
    over = view.model_copy(update={"phase": "over", "winners": (0,), "reason": "rp_reached", "active": ()})
    table.sync(over)
    panel = table.overlay.panel
    assert table.overlay.visible
    assert table.stage.toast_y >= panel.y + panel.h  # a toast shows under the result, never over it


def test_s5_4_the_drawn_secret_action_is_explained_in_words(ctx: Any) -> None:
    from scenes.tables.dindex.prompt import prompt_for

    table = table_for(*ctx, 5, seed=1)
    m = table.match
    play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players())
    view = m.view(0)
    title, sub = prompt_for(view, lambda s: f"S{s}", 0, m.legal_actions(0))
    assert "carry out" in title and sub.startswith("Effect: ")


def test_a_long_explanation_pushes_the_buttons_down_instead_of_running_under_them(ctx: Any) -> None:
    table = table_for(*ctx, 5, seed=1)
    m = table.match
    play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players())
    pump(*ctx)
    painter = table.stage.painter
    prompt = table.prompt
    assert prompt.title.y + prompt.title.measure(painter)[1] <= prompt.sub.y
    assert prompt.sub.y + prompt.sub.measure(painter)[1] <= prompt.row.y


def test_a_crowded_hand_draws_name_and_register_into_the_visible_strip(ctx: Any) -> None:
    from scenes.tables.dindex.look import ActionCardNode

    table = table_for(*ctx, 5, seed=1)
    view = table.match.view(0)
    table.filler.fill_hand(view.model_copy(update={"hand": tuple(range(10, 20))}), [])
    cards = [c for c in table.hand.cards() if isinstance(c, ActionCardNode)]
    assert len(cards) == 10 and cards[-1].strip is None  # the front card shows its whole face
    painter = table.stage.painter
    for left, right in zip(cards, cards[1:], strict=False):
        assert left.strip is not None and abs(left.strip - (right.x - left.x)) < 0.01
        whole = ActionCardNode(left.index, view.dindex_level).paint(painter, 1.0)
        strip = left.paint(painter, 1.0)
        assert strip.get_size() == whole.get_size()
        assert pygame.image.tobytes(strip, "RGBA") != pygame.image.tobytes(whole, "RGBA")  # laid out for the strip
    table.filler.fill_hand(view.model_copy(update={"hand": tuple(range(10, 15))}), [])
    assert all(c.strip is None for c in table.hand.cards() if isinstance(c, ActionCardNode))


@pytest.mark.parametrize("players", [5, 7])
def test_s6_1_a_revealed_role_says_revealed_where_it_fits(ctx: Any, players: int) -> None:
    table = table_for(*ctx, players)
    view = table.match.view(0)
    other = 1
    shown = view.model_copy(update={"roles": tuple("oligarch" if s == other else r for s, r in enumerate(view.roles)),
                                    "revealed": tuple(s == other for s in range(players))})
    panel = table.panels[other]
    panel.fill_from(shown, "Heuristic bot 2", "", me=False, bot=True)
    line = [n for n in panel.children if isinstance(n, FitText)][1]
    text, size = line.chosen(table.stage.painter)
    assert text.startswith("OLIGARCH") and "shown" in text or "revealed" in text
    assert not text.endswith("…") and line.measure(table.stage.painter)[1] < 18
    if players == 5:
        assert "revealed" in text


def test_s5_4_a_secret_action_s_target_can_be_clicked_on_its_party_panel(ctx: Any) -> None:
    from game.dindex.state import PlaySecret
    from scenes.engine.headless import mouse

    def aims(a: Any) -> bool:
        return isinstance(a, PlaySecret) and a.target is not None

    context, screen = ctx
    table = table_for(context, screen, 5, seed=4)  # seed 4: in term 1 seat 0 draws a secret action that aims
    m = table.match
    play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players() and any(
        aims(a) for a in m.legal_actions(0)))
    pump(context, screen)
    target = next(a for a in m.legal_actions(0) if aims(a))
    panel = table.panels[target.target]
    assert panel.lit
    before = len(m.actions)
    at = panel.world_rect().center
    pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])
    assert m.actions[before] == (0, target)


def test_s3_5_every_task_name_fits_its_column_at_1280x720(ctx: Any) -> None:
    from game.dindex.components import components

    table = table_for(*ctx, 5)
    col = (table.board.w - 12) / 6
    painter = table.stage.painter
    for index, _task in enumerate(components().tasks):
        node = TaskNode(index, [], w=col - 6, h=46)
        name = [n for n in node.children if isinstance(n, FitText)][0]
        text, _size = name.chosen(painter)
        assert not text.endswith("…"), text


def test_s3_8_hand_cards_show_their_register_at_the_current_dindex() -> None:
    """An anti-legal card: not playable in the Democratic Consensus, secret only (magnifying glass, two
    bombs) in Populism, open with one bomb in Extremism, open without bombs in the Breakdown (§ 3.8, § 7)."""
    from game.dindex.components import components
    from scenes.tables.dindex.look import ActionCardNode

    index = next(i for i, c in enumerate(components().cards) if c.level == "antilegal")
    seen = {level: ActionCardNode(index, level).register_now() for level in (5, 4, 3, 2)}
    assert seen == {5: ("none", 0), 4: ("secret", 2), 3: ("open", 1), 2: ("open", 0)}
