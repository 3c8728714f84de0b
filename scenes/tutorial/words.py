"""The coach's own words (not the lesson's, which its data file says in each language): marked here for the
"tutorial" catalog and translated where they are shown. Light on purpose: the main menu reads the entry's words
on its first frame."""

from __future__ import annotations

from scenes.engine.i18n import N_

LEARN = N_("Learn to play")
LEARN_HELP = N_("A guided first game: a coach at the table explains each rule as it comes up")
GOT_IT = N_("Got it (Enter)")
RULES_LINK = N_("Rules (F1)")
