"""Dindex events in plain words for the log panel. Card and task names are their own segments, so hovering
them shows the card. Only what the viewer's (redacted) event says is worded: a hidden card stays unnamed
and no line names a role unless the event is `role_revealed` (or the game is over)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.protocol import Event
from game.dindex.components import components
from scenes.engine.logpanel import Segment
from scenes.tables.dindex.look import LEVEL_NAMES, OFFICE_WORD, PORTFOLIO_WORD, card_id, task_id

POOL_WORDS = {"voters": "voter", "core_voters": "core voter", "non_voters": "non-voter",
              "system_opponents": "system opponent"}
WHY_WORDS = {"wolf_card": "played a wolf card", "rp_target": "reached the RP target",
             "seizure_of_power": "seized power"}


def purpose_words(purpose: str) -> str:
    """What a random card was drawn for: a card's code ("dem-23") becomes "for “Strong Constitutional Court”"."""
    codes = {c.code: c.name for c in components().cards}
    if purpose in codes:
        return f"for “{codes[purpose]}”"
    return purpose.replace("_", " ")


def _card(index: int) -> Segment:
    return (f"“{components().cards[index].name}”", card_id(index))


def _task(index: int) -> Segment:
    return (f"“{components().tasks[index].name}”", task_id(index))


def _pool(pool: str, seat: Any, name: Callable[[Any], str]) -> str:
    word = POOL_WORDS.get(pool, pool)
    return f"{name(seat)}'s {word}" if seat is not None else f"a {word}"


