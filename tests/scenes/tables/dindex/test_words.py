"""Dindex events and moves in plain words (scenes/tables/dindex/words.py): counts that agree with the count
("now 1 Oligarchy, 1 cards": playtest 4), the rulebook's "Government Points" (playtest 5), a ministry the
rules place without asking told as forced, in the log and on the pass screen, never as its holder's move
(playtest 5, § 5.3), the take-back of a move named as the log names it, the Undo button's words and in the
public view whose move it takes back (playtest 5), the rules naming seats from one, and a random card named by
its name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.protocol import Event, Payload
from game.core.trusted import emit
from game.dindex.components import components
from game.dindex.events import (
    CardsDiscarded,
    CardsDrawn,
    DindexChanged,
    FormationFailed,
    MinisterShot,
    OfficeUncovered,
    RoleRevealed,
    StackReshuffled,
    TaskCovered,
    TaskLeft,
    TermStart,
)
from game.dindex.state import AskMinistries, AssignMinistry, CoverTask, DeclineCoalition, ProposeCoalition
from scenes.engine.headless import make_context
from scenes.tables.common.words import plain
from scenes.tables.dindex.look import OFFICE_WORD, PORTFOLIO_WORD, ministry_word
from scenes.tables.dindex.table import DindexTable
from scenes.tables.dindex.words import DindexNames, describe_event, undo_words, whose_undo_words
from tests.scenes.tables.dindex.driving import (
    all_bots,
    drive_until,
    pass_screen_lines,
    readable_in,
    seated,
    through_pass_screen,
    wait_until_asked,
)

NAMED = DindexNames(lambda seat: ["Ada", "Ben", "Cem"][int(seat)])


def line(payload: Payload) -> str:
    return plain(describe_event(emit(payload), NAMED))


def term_start(term: int, dindex: int, dindex_cards: int, non_voters: int, system_opponents: int) -> TermStart:
    """A term's start with the counts its line says (the per-party counts it does not word left empty)."""
    return TermStart(term=term, dindex=dindex, dindex_cards=dindex_cards, voters={}, core_voters={},
                     non_voters=non_voters, system_opponents=system_opponents, hand_sizes={}, rp={},
                     dindex_discard=0, stack_size=0)


def nested_brackets(text: str) -> bool:
    """A bracket opened inside another one: "(Bruno (Normal))"."""
    depth = 0
    for char in text:
        depth += char == "("
        if depth > 1:
            return True
        depth -= char == ")" and depth > 0
    return False


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_office_holder_named_with_a_bots_level_is_never_a_bracket_inside_a_bracket(language: str) -> None:
    """Playtest 2 (German): "Das Kanzleramt (Bruno (Normal)) bleibt frei". The office's lines name its holder
    as the owner of the office, whatever brackets the name has, and say what the office does (§ 5.3: the
    Chancellery "may cover an unsolved task, but it does not have to")."""
    from scenes.engine.i18n import load_language

    tr = load_language(language).translator
    names = DindexNames(lambda seat: ["Ada", "Bruno (Normal)"][int(seat)], tr)
    lines = [plain(describe_event(emit(payload), names)) for payload in (
        TaskLeft(office=0, seat=1), TaskCovered(office=0, seat=1, task=0),
        TaskCovered(office=0, seat=1, task=0, with_office=2), OfficeUncovered(office=2, task=0, seat=1, why="card"),
        OfficeUncovered(office=2, task=0, seat=1, why="card", empty=True),
        MinisterShot(office=2, seat=1, task=0, why="card"), MinisterShot(office=2, seat=1, task=None, why="card"),
        FormationFailed(term=2, formateur=1, why="given_up"))]
    assert all("Bruno (Normal)" in text and not nested_brackets(text) for text in lines), lines
    assert lines[0] == {"en": "Bruno (Normal)'s Chancellery covers no task",
                        "de": "Das Kanzleramt von Bruno (Normal) deckt keine Aufgabe ab"}[language]


