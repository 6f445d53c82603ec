"""The static rules of one game: mode, seat count, deck, scoring constants.

Loaded from `config/rules.yaml` (the rules tables), so a correction to a table is a data
change. A `Rules` object never changes during a game; a `State` holds one position.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import yaml

from game.bug_council.cards import SUIT_NAMES, Card, full_deck
from game.resources import config_path

MODES = ("table", "emissary", "solo")


class RulesError(ValueError):
    """The rules tables in config/ are not usable."""


@lru_cache(maxsize=None)
def rules_table() -> dict[str, Any]:
    """The parsed `config/rules.yaml`, checked for the few things the engine relies on."""
    with open(config_path("rules.yaml"), encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict) or data.get("version") != 1:
        raise RulesError("config/rules.yaml: expected a mapping with version: 1")
    if list(data["ring"]) != list(SUIT_NAMES):
        # Cards are encoded by ring index; a different ring order needs SUIT_NAMES changed too.
        raise RulesError("config/rules.yaml: ring must list the suits in cards.SUIT_NAMES order")
    if sum(data["initial_council"]) > data["cubes_total"]:
        raise RulesError("config/rules.yaml: initial_council uses more cubes than exist")
    if data["no_allegiance"].get("split_rounding") not in SPLIT_ROUNDINGS:
        raise RulesError(f"config/rules.yaml: no_allegiance.split_rounding must be one of "
                         f"{', '.join(SPLIT_ROUNDINGS)}")
    return data


# No Allegiance Scoring splits the points among the successful seats: the final rulebook
# rounds down, the pre-production one rounded up (config/rules.yaml no_allegiance.split_rounding).
SPLIT_ROUNDINGS = ("down", "up")


def split_share(total: int, successes: int, rounding: str | None = None) -> int:
    """Each successful No Allegiance seat's share of `total` points; `rounding` defaults to
    the rules table's."""
    if successes <= 0:
        return 0
    rounding = rounding or rules_table()["no_allegiance"]["split_rounding"]
    return -(-total // successes) if rounding == "up" else total // successes


@dataclass(frozen=True)
class Rules:
    """Static rules: what does not change from one position to the next."""

    mode: str               # table | emissary | solo
    players: int            # human/AI seats at the table (2 in emissary, 1 in solo)
    seats: int              # seats that play cards: players + Emissary / Termitenator
    top_value: int
    hand_size: int
    tricks_per_age: int
    ages: int
    cubes_total: int
    initial_council: tuple[int, ...]
    na_base: int
    na_per_chambers_cube: int

    def deck(self, removed_suit: int | None = None) -> tuple[Card, ...]:
        return full_deck(self.top_value, () if removed_suit is None else (removed_suit,))

    def no_allegiance_value(self, chambers: int, successes: int) -> int:
        """Points each successful No Allegiance seat scores (split, rounded as the table says)."""
        return split_share(self.na_base + self.na_per_chambers_cube * chambers, successes)


@lru_cache(maxsize=None)
def load_rules(mode: str = "table", players: int = 4) -> Rules:
    """The Rules for a mode and player count; raises RulesError for an impossible one."""
    t = rules_table()
    if mode not in MODES:
        raise RulesError(f"unknown mode {mode!r}: expected one of {', '.join(MODES)}")
    if mode == "table" and players not in (3, 4, 5):
        raise RulesError(f"players must be 3, 4 or 5 at the table, not {players!r}")
    if mode == "emissary":
        players = 2
    if mode == "solo":
        players = 1
    seats = players + (1 if mode in ("emissary", "solo") else 0)
    return Rules(
        mode=mode,
        players=players,
        seats=seats,
        top_value=int(t["deck_top_value"][players]),
        hand_size=int(t["hand_size"]),
        tricks_per_age=int(t["tricks_per_age"]),
        ages=int(t["ages"]),
        cubes_total=int(t["cubes_total"]),
        initial_council=tuple(int(x) for x in t["initial_council"]),
        na_base=int(_solo_na_base() if mode == "solo" else t["no_allegiance"]["base"][mode]),
        na_per_chambers_cube=int(t["no_allegiance"]["per_chambers_cube"]),
    )


def _solo_na_base() -> int:
    """Solo's No Allegiance base lives with the rest of the Termitenator's data."""
    with open(config_path("termitenator.yaml"), encoding="utf-8") as fh:
        return int(yaml.safe_load(fh)["no_allegiance_base"])
