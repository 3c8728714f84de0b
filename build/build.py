"""Build the Hustings executable: `python build/build.py [--onefile]`.

1. Makes a clean, runtime-only virtualenv in build/.work/venv and installs Hustings into it with
   `pip install .[build]` (the runtime dependencies plus PyInstaller, no test tools), from a copy of the
   sources in build/.work/src so setuptools leaves no build/lib debris beside this script.
2. Turns the app icon it finds in assets/ into the Windows (.ico) and macOS (.icns) formats.
3. Runs PyInstaller on build/hustings.spec with its work folder in build/.work and its output in dist/.
4. Checks the result: `--version` answers, and every data file of the sources (fonts, licences, art, rule
   texts, card data) is inside the bundle. Prints the size and the time the build took.

Only the standard library is used here, so any Python ≥ 3.11 can run it; the icon conversion runs inside
the build virtualenv, where pygame is installed.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import shutil
import struct
import subprocess
import sys
import time
import venv
from collections.abc import Iterable, Sequence
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
ROOT = BUILD_DIR.parent
WORK = BUILD_DIR / ".work"
VENV = WORK / "venv"
DIST = ROOT / "dist"
SPEC = BUILD_DIR / "hustings.spec"
IS_WINDOWS = sys.platform == "win32"

# What `pip install .` needs from the checkout; the top-level packages match pyproject's packages.find.
PACKAGES = ("game", "scenes", "assets")
PROJECT_FILES = ("pyproject.toml", "README.md", "LICENSE", "LICENSE.txt", "LICENSE.md")
# Never allowed in the build environment: if one of these is importable, the bundle could contain it.
TEST_TOOLS = ("pytest", "hypothesis", "pytest_benchmark", "coverage", "_pytest")
ICON_NAMES = ("hustings", "icon", "app_icon", "app-icon")
ICON_SUFFIXES = (".svg", ".png")  # SVG first: it renders crisply at the 512 px macOS wants


class BuildError(RuntimeError):
    """A build step failed; the message says which and what to do."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: Sequence[str | os.PathLike[str]], *, cwd: Path = ROOT, what: str) -> str:
    """Run a command; on failure raise BuildError with its output so CI logs show why."""
    result = subprocess.run(
        [str(c) for c in cmd], cwd=cwd, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    if result.returncode != 0:
        raise BuildError(f"{what} failed (exit {result.returncode}):\n{result.stdout[-6000:]}")
    return result.stdout


def venv_python(env_dir: Path = VENV) -> Path:
    return env_dir / ("Scripts/python.exe" if IS_WINDOWS else "bin/python")


# --- step 1: the runtime-only environment ----------------------------------------------------------------------
def copy_sources(target: Path) -> None:
    """Copy what pip needs into `target`, leaving caches and PyInstaller's own folders behind."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".*")
    for name in PACKAGES:
        shutil.copytree(ROOT / name, target / name, ignore=ignore)
    for name in PROJECT_FILES:
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, target / name)


def environment_stamp() -> str:
    """Changes when a fresh environment is needed: other dependencies or another Python."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def prepare_venv(fresh: bool) -> Path:
    stamp_file = VENV / "hustings-build-stamp"
    stamp = environment_stamp()
    reuse = not fresh and venv_python().exists() and stamp_file.is_file() and stamp_file.read_text() == stamp
    if not reuse:
        log(f"creating a clean build environment in {VENV.relative_to(ROOT)}")
        shutil.rmtree(VENV, ignore_errors=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    src = WORK / "src"
    copy_sources(src)
    py = venv_python()
    pip = [py, "-m", "pip", "--disable-pip-version-check", "--no-input", "install", "--quiet"]
    if reuse:
        log("reusing the build environment; reinstalling Hustings from the current sources")
        run([*pip, "--no-deps", "--force-reinstall", src], what="pip install (Hustings only)")
    else:
        log("installing Hustings with its runtime dependencies and PyInstaller (no test tools)")
        run([*pip, f"{src}[build]"], what="pip install .[build]")
        stamp_file.write_text(stamp)
    found = run(
        [py, "-c", "import importlib.util as u, sys; print(' '.join(m for m in sys.argv[1:] if u.find_spec(m)))",
         *TEST_TOOLS],
        what="checking the build environment",
    ).split()
    if found:
        raise BuildError(
            f"test tools are installed in the build environment ({', '.join(found)}); "
            "run again with --fresh to rebuild it from scratch"
        )
    return py


# --- step 2: icons --------------------------------------------------------------------------------------------
def find_icon_source() -> Path | None:
    """The app icon drawn for Hustings: assets/**/{hustings,icon,app_icon}.{svg,png}, SVG preferred."""
    candidates = [
        p
        for p in sorted((ROOT / "assets").rglob("*"))
        if p.suffix.lower() in ICON_SUFFIXES and p.stem.lower() in ICON_NAMES and "__pycache__" not in p.parts
    ]
    candidates.sort(key=lambda p: (ICON_SUFFIXES.index(p.suffix.lower()), len(p.parts)))
    return candidates[0] if candidates else None


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = [], []
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


# The PNG-based icon types of the .icns format, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
        for size, data in sorted(pngs.items())
        if size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_icon_pngs(source: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """Render `source` (PNG or SVG) at each size as PNG bytes. Needs pygame: runs in the build venv."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    sizes = sorted(set(sizes))
    if source.suffix.lower() == ".svg":
        big = pygame.image.load_sized_svg(str(source), (sizes[-1], sizes[-1]))
    else:
        big = pygame.image.load(str(source))
    # smoothscale needs 32-bit pixels; a palette PNG is copied onto a 32-bit surface with alpha first.
    rgba = pygame.Surface(big.get_size(), pygame.SRCALPHA, 32)
    rgba.blit(big, (0, 0))
    pngs: dict[int, bytes] = {}
    for size in sizes:
        image = pygame.transform.smoothscale(rgba, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(image, buffer, "icon.png")
        pngs[size] = buffer.getvalue()
    return pngs


def make_icons(source: Path, out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = render_icon_pngs(source, (16, 24, 32, 48, 64, 128, 256, 512))
    (out_dir / "hustings.png").write_bytes(pngs[256])
    (out_dir / "hustings.ico").write_bytes(ico_bytes({s: d for s, d in pngs.items() if s <= 256}))
    (out_dir / "hustings.icns").write_bytes(icns_bytes(pngs))


def prepare_icons(py: Path) -> Path | None:
    source = find_icon_source()
    if source is None:
        log("no app icon under assets/ (hustings/icon/app_icon .png or .svg): building without one")
        return None
    out_dir = WORK / "icons"
    run([py, __file__, "--make-icons", source, out_dir], what=f"converting the icon {source.name}")
    log(f"icon: {source.relative_to(ROOT)} -> .ico and .icns")
    return out_dir


# --- step 3 and 4: PyInstaller and the checks -------------------------------------------------------------------
def source_data_files() -> list[str]:
    """Every data file the packages ship (relative paths with '/'), as tracked by git when it can tell."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--", *PACKAGES], cwd=ROOT, text=True, capture_output=True, check=True
        ).stdout.split("\n")
        files = [f for f in listed if f]
    except (OSError, subprocess.CalledProcessError):
        files = [p.relative_to(ROOT).as_posix() for name in PACKAGES for p in (ROOT / name).rglob("*") if p.is_file()]
    return sorted(f for f in files
                  if not f.endswith((".py", ".pyc")) and "__pycache__" not in f and (ROOT / f).is_file())


def bundle_files(py: Path, target: Path, onefile: bool) -> set[str]:
    if not onefile:
        internal = target.parent / "_internal"
        return {p.relative_to(internal).as_posix() for p in internal.rglob("*") if p.is_file()}
    listing = run(
        [py, "-c", "import sys\nfrom PyInstaller.archive.readers import CArchiveReader\n"
         "print('\\n'.join(CArchiveReader(sys.argv[1]).toc))", target],
        what="listing the one-file archive",
    )
    return {line.strip().replace("\\", "/") for line in listing.splitlines() if line.strip()}


def missing_from_bundle(sources: Iterable[str], bundled: set[str]) -> list[str]:
    """The source data files that did not make it into the bundle (same relative paths in both)."""
    return [f for f in sources if f not in bundled]


def check_bundle(py: Path, target: Path, onefile: bool, version: str) -> None:
    missing = missing_from_bundle(source_data_files(), bundle_files(py, target, onefile))
    if missing:
        raise BuildError(
            "these data files are in the sources but not in the bundle (add their file type to "
            "[tool.setuptools.package-data] in pyproject.toml):\n  " + "\n  ".join(missing)
        )
    out = run([target, "--version"], what=f"{target.name} --version").strip()
    if IS_WINDOWS and not out:
        # A windowed Windows program may get no output streams at all; it ran and exited 0, which is the check.
        log(f"{target.name} --version exited 0 (its output is not visible from a windowed Windows program)")
    elif out.splitlines()[-1:] != [f"hustings {version}"]:
        raise BuildError(f"{target.name} --version printed {out!r}, expected 'hustings {version}'")


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def project_version(py: Path) -> str:
    return run([py, "-c", "from game import __version__; print(__version__)"], cwd=WORK,
               what="reading the version").strip()


def built_target(version: str, onefile: bool) -> Path:
    suffix = ".exe" if IS_WINDOWS else ""
    if not onefile:
        return DIST / "hustings" / f"hustings{suffix}"
    found = sorted(DIST.glob(f"hustings-{version}-*{suffix}"), key=lambda p: p.stat().st_mtime)
    if not found:
        raise BuildError(f"PyInstaller reported success but no one-file executable is in {DIST}")
    return found[-1]


def build(onefile: bool, fresh: bool) -> Path:
    started = time.perf_counter()
    WORK.mkdir(parents=True, exist_ok=True)
    py = prepare_venv(fresh)
    icons = prepare_icons(py)
    mode = "onefile" if onefile else "onedir"
    version = project_version(py)
    spec_args = ["--onefile"] if onefile else []
    if icons is not None:
        spec_args += ["--icon-dir", str(icons)]
    log(f"running PyInstaller ({mode})")
    # cwd is the work folder, so the import scan finds the installed Hustings and never the checkout.
    run(
        [py, "-m", "PyInstaller", SPEC, "--noconfirm", "--clean", "--log-level", "WARN",
         "--workpath", WORK / mode, "--distpath", DIST, "--", *spec_args],
        cwd=WORK,
        what="PyInstaller",
    )
    target = built_target(version, onefile)
    check_bundle(py, target, onefile, version)
    seconds = time.perf_counter() - started
    measured = target if onefile else target.parent
    log(f"built {measured.relative_to(ROOT)}: {size_of(measured) / 1e6:.1f} MB in {seconds:.0f} s")
    print(target)
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable file instead of a folder")
    parser.add_argument("--fresh", action="store_true", help="recreate the build virtualenv from scratch")
    parser.add_argument("--make-icons", nargs=2, metavar=("SOURCE", "OUT_DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.make_icons:
        make_icons(Path(args.make_icons[0]), Path(args.make_icons[1]))
        return 0
    try:
        build(args.onefile, args.fresh)
    except BuildError as exc:
        print(f"[build] ERROR: {exc}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
