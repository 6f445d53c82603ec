"""What a playout's end is worth to a seat: the soft win (`hard`, `expert`).

A playout stops at the end of the Age under way, so its scores are not the game's result. The
reward estimates how much of a win they are worth: `0.5 + 0.5 * tanh((margin - centre) /
scale)`, where the margin is the seat's lead over its best rival. `hard` uses one scale and no
centre. `expert` can read both from a win curve per player count and Age, fitted to how often
a margin at that Age's end went on to win the game (`tools/bug_council/fit_win_curve.py`): after Age 1 at
four players a two-point lead is still a coin toss and the scale is wide; after the last Age
only first place counts, and the curve is nearly a step.

When a playout ends the game (the last Age), its scores are the game's result. `result` then
weighs the result itself (End of Game: the win, shared by a tie that the final Age's tricks do
not break) against the soft win of the margin, which keeps something to choose by when every
option wins or every option loses.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from game.bug_council.scoring import game_winners


@dataclass(frozen=True)
class SoftWin:
    """The reward of final scores to each seat; 1/2 when the margin equals `centre`.

    With `result` > 0 the scores are the game's end: the reward is `result` times the seat's
    share of the win plus `1 - result` times the soft win, and the final Age's tricks (the
    tiebreak) must be given."""

    scale: float
    centre: float = 0.0
    result: float = 0.0

    def __call__(self, final_scores: Sequence[int], seat: int,
                 final_tricks: Sequence[int] | None = None) -> float:
        soft = self.of_margin(margin(final_scores, seat))
        if not self.result:
            return soft
        if final_tricks is None:
            raise ValueError("SoftWin with result: the final Age's tricks decide ties")
        return self.result * win_share(final_scores, final_tricks, seat) + (1 - self.result) * soft

    def of_margin(self, lead: float) -> float:
        """The reward of a lead (negative: a deficit) over the best rival."""
        return 0.5 + 0.5 * math.tanh((lead - self.centre) / self.scale)

    def all(self, final_scores: Sequence[int],
            final_tricks: Sequence[int] | None = None) -> list[float]:
        """Every seat's reward (the endgame solver's max^n values)."""
        return [self(final_scores, s, final_tricks) for s in range(len(final_scores))]


def win_share(final_scores: Sequence[int], final_tricks: Sequence[int], seat: int) -> float:
    """The seat's share of the win at the End of Game (1, a split of a shared win, or 0)."""
    winners, _ = game_winners(final_scores, final_tricks)
    return 1 / len(winners) if seat in winners else 0.0


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
