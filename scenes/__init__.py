"""Everything pygame: the scene engine, the app shell and the game tables."""

import os

# pygame prints a greeting on import; players launching Hustings from a terminal should not see it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
