"""Usability fixes found by playing Diceocracy at the table: each as the rule or moment it is about."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.protocol import Event
from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.events import BAG
from game.diceocracy.state import Die, Spot
from scenes.tables.diceocracy.board import tile_words
from scenes.tables.diceocracy.words import DiceNames, describe_event


def worded(event: Event, name: Any, district: Any = str, players: int = 1) -> str:
    """The log line of `event` as plain text, seats and districts named by these functions."""
    line = describe_event(event, DiceNames(name, district, players=players, rounds=9))
    return "".join(t for t, _ in line or [])


def test_placing_a_follower_names_its_follower_action_without_saying_it_happened() -> None:
    e = emit(ev.FollowerPlaced(seat=0, die=Die(color="pink", value=5), slot=0,
                               action=ActionSpec(type="popularity", color="pink", amount=1)))
    text = worded(e, lambda s: "Anna", lambda p: "X", 1)
    assert text == "Anna places pink 5 on the top-left slot (its follower action: +1 popularity in pink)."


def test_every_district_tile_names_its_action_in_words_not_abbreviations() -> None:
    for d in components().districts:
        words = tile_words(d.action)
        assert len(words) <= 18 and words not in ("Manip", "Exch", "Stunt"), (d.name, words)


def test_a_clicked_card_that_leaves_the_table_takes_its_tooltip_with_it() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
        context.stack.push(table)
        pump(context, screen)
        first = table.prompt.buttons[0]
        table.stage.hover, table.stage.hover_time = first, 5.0  # the pointer rested on it
        assert table.stage.tooltip_text is not None or first.tooltip is None
        first.on_click()
        pump(context, screen, frames=40)
        assert table.stage.hover is None or table.stage.hover.parent is not None
        assert first not in table.prompt.buttons
    finally:
        pygame.quit()


def test_solo_mode_the_log_says_why_the_bag_took_another_die_than_it_rolled() -> None:
    def turn(roll: Die, die: Die) -> str:
        e = emit(ev.Turn(seat=BAG, district="Old Town", die=die, side="left", roll=roll, round=1, space=0,
                         position=0))
        return worded(e, lambda s: "The bag", lambda p: "X", 1)

    blue4, blue3, pink2 = (Die(color="blue", value=4), Die(color="blue", value=3), Die(color="pink", value=2))
    assert turn(blue4, blue4) == "The bag takes blue 4 in Old Town (left side) and leaves a Rep."
    assert turn(blue4, blue3).endswith("(No blue 4 left: the closest value.)")
    assert turn(blue4, pink2).endswith("(No blue die left on the districts: one from the largest group.)")


def test_step_5_says_plainly_when_no_card_can_be_played() -> None:
    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from game.diceocracy.actions import PlayAdvert, PlayStunt
    from scenes.tables.diceocracy.prompt import prompt_for

    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 7)
    bot = dc.GAME.make_bot("heuristic")
    subs: dict[str, str] = {}
    while m.result() is None and len(subs) < 3:
        seat = m.active_players()[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        if view.phase == "cards":
            _, sub = prompt_for(view, seat, legal, lambda s: "Anna", lambda p: "X")
            playable = any(isinstance(a, (PlayAdvert, PlayStunt)) for a in legal)
            holding = view.players[seat].adverts or view.players[seat].stunts
            key = "playable" if playable else "in hand" if holding else "none"
            subs.setdefault(key, sub)
        m.submit(seat, bot.choose(view, legal, m.bot_rng()))
    assert subs, "a solo game reaches step 5"
    if "playable" in subs:
        assert subs["playable"].startswith("Click a lit card in your hand")
    if "in hand" in subs:
        assert subs["in hand"].startswith("None of your cards can be played now") and "End your turn" in subs["in hand"]
    if "none" in subs:
        assert subs["none"] == "You have no advertising or stunt card in hand. End your turn."
    assert len(subs) >= 2


def test_the_bag_is_lower_case_inside_a_sentence() -> None:
    name = lambda s: "The bag" if s == BAG else "Anna"  # noqa: E731
    moved = emit(ev.RepMoved(seat=0, owner=BAG, die=Die(color="orange", value=6),
                             source=Spot(area="district", index=2, pos=0),
                             target=Spot(area="district", index=3, pos=1)))
    text = worded(moved, name, lambda p: "Town Hall Plaza", 1)
    assert text == "Anna moves the bag's Rep to Town Hall Plaza; orange 6 takes its old space."
    took = emit(ev.Turn(seat=BAG, district="Old Town", side="left", die=Die(color="blue", value=4), round=1, space=0,
                        position=0))
    assert worded(took, name, lambda p: "X", 1).startswith("The bag takes")


def test_taking_a_card_says_an_advertising_card_and_a_political_stunt_card() -> None:
    from types import SimpleNamespace

    from scenes.tables.diceocracy.prompt import resolve_prompt

    def title(kind: str) -> str:
        return resolve_prompt(SimpleNamespace(pending=(SimpleNamespace(type=kind),)), [], str)[0]

    assert title("advertising") == "Take an advertising card"
    assert title("stunt") == "Take a political stunt card"


def test_focusing_ones_own_follower_reads_their_board_slot() -> None:
    name = lambda s: "Anna" if s == 0 else "Ben"  # noqa: E731
    slot_5 = Spot(area="board", index=0, pos=4)
    own = emit(ev.DieChanged(seat=0, spot=slot_5, old=2, new=3))
    other = emit(ev.DieChanged(seat=1, spot=slot_5, old=2, new=3))
    assert worded(own, name, str, 2) == "Anna focuses their follower on the centre slot: 2 → 3."
    assert worded(other, name, str, 2) == "Ben focuses Anna's follower on the centre slot: 2 → 3."


def test_popularity_and_money_changes_step_the_track_with_a_rising_note() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.engine.nodes import TextNode
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        context.services.settings.animation_speed = "normal"
        table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
        context.stack.push(table)
        pump(context, screen)
        track = table.spots.tracks[(0, "pink")]
        start = track.value
        events = [emit(ev.Popularity(seat=0, color="pink", value=start + 1)),
                  emit(ev.Popularity(seat=0, color="pink", value=start + 3))]
        for e in events:  # queued one by one, as the table does while animating
            table.anims.queue([e])
        notes: set[str] = set()
        values: list[int] = []
        for _ in range(200):
            notes.update(n.text for n in table.fx.children if isinstance(n, TextNode) and n.visible)
            values.append(track.value)
            if not table.stage.animator.busy:
                break
            pump(context, screen)
        assert {"+1 pink", "+2 pink"} <= notes  # each step by its own amount
        assert values[0] == start and start + 1 in values and values[-1] == start + 3
    finally:
        pygame.quit()


def test_a_district_scoring_line_names_a_tie_and_the_votes_gained() -> None:
    name = lambda s: "The bag" if s == BAG else "Anna"  # noqa: E731
    e = emit(ev.DistrictScoring(district="University Hill", position=0, reps={BAG: 2, 0: 2}, dice=(), popularity={},
                                majority=(BAG, 0), votes={0: 12, BAG: 0}))
    text = worded(e, name, str, 1)
    assert text == "University Hill: majority the bag and Anna (tied); Anna +12 votes."


@pytest.mark.slow
def test_the_prompt_narrates_the_other_players_moves_and_the_counting() -> None:
    import pygame

    from scenes.engine.headless import make_context
    from tests.scenes.tables.diceocracy.test_table import new_table, play

    context, screen = make_context((1280, 720))
    try:
        context.services.settings.animation_speed = "fast"
        table = new_table(context, "hbb", "interactive", seed=7)
        prompts: set[tuple[str, str]] = set()
        headers: set[str] = set()

        def frame() -> None:
            prompts.add((table.prompt.title.text, table.prompt.sub.text))
            headers.add(table.header.text)

        play(context, screen, table, on_frame=frame)
        assert "The election · counting the votes" in headers  # not the last turn's words while counting
        assert any(t == "Ben's turn" and s.startswith("Ben ") for t, s in prompts)
        assert any(t == "Cleo's turn" and s.startswith("Cleo ") for t, s in prompts)
        assert not any(t == "Anna's turn" for t, _ in prompts)  # one's own moves need no narration
        assert any(t.startswith("The election: counting the votes") for t, _ in prompts)
    finally:
        pygame.quit()


def test_decide_mode_the_cancel_question_says_what_would_happen_to_which_piece() -> None:
    from types import SimpleNamespace as NS

    from scenes.tables.diceocracy.prompt import respond_prompt

    def ask(kind: str, spot: object, value: int | None = None, target: object = None) -> tuple[str, str]:
        anna = NS(money=4, followers=(NS(color="pink", value=6),) + (None,) * 8)
        districts = [[NS(die=None, rep=None)] * 3 for _ in range(8)]
        districts[5][2] = NS(die=NS(color="green", value=4), rep=None)
        view = NS(response=NS(type=kind, spot=spot, value=value, target=target), order=(1, 0), order_index=0,
                  players=(anna, NS(money=2, followers=(None,) * 9)), districts=districts)
        return respond_prompt(view, 0, lambda s: ["Anna", "Ben"][int(s)], lambda p: "Old Town")

    slot = NS(area="board", index=0, pos=0)
    title, sub = ask("focus", slot, -1)
    assert title == "Anna: Ben wants to take 1 from your follower pink 6 (the top-left slot): it would become 5."
    assert sub == "Pay 1 money to cancel it (you have 4), or let it happen."
    assert ask("manipulate", slot)[0] == "Anna: Ben wants to re-roll your follower pink 6 (the top-left slot)."
    rep = NS(area="district", index=3, pos=1)
    die = NS(area="district", index=5, pos=2)
    assert ask("rep_influence", rep, target=die)[0] == \
        "Anna: Ben wants to move your Rep from Old Town to the green 4 in Old Town."


def test_the_result_panel_names_the_bag_in_lower_case_inside_a_line() -> None:
    from scenes.tables.diceocracy.words import district_lines

    d = ev.DistrictScoring(district="X", position=0, reps={BAG: 2, 0: 1}, majority=(BAG,), votes={0: 4}, popularity={},
                           dice=(ev.ScoredDie(color="pink", value=3, printed=False),
                                 ev.ScoredDie(color="blue", value=2, printed=True)))
    lines = district_lines(d, lambda s: "The bag" if s == BAG else "Anna")
    assert lines == ["Reps: the bag 2, Anna 1 · majority: the bag", "Dice: 2 (1 printed), 5 pips · votes: Anna +4"]


def test_a_four_way_tie_reads_as_a_list_and_its_lines_never_overlap_in_the_result_panel() -> None:
    from scenes.tables.diceocracy.words import district_lines

    d = ev.DistrictScoring(district="X", position=0, reps={0: 1, 1: 1, 2: 1, 3: 1}, majority=(0, 1, 2, 3),
                           votes={0: 4}, popularity={}, dice=(ev.ScoredDie(color="pink", value=3, printed=False),))
    names = ["Anna", "Ben", "Cleo", "Dan"]
    assert district_lines(d, lambda s: names[s])[0].endswith("majority: Anna, Ben, Cleo and Dan")


def test_a_card_named_in_the_log_shows_its_whole_text_on_hover() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, mouse, pump
    from scenes.engine.logpanel import CardWord
    from scenes.tables.diceocracy.look import card_words
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5)
        bot = dc.GAME.make_bot("heuristic")
        while m.view(None).round < 3:
            seat = m.active_players()[0]
            m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
        table = make_table(context, m)
        context.stack.push(table)
        pump(context, screen)
        words = [n for n in table.log.walk() if isinstance(n, CardWord) and n.effectively_visible()]
        assert words, "the bag's removed cards are named in the log"
        word = words[-1]
        r = word.world_rect()
        pump(context, screen, [mouse("move", r.center)])
        table.stage.hover_time = 5.0
        tip = table.stage.tooltip_text
        assert tip is not None and " — " in tip and word.text in tip
        name = word.text
        assert any(tip.endswith(card_words(d, c, 1)[1]) for d in ("adverts", "stunts", "agendas")
                   for c in range(80) if _has(d, c) and card_words(d, c, 1)[0] == name)
    finally:
        pygame.quit()


def _has(deck: str, card: int) -> bool:
    c = components()
    cards = getattr(c, deck)
    return card in cards if isinstance(cards, dict) else card < len(cards)


def test_manipulation_the_keep_question_shows_the_old_and_the_new_value() -> None:
    from types import SimpleNamespace as NS

    from scenes.tables.diceocracy.prompt import resolve_prompt

    spot = NS(area="board", index=0, pos=2)
    view = NS(pending=(NS(type="keep", spot=spot, value=2),),
              players=(NS(followers=(None, None, NS(color="pink", value=5)) + (None,) * 6),))
    assert resolve_prompt(view, [], str) == ("Keep the new roll? pink 2 became 5", "Or put the die back to 2.")


def test_solo_the_bag_panel_lines_never_overlap() -> None:
    from types import SimpleNamespace as NS

    import pygame

    from scenes.engine.headless import make_context
    from scenes.engine.node import Node
    from scenes.engine.nodes import TextNode
    from scenes.engine.render import Painter
    from scenes.tables.diceocracy.board import build_bag

    context, _ = make_context((1280, 720))
    try:
        painter = Painter(context.fonts, context.palette)
        view = NS(bag_reps=2, bag=("pink", "blue"), bag_roll=None,
                  removed=tuple(NS(color="pink", value=v % 6 + 1) for v in range(7)))
        story = ["The bag draws and rolls green 5 (G).",
                 "The bag takes green 4 in Theatre Row (left side) and leaves a Rep. "
                 "(No green 5 left: the closest value.)",
                 "The bag's roll fits 2 dice equally: you decide which it takes, and then some more words to wrap."]
        for w, h in ((540.0, 228.0), (400.0, 228.0)):
            panel = build_bag(Node(), view, 0, 0, w, h, story, painter)
            rects = [pygame.Rect(round(n.x), round(n.y), *map(round, n.measure(painter)))
                     for n in panel.children if isinstance(n, TextNode) and n.text]
            assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
            assert all(r.bottom <= h for r in rects)
    finally:
        pygame.quit()


def test_a_seat_moving_its_own_rep_moves_their_own_not_a_named_ones() -> None:
    """Playtest: "Heuristic bot 3 moves Heuristic bot 3's Rep…"."""
    moved = emit(ev.RepMoved(seat=2, owner=2, die=Die(color="orange", value=6),
                             source=Spot(area="district", index=2, pos=0),
                             target=Spot(area="district", index=3, pos=1)))
    text = worded(moved, lambda s: "Heuristic bot 3", lambda p: "Town Hall Plaza", 4)
    assert text == "Heuristic bot 3 moves their own Rep to Town Hall Plaza; orange 6 takes its old space."


def test_a_boards_turn_checklist_says_whose_turn_it_is() -> None:
    """Playtest: a replay's public view told a bot 'Your turn' on its own board."""
    from types import SimpleNamespace

    from scenes.tables.diceocracy.seats import turn_steps

    view = SimpleNamespace(phase="take", active=(1,), order=(1, 0), order_index=0, turn=None)
    assert turn_steps(view, 1).startswith("Your turn: ")
    assert turn_steps(view, 1, "Ben's turn").startswith("Ben's turn: ")
    assert turn_steps(view, 0) == ""  # not seat 0's turn
