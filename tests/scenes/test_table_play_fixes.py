"""What playing the DēmoS table as a person showed: bots and humans act in turn from the dealer's left (rules
version 2: no simultaneous steps), the log follows the animations, tooltips wait for the pointer to rest, counts
are worded in proper English, and the harmonic quad's reveal is shown at the table."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.demos import events as ev
from scenes.engine.cards import CardNode
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.logpanel import CardWord
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.stage import TOOLTIP_DELAY
from scenes.tables import TABLE_INFO
from scenes.tables.demos.look import count, vetoes_left
from scenes.tables.demos.table import DemosTable
from scenes.tables.demos.words import DemosNames, describe_event

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def seats_for(kinds: str) -> list[SeatSpec]:
    return [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
            for i, k in enumerate(kinds)]


def open_table(context: Any, match: Match) -> DemosTable:
    table = TABLE_INFO["demos"].make_table(context, match)
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    return table


@pytest.fixture
def instant():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


@pytest.fixture
def normal():
    context, screen = make_context((1280, 720), speed="normal")
    yield context, screen
    pygame.quit()


def log_text(table: DemosTable) -> list[str]:
    return table.log_text().splitlines()


# -- bots and humans in turn -------------------------------------------------------------------------------
def test_bots_before_the_human_discard_in_turn_and_the_human_sees_their_public_discards(instant) -> None:
    context, screen = instant
    # Ben deals: Cleo and Dan (bots) discard first, then Anna
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 1}, seats_for("hbbb"), 11))
    for _ in range(10):
        pump(context, screen)
    m = table.match
    assert table.presenter is not None and table.presenter.asking == 0
    assert [seat for seat, _a in m.actions] == [2, 3]  # the seats before Anna, in turn; Ben comes after her
    assert m.active_players() == (0,)
    view = m.view(0)
    assert all(len(view.seats[s].public_discards) == 1 for s in (2, 3)) and view.seats[1].public_discards == ()
    assert table.prompt.title.text.startswith("Anna: drag a card onto your PUBLIC discard")


def test_hot_seat_humans_are_asked_in_turn_behind_the_privacy_screen_and_the_bot_waits_for_its_turn(instant) -> None:
    from game.demos.state import Discard

    context, screen = instant
    # Cleo deals: Anna, then Ben, then Cleo (a bot)
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 2}, seats_for("hhb"), 5))
    pump(context, screen, frames=3)
    assert isinstance(context.stack.top, PrivacyScreen)  # Anna first, behind her screen
    assert table.match.actions == []  # nothing is submitted while the table is covered
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))], frames=6)
    assert table.presenter is not None and table.presenter.asking == 0
    assert table.match.actions == []  # Cleo's turn comes after Ben's
    assert table.presenter.act(0, Discard(card=table.match.state.hands[0][0])) is None
    pump(context, screen, frames=6)
    assert isinstance(context.stack.top, PrivacyScreen)  # Ben next, behind his screen
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))], frames=6)
    assert table.presenter.asking == 1
    assert table.presenter.act(1, Discard(card=table.match.state.hands[1][0])) is None
    pump(context, screen, frames=10)
    assert [seat for seat, _a in table.match.actions][:3] == [0, 1, 2]  # then Cleo, the bot, at once


class VetoingBot:
    """A bot that votes for every veto and otherwise plays the heuristic's move."""

    level = "heuristic"

    def __init__(self) -> None:
        self.heuristic = demos.GAME.make_bot("heuristic")

    def choose(self, view: Any, legal: Any, rng: Any) -> Any:
        from game.demos.state import CastVeto

        return CastVeto() if CastVeto() in legal else self.heuristic.choose(view, legal, rng)


def test_a_bot_teammate_votes_on_the_team_veto_beside_the_human_who_sees_that_vote(instant) -> None:
    from game.demos.state import Consent, Discard, SkipDiscard

    context, screen = instant
    # 2 v 2, Anna deals: Anna and Cleo (a bot) against Ben and Dan (bots); the one decision taken together.
    # Cleo votes for the veto (a vote against would end the team's vote at once: nothing left to ask Anna)
    match = Match(demos.GAME.rules, {"teams": "2v2", "first_dealer": 0}, seats_for("hbbb"), 11)
    for seat in (1, 2, 3, 0):
        match.submit(seat, Discard(card=match.state.hands[seat][0]))
    for seat in (1, 2, 3, 0):
        match.submit(seat, SkipDiscard())
    match.submit(1, Consent())  # Ben, first from the dealer's left: his team does not veto
    table = DemosTable(context, match, bot_factory=lambda level: VetoingBot())
    context.stack.push(table)
    for _ in range(10):
        pump(context, screen)
        if match.view(None).veto_team == 0 and match.view(0).seats[2].decided:
            break
    assert table.presenter is not None and table.presenter.asking == 0  # Anna votes …
    view = match.view(0)
    assert view.veto_team == 0 and view.active == (0,)
    assert view.seats[2].decided and view.seats[2].vote is not None  # … and sees how Cleo voted beside her
    assert match.view(1).seats[2].vote is None  # the rival team does not


