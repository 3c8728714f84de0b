"""The texts of Dindex that come from its data files (game/dindex/data/*.json), for the catalog: the action
cards' names and texts, the government tasks' names and texts and the Dindex levels' names. tools/i18n.py
lists them in the dindex catalog; the table shows each with `ctx.tr.trc(context, text)` (look.py), so a card
reads as the rulebook of the reader's language prints it."""

from __future__ import annotations

from collections.abc import Iterator

from game.dindex.components import components


def terms() -> Iterator[tuple[str, str]]:
    """(context, text) of every text the data files give the table."""
    comps = components()
    for level in sorted({card.level for card in comps.dindex_cards}, reverse=True):
        yield "Dindex level", next(card.name for card in comps.dindex_cards if card.level == level)
    for card in comps.cards:
        yield "action card", card.name
    for card in comps.cards:
        yield "action card text", card.flavour
    for task in comps.tasks:
        yield "government task", task.name
    for task in comps.tasks:
        yield "government task text", task.flavour
