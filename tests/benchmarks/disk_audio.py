"""Proof that the cues are sound, not silence: play them through SDL's disk audio driver, which writes what the
mixer outputs to a file, and measure that file (bytes, loudest sample, share of non-zero samples).

    .venv/bin/python tests/benchmarks/disk_audio.py [--out /tmp/hustings-audio.raw]

The figures are printed as one JSON line. tests/scenes/test_sound.py runs it (marked slow).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from array import array
from pathlib import Path


def record(out: Path) -> dict[str, object]:
    # the driver must be chosen before SDL's audio starts: set here, in a process of its own
    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = str(out)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    from scenes.engine.sound import CUES, SoundPlayer

    pygame.init()
    player = SoundPlayer(lambda: 0.7)
    for cue in CUES:
        player.play(cue)
        time.sleep(0.35)  # the disk driver writes in real time: let each cue be written out
    time.sleep(0.2)
    started = player.state
    pygame.mixer.quit()
    pygame.quit()
    samples = array("h")
    data = out.read_bytes()
    samples.frombytes(data[: len(data) // 2 * 2])
    peak = max((abs(s) for s in samples), default=0)
    nonzero = sum(1 for s in samples if s)
    return {"player": started, "bytes": len(data), "samples": len(samples), "peak": peak,
            "peak_share": round(peak / 32767, 3), "nonzero_share": round(nonzero / max(1, len(samples)), 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="/tmp/hustings-audio.raw")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    print(json.dumps(record(Path(args.out))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
