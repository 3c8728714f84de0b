"""The PyInstaller build (build/build.py and build/hustings.spec), tested without running PyInstaller.

The full build runs in CI (.ci/run builds the one-folder executable and runs its smoke mode); these tests
pin the pieces that decide what ends up in the bundle and how the icons are made.
"""

from __future__ import annotations

import importlib.util
import io
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "hustings.spec"


def load_build_script() -> ModuleType:
    # Loaded from its file under another name: "build" would clash with PyPA's build package.
    spec = importlib.util.spec_from_file_location("hustings_build_script", ROOT / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = load_build_script()


def png_of(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA, 32)
    surface.fill((200, 40, 40, 255))
    pygame.draw.circle(surface, (20, 20, 240, 255), (size // 2, size // 2), size // 3)
    return surface


# --- what goes into the bundle ------------------------------------------------------------------------------
def test_source_data_files_are_the_shipped_fonts_and_licences_not_code() -> None:
    files = build.source_data_files()
    assert "assets/fonts/DejaVuSans.ttf" in files
    assert "assets/fonts/DejaVuSans-Bold.ttf" in files
    assert "assets/fonts/LICENSE-DejaVu.txt" in files
    assert not [f for f in files if f.endswith((".py", ".pyc")) or "__pycache__" in f]


def test_a_data_file_missing_from_the_bundle_is_named() -> None:
    sources = ["assets/fonts/DejaVuSans.ttf", "game/demos/data/cards.json"]
    assert build.missing_from_bundle(sources, {"assets/fonts/DejaVuSans.ttf"}) == ["game/demos/data/cards.json"]
    assert build.missing_from_bundle(sources, set(sources) | {"base_library.zip"}) == []


def test_sources_for_pip_are_copied_without_caches(tmp_path: Path) -> None:
    target = tmp_path / "src"
    build.copy_sources(target)
    assert (target / "pyproject.toml").is_file()
    assert (target / "assets" / "fonts" / "LICENSE-DejaVu.txt").is_file()
    assert (target / "scenes" / "cli.py").is_file()
    assert not list(target.rglob("__pycache__"))
    assert not (target / "build").exists() and not (target / "tests").exists()


def test_spec_is_python_and_names_nothing_linux_only() -> None:
    text = SPEC.read_text(encoding="utf-8")
    compile(text, str(SPEC), "exec")
    for linux_only in ("/usr/", "/lib/", ".so", "linux-gnu", "x86_64-linux", "/tmp/"):
        assert linux_only not in text, linux_only
    for needed in ('collect_data_files("assets")', 'collect_data_files("game")', 'collect_submodules("scenes")'):
        assert needed in text
    assert '"tkinter"' in text and '"numpy"' in text


def test_asset_path_looks_inside_a_frozen_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assets import asset_path

    font = tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"
    font.parent.mkdir(parents=True)
    font.write_bytes(b"font")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "DejaVuSans.ttf") == font
    with pytest.raises(FileNotFoundError, match="fonts/missing.ttf"):
        asset_path("fonts", "missing.ttf")


# --- icons --------------------------------------------------------------------------------------------------
def test_icon_source_prefers_svg_over_png_and_may_be_absent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "ROOT", tmp_path)
    icons = tmp_path / "assets" / "icons"
    icons.mkdir(parents=True)
    assert build.find_icon_source() is None
    pygame.image.save(png_of(64), str(icons / "hustings.png"))
    (icons / "card.svg").write_text("<svg/>")  # not named like an app icon
    assert build.find_icon_source() == icons / "hustings.png"
    (icons / "hustings.svg").write_text("<svg/>")
    assert build.find_icon_source() == icons / "hustings.svg"


def test_the_shipped_svg_icon_renders_at_macos_sizes() -> None:
    source = build.find_icon_source()
    assert source is not None and source.suffix == ".svg"
    pngs = build.render_icon_pngs(source, (16, 512))
    big = pygame.image.load(io.BytesIO(pngs[512]), "icon.png")
    assert big.get_size() == (512, 512)
    assert big.get_at((256, 256)).a == 255  # drawn, not an empty canvas


def test_ico_directory_points_at_each_png(tmp_path: Path) -> None:
    pygame.image.save(png_of(300), str(tmp_path / "icon.png"))
    pngs = build.render_icon_pngs(tmp_path / "icon.png", (16, 32, 256))
    data = build.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 3)
    sides = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        blob = data[offset : offset + length]
        assert blob.startswith(b"\x89PNG") and planes == 1 and bits == 32
        image = pygame.image.load(io.BytesIO(blob), "icon.png")
        assert image.get_size() == (w or 256, h or 256)
        sides.append(w or 256)
    assert sides == [16, 32, 256]


def test_icns_chunks_add_up_to_the_file_length(tmp_path: Path) -> None:
    pygame.image.save(png_of(100), str(tmp_path / "icon.png"))
    pngs = build.render_icon_pngs(tmp_path / "icon.png", (24, 128, 512))  # 24 px has no .icns slot
    data = build.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, kinds = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        assert data[pos + 8 : pos + 16].startswith(b"\x89PNG")
        kinds.append(kind)
        pos += length
    assert pos == len(data) and kinds == [b"ic07", b"ic09"]


def test_make_icons_writes_all_three_formats(tmp_path: Path) -> None:
    pygame.image.save(png_of(256), str(tmp_path / "icon.png"))
    build.make_icons(tmp_path / "icon.png", tmp_path / "out")
    assert {p.name for p in (tmp_path / "out").iterdir()} == {"hustings.png", "hustings.ico", "hustings.icns"}
    assert pygame.image.load(str(tmp_path / "out" / "hustings.png")).get_size() == (256, 256)


# --- CI and git -----------------------------------------------------------------------------------------------
def test_ci_lints_runs_exactly_the_readme_test_command_the_slow_tests_then_builds_and_smoke_tests() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    command = readme[readme.index("Install and run the tests:") + 2].strip()
    assert command.endswith("-m pytest")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci
    after = ci[ci.index(command) + 1 :]
    assert any("python3 build/build.py" in line for line in after)
    assert any("--smoke --video-driver dummy" in line for line in after)
    assert any(line.strip().endswith("-m pytest -m slow") for line in after)  # the slow tests still run
    before = ci[: ci.index(command)]
    assert any("ruff check" in line for line in before) and any("mypy" in line for line in before)
    assert "set -euo pipefail" in ci


def test_pyinstaller_work_and_output_folders_are_ignored_by_git() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    ignored = subprocess.run(
        ["git", "check-ignore", "build/.work/venv/bin/python", "dist/hustings/hustings"],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert ignored.stdout.split() == ["build/.work/venv/bin/python", "dist/hustings/hustings"]
    tracked = subprocess.run(["git", "check-ignore", "build/build.py", "build/hustings.spec"], cwd=ROOT,
                             capture_output=True, text=True)
    assert tracked.stdout == ""
