"""The words at the Dindex table: the header, what the asked party should do now and why, the final result.

Nothing here names a role unless the view shows it (the viewer's own, a revealed one, or all at the end).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import (
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DindexAction,
    DindexView,
    ExchangeCard,
    LeaveUncovered,
    PlayCard,
    PlaySecret,
    SupportCrisis,
)
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.columnwords import HEADING, REASON
from scenes.tables.dindex.look import (
    ENGLISH,
    POINTS_TO_WIN,
    card_name,
    level_name,
    ministry_word,
    office_word,
    points_to_win,
    portfolio_word,
    reached_points,
    step_words,
)
from scenes.tables.dindex.words import quoted, role_word

PHASE_WORDS = {
    "draw": "Drawing action cards (§ 5.1)",
    "propose": "Government formation: proposal",
    "assign": "Government formation: ministries",
    "respond": "Government formation: answers",
    "tasks": "Solving government tasks (§ 5.3)",
    "reposition": "Last repositioning (§ 5.6)",
    "secret_choose": "Secret actions: choosing (§ 5.4)",
    "secret_play": "Secret actions: carrying out (§ 5.4)",
    "open_turn": "Open actions (§ 5.5)",
    "open_window": "Open actions: counter window (§ 5.5)",
    "campaign": "Election campaign (§ 5.8)",
    "over": "Game over",
}
REASON_WORDS = {
    "rp_reached": f"A Democrat reached the {POINTS_TO_WIN}: democracy has won (§ 6.1).",
    "oligarchy": "The Dindex fell to Oligarchy: the Oligarchs have won (§ 6.2).",
    "seizure_of_power": "An Oligarch seized power and wins alone (§ 6.3).",
}


def phase_words(phase: str, tr: Translator = ENGLISH) -> str | None:
    """PHASE_WORDS in the reader's language (None for a phase it has no words for)."""
    words = {
        "draw": tr("Drawing action cards (§ 5.1)"), "propose": tr("Government formation: proposal"),
        "assign": tr("Government formation: ministries"), "respond": tr("Government formation: answers"),
        "tasks": tr("Solving government tasks (§ 5.3)"), "reposition": tr("Last repositioning (§ 5.6)"),
        "secret_choose": tr("Secret actions: choosing (§ 5.4)"),
        "secret_play": tr("Secret actions: carrying out (§ 5.4)"), "open_turn": tr("Open actions (§ 5.5)"),
        "open_window": tr("Open actions: counter window (§ 5.5)"), "campaign": tr("Election campaign (§ 5.8)"),
        "over": tr("Game over"),
    }
    return words.get(phase)


def reason_words(reason: str | None, tr: Translator = ENGLISH) -> str | None:
    """How the game ended (§ 6), as REASON_WORDS says it, in the reader's language."""
    words = {
        "rp_reached": tr("A Democrat {reached}: democracy has won (§ 6.1).", reached=reached_points(tr)),
        "oligarchy": tr("The Dindex fell to Oligarchy: the Oligarchs have won (§ 6.2)."),
        "seizure_of_power": tr("An Oligarch seized power and wins alone (§ 6.3)."),
    }
    return words.get(reason or "")


def phase_title(view: DindexView, tr: Translator = ENGLISH) -> str:
    return phase_titles(view, tr)[0]


def phase_titles(view: DindexView, tr: Translator = ENGLISH) -> tuple[str, str]:
    """The header, whole and shorter (without the game's name and the level's): the header draws the first
    that fits beside the log ("Dindex 2 Breakdown of the Rule of Law" and the Government Points to win ran
    into it)."""
    level, phase = view.dindex_level, phase_words(view.phase, tr) or view.phase
    if view.phase == "open_window" and view.chain and view.chain[0].undo is not None:
        # decision 5: the last secret action, already carried out, may be countered openly before the first open
        # turn; "counter window" read there as if open actions had begun (playtest)
        phase = tr("Counter the last secret action? (§ 5.5)")
    points = tr("{points}: {target}", points=points_to_win(tr), target=view.rp_target)
    return (tr("Dindex · Term {term} · Dindex {level} {name} · {points} · {phase}", term=view.term, level=level,
               name=level_name(level, tr), points=points, phase=phase),
            tr("Term {term} · Dindex {level} · {points} · {phase}", term=view.term, level=level, points=points,
               phase=phase))


def offer_words(view: DindexView, name: Callable[[int], str], tr: Translator = ENGLISH) -> str:
    """The offer on the table: each ministry with the party it goes to."""
    return ", ".join(tr("{portfolio} → {name}", portfolio=portfolio_word(PORTFOLIOS[i], tr), name=name(s))
                     for i, s in enumerate(view.ministries))


