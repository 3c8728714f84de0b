"""The Dindex prompt's buttons (scenes/tables/dindex/buttons.py), playtest 5: revising a coalition offer
starts from what was offered (§ 5.2), not from scratch. The formateur going back to an offer (a revision after
a partner's no, or the offer step reopened by an Undo) finds the partners picked as offered, so changing one
partner is one click."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import SeatSpec
from game.dindex.state import AssignMinistry, DeclineCoalition, DindexView, ProposeCoalition
from scenes.engine.headless import key, make_context, pump
from scenes.tables.dindex.table import DindexTable
from tests.scenes.tables.dindex.driving import all_bots, drive_until, seated, wait_until_asked
from tests.scenes.tables.dindex.test_table import click_events, prompt_buttons


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def ticked(table: DindexTable) -> set[int]:
    """The parties whose toggle under the prompt is ticked (☑)."""
    toggles = [(b.data[1], b.label) for b in prompt_buttons(table)
               if isinstance(b.data, tuple) and isinstance(b.data[1], tuple) and b.data[1][0] == "toggle"]
    return {seat for (_, seat), label in toggles if label.startswith("☑")}


def propose_button(table: DindexTable) -> Any:
    return next(b for b in prompt_buttons(table) if b.hotkey == pygame.K_p)


def two_partner_offer(action: Any) -> bool:
    return isinstance(action, ProposeCoalition) and len(action.partners) == 2


def revising(view: DindexView) -> bool:
    return view.phase == "propose" and not view.second_formation and view.attempt == 1


def test_a_revision_starts_from_the_partners_of_the_rejected_offer(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    # two partners are offered the coalition and one of them says no: the formateur may revise (§ 5.2)
    drive_until(match, revising, prefer=lambda a: two_partner_offer(a) or isinstance(a, DeclineCoalition))
    offered = match.view(None).partners
    ada = match.view(None).formateur
    match.replace_seat(ada, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    wait_until_asked(context, screen, table, ada)
    assert ticked(table) == set(offered), table.button_labels()
    assert table.picked == set(offered) and all(table.panels[s].lit for s in offered)
    assert propose_button(table).data == ("button", ProposeCoalition(partners=offered))
    assert "its partners stay picked" in table.prompt_text()
    # one click takes a partner out: the rest of the offer stays picked
    dropped = offered[0]
    pump(context, screen, click_events(table, table.panels[dropped]))
    assert ticked(table) == set(offered) - {dropped}


def test_the_offer_step_reopened_by_an_undo_shows_the_partners_that_were_offered(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "propose" and not v.second_formation and v.attempt == 0)
    ada = match.view(None).formateur
    match.replace_seat(ada, SeatSpec(name="Ada"))
    table = seated(context, screen, match)  # alone at the computer: no pass screen
    wait_until_asked(context, screen, table, ada)
    offer = next(a for a in match.legal_actions(ada) if two_partner_offer(a))
    for partner in offer.partners:  # picked by clicking their panels, as a person does
        pump(context, screen, click_events(table, table.panels[partner]))
    pump(context, screen, click_events(table, propose_button(table)))
    assert match.actions[-1] == (ada, offer)
    wait_until_asked(context, screen, table, ada)
    assert table.view.phase == "assign"
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)])  # Undo
    wait_until_asked(context, screen, table, ada)
    assert table.view.phase == "propose"
    assert ticked(table) == set(offer.partners), table.button_labels()
    assert propose_button(table).data == ("button", offer)


def test_the_picks_of_an_undone_offer_survive_its_ministries_being_taken_back_too(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "propose" and not v.second_formation and v.attempt == 0)
    ada = match.view(None).formateur
    match.replace_seat(ada, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    wait_until_asked(context, screen, table, ada)
    offer = next(a for a in match.legal_actions(ada) if two_partner_offer(a))
    assert table.act(offer)
    wait_until_asked(context, screen, table, ada)
    give = next(a for a in match.legal_actions(ada) if isinstance(a, AssignMinistry))
    assert table.act(give)
    wait_until_asked(context, screen, table, ada)
    for _ in range(2):  # the ministry, then the offer
        pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)])
        wait_until_asked(context, screen, table, ada)
    assert table.view.phase == "propose"
    assert ticked(table) == set(offer.partners), table.button_labels()


def test_another_formation_starts_with_nobody_picked(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    # the first formation fails after its offers: the second formateur forms afresh (§ 5.2)
    drive_until(match, lambda v: v.phase == "propose" and v.second_formation,
                prefer=lambda a: two_partner_offer(a) or isinstance(a, DeclineCoalition))
    second = match.view(None).formateur
    match.replace_seat(second, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    wait_until_asked(context, screen, table, second)
    assert ticked(table) == set() and table.picked == set()


def test_s5_2_a_revised_offer_starts_from_the_last_one() -> None:
    """Playtest: a revised offer was given out from nothing. Each ministry's party of the last offer comes
    first, lit, "as before" (one key), so a revision changes only what it means to."""
    import game.dindex as dindex
    from game.core.match import Match, SeatSpec
    from game.dindex.components import PORTFOLIOS
    from game.dindex.state import AskMinistries, AssignMinistry, ProposeCoalition
    from scenes.tables.dindex.buttons import ButtonHooks, action_buttons, previous_offer
    from tests.dindex.test_round_three import second_formation

    seats = [SeatSpec(name=n) for n in ("Ada", "Ben", "Cleo", "Dan", "Eve")]
    m = Match(dindex.GAME.rules, {}, seats, 2)
    m.state = second_formation()  # Ada forms; she keeps Finance and Environment, Cleo is given the rest
    m.submit(0, ProposeCoalition(partners=(2,)))
    for seat in (0, 0):
        m.submit(0, AssignMinistry(portfolio=PORTFOLIOS[len(m.state.ministries)], seat=seat))
    assert m.state.phase == "respond"
    m.submit(2, AskMinistries(portfolios=("finance", "social")))  # Cleo asks: the offer is to be revised
    m.submit(0, ProposeCoalition(partners=(2,)))
    view = m.view(0)
    assert view.phase == "assign" and view.attempt == 1
    before = previous_offer(m.events_seen_by(None), view)
    assert before == {"finance": 0, "environment": 0, "social": 2, "interior": 2, "defence": 2}
    hooks = ButtonHooks(act=lambda a: lambda: None, toggle=lambda s: lambda: None, name=seats_name,
                        wish=lambda p: lambda: None)
    specs, _end = action_buttons(view, m.legal_actions(0), set(), hooks, before=before)
    first = specs[0]
    assert first.data == ("button", AssignMinistry(portfolio="finance", seat=0))
    assert first.label.endswith("(as before, B)") and first.kind == "primary"
    assert sum("as before" in s.label for s in specs) == 1
    first_offer = m.view(0).model_copy(update={"attempt": 0})
    assert previous_offer([], first_offer) == {}


def seats_name(seat: int) -> str:
    return ("Ada", "Ben", "Cleo", "Dan", "Eve")[seat]
