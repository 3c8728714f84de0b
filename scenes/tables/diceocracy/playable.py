"""Why a card in hand is not lit at step 5, in the player's words: the rules' reason (one card of each kind a
turn, an advert's cost, a stunt's requirement), so a greyed card never leaves a person guessing (playtest 5)."""

from __future__ import annotations

from game.diceocracy.cards import stunt_met
from game.diceocracy.components import components
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import Translator
from scenes.tables.diceocracy.look import color_word
from scenes.tables.diceocracy.terms import ENGLISH


def not_playable_why(view: DiceocracyView, seat: int, deck: str, card: int, tr: Translator = ENGLISH) -> str:
    """Why `seat` cannot play this card of theirs now ("" when nothing stands in the way); `view` at its step 5."""
    turn = view.turn
    p = view.players[seat]
    if deck == "adverts":
        if turn is not None and turn.advert_played:
            return tr("one advertising card a turn: this turn's is played")
        cost = components().adverts[card].cost
        return tr("it costs {cost} money, you have {money}", cost=cost, money=p.money) if cost > p.money else ""
    if deck == "stunts":
        if turn is not None and turn.stunt_played:
            return tr("one political stunt a turn: this turn's is played")
        stunt = components().stunts[card]
        if stunt_met(stunt, p.followers):
            return ""
        if stunt.pattern is not None:
            return tr("your followers do not make its pattern on your board yet (it may be rotated)")
        total = sum(d.value for d in p.followers if d is not None and d.color == stunt.color)
        return tr("your {group} followers total {total}, it needs {needed}", group=color_word(stunt.color or "", tr),
                  total=total, needed=stunt.min_total)
    return ""
