"""A marker for texts the rules hand to the app (a variant's label, a game's summary, an option's words).

The rules stay English and never translate: they mark such a text with `N_` so the app's catalog tool
(tools/i18n.py) finds it, and the app translates it where it shows it (`ctx.tr(variant.label)`). The rules
must not import the app, so the marker lives here; it is the identity.
"""

from __future__ import annotations


def N_(text: str) -> str:
    """Mark `text` for the app's translation catalogs; returns it unchanged."""
    return text
