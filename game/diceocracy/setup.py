"""Set-up steps 1-7 (rulebook "Setup"): random parts in `new_game`, the players' choices as actions."""

from __future__ import annotations

from functools import cache
from typing import Literal

from game.core.rng import Rng, seed_state
from game.core.trusted import build, evolve
from game.diceocracy import events as ev
from game.diceocracy.actions import PERSONALITY_CHOICES, ChooseCandidate, ChoosePersonality, cached_choose_candidate
from game.diceocracy.board import put_player
from game.diceocracy.cards import draw_to_hand
from game.diceocracy.components import COLORS, PLAYER_COLORS, components
from game.diceocracy.frozen import Out
from game.diceocracy.state import EMPTY_SPACE, Decks, DiceocracyOptions, DiceocracyState, Player, die_space, shared_die
from game.diceocracy.tracks import change_money, gain_popularity

CANDIDATE_SIDES: tuple[Literal["popularity", "votes"], ...] = ("popularity", "votes")


def new_game(options: DiceocracyOptions, num_players: int, seed: int) -> DiceocracyState:
    comps = components()
    rng = Rng(seed_state(seed, "diceocracy"))
    arranged = options.arranged
    if arranged is not None:
        arranged.check(num_players)
    table = max(num_players, 2)  # solo follows the two-player set-up
    missing = 4 - table
    # Step 1: random tile positions, the side by player count.
    tiles = rng.shuffled(range(len(comps.districts)))
    # Step 2: roll the dice, 2 of each colour out per missing player, one empty space per missing player.
    per_color = comps.dice.per_color - comps.dice.removed_per_missing_player * missing
    dice = [shared_die(c, rng.randint(1, 6)) for c in COLORS for _ in range(per_color)]
    dice = list(rng.shuffled(dice))
    if arranged is not None and arranged.tiles is not None:
        tiles = arranged.tiles
        if arranged.dice is not None:  # laid out space by space: popped from the end, so reversed
            dice = [shared_die(d.color, d.value) for row in reversed(arranged.dice) for d in reversed(row)]
    districts = []
    for tile in tiles:
        districts.append(tuple(die_space(dice.pop()) if used else EMPTY_SPACE for used in _spaces_used(tile, table)))
    assert not dice, "every die found a space"
    # Step 3: shuffle the decks, four face-up cards of advertising and of stunts.
    streets = comps.layout.streets
    adverts = rng.shuffled(range(len(comps.adverts)))
    stunts = rng.shuffled(range(len(comps.stunts)))
    agendas = rng.shuffled(range(len(comps.agendas)))
    if arranged is not None:  # the named cards on top (the rows first), the others shuffled under them
        adverts = stacked((*(arranged.advert_row or adverts[:streets]), *arranged.adverts), adverts)
        stunts = stacked((*(arranged.stunt_row or stunts[:streets]), *arranged.stunts), stunts)
        agendas = stacked(arranged.agendas, agendas)
    # The set-up's models are built as validation would build them from these values (each of its declared
    # type, the fields given the fields set), without checking them again: a search deals many games.
    decks = build(Decks, {"adverts": adverts[streets:], "stunts": stunts[streets:], "agendas": agendas,
                          "advert_row": adverts[:streets], "stunt_row": stunts[:streets]})
    # Step 4 and 7 (the random part): boards, colours, Reps; one trait and one role tile each.
    traits = rng.shuffled([t.id for t in comps.personalities if t.type == "trait"])
    roles = rng.shuffled([t.id for t in comps.personalities if t.type == "role"])
    if arranged is not None and arranged.personalities:
        traits = stacked(tuple(t for t, _ in arranged.personalities), traits)
        roles = stacked(tuple(r for _, r in arranged.personalities), roles)
    board = comps.board
    players = tuple(
        build(Player, {"color": PLAYER_COLORS[seat], "reps": board.reps,
                       "followers": (None,) * (board.rows * board.cols), "popularity": (0, 0, 0, 0),
                       "money": board.start_money, "personality": (traits[seat], roles[seat])})
        for seat in range(num_players)
    )
    # Step 6: random first player (solo: always you), candidate tiles picked clockwise from there.
    first = 0 if num_players == 1 else rng.below(num_players)
    order = tuple((first + i) % num_players for i in range(num_players))
    fields: dict[str, object] = {
        "num_players": num_players, "mode": options.mode, "phase": "candidate", "active": order[0],
        "first_player": first, "order": order, "tiles": tiles, "districts": tuple(districts), "players": players,
        "decks": decks, "candidates_left": tuple(t.id for t in comps.candidates),
        "bag": COLORS if num_players == 1 else (), "bag_reps": board.reps if num_players == 1 else 0,
        "rng": rng.state,
    }
    if arranged is not None:
        fields.update(rounds=arranged.rounds, bag_draws=tuple(shared_die(d.color, d.value) for d in arranged.bag))
    state = build(DiceocracyState, fields)
    # Design decision: every candidate starts with secret agendas (the rulebook only ever swaps them).
    out = Out()
    for seat in range(num_players):
        state = draw_to_hand(state, seat, "agendas", board.start_agendas, out)
    return state