def answers_words(view: DindexView, name: Callable[[int], str], tr: Translator = ENGLISH) -> str:
    """How the partners answered the last offer (§ 5.2), e.g. "B accepted; C asked for Finance, Social"."""
    out = []
    for seat in view.partners:
        answer = view.answers[seat] if view.answers else ""
        if answer == "ask":
            out.append(tr("{name} asked for {portfolios}", name=name(seat),
                          portfolios=", ".join(portfolio_word(p, tr) for p in view.asks[seat])))
        elif answer == "accept":
            out.append(tr("{name} accepted", name=name(seat)))
        elif answer == "decline":
            out.append(tr("{name} declined", name=name(seat)))
    return "; ".join(out)


def prompt_for(view: DindexView, name: Callable[[int], str], asking: int | None, legal: Sequence[DindexAction],
               mode: str = "play", tr: Translator = ENGLISH) -> tuple[str, str]:
    """(what to do, why / how) for the asked party; who is being waited for otherwise."""
    if view.phase == "over":
        return tr("The game is over."), reason_words(view.reason, tr) or str(view.reason)
    if asking is None or not legal:
        if not view.active:
            return "", ""
        who = ", ".join(name(s) for s in view.active)
        if mode != "replay" and view.phase == "open_turn" and view.hand_sizes[view.turn] == 0:
            # passed for them (the table's moot answer), once nothing holds the motion: not "waiting" for a
            # person who has nothing to decide (a lesson's coach may be speaking first)
            return tr("{name} has no cards and passes", name=name(view.turn)), phase_words(view.phase, tr) or ""
        title = tr("Next: {names}…", names=who) if mode == "replay" else tr("Waiting for: {names}…", names=who)
        return title, phase_words(view.phase, tr) or ""
    me = name(asking)
    phase = view.phase
    if phase == "draw":
        setup = components().setup
        held = view.hand_sizes[asking]
        room = view.draw_room[asking]
        limit = tr("You may draw up to your hand limit: {base} cards + 1 per full group of three core voters "
                   "(§ 5.1). Drawing fewer is allowed; cards gained later in the term have no limit.",
                   base=setup.hand_base)
        if held:
            limit = tr.trn("You kept {count} card from the last term. {limit}",
                           "You kept {count} cards from the last term. {limit}", held, limit=limit)
        return tr("{name}: how many action cards do you draw? Up to {room}", name=me, room=room), limit
    if phase == "propose":
        return _propose(view, name, me, tr)
    if phase == "assign":
        portfolio = next(a.portfolio for a in legal if isinstance(a, AssignMinistry))  # the rules' next one
        wants = [name(s) for s in view.partners if view.asks and portfolio in view.asks[s]]
        how = tr("Drag the lit ministry token onto a party, or click a button. A matching core competence "
                 "(★ core) earns that party 2 RP instead of 1 and lets it solve crises.")
        if wants:
            how = tr("Asked for by {names}. {how}", names=", ".join(wants), how=how)
        return tr("{name}: who gets the {ministry}?", name=me, ministry=ministry_word(portfolio, tr)), how
    if phase == "respond":
        return _respond(view, name, asking, me, tr)
    if phase in ("tasks", "reposition"):
        office = office_word(view.task_office, tr)
        covers = sum(isinstance(a, (CoverTask, SupportCrisis)) for a in legal)
        how = tr.trn("Click a lit task ({count} choice). A problem is solved by any office; a crisis needs the core "
                     "competence, or its ministry together with the Chancellery. Unsolved tasks hurt.",
                     "Click a lit task ({count} choices). A problem is solved by any office; a crisis needs the core "
                     "competence, or its ministry together with the Chancellery. Unsolved tasks hurt.", covers)
        if phase == "reposition":
            how = tr("Last chance (§ 5.6): the offices are placed once more before unsolved tasks take effect. {how}",
                     how=how)
        if any(isinstance(a, LeaveUncovered) for a in legal):
            return tr("{name}: place the {office} on a government task — or leave the Chancellery free", name=me,
                      office=office), how
        return tr("{name}: place the {office} on a government task", name=me, office=office), how
    if phase == "secret_choose":
        return (tr("{name}: put one hand card face down on the secret stack", name=me),
                tr("Drag a card onto the secret stack. The stack is shuffled and everyone draws one back and "
                   "carries it out: perhaps someone else's card. Cards marked “secret only” (magnifying glass) "
                   "count here too."))
    if phase == "secret_play":
        return _secret_play(view, legal, me, tr)
    if phase == "open_turn":
        plays = len({a.card for a in legal if isinstance(a, PlayCard)})  # cards, not card-and-target pairs
        swaps = any(isinstance(a, ExchangeCard) for a in legal)
        if swaps:
            title = tr("{name}: your turn — play a card, exchange one, or pass", name=me)
            how = tr.trn("Drag a lit card onto “Play” (or onto the party it aims at), onto “Exchange”, or click Pass. "
                         "{count} card playable now. The phase ends when everyone in a row plays nothing.",
                         "Drag a lit card onto “Play” (or onto the party it aims at), onto “Exchange”, or click Pass. "
                         "{count} cards playable now. The phase ends when everyone in a row plays nothing.", plays)
        else:
            title = tr("{name}: your turn — play a card, or pass", name=me)
            how = tr.trn("Drag a lit card onto “Play” (or onto the party it aims at), or click Pass. {count} card "
                         "playable now. The phase ends when everyone in a row plays nothing.",
                         "Drag a lit card onto “Play” (or onto the party it aims at), or click Pass. {count} cards "
                         "playable now. The phase ends when everyone in a row plays nothing.", plays)
        if any(isinstance(a, PlayCard) and a.ministry is not None for a in legal):
            how = tr("{how} A card that shoots a minister goes onto the ministry token it empties.", how=how)
        return title, how
    if phase == "open_window":
        top = view.chain[-1] if view.chain else None
        can = any(isinstance(a, Counter) for a in legal)
        how = (tr("Drag a counter card onto “Counter”, or click Let it stand. A random card decides if it succeeds.")
               if can else tr("You hold no counter you may play now: click Let it stand. (Everyone is asked, so "
                              "being asked reveals nothing.)"))
        if top is not None and top.undo is not None:
            how = tr("{how} It was the last secret action and has already taken effect: a successful counter "
                     "reverses it, bombs included, before the open actions begin (§ 5.5).", how=how)
        if top is None:
            return tr("{name}: counter the card, or let it stand?", name=me), how
        return tr("{name}: counter {owner}'s {card}, or let it stand?", name=me, owner=name(top.seat),
                  card=quoted(card_name(top.card, tr), tr)), how
    if phase == "campaign":
        win = any(isinstance(a, CampaignCard) and a.effect == "win" for a in legal)
        how = (tr("Drag a card onto “Win a non-voter” or “Scare off voters” (every other party loses a voter). Kept "
                  "cards count for the next term.") if win else
               tr("Drag a card onto “Win a non-voter” (no non-voters left) or “Scare off voters” (every other party "
                  "loses a voter). Kept cards count for the next term."))
        return tr("{name}: election campaign — use cards, then End campaign", name=me), how
    return tr("{name}: decide", name=me), ""


