"""Every event type Diceocracy emits, with what it reports (the data of each: docs/log-format.md, section
Diceocracy).

The rules object exports the names as `event_types`; a conformance test checks that random games emit
nothing else, and the tables check that each has a wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    # set-up
    "set_up": "what lies on the table before the first move: districts and their dice, the face-up rows, the "
              "candidate tiles, each player's colour, money, Reps and personality tiles, who starts",
    "agendas_dealt": "a player's secret agendas dealt at the set-up (the cards only for that player)",
    "candidate_chosen": "a player takes a candidate tile (and the popularity it gives)",
    "personality_chosen": "a player turns its two personality tiles",
    # rounds and turns
    "round_started": "a round begins: number, first player, turn order",
    "turn": "a Rep takes a die from a district space (steps 1-2); the bag's roll in solo",
    "follower_placed": "a follower die goes onto the player board",
    "follower_moved": "a follower die moves to another slot, or swaps places with the follower there",
    "action_used": "a district or follower action is carried out",
    "action_skipped": "a card effect has nothing to do",
    "action_declined": "a player skips the district or the follower action",
    "first_player_given": "the first-player marker is handed on",
    "turn_ended": "a player's turn is over",
    # what actions change
    "popularity": "a player's popularity in one colour changes (every change, set-up bonuses and stunts included)",
    "money": "a player's money changes (every change: income, rewards, bonuses, payments, cancels)",
    "votes": "a player gains votes",
    "die_changed": "focus: a die is set to a new value",
    "die_rolled": "manipulate: a die is rolled again",
    "roll_kept": "manipulate: the player keeps the new or the old value",
    "dice_swapped": "exchange or follower influence: two dice change places",
    "rep_moved": "a Rep moves to another space",
    # interactive and spicy modes
    "cancel_offered": "the affected player may pay to cancel an action",
    "action_cancelled": "the affected player paid: the action does not happen",
    "action_allowed": "the affected player lets the action happen",
    # cards
    "cards_drawn": "a player draws cards (the cards only for that player)",
    "card_taken": "a player takes a face-up card from a row",
    "card_revealed": "a row slot is refilled face up",
    "card_removed": "solo: the bag removes a face-up card",
    "deck_reshuffled": "an empty deck is refilled by shuffling its discard pile",
    "agenda_discarded": "a player discards a secret agenda (the card only for that player; others see the pile grow)",
    "advert_played": "an advertising card is played",
    "stunt_played": "a stunt card is played",
    # solo opponent
    "bag_drawn": "solo: the bag draws and rolls a die",
    "bag_tie": "solo: the bag's roll fits several spaces equally; the player decides",
    "bag_returned": "solo: the bag's die goes back into the bag",
    # the election
    "district_scoring": "a district is scored: majority and votes",
    "final_scoring": "every player's final votes by category",
    "agendas_revealed": "the secret agendas are shown for scoring",
})
