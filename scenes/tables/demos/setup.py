"""The DēmoS options in the new-game form, worded for players rather than for the Options model.

The generic form would show `team_layout` as a free-text list of team numbers per seat and `team_by_lot`
as a separate box; here both become one choice, "Teams sit", listing every valid composition by seat
number ("1+3 vs 2+4, 5 alone") plus "drawn by lot" (docs/rules/demos.md, decision 23). The first dealer
is chosen by seat number as the Seats column shows it (1, 2, …) instead of a 0-based index; the round limit
is a choice of 1 to 14 rounds, the rulebook's 14 by default; mode and team mode get words. The values handed
back are exactly the model's, so the model still checks them.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from pydantic.fields import FieldInfo

from game.demos.setup import DEFAULT_LAYOUTS, PLAYERS_FOR_TEAMS
from game.demos.state import RULEBOOK_ROUNDS, TEAM_SIZES
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator
from scenes.engine.widgets import Choice
from scenes.tables.common.explained import ExplainedChoice
from scenes.tables.common.optionsform import FieldBuilder, OptionField
from scenes.tables.common.words import ENGLISH

MODE_WORDS = {"full": N_("full rules"), "simplified": N_("learning rules")}
TEAM_WORDS = {"none": N_("no teams"), "2v2": N_("2 vs 2"), "2v3": N_("2 vs 3"), "2v2+1": N_("2 vs 2 + 1")}
"""The choices' words (English; the form shows them in the reader's language)."""
LOT = "lot"
MODE_HELP = {
    "full": N_("Public, secret and unanimous discards; vetoes on the unanimous one; media after the last round."),
    "simplified": N_("Public and secret discards only; no vetoes, media or teams. Ends when the figures are all "
                     "drawn."),
}
TEAMS_HELP = {
    "none": N_("Every player for themselves."),
    "2v2": N_("Two pairs (4 players); a team vetoes together and shares out the figures it wins."),
    "2v3": N_("A pair against a trio (5 players); a team vetoes together and shares out the figures it wins."),
    "2v2+1": N_("Two pairs and an independent playing alone (5 players) with a veto and aims of their own."),
}
def layouts(teams: str) -> list[tuple[int, ...]]:
    """Every way to seat the teams of `teams`, the default (teammates alternate) first; no two alike.

    Teams are numbered as the rules number them: the pair is team 0 in 2 v 3 (the trio team 1), and in
    2 v 2 + 1 the pair holding the lowest seat is team 0, the other pair team 1, the independent team 2.
    """
    if teams not in TEAM_SIZES:
        return []
    n = PLAYERS_FOR_TEAMS[teams]
    seats = range(n)
    out: list[tuple[int, ...]] = [DEFAULT_LAYOUTS[teams]]
    if teams == "2v3":
        for pair in combinations(seats, 2):
            out.append(tuple(0 if s in pair else 1 for s in seats))
    else:
        alone_choices = [None] if teams == "2v2" else list(seats)
        for alone in alone_choices:
            rest = [s for s in seats if s != alone]
            first = rest[0]
            for mate in rest[1:]:
                layout = [2] * n
                for s in rest:
                    layout[s] = 0 if s in (first, mate) else 1
                out.append(tuple(layout))
    return list(dict.fromkeys(out))


def layout_words(layout: tuple[int, ...], tr: Translator = ENGLISH) -> str:
    """ "1+3 vs 2+4, 5 alone": seat numbers as the Seats column shows them."""
    groups: dict[int, list[int]] = {}
    for seat, team in enumerate(layout):
        groups.setdefault(team, []).append(seat + 1)
    teams = sorted(groups.values(), key=lambda g: (len(g) == 1 and len(groups) == 3, g[0]))
    sides = ["+".join(str(s) for s in g) for g in teams if not (len(g) == 1 and len(groups) == 3)]
    words = sides[0]
    for side in sides[1:]:
        words = tr("{teams} vs {team}", teams=words, team=side)
    alone = [g[0] for g in teams if len(g) == 1 and len(groups) == 3]
    return tr("{teams}, {seat} alone", teams=words, seat=alone[0]) if alone else words


def team_marks(layout: tuple[int, ...]) -> list[str]:
    """Each seat's team as the New game form marks it beside the seat number: "A" and "B" as in
    `layout_help`, "I" for the independent of 2 vs 2 + 1 (the one seat alone among three teams)."""
    sizes = {team: layout.count(team) for team in layout}
    return ["I" if sizes[team] == 1 and len(sizes) == 3 else "ABC"[team] for team in layout]


def layout_help(layout: tuple[int, ...], names: list[str], tr: Translator = ENGLISH) -> str:
    """The composition with the players' names, for the help line."""
    def who(seat: int) -> str:
        return names[seat] if seat < len(names) and names[seat] else tr("seat {number}", number=seat + 1)

    groups: dict[int, list[int]] = {}
    for seat, team in enumerate(layout):
        groups.setdefault(team, []).append(seat)
    parts = []
    for team, members in sorted(groups.items()):
        if len(members) == 1 and len(groups) == 3:
            parts.append(tr("{name} alone (independent)", name=who(members[0])))
        else:
            parts.append(tr("{letter}: {members}", letter="ABC"[team], members=" + ".join(who(s) for s in members)))
    return tr("Teams {sides}", sides=" · ".join(parts))


