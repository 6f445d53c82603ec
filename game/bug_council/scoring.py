"""Scoring & Upkeep Phase: Trick Scoring, Allegiance Scoring, No Allegiance Scoring, End of Game."""
from __future__ import annotations

from typing import Sequence

from game.bug_council.cards import SUIT_LETTERS


def score_age(*, tricks: Sequence[int], no_allegiance: Sequence[bool],
              allegiance_suits: Sequence[int | None], council: Sequence[int], chambers: int,
              na_value, personality_points: Sequence[int], penalized: Sequence[bool]) -> list[dict]:
    """One breakdown row per seat for the Age just played.

    - Trick Scoring: 1 point per trick won.
    - Allegiance Scoring: 1 point per cube on the space of the leftover card's suit.
    - No Allegiance: won zero tricks → (base + Chambers cubes) split evenly, rounded down,
      among all successful seats; won tricks → tricks only (`penalized` seats) or, for seats
      that are never penalized (the Termitenator), tricks plus allegiance as usual.
    `na_value(successes)` gives each successful seat's share. `points` is the row's total.
    """
    n = len(tricks)
    successes = [s for s in range(n) if no_allegiance[s] and tricks[s] == 0]
    share = na_value(len(successes)) if successes else 0
    rows = []
    for s in range(n):
        t = tricks[s]
        na = bool(no_allegiance[s])
        suit = allegiance_suits[s]
        row = {"seat": s, "tricks": t, "no_allegiance": na, "allegiance": None,
               "trick_points": t, "allegiance_points": 0, "no_allegiance_points": 0,
               "personality_points": personality_points[s]}
        if na and t == 0:
            row["no_allegiance_points"] = share
        elif (not na or not penalized[s]) and suit is not None:
            row["allegiance"] = SUIT_LETTERS[suit]
            row["allegiance_points"] = council[suit]
        row["points"] = (row["trick_points"] + row["allegiance_points"]
                         + row["no_allegiance_points"] + row["personality_points"])
        rows.append(row)
    return rows


def game_winners(scores: Sequence[int], final_tricks: Sequence[int],
                 seats: Sequence[int] | None = None) -> tuple[tuple[int, ...], str]:
    """End of Game: most points; tie → most tricks in the final Age; still tied → shared.

    Returns (winning seats, how it was decided: points | final_age_tricks | shared)."""
    seats = list(range(len(scores))) if seats is None else list(seats)
    best = max(scores[s] for s in seats)
    tied = [s for s in seats if scores[s] == best]
    if len(tied) == 1:
        return tuple(tied), "points"
    most = max(final_tricks[s] for s in tied)
    tied2 = [s for s in tied if final_tricks[s] == most]
    return tuple(tied2), ("final_age_tricks" if len(tied2) == 1 else "shared")
