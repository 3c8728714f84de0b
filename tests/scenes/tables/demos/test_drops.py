"""What may be dragged where at the DēmoS table (scenes/tables/demos/drops.py): the focus ring leaves the
secret discard slot once it cannot be used."""

from __future__ import annotations

from typing import Any

from scenes.engine.headless import pump
from tests.scenes.tables.demos.crowded import crowded_view, five_player_table
from tests.scenes.tables.demos.test_seats import ctx  # noqa: F401


def test_the_focus_ring_leaves_the_secret_slot_once_it_cannot_be_used(ctx: Any) -> None:  # noqa: F811
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.stage.focus_ring.focus(table.slots["secret"])  # where Tab left it while a card was being laid
    table.sync(crowded_view(table.view))
    assert table.stage.focus is None
