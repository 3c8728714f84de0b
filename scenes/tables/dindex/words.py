"""Dindex events in plain words for the log panel: one wording function per event type (`WORDS`).

Card and task names are their own segments, so hovering them shows the card. Only what the viewer's
(redacted) event says is worded: a hidden card stays unnamed and no line names a role unless the event is
`role_revealed` (or the game is over).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Event
from game.dindex.components import components
from game.dindex.events import (
    CampaignCard,
    CampaignEnded,
    CardExchanged,
    CardPlayed,
    CardRepelled,
    CardResolved,
    CardsDiscarded,
    CardsDrawn,
    Chaos,
    CoalitionAnswer,
    CoalitionProposed,
    Counter,
    DindexChanged,
    DrawChosen,
    Election,
    Formateur,
    FormationFailed,
    Government,
    MinisterShot,
    MinistryAssigned,
    OfferRejected,
    OfficeUncovered,
    PowerSeized,
    RandomCard,
    Reposition,
    RoleRevealed,
    RpChanged,
    SecretDrawn,
    SecretSubmitted,
    SecretUnplayable,
    Settlement,
    StackReshuffled,
    TaskCovered,
    TaskDrawn,
    TaskLeft,
    TaskSolved,
    TaskUnsolved,
    TermStart,
    TurnPassed,
    VotersDistributed,
    VotersMoved,
)
from game.dindex.state import AssignMinistry, DindexAction
from scenes.engine.logpanel import Segment
from scenes.tables.common.words import EventWords, Line, whose_undo_label
from scenes.tables.dindex.look import (
    LEVEL_NAMES,
    OFFICE_WORD,
    PORTFOLIO_WORD,
    REACHED_POINTS,
    card_id,
    counted,
    task_id,
)

POOL_WORDS = {"voters": "voter", "core_voters": "core voter", "non_voters": "non-voter",
              "system_opponents": "system opponent"}
WHY_WORDS = {"wolf_card": "played a wolf card", "rp_reached": REACHED_POINTS, "seizure_of_power": "seized power"}
"""Why a role was revealed (the event's `why`)."""
CAUSE_WORDS = {"rp_target_reached": f"an Oligarch {REACHED_POINTS}"}
"""What a random card was drawn for, or what moved the Dindex, where the rules' code is not a card's: in words."""


@dataclass(frozen=True)
class DindexNames:
    """What the wording needs from the table: the parties' names, by seat."""

    name: Callable[[Any], str]


WORDS: EventWords[DindexNames] = EventWords()


def describe_event(event: Event, names: DindexNames) -> Line | None:
    """One log line for an event as the viewer received it."""
    return WORDS.word(event, names)


UNDO_WORDS = {
    "draw_action_cards": "the draw", "propose_coalition": "coalition offer", "accept_coalition": "accepting the offer",
    "decline_coalition": "declining the offer", "ask_ministries": "asking for ministries",
    "let_formation_fail": "letting it fail", "cover_task": "covering a task", "support_crisis": "crisis support",
    "leave_uncovered": "leaving it free", "submit_secret": "secret card", "play_secret": "secret action",
    "play_card": "card played", "exchange_card": "exchange", "counter": "counter", "let_stand": "letting it stand",
    "pass_turn": "pass", "campaign_card": "campaign card", "end_campaign": "ending the campaign",
}
"""The Undo button's short words for a move, from its kind: the whole move ("Undo: proposes a coalitio…" in a
playtest) is too long for the button, whose tooltip keeps it."""


def undo_words(action: DindexAction) -> str:
    """"Undo: coalition offer", "Undo: Finance Ministry" for a move of the person at the screen."""
    if isinstance(action, AssignMinistry):
        return f"Undo: {PORTFOLIO_WORD[action.portfolio]} Ministry"
    return f"Undo: {UNDO_WORDS.get(action.kind, 'last move')}"


WHOSE_UNDO_WORDS = {**UNDO_WORDS, "accept_coalition": "yes to the offer", "decline_coalition": "no to the offer",
                    "ask_ministries": "ask for ministries", "play_card": "played card",
                    "end_campaign": "end of campaign"}
"""The same short words after a name's possessive ("Undo Ada's yes to the offer", not "… Ada's accepting …"),
each short enough for the button's second line."""


def whose_undo_words(action: DindexAction, name: str, fits: Callable[[str], bool]) -> str:
    """"Undo Ada's coalition offer": the Undo button while the public view is on the screen, where the person's
    own "Undo: coalition offer" did not say whose move it takes back (playtest 5). `fits(label)`: the button
    shows it whole; a name too long for the move's words gives way to "move", then is cut."""
    # a ministry given: by its name ("Undo Ada's Interior Ministry"), else (the Environment's is too long) "ministry"
    what = (f"{PORTFOLIO_WORD[action.portfolio]} Ministry", "ministry") if isinstance(action, AssignMinistry) \
        else (WHOSE_UNDO_WORDS.get(action.kind, "move"),)
    return whose_undo_label(what, name, fits)


def move_without_mover(lines: list[str]) -> str:
    """A move whose log lines do not name the mover, for its take-back: its first line, and what it forced
    after it in brackets (the Undo button drops a closing bracket; the pass screen keeps it)."""
    first, *forced = lines
    return f"{first} (then {'; '.join(forced)})" if forced else first


def lower_your(text: str) -> str:
    """"Your Finance Ministry …" inside a sentence ("… (then your Finance Ministry …)")."""
    return "your" + text[4:] if text.startswith("Your ") else text


def purpose_words(purpose: str) -> str:
    """What a random card was drawn for: a card's code ("dem-23") becomes "for “Strong Constitutional Court”"."""
    codes = {c.code: c.name for c in components().cards}
    if purpose in codes:
        return f"for “{codes[purpose]}”"
    return CAUSE_WORDS.get(purpose, purpose.replace("_", " "))


def _card(index: int) -> Segment:
    return (f"“{components().cards[index].name}”", card_id(index))


def _task(index: int) -> Segment:
    return (f"“{components().tasks[index].name}”", task_id(index))


def _pool(pool: str, seat: Any, name: Callable[[Any], str]) -> str:
    word = POOL_WORDS.get(pool, pool)
    return f"{name(seat)}'s {word}" if seat is not None else f"a {word}"


def _say(text: str) -> Line:
    return [(text, None)]


# -- § 4.6 set-up, § 5.1 / § 5.2 the start of a term and the government formation ----------------------
@WORDS.on(TermStart)
def _term_start(d: TermStart, n: DindexNames) -> Line:
    return _say(f"══ Term {d.term} begins: Dindex {d.dindex} ({LEVEL_NAMES[d.dindex]}), "
                f"{counted(d.dindex_cards, 'card')} left; {counted(d.non_voters, 'non-voter')}, "
                f"{counted(d.system_opponents, 'system opponent')}")


@WORDS.on(DrawChosen)
def _draw_chosen(d: DrawChosen, n: DindexNames) -> Line:
    # § 5.1 "you may draw": drawing up to the limit is the usual case, so only fewer is worded as a choice
    if d.count == d.room:
        return _say(f"{n.name(d.seat)} draws {counted(d.count, 'action card')} (up to the hand limit)")
    return _say(f"{n.name(d.seat)} draws {counted(d.count, 'action card')} of the {d.room} allowed")


@WORDS.on(VotersDistributed)
def _voters_distributed(d: VotersDistributed, n: DindexNames) -> Line:
    draws = ", ".join(f"{n.name(s)} {v}" for s, v in d.random_cards.items())
    return _say(f"Set-up random cards: {draws}; {n.name(d.highest)} starts with the most voters")


@WORDS.on(Election)
def _election(d: Election, n: DindexNames) -> Line:
    votes = ", ".join(f"{n.name(s)} {v}" for s, v in d.votes.items())
    return _say(f"Election, term {d.term}: {votes} — majority needs {d.majority} of {d.total}")


@WORDS.on(Formateur)
def _formateur(d: Formateur, n: DindexNames) -> Line:
    extra = " (second formation: Chancellery and two ministries)" if d.second_formation else ""
    return _say(f"{n.name(d.seat)} is asked to form the government{extra}")


@WORDS.on(CoalitionProposed)
def _coalition_proposed(d: CoalitionProposed, n: DindexNames) -> Line:
    partners = ", ".join(n.name(p) for p in d.partners) or "nobody (governs alone)"
    return _say(f"{n.name(d.formateur)} proposes a coalition with {partners}")


@WORDS.on(MinistryAssigned)
def _ministry_assigned(d: MinistryAssigned, n: DindexNames) -> Line:
    return _say(f"  {PORTFOLIO_WORD[d.portfolio]} Ministry → {n.name(d.seat)}")


def ministries_words(portfolios: Any) -> str:
    """“Finance and Social Ministries” for a list of portfolios."""
    names = [PORTFOLIO_WORD[p] for p in portfolios]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{joined} {'Ministry' if len(names) == 1 else 'Ministries'}"


@WORDS.on(CoalitionAnswer)
def _coalition_answer(d: CoalitionAnswer, n: DindexNames) -> Line:
    if d.answer == "ask":
        return _say(f"{n.name(d.seat)} ASKS for the {ministries_words(d.ministries or ())}")
    return _say(f"{n.name(d.seat)} {'ACCEPTS' if d.accept else 'DECLINES'} the coalition offer")


@WORDS.on(OfferRejected)
def _offer_rejected(d: OfferRejected, n: DindexNames) -> Line:
    left = d.attempts - d.attempt
    more = f"{n.name(d.formateur)} may revise it ({left} more proposal{'s' if left != 1 else ''})" if left \
        else "no proposal left"
    return _say(f"No agreement on offer {d.attempt} of {d.attempts}: {more}")


@WORDS.on(FormationFailed)
def _formation_failed(d: FormationFailed, n: DindexNames) -> Line:
    how = f"{n.name(d.formateur)} lets it fail" if d.why == "given_up" else "no coalition came about"
    return _say(f"Formation failed in term {d.term} ({how}): the Dindex falls a card")


@WORDS.on(Government)
def _government(d: Government, n: DindexNames) -> Line:
    mins = ", ".join(f"{PORTFOLIO_WORD[p]} {n.name(s)}" for p, s in d.ministries.items())
    return _say(f"Government of term {d.term}: Chancellery {n.name(d.chancellery)}; {mins}")


# -- § 5.3 government tasks, § 5.6 repositioning --------------------------------------------------------
@WORDS.on(TaskDrawn)
def _task_drawn(d: TaskDrawn, n: DindexNames) -> Line:
    return [("Task on the table: ", None), _task(d.task), (f" ({PORTFOLIO_WORD[d.portfolio]} {d.kind})", None)]


@WORDS.on(TaskCovered)
def _task_covered(d: TaskCovered, n: DindexNames) -> Line:
    office = OFFICE_WORD[d.office]
    extra = f" together with the {OFFICE_WORD[d.with_office]}" if d.with_office is not None else ""
    return [(f"{office} ({n.name(d.seat)}) covers ", None), _task(d.task), (extra, None)]


def placed_by_the_rules(event: Event) -> bool:
    """A ministry the rules placed on the one task it could take (§ 5.3): its `task_covered` says so."""
    return isinstance(event.data, TaskCovered) and event.data.forced


def forced_cover_words(d: TaskCovered, n: DindexNames, reader: int | None) -> Line:
    """A ministry the rules placed on the one task it could take (§ 5.3), as forced, not as its holder's move
    (playtest 5: "Environment Ministry (Eve) covers …" read to Eve as if she had chosen it); `reader`: whose
    log or pass screen it is (their own ministry is "Your …")."""
    office = OFFICE_WORD[d.office]
    whose = "Your" if reader is not None and d.seat == reader else f"{n.name(d.seat)}'s"
    return [(f"{whose} {office} went to ", None), _task(d.task), (": the only task it could take", None)]


@WORDS.on(TaskLeft)
def _task_left(d: TaskLeft, n: DindexNames) -> Line:
    return _say(f"The Chancellery ({n.name(d.seat)}) stays free")


@WORDS.on(TaskSolved)
def _task_solved(d: TaskSolved, n: DindexNames) -> Line:
    return [("Solved: ", None), _task(d.task)]


@WORDS.on(TaskUnsolved)
def _task_unsolved(d: TaskUnsolved, n: DindexNames) -> Line:
    return [("UNSOLVED: ", None), _task(d.task), (" takes effect", None)]


@WORDS.on(OfficeUncovered)
def _office_uncovered(d: OfficeUncovered, n: DindexNames) -> Line:
    if d.empty:
        return _say(f"{OFFICE_WORD[d.office]} ({n.name(d.seat)}) is lifted off its task and stands empty "
                    "for the rest of the term")
    return _say(f"{OFFICE_WORD[d.office]} ({n.name(d.seat)}) is lifted off its task")


@WORDS.on(MinisterShot)
def _minister_shot(d: MinisterShot, n: DindexNames) -> Line:
    off = " is lifted off its task and" if d.task is not None else ""
    return _say(f"{OFFICE_WORD[d.office]} ({n.name(d.seat)}): its minister is shot — the office{off} stands empty "
                "for the rest of the term")


@WORDS.on(Reposition)
def _reposition(d: Reposition, n: DindexNames) -> Line:
    return _say("Last chance to reposition the government offices (§ 5.6)")


# -- § 5.4 secret actions, § 5.5 open actions: a hidden card is named only in its owner's copy -----------
@WORDS.on(SecretSubmitted)
def _secret_submitted(d: SecretSubmitted, n: DindexNames) -> Line:
    if d.card is not None:
        return [("You put ", None), _card(d.card), (" face down on the secret stack", None)]
    return _say(f"{n.name(d.seat)} puts a card face down on the secret stack")


@WORDS.on(SecretDrawn)
def _secret_drawn(d: SecretDrawn, n: DindexNames) -> Line:
    if d.card is not None:
        return [("You draw the secret action ", None), _card(d.card)]
    return _say(f"{n.name(d.seat)} draws a secret action")


UNPLAYABLE_WHY = {
    "register": "the register has no entry for it at Dindex {dindex}",
    "wolf": "only an Oligarch may carry it out (wolf)",
    "vulture": "only the Chancellery or the card's own ministry may carry it out (vulture)",
    "hare": "only a party in opposition may carry it out (hare)",
    "nothing_to_counter": "a counter needs an action just carried out to answer, and there is none",
}
"""Why a drawn secret action could not be carried out (§ 5.4), in plain words: the log is evidence in a
hidden-role game, so it names the true reason, not always the Dindex."""


@WORDS.on(SecretUnplayable)
def _secret_unplayable(d: SecretUnplayable, n: DindexNames) -> Line:
    why = UNPLAYABLE_WHY.get(d.why, UNPLAYABLE_WHY["register"])
    return [(f"{n.name(d.seat)} cannot carry out ", None), _card(d.card),
            (f": {why.format(dindex=d.dindex)}. It is shown and discarded", None)]


@WORDS.on(CardPlayed)
def _card_played(d: CardPlayed, n: DindexNames) -> Line:
    how = {"open": "plays", "secret": "carries out the secret action", "counter": "counters with"}[d.mode]
    out: Line = [(f"{n.name(d.seat)} {how} ", None), _card(d.card)]
    if d.target is not None:
        out.append((f" against {n.name(d.target)}", None))
    if d.ministry is not None:  # a minister is shot: the player names which (decision 18)
        out.append((f", aiming at its {PORTFOLIO_WORD[d.ministry]} minister", None))
    return out


@WORDS.on(Counter)
def _counter(d: Counter, n: DindexNames) -> Line:
    ok = "SUCCEEDS" if d.success else "fails"
    return [(f"{n.name(d.seat)} counters ", None), _card(d.against),
            (f" of {n.name(d.against_seat)} with ", None), _card(d.card),
            (f": random card {d.value} — {ok}", None)]


@WORDS.on(CardRepelled)
def _card_repelled(d: CardRepelled, n: DindexNames) -> Line:
    if d.reversed:  # a secret action had already taken effect (§ 5.4): it is undone, bombs included
        return [("Repelled: ", None), _card(d.card), (" — its effect is undone", None)]
    return [("Repelled, no effect: ", None), _card(d.card)]


@WORDS.on(CardResolved)
def _card_resolved(d: CardResolved, n: DindexNames) -> Line:
    return [("Takes effect: ", None), _card(d.card)]


@WORDS.on(CardExchanged)
def _card_exchanged(d: CardExchanged, n: DindexNames) -> Line:
    if d.card is not None:
        return [("You exchange ", None), _card(d.card)]
    return _say(f"{n.name(d.seat)} exchanges a card")


@WORDS.on(TurnPassed)
def _turn_passed(d: TurnPassed, n: DindexNames) -> Line:
    return _say(f"{n.name(d.seat)} passes")


# -- effects of cards and tasks ---------------------------------------------------------------------------
@WORDS.on(CardsDrawn)
def _cards_drawn(d: CardsDrawn, n: DindexNames) -> Line:
    if d.cards:
        out: Line = [(f"{n.name(d.seat)} draws ", None)]
        for i, c in enumerate(d.cards):
            out += [(", " if i else "", None), _card(c)]
        return out
    return _say(f"{n.name(d.seat)} draws {counted(d.count, 'action card')}")


@WORDS.on(CardsDiscarded)
def _cards_discarded(d: CardsDiscarded, n: DindexNames) -> Line:
    if d.cards:
        out: Line = [(f"{n.name(d.seat)} loses ", None)]
        for i, c in enumerate(d.cards):  # separated, as the cards drawn are: they ran together
            out += [(", " if i else "", None), _card(c)]
        return out
    return _say(f"{n.name(d.seat)} loses {counted(d.count, 'hand card')} face down")


@WORDS.on(StackReshuffled)
def _stack_reshuffled(d: StackReshuffled, n: DindexNames) -> Line:
    return _say(f"The discard pile is shuffled into a new action stack ({counted(d.stack_size, 'card')})")


@WORDS.on(VotersMoved)
def _voters_moved(d: VotersMoved, n: DindexNames) -> Line:
    return _say(f"{_pool(d.from_pool, d.from_seat, n.name)} → {_pool(d.to_pool, d.to_seat, n.name)}")


@WORDS.on(DindexChanged)
def _dindex_changed(d: DindexChanged, n: DindexNames) -> Line:
    arrow = "rises" if d.delta > 0 else "falls"
    cause = purpose_words(d.cause).removeprefix("for ")
    return _say(f"DINDEX {arrow} by {abs(d.delta)} ({cause}): now {d.dindex} {LEVEL_NAMES[d.dindex]}, "
                f"{counted(d.dindex_cards, 'card')}")


@WORDS.on(RandomCard)
def _random_card(d: RandomCard, n: DindexNames) -> Line:
    who = f"{n.name(d.seat)}: " if d.seat is not None else ""
    return _say(f"{who}random card {d.value} ({purpose_words(d.purpose)})")


@WORDS.on(RpChanged)
def _rp_changed(d: RpChanged, n: DindexNames) -> Line:
    return _say(f"{n.name(d.seat)} {d.delta:+d} RP → {d.rp}")


@WORDS.on(RoleRevealed)
def _role_revealed(d: RoleRevealed, n: DindexNames) -> Line:
    why = WHY_WORDS.get(d.why, d.why.replace("_", " "))
    return _say(f"★ {n.name(d.seat)} is revealed as {d.role.upper()} ({why})")


@WORDS.on(PowerSeized)
def _power_seized(d: PowerSeized, n: DindexNames) -> Line:
    return _say(f"★ {n.name(d.seat)} SEIZES POWER")


# -- § 5.7 settlement, § 5.8 chaos and the campaign -------------------------------------------------------
@WORDS.on(Settlement)
def _settlement(d: Settlement, n: DindexNames) -> Line:
    gains = ", ".join(f"{n.name(s)} +{g}" for s, g in d.rp_gained.items() if g) or "nobody"
    return _say(f"Settlement of term {d.term}: {gains}")


@WORDS.on(Chaos)
def _chaos(d: Chaos, n: DindexNames) -> Line:
    return _say(f"Chaos at the end of term {d.term}: the Dindex falls, a core voter each becomes a voter")


@WORDS.on(CampaignCard)
def _campaign_card(d: CampaignCard, n: DindexNames) -> Line:
    what = "wins a non-voter" if d.effect == "win" else "scares off the others' voters"
    if d.card is not None:
        return [("You campaign with ", None), _card(d.card), (f": {what}", None)]
    return _say(f"{n.name(d.seat)} campaigns with a card: {what}")


@WORDS.on(CampaignEnded)
def _campaign_ended(d: CampaignEnded, n: DindexNames) -> Line:
    return _say(f"{n.name(d.seat)} ends the campaign")
