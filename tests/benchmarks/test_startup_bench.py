"""Start-to-first-menu-frame of the built programs against running from source and against a bare
pygame-ce window doing the same (bare_window.py), and the builds' sizes.

The clock starts when the process is spawned and stops when it prints "smoke: first menu frame" (printed by
`hustings --smoke` right after the first frame of the real main menu is on screen), so the one-file build's
unpacking, Python's start-up, every import and the app's set-up are all inside the figure.

Build first (`python build/build.py` and `python build/build.py --onefile`); a missing build is skipped.
As a script it prints a table of medians and ratios:

    python tests/benchmarks/test_startup_bench.py [--runs 9] [--xvfb]

Targets (issue 6): one-file ≤ 25 MB and first frame ≤ 1 s; one-folder ≤ 50 MB and ≤ 1.3× source.
Target (issue 14): the source's first menu frame within 1.5× the bare window's, as the median of paired ratios.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
MARKER = "smoke: first menu frame"
EXE = ".exe" if sys.platform == "win32" else ""


def commands() -> dict[str, list[str]]:
    """How each variant is started; a build that is not in dist/ is left out."""
    found = {"bare pygame-ce": [sys.executable, str(Path(__file__).with_name("bare_window.py"))],
             "source": [sys.executable, "-m", "scenes.cli"]}
    onedir = DIST / "hustings" / f"hustings{EXE}"
    if onedir.is_file():
        found["one-folder"] = [str(onedir)]
    onefile = sorted(p for p in DIST.glob(f"hustings-*-*{EXE}") if p.is_file())
    if onefile:
        found["one-file"] = [str(onefile[-1])]
    return found


def size_mb(name: str) -> float | None:
    if name == "one-folder":
        folder = DIST / "hustings"
        # Symlinks (PyInstaller links some libraries on Linux and macOS) would count their target twice.
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    if name == "one-file":
        return Path(commands()["one-file"][0]).stat().st_size / 1e6
    return None


try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

CPU_SECONDS: dict[str, list[float]] = {}
"""CPU time (user + system) of each whole run, by command: unlike wall time it hardly changes when other
processes compete for the cores."""


def children_cpu() -> float:
    if resource is None:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_frame_seconds(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning `cmd --smoke --startup-only` to its first-frame line; the run must then exit 0."""
    cpu_before = children_cpu()
    started = time.perf_counter()
    proc = subprocess.Popen(
        [*cmd, "--smoke", "--startup-only"], cwd=ROOT, env=env, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None
    seconds = None
    for line in proc.stdout:
        if line.startswith(MARKER) and seconds is None:
            seconds = time.perf_counter() - started
    err = proc.stderr.read() if proc.stderr else ""
    if proc.wait(timeout=120) != 0 or seconds is None:
        raise RuntimeError(f"{' '.join(cmd)} --smoke failed: {err[-2000:]}")
    CPU_SECONDS.setdefault(" ".join(cmd), []).append(children_cpu() - cpu_before)
    return seconds


def paired_times(runs: int, env: dict[str, str], names: list[str] | None = None) -> dict[str, list[float]]:
    """Seconds per run and variant; the variants take turns run by run, so a busy moment of the machine
    (other processes share its cores) slows all of them alike instead of one."""
    variants = {name: cmd for name, cmd in commands().items() if names is None or name in names}
    times: dict[str, list[float]] = {name: [] for name in variants}
    for cmd in variants.values():
        first_frame_seconds(cmd, env)  # warm the disk cache and the bytecode cache once
    for _ in range(runs):
        for name, cmd in variants.items():
            times[name].append(first_frame_seconds(cmd, env))
    return times


def paired_ratio(times: dict[str, list[float]], name: str, against: str = "bare pygame-ce") -> float:
    """The median over runs of `name`'s time divided by `against`'s time in the same turn."""
    return statistics.median(t / b for t, b in zip(times[name], times[against], strict=True))


def medians(runs: int, env: dict[str, str]) -> dict[str, float]:
    """Median per variant over paired runs (see paired_times)."""
    return {name: statistics.median(values) for name, values in paired_times(runs, env).items()}


BYTECODE_CACHE = Path(tempfile.gettempdir()) / "hustings-startup-bench-pycache"
"""Where the measured runs keep their compiled bytecode. A player's Python compiles the sources once and
reuses __pycache__ (the frozen builds ship bytecode); a machine with PYTHONDONTWRITEBYTECODE set (CI images,
sandboxes) would otherwise recompile every module on every run and the figure would time the compiler."""


def smoke_env(driver: str, display: str | None = None) -> dict[str, str]:
    env = {**os.environ, "SDL_VIDEODRIVER": driver, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env["PYTHONPATH"] = str(ROOT)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(BYTECODE_CACHE)  # outside the checkout: the warm-up run fills it
    if display is not None:
        env["DISPLAY"] = display
        env["SDL_FRAMEBUFFER_ACCELERATION"] = "0"  # otherwise each flip under Xvfb costs 15-20 ms
    return env


@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """A private X server on a free display number, stopped afterwards."""
    if shutil.which("Xvfb") is None:
        raise RuntimeError("Xvfb is not installed (apt-get install xvfb)")
    for number in range(91, 120):
        if not Path(f"/tmp/.X{number}-lock").exists():
            break
    display = f":{number}"
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                  stdout=log, stderr=log)
        try:
            deadline = time.monotonic() + 10
            while not Path(f"/tmp/.X11-unix/X{number}").exists():
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"Xvfb {display} did not start")
                time.sleep(0.05)
            yield display
        finally:
            server.terminate()
            server.wait(timeout=10)