# -- the log follows what the table shows ------------------------------------------------------------------
def test_the_log_does_not_show_the_next_deal_while_the_show_down_banner_plays(normal) -> None:
    context, screen = normal
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("bbbb"), 4))
    banner_seen = False
    for _ in range(6000):
        pump(context, screen, dt=1 / 20)
        banners = [n for n in table.fx.children if isinstance(n, PanelNode) and n.visible
                   and any(isinstance(c, TextNode) and c.text.startswith("Show-down, round 1") for c in n.children)]
        lines = log_text(table)
        if banners:
            banner_seen = True
            assert any(line.startswith("Round 1 show-down") for line in lines)
            assert not any("Round 2" in line and "deals" in line for line in lines), lines[-3:]
        elif banner_seen and not table.animating:
            assert any("Round 2" in line and "deals" in line for line in lines)  # the deal follows the banner
            return
    raise AssertionError("round 1 never ended")


def test_queued_events_reach_the_log_one_by_one_as_their_animations_start(normal) -> None:
    context, screen = normal
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
    pump(context, screen)
    before = len(log_text(table))
    events = [emit(ev.Draw(seat=1, step="public")), emit(ev.Draw(seat=2, step="public"))]
    table.play(events)
    assert len(log_text(table)) == before  # nothing is logged ahead of its animation
    pump(context, screen, dt=0.01)
    assert log_text(table)[before:] == ["Ben draws from the people's deck"]
    seen: list[list[str]] = []
    while table.animating:
        seen.append(log_text(table)[before:])
        pump(context, screen, dt=0.05)
    assert ["Ben draws from the people's deck", "Cleo draws from the people's deck"] in seen
    # once the moves have played the log is the game's own history again: these two events were made up
    # for the test and are not part of it
    assert table.log_text() == "\n".join(
        "".join(t for t, _ in line) for e in table.match.events_seen_by(table.viewer)
        if (line := table.word_event(e)))


# -- tooltips ---------------------------------------------------------------------------------------------
def test_a_tooltip_waits_until_the_pointer_rests_on_the_card(instant) -> None:
    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    card = table.hand.cards()[-1]
    at = card.world_rect().center
    pump(context, screen, [mouse("move", at)])
    hovered = table.stage.hover  # the card under the pointer (a re-sync may have drawn it anew)
    assert hovered is not None and hovered.data == card.data and table.stage.tooltip_text is None  # no flash
    pump(context, screen, frames=round(TOOLTIP_DELAY * 60) + 2)
    assert table.stage.tooltip_text == card.tooltip
    other = table.hand.cards()[0].world_rect().center
    pump(context, screen, [mouse("move", (other[0] - 20, other[1]))])
    assert table.stage.tooltip_text is None  # a new node starts its own wait


# -- words ------------------------------------------------------------------------------------------------
def test_counts_are_worded_singular_and_plural_never_with_brackets() -> None:
    assert [vetoes_left(n) for n in (0, 1, 2)] == ["no veto left", "1 veto left", "2 vetoes left"]
    assert [count(n, "figure") for n in (1, 2)] == ["1 figure", "2 figures"]

    def veto_line(left: int) -> str:
        line = describe_event(emit(ev.Veto(team=0, seats=(0,), vetoes_left=left)),
                              DemosNames(lambda s: NAMES[int(s)], lambda t: NAMES[t]))
        assert line is not None
        return "".join(text for text, _ in line)

    assert veto_line(0) == "VETO! Anna cancels the unanimous discard (no veto left)"
    assert veto_line(1).endswith("(1 veto left)")


def test_a_seat_that_used_its_veto_reads_no_veto_left(instant) -> None:
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


