"""Screenshots of the DēmoS table in a crowded position (issue 12): five players with many figures, in a
2 v 2 + 1 game late in the main phase, at each size asked for; the same table with a round result kept on
it (the hot-seat note); and a five-player show-down banner with a tie, for checking by eye that nothing is
clipped or covered.

    python tools/screenshots_demos.py --out /tmp/demos_shots --size 1280x720 --size 1920x1080

Without a display it uses SDL's dummy driver (same pixels, no window).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from scenes.engine.headless import make_context, pump  # noqa: E402
from tests.scenes.tables.demos.crowded import NAMES, crowded_view, five_player_table  # noqa: E402


def shots(out: Path, size: tuple[int, int]) -> None:
    ctx, screen = make_context(size, "instant")
    table = five_player_table(ctx)
    pump(ctx, screen)
    table.sync(crowded_view(table.view))
    table.draw(screen)
    path = out / f"demos_crowded_{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path))
    print(path)
    table.headlines.post("Round 11 show-down: Alexandra 3♠ 4♠ 5♠ = 15, Heuristic bot 2 8♥ 9♦ 10♣ = 12, "
                         "Bartholomew out, Heuristic bot 4 6♣ 7♣ 8♣ = 18. Round won by Heuristic bot 4")
    table.draw(screen)
    path = out / f"demos_crowded_kept_result_{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path))
    print(path)
    pygame.quit()
    # the show-down banner of five players with a tie, on a table playing at normal speed
    ctx, screen = make_context(size, "normal")
    table = five_player_table(ctx)
    pump(ctx, screen)
    table.sync(crowded_view(table.view))
    seats = [f"{'★ ' if k in (1, 4) else ''}{name}: 8♥ 9♥ 10♥ · sequence · 20 pts" for k, name in enumerate(NAMES)]
    verdict = ["Heuristic bot 2 draws 1 figure · Maximiliane draws 1 figure",
               "20 points each for Heuristic bot 2, Bartholomew and Maximiliane: Heuristic bot 2 and Maximiliane "
               "are ahead with four cards of one suit against three, unplayed cards worth 9 each: ex "
               "aequo.", "Team B and Maximiliane (independent) win the round: Heuristic bot 2 and Maximiliane draw."]
    table.stage.animator.add(table.anims.banner("Show-down, round 11", verdict, 2.0, columns=seats))
    pump(ctx, screen, frames=20)
    path = out / f"demos_showdown_banner_{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path))
    print(path)
    pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--size", action="append", default=[])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for text in args.size or ["1280x720", "1920x1080"]:
        w, h = (int(v) for v in text.split("x"))
        shots(args.out, (w, h))


if __name__ == "__main__":
    main()