def _propose(view: DindexView, name: Callable[[int], str], me: str, tr: Translator) -> tuple[str, str]:
    """§ 5.2: the formateur picks its partners (a revision says how the last offer was answered)."""
    parts = {"majority": view.majority, "attempt": view.attempt + 1, "attempts": view.formation_attempts}
    if view.second_formation:
        how = tr("Click parties (or their buttons) until your votes reach the majority of {majority}. Every partner "
                 "gets at least one ministry (second formation: you keep the Chancellery and two ministries; "
                 "partners cannot refuse, but may ask for other ministries; your last proposal stands without "
                 "answers). Proposal {attempt} of {attempts}.", **parts)
    else:
        how = tr("Click parties (or their buttons) until your votes reach the majority of {majority}. Every partner "
                 "gets at least one ministry. Proposal {attempt} of {attempts}.", **parts)
    answered = answers_words(view, name, tr)
    if answered:
        offer = offer_words(view, name, tr)
        if view.second_formation:
            how = tr("Your last offer: {offer}. {answers}. Revise it (its partners stay picked: a click changes "
                     "one). {how}", offer=offer, answers=answered, how=how)
        else:
            how = tr("Your last offer: {offer}. {answers}. Revise it (its partners stay picked: a click changes "
                     "one), or let the formation fail (the Dindex falls a card). {how}", offer=offer,
                     answers=answered, how=how)
    return tr("{name}: you form the government — pick your coalition partners, then Propose", name=me), how


def _respond(view: DindexView, name: Callable[[int], str], asking: int, me: str, tr: Translator) -> tuple[str, str]:
    """§ 5.2: a partner answers the offer (in the second formation it cannot decline)."""
    mine = view.competences[asking]
    setup = components().setup
    base, bonus = setup.ministry_rp, setup.ministry_rp + setup.competence_bonus_rp
    given = [tr("{portfolio} (★ your core: {rp} RP)", portfolio=portfolio_word(PORTFOLIOS[i], tr), rp=bonus)
             if PORTFOLIOS[i] in mine else tr("{portfolio} ({rp} RP)", portfolio=portfolio_word(PORTFOLIOS[i], tr),
                                               rp=base)
             for i, s in enumerate(view.ministries) if s == asking]
    asked = (" " + tr("You asked for: {portfolios}.", portfolios=", ".join(portfolio_word(p, tr)
                                                                          for p in view.asks[asking]))
             if view.asks and view.asks[asking] else "")
    # short (playtest of issue 31: five dense lines): the offer's ministries are on the board and the ticks, so the
    # prompt says what is to decide and what it brings this party
    parts = {"asked": asked, "held": ", ".join(given) or tr("no ministry"), "attempt": view.attempt + 1,
             "attempts": view.formation_attempts}
    if view.second_formation:  # § 5.2: it "cannot fail a second time", so a partner accepts or asks
        return (tr("{name}: {formateur} offers you a place in the second formation — accept, or ask for ministries?",
                   name=me, formateur=name(view.formateur)),
                tr("You would hold {held}.{asked} Accept, or tick the ministries you want and Ask for these (a second "
                   "formation cannot fail: no Decline). Proposal {attempt} of {attempts}; the last stands as it is.",
                   **parts))
    return (tr("{name}: {formateur} offers you a coalition — accept, ask for ministries, or decline?", name=me,
               formateur=name(view.formateur)),
            tr("You would hold {held}.{asked} Or tick the ministries you want and Ask for these. Proposal {attempt} of "
               "{attempts}; without every yes it fails (Dindex −1).", **parts))