# -- the harmonic quad ------------------------------------------------------------------------------------
def test_a_harmonic_quad_turns_the_opponents_figure_face_up_at_the_table(normal) -> None:
    """§ Harmonisches Quartett: the others turn their first figure face up; the table shows it flip."""
    context, screen = normal
    match = Match(demos.GAME.rules, {"mode": "full"}, seats_for("bbbb"), 6)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(4)}
    while len(match.actions) < 256:  # seed 6: the 257th action ends a round with a quad
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    face_up_before = {(v.seat, i) for v in match.view(None).seats for i, f in enumerate(v.figures) if f.face_up}
    table = open_table(context, match)
    flips = 0
    for _ in range(3000):
        pump(context, screen, dt=1 / 30)
        flips += sum(1 for n in table.fx.children if isinstance(n, CardNode) and n.visible and 0 < n.sx < 1)
        if len(match.actions) > 256 and not table.animating:
            break
    revealed = [(v.seat, i, f.card) for v in match.view(None).seats for i, f in enumerate(v.figures)
                if f.reveal == "quad" and (v.seat, i) not in face_up_before]
    assert revealed, "seed 6 no longer plays a harmonic quad at its 257th action"
    assert flips > 0  # the reveal was animated, a card turning over
    for seat, slot, card in revealed:
        node = table.seat_nodes[seat].figures[slot]
        assert node.face_up and node.face is not None and node.face.id == card
    assert any(line.startswith("Harmonic quad by") for line in log_text(table))


# -- the table between the events ----------------------------------------------------------------------------
def test_a_public_discard_stays_face_up_in_its_slot_while_the_draw_plays(normal) -> None:
    from game.demos.state import Discard

    context, screen = normal
    # Dan deals: Anna lays the first public discard
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, dt=0.05, frames=4)
    assert table.presenter is not None and table.presenter.asking == 0
    card = table.hand.cards()[0].data[1]
    assert table.presenter.act(0, Discard(card=card)) is None  # laid face up; the deck's top card follows
    for _ in range(10):  # the discard flies to its slot and turns over (≈ 0.7 s)
        pump(context, screen, dt=0.07)
    assert table.animating  # the draw is still playing …
    landed = [n for n in table.fx.children if isinstance(n, CardNode) and n.visible and n.face_up]
    assert landed and round(landed[0].scale, 2) == 1.0  # … and the discard lies face up at its slot's size
    assert not any(c.visible for c in table.hand.cards() if c.data == ("hand", card))  # gone from Anna's hand
    for _ in range(400):
        pump(context, screen, dt=0.05)
        if not table.animating and table.presenter.asking is None and not table.fx.children:
            break
    assert card in table.card_nodes  # the synced table shows the real card in Anna's public slot


@pytest.mark.parametrize("size", [(1100, 650), (1280, 720), (1920, 1080)])
def test_log_words_never_overlap_at_any_window_scale(size: tuple[int, int]) -> None:
    context, screen = make_context((1280, 720))
    try:
        table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
        for _ in range(10):
            pump(context, screen)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)  # the window is resized mid-game
        pump(context, screen, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)
        assert len(log_text(table)) >= 2
        scale = table.log.world_scale()
        rows: dict[float, list[Any]] = {}
        for _x, y, node in table.log.word_places():
            rows.setdefault(y, []).append(node)
        checked = 0
        for nodes in rows.values():
            nodes.sort(key=lambda n: n.x)
            for a, b in itertools.pairwise(nodes):
                drawn = table.stage.painter.surface(a, scale)
                assert drawn is not None
                gap_px = (b.x - a.x) * scale - drawn.get_width()
                assert gap_px >= -0.5, (a.text, b.text)  # never overlapping
                if not isinstance(a, CardWord):  # "Anna is dealt" + space + "10♠": the space stays visible
                    assert gap_px >= 2.5, (a.text, b.text, gap_px)
                checked += 1
        assert checked  # dealt cards follow "Anna is dealt" on one row
    finally:
        pygame.quit()


