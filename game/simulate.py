"""Random playouts through the real engine: the throughput benchmark and a smoke test.

Every action is chosen uniformly among `legal_actions()` and applied with
`apply_action()`, which checks it and produces its events, exactly as in a real game.
"""
from __future__ import annotations

import random
import time
from typing import Any

from game.bug_council.state import State, new_game


def random_game(players: int, seed: int, rng: random.Random, mode: str = "table",
                **options: Any) -> tuple[State, int]:
    """Plays one complete game; returns the final state and the number of actions."""
    s = new_game(players, seed, mode, **options)
    n = 0
    automa = s.hooks.automa_turns
    while not s.game_over:
        s = automa(s)
        if s.game_over:
            break
        legal = s.legal_actions()
        s, _events = s.apply_action(legal[rng.randrange(len(legal))])
        n += 1
    return s, n


def simulate(players: int, games: int, seed: int, mode: str = "table", game: str = "bug_council",
             **options: Any) -> dict:
    """Plays `games` random games of the registered `game`; returns figures for one JSON line."""
    from game.protocol import get_game
    definition = get_game(game)
    info = definition.mode(mode)
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
            **({"personality": options["personality"]} if "personality" in options else {})}
