"""After 9 rounds: score every district, then the totals; the events the table animates and the log keeps."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Result
from game.core.trusted import build, evolve
from game.diceocracy import events as ev
from game.diceocracy.board import district_name
from game.diceocracy.components import components
from game.diceocracy.frozen import Out
from game.diceocracy.scoring import agenda_votes, congress_position, final_scores, popularity_dict, tally_district
from game.diceocracy.solo import solo_rank
from game.diceocracy.state import DiceocracyState


def finish(state: DiceocracyState, out: Out) -> DiceocracyState:
    districts = [tally_district(state, pos) for pos in range(len(state.districts))]
    scores = final_scores(state, districts=districts)
    popularity = [popularity_dict(state, seat) for seat in range(len(state.players))]
    for position, d in enumerate(districts):
        out.emit(ev.DistrictScoring, 
            district=district_name(state, position),
            position=position,
            reps=dict(sorted(d.reps.items())),
            dice=tuple(build(ev.ScoredDie, {"color": die.color, "value": die.value, "printed": printed})
                       for die, printed in d.dice),
            popularity={o: dict(popularity[o]) for o in sorted(d.reps) if o >= 0},
            majority=tuple(d.majority),
            votes=dict(sorted(d.votes.items())),
        )
    out.emit(ev.FinalScoring, 
        scores={seat: build(ev.FinalScore, row) for seat, row in scores.items()},
        congress={seat: build(ev.Congress, congress_position(row["total"])) for seat, row in scores.items()},
    )
    # Agendas are revealed at the end: the scoring names them.
    out.emit(ev.AgendasRevealed, agendas={seat: p.agendas for seat, p in enumerate(state.players)})
    final = {str(seat): row for seat, row in scores.items()}
    out.commit = True
    rank = solo_rank(scores[0]["total"]) if state.solo else None
    return evolve(state, {"phase": "over", "active": None, "final": final, "solo_rank": rank,
                                    "turn": None, "pending": ()})


def result(state: DiceocracyState) -> Result | None:
    if state.phase != "over" or state.final is None:
        return None
    totals = {int(s): row["total"] for s, row in state.final.items()}
    best = max(totals.values())
    winners = tuple(s for s, t in sorted(totals.items()) if t == best)
    reason = "solo_score" if state.solo else "most_votes"
    return Result(winners=winners, reason=reason, scores={s: float(t) for s, t in totals.items()},
                  details={"solo_rank": state.solo_rank,
                           "categories": state.final,
                           **_where_the_votes_came_from(state)})


SCORING_KEY = "How each district scored: pips + popularity (★ majority, ★= tied); a minority: popularity"
"""The end screen's table of what each seat scored in each district and why, as End Game Scoring counts it: the
majority's pips (shared when tied) and popularity for the dice, or a minority's popularity for one die colour per
Rep (playtest: a bot's 11 in a district the player held read as a mistake, with totals only)."""
MAJORITY_KEY = "Reps (★: majority)"
"""The end screen's table of each seat's Reps per district, the majority starred (tied: each of them; the solo
bag's Reps count but have no column): a key with its capital and spaces is read as it is, and translated."""


def _where_the_votes_came_from(state: DiceocracyState) -> dict[str, dict[str, dict[str, Any]]]:
    """The end screen's breakdown, as the End Game Scoring reads it out: every district's votes per seat, and
    every secret agenda (revealed at the end) with the votes it gave its owner (playtest: the end screen showed
    only the totals; the replay's last move had the districts and the agendas)."""
    seats = range(len(state.players))
    districts: dict[str, dict[str, int]] = {}
    reps: dict[str, dict[str, str]] = {}
    why: dict[str, dict[str, str | None]] = {}
    for pos in range(len(state.districts)):
        tally, name = tally_district(state, pos), district_name(state, pos)
        districts[name] = {str(s): tally.votes.get(s, 0) for s in seats}
        why[name] = {str(s): _why(tally, s) for s in seats}
        reps[name] = {str(s): f"{tally.reps.get(s, 0)} ★" if s in tally.majority else str(tally.reps.get(s, 0))
                      for s in seats}
    cards = components().agendas
    agendas: dict[str, dict[str, int]] = {}
    for seat, p in enumerate(state.players):
        for card in p.agendas:
            agenda = cards[card]
            agendas.setdefault(agenda.name, {})[str(seat)] = agenda_votes(state, seat, agenda)
    # the votes, who held each majority, then how the votes came of it
    found: dict[str, dict[str, dict[str, Any]]] = {"district_votes": districts, MAJORITY_KEY: reps,
                                                   SCORING_KEY: why}
    if agendas:
        found["secret_agendas"] = agendas
    return found


def _why(tally: Any, seat: int) -> str | None:
    """A seat's votes in one district by their parts, in figures: the majority's pips (its share when tied) +
    the popularity of the dice colours, starred ("14 + 10 ★", tied "6 + 11 ★="); a minority's popularity alone
    ("6"); None without a Rep there."""
    if seat not in tally.votes:
        return None
    votes = tally.votes[seat]
    if seat not in tally.majority:
        return str(votes)
    pips = sum(die.value for die, _printed in tally.dice)
    share = -(-pips // len(tally.majority))
    return f"{share} + {votes - share} {'★' if len(tally.majority) == 1 else '★='}"