def table(title: str, figures: dict[str, float]) -> str:
    base, bare = figures["source"], figures["bare pygame-ce"]
    cpu = {name: statistics.median(CPU_SECONDS.pop(" ".join(cmd), [float("nan")])) for name, cmd in commands().items()}
    lines = [title, f"  {'variant':<15} {'size MB':>8} {'first frame s':>14} {'× source':>9} {'× bare':>7}"
                    f" {'CPU s/run':>10}"]
    for name, seconds in figures.items():
        size = size_mb(name)
        lines.append(f"  {name:<15} {size if size is not None else float('nan'):>8.1f} {seconds:>14.3f}"
                     f" {seconds / base:>9.2f} {seconds / bare:>7.2f} {cpu[name]:>10.3f}")
    return "\n".join(lines)


# --- the benchmarks ---------------------------------------------------------------------------------------------
def built(name: str) -> list[str]:
    cmd = commands().get(name)
    if cmd is None:
        pytest.skip(f"no {name} build in dist/ (run python build/build.py{' --onefile' if name == 'one-file' else ''})")
    return cmd


@pytest.mark.benchmark
def test_source_first_menu_frame_against_a_bare_pygame_window() -> None:
    times = paired_times(9, smoke_env("dummy"), ["bare pygame-ce", "source"])
    bare, source = (statistics.median(times[n]) for n in ("bare pygame-ce", "source"))
    print(f"\nfirst menu frame from source {source:.3f} s vs a bare pygame-ce window {bare:.3f} s: "
          f"{paired_ratio(times, 'source'):.2f}× (median of 9 paired ratios; target ≤ 1.5×, issue 14)")


@pytest.mark.benchmark
def test_one_file_is_small_and_starts_within_a_second() -> None:
    cmd = built("one-file")
    size = size_mb("one-file")
    seconds = statistics.median(first_frame_seconds(cmd, smoke_env("dummy")) for _ in range(5))
    print(f"\none-file: {size:.1f} MB, first menu frame {seconds:.3f} s (median of 5)")
    assert size is not None and size <= 25
    assert seconds <= 1.0


@pytest.mark.benchmark
def test_one_folder_is_small_and_starts_nearly_as_fast_as_source() -> None:
    built("one-folder")
    env = smoke_env("dummy")
    size = size_mb("one-folder")
    figures = medians(9, env)
    source, frozen = figures["source"], figures["one-folder"]
    print(f"\none-folder: {size:.1f} MB, first menu frame {frozen:.3f} s vs source {source:.3f} s "
          f"({frozen / source:.2f}×, medians of 9)")
    assert size is not None and size <= 50
    assert frozen <= 1.3 * source


def main() -> int:
    parser = argparse.ArgumentParser(description="Start-up of source, one-folder and one-file builds.")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--xvfb", action="store_true", help="also measure with a real X server (Xvfb)")
    args = parser.parse_args()
    environments = [("SDL_VIDEODRIVER=dummy", smoke_env("dummy"))]
    with contextlib.ExitStack() as stack:
        if args.xvfb:
            environments.append(("Xvfb (x11)", smoke_env("x11", stack.enter_context(xvfb()))))
        for title, env in environments:
            times = paired_times(args.runs, env)
            print(table(f"{title}, median of {args.runs}", {n: statistics.median(v) for n, v in times.items()}))
            print("  paired (median of each run's ratio to the bare window run beside it): "
                  + ", ".join(f"{name} {paired_ratio(times, name):.2f}×" for name in times if name != "bare pygame-ce"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