def stacked(top: tuple[int, ...], shuffled: tuple[int, ...]) -> tuple[int, ...]:
    """A deck with `top` on top, in that order, over the other cards in their shuffled order."""
    named = set(top)
    return (*top, *(c for c in shuffled if c not in named))


@cache
def _spaces_used(tile: int, table: int) -> tuple[bool, ...]:
    """Which spaces of a district tile's side for `table` players get a die (the others stay empty)."""
    return tuple(cell.needs <= table for cell in components().districts[tile].side(table).spaces())


def candidate_choices(state: DiceocracyState) -> list[ChooseCandidate]:
    return [cached_choose_candidate(t, s) for t in state.candidates_left for s in CANDIDATE_SIDES]


def personality_choices() -> list[ChoosePersonality]:
    return list(PERSONALITY_CHOICES)


def choose_candidate(state: DiceocracyState, seat: int, action: ChooseCandidate, out: Out) -> DiceocracyState:
    tile = components().candidates[action.tile]
    p = evolve(state.players[seat], {"candidate": tile.id, "candidate_side": action.side})
    state = put_player(state, seat, p)
    state = evolve(state, {"candidates_left": tuple(t for t in state.candidates_left if t != tile.id)})
    out.emit(ev.CandidateChosen, seat=seat, tile=tile.id, color=tile.color, side=action.side)
    if action.side == "popularity":
        # Design decision: the popularity side is gained at once, so it shows on the track all game.
        state = gain_popularity(state, seat, tile.color, tile.popularity, out)
    return _next_setup(state, "candidate", out)


def choose_personality(state: DiceocracyState, seat: int, action: ChoosePersonality, out: Out) -> DiceocracyState:
    p = state.players[seat]
    sides = (action.trait_side, action.role_side)
    state = put_player(state, seat, evolve(p, {"personality_sides": sides}))
    chosen = [components().personalities[tile_id].sides[side_index]
              for tile_id, side_index in zip(p.personality, sides, strict=True)]
    # the description first, then the starting bonuses it gives (the log reads as cause, then effect)
    out.emit(ev.PersonalityChosen, seat=seat, tiles=p.personality, sides=sides,
                                 description=" ".join(side.word for side in chosen))
    for side in chosen:
        bonus = side.bonus
        state = change_money(state, seat, bonus.money, out)
        for color, amount in bonus.popularity.items():
            state = gain_popularity(state, seat, color, amount, out)
        state = draw_to_hand(state, seat, "adverts", bonus.adverts, out)
        state = draw_to_hand(state, seat, "stunts", bonus.stunts, out)
        state = draw_to_hand(state, seat, "agendas", bonus.agendas, out)
    return _next_setup(state, "personality", out)


def _next_setup(state: DiceocracyState, phase: str, out: Out) -> DiceocracyState:
    index = state.order_index + 1
    if index < len(state.order):
        return evolve(state, {"order_index": index, "active": state.order[index]})
    if phase == "candidate":
        return evolve(state, {"phase": "personality", "order_index": 0, "active": state.order[0]})
    # Round 1 begins; the turn module starts rounds, imported late to keep modules one-directional.
    from game.diceocracy.turn import start_round

    return start_round(evolve(state, {"round": 0}), out)
