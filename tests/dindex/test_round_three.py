"""Issue 30, rules fidelity round three: a shot minister (decision 18) and a secret counter's Dindex (decision 6).

Every position is built from a real game through the state's public fields, then played through the rules.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.dindex.bots import HeuristicBot
from game.dindex.components import PORTFOLIOS
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    Counter,
    DeclineCoalition,
    LetStand,
    PlayCard,
    PlaySecret,
    ProposeCoalition,
)
from tests.dindex.helpers import (
    RULES,
    act,
    card,
    empty_hands,
    government,
    of_type,
    only_hand,
    rng_for,
    run,
    secret_play,
    started,
    task,
    voters,
)


def governed(chancellor: int = 0, ministries: tuple[int, ...] = (0, 1, 0, 1, 0), dindex: int = 6) -> Any:
    """Three parties, seat 2 in opposition; fin-1, soc-3 (crisis) and int-1 on the table, covered by the
    Finance, Social and Interior ministries and the Chancellery free."""
    state = voters(empty_hands(started(3, seed=4)), (3, 3, 3), (3, 3, 3), 2)
    state = government(state, chancellor, ministries)
    on_table = (task("fin-1"), task("soc-3"), task("int-1"))
    return state.model_copy(update={
        "tasks": on_table, "task_deck": tuple(t for t in range(15) if t not in on_table),
        "covers": (-1, task("fin-1"), -1, task("soc-3"), task("int-1"), -1),
        "parties": ((0,), (1,), (2,)),  # 0 finance+social, 1 environment+interior, 2 social+defence
        "dindex": dindex, "dindex_discard": 15 - dindex,
        "roles": ("democrat", "democrat", "oligarch"), "task_office": -1,
    })


# -- item 1: one minister is shot -------------------------------------------------------------------------
def test_s5_6_a_shot_minister_empties_the_one_ministry_its_player_names() -> None:
    # Assassination Attempt (open at Dindex 3): "A minister is shot. The office stands empty." Seat 0 holds the
    # Chancellery and the Finance, Social and Defence ministries; the shooter names one of its ministries
    # (never the Chancellery: no minister), and only that office stands empty.
    state = only_hand(governed(), 2, "Assassination Attempt").model_copy(
        update={"phase": "open_turn", "turn": 2, "quiet": 0})
    shot = card("Assassination Attempt")
    plays = [a for a in RULES.legal_actions(state, 2) if isinstance(a, PlayCard)]
    assert [(a.target, a.ministry) for a in plays if a.card == shot] == [
        (0, "finance"), (0, "social"), (0, "defence"), (1, "environment"), (1, "interior")]
    state, events = act(state, 2, PlayCard(card=shot, target=0, ministry="social"))
    assert of_type(events, "card_played")[0].data.ministry == "social"
    state, _ = act(state, 0, LetStand())
    state, events = act(state, 1, LetStand())
    assert [(e.data.office, e.data.seat, e.data.task) for e in of_type(events, "minister_shot")] == [
        (3, 0, task("soc-3"))]
    assert not of_type(events, "office_uncovered")
    assert state.empty_offices == (False, False, False, True, False, False)
    assert state.covers == (-1, task("fin-1"), -1, -1, task("int-1"), -1)  # Finance and the Chancellery untouched


def test_s5_6_a_minister_shot_on_no_task_still_leaves_the_office_empty() -> None:
    # The Defence ministry covers nothing when its minister is shot (a secret Sabotage, open at 4): the office
    # stands empty all the same, so § 5.6 cannot place it on a task that comes later.
    state = secret_play(governed(dindex=8), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Party Congress",
                                                         2: "Sabotage"})
    state, _ = act(state, 0, PlaySecret())
    state, _ = act(state, 1, PlaySecret())
    options = RULES.legal_actions(state, 2)
    assert PlaySecret(target=0, ministry="defence") in options and PlaySecret(target=0) not in options
    state, events = act(state, 2, PlaySecret(target=0, ministry="defence"))
    assert [(e.data.office, e.data.task) for e in of_type(events, "minister_shot")] == [(5, None)]
    assert state.empty_offices[5] and state.covers[5] == -1


def test_s5_6_a_party_without_a_ministry_to_shoot_loses_only_its_voters() -> None:
    # The Chancellery's party gave all five ministries to its partner, so it has no minister to shoot: the card
    # aims at it without a ministry, and that part of the effect lapses (§ 3.8); the voters still go.
    state = only_hand(governed(chancellor=0, ministries=(1, 1, 1, 1, 1)), 2, "Assassination Attempt")
    state = state.model_copy(update={"phase": "open_turn", "turn": 2, "quiet": 0,
                                     "covers": (-1, task("fin-1"), -1, task("soc-3"), task("int-1"), -1)})
    shot = card("Assassination Attempt")
    assert PlayCard(card=shot, target=0) in RULES.legal_actions(state, 2)
    state, _ = act(state, 2, PlayCard(card=shot, target=0))
    state, _ = act(state, 0, LetStand())
    state, events = act(state, 1, LetStand())
    assert not of_type(events, "minister_shot") and not any(state.empty_offices)
    assert state.voters[0] == 3 - 2


def test_s5_6_a_striking_oligarch_shoots_the_minister_on_a_crisis() -> None:
    # The heuristic bot: an Oligarch who strikes (Dindex 3) empties the ministry whose task is a crisis (its
    # unsolved effect also makes a system opponent); a Democrat costs the target a problem instead.
    state = only_hand(governed(), 2, "Assassination Attempt").model_copy(
        update={"phase": "open_turn", "turn": 2, "quiet": 0})
    legal = RULES.legal_actions(state, 2)
    chosen = HeuristicBot().choose(RULES.view(state, 2), legal, Rng(1))
    assert isinstance(chosen, PlayCard) and chosen.ministry == "social"
    # a Democrat who must carry out a secret Sabotage
    democrat = governed(dindex=8).model_copy(update={"roles": ("democrat", "oligarch", "democrat")})
    democrat = secret_play(democrat, (2,), {2: "Sabotage"})
    chosen = HeuristicBot().choose(RULES.view(democrat, 2), RULES.legal_actions(democrat, 2), Rng(1))
    assert isinstance(chosen, PlaySecret) and chosen.ministry in ("finance", "interior")


# -- item 2: a secret counter is judged at the Dindex without the action it counters ----------------------
def secret_base(dindex: int) -> Any:
    state = government(started(3, seed=5), 0, (0, 1, 2, 0, 0))
    state = voters(state, (3, 3, 3), (3, 3, 3), 0)
    return state.model_copy(update={"dindex": dindex, "dindex_discard": 15 - dindex,
                                    "roles": ("democrat", "democrat", "oligarch")})


def test_s5_4_a_secret_counter_is_judged_at_the_dindex_without_the_action_it_counters() -> None:
    # Radical Mobilisation (secret at Democratic Consensus, two bombs) takes the Dindex from 5 to 4. Legal
    # Loophole has no register entry at 5 (secret only from 4): it may not repel the card whose own bombs alone
    # would make it legal, so it is shown and discarded, judged at 5.
    state = secret_play(secret_base(12), (0, 1, 2), {0: "Radical Mobilisation", 1: "Legal Loophole",
                                                     2: "Door-to-Door Campaign"})
    state, events = act(state, 0, PlaySecret())
    assert state.dindex == 10
    shown = of_type(events, "secret_unplayable")
    assert [(e.data.seat, e.data.code, e.data.dindex, e.data.why) for e in shown] == [(1, "ant-14", 5, "register")]
    assert state.dindex == 10 and state.core[0] == 3 + 2  # the mobilisation stands


def test_s5_4_a_secret_counters_bombs_are_read_at_the_dindex_without_the_action_it_counters() -> None:
    # Scorched Earth (extremist counter: secret at 5 with two bombs, open at 4 with one) repels the Radical
    # Mobilisation that took the Dindex from 5 to 4: the mobilisation and its bombs are undone (back to 12
    # cards) and the counter, judged at 5, sets off its two bombs there (10), not the one of level 4 (11).
    state = secret_play(secret_base(12), (0, 1, 2), {0: "Radical Mobilisation", 1: "Scorched Earth",
                                                     2: "Door-to-Door Campaign"})
    state, _ = act(state, 0, PlaySecret())
    state = state.model_copy(update={"rng": rng_for(1)})
    state, events = act(state, 1, PlaySecret())
    assert [e.data.dindex for e in of_type(events, "card_played")] == [5]
    assert of_type(events, "counter")[0].data.success is True
    assert [(e.data.delta, e.data.cause) for e in of_type(events, "dindex_changed")] == [(2, "repelled"), (-2, "bombs")]
    assert state.dindex == 10 and state.core[0] == 3


def test_s5_4_a_counter_against_a_secret_counter_is_judged_where_that_counter_found_the_dindex() -> None:
    # Radical Mobilisation 5 → 4; Scorched Earth repels it (judged at 5, two bombs: 12 → 10, level 4); a
    # Counter-Demonstration against that counter is judged at the Dindex the counter found (10 cards, level 4:
    # open, one bomb), and putting the mobilisation back leaves the Dindex as the mobilisation left it.
    state = secret_play(secret_base(12), (0, 1, 2), {0: "Radical Mobilisation", 1: "Scorched Earth",
                                                     2: "Counter-Demonstration"})
    state, _ = act(state, 0, PlaySecret())
    state = state.model_copy(update={"rng": rng_for(1, 1)})
    state, _ = act(state, 1, PlaySecret())
    assert state.dindex == 10
    state, events = act(state, 2, PlaySecret())
    assert [e.data.dindex for e in of_type(events, "card_played")] == [4]
    assert state.core[0] == 3 + 2
    # back to the 10 cards the mobilisation left, then the Counter-Demonstration's one bomb at level 4
    assert state.dindex == 9
    assert run(state, lambda d: None)[0].phase in ("open_turn", "open_window")


# -- item 4: the last secret action may be countered openly; the log's order of a broken group ---------------
def test_s5_5_the_last_secret_action_may_be_countered_openly_before_the_first_open_turn() -> None:
    # Radical Mobilisation is the last secret action (seat 2): nobody after it can counter it secretly, but
    # "in the phase of open actions you may play a counter card at any time against a previously played action
    # card", before the Chancellery's first turn. Seat 0 counters it with Fact Check: the mobilisation and its
    # bombs are reversed; the window opens on the counter; then the Chancellery has its turn.
    state = secret_play(secret_base(12), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Party Congress",
                                                     2: "Radical Mobilisation"})
    state = only_hand(state, 0, "Fact Check")
    state, _ = act(state, 0, PlaySecret())
    state, _ = act(state, 1, PlaySecret())
    state, _ = act(state, 2, PlaySecret())
    assert state.dindex == 10 and state.core[2] == 3 + 2
    assert state.phase == "open_window" and RULES.active_players(state) == (0,)
    fact_check = Counter(card=card("Fact Check"))
    assert fact_check in RULES.legal_actions(state, 0)
    state = state.model_copy(update={"rng": rng_for(1)})
    state, events = act(state, 0, fact_check)
    assert state.phase == "open_window" and RULES.active_players(state) == (1,)  # the counter may be countered
    state, _ = act(state, 1, LetStand())
    state, events = act(state, 2, LetStand())
    repelled = of_type(events, "card_repelled")
    assert [(e.data.code, e.data.reversed) for e in repelled] == [("ext-01", True)]
    assert state.dindex == 12 and state.core[2] == 3
    assert state.phase == "open_turn" and state.turn == 0 and state.quiet == 0


def test_s5_5_nobody_counters_the_last_secret_action_and_the_open_phase_begins() -> None:
    # Everyone but its drawer is asked, a counter in hand or not; letting it stand changes nothing.
    state = secret_play(empty_hands(secret_base(12)), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Party Congress",
                                                                  2: "Radical Mobilisation"})
    for seat in (0, 1, 2):
        state, _ = act(state, seat, PlaySecret())
    assert RULES.active_players(state) == (0,) and RULES.legal_actions(state, 0) == [LetStand()]
    state, _ = act(state, 0, LetStand())
    state, events = act(state, 1, LetStand())
    assert not of_type(events, "card_resolved") and state.dindex == 10 and state.core[2] == 3 + 2
    assert state.phase == "open_turn" and state.turn == 0 and card("Radical Mobilisation") in state.discard


def test_s3_3_a_broken_group_of_system_opponents_raises_the_dindex_after_the_move_that_breaks_it() -> None:
    # Citizens' Dialogue turns one of three system opponents into a non-voter: the log says that move first,
    # then the Dindex rising for the broken group (§ 3.3 "If a group of three is broken up, the Dindex rises").
    state = voters(secret_base(10), (3, 3, 3), (3, 3, 3), 3)
    state = secret_play(state, (0,), {0: "Citizens' Dialogue"})
    state, events = act(state, 0, PlaySecret())
    kinds = [(e.type, getattr(e.data, "from_pool", None), getattr(e.data, "cause", None)) for e in events
             if e.type in ("voters_moved", "dindex_changed")]
    assert kinds[:2] == [("voters_moved", "system_opponents", None), ("dindex_changed", None, "system_opponents")]
    assert state.dindex == 11


# -- item 3: the second formation is negotiated too --------------------------------------------------------
def second_formation() -> Any:
    """Five parties; votes 9, 6, 12, 5, 5 (majority 19); the first formation (seat 2) fails: seat 0 forms second."""
    from tests.dindex.helpers import elect

    state, _ = elect(started(5, seed=2), (6, 3, 9, 2, 2), (3, 3, 3, 3, 3))
    for _ in range(3):
        f = state.formateur
        state, _ = act(state, f, ProposeCoalition(partners=(0,)))
        while state.phase == "assign":
            state, _ = act(state, f, RULES.legal_actions(state, f)[0])
        state, _ = act(state, 0, DeclineCoalition())
    assert state.second_formation and state.formateur == 0 and state.attempt == 0
    return state


def offer(state: Any, partners: tuple[int, ...], seats: list[int]) -> Any:
    """The second formateur (seat 0) proposes and gives the five ministries to `seats`, in § 3.2 order."""
    state, _ = act(state, 0, ProposeCoalition(partners=partners))
    for seat in seats:
        if state.phase != "assign":
            break
        state, _ = act(state, 0, AssignMinistry(portfolio=PORTFOLIOS[len(state.ministries)], seat=seat))
    return state


def test_s5_2_the_second_formations_partners_may_ask_and_the_formateur_revises() -> None:
    # "Which 3 ministries go to which coalition partners must be negotiated until a government stands": the
    # partner answers the offer with the ministries it wants (never a refusal: "you must reach agreement"),
    # the formateur revises, and the partner accepts the revision.
    state = offer(second_formation(), (2,), [0, 0, 2, 2, 2])
    assert state.phase == "respond" and RULES.active_players(state) == (2,)
    legal = RULES.legal_actions(state, 2)
    assert AcceptCoalition() in legal and not any(isinstance(a, DeclineCoalition) for a in legal)
    # the formateur keeps two ministries: an ask leaves it two (three at most for the partner)
    assert all(len(a.portfolios) <= 3 for a in legal if isinstance(a, AskMinistries))
    state, events = act(state, 2, AskMinistries(portfolios=("finance", "social", "defence")))
    assert of_type(events, "offer_rejected") and state.phase == "propose" and state.asks[2] == (
        "finance", "social", "defence")
    state = offer(state, (2,), [2, 0, 2, 0, 2])
    state, events = act(state, 2, AcceptCoalition())
    gov = of_type(events, "government")[0].data
    assert gov.first_formation_failed and gov.ministries == {"finance": 2, "environment": 0, "social": 2,
                                                             "interior": 0, "defence": 2}


def test_s5_2_the_second_formations_last_offer_stands_without_answers() -> None:
    # "Since you must reach agreement, government formation cannot fail a second time": after two offers
    # answered with asks, the formateur's last offer stands as it gives it.
    state = second_formation()
    for _ in range(2):
        state = offer(state, (2,), [0, 0, 2, 2, 2])
        state, _ = act(state, 2, AskMinistries(portfolios=("finance",)))
    assert state.phase == "propose" and state.attempt == 2
    state, _ = act(state, 0, ProposeCoalition(partners=(2,)))
    events: list[Any] = []
    while state.phase == "assign":
        state, more = act(state, 0, RULES.legal_actions(state, 0)[0])
        events += more
    assert not of_type(tuple(events), "coalition_answer") and of_type(tuple(events), "government")
    assert state.phase != "respond" and state.offices[0] == 0


def test_s5_2_a_bot_in_the_second_formation_asks_rather_than_declines() -> None:
    state = offer(second_formation(), (2,), [0, 0, 0, 2, 2])  # seat 2 offered Interior and Defence
    chosen = HeuristicBot().choose(RULES.view(state, 2), RULES.legal_actions(state, 2), Rng(1))
    assert chosen in RULES.legal_actions(state, 2) and not isinstance(chosen, DeclineCoalition)
