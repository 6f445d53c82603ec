"""Scenario files (shared/rules/SCENARIOS.md), for any registered game: which game a file is
of, and what every game's scenario adapter shares.

A file names its game by its top-level `game:` (the registry's default game when absent);
that game's definition runs it (`run_scenario`, `scenario_start`). Every problem with the
file raises `ScenarioError` (malformed, exit 2) and an illegal action raises
`ScenarioActionError` (exit 2, naming the action's index and the rule). The CLI turns both
into one stderr line.
"""
from __future__ import annotations

from typing import Any, Callable

from game.protocol import DEFAULT_GAME, IllegalAction, UnknownGame, get_game
from game.safe_yaml import brief, brief_text


class ScenarioError(ValueError):
    """The scenario file itself is malformed."""


class ScenarioActionError(ValueError):
    """An action of the scenario is illegal."""


def whole_number(value: Any, key: str, lo: int, hi: int) -> int:
    """`value` if it is a whole number from `lo` to `hi`; ScenarioError naming `key` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(f"{key}: expected a whole number, got {brief(value)}")
    if not lo <= value <= hi:
        raise ScenarioError(f"{key}: {value} is out of range {lo}..{hi}")
    return value


def a_list(value: Any, key: str) -> list:
    """`value` if it is a list; ScenarioError naming `key` otherwise."""
    if not isinstance(value, list):
        raise ScenarioError(f"{key}: expected a list")
    return value


def refuse_unknown_keys(mapping: dict[Any, Any], keys: set[str] | frozenset[str], where: str = "") -> None:
    """SCENARIOS.md: an unknown key is malformed, at any depth. ScenarioError naming the first
    key of `mapping` outside `keys` by its path in the file (`where`: 'start.series.')."""
    unknown = sorted((k for k in mapping if k not in keys), key=str)   # keys may be of mixed types
    if unknown:
        raise ScenarioError(f"unknown key '{where}{brief_text(str(unknown[0]))}'")


def scenario_game(data: Any) -> Any:
    """The game (its `game.protocol` definition) a parsed scenario file is of: its top-level
    `game:`, the default game when absent; ScenarioError for a game this app does not have."""
    game_id = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    try:
        return get_game(game_id)
    except UnknownGame as exc:
        raise ScenarioError(f"game: {exc}") from exc


def start_section(data: dict[str, Any], keys: set[str] | frozenset[str]) -> dict[str, Any]:
    """A scenario file's `start` mapping (empty when left out), refused when it holds a key
    outside `keys`; any game's scenario adapter uses it."""
    start = data.get("start") or {}
    if not isinstance(start, dict):
        raise ScenarioError("start: expected a mapping")
    refuse_unknown_keys(start, keys, "start.")
    return start


def apply_scenario_actions(s: Any, groups: list[list[Any]], on_event: Callable[[Any], None] | None = None,
                           between: Callable[[Any], Any] | None = None) -> Any:
    """Apply each file action's group in order; `between` runs after every action (a game's
    automata). Any game's state with `apply_action`. An illegal action raises
    ScenarioActionError "action N: <rule>", N counting the file's actions from 0 (SCENARIOS.md)."""
    for i, group in enumerate(groups):
        for a in group:
            s = apply_scenario_action(s, i, a, on_event)
            if between is not None:
                s = between(s)
    return s


def apply_scenario_action(s: Any, i: int, a: Any, on_event: Callable[[Any], None] | None = None) -> Any:
    """`s` after the engine action `a` of the file's action `i` (its events passed to
    `on_event`); ScenarioActionError "action i: <rule>" when the rules refuse it."""
    try:
        s, events = s.apply_action(a)
    except IllegalAction as exc:
        raise ScenarioActionError(f"action {i}: {exc.reason}") from None
    if on_event:
        for e in events:
            on_event(e)
    return s
