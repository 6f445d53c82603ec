"""The UI's settings (config/ui.yaml) as typed accessors: layout, palette, motion, sound.

Draw code asks this object for every position, size, color and timing; nothing visual is
hard-coded elsewhere. A `UiConfig` is immutable after loading.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml

from game.resources import config_path

Color = tuple[int, int, int]


def parse_color(text: str) -> Color:
    """'#RRGGBB' -> (r, g, b)."""
    t = text.lstrip("#")
    return int(t[0:2], 16), int(t[2:4], 16), int(t[4:6], 16)


class UiConfig:
    """Read-only view of config/ui.yaml."""

    def __init__(self, data: dict[str, Any]):
        self.data = data
        self.canvas: tuple[int, int] = tuple(data["canvas"])  # type: ignore[assignment]
        self._palette = {k: parse_color(v) for k, v in data["palette"].items()}
        self.suits: list[dict[str, Any]] = data["suits"]
        self.suit_colors: list[Color] = [parse_color(s["color"]) for s in self.suits]
        self.suit_darks: list[Color] = [parse_color(s["dark"]) for s in self.suits]
        self.seat_names: list[str] = data["seats"]["names"]
        self.seat_colors: list[Color] = [parse_color(c) for c in data["seats"]["colors"]]
        self.layout: dict[str, Any] = data["layout"]
        self.motion: dict[str, Any] = data["motion"]
        self.cards: dict[str, Any] = data["cards"]
        self.fonts: dict[str, Any] = data["fonts"]
        self.sound: dict[str, Any] = data["sound"]
        self.keys: dict[str, str] = data["keys"]
        self.ai: dict[str, Any] = data["ai"]
        self.smoke: dict[str, Any] = data["smoke"]

    def color(self, name: str) -> Color:
        return self._palette[name]

    def rect(self, name: str) -> tuple[int, int, int, int]:
        """A layout rectangle (x, y, w, h)."""
        x, y, w, h = self.layout[name]
        return x, y, w, h

    def num(self, name: str) -> Any:
        """A layout scalar or pair."""
        return self.layout[name]

    def time(self, name: str) -> float:
        """A motion duration at normal speed, in seconds."""
        return float(self.motion[name])

    def seat_name(self, seat: int) -> str:
        names = self.seat_names
        return names[seat] if seat < len(names) else f"Seat {seat + 1}"

    def seat_color(self, seat: int) -> Color:
        return self.seat_colors[seat % len(self.seat_colors)]


@lru_cache(maxsize=1)
def load_ui_config() -> UiConfig:
    """The shared UiConfig (loaded once; it is never mutated)."""
    with open(config_path("ui.yaml"), encoding="utf-8") as f:
        # libyaml's safe loader where PyYAML has it: the same data (our own file, every key
        # and value compared), a tenth of the pure-Python parse every process and CLI start pays.
        return UiConfig(yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)))