def test_the_last_dindex_card_is_one_card() -> None:
    assert line(DindexChanged(delta=-1, cause="chaos", dindex=1, dindex_cards=1)) == \
        "DINDEX falls by 1 (chaos): now 1 Oligarchy, 1 card"
    assert line(DindexChanged(delta=1, cause="chaos", dindex=4, dindex_cards=7)).endswith("now 4 Populism, 7 cards")


def test_a_term_start_counts_one_card_one_non_voter_and_one_system_opponent_in_the_singular() -> None:
    text = line(term_start(term=3, dindex=1, dindex_cards=1, non_voters=1, system_opponents=1))
    assert text.endswith("1 card left; 1 non-voter, 1 system opponent")
    text = line(term_start(term=1, dindex=4, dindex_cards=8, non_voters=18, system_opponents=0))
    assert text.endswith("8 cards left; 18 non-voters, 0 system opponents")


def test_cards_drawn_and_lost_face_down_are_counted_without_a_bracketed_plural() -> None:
    assert line(CardsDrawn(seat=1, count=1, why="test")) == "Ben draws 1 action card"
    assert line(CardsDrawn(seat=1, count=2, why="test")) == "Ben draws 2 action cards"
    assert line(CardsDiscarded(seat=0, count=1, why="test")) == "Ada loses 1 hand card face down"
    assert line(StackReshuffled(stack_size=1)) == "The discard pile is shuffled into a new action stack (1 card)"


def test_several_cards_lost_are_named_apart() -> None:
    assert line(CardsDiscarded(seat=0, cards=(0, 1), count=2, why="test")).count("”, “") == 1


QUICK = Path(__file__).resolve().parents[4] / "assets" / "rules" / "dindex.quick.md"


def names() -> DindexNames:
    return DindexNames(lambda seat: NAMES[int(seat)])


def test_an_oligarch_revealed_for_reaching_the_points_is_worded_as_the_book_says() -> None:
    # § 6.1: the rules reveal the Oligarch with why "rp_reached" (it read "(rp reached)")
    line = plain(describe_event(emit(RoleRevealed(seat=1, role="oligarch", why="rp_reached")), names()))
    assert line == "★ Ben is revealed as OLIGARCH (reached the Government Points to win)"


def test_the_dindex_falling_for_an_oligarchs_points_says_why_in_words() -> None:
    # § 6.1: the Dindex falls two cards; the cause read "rp target reached"
    line = plain(describe_event(emit(DindexChanged(dindex=3, dindex_cards=5, delta=-2, cause="rp_target_reached")),
                                names()))
    assert "(an Oligarch reached the Government Points to win)" in line
    assert "target" not in line


def test_the_quick_reference_uses_the_same_term() -> None:
    text = QUICK.read_text(encoding="utf-8")
    assert "Government Points target" not in text and "reaches the target" not in text
    assert text.count("Government Points to win") == 2


NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve"]


FORCED = ": the only task it could take"


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def bots(seed: int) -> Match:
    return Match(dindex.GAME.rules, {}, [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES], seed)


def last_transition(match: Match) -> list[Event]:
    log = match.event_log
    return log.seen_by(None)[len(log.seen_by(None, len(log) - 1)):]


def ministry_covers(events: list[Event]) -> list[Event]:
    return [e for e in events if e.type == "task_covered" and e.data.office > 0]


def play_until(seed: int, moment: Any, limit: int = 600) -> tuple[Match, Any]:
    """The heuristic bots play seed `seed` until the move after which `moment(match, seat, action)` holds; the
    match is given back just before that move (replayed from the start without it), with that move."""
    match = bots(seed)
    for _ in range(limit):
        seat = match.active_players()[0]
        action = dindex.GAME.make_bot("heuristic").choose(match.view(seat), match.legal_actions(seat),
                                                          match.bot_rng())
        match.submit(seat, action)
        if moment(match, seat, action):
            before = bots(seed)
            for s, a in match.actions[:-1]:
                before.submit(s, a)
            return before, (seat, action)
    raise AssertionError("the moment never came")


