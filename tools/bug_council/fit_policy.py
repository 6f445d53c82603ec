"""Fits the distilled card policy (game/bug_council/ai/distilled.py) to recorded `hard` decisions.

    .venv/bin/python tools/bug_council/fit_policy.py DECISIONS.jsonl [...] [--out config/distilled_policy.yaml]

Each line of a DECISIONS file (plain or .gz) is one card decision of `hard` with two or more
legal cards: {"kind", "hand", "plays", "n", "council", "na", "tv", "options", "chosen"}
(tools/bug_council/record_hard.py writes them; tools/bug_council/data/ keeps the set the shipped weights come from). The weights maximise the log-likelihood of hard's choices under the softmax, with
a small L2 penalty, by plain gradient ascent; the last fifth of the decisions is held out and
the printed match rates (the model's most likely card is hard's, by number of legal cards) are
measured on it, next to the heuristic's (`fastpolicy.card_choice`) on the same decisions.
"""
from __future__ import annotations

import argparse
import gzip
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.bug_council.ai.distilled import FEATURES, features  # noqa: E402
from game.bug_council.ai.fastpolicy import card_choice  # noqa: E402


def load(paths: list[str]) -> list[dict]:
    out = []
    for p in paths:
        raw = Path(p).read_bytes()
        text = (gzip.decompress(raw) if p.endswith(".gz") else raw).decode("utf-8")
        for line in text.splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                pass
    return out


def rows(decisions: list[dict]):
    for d in decisions:
        if d["kind"] != "play":
            continue        # the Emissary's cards are not modelled
        plays = [tuple(p) for p in d["plays"]]
        yield d, features(d["hand"], plays, d["n"], d["council"], d["na"], d["tv"], d["options"]), \
            d["options"].index(d["chosen"])


def _scores(fs, w) -> list[float]:
    return [sum(a * b for a, b in zip(f, w)) for f in fs]


def fit(data, l2: float = 1e-3, steps: int = 300, lr: float = 0.5) -> list[float]:
    nf = len(FEATURES)
    w = [0.0] * nf
    m = [0.0] * nf
    v = [0.0] * nf
    n = len(data)
    for t in range(1, steps + 1):
        grad = [-l2 * x for x in w]
        for _d, fs, y in data:
            s = _scores(fs, w)
            top = max(s)
            e = [math.exp(x - top) for x in s]
            z = sum(e)
            for f, ei in zip(fs, e):
                p = ei / z
                for j in range(nf):
                    grad[j] -= p * f[j] / n
            for j in range(nf):
                grad[j] += fs[y][j] / n
        for j in range(nf):   # Adam
            m[j] = 0.9 * m[j] + 0.1 * grad[j]
            v[j] = 0.999 * v[j] + 0.001 * grad[j] ** 2
            w[j] += lr * 0.1 * (m[j] / (1 - 0.9 ** t)) / (math.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-8)
    return w


def loglik(data, w) -> float:
    out = 0.0
    for _d, fs, y in data:
        s = _scores(fs, w)
        top = max(s)
        out += s[y] - top - math.log(sum(math.exp(x - top) for x in s))
    return out / max(len(data), 1)


def match_rates(data, w) -> dict:
    by: dict[str, list[int]] = {}
    for d, fs, y in data:
        k = len(d["options"])
        bucket = str(k) if k < 5 else "5+"
        s = _scores(fs, w)
        model = max(range(len(s)), key=lambda i: (s[i], -i)) == y
        heur = card_choice(d["hand"], [tuple(p) for p in d["plays"]], d["n"], d["council"],
                           d["na"], d["tv"], d["options"], False) == d["chosen"]
        row = by.setdefault(bucket, [0, 0, 0])
        row[0] += 1
        row[1] += model
        row[2] += heur
    return {k: {"n": r[0], "distilled": round(r[1] / r[0], 3), "heuristic": round(r[2] / r[0], 3)}
            for k, r in sorted(by.items())}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("decisions", nargs="+")
    p.add_argument("--out", default=None)
    p.add_argument("--steps", type=int, default=300)
    a = p.parse_args()
    data = list(rows(load(a.decisions)))
    cut = len(data) * 4 // 5
    w = fit(data[:cut], steps=a.steps)
    held = data[cut:]
    print(f"{len(data)} decisions, fitted on {cut}, held out {len(data) - cut}")
    print(f"log-likelihood per decision, held out: distilled {loglik(held, w):.3f}, "
          f"uniform {loglik(held, [0.0] * len(FEATURES)):.3f}")
    print("match rate on the held-out decisions (by legal cards):", json.dumps(match_rates(held, w)))
    weights = fit(data, steps=a.steps)     # the shipped weights use every decision
    if a.out:
        lines = ["# game/bug_council/ai/distilled.py: a softmax card policy fitted to hard's choices by tools/bug_council/fit_policy.py",
                 f"# ({len(data)} decisions; docs/ai.md). Regenerate, never edit by hand.", "version: 1",
                 "weights:"]
        lines += [f"  {f}: {x:.4f}" for f, x in zip(FEATURES, weights)]
        Path(a.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print("wrote", a.out)


if __name__ == "__main__":
    main()
