"""DēmoS events in plain words for the log panel. Card names are separate segments so hovering them
shows the card. Only what the viewer's redacted event says is worded: the log never leaks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.protocol import Event
from scenes.engine.logpanel import Segment
from scenes.tables.demos.look import SUIT_GLYPH, SUIT_NAME, card_text, vetoes_left

STEP_WORDS = {"public": "public", "secret": "secret", "unanimous": "unanimous"}


def _cards(codes: Sequence[str]) -> list[Segment]:
    out: list[Segment] = []
    for i, code in enumerate(codes):
        if i:
            out.append((" ", None))
        out.append((card_text(code), code))
    return out


def describe_event(event: Event, name: Callable[[str | int], str], team_name: Callable[[int], str], *,
                   teams: bool = True, independent: Callable[[str | int], bool] | None = None) -> list[Segment] | None:
    """One log line for an event, or None for events not worth a line (hidden choices of others).

    `independent` tells whether a seat is the 2 v 2 + 1 independent, whose veto is their own, not a team's."""
    d: dict[str, Any] = event.data
    t = event.type
    if t == "round_start":
        return [(f"— Round {d['round']}: {name(d['dealer'])} deals, {name(d['first'])} plays first", None)]
    if t == "deal":
        if "cards" in d:
            return [(f"{name(d['seat'])} is dealt ", None), *_cards(d["cards"])]
        return None
    if t == "discard_chosen":
        if d.get("card"):
            return [(f"{name(d['seat'])} picks ", None), (card_text(d["card"]), d["card"]),
                    (f" for the {STEP_WORDS.get(d['step'], d['step'])} discard", None)]
        if "card" in d:
            return [(f"{name(d['seat'])} keeps the hand (no secret discard)", None)]
        return None
    if t == "discards_revealed":
        out: list[Segment] = [("Public discards: ", None)]
        for i, (seat, code) in enumerate(d.get("cards", {}).items()):
            out += [((", " if i else "") + f"{name(seat)} ", None), (card_text(code), code)]
        return out
    if t == "discards_placed":
        who = ", ".join(name(s) for s in d.get("seats", []))
        return [(f"{STEP_WORDS.get(d['step'], d['step']).capitalize()} discards laid face down: {who or 'nobody'}", None)]
    if t == "draw":
        if d.get("card"):
            return [(f"{name(d['seat'])} draws ", None), (card_text(d["card"]), d["card"]),
                    (" from the people's deck", None)]
        return [(f"{name(d['seat'])} draws from the people's deck", None)]
    if t == "take":
        return [(f"{name(d['seat'])} takes ", None), (card_text(d["card"]), d["card"]),
                (f" from {name(d['from'])}'s {d.get('pile', '')} discard".replace("  ", " "), None)]
    if t == "veto_vote":
        alone = independent is not None and independent(d["seat"])
        if not teams or alone:  # one's own veto: a "no" is just consent, a "yes" is announced by the veto event
            if alone and "veto" not in d:
                return [(f"{name(d['seat'])} has decided whether to veto", None)]
            return [(f"{name(d['seat'])} agrees to the unanimous discard", None)] if d.get("veto") is False else None
        if "veto" in d:
            return [(f"{name(d['seat'])} votes {'FOR' if d['veto'] else 'against'} the team veto", None)]
        return [(f"{name(d['seat'])} has voted on the team veto", None)]
    if t == "veto":
        left = d.get("vetoes_left")
        return [(f"VETO! {team_name(d['team'])} cancels the unanimous discard ({vetoes_left(int(left or 0))})", None)]
    if t == "unanimous_agreed":
        return [("Nobody vetoed: the unanimous discard takes place", None)]
    if t == "secrets_revealed":
        out = [("Secret discards turned up: ", None)]
        cards = d.get("cards", {})
        for i, (seat, code) in enumerate(cards.items()):
            out.append(((", " if i else "") + f"{name(seat)} ", None))
            codes = [code] if isinstance(code, str) else list(code or [])
            out += _cards(codes) if codes else [("none", None)]
        return out
    if t == "round_end":
        out = [(f"Round {d['round']} show-down: ", None)]
        shown = d.get("shown", {})
        points = d.get("points", {})
        for i, seat in enumerate(shown):
            out.append(((", " if i else "") + f"{name(seat)} ", None))
            if shown[seat]:
                out += _cards(shown[seat]) + [(f" = {points.get(seat)}", None)]
            else:
                out.append(("out", None))
        winners = ", ".join(name(s) for s in d.get("winners", []))
        out.append((f". Round won by {winners or 'nobody'}", None))
        return out
    if t == "figure_drawn":
        if d.get("card"):
            return [(f"{name(d['seat'])} draws the figure ", None), (card_text(d["card"]), d["card"])]
        return [(f"{name(d['seat'])} draws a figure from the power deck (face down)", None)]
    if t == "figure_assigned":
        if d.get("card"):
            return [(f"{team_name(d['team'])} places ", None), (card_text(d["card"]), d["card"]),
                    (f" before {name(d['seat'])}", None)]
        return [(f"{team_name(d['team'])} places a figure face down before {name(d['seat'])}", None)]
    if t == "figure_revealed":
        return [(f"Harmonic quad by {name(d['by'])}: {name(d['seat'])} turns up ", None),
                (card_text(d["card"]), d["card"])]
    if t == "scandal_start":
        holders = [f"{name(s)} ({n})" for s, n in d.get("media", {}).items() if n]
        return [("Scandal phase! Media held by: " + (", ".join(holders) or "nobody"), None)]
    if t == "media_cancelled":
        return [(f"{name(d['seat'])} holds both media: they cancel and are discarded", None)]
    if t == "media_kept":
        return [(f"{name(d['seat'])}, the independent, keeps both media face up", None)]
    if t == "media_applied":
        suit = d["suit"]
        return [(f"{name(d['seat'])} aims the media at {name(d['target'])}'s ", None),
                (card_text(d["card"]), d["card"]),
                (f": it now counts as {SUIT_GLYPH[suit]} {SUIT_NAME[suit]}", None)]
    if t == "media_lapsed":
        return [(f"{name(d['seat'])}'s media finds no face-down figure to aim at", None)]
    if t == "final_trios":
        out = [("Final trios: ", None)]
        for i, (seat, trio) in enumerate(d.get("trios", {}).items()):
            out.append(((", " if i else "") + f"{name(seat)} ", None))
            out += _cards(trio) if trio else [("none", None)]
        return out
    return [(t.replace("_", " "), None)]
