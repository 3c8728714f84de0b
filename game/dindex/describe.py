"""Plain words for Dindex actions (menus, the log panel, IllegalAction messages)."""

from __future__ import annotations

from typing import Any

from game.dindex.components import components

_FIXED = {
    "accept_coalition": "Accept the coalition offer",
    "decline_coalition": "Decline the coalition offer",
    "leave_uncovered": "Leave the Chancellery free",
    "let_formation_fail": "Let the formation fail (the Dindex falls a card)",
    "pass_turn": "Pass",
    "let_stand": "Let the card stand (no counter)",
    "end_campaign": "End the campaign and keep the remaining cards",
}


def _card(index: int) -> str:
    cards = components().cards
    return f"“{cards[index].name}”" if 0 <= index < len(cards) else f"card {index}"


def _task(index: int) -> str:
    tasks = components().tasks
    return f"“{tasks[index].name}”" if 0 <= index < len(tasks) else f"task {index}"


def _seat(seat: int) -> str:
    """A seat as the players count them: from 1, as New game numbers them (the rules count from 0)."""
    return f"seat {seat + 1}"


def _and(words: Any) -> str:
    items = [str(w) for w in words]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _aim(action: Any) -> str:
    """" against seat 2", and for a card that shoots a minister ", shooting its Interior minister"."""
    if action.target is None:
        return ""
    ministry = getattr(action, "ministry", None)
    shot = f", shooting its {ministry.capitalize()} minister" if ministry is not None else ""
    return f" against {_seat(action.target)}{shot}"


def describe(action: Any) -> str:
    kind = getattr(action, "kind", "")
    if kind in _FIXED:
        return _FIXED[kind]
    if kind == "draw_action_cards":
        if action.count == 0:
            return "Draw no action card"
        return f"Draw {action.count} action card{'' if action.count == 1 else 's'}"
    if kind == "propose_coalition":
        partners = ", ".join(_seat(p) for p in action.partners) or "nobody"
        return f"Propose a coalition with {partners}"
    if kind == "ask_ministries":
        noun = " ministry" if len(action.portfolios) == 1 else " ministries"
        return "Ask for the " + _and(action.portfolios) + noun
    if kind == "assign_ministry":
        return f"Give the {action.portfolio.capitalize()} Ministry to {_seat(action.seat)}"
    if kind == "cover_task":
        return f"Cover the task {_task(action.task)}"
    if kind == "support_crisis":
        return f"Support the ministry on the crisis {_task(action.task)}"
    if kind == "submit_secret":
        return f"Put {_card(action.card)} on the secret stack"
    if kind == "play_secret":
        return "Carry out the secret action" + _aim(action)
    if kind == "play_card":
        return f"Play {_card(action.card)}" + _aim(action)
    if kind == "exchange_card":
        return f"Exchange {_card(action.card)}"
    if kind == "counter":
        return f"Counter with {_card(action.card)}"
    if kind == "campaign_card":
        what = "win a non-voter" if action.effect == "win" else "scare off the others' voters"
        return f"Campaign with {_card(action.card)}: {what}"
    return str(action)


# Actions whose card lies face down for everyone but the acting party (§ 3.8 discard pile, § 5.4, § 5.8).
_HIDDEN_CARD = {
    "submit_secret": "Put a card face down on the secret stack",
    "exchange_card": "Exchange a card",
}


def describe_for_others(action: Any) -> str:
    """Plain words for an action as the other parties see it: a card that goes face down is not named."""
    kind = getattr(action, "kind", "")
    if kind in _HIDDEN_CARD:
        return _HIDDEN_CARD[kind]
    if kind == "campaign_card":
        what = "win a non-voter" if action.effect == "win" else "scare off the others' voters"
        return f"Campaign with a card: {what}"
    return describe(action)
