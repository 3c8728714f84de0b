"""Texts the DēmoS rules hand to the app filled in, that keep the English they were filled from.

The rules speak English (the command line and the logs read them as they are); the app shows them in the
reader's language. A text made from a template marked with `N_` keeps that template and its names, so the
app translates the whole sentence, not the filled one no catalog holds: `tr(text.template, **text.names)`
(scenes.tables.common.words.worded does it). Both behave as the plain English str / ValueError otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping


class Worded(str):
    """The English text `template` filled with `names`; `template` and `names` for the app's translator."""

    template: str
    names: Mapping[str, object]

    def __new__(cls, template: str, **names: object) -> Worded:
        text = super().__new__(cls, template.format(**names) if names else template)
        text.template = template
        text.names = dict(names)
        return text


class WordedError(ValueError):
    """A refusal the app shows to a person (New game's problem line): its English, and its template and names
    for the app's translator."""

    def __init__(self, template: str, **names: object) -> None:
        super().__init__(template.format(**names) if names else template)
        self.template = template
        self.names = dict(names)
