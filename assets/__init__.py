"""Fonts, art, sounds and rule texts shipped with Hustings, found the same way from a source checkout, an
installed wheel or a PyInstaller bundle (never through the current directory)."""

from __future__ import annotations

import sys
from pathlib import Path


def asset_root() -> Path:
    """The folder holding the assets: beside this file, or inside a frozen bundle's unpack folder."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    path = asset_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"Missing asset: {'/'.join(parts)} (looked in {asset_root()})")
    return path
