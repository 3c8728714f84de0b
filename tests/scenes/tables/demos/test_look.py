"""How DēmoS cards and seats look and are named (scenes/tables/demos/look.py): the corner at a card's foot
cannot be read as another card and ♣ and ♠ tell apart on the small figure cards at 1280x720 (playtest 5), a
score says its suits, base and lowest card, counts are worded singular and plural, an independent's veto is
never called a team veto, the end screen's teams column names the sides, and a tooltip over the cards is
opaque."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.trusted import emit
from game.demos import events as ev
from game.demos.components import figure_cards, number_cards
from scenes.engine.nodes import TooltipNode
from scenes.tables.demos.look import card_face, column_words, combination_words, count, vetoes_left
from scenes.tables.demos.table import log_color
from scenes.tables.demos.words import DemosNames, describe_event
from tests.scenes.tables.demos.crowded import five_player_table
from tests.scenes.tables.demos.test_seats import ctx  # noqa: F401
from tests.scenes.tables.demos.test_table import NAMES


@pytest.mark.parametrize("code", number_cards("full"))
def test_a_number_cards_index_has_the_pip_under_the_number_as_printed_cards_do(code: str) -> None:
    # the foot's index is the same turned 180°: an upside-down "9 over ♠", never "♠6" on one line
    number, pip = card_face(code).corner.split("\n")
    assert number == code[:-1] and pip == {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[code[-1]]


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    return float(sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) ** 0.5)


def test_clubs_and_spades_differ_in_colour_on_every_card_and_in_the_log() -> None:
    figures = [c for c in figure_cards("full") if c != "M"]
    for power in "ELJ":
        spade, club = (card_face(f"{power}{s}", captioned=False).color for s in "SC")
        assert f"{power}S" in figures and distance(spade, club) > 100
    assert distance(card_face("7S").color, card_face("7C").color) > 100
    assert distance(log_color("7S"), log_color("7C")) > 100
    # and the red suits stay red
    assert card_face("7H").color == card_face("7D").color == card_face("EH").color


def test_a_score_says_its_suits_base_and_lowest_card() -> None:
    assert combination_words(("7S", "8H", "9S"), 15) == "7♠ 8♥ 9♠ · two suits: 8 + 7 = 15 pts"
    assert combination_words(("8H", "9C", "10C"), 16) == "8♥ 9♣ 10♣ · two suits: 8 + 8 = 16 pts"
    assert combination_words(("3S", "4S", "5S"), 15) == "3♠ 4♠ 5♠ · one suit: 12 + 3 = 15 pts"
    assert combination_words(("5H", "6D", "7C"), 9) == "5♥ 6♦ 7♣ · three suits: 4 + 5 = 9 pts"
    assert combination_words(None, None) == "no sequence: out of the round"


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


def test_the_independents_veto_is_not_called_a_team_veto() -> None:
    def line(data: ev.VetoVote) -> str | None:
        out = describe_event(emit(data),
                             DemosNames(lambda s: NAMES[int(s)], lambda t: f"Team {t}", teams=True,
                                        independent=lambda s: int(s) == 4))
        return "".join(text for text, _ in out) if out else None

    # the others' copy: worded alone it is not known to be a consent; in the log's order it is, unless the veto
    # follows in the same move (then its line says it)
    assert line(ev.VetoVote(seat=4, team=2)) is None
    assert line(ev.VetoVote(seat=4, team=2, veto=False)) == "Eve agrees to the unanimous discard"
    assert line(ev.VetoVote(seat=1, team=1)) == "Ben has voted on the team veto"
    assert line(ev.VetoVote(seat=1, team=1, veto=True)) == "Ben votes FOR the team veto"


def test_the_end_screens_teams_column_names_the_sides() -> None:
    assert [column_words("teams", t) for t in (0, 1, 2)] == ["Team A", "Team B", "independent"]
    assert column_words("harmony", 3) == "three suits (best)"
    assert column_words("teams", "0") is None  # not a team number: the end screen's own words


def test_a_tooltip_is_opaque_so_the_cards_under_it_do_not_show_through(ctx: Any) -> None:  # noqa: F811
    table = five_player_table(ctx[0])
    tip = TooltipNode("Legislative of clubs (environment) — turned up by a harmonic quad")
    surf = tip.paint(table.stage.painter, 1.0)
    assert surf is not None
    inside = [surf.get_at((x, surf.get_height() // 2)).a for x in range(4, surf.get_width() - 4, 7)]
    assert min(inside) == 255


def test_a_6_and_a_9_are_underlined_in_their_corners_so_the_one_upside_down_is_not_read_as_the_other(
        ctx: Any) -> None:  # noqa: F811
    import dataclasses

    from scenes.engine.cards import CardNode

    context, _ = ctx
    assert [card_face(c).underline for c in ("6S", "9H", "6D", "9C")] == [True] * 4
    assert not any(card_face(c).underline for c in ("8S", "10H", "1D", "7C", "EH", "M"))
    six = card_face("6S")
    drawn = CardNode(six).paint(context.painter, 1.0)
    bare = CardNode(dataclasses.replace(six, underline=False)).paint(context.painter, 1.0)
    assert drawn is not None and bare is not None
    w, h = drawn.get_size()

    def differs(xs: range, ys: range) -> bool:
        return any(drawn.get_at((x, y)) != bare.get_at((x, y)) for x in xs for y in ys)

    assert differs(range(2, 30), range(2, 40))  # the index at the top
    assert differs(range(w - 30, w - 2), range(h - 40, h - 2))  # and the one turned at the foot


def test_the_end_screen_says_points_only_break_ties_when_the_most_points_had_no_trio() -> None:
    """§ Spielende: the harmony of the trio decides, points only between equal harmonies. A newcomer who led on
    points without a trio and came last is told why, in one line; a game won by the most points is not."""
    from game.core.protocol import Result
    from scenes.engine.i18n import load_language
    from scenes.shell.results import result_note
    from scenes.tables.demos.look import column_words

    no_trio_leads = Result(winners=(2,), reason="harmony", scores={0: 171.0, 1: 126.0, 2: 157.0},
                           details={"harmony": {"0": 0, "1": 2, "2": 2}})
    assert result_note(no_trio_leads, column_words) == (
        "Points only break ties between trios: without an E-L-J trio the most points do not win.")
    german = load_language("de").translator
    assert (result_note(no_trio_leads, column_words, german) or "").startswith("Punkte entscheiden nur")
    leader_won = Result(winners=(0,), reason="harmony_points", scores={0: 171.0, 1: 126.0, 2: 157.0},
                        details={"harmony": {"0": 2, "1": 2, "2": 1}})
    assert result_note(leader_won, column_words) is None
    trio_leads_and_loses = Result(winners=(1,), reason="harmony", scores={0: 171.0, 1: 126.0},
                                  details={"harmony": {"0": 1, "1": 3}})
    assert result_note(trio_leads_and_loses, column_words) is None  # a weaker trio: harmony decided, no tie
