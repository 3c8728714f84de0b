"""Where the Normal bot's media would land, for the search's abstract finish of a game (search_plan.outlook).

The scandal phase decides many games: a three-suit trio recoloured by one media drops to two suits, and two
media on two figures of one power leave their owner no legal trio at all. The heuristic aims its media by
what it sees (`bots.media_score`: a rival's trio spoiled the more, the stronger the rival looks by the
number of its figures and their known powers and suits), not by the true trios, so it often hits a player who
is not the leader, and two owners often hit the same player. The plan's outlook sends each media at the
best rival trio, one suit off; this module replays the heuristic's own choice instead, on a finished
abstract game whose rows are plain card codes, so the outlook sees the scandal phase as the table plays it
(`search_plan.MEDIA_AS_PLAYED`: truer chances, measured no stronger in games, so not the plan's default).

A row is a tuple of figures `(code, seen, suit)`: `seen` when every player knows the card (a quad turned
it up, or the table saw it), `suit` the suit a media announced (None while it has not been hit).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.demos.components import MEDIA, POWERS, SUITS
from game.demos.scoring import dealing_order, trio_options
from game.demos.state import Figure

FigureCode = tuple[str, bool, str | None]
Row = tuple[FigureCode, ...]


def harmony_after_media(rows: Sequence[Row], scores: Sequence[int], team_of: Sequence[int], teams: bool,
                        independent: int | None, dealer: int) -> list[int]:
    """Every seat's harmony (0: no legal trio) once each media owner, from the dealer's left, has aimed its
    media as the heuristic does; two media in one hand cancel, except the independent's."""
    final = [list(row) for row in rows]
    queue: list[int] = []
    for seat in dealing_order(dealer, len(final)):
        held = sum(1 for code, _, _ in final[seat] if code == MEDIA)
        if held == 2 and seat != independent:
            final[seat] = [f for f in final[seat] if f[0] != MEDIA]
        else:
            queue += [seat] * held
    for owner in queue:
        frozen = tuple(tuple(row) for row in final)
        aim = _heuristic_aim(frozen, tuple(scores), tuple(team_of), teams, owner, dealer)
        if aim is not None:
            target, slot, suit = aim
            code, _, _ = final[target][slot]
            final[target][slot] = (code, True, suit)
    return [_harmony(tuple(sorted(_effective(f) for f in row if f[0] != MEDIA))) for row in final]


def _effective(figure: FigureCode) -> tuple[str, bool]:
    """The figure's code in its final suit, and whether a media forces it into the trio."""
    code, _, suit = figure
    return (code if suit is None else code[0] + suit), suit is not None


@lru_cache(maxsize=1 << 14)
def _harmony(figures: tuple[tuple[str, bool], ...]) -> int:
    """The scoring rules' best harmony of a row (`scoring.trio_options`: a recoloured figure must be in the
    trio, two of one power leave none); 0 without a legal trio."""
    options = trio_options([Figure(card=code, media_from=0 if forced else None) for code, forced in figures])
    return max((h for h, _ in options), default=0)


@lru_cache(maxsize=1 << 14)
def _heuristic_aim(rows: tuple[Row, ...], scores: tuple[int, ...], team_of: tuple[int, ...], teams: bool,
                   owner: int, dealer: int) -> tuple[int, int, str] | None:
    """The heuristic's media action for `owner` (`bots.HeuristicBot._media`): the first best-scored action
    in the rules' order of targets (`scandal.media_actions`), or None with nothing to aim at."""
    best: tuple[int, int, str] | None = None
    best_score = -1e9
    for target in dealing_order(dealer, len(rows)):
        if target == owner:
            continue
        friendly = teams and team_of[target] == team_of[owner]
        row = rows[target]
        shown = [f for f in row if f[1] or friendly]
        strength = (len(row) + 0.5 * len({f[0][0] for f in shown if f[0] != MEDIA})
                    + 0.3 * len({f[0][1] for f in shown if f[0] != MEDIA}) + 0.01 * scores[target])
        for slot, (code, seen, suit) in enumerate(row):
            if code == MEDIA or suit is not None:
                continue  # a media card, or a figure a media has turned face up
            knows = seen or friendly
            others = tuple(_effective(f) for i, f in enumerate(row) if i != slot and (f[1] or friendly)
                           and f[0] != MEDIA)
            for new_suit in SUITS:
                if knows and new_suit == code[1]:
                    continue
                outcome = _media_outcome(others, code[0] if knows else None, new_suit)
                score = outcome if friendly else strength - outcome
                if score > best_score:
                    best, best_score = (target, slot, new_suit), score
    return best


@lru_cache(maxsize=1 << 14)
def _media_outcome(others: tuple[tuple[str, bool], ...], power: str | None, suit: str) -> float:
    """`bots._media_outcome`: the trio worth the owner expects of the target's known figures with the hit one
    forced in `suit`, averaged over the three powers when the owner does not know its card."""
    powers = [power] if power is not None else list(POWERS)
    return sum(_trio_worth(tuple(sorted((*others, (p + suit, True))))) for p in powers) / len(powers)


@lru_cache(maxsize=1 << 14)
def _trio_worth(figures: tuple[tuple[str, bool], ...]) -> float:
    """`bots._trio_score` of known figures: the best trio's harmony + 1, or 0.3 a power without a trio."""
    options = trio_options([Figure(card=code, media_from=0 if forced else None) for code, forced in figures])
    if not options:
        return 0.3 * len({code[0] for code, _ in figures})
    return float(max(h for h, _ in options)) + 1.0
