"""The engine's own words follow the player's language: the log panel's title, its "your last turn" rule and
its "new lines" button, the number field's words, dates and numbers, and a worded error from the rules."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pygame
import pytest

from game.core.jsonio import JsonFileError, read_json
from game.core.match import LoadError, read_record
from scenes.engine.context import AppContext
from scenes.engine.headless import make_context
from scenes.engine.i18n import PSEUDO, Translator, error_words, load_language, number_words, when_words
from scenes.engine.logpanel import LogPanel, Segment
from scenes.engine.stage import Stage
from scenes.engine.widgets import NumberField
from tests.scenes.support.i18n import PLAIN_WORD

GERMAN = load_language("de").translator


@pytest.fixture
def ctx() -> Iterator[AppContext]:
    context, _ = make_context((1280, 720))
    yield context
    pygame.quit()


def log_words(ctx: AppContext) -> tuple[LogPanel, list[str]]:
    stage = Stage(ctx)
    panel = LogPanel(stage.painter, lambda c: None, lambda c: c, lambda c: (250, 250, 250))
    stage.root.add(panel)
    panel.set_rect(990, 10, 280, 300)
    lines: list[list[Segment]] = [[(f"line {i}", None)] for i in range(80)]
    panel.set_lines(lines)
    panel.marker = 70
    panel.refresh()
    panel.scroll_by(-30)
    panel.append_lines([[("one more", None)], [("and another", None)]])
    panel.refresh()
    return panel, [panel.title.text, ctx.painter.tr(panel.rule.label), panel.new_lines_button.label]


def test_the_log_panels_own_words_are_the_players_language(ctx: AppContext) -> None:
    panel, english = log_words(ctx)
    assert english == ["Game log", "your last turn", "↓ 2 new lines"]
    ctx.tr = Translator(PSEUDO)  # the painter follows the context's translator
    panel.refresh()
    assert panel.title.text != "Game log" and panel.rule.language == PSEUDO
    _, words = log_words(ctx)
    assert not [w for text in words for w in PLAIN_WORD.findall(text)], words
    ctx.tr = GERMAN
    _, german = log_words(ctx)
    assert german == ["Spielprotokoll", "dein letzter Zug", "↓ 2 neue Zeilen"]


def test_a_number_fields_words_are_the_players_language(ctx: AppContext) -> None:
    ctx.tr = GERMAN
    field = NumberField(ctx, None, 1, 9, allow_none=True)
    assert field.placeholder == "keine"
    field.value = "12"
    with pytest.raises(ValueError, match="höchstens 9"):
        field.parsed()
    field.value = "-"
    with pytest.raises(ValueError, match="„-“ ist keine ganze Zahl"):
        field.parsed()


def test_dates_and_numbers_are_written_the_languages_way() -> None:
    when = datetime(2026, 12, 7, 9, 23)
    assert when_words(Translator(), when) == "2026-12-07 09:23"
    assert when_words(GERMAN, when) == "07.12.2026 09:23"
    assert number_words(Translator(), 12.5) == "12.5" and number_words(GERMAN, 12.5) == "12,5"
    assert number_words(GERMAN, 173.0) == "173"


def test_a_damaged_save_is_said_in_german_its_english_unchanged(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "broken.json"
    path.write_text("[" * 100, encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        read_record(path)
    assert str(caught.value) == ("broken.json could not be read as a Hustings save: it is nested more than 64 levels "
                                 "deep")
    assert error_words(GERMAN, caught.value) == (
        "broken.json ließ sich nicht als Hustings-Spielstand lesen: sie ist mehr als 64 Ebenen tief verschachtelt")
    (tmp_path / "folder").mkdir()
    with pytest.raises(JsonFileError) as folder:
        read_json(tmp_path / "folder", max_bytes=10)
    assert error_words(GERMAN, folder.value) == "es ist ein Ordner, keine gewöhnliche Datei"  # its phrase too
    assert error_words(GERMAN, ValueError("the rules' own words")) == "the rules' own words"
