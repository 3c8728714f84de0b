"""No English left at the Dindex table (issue 27): every text the table draws goes through the translator. The
table is drawn in the pseudo language (every translated text comes back accented) at 1280×720 and 1920×1080
in its crowded positions and in each phase a person is asked in (the draw, a coalition proposal and the answer
to an offer, the tasks, choosing and carrying out a secret action, the open turn and the counter window, the
last repositioning, the campaign), with its log, the large preview of a hovered card, every tooltip, the
public counter banner, the pass screen between two people, the end of a term and of the game; and the New game
rows and the end screen's words. Allowed: the seats' names the test gives and the game's title.

The table framework (scenes/tables/common/) and the pass screen's frame (scenes/engine/privacy.py) are other
parts, translated by their own workers: the framework's few fixed words (FRAMEWORK) are taken out of a line
before it is checked, so the Dindex words around them are still checked (delete an entry once that part speaks
the reader's language); of the pass screen, what the Dindex table hands it is checked."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.state import DindexView
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.i18n import PSEUDO, Translator
from scenes.engine.node import Node
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.common.handoff import AWAY_KEEP
from scenes.tables.dindex.look import ActionCardNode
from scenes.tables.dindex.preview import HOVER_DELAY
from scenes.tables.dindex.prompt import column_words
from scenes.tables.dindex.setup import dindex_setup
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.support.i18n import PLAIN_WORD, DrawnTexts
from tests.scenes.tables.dindex.crowded import (
    NAMES,
    crowded_formation,
    crowded_open_window,
    drive_until,
    seven_party_table,
)

SIZES = [(1280, 720), (1920, 1080)]
SEAT_WORDS = {word for name in [*NAMES, "Anna", "Ben", "Cleo", "Dan"] for word in name.split()} | {"Bot"}
FRAMEWORK = [
    r"Game log", r"Replay · ", r"Seen from .*'s seat\.", r"Undo \(Ctrl\+Z\)", r"Undo: move is final", r"Undo: move is",
    r"^final$", r"thinking…", r"to move", r"your decision", r"decides next", r"their turn", r"View the table \(T\)",
    r"OK, seen", r"Nothing of yours can be taken back now",
    r"Nothing to take back: .* has moved since your last move", r"Your last move stands: “",
    r"” showed a card or drew at random",
]
"""Fixed words the table framework draws (scenes/tables/common/: the log's title, the replay prompt, the Undo
button and its refusals, the seats' activity, the kept results, the result's button; another part of the app,
translated by its own worker); each regular expression is taken out of a line before the line is checked."""
PHASES = ("draw", "propose", "respond", "tasks", "secret_choose", "secret_play", "open_turn", "open_window",
          "reposition", "campaign")


def english(texts: list[str]) -> list[str]:
    """The texts holding an English word once the framework's fixed words are taken out."""
    out = []
    for text in dict.fromkeys(texts):
        rest = text
        for fixed in sorted(FRAMEWORK, key=len, reverse=True):  # "Your last move stands" before "You"
            rest = re.sub(fixed, " ", rest)
        if [w for w in PLAIN_WORD.findall(rest) if w not in SEAT_WORDS | {"Dindex", "Hustings"}]:
            out.append(text)
    return out


@pytest.fixture(params=SIZES, ids=["720p", "1080p"])
def pseudo(request: Any) -> Iterator[tuple[Any, Any, DrawnTexts]]:
    context, screen = make_context(request.param, "instant")
    drawn = DrawnTexts(context)  # before anything is drawn: a text the painter has cached is not drawn again
    context.tr = Translator(PSEUDO)
    yield context, screen, drawn
    pygame.quit()


def tooltips(root: Node) -> list[str]:
    """Every tooltip of what is shown under `root` (what hovering shows)."""
    return [n.tooltip for n in root.walk() if isinstance(getattr(n, "tooltip", None), str) and n.tooltip
            and n.effectively_visible()]


def look_at(context: Any, screen: Any, drawn: DrawnTexts, table: DindexTable) -> None:
    """Draw the table, and take in its tooltips and log as hovering and reading them shows them."""
    pump(context, screen, frames=2)
    drawn.texts += tooltips(table.stage.root)
    drawn.texts += table.log_text().splitlines()


def asked(phase: str) -> Any:
    return lambda v: v.phase == phase and v.active[:1] == (0,)


def person_and_bots(context: Any, seed: int) -> DindexTable:
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:5]]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    return table


def test_no_english_in_the_crowded_positions_with_the_preview_of_a_hovered_card(pseudo: Any) -> None:
    context, screen, drawn = pseudo
    table = seven_party_table(context, screen)
    for view in (crowded_open_window(table.view), crowded_formation(table.view)):
        table.sync(view)
        look_at(context, screen, drawn, table)
    table.sync(crowded_open_window(table.view))
    card = table.hand.cards()[-1]
    assert isinstance(card, ActionCardNode)
    pump(context, screen, [mouse("move", card.world_rect().center)], frames=round(HOVER_DELAY * 60) + 5)
    assert table.preview.visible
    assert english(drawn.texts) == []


