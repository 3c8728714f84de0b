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
from scenes.tables.common.columnwords import REASON
from scenes.tables.dindex.look import (
    LEVEL_NAMES,
    OFFICE_WORD,
    POINTS_TO_WIN,
    PORTFOLIO_WORD,
    REACHED_POINTS,
    counted,
    step_words,
)

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
    "rp_reached": f"A Democrat {REACHED_POINTS}: democracy has won (§ 6.1).",
    "oligarchy": "The Dindex fell to Oligarchy: the Oligarchs have won (§ 6.2).",
    "seizure_of_power": "An Oligarch seized power and wins alone (§ 6.3).",
}


def phase_title(view: DindexView) -> str:
    return phase_titles(view)[0]


def phase_titles(view: DindexView) -> tuple[str, str]:
    """The header, whole and shorter (without the game's name and the level's): the header draws the first
    that fits beside the log ("Dindex 2 Breakdown of the Rule of Law" and the Government Points to win ran
    into it)."""
    level, phase = view.dindex_level, PHASE_WORDS.get(view.phase, view.phase)
    points = f"{POINTS_TO_WIN}: {view.rp_target}"
    return (f"Dindex · Term {view.term} · Dindex {level} {LEVEL_NAMES[level]} · {points} · {phase}",
            f"Term {view.term} · Dindex {level} · {points} · {phase}")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def offer_words(view: DindexView, name: Callable[[int], str]) -> str:
    """The offer on the table: each ministry with the party it goes to."""
    return ", ".join(f"{PORTFOLIO_WORD[PORTFOLIOS[i]]} → {name(s)}" for i, s in enumerate(view.ministries))


def answers_words(view: DindexView, name: Callable[[int], str]) -> str:
    """How the partners answered the last offer (§ 5.2), e.g. "B accepted; C asked for Finance, Social"."""
    said = {"accept": "accepted", "decline": "declined"}
    out = []
    for seat in view.partners:
        answer = view.answers[seat] if view.answers else ""
        if answer == "ask":
            out.append(f"{name(seat)} asked for {', '.join(PORTFOLIO_WORD[p] for p in view.asks[seat])}")
        elif answer:
            out.append(f"{name(seat)} {said[answer]}")
    return "; ".join(out)