class DemosSetup:
    """The new-game form's DēmoS fields; rebuilt whenever the team mode changes (other layouts apply)."""

    def __init__(self, values: dict[str, Any], names: list[str]) -> None:
        self.values = values
        self.names = names
        self.ctx: AppContext | None = None
        """The form's context, known once a field is built (its translator says the words)."""
        self.composition: Choice | None = None
        self.chosen: dict[str, Choice] = {}
        """The choice of each field shown, by the option's name (what the explanation reads)."""

    @property
    def tr(self) -> Translator:
        return self.ctx.tr if self.ctx is not None else ENGLISH

    def names_changed(self, names: list[str]) -> None:
        self.names = names
        if self.composition is not None:
            self.composition.help = self._help(self.composition.value)

    def seat_marks(self) -> list[str]:
        """Per seat, its team's mark in the chosen seating ("A", "B", "I"); "?" for every seat when the teams
        are drawn by lot; none without teams (then the form shows seat numbers only)."""
        if self.composition is None or self._learning() or self.values.get("teams", "none") == "none":
            return []
        value = self.composition.value
        if value == LOT:
            return ["?"] * len(DEFAULT_LAYOUTS[str(self.values["teams"])])
        return team_marks(tuple(value))

    @staticmethod
    def players_for(values: dict[str, Any]) -> int | None:
        """The seat count a team mode needs (None: any count the game allows)."""
        if values.get("mode") == "simplified":
            return None
        return PLAYERS_FOR_TEAMS.get(str(values.get("teams", "none")))

    @staticmethod
    def rebuild_key(values: dict[str, Any]) -> Any:
        return values.get("mode", "full"), values.get("teams", "none")

    def _learning(self) -> bool:
        return self.values.get("mode") == "simplified"

    def builders(self) -> dict[str, FieldBuilder]:
        return {"mode": self._mode, "teams": self._teams, "team_layout": self._layout,
                "team_by_lot": self._by_lot, "first_dealer": self._dealer, "round_limit": self._limit}

    # -- the fields ---------------------------------------------------------------------------------------
    def _worded(self, words: dict[str, str], label: str, help: str) -> FieldBuilder:
        def build(ctx: AppContext, name: str, info: FieldInfo, value: Any,
                  on_change: Callable[[], None]) -> OptionField:
            self.ctx = ctx
            options = [(key, ctx.tr(text)) for key, text in words.items()]
            choice = Choice(ctx, options, value, lambda _v: on_change(), help=help)
            self.chosen[name] = choice
            return OptionField(name, label, help, choice, lambda: choice.value)
        return build

    def _mode(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
              on_change: Callable[[], None]) -> OptionField:
        tr = ctx.tr
        return self._worded(MODE_WORDS, tr.trc("rules", "Mode"),
                            tr("Full rules: add vetoes, the unanimous discard, the media and teams. "
                               "Learning rules: public and secret discards only; both win figures"))(
            ctx, name, info, value, on_change)

    def _teams(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
               on_change: Callable[[], None]) -> OptionField:
        self.ctx = ctx
        tr = ctx.tr
        if self._learning():  # the learning rules have no teams: no row that could only make an error
            return OptionField(name, tr("Teams"), "", Choice(ctx, [("none", "")]), lambda: "none", hidden=True)
        return self._worded(TEAM_WORDS, tr("Teams"), tr("Team play (full rules): 2 vs 2 needs 4 players; 2 vs 3 and "
                                                        "2 vs 2 + 1 (one independent) need 5"))(
            ctx, name, info, value, on_change)

    def _layout(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
                on_change: Callable[[], None]) -> OptionField:
        self.ctx = ctx
        tr = ctx.tr
        teams = "none" if self._learning() else str(self.values.get("teams", "none"))
        options: list[tuple[Any, str]] = [(layout, layout_words(layout, tr)) for layout in layouts(teams)]
        if not options:
            return OptionField(name, tr("Teams sit"), "", Choice(ctx, [(None, "")]), lambda: None, hidden=True)
        options.append((LOT, tr("drawn by lot")))
        current = LOT if self.values.get("team_by_lot") else (tuple(value) if value else options[0][0])
        choice = Choice(ctx, options, current, help="")

        def changed(v: Any) -> None:
            choice.help = self._help(v)
            on_change()

        choice.on_change = changed
        choice.help = self._help(choice.value)
        self.composition = choice
        default = options[0][0]
        # the default seating is sent as "no layout", so a saved game's options stay the plain defaults
        return OptionField(name, tr("Teams sit"), choice.help, choice,
                           lambda: None if choice.value in (LOT, default) else choice.value)

    def _help(self, value: Any) -> str:
        tr = self.tr
        if value == LOT:
            return tr("Who plays with whom is drawn by lot when the game starts (from the seed)")
        seating = layout_help(value, self.names, tr)
        if value == DEFAULT_LAYOUTS.get(self.values.get("teams", "")):
            return tr("{seating} (the default: teammates sit alternately)", seating=seating)
        return seating

    def _by_lot(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
                on_change: Callable[[], None]) -> OptionField:
        return OptionField(name, ctx.tr("Team by lot"), "", Choice(ctx, [(False, "")]),
                           lambda: self.composition is not None and self.composition.value == LOT, hidden=True)

    def _dealer(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
                on_change: Callable[[], None]) -> OptionField:
        self.ctx = ctx
        tr = ctx.tr
        count = max(3, len(self.names))
        options: list[tuple[Any, str]] = ([(None, tr("drawn by lot"))]
                                          + [(i, tr("seat {number}", number=i + 1)) for i in range(count)])
        choice = ExplainedChoice(ctx, options, value, lambda _v: on_change(),
                                 tr("Who deals the first round (seat numbers as in the Seats column); the next seat "
                                    "plays first"), self.explanation)
        self.chosen[name] = choice
        return OptionField(name, tr("First dealer"), choice.help, choice, lambda: choice.value)

    def _limit(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
               on_change: Callable[[], None]) -> OptionField:
        self.ctx = ctx
        tr = ctx.tr
        if self._learning():  # the learning rules end when the figures are gone
            return OptionField(name, tr("Round limit"), "", Choice(ctx, [(None, "")]), lambda: None, hidden=True)
        # "eine Reihe von Runden (bis zu 14)": the rulebook's 14 unless the players agree on fewer
        counts = range(1, RULEBOOK_ROUNDS + 1)
        # short enough for the choice box: "14 rounds (the rulebook)" was cut
        options: list[tuple[Any, str]] = [(n, tr("{count} (the rulebook)", count=n) if n == RULEBOOK_ROUNDS
                                           else tr.trn("{count} round", "{count} rounds", n)) for n in counts]
        current = value if value in counts else RULEBOOK_ROUNDS  # back from the learning rules: the default
        choice = Choice(ctx, options, current, lambda _v: on_change(),
                        help=tr("The game ends after this many rounds ({rounds} in the rulebook) or when the "
                                "power deck is empty; only an E-L-J trio of figures wins, which few rounds may give "
                                "nobody", rounds=RULEBOOK_ROUNDS))
        self.chosen[name] = choice
        return OptionField(name, tr("Round limit"), choice.help, choice, lambda: choice.value)

    # -- what the options mean ----------------------------------------------------------------------------
    def explanation(self) -> list[str]:
        """A short paragraph per option shown, in its own words, for the choices as they stand now."""
        def value(name: str, default: Any) -> Any:
            choice = self.chosen.get(name)
            return choice.value if choice is not None else self.values.get(name, default)

        tr = self.tr
        mode = str(value("mode", "full"))
        out = [tr("Mode: {explanation}", explanation=tr(MODE_HELP[mode]) if mode in MODE_HELP else "")]
        if mode == "full":
            teams = str(value("teams", "none"))
            out.append(tr("Teams: {explanation}", explanation=tr(TEAMS_HELP[teams]) if teams in TEAMS_HELP else ""))
            if teams != "none" and self.composition is not None:
                out.append(tr("Teams sit: who plays with whom, drawn when the game starts.")
                           if self.composition.value == LOT
                           else tr("Teams sit: who plays with whom (the letters beside the seats)."))
            rounds = int(value("round_limit", RULEBOOK_ROUNDS) or RULEBOOK_ROUNDS)
            out.append(tr.trn("Round limit: ends after {count} round, or when the power deck runs out; only an E-L-J "
                              "trio wins.",
                              "Round limit: ends after {count} rounds, or when the power deck runs out; only an E-L-J "
                              "trio wins.", rounds))
        dealer = value("first_dealer", None)
        who = tr("drawn by lot") if dealer is None else tr("seat {number}", number=int(dealer) + 1)
        out.append(tr("First dealer ({who}): deals round 1; the seat after them plays first.", who=who))
        return out


def demos_setup(values: dict[str, Any], names: list[str]) -> DemosSetup:
    return DemosSetup(values, names)
