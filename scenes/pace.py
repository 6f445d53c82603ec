"""The one scaled clock: how the player's animation speed turns real seconds into show time.

Every duration a scene waits or animates is a `config/ui.yaml` motion time at normal speed; the
speed setting (motion.speeds: slow 1.6, normal 1, fast 0.5, instant 0) scales it here and nowhere
else. At instant, waits are zero and animations finish in the frame they start.
"""
from __future__ import annotations

from typing import Mapping

from game.settings import Settings


class Pace:
    """Reads the live settings on every call, so a speed change shows at once."""

    def __init__(self, settings_of, motion: Mapping[str, object]):
        # A callable, not the Settings object: the app replaces its settings when they change.
        self._settings_of = settings_of
        self.motion = motion
        self.speeds: dict[str, float] = {k: float(v) for k, v in dict(motion["speeds"]).items()}

    @property
    def factor(self) -> float:
        """1 at normal speed, larger when slower, 0 at instant."""
        return self.speeds[self._settings().speed]

    @property
    def instant(self) -> bool:
        return self.factor == 0

    def _settings(self) -> Settings:
        return self._settings_of()

    def seconds(self, normal_seconds: float, floor: float = 0.0) -> float:
        """A wait of `normal_seconds` at normal speed, at the chosen speed. `floor` keeps a
        minimal factor (a card snapping back to the hand still moves at instant)."""
        return float(normal_seconds) * max(self.factor, floor)

    def duration(self, name: str, floor: float = 0.0) -> float:
        """The motion time `name` of config/ui.yaml at the chosen speed."""
        return self.seconds(float(self.motion[name]), floor)

    def show_time(self, dt: float) -> float:
        """How much animation `dt` real seconds play (infinite at instant)."""
        f = self.factor
        return dt / f if f > 0 else float("inf")

    def next_speed(self) -> str:
        """The speed after the current one, cycling (the table's speed button)."""
        names = list(self.speeds)
        return names[(names.index(self._settings().speed) + 1) % len(names)]
