"""Proof that the cues are sound, not silence: play them through SDL's disk audio driver, which writes what the
mixer outputs to a file, and measure that file (bytes, loudest sample, share of non-zero samples).

    .venv/bin/python tests/benchmarks/disk_audio.py [--out /tmp/hustings-audio.raw] [--table demos]

Without --table every cue is played once through the player; with it, a table scene of that game is opened
with bots in every seat at 70 % volume and played for a few seconds, so the cues come from real events.

The figures are printed as one JSON line. tests/scenes/engine/test_sound.py runs it (marked slow).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from array import array
from pathlib import Path


def record(out: Path, table: str | None = None) -> dict[str, object]:
    # the driver must be chosen before SDL's audio starts: set here, in a process of its own
    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = str(out)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    from scenes.engine.sound import CUES, SoundPlayer

    pygame.init()
    if table is None:
        player = SoundPlayer(lambda: 0.7)
        for cue in CUES:
            player.play(cue)
            time.sleep(0.35)  # the disk driver writes in real time: let each cue be written out
        started = player.state
    else:
        started = _play_a_table(table)
    time.sleep(0.2)
    pygame.mixer.quit()
    pygame.quit()
    samples = array("h")
    data = out.read_bytes()
    samples.frombytes(data[: len(data) // 2 * 2])
    peak = max((abs(s) for s in samples), default=0)
    nonzero = sum(1 for s in samples if s)
    return {"player": started, "bytes": len(data), "samples": len(samples), "peak": peak,
            "peak_share": round(peak / 32767, 3), "nonzero_share": round(nonzero / max(1, len(samples)), 3)}


def _play_a_table(game: str) -> str:
    """Bots play `game` at a table scene for about four seconds of real time; the player's state after."""
    from game.core.match import Match, SeatSpec
    from game.core.registry import get_game
    from scenes.engine.headless import make_context, pump
    from scenes.engine.sound import SoundPlayer
    from scenes.tables import TABLE_INFO

    ctx, screen = make_context((1280, 720), speed="fast")
    ctx.services.settings.volume = 70
    info = get_game(game)
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(info.rules.min_players)]
    ctx.stack.push(TABLE_INFO[game].make_table(ctx, Match(info.rules, None, seats, 5)))
    end = time.perf_counter() + 4.0
    while time.perf_counter() < end:
        pump(ctx, screen, dt=1 / 30)
        time.sleep(1 / 30)
    assert isinstance(ctx.sound, SoundPlayer)
    return ctx.sound.state


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="/tmp/hustings-audio.raw")
    parser.add_argument("--table", choices=["demos", "diceocracy", "dindex"])
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    print(json.dumps({"table": args.table, **record(Path(args.out), args.table)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
