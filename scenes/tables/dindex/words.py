"""Dindex events in plain words for the log panel: one wording function per event type (`WORDS`).

Card and task names are their own segments, so hovering them shows the card. Only what the viewer's
(redacted) event says is worded: a hidden card stays unnamed and no line names a role unless the event is
`role_revealed` (or the game is over).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
from scenes.engine.i18n import Translator
from scenes.engine.logpanel import Segment
from scenes.tables.common.words import EventWords, Line, segments
from scenes.tables.dindex.look import (
    ENGLISH,
    and_words,
    card_id,
    card_name,
    level_name,
    minister_word,
    ministry_word,
    office_word,
    portfolio_word,
    reached_points,
    task_id,
    task_kind_words,
    task_name,
)

POOL_WORDS = {"voters": "voter", "core_voters": "core voter", "non_voters": "non-voter",
              "system_opponents": "system opponent"}
WHY_WORDS = {"wolf_card": "played a wolf card", "rp_reached": "reached the Government Points to win",
             "seizure_of_power": "seized power"}
"""Why a role was revealed (the event's `why`)."""
CAUSE_WORDS = {"rp_target_reached": "an Oligarch reached the Government Points to win"}
"""What a random card was drawn for, or what moved the Dindex, where the rules' code is not a card's: in words."""


@dataclass(frozen=True)
class DindexNames:
    """What the wording needs from the table: the parties' names, by seat, and the reader's language."""

    name: Callable[[Any], str]
    tr: Translator = ENGLISH


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


def undo_move_words(kind: str, tr: Translator = ENGLISH) -> str:
    """UNDO_WORDS in the reader's language ("last move" for a kind without words)."""
    words = {
        "draw_action_cards": tr.trc("undo", "the draw"), "propose_coalition": tr.trc("undo", "coalition offer"),
        "accept_coalition": tr.trc("undo", "accepting the offer"),
        "decline_coalition": tr.trc("undo", "declining the offer"),
        "ask_ministries": tr.trc("undo", "asking for ministries"),
        "let_formation_fail": tr.trc("undo", "letting it fail"), "cover_task": tr.trc("undo", "covering a task"),
        "support_crisis": tr.trc("undo", "crisis support"), "leave_uncovered": tr.trc("undo", "leaving it free"),
        "submit_secret": tr.trc("undo", "secret card"), "play_secret": tr.trc("undo", "secret action"),
        "play_card": tr.trc("undo", "card played"), "exchange_card": tr.trc("undo", "exchange"),
        "counter": tr.trc("undo", "counter"), "let_stand": tr.trc("undo", "letting it stand"),
        "pass_turn": tr.trc("undo", "pass"), "campaign_card": tr.trc("undo", "campaign card"),
        "end_campaign": tr.trc("undo", "ending the campaign"),
    }
    return words.get(kind, tr.trc("undo", "last move"))


def short_move_words(kind: str, tr: Translator = ENGLISH) -> str | None:
    """The Undo button's shortest words for a move's kind, where its usual ones do not fit (German)."""
    words = {
        "accept_coalition": tr.trc("undo short", "yes"), "decline_coalition": tr.trc("undo short", "no"),
        "ask_ministries": tr.trc("undo short", "ask"), "cover_task": tr.trc("undo short", "task"),
        "support_crisis": tr.trc("undo short", "support"), "let_formation_fail": tr.trc("undo short", "failing"),
        "end_campaign": tr.trc("undo short", "campaign end"),
    }
    return words.get(kind)


def undo_words(action: DindexAction, tr: Translator = ENGLISH, fits: Callable[[str], bool] = lambda label: True) -> str:
    """"Undo: coalition offer", "Undo: Finance Ministry" for a move of the person at the screen. `fits(label)`: the
    button shows it whole at a readable size; longer words give way to shorter ones ("Undo: Environment", "Undo:
    yes"), then to "Undo: last move" (a long label was drawn ever smaller, down to tiny text; the tooltip keeps
    the whole move)."""
    if isinstance(action, AssignMinistry):
        words = [ministry_word(action.portfolio, tr), portfolio_word(action.portfolio, tr),
                 tr.trc("undo whose", "ministry")]
    else:
        words = [undo_move_words(action.kind, tr), whose_move_words(action.kind, tr)]
        short = short_move_words(action.kind, tr)
        if short is not None:
            words.append(short)
    for move in words:
        if fits(label := tr("Undo: {move}", move=move)):
            return label
    return tr("Undo: {move}", move=tr.trc("undo", "last move"))


WHOSE_UNDO_WORDS = {**UNDO_WORDS, "accept_coalition": "yes to the offer", "decline_coalition": "no to the offer",
                    "ask_ministries": "ask for ministries", "play_card": "played card",
                    "end_campaign": "end of campaign"}
"""The same short words after a name's possessive ("Undo Ada's yes to the offer", not "… Ada's accepting …"),
each short enough for the button's second line."""


def whose_move_words(kind: str, tr: Translator = ENGLISH) -> str:
    """WHOSE_UNDO_WORDS in the reader's language ("move" for a kind without words)."""
    words = {
        "accept_coalition": tr.trc("undo whose", "yes to the offer"),
        "decline_coalition": tr.trc("undo whose", "no to the offer"),
        "ask_ministries": tr.trc("undo whose", "ask for ministries"),
        "play_card": tr.trc("undo whose", "played card"), "end_campaign": tr.trc("undo whose", "end of campaign"),
    }
    if kind in words:
        return words[kind]
    return undo_move_words(kind, tr) if kind in UNDO_WORDS else tr.trc("undo whose", "move")


def whose_undo_words(action: DindexAction, name: str, fits: Callable[[str], bool], tr: Translator = ENGLISH) -> str:
    """"Undo Ada's coalition offer": the Undo button while the public view is on the screen, where the person's
    own "Undo: coalition offer" did not say whose move it takes back (playtest 5). `fits(label)`: the button
    shows it whole; a name too long for the move's words gives way to "move", then is cut."""
    # a ministry given: by its name ("Undo Ada's Interior Ministry"), else (the Environment's is too long) "ministry"
    what = (ministry_word(action.portfolio, tr), tr.trc("undo whose", "ministry")) \
        if isinstance(action, AssignMinistry) else (whose_move_words(action.kind, tr),)
    move = tr.trc("undo whose", "move")
    for label in (*(tr("Undo {name}'s {move}", name=name, move=words) for words in what),
                  tr("Undo {name}'s {move}", name=name, move=move)):
        if fits(label):
            return label
    cut = name
    while len(cut) > 1 and not fits(tr("Undo {name}'s {move}", name=cut.rstrip() + "…", move=move)):
        cut = cut[:-1]
    return tr("Undo {name}'s {move}", name=cut.rstrip() + "…", move=move)


def move_without_mover(lines: list[str], tr: Translator = ENGLISH) -> str:
    """A move whose log lines do not name the mover, for its take-back: its first line, and what it forced
    after it ("…; then …": a bot's name, "Greta (Normal)", inside brackets read "(then … Greta (Normal) …)")."""
    first, *forced = lines
    return tr("{move}; then {forced}", move=first, forced="; ".join(forced)) if forced else first


def lower_your(text: str, tr: Translator = ENGLISH) -> str:
    """"Your Finance Ministry …" inside a sentence ("…; then your Finance Ministry …")."""
    yours = tr.trc("possessive, at a sentence's start", "Your")
    if text.startswith(yours + " "):
        return tr.trc("possessive, inside a sentence", "your") + text[len(yours):]
    return text


def quoted(name: str, tr: Translator = ENGLISH) -> str:
    """A card's or task's name in the language's quotation marks."""
    return tr("“{name}”", name=name)


def code_words(code: str, tr: Translator = ENGLISH) -> str:
    """What the rules' code for a cause or a purpose means ("formation_tie": "formation tie")."""
    words = {"counter": tr.trc("cause", "counter"), "formation_tie": tr.trc("cause", "formation tie"),
             "second_formation_tie": tr.trc("cause", "second formation tie"), "bombs": tr.trc("cause", "bombs"),
             "chaos": tr.trc("cause", "chaos"), "formation_failed": tr.trc("cause", "formation failed"),
             "system_opponents": tr.trc("cause", "system opponents"), "repelled": tr.trc("cause", "repelled"),
             "rp_target_reached": tr("an Oligarch reached the Government Points to win")}
    return words.get(code, code.replace("_", " "))


def cause_name(code: str, tr: Translator = ENGLISH) -> str:
    """What a random card was drawn for or what moved the Dindex, as a noun: a card's code ("dem-23") becomes
    "“Strong Constitutional Court”"."""
    codes = {c.code: i for i, c in enumerate(components().cards)}
    if code in codes:
        return quoted(card_name(codes[code], tr), tr)
    return code_words(code, tr)


def purpose_words(purpose: str, tr: Translator = ENGLISH) -> str:
    """What a random card was drawn for: a card's code ("dem-23") becomes "for “Strong Constitutional Court”"."""
    if purpose in {c.code for c in components().cards}:
        return tr("for {card}", card=cause_name(purpose, tr))
    return code_words(purpose, tr)


def _card(index: int, tr: Translator) -> Segment:
    return (quoted(card_name(index, tr), tr), card_id(index))


def _task(index: int, tr: Translator) -> Segment:
    return (quoted(task_name(index, tr), tr), task_id(index))


def _pool(pool: str, seat: Any, n: DindexNames) -> str:
    """"Ada's voter", "a non-voter": where a voter card moved from or to."""
    tr = n.tr
    if seat is not None:
        name = n.name(seat)
        words = {"voters": tr("{name}'s voter", name=name), "core_voters": tr("{name}'s core voter", name=name),
                 "non_voters": tr("{name}'s non-voter", name=name),
                 "system_opponents": tr("{name}'s system opponent", name=name)}
        return words.get(pool, tr("{name}'s {pool}", name=name, pool=pool))
    words = {"voters": tr("a voter"), "core_voters": tr("a core voter"), "non_voters": tr("a non-voter"),
             "system_opponents": tr("a system opponent")}
    return words.get(pool, tr("a {pool}", pool=pool))


def _say(text: str) -> Line:
    return [(text, None)]


def _cards_line(template: str, cards: list[Segment], **parts: str | Segment) -> Line:
    """`segments` for a template whose {cards} is a list of card names, separated by commas."""
    listed: Line = []
    for i, card in enumerate(cards):
        if i:
            listed.append((", ", None))
        listed.append(card)
    return segments(template, cards=listed, **parts)


def _count(tr: Translator, singular: str, plural: str, count: int) -> str:
    return tr.trn(singular, plural, count)


# -- § 4.6 set-up, § 5.1 / § 5.2 the start of a term and the government formation ----------------------
@WORDS.on(TermStart)
def _term_start(d: TermStart, n: DindexNames) -> Line:
    tr = n.tr
    return _say(tr("══ Term {term} begins: Dindex {dindex} ({level}), {cards} left; {non_voters}, {opponents}",
                   term=d.term, dindex=d.dindex, level=level_name(d.dindex, tr),
                   cards=tr.trn("{count} card", "{count} cards", d.dindex_cards),
                   non_voters=tr.trn("{count} non-voter", "{count} non-voters", d.non_voters),
                   opponents=tr.trn("{count} system opponent", "{count} system opponents", d.system_opponents)))


@WORDS.on(DrawChosen)
def _draw_chosen(d: DrawChosen, n: DindexNames) -> Line:
    # § 5.1 "you may draw": the choice, not the draw; the cards drawn follow on their own line (CardsDrawn),
    # so this line never repeats their number (playtest: "draws 6 action cards" twice in a row)
    tr, name = n.tr, n.name(d.seat)
    if d.count == d.room:
        return _say(tr("{name} chooses to draw up to the hand limit", name=name))
    if d.count == 0:
        return _say(tr("{name} chooses to draw no card ({room} allowed)", name=name, room=d.room))
    return _say(tr("{name} chooses to draw only {count} of the {room} allowed", name=name, count=d.count,
                   room=d.room))


@WORDS.on(VotersDistributed)
def _voters_distributed(d: VotersDistributed, n: DindexNames) -> Line:
    draws = ", ".join(f"{n.name(s)} {v}" for s, v in d.random_cards.items())
    return _say(n.tr("Set-up random cards: {draws}; {name} starts with the most voters", draws=draws,
                     name=n.name(d.highest)))


@WORDS.on(Election)
def _election(d: Election, n: DindexNames) -> Line:
    votes = ", ".join(f"{n.name(s)} {v}" for s, v in d.votes.items())
    return _say(n.tr("Election, term {term}: {votes} — majority needs {majority} of {total}", term=d.term,
                     votes=votes, majority=d.majority, total=d.total))


@WORDS.on(Formateur)
def _formateur(d: Formateur, n: DindexNames) -> Line:
    if d.second_formation:
        return _say(n.tr("{name} is asked to form the government (second formation: Chancellery and two ministries)",
                         name=n.name(d.seat)))
    return _say(n.tr("{name} is asked to form the government", name=n.name(d.seat)))


@WORDS.on(CoalitionProposed)
def _coalition_proposed(d: CoalitionProposed, n: DindexNames) -> Line:
    if not d.partners:
        return _say(n.tr("{name} proposes a coalition with nobody (governs alone)", name=n.name(d.formateur)))
    return _say(n.tr("{name} proposes a coalition with {partners}", name=n.name(d.formateur),
                     partners=", ".join(n.name(p) for p in d.partners)))


@WORDS.on(MinistryAssigned)
def _ministry_assigned(d: MinistryAssigned, n: DindexNames) -> Line:
    return _say(n.tr("  {ministry} → {name}", ministry=ministry_word(d.portfolio, n.tr), name=n.name(d.seat)))


def ministries_words(portfolios: Any, tr: Translator = ENGLISH) -> str:
    """“Finance and Social Ministries” for a list of portfolios."""
    if len(portfolios) == 1:
        return ministry_word(portfolios[0], tr)
    return tr("{portfolios} Ministries", portfolios=and_words([portfolio_word(p, tr) for p in portfolios], tr))


@WORDS.on(CoalitionAnswer)
def _coalition_answer(d: CoalitionAnswer, n: DindexNames) -> Line:
    tr, name = n.tr, n.name(d.seat)
    if d.answer == "ask":
        return _say(tr("{name} ASKS for the {ministries}", name=name, ministries=ministries_words(d.ministries or (),
                                                                                               tr)))
    if d.accept:
        return _say(tr("{name} ACCEPTS the coalition offer", name=name))
    return _say(tr("{name} DECLINES the coalition offer", name=name))


@WORDS.on(OfferRejected)
def _offer_rejected(d: OfferRejected, n: DindexNames) -> Line:
    left = d.attempts - d.attempt
    if left:
        return _say(n.tr.trn("No agreement on offer {attempt} of {attempts}: {name} may revise it ({count} more "
                             "proposal)", "No agreement on offer {attempt} of {attempts}: {name} may revise it "
                             "({count} more proposals)", left, attempt=d.attempt, attempts=d.attempts,
                             name=n.name(d.formateur)))
    return _say(n.tr("No agreement on offer {attempt} of {attempts}: no proposal left", attempt=d.attempt,
                     attempts=d.attempts))


@WORDS.on(FormationFailed)
def _formation_failed(d: FormationFailed, n: DindexNames) -> Line:
    if d.why == "given_up":
        return _say(n.tr("Formation failed in term {term}: {name} let it fail; the Dindex falls a card",
                         term=d.term, name=n.name(d.formateur)))
    return _say(n.tr("Formation failed in term {term} (no coalition came about): the Dindex falls a card",
                     term=d.term))


@WORDS.on(Government)
def _government(d: Government, n: DindexNames) -> Line:
    tr = n.tr
    mins = ", ".join(tr("{portfolio} {name}", portfolio=portfolio_word(p, tr), name=n.name(s))
                     for p, s in d.ministries.items())
    return _say(tr("Government of term {term}: Chancellery {name}; {ministries}", term=d.term,
                   name=n.name(d.chancellery), ministries=mins))


# -- § 5.3 government tasks, § 5.6 repositioning --------------------------------------------------------
@WORDS.on(TaskDrawn)
def _task_drawn(d: TaskDrawn, n: DindexNames) -> Line:
    tr = n.tr
    return segments(tr("Task on the table: {task} ({kind})"), task=_task(d.task, tr),
                    kind=task_kind_words(d.portfolio, d.kind, tr))


@WORDS.on(TaskCovered)
def _task_covered(d: TaskCovered, n: DindexNames) -> Line:
    tr = n.tr
    office, name = office_word(d.office, tr), n.name(d.seat)
    if d.with_office is not None:
        return segments(tr("{name}'s {office} covers {task} together with the {other}"), office=office, name=name,
                        task=_task(d.task, tr), other=office_word(d.with_office, tr))
    return segments(tr("{name}'s {office} covers {task}"), office=office, name=name, task=_task(d.task, tr))


def placed_by_the_rules(event: Event) -> bool:
    """A ministry the rules placed on the one task it could take (§ 5.3): its `task_covered` says so."""
    return isinstance(event.data, TaskCovered) and event.data.forced


def forced_cover_words(d: TaskCovered, n: DindexNames, reader: int | None) -> Line:
    """A ministry the rules placed on the one task it could take (§ 5.3), as forced, not as its holder's move
    (playtest 5: "Environment Ministry (Eve) covers …" read to Eve as if she had chosen it); `reader`: whose
    log or pass screen it is (their own ministry is "Your …")."""
    tr = n.tr
    office = office_word(d.office, tr)
    if reader is not None and d.seat == reader:
        return segments(tr("Your {office} went to {task}: the only task it could take"), office=office,
                        task=_task(d.task, tr))
    return segments(tr("{name}'s {office} went to {task}: the only task it could take"), name=n.name(d.seat),
                    office=office, task=_task(d.task, tr))


@WORDS.on(TaskLeft)
def _task_left(d: TaskLeft, n: DindexNames) -> Line:
    return _say(n.tr("{name}'s Chancellery covers no task", name=n.name(d.seat)))


@WORDS.on(TaskSolved)
def _task_solved(d: TaskSolved, n: DindexNames) -> Line:
    return segments(n.tr("Solved: {task}"), task=_task(d.task, n.tr))


@WORDS.on(TaskUnsolved)
def _task_unsolved(d: TaskUnsolved, n: DindexNames) -> Line:
    return segments(n.tr("UNSOLVED: {task} takes effect"), task=_task(d.task, n.tr))


@WORDS.on(OfficeUncovered)
def _office_uncovered(d: OfficeUncovered, n: DindexNames) -> Line:
    office, name = office_word(d.office, n.tr), n.name(d.seat)
    if d.empty:
        return _say(n.tr("{name}'s {office} is lifted off its task and stands empty for the rest of the term",
                         office=office, name=name))
    return _say(n.tr("{name}'s {office} is lifted off its task", office=office, name=name))


@WORDS.on(MinisterShot)
def _minister_shot(d: MinisterShot, n: DindexNames) -> Line:
    office, name = office_word(d.office, n.tr), n.name(d.seat)
    if d.task is not None:
        return _say(n.tr("{name}'s {office}: its minister is shot — the office is lifted off its task and stands "
                         "empty for the rest of the term", office=office, name=name))
    return _say(n.tr("{name}'s {office}: its minister is shot — the office stands empty for the rest of the term",
                     office=office, name=name))


@WORDS.on(Reposition)
def _reposition(d: Reposition, n: DindexNames) -> Line:
    return _say(n.tr("Last chance to reposition the government offices (§ 5.6)"))


# -- § 5.4 secret actions, § 5.5 open actions: a hidden card is named only in its owner's copy -----------
@WORDS.on(SecretSubmitted)
def _secret_submitted(d: SecretSubmitted, n: DindexNames) -> Line:
    if d.card is not None:
        return segments(n.tr("You put {card} face down on the secret stack"), card=_card(d.card, n.tr))
    return _say(n.tr("{name} puts a card face down on the secret stack", name=n.name(d.seat)))


@WORDS.on(SecretDrawn)
def _secret_drawn(d: SecretDrawn, n: DindexNames) -> Line:
    if d.card is not None:
        return segments(n.tr("You draw the secret action {card}"), card=_card(d.card, n.tr))
    return _say(n.tr("{name} draws a secret action", name=n.name(d.seat)))


UNPLAYABLE_WHY = {
    "register": "the register has no entry for it at Dindex {dindex}",
    "wolf": "only an Oligarch may carry it out (wolf)",
    "vulture": "only the Chancellery or the card's own ministry may carry it out (vulture)",
    "hare": "only a party in opposition may carry it out (hare)",
    "nothing_to_counter": "a counter needs an action just carried out to answer, and there is none",
}
"""Why a drawn secret action could not be carried out (§ 5.4), in plain words: the log is evidence in a
hidden-role game, so it names the true reason, not always the Dindex."""


def unplayable_why(why: str, dindex: int, tr: Translator = ENGLISH) -> str:
    words = {"wolf": tr("only an Oligarch may carry it out (wolf)"),
             "vulture": tr("only the Chancellery or the card's own ministry may carry it out (vulture)"),
             "hare": tr("only a party in opposition may carry it out (hare)"),
             "nothing_to_counter": tr("a counter needs an action just carried out to answer, and there is none")}
    return words.get(why) or tr("the register has no entry for it at Dindex {dindex}", dindex=dindex)


@WORDS.on(SecretUnplayable)
def _secret_unplayable(d: SecretUnplayable, n: DindexNames) -> Line:
    return segments(n.tr("{name} cannot carry out {card}: {why}. It is shown and discarded"), name=n.name(d.seat),
                    card=_card(d.card, n.tr), why=unplayable_why(d.why, d.dindex, n.tr))


def _played_template(mode: str, target: bool, ministry: bool, tr: Translator) -> str:
    """How a card came onto the chain, whole: who, the card, and at whom (a minister, decision 18)."""
    if mode == "secret":
        if ministry:
            return tr("{name} carries out the secret action {card} against {target}, aiming at its {minister}")
        if target:
            return tr("{name} carries out the secret action {card} against {target}")
        return tr("{name} carries out the secret action {card}")
    if mode == "counter":
        if ministry:
            return tr("{name} counters with {card} against {target}, aiming at its {minister}")
        if target:
            return tr("{name} counters with {card} against {target}")
        return tr("{name} counters with {card}")
    if ministry:
        return tr("{name} plays {card} against {target}, aiming at its {minister}")
    if target:
        return tr("{name} plays {card} against {target}")
    return tr("{name} plays {card}")


@WORDS.on(CardPlayed)
def _card_played(d: CardPlayed, n: DindexNames) -> Line:
    tr = n.tr
    # a minister is shot: the player names which (decision 18)
    template = _played_template(d.mode, d.target is not None, d.ministry is not None and d.target is not None, tr)
    out = segments(template, name=n.name(d.seat), card=_card(d.card, tr),
                   target=n.name(d.target) if d.target is not None else "",
                   minister=minister_word(d.ministry, tr) if d.ministry is not None else "")
    if d.ministry is not None and d.target is None:  # never so: a minister is shot of a target party
        out.append((tr(", aiming at its {minister}", minister=minister_word(d.ministry, tr)), None))
    return out


@WORDS.on(Counter)
def _counter(d: Counter, n: DindexNames) -> Line:
    tr = n.tr
    template = (tr("{name} counters {against} of {owner} with {card}: random card {value} — SUCCEEDS") if d.success
                else tr("{name} counters {against} of {owner} with {card}: random card {value} — fails"))
    return segments(template, name=n.name(d.seat), against=_card(d.against, tr), owner=n.name(d.against_seat),
                    card=_card(d.card, tr), value=str(d.value))


@WORDS.on(CardRepelled)
def _card_repelled(d: CardRepelled, n: DindexNames) -> Line:
    if d.reversed:  # a secret action had already taken effect (§ 5.4): it is undone, bombs included
        return segments(n.tr("Repelled: {card} — its effect is undone"), card=_card(d.card, n.tr))
    return segments(n.tr("Repelled, no effect: {card}"), card=_card(d.card, n.tr))


@WORDS.on(CardResolved)
def _card_resolved(d: CardResolved, n: DindexNames) -> Line:
    return segments(n.tr("Takes effect: {card}"), card=_card(d.card, n.tr))


@WORDS.on(CardExchanged)
def _card_exchanged(d: CardExchanged, n: DindexNames) -> Line:
    if d.card is not None:
        return segments(n.tr("You exchange {card}"), card=_card(d.card, n.tr))
    return _say(n.tr("{name} exchanges a card", name=n.name(d.seat)))


@WORDS.on(TurnPassed)
def _turn_passed(d: TurnPassed, n: DindexNames) -> Line:
    return _say(n.tr("{name} passes", name=n.name(d.seat)))


# -- effects of cards and tasks ---------------------------------------------------------------------------
@WORDS.on(CardsDrawn)
def _cards_drawn(d: CardsDrawn, n: DindexNames) -> Line:
    if d.cards:
        return _cards_line(n.tr("{name} draws {cards}"), [_card(c, n.tr) for c in d.cards], name=n.name(d.seat))
    return _say(n.tr.trn("{name} draws {count} action card", "{name} draws {count} action cards", d.count,
                         name=n.name(d.seat)))


@WORDS.on(CardsDiscarded)
def _cards_discarded(d: CardsDiscarded, n: DindexNames) -> Line:
    if d.cards:  # separated, as the cards drawn are: they ran together
        return _cards_line(n.tr("{name} loses {cards}"), [_card(c, n.tr) for c in d.cards], name=n.name(d.seat))
    return _say(n.tr.trn("{name} loses {count} hand card face down", "{name} loses {count} hand cards face down",
                         d.count, name=n.name(d.seat)))


@WORDS.on(StackReshuffled)
def _stack_reshuffled(d: StackReshuffled, n: DindexNames) -> Line:
    return _say(n.tr.trn("The discard pile is shuffled into a new action stack ({count} card)",
                         "The discard pile is shuffled into a new action stack ({count} cards)", d.stack_size))


@WORDS.on(VotersMoved)
def _voters_moved(d: VotersMoved, n: DindexNames) -> Line:
    return _say(n.tr("{source} → {destination}", source=_pool(d.from_pool, d.from_seat, n),
                     destination=_pool(d.to_pool, d.to_seat, n)))


@WORDS.on(DindexChanged)
def _dindex_changed(d: DindexChanged, n: DindexNames) -> Line:
    tr = n.tr
    parts = {"delta": abs(d.delta), "cause": cause_name(d.cause, tr), "dindex": d.dindex,
             "level": level_name(d.dindex, tr), "cards": tr.trn("{count} card", "{count} cards", d.dindex_cards)}
    if d.delta > 0:
        return _say(tr("DINDEX rises by {delta} ({cause}): now {dindex} {level}, {cards}", **parts))
    return _say(tr("DINDEX falls by {delta} ({cause}): now {dindex} {level}, {cards}", **parts))


@WORDS.on(RandomCard)
def _random_card(d: RandomCard, n: DindexNames) -> Line:
    what = purpose_words(d.purpose, n.tr)
    if d.seat is not None:
        return _say(n.tr("{name}: random card {value} ({purpose})", name=n.name(d.seat), value=d.value, purpose=what))
    return _say(n.tr("random card {value} ({purpose})", value=d.value, purpose=what))


@WORDS.on(RpChanged)
def _rp_changed(d: RpChanged, n: DindexNames) -> Line:
    delta = f"{d.delta:+d}"
    return _say(n.tr("{name} {delta} RP → {rp}", name=n.name(d.seat), delta=delta, rp=d.rp))


def role_caps(role: str, tr: Translator = ENGLISH) -> str:
    """"DEMOCRAT", "OLIGARCH": a role as its card's caption says it."""
    if role == "democrat":
        return tr.trc("role", "DEMOCRAT")
    if role == "oligarch":
        return tr.trc("role", "OLIGARCH")
    return role.upper()


def role_word(role: str | None, tr: Translator = ENGLISH) -> str:
    """"DEMOCRAT (dog)", "OLIGARCH (wolf)": a role as its card shows it; "? (dog)" unknown (as the end listed it)."""
    if role == "democrat":
        return tr.trc("role", "DEMOCRAT (dog)")
    if role == "oligarch":
        return tr.trc("role", "OLIGARCH (wolf)")
    return tr.trc("role", "? (dog)")


@WORDS.on(RoleRevealed)
def _role_revealed(d: RoleRevealed, n: DindexNames) -> Line:
    tr = n.tr
    why = {"wolf_card": tr("played a wolf card"), "rp_reached": reached_points(tr),
           "seizure_of_power": tr("seized power")}.get(d.why, d.why.replace("_", " "))
    return _say(tr("★ {name} is revealed as {role} ({why})", name=n.name(d.seat), role=role_caps(d.role, tr),
                   why=why))


@WORDS.on(PowerSeized)
def _power_seized(d: PowerSeized, n: DindexNames) -> Line:
    return _say(n.tr("★ {name} SEIZES POWER", name=n.name(d.seat)))


# -- § 5.7 settlement, § 5.8 chaos and the campaign -------------------------------------------------------
@WORDS.on(Settlement)
def _settlement(d: Settlement, n: DindexNames) -> Line:
    gains = ", ".join(f"{n.name(s)} +{g}" for s, g in d.rp_gained.items() if g)
    if not gains:
        return _say(n.tr("Settlement of term {term}: nobody", term=d.term))
    return _say(n.tr("Settlement of term {term}: {gains}", term=d.term, gains=gains))


@WORDS.on(Chaos)
def _chaos(d: Chaos, n: DindexNames) -> Line:
    return _say(n.tr("Chaos at the end of term {term}: the Dindex falls, a core voter each becomes a voter",
                     term=d.term))


@WORDS.on(CampaignCard)
def _campaign_card(d: CampaignCard, n: DindexNames) -> Line:
    tr = n.tr
    win = d.effect == "win"
    if d.card is not None:
        template = (tr("You campaign with {card}: wins a non-voter") if win
                    else tr("You campaign with {card}: scares off the others' voters"))
        return segments(template, card=_card(d.card, tr))
    if win:
        return _say(tr("{name} campaigns with a card: wins a non-voter", name=n.name(d.seat)))
    return _say(tr("{name} campaigns with a card: scares off the others' voters", name=n.name(d.seat)))


@WORDS.on(CampaignEnded)
def _campaign_ended(d: CampaignEnded, n: DindexNames) -> Line:
    return _say(n.tr("{name} ends the campaign", name=n.name(d.seat)))


# -- a move in words where the log has no line for it (game/dindex/describe.py, in the reader's language) ---------
def _seat(seat: int, tr: Translator, names: Sequence[str] = ()) -> str:
    """A seat by its player's name when `names` has it ("Ben"), else as the players count them: from 1, as New
    game numbers them (the rules count from 0)."""
    if 0 <= seat < len(names):
        return names[seat]
    return tr("seat {number}", number=seat + 1)


def _aim(action: Any, tr: Translator, names: Sequence[str] = ()) -> str:
    """" against seat 2", and for a card that shoots a minister ", shooting its Interior minister"."""
    if action.target is None:
        return ""
    ministry = getattr(action, "ministry", None)
    if ministry is not None:
        return tr(" against {seat}, shooting its {minister}", seat=_seat(action.target, tr, names),
                  minister=minister_word(ministry, tr))
    return tr(" against {seat}", seat=_seat(action.target, tr, names))


def _campaign_what(action: Any, tr: Translator) -> str:
    return tr("win a non-voter") if action.effect == "win" else tr("scare off the others' voters")


def action_words(action: Any, own: bool, tr: Translator = ENGLISH, seats: Sequence[str] = ()) -> str:
    """A move in plain words, as game/dindex/describe.py says it in English (`own`: as the mover sees it; the
    others are not told a card that goes face down); the seats by their players' names where `seats` gives them
    ("Give the Interior Ministry to Ben"), else by number ("to seat 2")."""
    kind = getattr(action, "kind", "")
    if not own and kind == "submit_secret":
        return tr("Put a card face down on the secret stack")
    if not own and kind == "exchange_card":
        return tr("Exchange a card")
    if not own and kind == "campaign_card":
        return tr("Campaign with a card: {what}", what=_campaign_what(action, tr))
    fixed = {"accept_coalition": tr("Accept the coalition offer"),
             "decline_coalition": tr("Decline the coalition offer"),
             "leave_uncovered": tr("Leave the Chancellery free"),
             "let_formation_fail": tr("Let the formation fail (the Dindex falls a card)"),
             "pass_turn": tr.trc("move", "Pass"), "let_stand": tr("Let the card stand (no counter)"),
             "end_campaign": tr("End the campaign and keep the remaining cards")}
    if kind in fixed:
        return fixed[kind]
    cards, tasks = components().cards, components().tasks

    def card(index: int) -> str:
        return quoted(card_name(index, tr), tr) if 0 <= index < len(cards) else tr("card {number}", number=index)

    def task(index: int) -> str:
        return quoted(task_name(index, tr), tr) if 0 <= index < len(tasks) else tr("task {number}", number=index)

    if kind == "draw_action_cards":
        if action.count == 0:
            return tr("Draw no action card")
        return tr.trn("Draw {count} action card", "Draw {count} action cards", action.count)
    if kind == "propose_coalition":
        if not action.partners:
            return tr("Propose a coalition with nobody")
        partners = ", ".join(_seat(p, tr, seats) for p in action.partners)
        return tr("Propose a coalition with {partners}", partners=partners)
    if kind == "ask_ministries":
        return tr("Ask for the {ministries}", ministries=_asked(action.portfolios, tr))
    if kind == "assign_ministry":
        return tr("Give the {ministry} to {seat}", ministry=ministry_word(action.portfolio, tr),
                  seat=_seat(action.seat, tr, seats))
    if kind == "cover_task":
        return tr("Cover the task {task}", task=task(action.task))
    if kind == "support_crisis":
        return tr("Support the ministry on the crisis {task}", task=task(action.task))
    if kind == "submit_secret":
        return tr("Put {card} on the secret stack", card=card(action.card))
    if kind == "play_secret":
        return tr("Carry out the secret action{aim}", aim=_aim(action, tr, seats))
    if kind == "play_card":
        return tr("Play {card}{aim}", card=card(action.card), aim=_aim(action, tr, seats))
    if kind == "exchange_card":
        return tr("Exchange {card}", card=card(action.card))
    if kind == "counter":
        return tr("Counter with {card}", card=card(action.card))
    if kind == "campaign_card":
        return tr("Campaign with {card}: {what}", card=card(action.card), what=_campaign_what(action, tr))
    return str(action)


def _asked(portfolios: Any, tr: Translator) -> str:
    """"finance and social ministries": the rules' words for an ask (its portfolios as the rules name them)."""
    def word(portfolio: str) -> str:
        words = {"finance": tr.trc("portfolio, in a sentence", "finance"),
                 "environment": tr.trc("portfolio, in a sentence", "environment"),
                 "social": tr.trc("portfolio, in a sentence", "social"),
                 "interior": tr.trc("portfolio, in a sentence", "interior"),
                 "defence": tr.trc("portfolio, in a sentence", "defence")}
        return words.get(portfolio, portfolio)

    if len(portfolios) == 1:
        return tr("{portfolios} ministry", portfolios=word(portfolios[0]))
    return tr("{portfolios} ministries", portfolios=and_words([word(p) for p in portfolios], tr))