def describe_event(event: Event, name: Callable[[Any], str]) -> list[Segment] | None:
    """One log line for an event, or None for events not worth a line."""
    d: dict[str, Any] = event.data
    t = event.type
    if t == "term_start":
        return [(f"══ Term {d['term']} begins: Dindex {d['dindex']} ({LEVEL_NAMES[d['dindex']]}), "
                 f"{d['dindex_cards']} cards left; {d['non_voters']} non-voters, "
                 f"{d['system_opponents']} system opponents", None)]
    if t == "voters_distributed":
        draws = ", ".join(f"{name(s)} {v}" for s, v in d["random_cards"].items())
        return [(f"Set-up random cards: {draws}; {name(d['highest'])} starts with the most voters", None)]
    if t == "cards_drawn":
        if d.get("cards"):
            out: list[Segment] = [(f"{name(d['seat'])} draws ", None)]
            for i, c in enumerate(d["cards"]):
                out += [(", " if i else "", None), _card(c)]
            return out
        return [(f"{name(d['seat'])} draws {d.get('count', '')} action card(s)".replace("  ", " "), None)]
    if t == "cards_discarded":
        if d.get("cards"):
            return [(f"{name(d['seat'])} loses ", None), *[_card(c) for c in d["cards"]]]
        return [(f"{name(d['seat'])} loses {d.get('count', '')} hand card(s) face down", None)]
    if t == "election":
        votes = ", ".join(f"{name(s)} {v}" for s, v in d["votes"].items())
        return [(f"Election, term {d['term']}: {votes} — majority needs {d['majority']} of {d['total']}", None)]
    if t == "formateur":
        extra = " (second formation: Chancellery and two ministries)" if d.get("second_formation") else ""
        return [(f"{name(d['seat'])} is asked to form the government{extra}", None)]
    if t == "coalition_proposed":
        partners = ", ".join(name(p) for p in d["partners"]) or "nobody (governs alone)"
        return [(f"{name(d['formateur'])} proposes a coalition with {partners}", None)]
    if t == "ministry_assigned":
        return [(f"  {PORTFOLIO_WORD[d['portfolio']]} Ministry → {name(d['seat'])}", None)]
    if t == "coalition_answer":
        return [(f"{name(d['seat'])} {'ACCEPTS' if d['accept'] else 'DECLINES'} the coalition offer", None)]
    if t == "formation_failed":
        return [(f"Formation failed in term {d['term']}: the Dindex falls a card", None)]
    if t == "government":
        mins = ", ".join(f"{PORTFOLIO_WORD[p]} {name(s)}" for p, s in d["ministries"].items())
        return [(f"Government of term {d['term']}: Chancellery {name(d['chancellery'])}; {mins}", None)]
    if t == "task_drawn":
        return [("Task on the table: ", None), _task(d["task"]),
                (f" ({PORTFOLIO_WORD[d['portfolio']]} {d['kind']})", None)]
    if t == "task_covered":
        office = OFFICE_WORD[d["office"]]
        extra = f" together with the {OFFICE_WORD[d['with_office']]}" if d.get("with_office") is not None else ""
        return [(f"{office} ({name(d['seat'])}) covers ", None), _task(d["task"]), (extra, None)]
    if t == "task_left":
        return [(f"The Chancellery ({name(d['seat'])}) stays free", None)]
    if t == "task_solved":
        return [("Solved: ", None), _task(d["task"])]
    if t == "task_unsolved":
        return [("UNSOLVED: ", None), _task(d["task"]), (" takes effect", None)]
    if t == "office_uncovered":
        return [(f"{OFFICE_WORD[d['office']]} ({name(d['seat'])}) is lifted off its task", None)]
    if t == "reposition":
        return [("Last chance to reposition the government offices (§ 5.6)", None)]
    if t == "secret_submitted":
        if "card" in d:
            return [("You put ", None), _card(d["card"]), (" face down on the secret stack", None)]
        return [(f"{name(d['seat'])} puts a card face down on the secret stack", None)]
    if t == "secret_drawn":
        if "card" in d:
            return [("You draw the secret action ", None), _card(d["card"])]
        return [(f"{name(d['seat'])} draws a secret action", None)]
    if t == "secret_unplayable":
        return [(f"{name(d['seat'])} cannot carry out ", None), _card(d["card"]), (": revealed and discarded", None)]
    if t == "card_played":
        how = {"open": "plays", "secret": "carries out the secret action", "counter": "counters with"}[d["mode"]]
        out = [(f"{name(d['seat'])} {how} ", None), _card(d["card"])]
        if d.get("target") is not None:
            out.append((f" against {name(d['target'])}", None))
        return out
    if t == "counter":
        ok = "SUCCEEDS" if d["success"] else "fails"
        return [(f"{name(d['seat'])} counters ", None), _card(d["against"]),
                (f" of {name(d['against_seat'])} with ", None), _card(d["card"]),
                (f": random card {d['value']} — {ok}", None)]
    if t == "card_repelled":
        return [("Repelled, no effect: ", None), _card(d["card"])]
    if t == "card_resolved":
        return [("Takes effect: ", None), _card(d["card"])]
    if t == "card_exchanged":
        if "card" in d:
            return [("You exchange ", None), _card(d["card"])]
        return [(f"{name(d['seat'])} exchanges a card", None)]
    if t == "turn_passed":
        return [(f"{name(d['seat'])} passes", None)]
    if t == "voters_moved":
        return [(f"{_pool(d['from'], d.get('from_seat'), name)} → {_pool(d['to'], d.get('to_seat'), name)}"
                 , None)]
    if t == "dindex_changed":
        arrow = "rises" if d["delta"] > 0 else "falls"
        return [(f"DINDEX {arrow} by {abs(d['delta'])} ({purpose_words(str(d.get('cause', ''))).removeprefix('for ')}): "
                 f"now {d['dindex']} {LEVEL_NAMES[d['dindex']]}, {d['dindex_cards']} cards", None)]
    if t == "random_card":
        who = f"{name(d['seat'])}: " if d.get("seat") is not None else ""
        return [(f"{who}random card {d['value']} ({purpose_words(str(d['purpose']))})", None)]
    if t == "rp_changed":
        return [(f"{name(d['seat'])} {d['delta']:+d} RP → {d['rp']}", None)]
    if t == "role_revealed":
        why = WHY_WORDS.get(d.get("why", ""), str(d.get("why", "")).replace("_", " "))
        return [(f"★ {name(d['seat'])} is revealed as {str(d['role']).upper()} ({why})", None)]
    if t == "power_seized":
        return [(f"★ {name(d['seat'])} SEIZES POWER", None)]
    if t == "stack_reshuffled":
        return [(f"The discard pile is shuffled into a new action stack ({d['stack_size']} cards)", None)]
    if t == "settlement":
        gains = ", ".join(f"{name(s)} +{g}" for s, g in d["rp_gained"].items() if g) or "nobody"
        return [(f"Settlement of term {d['term']}: {gains}", None)]
    if t == "chaos":
        return [(f"Chaos at the end of term {d['term']}: the Dindex falls, a core voter each becomes a voter", None)]
    if t == "campaign_card":
        what = "wins a non-voter" if d["effect"] == "win" else "scares off the others' voters"
        if "card" in d:
            return [("You campaign with ", None), _card(d["card"]), (f": {what}", None)]
        return [(f"{name(d['seat'])} campaigns with a card: {what}", None)]
    if t == "campaign_ended":
        return [(f"{name(d['seat'])} ends the campaign", None)]
    return [(t.replace("_", " "), None)]

