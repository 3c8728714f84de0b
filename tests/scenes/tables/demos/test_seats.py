"""One seat's area at the DēmoS table (scenes/tables/demos/seats.py): a panel says what its seat is doing in
words that are true (issue 12, playtest: "deciding…" on people waiting at the call banner and in replays),
nobody "deciding…" during the show-down and the hand shown the one it scored, a team's vetoes said once, no
discards in the scandal phase, the best sequence and trio on the own panel, a spent veto, a figure laid face
down again, and five bots keeping their numbers in narrow panels."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.nodes import TextNode
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable, make_table
from tests.scenes.support.fit_checks import text_nodes
from tests.scenes.tables.demos.crowded import crowded_view, five_player_table
from tests.scenes.tables.demos.test_table import instant, open_table, seats_for  # noqa: F401


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def panel_words(table: DemosTable, seat: int) -> list[str]:
    return [n.text for n in text_nodes(table.panels[seat])]


def match_of(seats: list[SeatSpec]) -> Match:
    return Match(demos.GAME.rules, {"mode": "full", "first_dealer": 2}, seats, 3)  # seat 0 plays first


def test_a_replay_says_who_is_to_move_not_that_anybody_is_deciding(ctx: Any) -> None:
    seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ann", "Ben", "Cleo")]
    table = DemosTable(ctx[0], match_of(seats), mode="replay", viewer=None)
    words = [w for s in range(3) for w in panel_words(table, s)]
    assert "to move" in panel_words(table, 0) and "deciding…" not in words and "thinking…" not in words


def test_at_play_a_bot_is_thinking_and_a_person_away_from_the_screen_has_their_turn(ctx: Any) -> None:
    bot_first = [SeatSpec(kind="bot", name="Ben", level="heuristic"), SeatSpec(name="Anna"), SeatSpec(name="Cleo")]
    table = DemosTable(ctx[0], match_of(bot_first))
    assert "thinking…" in panel_words(table, 0)
    people = [SeatSpec(name="Dora"), SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben", level="heuristic")]
    # Dora deals, so Anna plays first; nobody has taken the computer yet (the pass screen is for Anna)
    table = DemosTable(ctx[0], Match(demos.GAME.rules, {"mode": "full", "first_dealer": 0}, people, 3))
    assert table.viewer is None and "their turn" in panel_words(table, 1)
    assert "deciding…" not in [w for s in range(3) for w in panel_words(table, s)]


def test_at_instant_speed_the_asked_persons_panel_says_so_after_every_show_down(ctx: Any) -> None:
    context, screen = ctx  # "instant": each motion ends as it is queued, the show-down's included
    people = [SeatSpec(name="Anna"), SeatSpec(name="Ben")]
    seats = people + [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Cleo", "Dan")]
    table = DemosTable(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 5))
    context.stack.push(table)
    bot = demos.GAME.make_bot("heuristic")
    asked_after_a_round = 0
    for _ in range(3000):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):  # the other person takes the computer
            pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
            continue
        if table.match.view(None).round > 3 or table.match.result() is not None:
            break
        seat = table.asking
        if seat is None or not table.mine() or table.animating or table.viewer != seat:
            continue
        assert "your decision" in panel_words(table, seat), table.match.view(seat).round
        asked_after_a_round += table.match.view(seat).round > 1
        action = bot.choose(table.view, table.legal(), table.match.bot_rng())
        if table.confirm_question(action) is not None:  # a veto is asked about first
            assert table.act(action, seat) is False and table.confirm_box.open
            table.confirm_box.confirm()
        else:
            assert table.act(action)
    assert asked_after_a_round, "a person was asked after a show-down"


NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def test_a_teams_vetoes_are_said_once_for_the_team_not_on_each_teammates_panel(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view))
    vetoes = table.team_vetoes.text
    assert vetoes == "Vetoes left: Team A 1 · Team B none"
    for seat in range(4):  # the two pairs
        assert not any("veto" in words for words in panel_words(table, seat)), seat
    assert any("1 veto" in words for words in panel_words(table, 4))  # the independent's own veto


def test_the_scandal_phase_shows_no_discards_of_the_last_round(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view).model_copy(update={"phase": "media", "active": (), "turn_queue": ()}))
    assert all(not nodes.discards for nodes in table.seat_nodes.values())
    assert not any(slot.visible for slot in table.slots.values())
    assert not any(words in ("Public", "Secret", "Unanim.") for s in table.panels for words in panel_words(table, s))


def showdown_visible(table: DemosTable) -> bool:
    return any(n.visible and any(isinstance(c, TextNode) and c.text.startswith("Show-down") for c in n.children)
               for n in table.fx.children)


def test_during_the_show_down_nobody_is_deciding_and_the_hand_is_the_one_scored() -> None:
    context, screen = make_context((1280, 720), "normal")
    try:
        seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
        match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats, 12)
        table = make_table(context, match)
        context.stack.push(table)
        bot = demos.GAME.make_bot("heuristic")
        for _ in range(6000):
            pump(context, screen)
            if showdown_visible(table):
                break
            if isinstance(context.stack.top, PrivacyScreen):
                continue
            presenter = table.presenter
            assert presenter is not None
            if presenter.asking == 0 and not table.animating:
                presenter.act(0, bot.choose(match.view(0), match.legal_actions(0), match.bot_rng()))
        else:
            pytest.fail("no show-down banner")
        assert [s for s, p in table.panels.items() if p.status.text] == []
        shown = match.event_log.seen_by(0)
        end = next(e for e in reversed(shown) if e.type == "round_end")
        hand = {c.data[1] for c in table.hand.cards() if c.visible}
        assert len(hand) == 5 and set(end.data.shown[0] or ()) <= hand
    finally:
        pygame.quit()


def test_the_own_panel_shows_the_best_sequence_and_trio_now_and_not_once_the_game_is_over(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view))
    words = panel_words(table, 0)
    assert "Your best now: 3♣ 4♣ 5♣ = 15 pts" in words
    assert "Your best trio: E♠ L♥ J♦ — three suits (best)" in words
    assert not any(w.startswith("Your best") for s in range(1, 5) for w in panel_words(table, s))
    table.sync(crowded_view(table.view).model_copy(update={"phase": "media", "active": (), "turn_queue": ()}))
    assert [w for w in panel_words(table, 0) if w.startswith("Your best")] == [
        "Your best trio: E♠ L♥ J♦ — three suits (best)"]  # the scandal phase: no round left to show a sequence in
    table.sync(crowded_view(table.view).model_copy(update={"phase": "over", "active": (), "turn_queue": ()}))
    assert not any(w.startswith("Your best") for w in panel_words(table, 0))


def test_the_own_panel_names_the_powers_still_missing_from_a_trio(ctx: Any) -> None:
    """A trio is one Executive, one Legislative and one Judiciary: the own panel says which of them its player
    still lacks (their own figures are known to them); the others' panels never say it."""
    from game.demos.state import FigureView

    table = five_player_table(ctx[0])
    pump(*ctx)
    view = crowded_view(table.view)
    own = view.seats[0]
    legislative = FigureView(card="LH", face_up=False, reveal="", suit=None, media_from=None)
    media = FigureView(card="M", face_up=False, reveal="", suit=None, media_from=None)
    lacking = own.model_copy(update={"best_trio": None, "trio_harmony": 0, "figures": (legislative, media)})
    table.sync(view.model_copy(update={"seats": (lacking, *view.seats[1:]), "round": 5}))
    assert "Your best trio: none yet, still needed: E, J" in panel_words(table, 0)
    assert not any("still needed" in w for s in range(1, 5) for w in panel_words(table, s))


