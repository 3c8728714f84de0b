"""The rules core never imports pygame or scenes: it must run headless, in the simulator and in bots."""

import subprocess
import sys


def test_game_package_never_imports_pygame_or_scenes() -> None:
    code = (
        "import sys, pkgutil, importlib, game\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'scenes')]\n"
        "print(bad); raise SystemExit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
