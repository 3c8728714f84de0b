"""Every event type Dindex emits, with what it reports (the data of each: docs/log-format.md, section Dindex).

The rules object exports the names as `event_types`; a conformance test checks that random games emit
nothing else, and the tables check that each has a wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    # § 4.6 set-up and § 5.1 / § 5.2 the start of every term
    "voters_distributed": "§ 4.6: the random cards decide who starts with the most voters",
    "term_start": "§ 5.1: a term begins; hands drawn up, every pool as it stands",
    "election": "§ 5.2: the votes are counted and the majority is set",
    "formateur": "§ 5.2: a party is asked to form the government (or the second formation)",
    "coalition_proposed": "§ 5.2: the formateur names its partners",
    "ministry_assigned": "§ 5.2: the formateur gives a ministry to a party",
    "coalition_answer": "§ 5.2: a partner accepts, declines, or asks for the ministries it wants",
    "offer_rejected": "§ 5.2: not every partner accepted; the formateur may revise the offer",
    "formation_failed": "§ 5.2: no coalition came about (or the formateur gave up); the Dindex falls",
    "government": "§ 5.2: the government stands: Chancellery, ministries, coalition",
    # § 5.3 government tasks and § 5.6 repositioning
    "task_drawn": "§ 5.3: a government task is laid out",
    "task_covered": "§ 5.3: an office takes a task",
    "task_left": "§ 5.3: the Chancellery stays free",
    "office_uncovered": "an effect lifts an office off its task",
    "reposition": "§ 5.6: every office is lifted and placed again",
    "task_solved": "§ 5.6: a covered task is solved",
    "task_unsolved": "§ 5.6: an uncovered task takes effect",
    # § 5.4 secret actions and § 5.5 open actions
    "secret_submitted": "§ 5.4: a party puts a card face down on the secret stack (the card only for it)",
    "secret_drawn": "§ 5.4: a party draws a secret action back (the card only for it)",
    "secret_unplayable": "§ 5.4: a drawn secret action cannot be carried out and is shown and discarded",
    "card_played": "an action card is played (open, secret or as a counter)",
    "counter": "§ 5.5: a counter is tried; a random card decides",
    "card_repelled": "a countered card does not take effect",
    "card_resolved": "a card on the chain takes effect",
    "card_exchanged": "§ 5.5: a party discards a card face down and draws another",
    "turn_passed": "§ 5.5: a party plays nothing on its turn",
    # effects of cards, tasks and the term's end
    "cards_drawn": "a party draws action cards (the cards only for it)",
    "cards_discarded": "a party loses action cards face down",
    "stack_reshuffled": "the empty action stack is refilled from the discard pile mid-term",
    "voters_moved": "voters move between pools (voters, core voters, non-voters, system opponents)",
    "dindex_changed": "§ 3.6: the Dindex falls or rises",
    "random_card": "§ 3.7: a random card is drawn",
    "rp_changed": "a party gains or loses RP",
    "role_revealed": "a party's role is shown",
    "power_seized": "§ 6.3: an Oligarch seizes power",
    "settlement": "§ 5.7: the government is paid its RP",
    "chaos": "§ 5.8: the chaos at the end of the term",
    "campaign_card": "§ 5.8: a card is used in the election campaign (win a non-voter or scare off voters)",
    "campaign_ended": "§ 5.8: a party ends its campaign",
})
