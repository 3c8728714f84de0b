"""§ 4 Game set-up: the § 4.1 table, Dindex and RP (§ 4.2, § 4.3), roles and party cards (§ 4.4), the
voter distribution (§ 4.6) and the first term up to its first decision.

A digital table sets itself up: `new_game` does all of it. The state keeps the two facts (`start_dindex`,
`setup_rng`) from which `set_up_events` replays § 4.6 onwards, so the log and the tables can still show the
random cards drawn and the first deal.
"""

from __future__ import annotations

from game.core.protocol import Event
from game.core.rng import Rng, seed_state
from game.core.trusted import build
from game.core.words import N_, WordedError
from game.dindex.components import components
from game.dindex.events import VotersDistributed
from game.dindex.rules import term
from game.dindex.rules.draft import Draft
from game.dindex.state import DindexArrangement, DindexOptions, DindexState


def role_pool(options: DindexOptions, num_players: int) -> tuple[int, int]:
    """§ 4.4: the role cards shuffled for drawing, as (democrats, oligarchs). Raises ValueError when the
    options cannot seat this many parties."""
    comps = components()
    have_d = sum(r.role == "democrat" for r in comps.roles)
    have_o = len(comps.roles) - have_d
    row = comps.setup.row(num_players)
    if options.role_distribution == "table":
        if options.democrats is not None or options.oligarchs is not None:
            raise WordedError(N_("democrats/oligarchs are set only with role_distribution 'custom' or 'unknown'"))
        return row.democrats, row.oligarchs
    if options.role_distribution == "custom":
        if options.democrats is None or options.oligarchs is None:
            raise WordedError(N_("a custom role distribution needs both democrats and oligarchs"))
        if options.democrats + options.oligarchs != num_players:
            raise WordedError(N_("a custom role distribution must give every party one role: {democrats} democrats + "
                                 "{oligarchs} oligarchs is not {parties}"), democrats=options.democrats,
                              oligarchs=options.oligarchs, parties=num_players)
        return options.democrats, options.oligarchs
    dem = have_d if options.democrats is None else options.democrats
    oli = have_o if options.oligarchs is None else options.oligarchs
    if dem + oli < num_players:
        raise WordedError(N_("{cards} role cards are too few for {parties} parties"), cards=dem + oli,
                          parties=num_players)
    return dem, oli


def check_arrangement(options: DindexOptions, num_players: int) -> None:
    """Raise ValueError in one line when the hand-built first term (decision 21) does not fit this many parties."""
    arranged = options.arranged
    if arranged is None:
        return
    comps = components()
    for name in ("roles", "parties", "voter_draws", "hands", "secret"):
        given = len(getattr(arranged, name))
        if given and given != num_players:
            raise ValueError(f"arranged {name} names {given} seats, not one per seat ({num_players})")
    if arranged.roles:
        dem, oli = role_pool(options, num_players)
        if arranged.roles.count("democrat") > dem or arranged.roles.count("oligarch") > oli:
            raise ValueError(f"arranged roles: the role cards in play are {dem} democrats and {oli} oligarchs")
    per_party = comps.setup.party_cards_two_players if num_players == 2 else 1
    for seat, cards in enumerate(arranged.parties):
        if len(cards) != per_party:
            raise ValueError(f"arranged parties: seat {seat} draws {per_party} party card(s), not {len(cards)}")
    limit = comps.setup.hand_base + comps.setup.start_voters["core"] // comps.setup.core_group
    for seat, hand in enumerate(arranged.hands):
        if len(hand) > limit:
            raise ValueError(f"arranged hands: seat {seat} may draw {limit} cards at most, not {len(hand)}")


def rp_target(options: DindexOptions, num_players: int) -> int:
    if options.rp_target is not None:
        return options.rp_target
    return components().setup.row(num_players).rp[options.game_length]


def start_cards(options: DindexOptions) -> int:
    """§ 4.2: cards left on the Dindex stack (short: full Extremism, medium: 2 Populism, long: 1 Consensus)."""
    if options.start_dindex_cards is not None:
        return options.start_dindex_cards
    return components().setup.start_dindex_cards[options.game_length]