def test_the_rounds_left_countdown_goes_once_the_round_is_scored(ctx: Any) -> None:
    """Playtest: "3 rounds left, this one included" stayed on the panel while that round's show-down was on."""
    table = five_player_table(ctx[0])
    pump(*ctx)
    view = crowded_view(table.view)
    lacking = view.seats[0].model_copy(update={"best_trio": None, "trio_harmony": 0, "figures": ()})
    table.sync(view.model_copy(update={"seats": (lacking, *view.seats[1:]), "round": 12, "round_limit": 14}))
    assert "3 rounds left, this one included" in panel_words(table, 0)
    table.panels[0].show_round(12, ("3S", "4S", "5S"), 15, won=False)  # the show-down of round 12 plays
    words = panel_words(table, 0)
    assert "Round 12: 3♠ 4♠ 5♠ = 15 pts" in words
    assert not any("rounds left" in w for w in words)
    assert "No trio yet (still needed: E, L, J): only a trio wins" in words  # still true after the round


def test_a_seat_that_used_its_veto_reads_no_veto_left(instant) -> None:  # noqa: F811
    context, screen = instant
    match = Match(demos.GAME.rules, {"mode": "full"}, seats_for("bbbb"), 6)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(4)}
    while match.result() is None and all(v.vetoes_left for v in match.view(None).seats):
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    used = next(v.seat for v in match.view(None).seats if not v.vetoes_left)
    table = open_table(context, match)
    pump(context, screen)
    texts = [n.text for n in table.panels[used].walk() if isinstance(n, TextNode)]
    assert any("no veto left" in t for t in texts), texts
    assert not any("0 veto" in t or "veto(es)" in t for t in texts)