# -- the keyboard ---------------------------------------------------------------------------------------------
def test_the_first_tab_lands_on_a_card_that_can_move_now_and_the_keys_are_explained(instant) -> None:
    from scenes.engine.headless import key

    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    assert table.prompt.hint.visible and "Tab" in table.prompt.hint.text and "Enter" in table.prompt.hint.text
    pump(context, screen, [key(pygame.K_TAB)])
    focus = table.stage.focus
    assert focus is not None and focus.data[0] == "hand"  # not the people's deck, which cannot be taken now
    pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB)])
    assert table.stage.focus is table.slots["public"]
    # the focus ring is drawn in its own colour, not the green of a lit target nor white on a white card
    ring = table.stage.painter.surface(table.slots["public"], 1.0)
    assert ring is not None and ring.get_at((1, ring.get_height() // 2))[:3] == context.palette.focus


def test_the_keys_hint_is_hidden_in_a_replay(instant) -> None:
    context, screen = instant
    match = Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11)
    table = TABLE_INFO["demos"].make_table(context, match, mode="replay", viewer=0)
    context.stack.push(table)
    pump(context, screen)
    assert not table.prompt.hint.visible


def test_the_independents_veto_is_not_called_a_team_veto() -> None:
    def line(data: ev.VetoVote) -> str | None:
        out = describe_event(emit(data),
                             DemosNames(lambda s: NAMES[int(s)], lambda t: f"Team {t}", teams=True,
                                        independent=lambda s: int(s) == 4))
        return "".join(text for text, _ in out) if out else None

    assert line(ev.VetoVote(seat=4, team=2)) == "Eve has decided whether to veto"
    assert line(ev.VetoVote(seat=4, team=2, veto=False)) == "Eve agrees to the unanimous discard"
    assert line(ev.VetoVote(seat=1, team=1)) == "Ben has voted on the team veto"
    assert line(ev.VetoVote(seat=1, team=1, veto=True)) == "Ben votes FOR the team veto"


def test_a_figure_laid_face_down_again_after_a_quad_says_everyone_knows_it() -> None:
    from game.demos.state import FigureView
    from scenes.tables.demos.seats import figure_node

    known = FigureView(card="EH", face_up=False, reveal="", suit=None, media_from=None, known=True)
    node = figure_node("EH", known, own_hidden=True, scale=0.5)
    assert node.dim  # drawn veiled: face down on the table, its face known
    assert node.tooltip.endswith("face down again; everyone knows it from the harmonic quad")
    own = known.model_copy(update={"known": False})
    assert figure_node("EH", own, own_hidden=True, scale=0.5).tooltip.endswith("only your side knows it")


def test_the_hand_off_names_its_keys_and_fits_a_forty_character_name(instant) -> None:
    context, screen = instant
    long_name = "Maximiliane Theodora von Hohenzollern-S"
    seats = [SeatSpec(name=long_name), SeatSpec(name="Ben"), SeatSpec(kind="bot", name="Cleo", level="heuristic")]
    open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 5))
    pump(context, screen, frames=2)
    privacy = context.stack.top
    assert isinstance(privacy, PrivacyScreen) and privacy.on_escape is not None
    from scenes.engine.privacy import KEYS

    assert "Esc" in KEYS and "Enter" in KEYS
    # the "… — click when ready" line keeps clear of the box's edges (620 wide, 250 high, at scale 1)
    w, h = screen.get_size()
    rows = range(h // 2 - 125 + 140, h // 2 - 125 + 160)
    margin = [(x, y) for y in rows for x in range(w // 2 - 305, w // 2 - 292)] + \
             [(x, y) for y in rows for x in range(w // 2 + 292, w // 2 + 305)]
    assert all(screen.get_at(p)[:3] == context.palette.panel for p in margin)


def test_a_seat_handed_to_a_bot_is_named_anew_in_the_whole_log(instant) -> None:
    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
    pump(context, screen, frames=3)
    assert any("Anna" in line for line in log_text(table))
    table.match.replace_seat(0, SeatSpec(kind="bot", name="Heuristic bot 1", level="heuristic"))
    pump(context, screen, frames=3)
    assert not any("Anna" in line for line in log_text(table))
    assert any(line.startswith("Heuristic bot 1 is dealt") for line in log_text(table))


def test_a_click_on_the_bare_table_puts_a_picked_card_back_and_messages_keep_off_the_log(instant) -> None:
    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    card = table.hand.cards()[0]
    at = card.world_rect().center
    pump(context, screen, [mouse("down", at), mouse("up", at)])
    assert table.stage.selection is not None and table.slots["public"].lit
    bare = (640, 470)  # the felt between the prompt and the bottom seat
    assert table.stage.root.pick(bare, lambda n: n.draggable or n.drop_target or n.on_click) is None
    pump(context, screen, [mouse("down", bare), mouse("up", bare)])
    assert table.stage.selection is None and not table.slots["public"].lit
    assert table.match.actions == [] or all(seat != 0 for seat, _ in table.match.actions)
    # a refused drop explains itself over the play area, not over the log
    table.stage.toast("Drop the card on your lit public discard slot.")
    assert table.stage.toast_x is not None
    assert table.stage.toast_x + 700 / 2 < table.log.x


def test_five_bots_keep_their_numbers_in_the_narrow_seat_panels(instant) -> None:
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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_header_stays_left_of_the_log_in_a_five_seat_team_game(size: tuple[int, int]) -> None:
    context, screen = make_context(size)
    try:
        seats = [SeatSpec(name="Maximiliane Theodora von Hohenzollern-S")] + [
            SeatSpec(kind="bot", name=f"Heuristic bot {i}", level="heuristic") for i in range(2, 6)]
        table = open_table(context, Match(demos.GAME.rules, {"teams": "2v2+1", "first_dealer": 0}, seats, 3))
        pump(context, screen, frames=2)
        scale = table.stage.root.scale
        drawn = table.stage.painter.surface(table.header, scale)
        assert drawn is not None
        assert table.header.x + drawn.get_width() / scale < table.log.x, table.header.text
        assert "Unanimous" in table.header.text or "discard" in table.header.text  # the phase is still named
    finally:
        pygame.quit()


def test_a_log_line_never_starts_with_a_comma_when_it_wraps() -> None:
    context, screen = make_context((1280, 720))
    try:
        table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
        pump(context, screen)
        for k in range(40):  # names of every length: somewhere the line breaks right before a comma
            line = [(f"Round 1 show-down: {'A' * k} ", None), ("5♥", "5H"), (" ", None), ("6♦", "6D"),
                    (" ", None), ("7♥", "7H"), (", Heuristic bot 2 ", None), ("7♣", "7C"), (", Ben ", None),
                    ("9♠", "9S"), (". Round won by Ben", None)]
            table.log.set_lines([line])
            table.log.refresh()
            starts: dict[float, list[Any]] = {}
            for x, y, node in table.log.word_places():
                starts.setdefault(y, []).append((x, node))
            for nodes in starts.values():
                _x, first = min(nodes, key=lambda place: place[0])
                assert first.text.lstrip()[:1] not in (",", "."), (k, first.text)
    finally:
        pygame.quit()


def test_the_suit_picker_says_why_a_known_figures_own_suit_is_greyed(instant) -> None:
    from game.demos.state import ApplyMedia
    from scenes.engine.nodes import ButtonNode

    context, screen = instant
    match = Match(demos.GAME.rules, {"teams": "2v2+1", "round_limit": 6}, seats_for("hhhhh"), 4)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(5)}
    while match.view(None).phase != "media":  # the game up to its scandal phase, played by the bots
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    table = open_table(context, match)
    pump(context, screen, frames=2)
    pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))], frames=2)  # the hand-off
    assert table.presenter is not None and table.presenter.asking is not None
    legal = [a for a in table.presenter.legal() if isinstance(a, ApplyMedia)]
    by_target: dict[tuple[int, int], set[str]] = {}
    for a in legal:
        by_target.setdefault((a.target, a.slot), set()).add(a.suit)
    # seed 4: the media owner knows a figure (a teammate's, or one a quad turned up)
    known = next(t for t, suits in by_target.items() if len(suits) == 3)
    table.drops.suit_picker(*known)
    greyed = [b for b in table.prompt.row.children if isinstance(b, ButtonNode) and not b.enabled]
    assert len(greyed) == 1 and "is its own suit, so not a new one" in table.prompt.sub.text


def test_header_counts_figures_left_in_the_learning_rules_and_the_rounds_in_the_full_rules() -> None:
    from game.core.match import Match, SeatSpec
    from game.demos import GAME
    from scenes.tables.demos.prompt import phase_title

    seats = [SeatSpec(name=n) for n in ("Anna", "Ben", "Cleo")]
    learning = Match(GAME.rules, {"mode": "simplified"}, seats, 3)  # no number of rounds: until the deck is empty
    assert "Round 1 · 12 figures left" in phase_title(learning.view(0), learning)
    rulebook = Match(GAME.rules, {}, seats, 3)  # "bis zu 14"
    assert "Round 1 of 14" in phase_title(rulebook.view(0), rulebook)
    chosen = Match(GAME.rules, {"round_limit": 5}, seats, 3)
    assert "Round 1 of 5" in phase_title(chosen.view(0), chosen)
