"""The Dindex options in the new-game form, worded for players rather than for the Options model.

The generic form showed six rows a player cannot read ("Start dindex …", "Rp target", "Role distribu…
table", "Democrats none"). Here they become four: the game length with the Dindex it starts at, the start
as a level and its bar ("Populism, 2 bars left") instead of a count of cards, the Government Points to win with the
§ 4.1 recommendation for this many parties written in the blank field, and one "Roles" choice listing only
the distributions that can seat this many parties (§ 4.4) — the usual one, the other splits, or every role
card shuffled so that nobody knows the split. Under the rows each option is explained in a line, for the
choices as they stand (a playtest: a newcomer could not tell what each option does; DēmoS and Diceocracy
explain theirs the same way). The values handed back are exactly the model's, so the model still checks them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic.fields import FieldInfo

from game.dindex.components import components
from scenes.engine.context import AppContext
from scenes.engine.i18n import Translator
from scenes.engine.widgets import Choice, NumberField
from scenes.tables.common.explained import ExplainedChoice
from scenes.tables.common.optionsform import FieldBuilder, OptionField
from scenes.tables.dindex.look import ENGLISH, level_name, points_to_win

LENGTHS = ("short", "medium", "long")
UNKNOWN = "unknown"


def _top_card(cards: int) -> Any:
    return components().dindex_cards[len(components().dindex_cards) - cards]


def start_words(cards: int, tr: Translator = ENGLISH) -> str:
    """ "Populism, 2 bars left": the top card of a Dindex stack of `cards` cards (§ 3.6, § 4.2)."""
    card = _top_card(cards)
    level = level_name(card.level, tr)
    return tr.trn("{level}, {count} bar left", "{level}, {count} bars left", card.bar, level=level)


SHORT_NAMES = {5: "Consensus", 4: "Populism", 3: "Extremism", 2: "Breakdown"}


def short_level(level: int, tr: Translator = ENGLISH) -> str:
    """A level's name short enough for the choice box (SHORT_NAMES)."""
    words = {5: tr.trc("Dindex level, short", "Consensus"), 4: tr.trc("Dindex level, short", "Populism"),
             3: tr.trc("Dindex level, short", "Extremism"), 2: tr.trc("Dindex level, short", "Breakdown")}
    return words.get(level) or level_name(level, tr)


def start_label(cards: int, tr: Translator = ENGLISH) -> str:
    """ "Populism, 2 bars": short enough for the choice box (the help line says the rest)."""
    card = _top_card(cards)
    level = short_level(card.level, tr)
    return tr.trn("{level}, {count} bar", "{level}, {count} bars", card.bar, level=level)


def start_level(cards: int) -> int:
    return int(_top_card(cards).level)


def role_choices(players: int, tr: Translator = ENGLISH) -> list[tuple[tuple[str, int | None, int | None], str]]:
    """Every role distribution that seats `players` parties: the § 4.1 row first, then the other splits
    (at least one of each role), then all role cards shuffled (the split unknown)."""
    comps = components()
    have_d = sum(r.role == "democrat" for r in comps.roles)
    have_o = len(comps.roles) - have_d
    try:
        row = comps.setup.row(players)
    except ValueError:
        return []
    out: list[tuple[tuple[str, int | None, int | None], str]] = [
        (("table", None, None), tr("usual: {split}", split=_roles(row.democrats, row.oligarchs, tr)))]
    for oli in range(1, players):
        dem = players - oli
        if (dem, oli) != (row.democrats, row.oligarchs) and dem <= have_d and oli <= have_o:
            out.append((("custom", dem, oli), _roles(dem, oli, tr)))
    out.append(((UNKNOWN, None, None), tr("unknown split")))
    return out


def _roles(dem: int, oli: int, tr: Translator = ENGLISH) -> str:
    return tr("{democrats} D, {oligarchs} O", democrats=dem, oligarchs=oli)


def roles_words(dem: int, oli: int, tr: Translator = ENGLISH) -> str:
    democrats = tr.trn("{count} democrat (D)", "{count} democrats (D)", dem)
    oligarchs = tr.trn("{count} oligarch (O)", "{count} oligarchs (O)", oli)
    return tr("{democrats} and {oligarchs}", democrats=democrats, oligarchs=oligarchs)