def others_move_places_a_ministry(match: Match, seat: int, action: Any) -> bool:
    """Another party's move (the last partner's yes, say) leaves a ministry with a single task (§ 5.3)."""
    return not isinstance(action, CoverTask) and any(e.data.seat != seat
                                                     for e in ministry_covers(last_transition(match)))


def own_cover_places_another_of_ones_ministries(match: Match, seat: int, action: Any) -> bool:
    covers = ministry_covers(last_transition(match))
    return isinstance(action, CoverTask) and any(e.data.seat == seat for e in covers[1:])


def task_name(task: Any) -> str:
    return components().tasks[int(task)].name


def test_the_holders_own_log_says_the_rules_placed_their_ministry(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(0, others_move_places_a_ministry)
    match.submit(mover, action)
    placed = next(e for e in ministry_covers(last_transition(match)) if e.data.seat != mover)
    holder = placed.data.seat
    match.replace_seat(holder, SeatSpec(name=NAMES[holder]))  # alone at the computer: the log is theirs
    table = seated(context, screen, match)
    assert table.viewer == holder
    office, task = OFFICE_WORD[placed.data.office], task_name(placed.data.task)
    log = table.log_text()
    assert f"Your {office} went to “{task}”{FORCED}" in log, log
    assert f"{NAMES[holder]}'s {office} covers “{task}”" not in log


def test_a_take_back_names_the_move_and_then_what_the_rules_placed_of_the_movers(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(2, own_cover_places_another_of_ones_ministries)
    other = next(s for s in range(5) if s != mover)
    match.replace_seat(mover, SeatSpec(name=NAMES[mover]))
    match.replace_seat(other, SeatSpec(name=NAMES[other]))  # two people: the take-back is said in public words
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    wait_until_asked(context, screen, table, mover)
    assert table.act(action)
    covers = ministry_covers(last_transition(match))
    chosen, placed = covers[0], next(e for e in covers[1:] if e.data.seat == mover)
    name = NAMES[mover]
    move = f"{name}'s {OFFICE_WORD[chosen.data.office]} covers “{task_name(chosen.data.task)}”"
    where = f"{OFFICE_WORD[placed.data.office]} went to “{task_name(placed.data.task)}”{FORCED}"
    presenter = table.presenter
    assert presenter is not None
    # the pass screen's words (anyone may read them), and the mover's own (the Undo button's tooltip)
    assert presenter.take_back_offer(public=True) == (mover, f"{move}; then {name}'s {where}")
    assert table.move_words(mover, mover) == f"{move}; then your {where}"
    # taken back and made again: the placement is the new move's, and still told as forced
    assert presenter.undo()
    wait_until_asked(context, screen, table, mover)
    assert f"{name}'s {where}" not in table.log_text() and f"Your {where}" not in table.log_text()
    assert table.act(action)
    assert presenter.take_back_offer(public=True) == (mover, f"{move}; then {name}'s {where}")


def test_the_take_back_of_the_ministry_that_formed_the_government_names_that_ministry(ctx) -> None:
    """§ 5.2: the second formation's last offer needs no answers (it "cannot fail a second time"), so its last
    ministry given forms the government at once (the tasks come, ministries are placed): the take-back read
    "Government of term 1: Chancellery …". The partners ask on the offers before it (decision 8)."""
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and v.second_formation
                and v.attempt + 1 == v.formation_attempts,
                prefer=lambda a: (isinstance(a, ProposeCoalition) and len(a.partners) == 2)
                or isinstance(a, (DeclineCoalition, AskMinistries)))
    ada = match.view(None).formateur
    match.replace_seat(ada, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    while match.view(None).phase == "assign":
        wait_until_asked(context, screen, table, ada)
        give = next(a for a in match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(give)
    assert any(e.type == "government" for e in last_transition(match))
    words = table.move_words(ada, None)
    assert words.startswith(f"{give.portfolio.capitalize()} Ministry → "), words
    assert "Government of term" not in words


def test_the_holders_pass_screen_tells_them_their_ministry_was_placed_by_the_rules(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(0, others_move_places_a_ministry)
    after = bots(0)
    for s, a in [*match.actions, (mover, action)]:
        after.submit(s, a)
    placed = next(e for e in ministry_covers(last_transition(after)) if e.data.seat != mover)
    holder = placed.data.seat
    for person in (mover, holder):  # two people: the computer is handed from one to the other
        match.replace_seat(person, SeatSpec(name=NAMES[person]))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    wait_until_asked(context, screen, table, mover)
    assert table.act(action)
    lines = pass_screen_lines(context, screen, table)
    assert lines[0] == f"Pass to {NAMES[holder]}", lines
    office, task = OFFICE_WORD[placed.data.office], task_name(placed.data.task)
    assert f"Your {office} went to “{task}”{FORCED}" in lines, lines


def test_the_take_back_of_a_ministry_names_the_ministry_and_the_parties_as_the_log_does(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and not v.second_formation,
                prefer=lambda a: isinstance(a, ProposeCoalition) and len(a.partners) == 2)
    view = match.view(None)
    ada, (ben, other) = view.formateur, view.partners
    match.replace_seat(ada, SeatSpec(name="Ada"))  # the formateur and a partner are the two people
    match.replace_seat(ben, SeatSpec(name="Ben"))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    for portfolio, seat in (("finance", ada), ("environment", ben), ("social", ada), ("interior", ben)):
        wait_until_asked(context, screen, table, ada)
        assert table.act(AssignMinistry(portfolio=portfolio, seat=seat))
    # the Defence Ministry is forced on the other partner by Ada's last move: taking it back takes back both
    lines = pass_screen_lines(context, screen, table)
    assert lines[0] == "Pass to Ben", lines
    assert lines[-1] == (f"Ada: take back “Interior Ministry → Ben; then Defence Ministry → {match.seats[other].name}”"
                         " (Ctrl+Z)"), lines


def test_the_rules_name_seats_as_new_game_counts_them_from_one() -> None:
    rules = dindex.GAME.rules
    assert rules.describe_action(AssignMinistry(portfolio="interior", seat=1)) == \
        "Give the Interior Ministry to seat 2"
    assert rules.describe_action(ProposeCoalition(partners=(1, 2))) == "Propose a coalition with seat 2, seat 3"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_undo_button_names_a_coalition_offer_in_words_short_enough_to_read(size: tuple[int, int],
                                                                               language: str) -> None:
    context, screen = make_context(size, language=language)
    try:
        match = all_bots()
        drive_until(match, lambda v: v.phase == "propose" and not v.second_formation)
        ada = match.view(None).formateur
        match.replace_seat(ada, SeatSpec(name="Ada"))
        table = seated(context, screen, match)  # alone at the computer: no pass screen
        wait_until_asked(context, screen, table, ada)
        offer = next(a for a in match.legal_actions(ada) if isinstance(a, ProposeCoalition))
        assert table.act(offer)
        wait_until_asked(context, screen, table, ada)  # the ministries are Ada's next decision
        button = table.undo_button
        assert button.enabled and button.label == undo_words(offer, context.tr)
        if language == "en":
            assert button.label == "Undo: coalition offer"
        assert readable_in(button, table.stage.painter)
        proposes = context.tr("{name} proposes a coalition with {partners}").split("{partners}")[0]
        assert button.tooltip is not None and proposes.replace("{name}", "").strip() in button.tooltip
    finally:
        pygame.quit()


LONG = "Maximiliane-Charlotte von Hohenberg-Wildenfels"[:40]
"""As long a name as New game takes (40 characters)."""


def at_most_two_lines(button: Any, painter: Any) -> bool:
    """The label as the button draws it takes one line, or two (a third crowded the button at 1280x720)."""
    scale = button.world_scale()
    room, px = round(button.w * scale) - round(16 * scale), button.font_size * scale
    if painter.text(button.label, px, (0, 0, 0), bold=True).get_width() <= room:
        return True
    line = painter.text(button.label, px * 0.85, (0, 0, 0), bold=True).get_height()
    return bool(painter.text(button.label, px * 0.85, (0, 0, 0), bold=True, width=room,
                             align="center").get_height() <= 2 * line)


def formateur_and_a_bystander(context: Any, screen: Any, formateur_name: str) -> tuple[DindexTable, int]:
    """Two people: the formateur of a two-partner offer about to give the ministries, and a party outside the
    coalition; the partners, who answer next, are bots."""
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and not v.second_formation,
                prefer=lambda a: isinstance(a, ProposeCoalition) and len(a.partners) == 2)
    view = match.view(None)
    ada = view.formateur
    bystander = next(s for s in range(5) if s != ada and s not in view.partners)
    match.replace_seat(ada, SeatSpec(name=formateur_name))
    match.replace_seat(bystander, SeatSpec(name="Ben"))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    return table, ada


def give_every_ministry(context: Any, screen: Any, table: DindexTable, ada: int) -> AssignMinistry:
    """The formateur gives the ministries (the rules' first choice each time); the last one given."""
    while True:
        wait_until_asked(context, screen, table, ada)
        give = next(a for a in table.match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(give)
        if table.match.view(None).phase != "assign":
            return give


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_public_view_undo_names_whose_move_it_takes_back(size: tuple[int, int], language: str) -> None:
    context, screen = make_context(size, language=language)
    tr = context.tr
    try:
        table, ada = formateur_and_a_bystander(context, screen, "Ada")
        wait_until_asked(context, screen, table, ada)
        first = next(a for a in table.match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(first)
        wait_until_asked(context, screen, table, ada)  # Ada's own view: her next ministry to give
        assert table.viewer == ada and table.undo_button.label == tr("Undo: {move}",
                                                                    move=ministry_word(first.portfolio, tr))
        if language == "en":
            assert table.undo_button.label == f"Undo: {PORTFOLIO_WORD[first.portfolio]} Ministry"
        last = give_every_ministry(context, screen, table, ada)
        # a bot partner answers next: the public view shows while Ada may still take her move back
        presenter = table.presenter
        assert presenter is not None and table.viewer is None and presenter.at_screen == ada
        button = table.undo_button
        assert button.enabled
        assert button.label in (tr("Undo {name}'s {move}", name="Ada", move=ministry_word(last.portfolio, tr)),
                                tr("Undo {name}'s {move}", name="Ada", move=tr.trc("undo whose", "ministry")))
        if language == "en":
            assert button.label in (f"Undo Ada's {PORTFOLIO_WORD[last.portfolio]} Ministry", "Undo Ada's ministry")
        assert readable_in(button, table.stage.painter) and at_most_two_lines(button, table.stage.painter)
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_name_too_long_for_the_moves_words_still_says_whose_move(language: str) -> None:
    context, screen = make_context((1280, 720), language=language)
    try:
        table, ada = formateur_and_a_bystander(context, screen, LONG)
        give_every_ministry(context, screen, table, ada)
        assert table.viewer is None
        button = table.undo_button
        template = context.tr("Undo {name}'s {move}")  # no names given: the template as it is
        before, after = template.replace("{move}", context.tr.trc("undo whose", "move")).split("{name}")
        assert button.label.startswith(before + "Maxim") and button.label.endswith("…" + after), button.label
        assert readable_in(button, table.stage.painter) and at_most_two_lines(button, table.stage.painter)
    finally:
        pygame.quit()


def test_every_kind_of_move_reads_after_the_movers_name() -> None:
    offer = ProposeCoalition(partners=(1, 2))
    assert whose_undo_words(offer, "Ada", lambda label: True) == "Undo Ada's coalition offer"
    give = AssignMinistry(portfolio="environment", seat=1)
    assert whose_undo_words(give, "Ada", lambda label: True) == "Undo Ada's Environment Ministry"
    # too long for the button: the ministry's name gives way before the move's kind does
    assert whose_undo_words(give, "Ada", lambda label: len(label) <= 20) == "Undo Ada's ministry"
    # nothing fits but a few letters: the name is cut, never the possessive
    assert whose_undo_words(offer, "Ada", lambda label: len(label) <= len("Undo A…'s move")) == "Undo A…'s move"


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