@pytest.mark.parametrize("phase", PHASES)
def test_no_english_in_any_phase_a_person_is_asked_in(pseudo: Any, phase: str) -> None:
    context, screen, drawn = pseudo
    for seed in range(1, 12):
        table = person_and_bots(context, seed)
        try:
            drive_until(table.match, asked(phase), limit=6000)
        except AssertionError:
            context.stack.pop()
            continue
        table.show()
        look_at(context, screen, drawn, table)
        for card in table.hand.cards()[:2]:  # a hand card's large preview, as hovering shows it
            pump(context, screen, [mouse("move", card.world_rect().center)], frames=round(HOVER_DELAY * 60) + 5)
        break
    else:
        raise AssertionError(f"no seed brings the person to {phase}: pick other seeds")
    assert drawn.texts and english(drawn.texts) == []


def test_no_english_at_the_end_of_a_term_and_of_the_game(pseudo: Any) -> None:
    context, screen, drawn = pseudo
    table = person_and_bots(context, 1)
    drive_until(table.match, lambda v: v.phase == "campaign")
    table.show()
    look_at(context, screen, drawn, table)
    assert table.summary.visible
    drive_until(table.match, lambda v: v.term >= 2 and v.phase == "propose")  # the summary folds by the log
    table.show()
    look_at(context, screen, drawn, table)
    table.summary.toggle_fold()
    look_at(context, screen, drawn, table)
    drive_until(table.match, lambda v: v.phase == "over", limit=20000)
    table.show()
    look_at(context, screen, drawn, table)
    assert table.overlay.visible
    assert english(drawn.texts) == []


def test_no_english_on_the_counter_banner_and_the_pass_screen_between_two_people(pseudo: Any) -> None:
    """The pass screen's frame is the engine's (scenes/engine/privacy.py): what the Dindex table gives it is
    checked, the reason a person is handed the computer, the news while they were away and the words of the
    move they may take back; the banner as it is drawn, with the reason a caller is handed the computer."""
    context, screen, drawn = pseudo
    seats = [SeatSpec(name="Anna"), SeatSpec(name="Ben")] + [SeatSpec(kind="bot", name=f"Bot {n}",
                                                                      level="heuristic") for n in ("Cleo", "Dan")]
    match = Match(dindex.GAME.rules, {}, seats, 1)
    table = make_table(context, match)
    context.stack.push(table)
    given: list[str] = []
    bot = dindex.GAME.make_bot("heuristic")
    banners = screens = 0
    for _ in range(3000):
        pump(context, screen)
        top, presenter = context.stack.top, table.presenter
        assert presenter is not None
        if isinstance(top, PrivacyScreen):
            screens += 1
            given += [table.handoff_reason(seat) for seat in (0, 1)] + list(top.away)
            if top.take_back is not None:
                given += re.findall(r"“(.*)”", top.take_back[0])
            pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
        elif table.drawn_box.visible:  # the cards a person just drew, shown before the hand-off
            given += [table.drawn_box.title.text, table.drawn_box.ok.label]
            table.drawn_box.ok.click()
        elif presenter.calling and not table.animating:
            banners += 1
            window = table.call_window()
            assert window is not None
            given += [*table.call_words(), window.call_reason, *table.call_banner.labels()]
            table.call_banner.button(table.call_words()[3]).click()
        elif presenter.asking is not None and not table.animating and presenter.asking == presenter.viewer:
            seat = presenter.asking
            assert table.act(bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
        if banners and screens >= 3 or match.is_over:
            break
    assert banners and screens and given
    assert english(given) == []


def test_no_english_in_a_hand_over_with_more_news_than_the_pass_screen_shows(pseudo: Any) -> None:
    """A person away for a whole term: the pass screen's news leaves lines out and says how many are in the log
    (a playtest read "… 14 more in the log" in German: the Dindex table did not hand the count its language)."""
    context, _screen, _drawn = pseudo
    table = person_and_bots(context, 1)
    drive_until(table.match, lambda v: v.term >= 2 and v.phase == "propose")
    away = table.away_lines(1, 0)
    counts = [line for line in away if line.startswith("…")]
    assert counts and len(away) <= AWAY_KEEP
    assert english(away) == []


def test_no_english_in_the_new_game_rows_and_the_end_screen_words(pseudo: Any) -> None:
    context, _screen, _drawn = pseudo
    setup = dindex_setup({}, ["Anna", "Ben", "Cleo", "Dan", "Eve"])
    from game.dindex.state import DindexOptions

    words: list[str] = []
    for name, build in setup.builders().items():
        field = build(context, name, DindexOptions.model_fields[name], None, lambda: None)
        if field.hidden:
            continue
        words += [field.label, field.help]
        words += [text for _value, text in getattr(field.widget, "options", [])]
        words += [getattr(field.widget, "placeholder", "") or ""]
    for key, value in (("reason", "rp_reached"), ("reason", "oligarchy"), ("reason", "seizure_of_power"),
                       ("roles", "democrat"), ("roles", "oligarch"), ("rp", 12)):
        words.append(column_words(key, value, context.tr) or "")
    assert [w for w in words if w] and english(words) == []


def test_the_table_speaks_a_language_chosen_while_it_is_open() -> None:
    """Settings → Language with a game on: the table's words change at once (language_changed)."""
    context, screen = make_context((1280, 720), "instant")
    try:
        table = person_and_bots(context, 1)
        drive_until(table.match, asked("open_turn"))
        table.show()
        pump(context, screen)
        english_header = table.header.text
        context.tr = Translator(PSEUDO)
        table.language_changed()
        pump(context, screen)
        view: DindexView = table.view
        assert table.header.text != english_header and table.header.text.startswith("Díñdéx")
        assert all(card.tr is context.tr for card in table.hand.cards() if isinstance(card, ActionCardNode))
        assert view.phase == "open_turn"
    finally:
        pygame.quit()
