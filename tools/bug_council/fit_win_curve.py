"""Fit expert's win curves (`config/ai.yaml`, `expert: win_curve`; game/bug_council/ai/reward.py).

Plays games between `--level` controllers (normal by default: fast, and its margins are spread
like hard's), records every seat's margin over its best rival at each Age's end and whether
that seat went on to win, and fits per Age the soft win `0.5 + 0.5 tanh((margin - centre) /
scale)` by maximum likelihood on a grid. Prints the YAML block to paste, and a table of the
observed win rate per margin so the fit can be read against the data.

    PYTHONPATH=. .venv/bin/python tools/bug_council/fit_win_curve.py --games 600

Seeds are 777000 + game number, apart from the arena's (1_000_003 * seed + g).
"""
from __future__ import annotations

import argparse
import math
import random
import sys

from game.protocol import get_game
from game.bug_council.ai.reward import SoftWin, curve_key, margin

SETUPS = (("emissary", 2), ("table", 3), ("table", 4), ("table", 5))
SCALES = [x / 10 for x in range(5, 101, 1)]       # the last Age's curve is a step: 0.5 is the floor
CENTRES = [x / 10 for x in range(-40, 61, 5)]


def margins(level: str, mode: str, players: int, games: int) -> list[tuple[int, int, float]]:
    """(age, margin, win share) for every seat of every game."""
    g = get_game("bug_council")
    rows = []
    for k in range(games):
        seed = 777_000 + k
        s = g.new_game(mode, players, seed, {})
        ctl = {seat: g.make_controller(level, seat) for seat in range(players)}
        ctl.update(g.automata(mode))
        rngs = {seat: random.Random(f"{seed}/fit/{seat}") for seat in ctl}
        memory: dict = {}
        ends = []
        while not s.game_over:
            seat, _ = s.to_act()
            a = ctl[seat].choose(g.view(s, seat, memory), rngs[seat])
            before = s
            s, _ = s.apply_action(a)
            g.remember(memory, a, before, s)
            if len(s.ages) > len(ends):
                ends.append(tuple(s.scores))
        for seat in range(players):
            win = 1 / len(s.winners) if seat in s.winners else 0.0
            for age, sc in enumerate(ends, 1):
                rows.append((age, margin(sc, seat), win))
    return rows


def fit(points: list[tuple[int, float]]) -> tuple[float, float]:
    """(scale, centre) of the soft win with the highest likelihood of the observed wins."""
    def loglik(scale, centre):
        curve = SoftWin(scale, centre)
        total = 0.0
        for m, w in points:
            p = min(max(curve.of_margin(m), 1e-6), 1 - 1e-6)
            total += w * math.log(p) + (1 - w) * math.log(1 - p)
        return total
    return max(((s, c) for s in SCALES for c in CENTRES), key=lambda sc: loglik(*sc))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=600)
    p.add_argument("--level", default="normal")
    args = p.parse_args(argv)
    block = ["  win_curve:             # [scale, centre] per Age: tools/bug_council/fit_win_curve.py "
             f"--games {args.games} --level {args.level}"]
    for mode, players in SETUPS:
        rows = margins(args.level, mode, players, args.games)
        curve = []
        for age in sorted({a for a, _, _ in rows}):
            points = [(m, w) for a, m, w in rows if a == age]
            scale, centre = fit(points)
            curve.append(f"[{scale:g}, {centre:g}]")
            seen: dict[int, list[float]] = {}
            for m, w in points:
                seen.setdefault(max(-8, min(8, m)), []).append(w)
            print(f"{curve_key(mode, players)} Age {age}: scale {scale:g} centre {centre:+g}; "
                  "won from margin " + " ".join(f"{m:+d}:{sum(v) / len(v):.2f}" for m, v in sorted(seen.items())),
                  file=sys.stderr)
        block.append(f"    {curve_key(mode, players)}: [{', '.join(curve)}]")
    print("\n".join(block))
    return 0


if __name__ == "__main__":
    sys.exit(main())