def test_a_figure_laid_face_down_again_after_a_quad_says_everyone_knows_it() -> None:
    from game.demos.state import FigureView
    from scenes.tables.demos.seats import figure_node

    known = FigureView(card="EH", face_up=False, reveal="", suit=None, media_from=None, known=True)
    node = figure_node("EH", known, own_hidden=True, scale=0.5)
    assert node.dim  # drawn veiled: face down on the table, its face known
    assert node.tooltip.endswith("face down again; everyone knows it from the harmonic quad")
    own = known.model_copy(update={"known": False})
    assert figure_node("EH", own, own_hidden=True, scale=0.5).tooltip.endswith("only your side knows it")


def test_five_bots_keep_their_numbers_in_the_narrow_seat_panels(instant) -> None:  # noqa: F811
    from scenes.tables.demos.seats import fit_name

    context, screen = instant
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=f"Heuristic bot {i}", level="heuristic")
                                       for i in range(2, 6)]
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "teams": "2v2+1"}, seats, 3))
    pump(context, screen, frames=2)
    titles = [next(n.text for n in table.panels[s].children if isinstance(n, TextNode)) for s in range(1, 5)]
    assert len(set(titles)) == 4, titles
    assert all(t.endswith(str(s + 1)) for s, t in zip(range(1, 5), titles, strict=True)), titles
    cut = [fit_name(f"Heuristic bot {i}", 100, 15) for i in (2, 4)]
    assert cut[0] != cut[1] and cut[0].endswith("… 2")


def test_a_known_figure_laid_face_down_in_the_scandal_phase_is_drawn_face_down_with_its_name(ctx: Any) -> None:
    # issue 31: "every figure is laid face down" (game/demos/scandal.py _lay_out), but the table drew the one a
    # quad had turned up face up, beside words calling it a "face-down figure" a media may aim at
    from game.demos.state import FigureView

    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen)
    view = crowded_view(table.view)
    laid = FigureView(card="LS", face_up=False, reveal="", suit=None, media_from=None, known=True)
    seats = list(view.seats)
    seats[1] = seats[1].model_copy(update={"figures": (laid, *seats[1].figures[1:])})
    table.sync(view.model_copy(update={"seats": tuple(seats), "phase": "media", "active": (0,)}))
    node = table.panels[1].nodes.figures[0]
    assert not node.face_up and node.back_label == "L♠" and not node.dim
    assert node.tooltip.endswith("face down again; everyone knows it from the harmonic quad")
    unknown = table.panels[1].nodes.figures[1]
    assert not unknown.face_up and unknown.back_label == "?"
    own = table.panels[0].nodes.figures[0]  # the viewer's own: its face, veiled, so the trio reads
    assert own.face_up and own.dim


