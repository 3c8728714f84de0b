"""Every event type DēmoS emits, with what it reports (the data of each: docs/log-format.md, section DēmoS).

The rules object exports the names as `event_types`; a conformance test checks that random games emit
nothing else, and the tables check that each has a wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    "round_start": "a round begins: round number, dealer, who plays first",
    "deal": "one seat's five dealt cards (private to that seat)",
    "discard": "the seat in turn discards: face up in the public step, else face down (the card only for it)",
    "discard_declined": "the seat in turn makes no secret discard (full rules) and keeps its hand",
    "draw": "a seat receives the top card of the people's deck (the card only for that seat)",
    "take": "a seat takes a visible discard into its hand",
    "veto_vote": "a seat's vote on its team veto (visible to its team)",
    "veto": "a player or a team vetoed the unanimous discard",
    "round_void": "a confirmed team veto: the round does not take place (no scoring, no figure, next deal)",
    "unanimous_agreed": "nobody vetoed: the unanimous discard takes place",
    "secrets_revealed": "the secret discards are turned face up",
    "round_end": "the round is scored: hands, shown combinations, points, winners, figures drawn",
    "figure_drawn": "a seat draws a figure from the power deck (the card only for its team)",
    "figure_assigned": "a team places a drawn figure face down before one teammate",
    "figure_revealed": "a face-down figure is turned face up (harmonic quad)",
    "scandal_start": "the main phase is over: media are announced and shown",
    "media_cancelled": "two media in one hand cancel and are discarded",
    "media_kept": "the independent keeps both media face up",
    "media_applied": "a media recolours another player's figure, which is turned face up",
    "media_lapsed": "a media has no face-down figure of another player to aim at",
    "final_trios": "every seat's final trio and its harmony",
})