def new_game(options: DindexOptions, num_players: int, seed: int) -> DindexState:
    """§ 4.1–§ 4.5 (roles and party cards), then § 4.6 and the first term until a party must decide."""
    comps = components()
    rng = Rng(seed_state(seed, "dindex"))
    dem, oli = role_pool(options, num_players)
    roles = rng.shuffled(("democrat",) * dem + ("oligarch",) * oli)[:num_players]
    per_party = comps.setup.party_cards_two_players if num_players == 2 else 1
    party_deck = rng.shuffled(range(len(comps.parties)))
    parties = tuple(tuple(sorted(party_deck[i * per_party:(i + 1) * per_party])) for i in range(num_players))
    arranged = options.arranged
    if arranged is not None and arranged.roles:
        roles = arranged.roles
    if arranged is not None and arranged.parties:
        codes = [p.code for p in comps.parties]
        parties = tuple(tuple(sorted(codes.index(c) for c in cards)) for cards in arranged.parties)
    before = _before_deal(num_players, rp_target(options, num_players), (dem, oli), roles, parties,
                          start_cards(options), rng.state, arranged)
    dealt = _deal(before)
    state = dealt.finish()
    # A new match asks for these events next (Match.__init__): kept rather than dealt a second time.
    _LAST_DEAL.clear()
    _LAST_DEAL[_set_up_facts(state)] = tuple(dealt.events)
    return state


def set_up_events(state: DindexState) -> tuple[Event, ...]:
    """The events of § 4.6 and the first term up to its first decision, replayed from the set-up facts."""
    facts = _set_up_facts(state)
    kept = _LAST_DEAL.get(facts)
    if kept is not None:
        return kept
    return tuple(_deal(_before_deal(*facts)).events)


SetUpFacts = tuple[int, int, tuple[int, int], tuple[str, ...], tuple[tuple[int, ...], ...], int, int,
                   DindexArrangement | None]
_LAST_DEAL: dict[SetUpFacts, tuple[Event, ...]] = {}
"""The events of the last game `new_game` set up, by its set-up facts (which alone decide them)."""


def _set_up_facts(state: DindexState) -> SetUpFacts:
    """What `_before_deal` builds the table before § 4.6 from, in its order."""
    return (state.num_players, state.rp_target, state.role_pool, state.roles, state.parties, state.start_dindex,
            state.setup_rng, state.arranged)


def _before_deal(num_players: int, target: int, pool: tuple[int, int], roles: tuple[str, ...],
                 parties: tuple[tuple[int, ...], ...], dindex: int, setup_rng: int,
                 arranged: DindexArrangement | None = None) -> DindexState:
    """The table before § 4.6. The action stack and task deck lie in card order: § 5.1 and § 5.3 shuffle
    them before anything is drawn."""
    comps = components()
    zeros = (0,) * num_players
    # Built unvalidated (game.core.trusted.build): the options and the seed were checked already, and every
    # value here is of its declared type.
    return build(DindexState, dict(
        num_players=num_players, rp_target=target, role_pool=pool, dindex=dindex,
        dindex_discard=len(comps.dindex_cards) - dindex, voters=zeros, core=zeros,
        non_voters=comps.voter_cards.count, opponents=0, rp=zeros, roles=roles,
        revealed=(False,) * num_players, rp_triggered=(False,) * num_players, parties=parties,
        hands=((),) * num_players, stack=tuple(range(len(comps.cards))), discard=(),
        task_deck=tuple(range(len(comps.tasks))), rng=setup_rng, start_dindex=dindex, setup_rng=setup_rng,
        arranged=arranged, arranged_random=0,
    ))


def _deal(before: DindexState) -> Draft:
    d = Draft.from_state(before)
    distribute_voters(d)
    term.start_term(d)
    term.advance(d)
    return d


def distribute_voters(d: Draft) -> None:
    """§ 4.6: everyone draws a random card; the highest gets three voters, the others two; everyone three
    core voters; two system opponents; the rest are non-voters."""
    start = d.comps.setup.start_voters
    draws = d.rand.shuffled(d.comps.random_cards)[: d.n]
    if d.arranged is not None and d.arranged.voter_draws:
        draws = d.arranged.voter_draws
    best = max(range(d.n), key=lambda s: draws[s])
    d.emit(VotersDistributed, random_cards=dict(enumerate(draws)), highest=best)
    for seat in range(d.n):
        d.voters[seat] = start["highest_card"] if seat == best else start["others"]
        d.core[seat] = start["core"]
    d.opponents = start["system_opponents"]
    d.non_voters = d.comps.voter_cards.count - sum(d.voters) - sum(d.core) - d.opponents