def length_word(length: str, tr: Translator = ENGLISH) -> str:
    """The game length's word (§ 4.1 "short / medium / long")."""
    words = {"short": tr.trc("game length", "short"), "medium": tr.trc("game length", "medium"),
             "long": tr.trc("game length", "long")}
    return words.get(length, length)


class DindexSetup:
    """The new-game form's Dindex fields; rebuilt when the game length changes (the start and the
    recommended points follow it)."""

    def __init__(self, values: dict[str, Any], names: list[str]) -> None:
        self.values = values
        self.players = max(2, len(names))
        self.roles: Choice | None = None
        self.tr: Translator = ENGLISH
        """The form's translator, known once a field is built (the explanation's words)."""
        self.length: Choice | None = None
        self.start: Choice | None = None
        self.rp: NumberField | None = None

    def names_changed(self, names: list[str]) -> None:
        pass  # the fields do not name the players

    @staticmethod
    def players_for(values: dict[str, Any]) -> int | None:
        return None  # every option fits every seat count (the roles list only lists splits that fit)

    @staticmethod
    def rebuild_key(values: dict[str, Any]) -> Any:
        return values.get("game_length", "medium")

    def builders(self) -> dict[str, FieldBuilder]:
        return {"game_length": self._length, "start_dindex_cards": self._start, "rp_target": self._rp,
                "role_distribution": self._roles, "democrats": self._count(1), "oligarchs": self._count(2)}

    def _length_now(self) -> str:
        length = self.values.get("game_length", "medium")
        return length if length in LENGTHS else "medium"

    def recommended_rp(self) -> int:
        return components().setup.row(self.players).rp[self._length_now()]  # type: ignore[index]

    # -- the fields ---------------------------------------------------------------------------------------
    def _length(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
                on_change: Callable[[], None]) -> OptionField:
        comps = components()
        tr = ctx.tr
        words = [(length, length_word(length, tr)) for length in LENGTHS]
        row = comps.setup.row(self.players)

        def help_for(v: str) -> str:
            cards = comps.setup.start_dindex_cards[v]  # type: ignore[index]
            parts = {"level": start_level(cards), "where": start_words(cards, tr), "rp": row.rp[v]}  # type: ignore[index]
            if v == "short":
                return tr("A short game starts at Dindex {level} ({where}); a democrat needs {rp} points to win",
                          **parts)
            if v == "long":
                return tr("A long game starts at Dindex {level} ({where}); a democrat needs {rp} points to win",
                          **parts)
            return tr("A medium game starts at Dindex {level} ({where}); a democrat needs {rp} points to win", **parts)

        choice = Choice(ctx, words, value, help=help_for(value if value in LENGTHS else "medium"))

        def changed(v: Any) -> None:
            choice.help = help_for(v)
            on_change()

        choice.on_change = changed
        help = choice.help
        self.tr, self.length = tr, choice
        return OptionField(name, tr("Game length"), help, choice, lambda: choice.value)

    def _start(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
               on_change: Callable[[], None]) -> OptionField:
        tr = ctx.tr
        total = len(components().dindex_cards)
        usual = components().setup.start_dindex_cards[self._length_now()]  # type: ignore[index]
        options: list[tuple[Any, str]] = [(None, tr("usual: Dindex {level}", level=start_level(usual)))]
        # from the top of a full stack down to two cards: the stack must keep Oligarchy and one card above it
        options += [(cards, start_label(cards, tr)) for cards in range(total, 1, -1)]

        def words(v: int | None) -> str:
            cards = usual if v is None else v
            parts = {"level": start_level(cards), "where": start_words(cards, tr)}
            if v is None or v == usual:
                return tr("The Democracy Index starts at Dindex {level}, {where} (usual); at Dindex 1 (Oligarchy) the "
                          "oligarchs win", **parts)
            return tr("The Democracy Index starts at Dindex {level}, {where}; at Dindex 1 (Oligarchy) the oligarchs "
                      "win", **parts)

        choice = Choice(ctx, options, value, help=words(value))

        def changed(v: Any) -> None:
            choice.help = words(v)
            on_change()

        choice.on_change = changed
        self.start = choice
        return OptionField(name, tr("Start at"), choice.help, choice, lambda: choice.value)

    def _rp(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
            on_change: Callable[[], None]) -> OptionField:
        tr = ctx.tr
        rec = self.recommended_rp()
        help = tr("{points} (RP, § 4.3): the points a Democrat must reach; blank: {rp}, as recommended for {count} "
                  "parties. Type 1–99 to change it", points=points_to_win(tr), rp=rec, count=self.players)
        field = NumberField(ctx, value, 1, 99, lambda _v: on_change(), allow_none=True,
                            placeholder=tr("{rp} (recommended)", rp=rec), help=help)
        self.rp = field
        # the label's column is too narrow for the whole term (it was cut to "Government …"): its short form, the
        # help under the field says it in full
        return OptionField(name, tr("Points to win"), help, field, field.parsed)

    def _roles(self, ctx: AppContext, name: str, info: FieldInfo, value: Any,
               on_change: Callable[[], None]) -> OptionField:
        tr = ctx.tr
        options = role_choices(self.players, tr)
        current = (value, self.values.get("democrats"), self.values.get("oligarchs"))
        if value != "custom":
            current = (value, None, None)
        self.tr = tr
        choice = ExplainedChoice(ctx, options, current if current in [v for v, _ in options] else options[0][0],
                                 lambda _v: None, "", self.explanation)

        def words(v: tuple[str, int | None, int | None]) -> str:
            if v[0] == UNKNOWN:
                total = len(components().roles)
                return tr("All {count} role cards are shuffled and one dealt to each party: nobody knows how many "
                          "democrats and oligarchs play", count=total)
            if v[0] == "table":
                row = components().setup.row(self.players)
                return tr("Secret roles: {roles}, as recommended", roles=roles_words(row.democrats, row.oligarchs, tr))
            return tr("Secret roles: {roles}", roles=roles_words(v[1] or 0, v[2] or 0, tr))

        def changed(v: Any) -> None:
            choice.help = words(v)
            on_change()

        choice.on_change = changed
        choice.help = words(choice.value)
        self.roles = choice
        return OptionField(name, tr("Roles"), choice.help, choice, lambda: choice.value[0])

    def _count(self, index: int) -> FieldBuilder:
        """democrats (1) / oligarchs (2): no row of their own, read from the Roles choice."""
        def build(ctx: AppContext, name: str, info: FieldInfo, value: Any,
                  on_change: Callable[[], None]) -> OptionField:
            return OptionField(name, name.capitalize(), "", Choice(ctx, [(None, "")]),
                               lambda: self.roles.value[index] if self.roles is not None else None, hidden=True)
        return build


    # -- what the options mean ----------------------------------------------------------------------------
    def explanation(self) -> list[str]:
        """A line per option, for the choices as they stand now: what the game length sets, where the Dindex
        starts and when the Oligarchs win by it, the points a Democrat needs, the secret roles dealt."""
        tr = self.tr
        comps = components()
        length = self.length.value if self.length is not None else self._length_now()
        length = length if length in LENGTHS else "medium"
        usual = comps.setup.start_dindex_cards[length]  # type: ignore[index]
        start = self.start.value if self.start is not None else None
        cards = usual if start is None else int(start)
        try:
            typed = self.rp.parsed() if self.rp is not None else None
        except ValueError:  # half typed: the form says what is wrong; here the recommendation
            typed = None
        rp = typed if isinstance(typed, int) else comps.setup.row(self.players).rp[length]  # type: ignore[index]
        out = [tr("Game length: sets where the Dindex starts and the points to win (§ 4.1); {length} now.",
                  length=length_word(length, tr)),
               tr("Start at: the Dindex starts at {level} ({where}); bombs and chaos lower it, and at 1 "
                  "(Oligarchy) the Oligarchs win.", level=start_level(cards), where=start_words(cards, tr)),
               tr("Points to win: a Democrat who reaches {rp} RP wins for democracy (§ 6.1).", rp=rp)]
        roles = self.roles.value if self.roles is not None else ("table", None, None)
        if roles[0] == UNKNOWN:
            out.append(tr("Roles: every role card is shuffled and one dealt to each party; nobody knows the split."))
        else:
            if roles[0] == "table":
                row = comps.setup.row(self.players)
                dem, oli = row.democrats, row.oligarchs
            else:
                dem, oli = roles[1] or 0, roles[2] or 0
            out.append(tr("Roles: each party is dealt a secret role; {roles}.", roles=roles_words(dem, oli, tr)))
        return out


def dindex_setup(values: dict[str, Any], names: list[str]) -> DindexSetup:
    return DindexSetup(values, names)
