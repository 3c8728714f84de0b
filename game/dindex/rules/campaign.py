"""§ 5.8 Election campaign: the Chancellery first, then clockwise, each party once uses any number of its
hand cards face down; each card wins a non-voter as a voter, or makes every other party lose one voter to
the non-voters (core voters cannot be influenced). One card is one decision; EndCampaign keeps the rest."""

from __future__ import annotations

from game.dindex import events
from game.dindex.rules.draft import Draft, Table
from game.dindex.rules.instances import Instances
from game.dindex.rules.pools import move_voter
from game.dindex.state import CampaignCard, EndCampaign

# Actions are immutable: the lists asked for before every decision share their instances.
_END_CAMPAIGN = EndCampaign()


_WINS: Instances[int, CampaignCard] = Instances(lambda card: CampaignCard(card=card, effect="win"))
_SCARES: Instances[int, CampaignCard] = Instances(lambda card: CampaignCard(card=card, effect="scare"))


def begin(d: Draft) -> None:
    chancellor = d.offices[0] if d.offices[0] >= 0 else 0
    d.campaign_order = tuple(d.clockwise_from(chancellor))
    d.phase = "campaign"


def options(state: Table, seat: int) -> list[CampaignCard | EndCampaign]:
    out: list[CampaignCard | EndCampaign] = []
    for card in sorted(set(state.hands[seat])):
        if state.non_voters > 0:
            out.append(_WINS[card])
        out.append(_SCARES[card])
    out.append(_END_CAMPAIGN)
    return out


def use_card(d: Draft, seat: int, card: int, effect: str) -> None:
    d.hands[seat].remove(card)
    d.discard.append(card)
    d.emit_private(seat, "card", events.CampaignCard, seat=seat, card=card, effect=effect)
    if effect == "win":
        move_voter(d, "non_voter", None, "voter", seat, "campaign")
        return
    for other in d.clockwise_from(seat)[1:]:
        move_voter(d, "voter", other, "non_voter", None, "campaign")


def end(d: Draft, seat: int) -> None:
    d.emit(events.CampaignEnded, seat=seat)
    d.campaign_order = d.campaign_order[1:]


def auto_step(d: Draft) -> bool:
    """Parties without cards have nothing to decide; after the last party the next term begins."""
    if d.campaign_order and not d.hands.held(d.campaign_order[0]):
        d.campaign_order = d.campaign_order[1:]
        return True
    if not d.campaign_order:
        d.phase = "term_end"
        return True
    return False