def _secret_play(view: DindexView, legal: Sequence[DindexAction], me: str, tr: Translator) -> tuple[str, str]:
    """§ 5.4: the party carries out the secret action it drew."""
    index = view.my_secret_drawn
    c = components().cards[index] if index is not None else None
    what = quoted(card_name(index, tr), tr) if index is not None else tr("your secret action")
    aimed = any(isinstance(a, PlaySecret) and a.target is not None for a in legal)
    # the card beside the prompt is small: its effect in words here (the rest in its tooltip)
    how = tr("It is played anonymously from the common stack; a counter aims at the previous secret action.")
    shoots = any(isinstance(a, PlaySecret) and a.ministry is not None for a in legal)
    if shoots:  # the anonymity is left out: the minister's choice needs the room, and it shows on the board
        how = tr("Click the lit ministry (or its button) whose minister is shot: that one ministry stands empty for "
                 "the rest of the term (§ 5.6 cannot place it again).")
    elif aimed:
        how = tr("Click a lit party or a button. {how}", how=how)
    if c is not None and c.steps:
        how = tr("Effect: {effects}. {how}", effects="; ".join(step_words(st, tr) for st in c.steps), how=how)
    if shoots:
        return tr("{name}: carry out the secret action you drew: {card} — choose the minister to shoot", name=me,
                  card=what), how
    if aimed:
        return tr("{name}: carry out the secret action you drew: {card} — choose its target", name=me, card=what), how
    return tr("{name}: carry out the secret action you drew: {card}", name=me, card=what), how


def final_lines(view: DindexView, name: Callable[[int], str], tr: Translator = ENGLISH) -> list[tuple[str, bool]]:
    """The end: winners, every role revealed, RP, and the reason."""
    winners = set(view.winners or ())
    lines: list[tuple[str, bool]] = [(reason_words(view.reason, tr) or str(view.reason), False)]
    order = sorted(range(view.num_players), key=lambda s: (s not in winners, -view.rp[s], s))
    for s in order:
        parts = {"name": name(s), "role": role_word(view.roles[s], tr), "rp": view.rp[s],
                 "voters": tr.trn("{count} voter", "{count} voters", view.voters[s]),
                 "core": tr.trn("{count} core voter", "{count} core voters", view.core[s])}
        line = (tr("{name}: {role} — {rp} RP, {voters}, {core}  ★ WINNER", **parts) if s in winners
                else tr("{name}: {role} — {rp} RP, {voters}, {core}", **parts))
        lines.append((line, s in winners))
    level = level_name(view.dindex_level, tr)
    lines.append((tr.trn("Ended in term {term} at Dindex {level} ({name}), {count} card on the stack.",
                         "Ended in term {term} at Dindex {level} ({name}), {count} cards on the stack.", view.dindex,
                         term=view.term, level=view.dindex_level, name=level), False))
    return lines


HEADINGS = {"roles": N_("Roles"), "rp": N_("RP"), "term": N_("Term"),
            "dindex_cards": N_("Dindex cards")}
"""The end screen's names for the result's keys (a playtest read "Term" and "Dindex cards" in a German game)."""


def column_words(key: str, value: object, tr: Translator = ENGLISH) -> str | None:
    """The end screen's Dindex columns in words: a role with its card's animal, points as RP, how the game
    ended in the words the table's own result uses (the end screen said "RP reached")."""
    if key == REASON and isinstance(value, str):
        return reason_words(value, tr)
    if key == HEADING and isinstance(value, str) and value in HEADINGS:
        return tr(HEADINGS[value])
    if key == "roles" and value in ("democrat", "oligarch"):
        return tr("Democrat (dog)") if value == "democrat" else tr("Oligarch (wolf)")
    if key == "rp" and isinstance(value, int):
        return tr("{rp} RP", rp=value)
    return None
