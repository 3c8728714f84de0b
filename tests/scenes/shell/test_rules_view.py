"""The Rules screen: each game's full rules and quick reference, headings, a contents that links, search,
scrolling, DēmoS in English with the German original one click away, and F1 at a table."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import game.dindex as dindex
from assets import asset_root
from game.core.match import Match, SeatSpec
from scenes.app import App
from scenes.engine.context import AppContext
from scenes.engine.headless import make_context, pump
from scenes.engine.i18n import load_language
from scenes.shell.menu import MainMenu
from scenes.shell.rules_doc import Heading
from scenes.shell.rules_links import BOOKS, Book
from scenes.shell.rules_view import RulesScreen, load_document, open_rules, rulebooks
from scenes.shell.services import ShellServices
from scenes.shell.textview import find_hits, plain_document
from scenes.shell.userdirs import UserDirs
from scenes.tables import TABLE_INFO
from scenes.tables.dindex.rules_section import rules_section
from scenes.tables.dindex.table import make_table
from tests.scenes.support.shell import app, click, click_widget, home, key, send, top, toy_registered  # noqa: F401

RULES = asset_root() / "rules"


def opened(app: App, game: str, section: str | None = None, quick: bool = False) -> RulesScreen:  # noqa: F811
    send(app)
    open_rules(app.ctx, game, section, quick)
    send(app, frames=2)
    screen = top(app)
    assert isinstance(screen, RulesScreen)
    return screen


def heading_at_top(screen: RulesScreen) -> Heading:
    block = screen.doc.section_at(screen.view.top_block() or 0)
    assert block is not None
    heading = screen.doc.blocks[block]
    assert isinstance(heading, Heading)
    return heading


def test_every_game_has_its_full_rules_and_a_quick_reference() -> None:
    assert [b.title for b in rulebooks()] == ["DēmoS", "Diceocracy", "Dindex"]
    named = {name for b in BOOKS for name in b.files()}
    assert named == {p.name for p in RULES.glob("*.md")}  # every rule text shipped is reachable
    for name in named:
        doc = load_document(RULES / name)
        assert len(doc.headings()) >= 5, name


def test_the_rules_open_at_the_section_asked_for(app: App) -> None:  # noqa: F811
    screen = opened(app, "dindex", "5.4")
    assert heading_at_top(screen).text == "§ 5.4 Secret Actions"
    assert screen.where.text.startswith("§ 5.4 Secret Actions")
    assert screen.contents.entries[screen.contents.reading or 0][2] == "§ 5.4 Secret Actions"


@pytest.mark.parametrize("language", ["en", "de"])
def test_headings_are_headings_and_the_text_fits_the_view(app: App, language: str) -> None:  # noqa: F811
    app.use_language(language)  # the rules open in the player's language
    screen = opened(app, "dindex")
    layout = screen.view.layout()
    kinds = {row.kind for row in layout.rows}
    assert {"heading1", "heading2", "heading3", "text", "header", "cell"} <= kinds
    width = screen.view.rect.w - 2 * screen.view.pad
    for row in layout.rows:
        for piece in row.pieces:
            font = app.ctx.fonts.get(piece.px, piece.bold)
            assert piece.x + font.size(piece.text)[0] <= width, piece.text


def test_a_click_in_the_contents_goes_to_the_section(app: App) -> None:  # noqa: F811
    screen = opened(app, "diceocracy")
    entry = next(n for n, (_, _, text) in enumerate(screen.contents.entries) if text == "Solo Mode")
    y = screen.contents.rect.y + round(4 * app.ctx.scale) + sum(screen.contents.height(n) for n in range(entry))
    click(app, (screen.contents.rect.x + 40, y + 5))
    assert heading_at_top(screen).text == "Solo Mode"


def test_the_contents_works_from_the_keyboard(app: App) -> None:  # noqa: F811
    screen = opened(app, "dindex")
    screen.form.focus(screen.contents)
    send(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert heading_at_top(screen).text == "§ 3 Meaning of the Cards"


def test_typing_finds_enter_and_f3_go_to_the_next_hit_shift_f3_back(app: App) -> None:  # noqa: F811
    screen = opened(app, "demos")
    send(app, pygame.event.Event(pygame.TEXTINPUT, text="veto"))
    assert screen.form.focused is screen.find and screen.find.value == "veto"
    hits = screen.view.hits
    assert len(hits) == len(find_hits(screen.doc, "VETO")) > 5 and screen.view.current == 0
    send(app, key(pygame.K_RETURN))
    assert screen.view.current == 1
    send(app, key(pygame.K_F3))
    assert screen.view.current == 2 and screen.where.text.endswith(
        f"hit 3 of {len(hits)} for “veto” · Enter or F3: next, Shift+F3: previous")
    send(app, key(pygame.K_F3, pygame.KMOD_SHIFT))
    assert screen.view.current == 1
    hit = hits[1]
    assert "veto" in screen.doc.blocks[hit.block].text[hit.start:hit.end].lower()  # type: ignore[union-attr]
    send(app, key(pygame.K_ESCAPE))
    assert screen.find.value == "" and not screen.view.hits and top(app) is screen  # Esc clears first


def test_search_reaches_table_cells_and_a_missing_word_is_said(app: App) -> None:  # noqa: F811
    screen = opened(app, "dindex")
    send(app, pygame.event.Event(pygame.TEXTINPUT, text="Weimar"))
    assert len(screen.view.hits) == 1 and heading_at_top(screen).anchor == "4.2"
    (rect,) = screen.view.rects_of(0)  # painted over the word in its table cell, no wider
    cell_px = next(p.px for r in screen.view.layout().rows for p in r.pieces if p.text.startswith("Weimar"))
    assert rect.w == app.ctx.fonts.get(cell_px).size("Weimar")[0]
    screen.find.value = ""
    send(app, pygame.event.Event(pygame.TEXTINPUT, text="zebra"))
    assert screen.where.text.endswith("“zebra” is not in this text")


def test_page_keys_home_end_wheel_and_the_scroll_bar_scroll(app: App) -> None:  # noqa: F811
    screen = opened(app, "dindex")
    view = screen.view
    send(app, key(pygame.K_PAGEDOWN))
    assert view.offset == view.page - view.line
    send(app, key(pygame.K_END))
    assert view.offset == view.max_offset > 0 and view.at_end()
    send(app, key(pygame.K_HOME), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert view.offset == 6 * view.line
    thumb = view.thumb()
    assert thumb is not None
    click(app, (thumb.centerx, view.track().bottom - 2))  # the track below the thumb: a page down
    assert view.offset == 6 * view.line + view.page - view.line
    thumb = view.thumb()
    assert thumb is not None
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=thumb.center, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, view.rect.bottom + 50), rel=(0, 1),
                            buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, view.rect.bottom + 50), button=1))
    assert view.at_end() and view.dragging is None


def test_demos_reads_in_english_with_the_german_original_one_click_away(app: App) -> None:  # noqa: F811
    screen = opened(app, "demos", "full-scandal")
    assert screen.doc.title == "DēmoS Rule Booklet"
    assert heading_at_top(screen).text == "5. Scandal Phase: The Media"
    assert screen.lang.visible and screen.lang.text == "Deutsch (original)"
    click_widget(app, screen.lang)
    assert screen.doc.title == "DēmoS-Spielheft"
    assert heading_at_top(screen).text == "5. Skandalphase: Die Medien"  # still at the same section
    assert screen.lang.text == "English"
    click_widget(app, screen.lang)
    assert heading_at_top(screen).anchor == "full-scandal"


def test_a_german_speaker_reads_every_game_in_german_with_english_one_click_away(app: App) -> None:  # noqa: F811
    app.ctx.tr = load_language("de").translator
    screen = opened(app, "dindex", "5.4")
    assert heading_at_top(screen).text == "§ 5.4 Geheimaktionen"
    assert screen.lang.text == "English (Original)" and screen.done.text == "Zurück"  # Dindex was written in English
    click_widget(app, screen.lang)
    assert heading_at_top(screen).text == "§ 5.4 Secret Actions"  # the same section in the other language
    assert screen.lang.text == "Deutsch"  # a translation: no "(original)"
    quick = opened(app, "diceocracy", "solo-mode", quick=True)
    assert quick.doc.title == "Diceocracy – Kurzübersicht"
    assert quick.kind.text.startswith("Vollständige Regeln – ")


@pytest.mark.parametrize("book", BOOKS, ids=lambda b: b.game)
def test_every_translation_has_the_sections_of_its_english_so_links_land_alike(book: Book) -> None:
    for texts in (book.full, book.quick):
        english = list(load_document(book.path(texts[0][1])).anchors)
        for _, name in texts[1:]:  # the title is the document itself: nothing links to it
            assert list(load_document(book.path(name)).anchors)[1:] == english[1:], name


def test_the_quick_reference_links_to_the_full_rules_at_the_section(app: App) -> None:  # noqa: F811
    screen = opened(app, "dindex", "5.4", quick=True)
    assert screen.doc.title == "Dindex — Quick Reference" and not screen.lang.visible
    assert screen.kind.text == "Full rules: § 5.4 Secret Actions"
    click_widget(app, screen.kind)
    assert screen.doc.title == "Dindex Rulebook" and heading_at_top(screen).anchor == "5.4"
    assert screen.kind.text == "Quick reference"


def test_the_quick_reference_is_reachable_from_the_rules_screen(app: App) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    click_widget(app, menu.buttons["Rules"])
    screen = top(app)
    assert isinstance(screen, RulesScreen)
    click_widget(app, screen.kind)
    assert screen.doc.title == "DēmoS — Quick Reference" and screen.kind.text == "Full rules"
    screen.form.focus(screen.choice)
    send(app, key(pygame.K_RIGHT))
    assert screen.doc.title == "Diceocracy Rulebook"  # another game starts at its full rules


def test_a_broken_rule_text_reads_as_a_message_naming_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.md"
    bad.write_text("# Rules\n\n   - three spaces\n", encoding="utf-8")
    doc = load_document(bad)
    assert "cannot be shown" in doc.blocks[0].text and "line 3" in doc.blocks[0].text  # type: ignore[union-attr]


def test_plain_text_still_shows_for_the_replay_fallback() -> None:
    doc = plain_document("ROUND 3\n\nAnna: 12 points\u00a0now\n", headings=True)
    assert [type(b).__name__ for b in doc.blocks] == ["Heading", "Paragraph"]
    assert doc.blocks[1].text == "Anna: 12 points now"  # type: ignore[union-attr]


@pytest.fixture
def table_ctx() -> Iterator[tuple[AppContext, pygame.Surface]]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def test_f1_at_the_table_opens_the_quick_reference_linked_to_the_current_section(
        table_ctx: tuple[AppContext, pygame.Surface], tmp_path: Path) -> None:
    context, screen = table_ctx
    context.services = ShellServices(context, UserDirs(config=tmp_path / "config", data=tmp_path / "data"))
    # one person and two bots: with several people at one screen a privacy screen would come first
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in ("Bernd", "Chiara")]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, 3))
    context.stack.push(table)
    pump(context, screen)
    expected = rules_section(table.view)  # the Dindex table's (tests/scenes/tables/dindex/test_rules_section.py)
    # handled, not drawn: the headless services have no shell backdrop to paint the screen on
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    rules = context.stack.top
    assert isinstance(rules, RulesScreen)
    assert rules.quick and rules.section == expected and rules.doc.title == "Dindex — Quick Reference"
    heading = load_document(RULES / "dindex.en.md").blocks[load_document(RULES / "dindex.en.md").anchors[expected]]
    assert rules.kind.text == f"Full rules: {heading.text}"  # type: ignore[union-attr]


def test_f1_at_a_table_that_names_no_section_opens_the_quick_reference_with_a_plain_link(
        table_ctx: tuple[AppContext, pygame.Surface], tmp_path: Path) -> None:
    context, screen = table_ctx
    tables = {"dindex": replace(TABLE_INFO["dindex"], rules_section=None)}
    context.services = ShellServices(context, UserDirs(config=tmp_path / "config", data=tmp_path / "data"),
                                     tables=tables)
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in ("Bernd", "Chiara")]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, 3))
    context.stack.push(table)
    pump(context, screen)
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    rules = context.stack.top
    assert isinstance(rules, RulesScreen)
    assert rules.quick and rules.section is None and rules.doc.title == "Dindex — Quick Reference"
    assert rules.kind.text == "Full rules"


def test_f1_asks_the_shell_for_the_reference_and_the_table_opens_no_shell_screen_itself(
        table_ctx: tuple[AppContext, pygame.Surface]) -> None:
    """The table layer imports no shell module (tests/test_layers.py): F1 is a request to the services."""
    context, screen = table_ctx
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in ("Bernd", "Chiara")]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, 3))
    context.stack.push(table)
    pump(context, screen)
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert context.services.references == [("dindex", table.view)]  # type: ignore[attr-defined]
    assert context.stack.top is table