def prompt_for(view: DindexView, name: Callable[[int], str], asking: int | None, legal: Sequence[DindexAction],
               mode: str = "play") -> tuple[str, str]:
    """(what to do, why / how) for the asked party; who is being waited for otherwise."""
    if view.phase == "over":
        return "The game is over.", REASON_WORDS.get(view.reason, view.reason)
    if asking is None or not legal:
        if not view.active:
            return "", ""
        who = ", ".join(name(s) for s in view.active)
        word = "Next" if mode == "replay" else "Waiting for"
        return f"{word}: {who}…", PHASE_WORDS.get(view.phase, "")
    me = name(asking)
    phase = view.phase
    if phase == "draw":
        setup = components().setup
        held = view.hand_sizes[asking]
        room = view.draw_room[asking]
        kept = f"You kept {counted(held, 'card')} from the last term. " if held else ""
        return (f"{me}: how many action cards do you draw? Up to {room}",
                f"{kept}You may draw up to your hand limit: {setup.hand_base} cards + 1 per full group of three "
                "core voters (§ 5.1). Drawing fewer is allowed; cards gained later in the term have no limit.")
    if phase == "propose":
        second = (" (second formation: you keep the Chancellery and two ministries; partners cannot refuse, but "
                  "may ask for other ministries; your last proposal stands without answers)"
                  if view.second_formation else "")
        answered = answers_words(view, name)
        give_up = "" if view.second_formation else ", or let the formation fail (the Dindex falls a card)"
        last = (f"Your last offer ({offer_words(view, name)}): {answered}. Revise it (its partners stay picked: "
                f"a click changes one){give_up}. ") if answered else ""
        return (f"{me}: you form the government — pick your coalition partners, then Propose",
                f"{last}Click parties (or their buttons) until your votes reach the majority of {view.majority}. "
                f"Every partner gets at least one ministry{second}. Proposal {view.attempt + 1} of "
                f"{view.formation_attempts}.")
    if phase == "assign":
        portfolio = next(a.portfolio for a in legal if isinstance(a, AssignMinistry))  # the rules' next one
        wants = [name(s) for s in view.partners if view.asks and portfolio in view.asks[s]]
        asked = f"Asked for by {', '.join(wants)}. " if wants else ""
        return (f"{me}: who gets the {PORTFOLIO_WORD[portfolio]} Ministry?",
                f"{asked}Drag the lit ministry token onto a party, or click a button. A matching core competence "
                "(★ core) earns that party 2 RP instead of 1 and lets it solve crises.")
    if phase == "respond":
        mine = view.competences[asking]
        setup = components().setup
        base, bonus = setup.ministry_rp, setup.ministry_rp + setup.competence_bonus_rp
        given = [PORTFOLIO_WORD[PORTFOLIOS[i]] + (f" (★ your core: {bonus} RP)" if PORTFOLIOS[i] in mine
                                                  else f" ({base} RP)")
                 for i, s in enumerate(view.ministries) if s == asking]
        tries = view.formation_attempts
        asked = (f" You asked for: {', '.join(PORTFOLIO_WORD[p] for p in view.asks[asking])}."
                 if view.asks and view.asks[asking] else "")
        if view.second_formation:  # § 5.2: it "cannot fail a second time", so a partner accepts or asks
            return (f"{me}: {name(view.formateur)} offers you a place in the second formation — accept, or ask "
                    "for ministries?",
                    f"The offer: {offer_words(view, name)}.{asked} You would hold: "
                    f"{', '.join(given) or 'no ministry'}, paid at the settlement (§ 5.7). The second formation "
                    f"cannot fail, so you cannot decline; tick the ministries you want and Ask for these, and "
                    f"{name(view.formateur)} may revise. Proposal {view.attempt + 1} of {tries}: the last one "
                    "stands without answers.")
        return (f"{me}: {name(view.formateur)} offers you a coalition — accept, ask for ministries, or decline?",
                f"The offer: {offer_words(view, name)}.{asked} You would hold: {', '.join(given) or 'no ministry'}, "
                f"paid at the settlement (§ 5.7). To ask for others, tick them and Ask for these: "
                f"{name(view.formateur)} may revise. Proposal {view.attempt + 1} of {tries}; without every "
                "partner's yes the formation fails (the Dindex falls a card, a second formation follows).")
    if phase in ("tasks", "reposition"):
        office = OFFICE_WORD[view.task_office]
        covers = sum(isinstance(a, (CoverTask, SupportCrisis)) for a in legal)
        free = " — or leave the Chancellery free" if any(isinstance(a, LeaveUncovered) for a in legal) else ""
        last = ("Last chance (§ 5.6): the offices are placed once more before unsolved tasks take effect. "
                if phase == "reposition" else "")
        return (f"{me}: place the {office} on a government task{free}",
                f"{last}Click a lit task ({_plural(covers, 'choice')}). A problem is solved by any office; a crisis "
                "needs the core competence, or its ministry together with the Chancellery. Unsolved tasks hurt.")
    if phase == "secret_choose":
        return (f"{me}: put one hand card face down on the secret stack",
                "Drag a card onto the secret stack. The stack is shuffled and everyone draws one back and "
                "carries it out: perhaps someone else's card. Cards marked “secret only” (magnifying glass) "
                "count here too.")
    if phase == "secret_play":
        c = components().cards[view.my_secret_drawn] if view.my_secret_drawn is not None else None
        what = f"“{c.name}”" if c is not None else "your secret action"
        aim = " — choose its target" if any(isinstance(a, PlaySecret) and a.target is not None for a in legal) else ""
        # the card beside the prompt is small: its effect in words here (the rest in its tooltip)
        effect = ("Effect: " + "; ".join(step_words(st) for st in c.steps) + ". ") if c is not None and c.steps else ""
        pick = "Click a lit party or a button. " if aim else ""
        if any(isinstance(a, PlaySecret) and a.ministry is not None for a in legal):
            pick = ("Pick the minister to shoot with a button: that ministry is lifted off its task and stands empty "
                    "for the rest of the term (§ 5.6 cannot place it again). ")
        return (f"{me}: carry out the secret action you drew: {what}{aim}",
                f"{effect}{pick}It is played anonymously from the common stack; a counter aims at the previous secret "
                "action.")
    if phase == "open_turn":
        plays = len({a.card for a in legal if isinstance(a, PlayCard)})  # cards, not card-and-target pairs
        swaps = any(isinstance(a, ExchangeCard) for a in legal)
        shoot = (" A card that shoots a minister goes onto the ministry token it empties."
                 if any(isinstance(a, PlayCard) and a.ministry is not None for a in legal) else "")
        return (f"{me}: your turn — play a card, {'exchange one, ' if swaps else ''}or pass",
                f"Drag a lit card onto “Play” (or onto the party it aims at){', onto “Exchange”' if swaps else ''}, "
                f"or click Pass. {_plural(plays, 'card')} playable now. "
                f"The phase ends when everyone in a row plays nothing.{shoot}")
    if phase == "open_window":
        top = view.chain[-1] if view.chain else None
        what = f"{name(top.seat)}'s “{components().cards[top.card].name}”" if top is not None else "the card"
        can = any(isinstance(a, Counter) for a in legal)
        late = (" It was the last secret action and has already taken effect: a successful counter reverses it, "
                "bombs included, before the open actions begin (§ 5.5)."
                if top is not None and top.undo is not None else "")
        return (f"{me}: counter {what}, or let it stand?",
                ("Drag a counter card onto “Counter”, or click Let it stand. A random card decides if it succeeds."
                 if can else "You hold no counter you may play now: click Let it stand. (Everyone is asked, so "
                 "being asked reveals nothing.)") + late)
    if phase == "campaign":
        win = any(isinstance(a, CampaignCard) and a.effect == "win" for a in legal)
        return (f"{me}: election campaign — use cards, then End campaign",
                "Drag a card onto “Win a non-voter”" + (" " if win else " (no non-voters left) ")
                + "or “Scare off voters” (every other party loses a voter). Kept cards count for the next term.")
    return f"{me}: decide", ""


