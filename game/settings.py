"""The player's settings, described once.

`Settings` is the schema: each field is one setting of the shell with its default, what values
are valid and the words the settings screen shows for it; a game adds its own settings by
listing them in its definition (`GameDefinition.settings`: `SettingInfo`, a yes/no setting),
read and set like the shell's (`settings.<key>`) and kept in the same file under their keys.
The save file is validated against the schema (`game.saves.load_settings`), the app keeps its
live copy as a `Settings`, and the settings screen lists its rows from `settings_rows()`.
Adding a setting of the shell is one field here; a game's, one `SettingInfo` in its definition.

Animation speeds are named in `config/ui.yaml` (motion.speeds); the speed setting is valid when it
names one of them, so the caller passes the names it knows.
"""
from __future__ import annotations

import math
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, Iterable, Mapping

from game.i18n import SYSTEM, N_, valid_language
from game.net.messages import clean_name     # the one rule for a name friends are shown
from game.protocol import SettingInfo, all_games

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
    # The words (marked N_) are translated where the settings screen shows them.
    language: str = _setting(SYSTEM, N_("Language"),
                             N_("The words of every screen: the system's language, or one chosen."))
    speed: str = _setting("normal", N_("Animation speed"),
                          N_("How fast cards and cubes move (instant: no animation)."))
    sound: bool = _setting(True, N_("Sound"), N_("Soft card, trick and cube sounds."))
    colorblind: bool = _setting(False, N_("Colorblind-friendly suits"),
                                N_("Tell suits apart by shape and pattern, not only by color."))
    scale: float = _setting(1.0, N_("Window"), N_("Window size relative to 1280\u00d7720, or the whole screen."),
                            bounds=(0.5, 4.0))
    fullscreen: bool = _setting(False, N_("Fullscreen"), N_("The whole screen."), shown_with="scale")
    confirm_play: bool = _setting(False, N_("Confirm before playing"),
                                  N_("A card goes to the trick only after a second click."))
    trick_status: bool = _setting(True, N_("Show who is winning the trick"),
                                  N_("During a trick: who is winning it and why, who visits."))
    player_name: str = _setting("", N_("Your name"),
                                N_("What friends see when you join or host a game ('': none yet)."),
                                asked_on="join and host lobbies")
    # The registered games' own settings (`game_settings()`), key -> value; not a setting itself.
    games: dict = field(default_factory=dict, metadata={"games": True})

    def __post_init__(self) -> None:
        self.games = {**{k: info.default for k, info in game_settings().items()}, **self.games}

    # A game's setting reads and sets like the shell's: settings.<key>.

    def __getattr__(self, name: str) -> Any:
        games = self.__dict__.get("games")
        if games is not None and name in games:
            return games[name]
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in SETTING_FIELDS and name in game_settings():
            self.games[name] = value
        else:
            object.__setattr__(self, name, value)

    def value(self, key: str) -> Any:
        """The setting `key`, the shell's or a game's."""
        return getattr(self, key)

    # --- the schema as data ---------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """What the settings file stores."""
        return {**{name: getattr(self, name) for name in SETTING_FIELDS}, **self.games}

    @classmethod
    def from_data(cls, values: Any, speeds: Iterable[str] | None = None) -> tuple["Settings", list[str]]:
        """(settings, names of the keys reset to their default). Unknown keys are dropped and a
        bad value gives its default; never raises, whatever `values` is."""
        speeds = tuple(speeds) if speeds is not None else DEFAULT_SPEEDS
        if not isinstance(values, Mapping):
            return cls(), [*SETTING_FIELDS, *game_settings()]
        good: dict[str, Any] = {}
        bad: list[str] = []
        games: dict[str, Any] = {}
        for key in (*SETTING_FIELDS, *game_settings()):
            if key not in values:
                continue
            value = values[key]
            if not valid_setting(key, value, speeds):
                bad.append(key)
            elif key in SETTING_FIELDS:
                good[key] = float(value) if SETTING_FIELDS[key].type in ("float", float) else value
            else:
                games[key] = value
        return cls(**good, games=games), bad

    def updated(self, key: str, value: Any, speeds: Iterable[str] | None = None) -> "Settings":
        """A copy with one setting changed; ValueError when the value is not valid for it."""
        if not valid_setting(key, value, tuple(speeds) if speeds is not None else DEFAULT_SPEEDS):
            raise ValueError(f"{value!r:.40} is not a valid value of the setting {key!r:.40}")
        if key in SETTING_FIELDS:
            return replace(self, **{key: value})
        return replace(self, games={**self.games, key: value})


SETTING_FIELDS = {f.name: f for f in fields(Settings) if not f.metadata.get("games")}
SCALE_RANGE: tuple[float, float] = SETTING_FIELDS["scale"].metadata["bounds"]


def valid_setting(key: str, value: Any, speeds: Iterable[str]) -> bool:
    """Whether `value` may be the setting `key` (unknown keys are never valid)."""
    f = SETTING_FIELDS.get(key) if isinstance(key, str) else None
    if f is None:
        info = game_settings().get(key) if isinstance(key, str) else None
        return info is not None and type(value) is type(info.default)
    if key == "speed":
        return isinstance(value, str) and value in tuple(speeds)
    if key == "language":
        return valid_language(value)
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


def game_settings() -> dict[str, SettingInfo]:
    """The registered games' own settings, key -> SettingInfo, in registry order (the first
    game to declare a key owns it; a key of the shell's is never a game's)."""
    out: dict[str, SettingInfo] = {}
    for game in all_games():
        for info in game.settings:
            if info.key not in SETTING_FIELDS:
                out.setdefault(info.key, info)
    return out


def settings_defaults() -> dict[str, Any]:
    """Every setting's default, the shell's and the games' (what a missing file gives)."""
    return Settings().to_data()


def settings_rows() -> list[tuple[str, str, str]]:
    """The settings screen's rows: (key, label, explanation), the shell's in schema order, then
    the games' (registry order); a setting shown with another (fullscreen with the window size),
    or asked for on another screen (the name, on the join screen), has no row of its own."""
    shell = [(f.name, f.metadata["label"], f.metadata["why"]) for f in SETTING_FIELDS.values()
             if f.metadata["shown_with"] is None and f.metadata["asked_on"] is None]
    return shell + [(info.key, info.label, info.why) for info in game_settings().values()]
