"""Test-wide set-up: no window, no sound, deterministic hypothesis profiles."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# No test may ever write to the player's real saves, settings or history: point them all at a throwaway
# folder for the whole session (tests that need their own folder still set HUSTINGS_HOME themselves).
os.environ["HUSTINGS_HOME"] = tempfile.mkdtemp(prefix="hustings-tests-")
# The app follows the system's language on first start: the machine's own locale must not change what a
# test sees, so the tests' system speaks English (a test that wants German asks for it).
os.environ["LANGUAGE"] = "en"

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "default", deadline=None, max_examples=25, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("soak", deadline=None, max_examples=500, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
