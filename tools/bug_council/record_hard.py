"""Records `hard`'s card decisions in seeded games with `hard` at every seat, one JSON line each:
the data `tools/bug_council/fit_policy.py` fits the distilled playout policy to (game/bug_council/ai/distilled.py).

    .venv/bin/python tools/bug_council/record_hard.py --mode table --players 4 --first 0 --games 40 \
        --out tools/bug_council/data/hard_decisions_4p.jsonl     # then gzip it

Game `g` is seeded 7000 + g (the arena's games are not reused, so the fit never sees them);
only decisions with two or more legal cards are kept. `tricks_per_age` is not recorded.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.bug_council.actions import NO_ALLEGIANCE  # noqa: E402
from game.bug_council.ai.heuristic import top_value  # noqa: E402
from game.protocol import get_game  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mode", default="table")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    game = get_game("bug_council")
    with open(a.out, "a", encoding="utf-8") as f:
        for g in range(a.first, a.first + a.games):
            s = game.new_game(a.mode, a.players, 7000 + g, {})
            memory: dict = {}
            ctl = {i: game.make_controller("hard", i) for i in range(a.players)}
            rng = random.Random(g)
            while not s.game_over:
                seat, _ = s.to_act()
                v = game.view(s, seat, memory)
                act = ctl[seat].choose(v, rng)
                if len(v.legal) > 1 and v.legal[0].kind in ("play", "emissary"):
                    na = v.seat < len(v.declared) and v.declared[v.seat] == NO_ALLEGIANCE
                    f.write(json.dumps({"kind": v.legal[0].kind, "hand": list(v.hand),
                                        "plays": [list(x) for x in v.plays], "n": len(v.order),
                                        "council": list(v.council), "na": na, "tv": top_value(v),
                                        "options": [x.arg for x in v.legal], "chosen": act.arg,
                                        "mode": a.mode, "trick": v.trick}) + "\n")
                before = s
                s, _ = s.apply_action(act)
                game.remember(memory, act, before, s)
            f.flush()


if __name__ == "__main__":
    main()