def media_played_view(view: Any) -> Any:
    """The scandal phase of the crowded game: the viewer (seat 0) has laid its media on Heuristic bot 2's first
    figure, which now counts as hearts."""
    from game.demos.state import FigureView

    seats = list(view.seats)
    own = tuple(f.model_copy(update={"face_up": True, "reveal": "scandal"}) if f.card == "M" else f
                for f in seats[0].figures)
    seats[0] = seats[0].model_copy(update={"figures": own})
    hit = FigureView(card="LS", face_up=True, reveal="media", suit="H", media_from=0)
    seats[1] = seats[1].model_copy(update={"figures": (hit, *seats[1].figures[1:])})
    return view.model_copy(update={"seats": tuple(seats), "phase": "media", "active": (2,)})


def test_a_played_media_lies_on_the_figure_it_turned_over_not_in_its_owners_row(ctx: Any) -> None:
    # "Die Zielkarte wird umgedreht und die Medien-Karte wird daraufgelegt" (decision 17: still the owner's)
    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen)
    table.sync(media_played_view(crowded_view(table.view)))
    own = table.panels[0].nodes.figures
    assert [n.face.id for n in own.values() if n.face is not None] == ["ES", "LH", "JD"]  # the media left the row
    texts = [n.text for n in table.panels[0].walk() if isinstance(n, TextNode)]
    assert "Figures (3)" in texts
    laid = table.panels[1].nodes.laid_media
    assert len(laid) == 1 and laid[0].face is not None and laid[0].face.id == "M" and laid[0].face_up
    figure = table.panels[1].nodes.figures[0].world_rect()
    assert figure.colliderect(laid[0].world_rect()) and figure.contains(laid[0].world_rect().inflate(-2, -2))
    assert laid[0].tooltip == "Alexandra's media, laid on this figure: it counts as ♥ hearts"


def test_at_the_final_table_every_figure_is_drawn_face_up_as_the_words_say(instant) -> None:  # noqa: F811
    context, screen = instant
    match = Match(demos.GAME.rules, {"mode": "full", "round_limit": 4}, seats_for("hbb"), 5)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(3)}
    while match.result() is None:
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    table = open_table(context, match)
    pump(context, screen, frames=3)
    figures = [(s, n) for s in range(3) for n in table.seat_nodes[s].figures.values()]
    assert any(s != 0 for s, _ in figures)  # the bots won figures too, laid face down during the game
    assert all(n.face_up and not n.dim for _, n in figures), [(s, n.tooltip) for s, n in figures]


def test_the_final_ranking_s_panel_is_as_large_as_its_words(instant) -> None:  # noqa: F811
    context, screen = instant
    match = Match(demos.GAME.rules, {"mode": "full", "round_limit": 4}, seats_for("hbb"), 5)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(3)}
    while match.result() is None:
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    table = open_table(context, match)
    pump(context, screen, frames=3)
    overlay = table.overlay
    assert overlay.visible
    panel = overlay.panel.world_rect()
    words = [overlay.title, overlay.toggle, *overlay.body.children]
    rects = [n.world_rect() if not isinstance(n, TextNode) else pygame.Rect(
        n.world_rect().topleft, [round(v * table.stage.root.scale) for v in n.measure(table.stage.painter)])
        for n in words]
    assert all(panel.contains(r) for r in rects), (panel, rects)
    lowest = max(r.bottom for r in rects)
    assert panel.bottom - lowest < 40 * table.stage.root.scale  # no large empty dark panel under the lines
    assert panel.h < context.size[1] / 2


def test_a_bot_named_with_its_level_says_bot_among_the_facts_not_in_a_second_bracket(ctx: Any) -> None:
    """Playtest (issue 27): the wide panel read "Greta (Anfänger) (Bot)". A bot's name that has its level in
    brackets says "bot" with the points and cards instead, as the narrow panels do."""
    seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Greta (Normal)", "Otto (Normal)", "Ines")]
    table = DemosTable(ctx[0], match_of(seats), mode="replay", viewer=0)
    words = panel_words(table, 0)
    assert words[0] == "Greta (Normal)" and not any(") (" in w for w in words), words
    assert any(w.endswith(" · bot") for w in words), words
