"""Bugspiel: how much of expert's choice is the luck of its deals. At positions of seeded
games (normal's moves, one in five random), expert chooses as it plays (its own deals, three
seeds each), and each of its options is evaluated on many more deals (`--truth`, the same
depth, leaf and playout policy); the regret is the evaluation's best value less that of the
chosen option. A configuration (`--set KEY=VALUE`, config/bugspiel.yaml ai.expert keys, as the
arena's --expert-set) is measured beside the shipped one.

    PYTHONPATH=. .venv/bin/python bench/bugspiel_search_noise.py --games 6 --set first_round=8 --set deals=8

A small regret says more deals (or another way to spend them) cannot make expert stronger: what
it lacks is in its model (the playout policy, the leaf's value, how far a deal looks).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics

from game.arena import parse_options
from game.bugspiel.ai import NormalController, explain, settings
from game.bugspiel.ai_search import Dealer, SearchController, near_end, playout
from game.bugspiel.definition import GAME
from game.bugspiel.setup import new_game

PLIES = (8, 24, 40, 56)


def positions(games: int, players: int) -> list:
    """The views at plies `PLIES` of seeded games (seeds 1000..), where there is a choice."""
    out = []
    for seed in range(games):
        s = new_game(1000 + seed, players, "small")
        normal, rng = NormalController(None), random.Random(seed)
        for ply in range(max(PLIES) + 1):
            if s.game_over:
                break
            view = GAME.view(s, s.to_act()[0])
            if ply in PLIES and len(view.legal) > 1:
                out.append(view)
            legal = view.legal
            s, _ = s.apply_action(normal.choose(view, rng) if rng.random() < 0.8
                                  else legal[rng.randrange(len(legal))])
    return out


def evaluate(view, options, depth: int, win_value: float, deals: int) -> list[float]:
    """Each option's mean playout value over `deals` common deals."""
    dealer, rng = Dealer(view), random.Random(7)
    totals = [0.0] * len(options)
    for _ in range(deals):
        world = dealer.deal(rng)
        for i, a in enumerate(options):
            totals[i] += playout(world, a, view.seat, depth, win_value)
    return [t / deals for t in totals]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--truth", type=int, default=240, help="deals of the reference evaluation")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    args = p.parse_args()
    configs = {"shipped": {}} | ({"candidate": parse_options(args.set)} if args.set else {})
    regret: dict[str, list[float]] = {k: [] for k in configs}
    best_hit: dict[str, list[bool]] = {k: [] for k in configs}
    views = positions(args.games, args.players)
    for view in views:
        shipped = SearchController("expert", view.seat, time_cap_ms=60_000)
        ranked = explain(view)
        if ranked[0].score >= settings()["decisive"] / 2:
            continue                       # decided without a search
        cfg = shipped.budget(view.players)
        options = shipped.options(ranked, cfg)
        if len(options) < 2:
            continue
        depth = int(cfg["endgame_depth"] if near_end(view, cfg["endgame_share"]) else cfg["depth"])
        values = evaluate(view, options, depth, cfg["win_value"], args.truth)
        for name, over in configs.items():
            ctl = SearchController("expert", view.seat, time_cap_ms=60_000, options=over)
            for k in range(3):
                a = ctl.choose(view, random.Random(100 + k))
                if a in options:
                    regret[name].append(max(values) - values[options.index(a)])
                    best_hit[name].append(values[options.index(a)] == max(values))
    out = {"bench": "bugspiel_search_noise", "games": args.games, "players": args.players,
           "positions": len(views), "truth_deals": args.truth}
    for name in configs:
        row = {"choices": len(regret[name]), "mean_regret": round(statistics.mean(regret[name]), 3),
               "max_regret": round(max(regret[name]), 2), "picked_best": round(statistics.mean(best_hit[name]), 3)}
        out[name] = row
        print(f"{name:10} choices {row['choices']:4}  mean regret {row['mean_regret']:6.3f} points  "
              f"max {row['max_regret']:6.2f}  the evaluation's best {row['picked_best']:.1%}")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