def final_lines(view: DindexView, name: Callable[[int], str]) -> list[tuple[str, bool]]:
    """The end: winners, every role revealed, RP, and the reason."""
    winners = set(view.winners or ())
    lines: list[tuple[str, bool]] = [(REASON_WORDS.get(view.reason, view.reason), False)]
    order = sorted(range(view.num_players), key=lambda s: (s not in winners, -view.rp[s], s))
    for s in order:
        role = view.roles[s] or "?"
        mark = "  ★ WINNER" if s in winners else ""
        sym = "wolf" if role == "oligarch" else "dog"
        lines.append((f"{name(s)}: {role.upper()} ({sym}) — {view.rp[s]} RP, {_plural(view.voters[s], 'voter')}, "
                      f"{_plural(view.core[s], 'core voter')}{mark}", s in winners))
    lines.append((f"Ended in term {view.term} at Dindex {view.dindex_level} ({LEVEL_NAMES[view.dindex_level]}), "
                  f"{_plural(view.dindex, 'card')} on the stack.", False))
    return lines


def column_words(key: str, value: object) -> str | None:
    """The end screen's Dindex columns in words: a role with its card's animal, points as RP, how the game
    ended in the words the table's own result uses (the end screen said "RP reached")."""
    if key == REASON and isinstance(value, str):
        return REASON_WORDS.get(value)
    if key == "roles" and value in ("democrat", "oligarch"):
        return "Democrat (dog)" if value == "democrat" else "Oligarch (wolf)"
    if key == "rp" and isinstance(value, int):
        return f"{value} RP"
    return None
