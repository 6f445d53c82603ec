"""Finds the project's data folders, from source and from a frozen (PyInstaller) build."""
from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder holding `config/` and `assets/`.

    From source that is the project root; in a PyInstaller build it is the unpacked
    bundle (`sys._MEIPASS`)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def config_path(name: str) -> Path:
    """Path of a YAML file in `config/`."""
    return resource_root() / "config" / name


def asset_path(*parts: str) -> Path:
    """Path of a file in `assets/`."""
    return resource_root().joinpath("assets", *parts)
