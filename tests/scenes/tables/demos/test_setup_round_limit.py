"""The DēmoS round limit in New game (scenes/tables/demos/setup.py), rules version 2: 1 to 14 rounds,
the rulebook's 14 by default and again after the learning rules, which hide the field. (Apart from
test_setup.py only because its `ctx` fixture is another one than the one there.)"""

from __future__ import annotations

from scenes.engine.widgets import Choice
from tests.scenes.tables.demos.test_log import NAMES, Ctx, ctx  # noqa: F401


def test_new_game_offers_1_to_14_rounds_with_the_rulebooks_14_by_default(ctx: Ctx) -> None:  # noqa: F811
    from game.demos.state import DemosOptions
    from scenes.tables.demos.setup import DemosSetup

    context, _screen = ctx
    info = DemosOptions.model_fields["round_limit"]
    full = DemosSetup({"mode": "full"}, NAMES).builders()["round_limit"]
    field = full(context, "round_limit", info, DemosOptions().round_limit, lambda: None)
    assert field.read() == 14 and not field.hidden and "14 in the rulebook" in field.help
    assert isinstance(field.widget, Choice)
    assert [value for value, _words in field.widget.options] == list(range(1, 15))
    # back from the learning rules, whose hidden field held no number: the rulebook's 14 again
    assert full(context, "round_limit", info, None, lambda: None).read() == 14
    learning = DemosSetup({"mode": "simplified"}, NAMES).builders()["round_limit"]
    hidden = learning(context, "round_limit", info, None, lambda: None)
    assert hidden.hidden and hidden.read() is None
    assert DemosOptions(mode="full", round_limit=field.read()).round_limit == 14
