"""Random playouts through the real engine, for any registered game: the throughput benchmark
and a smoke test (`bug-council simulate`).

Every action is chosen uniformly among `legal_actions()` and applied with `apply_action()`,
which checks it and produces its events, exactly as in a real game: the game definition's
`random_game` plays one (most with `play_randomly`).
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable, TypeVar

from game.protocol import DEFAULT_GAME, get_game

S = TypeVar("S")


def play_randomly(s: S, rng: random.Random, settle: Callable[[S], S] | None = None) -> tuple[S, int]:
    """Play `s` to its end choosing uniformly among its legal actions: (final state, number of
    chosen actions). `settle` moves a state on where nobody chooses (an automaton's turns)
    before each choice."""
    n = 0
    while not s.game_over:
        if settle is not None:
            s = settle(s)
            if s.game_over:
                break
        legal = s.legal_actions()
        s, _events = s.apply_action(legal[rng.randrange(len(legal))])
        n += 1
    return s, n


def simulate(players: int, games: int, seed: int, mode: str | None = None, game: str = DEFAULT_GAME,
             **options: Any) -> dict:
    """Plays `games` random games of the registered `game` in `mode` (default: the game's
    first); returns figures for one JSON line."""
    definition = get_game(game)
    info = definition.mode(mode) if mode is not None else definition.modes[0]
    mode = info.id
    if len(info.players) == 1:          # a mode played by one number of players ignores `players`
        players = info.players[0]
    rng = random.Random(seed)
    actions = 0
    t = time.perf_counter()
    for g in range(games):
        _, n = definition.random_game(mode, players, seed * 1_000_003 + g, rng, options)
        actions += n
    dt = time.perf_counter() - t
    return {"game": game, "mode": mode, "players": players, "games": games, "actions": actions,
            "seconds": round(dt, 3), "games_per_second": round(games / dt, 1) if dt else None,
            **{k: v for k, v in options.items() if spec_reported(info, k)}}


def spec_reported(mode: Any, name: str) -> bool:
    """Whether the figures echo option `name` of `mode` (those a report words: `report`)."""
    return any(s.name == name and s.report for s in mode.option_specs)
