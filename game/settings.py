"""The player's settings, described once.

`Settings` is the schema: each field is one setting with its default, what values are valid and
the words the settings screen shows for it. The save file is validated against it
(`game.saves.load_settings`), the app keeps its live copy as a `Settings`, and the settings screen
lists its rows from `SETTINGS_ROWS`. Adding a setting is one field here.

Animation speeds are named in `config/ui.yaml` (motion.speeds); the speed setting is valid when it
names one of them, so the caller passes the names it knows.
"""
from __future__ import annotations

import math
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, Iterable, Mapping

from game.net.messages import clean_name     # the one rule for a name friends are shown

# The speed names the app ships with; config/ui.yaml motion.speeds is the source the app passes.
DEFAULT_SPEEDS = ("slow", "normal", "fast", "instant")


def _setting(default: Any, label: str, why: str, *, bounds: tuple[float, float] | None = None,
             shown_with: str | None = None, asked_on: str | None = None) -> Any:
    """A schema field. `bounds`: the inclusive range of a number; `shown_with`: the setting whose
    row on the settings screen also offers this one (fullscreen sits in the window-size row);
    `asked_on`: the screen that asks for it instead of the settings screen (no row there)."""
    return field(default=default, metadata={"label": label, "why": why, "bounds": bounds,
                                            "shown_with": shown_with, "asked_on": asked_on})


@dataclass
class Settings:
    """Player-adjustable settings that outlive a scene; scenes read them every frame, so a change
    shows at once."""
    speed: str = _setting("normal", "Animation speed",
                          "How fast cards and cubes move (instant: no animation).")
    sound: bool = _setting(True, "Sound", "Soft card, trick and cube sounds.")
    colorblind: bool = _setting(False, "Colorblind-friendly suits",
                                "Tell suits apart by shape and pattern, not only by color.")
    scale: float = _setting(1.0, "Window", "Window size relative to 1280\u00d7720, or the whole screen.",
                            bounds=(0.5, 4.0))
    fullscreen: bool = _setting(False, "Fullscreen", "The whole screen.", shown_with="scale")
    confirm_play: bool = _setting(False, "Confirm before playing",
                                  "A card goes to the trick only after a second click.")
    trick_status: bool = _setting(True, "Show who is winning the trick",
                                  "During a trick: who is winning it and why, who visits.")
    explain_automa: bool = _setting(True, "Show the Termitenator's reasons",
                                    "Solo: say which rule of its decision tree chose each card.")
    player_name: str = _setting("", "Your name",
                                "What friends see when you join or host a game ('': none yet).",
                                asked_on="join and host lobbies")

    # --- the schema as data ---------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """What the settings file stores."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_data(cls, values: Any, speeds: Iterable[str] | None = None) -> tuple["Settings", list[str]]:
        """(settings, names of the keys reset to their default). Unknown keys are dropped and a
        bad value gives its default; never raises, whatever `values` is."""
        speeds = tuple(speeds) if speeds is not None else DEFAULT_SPEEDS
        if not isinstance(values, Mapping):
            return cls(), [f.name for f in fields(cls)]
        good: dict[str, Any] = {}
        bad: list[str] = []
        for f in fields(cls):
            if f.name not in values:
                continue
            value = values[f.name]
            if valid_setting(f.name, value, speeds):
                good[f.name] = float(value) if f.type in ("float", float) else value
            else:
                bad.append(f.name)
        return cls(**good), bad

    def updated(self, key: str, value: Any, speeds: Iterable[str] | None = None) -> "Settings":
        """A copy with one setting changed; ValueError when the value is not valid for it."""
        if not valid_setting(key, value, tuple(speeds) if speeds is not None else DEFAULT_SPEEDS):
            raise ValueError(f"{value!r:.40} is not a valid value of the setting {key!r:.40}")
        return replace(self, **{key: value})


SETTING_FIELDS = {f.name: f for f in fields(Settings)}
SETTINGS_DEFAULTS: dict[str, Any] = Settings().to_data()
SCALE_RANGE: tuple[float, float] = SETTING_FIELDS["scale"].metadata["bounds"]


def valid_setting(key: str, value: Any, speeds: Iterable[str]) -> bool:
    """Whether `value` may be the setting `key` (unknown keys are never valid)."""
    f = SETTING_FIELDS.get(key) if isinstance(key, str) else None
    if f is None:
        return False
    if key == "speed":
        return isinstance(value, str) and value in tuple(speeds)
    if key == "player_name":
        return value == "" or _is_clean_name(value)
    kind = type(f.default if f.default is not MISSING else None)
    if kind is float:
        lo, hi = f.metadata["bounds"] or (-math.inf, math.inf)
        return (isinstance(value, (int, float)) and not isinstance(value, bool)
                and math.isfinite(value) and lo <= value <= hi)
    return type(value) is kind


def _is_clean_name(value: Any) -> bool:
    try:
        return clean_name(value) == value
    except ValueError:
        return False


def settings_rows() -> list[tuple[str, str, str]]:
    """The settings screen's rows in schema order: (key, label, explanation); a setting shown
    with another (fullscreen with the window size), or asked for on another screen (the name,
    on the join screen), has no row of its own."""
    return [(f.name, f.metadata["label"], f.metadata["why"]) for f in fields(Settings)
            if f.metadata["shown_with"] is None and f.metadata["asked_on"] is None]
