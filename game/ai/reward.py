"""What a playout's end is worth to a seat: the soft win (`hard`, `expert`).

A playout stops at the end of the Age under way, so its scores are not the game's result. The
reward estimates how much of a win they are worth: `0.5 + 0.5 * tanh((margin - centre) /
scale)`, where the margin is the seat's lead over its best rival. `hard` uses one scale and no
centre. `expert` can read both from a win curve per player count and Age, fitted to how often
a margin at that Age's end went on to win the game (`tools/fit_win_curve.py`): after Age 1 at
four players a two-point lead is still a coin toss and the scale is wide; after the last Age
only first place counts, and the curve is nearly a step.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence


@dataclass(frozen=True)
class SoftWin:
    """The reward of final scores to each seat; 1/2 when the margin equals `centre`."""

    scale: float
    centre: float = 0.0

    def __call__(self, final_scores: Sequence[int], seat: int) -> float:
        return self.of_margin(margin(final_scores, seat))

    def of_margin(self, lead: float) -> float:
        """The reward of a lead (negative: a deficit) over the best rival."""
        return 0.5 + 0.5 * math.tanh((lead - self.centre) / self.scale)

    def all(self, final_scores: Sequence[int]) -> list[float]:
        """Every seat's reward (the endgame solver's max^n values)."""
        return [self(final_scores, s) for s in range(len(final_scores))]


def margin(final_scores: Sequence[int], seat: int) -> int:
    """The seat's lead over its best rival (negative when behind)."""
    return final_scores[seat] - max(s for i, s in enumerate(final_scores) if i != seat)


def curve_key(mode: str, players: int) -> str:
    """A win curve's name: `emissary` (two players and the Emissary), else the player count
    (`3`, `4`, `5`)."""
    return "emissary" if mode == "emissary" else str(players)


def win_curve(curves: Mapping[Any, Sequence[Sequence[float]]], key: str, age: int) -> SoftWin:
    """The fitted soft win for a playout ending at `age`'s end, from the curve named `key`
    (`curve_key`; YAML may give a player count as a number).

    `curves` maps a key to one `[scale, centre]` per Age. KeyError when the key has no curve,
    so a missing fit is never guessed."""
    rows = curves.get(key, curves.get(int(key) if key.isdigit() else key))
    if rows is None:
        raise KeyError(f"expert win_curve: no curve for {key!r}")
    scale, centre = rows[min(age, len(rows)) - 1]
    return SoftWin(float(scale), float(centre))
