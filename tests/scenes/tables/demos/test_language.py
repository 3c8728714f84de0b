"""No English is left at the DēmoS table (issue 27): whole games drawn in the pseudo language (every translated
text comes back accented, so a plain English word on the screen is one that never went through the
translator), at 1280×720 and 1920×1080 — the learning rules, the full rules and the 2 v 2 + 1 team mode with
its figure placing, veto question and scandal phase, each phase's prompt and buttons, the log, the cards' and
places' hover words, refusals, the show-down banners and the results kept on the table, the pass screen
between two people at one computer, a replay, and the final ranking — and the German table reads as the
rulebook: "Ada legt 7♥ offen ab (Öffentlicher Ablagewurf)", its cards still hoverable."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.demos import events as ev
from game.demos.state import CastVeto
from scenes.engine import privacy
from scenes.engine.dnd import DragIntent
from scenes.engine.headless import key as key_down
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.i18n import PSEUDO, Translator
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable, make_table
from scenes.tables.demos.words import WORDS, DemosNames
from tests.scenes.support.i18n import DrawnTexts

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve"]
ALLOWED = set(NAMES)
SHELLS_OWN = {privacy.KEYS, privacy.TAKE_BACK_KEYS}
"""The pass screen's key line is the shell's (scenes/engine/privacy.py, the shell's catalog): not this table's."""


@pytest.fixture(params=SIZES, ids=["720p", "1080p"])
def pseudo(request: Any) -> Iterator[tuple[Any, Any, DrawnTexts]]:
    context, screen = make_context(request.param, "fast")
    context.tr = Translator(PSEUDO)
    drawn = DrawnTexts(context)  # before anything is drawn
    yield context, screen, drawn
    pygame.quit()


def english(drawn: DrawnTexts) -> list[str]:
    return [text for text in drawn.english(ALLOWED) if text not in SHELLS_OWN]


def seated(kinds: str) -> list[SeatSpec]:
    return [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
            for i, k in enumerate(kinds)]


def hover(context: Any, screen: Any, node: Any) -> None:
    """Rest the pointer on a node long enough for its tooltip (and a card word's preview)."""
    if node is not None and node.effectively_visible():
        pump(context, screen, [mouse("move", node.world_rect().center)], frames=40)


def look_around(context: Any, screen: Any, table: DemosTable) -> None:
    """What a person points at: a card in the hand, a discard, a figure, the decks, the log's words; and the
    refusals a wrong drag says."""
    hover(context, screen, next(iter(table.hand.cards()), None))
    hover(context, screen, next(iter(table.card_nodes.values()), None))
    for nodes in table.seat_nodes.values():
        hover(context, screen, next(iter(nodes.figures.values()), None))
    for pile in (table.people, table.power, table.undo_button):
        hover(context, screen, pile)
    for kind in ("hand", "discard", "deck", "figure", "pending"):
        item = next((n for n in table.stage.root.walk() if isinstance(n.data, tuple) and n.data[:1] == (kind,)),
                    None)
        if item is not None:
            table.toast(table.drops.refuse(DragIntent(item, None, None)))
    pump(context, screen)
    words = [n for n in table.log.walk() if getattr(n, "hoverable", False) and n.effectively_visible()]
    hover(context, screen, words[-1] if words else None)
    pump(context, screen, [mouse("move", (2, 2))])


def play(context: Any, screen: Any, table: DemosTable, *, on_asked: Any = None, limit: int = 30000) -> None:
    """The whole game through the real loop: a pass screen is answered with a click, a person's decision is
    the heuristic bot's (after `on_asked`, once per decision asked), every frame drawn."""
    asked_at: set[tuple[int, int]] = set()
    for _ in range(limit):
        pump(context, screen)
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
            continue
        presenter = table.presenter
        assert presenter is not None
        if table.anims.waiting_to_go_on:  # a show-down stays until the person goes on: "Next round"
            pump(context, screen, [key_down(pygame.K_RETURN)])
            continue
        if table.match.result() is not None and not table.animating:
            pump(context, screen, frames=3)
            return
        seat = presenter.asking
        if seat is None or table.animating:
            continue
        key = (len(table.match.actions), seat)
        if on_asked is not None and key not in asked_at:
            asked_at.add(key)
            on_asked(table, seat)
            pump(context, screen)
            continue  # asked anew next frame (pointing around may have changed nothing, or a screen came)
        m = table.match
        if seat not in m.active_players() or not m.legal_actions(seat):
            continue
        action = demos.GAME.make_bot("heuristic").choose(m.view(seat), m.legal_actions(seat), m.bot_rng())
        presenter.act(seat, action)
    raise AssertionError("the game did not end")


@pytest.mark.slow  # a whole game through the table (seconds)
def test_no_english_in_a_game_of_the_learning_rules(pseudo: Any) -> None:
    context, screen, drawn = pseudo
    table = make_table(context, Match(demos.GAME.rules, {"mode": "simplified"}, seated("hbbb"), 5))
    context.stack.push(table)
    seen: set[str] = set()

    def asked(t: DemosTable, seat: int) -> None:
        if t.view.phase not in seen:  # once per phase: the prompt, its buttons and what a pointer finds
            seen.add(t.view.phase)
            look_around(context, screen, t)

    play(context, screen, table, on_asked=asked)
    assert {"public_discard", "secret_discard", "secret_take"} <= seen
    table.overlay.flip()  # the table under the result, and back
    pump(context, screen)
    table.overlay.flip()
    pump(context, screen)
    assert table.overlay.visible and english(drawn) == []


@pytest.mark.slow  # a whole game through the table (seconds)
def test_no_english_in_a_team_game_of_the_full_rules_with_two_people_at_one_computer(pseudo: Any) -> None:
    """2 v 2 + 1 with two people: every discard step, the team's veto vote and the veto question, placing a
    figure, the scandal phase's media, the pass screens with their news and take-back, the banners, the
    results kept on the table, the final ranking."""
    context, screen, drawn = pseudo
    match = Match(demos.GAME.rules, {"teams": "2v2+1", "round_limit": 3}, seated("hhbbb"), 7)
    table = make_table(context, match)
    context.stack.push(table)
    seen: set[str] = set()

    def asked(t: DemosTable, seat: int) -> None:
        phase = t.view.phase
        if phase == "veto" and "veto question" not in seen:
            veto = next((a for a in t.legal() if isinstance(a, CastVeto)), None)
            if veto is not None:
                seen.add("veto question")
                t.act(veto)  # the question before a veto is spent; then back
                pump(context, screen)
                t.confirm_box.cancel()
        if phase not in seen:
            seen.add(phase)
            look_around(context, screen, t)

    play(context, screen, table, on_asked=asked)
    assert {"public_discard", "secret_discard", "secret_take", "veto", "unanimous_discard", "unanimous_take",
            "media"} <= seen, seen
    assert table.presenter is not None and table.presenter.handoffs > 0  # pass screens were drawn
    assert english(drawn) == []


def test_no_english_in_a_replay(pseudo: Any) -> None:
    context, screen, drawn = pseudo
    match = Match(demos.GAME.rules, {"teams": "2v2"}, seated("bbbb"), 3)
    for _ in range(30):
        seat = match.active_players()[0]
        match.submit(seat, demos.GAME.make_bot("heuristic").choose(match.view(seat), match.legal_actions(seat),
                                                                  match.bot_rng()))
    for viewer in (0, None):
        table = make_table(context, match, mode="replay", viewer=viewer)
        context.stack.push(table)
        pump(context, screen, frames=2)
        look_around(context, screen, table)
        table.act(match.legal_actions(match.active_players()[0])[0])  # "this is a replay"
        table.fast_forward()
        pump(context, screen)
        context.stack.pop()
    assert english(drawn) == []


def test_the_german_log_reads_as_the_rulebook_with_its_cards_hoverable() -> None:
    context, _screen = make_context((1280, 720), language="de")
    try:
        names = DemosNames(lambda s: NAMES[int(s)], lambda t: f"Team {'AB'[t]}", teams=False, tr=context.tr)

        def line(data: Any) -> list[tuple[str, str | None]]:
            worded = WORDS.word(emit(data), names)
            assert worded is not None
            return worded

        public = line(ev.Discard(seat=0, step="public", card="7H"))
        assert "".join(text for text, _ in public) == "Anna legt 7♥ offen ab (Öffentlicher Ablagewurf)"
        assert ("7♥", "7H") in public  # the card is its own segment: hovering it shows the card
        secret = line(ev.Discard(seat=1, step="secret", card=None))
        assert "".join(text for text, _ in secret) == "Ben legt eine Karte verdeckt ab (Geheimer Ablagewurf)"
        take = line(ev.Take(seat=2, card="4S", owner=0, pile="public", step="secret"))
        assert "".join(text for text, _ in take) == "Cleo nimmt 4♠ aus dem Öffentlichen Ablagewurf von Anna"
        assert "".join(text for text, _ in line(ev.UnanimousAgreed(asked=True))) == (
            "Kein Veto: Der Einstimmige Ablagewurf findet statt")
        dealt = line(ev.Deal(seat=0, cards=("1S", "2H", "ES"), count=3))
        assert [card for _, card in dealt if card] == ["1S", "2H", "ES"]
    finally:
        pygame.quit()


def test_another_language_chosen_at_the_table_rewords_it_at_once() -> None:
    """Settings from the pause menu: the table's words, its panels and its whole log change language."""
    from scenes.engine.i18n import load_language

    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, Match(demos.GAME.rules, {"mode": "full"}, seated("hbbb"), 5))
        context.stack.push(table)
        pump(context, screen, frames=3)
        assert "Public discard" in table.header.text and table.log.title.text == "Game log"
        assert "Anna is dealt" in table.log_text()
        context.tr = load_language("de").translator
        context.stack.language_changed()
        pump(context, screen)
        assert "Öffentlicher Ablagewurf" in table.header.text and table.log.title.text == "Spielprotokoll"
        assert "Anna erhält" in table.log_text() and "is dealt" not in table.log_text()
        assert table.people.label == "Volkspaket" and table.undo_button.label.startswith("Rückgängig")
        assert table.prompt_text().startswith("Anna: Lege eine Karte auf deinen Öffentlichen Ablagewurf")
    finally:
        pygame.quit()
