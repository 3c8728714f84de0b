"""The Diceocracy log in plain words: every event of whole games, for every viewer."""

from __future__ import annotations

import game.diceocracy as dc
from game.core.match import Match, SeatSpec

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def test_every_event_of_a_game_has_a_plain_log_line_for_every_viewer() -> None:
    from game.core.protocol import Event
    from scenes.tables.diceocracy.words import _describe as describe_event  # no fallback: every event worded

    for players, mode in ((1, "standard"), (3, "spicy")):
        m = Match(dc.GAME.rules, {"mode": mode}, [SeatSpec(name=NAMES[i]) for i in range(players)], 4)
        bot = dc.GAME.make_bot("heuristic")
        events: list[Event] = []
        while m.result() is None:
            seat = m.active_players()[0]
            events += m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
        name = lambda s: "The bag" if s == "bag" else NAMES[int(s)]  # noqa: E731
        district = lambda p: f"district {p}"  # noqa: E731
        for viewer in (None, *range(players)):
            for e in events:
                seen = e.for_viewer(viewer)
                if seen is None:
                    continue
                line = describe_event(seen, name, district, players)
                if line is not None:
                    text = "".join(t for t, _ in line)
                    assert text and "_" not in text, (e.type, text)  # worded, not the raw event name
