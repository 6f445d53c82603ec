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


def read_with(parse: Callable[[Any], Any], value: Any, key: str) -> Any:
    """`parse(value)` (a game's own notation: a card, a bonus), its ValueError a ScenarioError
    naming `key`."""
    try:
        return parse(value)
    except ValueError as exc:
        raise ScenarioError(f"{key}: {exc}") from None


def each_of(read: Callable[[Any, str], Any], value: Any, key: str) -> tuple:
    """`read(item, key)` for every item of the list `value` (ScenarioError when it is none)."""
    return tuple(read(v, key) for v in a_list(value, key))


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


def run_file_actions(s: Any, raw: Any, read: Callable[[Any, Any], list[Any]], apply: Callable[[Any, int, Any], Any],
                     over: str = "the game is over", unread: str = "unknown action: ") -> Any:
    """`s` after a scenario file's `actions` (None: none), each entry read against the position
    it meets: `read(entry, s)` gives the engine actions it stands for, in order (one that is a
    function is called with the position the ones before it reached), or raises ValueError
    naming what is wrong; `apply(s, i, action)` applies one of entry `i`'s. ScenarioError when
    `actions` is no list; ScenarioActionError "action i: <over>" for an entry after the game's
    end, "action i: <unread><what is wrong>" for one `read` refuses (each game's scenario
    adapter words them as its rulebook's SCENARIOS section pins)."""
    if raw is None:
        return s
    if not isinstance(raw, list):
        raise ScenarioError("actions: expected a list")
    for i, item in enumerate(raw):
        if s.game_over:
            raise ScenarioActionError(f"action {i}: {over}")
        try:
            group = read(item, s)
        except ValueError as exc:
            raise ScenarioActionError(f"action {i}: {unread}{exc}") from None
        for a in group:
            s = apply(s, i, a(s) if callable(a) else a)
    return s


def apply_file_action(s: Any, i: int, a: Any) -> tuple[Any, list[Any]]:
    """The position after the engine action `a` of the file's action `i`, and its events;
    ScenarioActionError "action i: <rule>" when the rules refuse it."""
    try:
        return s.apply_action(a)
    except IllegalAction as exc:
        raise ScenarioActionError(f"action {i}: {exc.reason}") from None


def apply_scenario_action(s: Any, i: int, a: Any, on_event: Callable[[Any], None] | None = None) -> Any:
    """`s` after the engine action `a` of the file's action `i` (its events passed to
    `on_event`); ScenarioActionError "action i: <rule>" when the rules refuse it."""
    s, events = apply_file_action(s, i, a)
    if on_event:
        for e in events:
            on_event(e)
    return s
