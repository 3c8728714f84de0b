"""The `hustings` command: no arguments opens the app; `simulate` and `tournament` play bot games headlessly;
`serve`, `table create` and `join` host and play online tables (game/online/cli.py).

It lives in scenes/ because it starts the app; the simulator it also starts stays in game/core (pure).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from game import __version__


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["simulate"]:
        from game.core.simulate import main as simulate_main

        return simulate_main(args[1:])
    if args[:1] == ["tournament"]:
        from game.core.tournament import main as tournament_main

        return tournament_main(args[1:])
    if args[:1] in (["serve"], ["table"], ["join"]):
        # Online play (game/online/): the server and its headless clients, never loading pygame.
        from game.online import cli as online_cli

        command = {"serve": online_cli.serve_main, "table": online_cli.table_main, "join": online_cli.join_main}
        return command[args[0]](args[1:])
    if "--smoke" in args:
        # Start the real app, play a little of each game with bots, quit (CI and frozen builds); scenes/smoke.py.
        from scenes.smoke import main as smoke_main

        return smoke_main([a for a in args if a != "--smoke"])
    if args[:1] in (["--version"], ["-V"]):
        if len(args) > 1:
            print(f"hustings: {args[0]} takes nothing after it, got {' '.join(args[1:])!r:.60}", file=sys.stderr)
            return 2
        print(f"hustings {__version__}")
        return 0
    # Imported only when the window is wanted: `simulate` and `--version` never load pygame.
    from importlib import import_module

    return int(import_module("scenes.app").main(args))


if __name__ == "__main__":
    raise SystemExit(main())
