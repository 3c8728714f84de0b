"""What the end screen says about a finished game, as titled tables (Sections): the headline, the placings with
each seat's results, the round-by-round running totals and the facts.

Generic over games: it reads Result (winners, reason, scores, details). Details keyed by seat ("0", "1", …)
become columns of the score table, per-round lists become a table of their own, anything else a line of
facts; when the game keeps public scores and rounds, the replayed timeline adds the running totals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.match import Match
from game.core.protocol import IllegalAction, Result
from scenes.engine.i18n import N_, SOURCE_LANGUAGE, Translator, number_words
from scenes.shell.grid import Section
from scenes.shell.timeline import build_timeline, unit_words
from scenes.tables.common.columnwords import ENDING, HEADING, NOTE, REASON, TIE_BREAK, ColumnWords

ABBREVIATIONS = {"rp": "RP", "id": "ID"}
"""Keys that are abbreviations stay in capitals ("rp" is Dindex's reputation points, not "Rp")."""

PLACE_HEADING = N_("Place")
ENGLISH = Translator()
"""The default of every function here: the English words (a screen hands its `ctx.tr`)."""
_ORDINALS = {"st": N_("{place}st"), "nd": N_("{place}nd"), "rd": N_("{place}rd"), "th": N_("{place}th")}


def words(key: str, tr: Translator = ENGLISH, column_words: ColumnWords | None = None) -> str:
    """A result's key in words ("candidate_bonus" → "Candidate bonus"); a name the game gives as it is read
    ("Town Hall Plaza", a district) stays as it is. The words are the game's: its column words for HEADING
    where it has them (a district's name in the table's words), else the key's own words looked up in the
    translations (a game's package marks the ones it means to translate, N_("Candidate bonus"))."""
    worded = column_words(HEADING, key, tr) if column_words is not None else None
    if worded is not None:
        return worded
    if " " in key and key != key.lower():
        return tr(key)
    text = " ".join(ABBREVIATIONS.get(w.lower(), w.lower()) for w in key.split("_"))
    heading = text[:1].upper() + text[1:]
    return tr(heading)


def ordinal(place: int, tr: Translator = ENGLISH) -> str:
    """1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd" (in German "1.", "2.")."""
    if place <= 0:
        raise ValueError(f"a placing starts at 1, not {place}")
    suffix = "th" if 11 <= place % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return tr(_ORDINALS[suffix], place=place)


def cell(value: Any, word: Callable[[str], str] | None = None, tr: Translator = ENGLISH) -> str:
    """A value in words; `word` names the game's own codes (DēmoS: "EC" → "E♣") where it knows them."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return number_words(tr, value)
    if isinstance(value, Sequence) and not isinstance(value, str):
        # "Winning teams" of a game nobody won
        return " ".join(cell(v, word, tr) for v in value) or tr.trc("result", "none")
    if isinstance(value, Mapping):
        pairs = ", ".join(f"{words(str(k), tr)} {cell(v, word, tr)}" for k, v in value.items())
        return pairs or tr.trc("result", "none")
    return word(str(value)) if word is not None and isinstance(value, str) else str(value)


def reason_words(reason: str, column_words: ColumnWords | None = None, tr: Translator = ENGLISH) -> str:
    """How the game ended, in the game's words where it has them (its column words for REASON), else the
    reason's own words ("rp_reached" → "RP reached")."""
    worded = column_words(REASON, reason, tr) if column_words is not None else None
    return worded if worded is not None else words(reason, tr)


def result_note(result: Result, column_words: ColumnWords | None = None, tr: Translator = ENGLISH) -> str | None:
    """The game's one short line under the headline about how this result came about (its column words for
    NOTE), or None."""
    return column_words(NOTE, result, tr) if column_words is not None else None


def headline(match: Match, result: Result, column_words: ColumnWords | None = None,
             tr: Translator = ENGLISH) -> str:
    rank = result.details.get("solo_rank")
    name = match.seats[0].name
    if match.num_players == 1 and isinstance(rank, str):
        # A solo game is played for a score and its rank, not against a rival who could "win".
        score = result.scores.get(0)
        rank = tr(rank)  # the game's rank title, translated by its own words
        if isinstance(score, (int, float)):
            return tr("{name}: {score} votes — {rank}", name=name, score=number_words(tr, score), rank=rank)
        return tr("{name}: {rank}", name=name, rank=rank)
    names = [match.seats[i].name for i in result.winners]
    if not names:
        worded = reason_words(result.reason, column_words, tr)
        # English goes on in small letters after the colon; German capitalises its nouns, so other languages
        # keep the reason as the game words it
        reason = worded[:1].lower() + worded[1:] if tr.language == SOURCE_LANGUAGE else worded
        return tr("No winner: {reason}", reason=reason)
    if len(names) == 1:
        return tr("{name} wins!", name=names[0])
    return tr("{names} and {last} win!", names=", ".join(names[:-1]), last=names[-1])


RANKED_WINNERS = "placings"
"""A result detail by which a game places seats itself, best first: a list of places, each a seat ("0") or the
seats sharing it (["2", "3"]). Dindex § 6.1 places its winning Democrats by RP; DēmoS places everyone by the
harmony of their trio, then round points (a trio beats none, whatever the points)."""


def placings(result: Result, seats: int) -> dict[int, int]:
    """Seat → place (1 = first). The places the game gives (RANKED_WINNERS) come first; the other winners share
    the next place, however their scores differ (a team or a faction wins together); the rest follow by score,
    and equal scores share a place ("1st, 2nd, 2nd, 4th")."""
    listed = _game_places(result.details.get(RANKED_WINNERS), seats)

    def key(seat: int) -> tuple[int, int, float]:
        if seat in listed:
            return (0, listed[seat], 0.0)
        if seat in result.winners:
            return (1, 0, 0.0)
        return (2, 0, -result.scores.get(seat, 0.0))

    order = sorted(range(seats), key=lambda s: (key(s), s))
    return {seat: 1 + sum(1 for other in order if key(other) < key(seat)) for seat in order}


def _game_places(value: Any, seats: int) -> dict[int, int]:
    """Seat → index of its place in a RANKED_WINNERS detail; what is not a seat of this game is passed over (a
    history file is read as it is)."""
    out: dict[int, int] = {}
    if not isinstance(value, Sequence) or isinstance(value, str):
        return out
    for index, place in enumerate(value):
        group = place if isinstance(place, Sequence) and not isinstance(place, str) else [place]
        for seat in group:
            if str(seat).isdigit() and int(seat) < seats:
                out.setdefault(int(seat), index)
    return out


def _per_seat(value: Any, seats: int) -> bool:
    return isinstance(value, Mapping) and bool(value) and all(str(k).isdigit() and int(k) < seats for k in value)


def _per_round(value: Any) -> bool:
    return (isinstance(value, Sequence) and not isinstance(value, str) and len(value) > 0
            and all(isinstance(v, Mapping) for v in value))


def _by_seat_inside(value: Any, seats: int) -> bool:
    """{"category": {"0": …, "1": …}, …}: a table with a row per outer key and a column per seat."""
    return isinstance(value, Mapping) and bool(value) and all(_per_seat(v, seats) for v in value.values())


def _flatten(details: Mapping[str, Any], seats: int) -> dict[str, Any]:
    """Per-seat mappings of mappings ({"0": {"a": 1}, …}) become one per-seat column per inner key."""
    out: dict[str, Any] = {}
    for key, value in details.items():
        if _per_seat(value, seats) and all(isinstance(v, Mapping) for v in value.values()):
            inner = dict.fromkeys(k for v in value.values() for k in v)
            for sub in inner:
                # The inner key alone makes a readable heading ("stunts", not "categories: stunts");
                # the outer key is kept only where the inner one would clash with another column.
                name = sub if sub not in details and sub not in out else f"{key}: {sub}"
                out[name] = {seat: v.get(sub) for seat, v in value.items()}
        else:
            out[key] = value
    return out


def _seat_value(column: Mapping[Any, Any], seat: int) -> Any:
    return column.get(str(seat), column.get(seat))


def _repeats_score(column: Mapping[Any, Any], result: Result, seats: int) -> bool:
    """Every seat's value in this column is its score (Dindex's RP, Diceocracy's Total)."""
    for seat in range(seats):
        value = _seat_value(column, seat)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != result.scores.get(seat):
            return False
    return True


def result_sections(match: Match, result: Result, word: Callable[[str], str] | None = None,
                    column_words: ColumnWords | None = None, tr: Translator = ENGLISH, *,
                    losers_placed: bool = True) -> list[Section]:
    """The result screen's tables. `losers_placed` False (a game whose losers lose together): the winners are
    placed, best first, and the losers follow in seat order with "—" for a place."""
    n = match.num_players
    details = _flatten(result.details, n)
    seat_cols = {k: v for k, v in details.items() if _per_seat(v, n)}
    # The game's own column says the score in its words ("5 RP", the Total after its parts): no second copy.
    score_col = not any(_repeats_score(v, result, n) for v in seat_cols.values())
    # A solo game has no rival to be placed against; a game nobody won places nobody first.
    place_col = n > 1 and bool(result.winners)
    header = [*([tr(PLACE_HEADING)] if place_col else []), tr("Player"), *([tr("Score")] if score_col else []),
              *(words(k, tr, column_words) for k in seat_cols)]
    places = placings(result, n)
    unplaced = not losers_placed and bool(result.winners)
    if unplaced:  # the winners first, by their places; the losers together, in seat order
        order = sorted(range(n), key=lambda i: (0, places[i], i) if i in result.winners else (1, 0, i))
    else:
        order = sorted(range(n), key=lambda i: (places[i], -result.scores.get(i, 0.0), i))
    rows, winners = [], set()
    for r, i in enumerate(order):
        won = i in result.winners
        if won and place_col:
            winners.add(r)
        place = "—" if unplaced and not won else ordinal(places[i], tr)
        row = [f"★ {place}" if won else place] if place_col else []
        row.append(match.seats[i].name)
        if score_col:
            row.append(cell(result.scores.get(i), tr=tr))
        for key, v in seat_cols.items():
            value = _seat_value(v, i)
            text = column_words(key, value, tr) if column_words is not None and value is not None else None
            row.append(text if text is not None else cell(value, word, tr))
        rows.append(row)
    sections = [Section(tr("Result"), header, rows, winners)]
    names = [s.name for s in match.seats]
    for key, value in details.items():
        if key not in seat_cols and _by_seat_inside(value, n):
            sections.append(Section(words(key, tr, column_words), ["", *names],
                                    [[words(str(k), tr, column_words),
                                      *(cell(_seat_value(v, i), tr=tr) for i in range(n))]
                                     for k, v in value.items()]))
    for key, value in details.items():
        if key not in seat_cols and _per_round(value):
            cols = list(dict.fromkeys(k for item in value for k in item))
            heads = [match.seats[int(c)].name if str(c).isdigit() and int(c) < n else words(str(c), tr, column_words)
                     for c in cols]
            sections.append(Section(words(key, tr, column_words), ["#", *heads],
                                    [[str(r + 1), *(cell(item.get(c), tr=tr) for c in cols)]
                                     for r, item in enumerate(value)]))

    def fact_cell(key: str, value: Any) -> str:
        # a fact's value in the game's words where it has them (Diceocracy's solo rank title)
        text = column_words(key, value, tr) if column_words is not None and isinstance(value, str) else None
        return text if text is not None else cell(value, tr=tr)

    facts = [[words(k, tr, column_words), fact_cell(k, v)] for k, v in details.items()
             if v is not None and k not in seat_cols and k not in (RANKED_WINNERS, ENDING) and not _per_round(v)
             and not _by_seat_inside(v, n)]  # the winners' order is the Place column, not a fact of seat ids
    facts[:0] = ending_facts(result, column_words, tr)
    facts.append([tr("Moves played"), str(len(match.actions))])
    sections.append(Section(tr("Facts"), ["", ""], facts))
    return sections


def ending_facts(result: Result, column_words: ColumnWords | None = None,
                 tr: Translator = ENGLISH) -> list[list[str]]:
    """Why the game ended and how its winner was decided, each on its own line, and how a tie for the win was
    broken where there was one. A game whose reason is its ending (Dindex's § 6) has one line; DēmoS says why
    it ended in its ENDING detail and how the winner was chosen in its reason (a playtest read the tie-break,
    "(2nd priority)", where it asked why the game had ended)."""
    decided = reason_words(result.reason, column_words, tr)
    ending = result.details.get(ENDING)
    worded = column_words(ENDING, ending, tr) if column_words is not None and isinstance(ending, str) else None
    # a game nobody won says why nobody did ("nobody presented an E-L-J trio"), not what decided a winner
    decided_label = tr("Winner decided by") if result.winners else tr("No winner")
    rows = ([[tr("How it ended"), worded], [decided_label, decided]] if worded is not None
            else [[tr("How it ended"), decided]])
    tie = column_words(TIE_BREAK, result.reason, tr) if column_words is not None else None
    if tie is not None:
        rows.append([tr("Tie"), tie])
    return rows


def _signed(change: float, tr: Translator = ENGLISH) -> str:
    """+3 or −2 (a true minus sign: a hyphen reads as a dash between two numbers)."""
    return f"+{number_words(tr, change)}" if change > 0 else f"−{number_words(tr, -change)}"


def round_section(match: Match, tr: Translator = ENGLISH) -> Section | None:
    """Running totals per round from the replayed timeline (games with public scores and a round field)."""
    try:
        timeline = build_timeline(match.record())
    except (IllegalAction, ValueError):
        return None
    rows = timeline.breakdown()
    if len(rows) < 1:
        return None
    out, previous = [], (0.0,) * match.num_players
    unit = timeline.unit
    for rnd, scores in rows:
        out.append([unit_words(tr, unit, "title", rnd),
                    *(cell(s, tr=tr) + (f"  ({_signed(s - p, tr)})" if s != p else "")
                      for s, p in zip(scores, previous, strict=True))])
        previous = scores
    return Section(unit_words(tr, unit, "breakdown"), ["", *(s.name for s in match.seats)], out)
