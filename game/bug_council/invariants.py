"""Conservation laws of a position, checked by the property tests and `simulate --check`.

- Strength cubes: council + Chambers + supply + Solo Board is always the rules' total (18).
- Cards: every card of the game's deck is in exactly one place.
- Scores: once the game is over, every seat's score is the sum of its per-Age breakdowns.
"""
from __future__ import annotations

from collections import Counter

from game.bug_council.cards import card_str
from game.bug_council.state import GAME_OVER, State


def invariant_violations(s: State, start_scores: tuple[int, ...] | None = None) -> list[str]:
    """Every broken invariant of `s`, in words ([] when all hold)."""
    bad = []
    cubes = sum(s.council) + s.chambers + s.supply + s.solo_board
    if cubes != s.rules.cubes_total or min(s.council) < 0 or s.supply < 0 or s.solo_board < 0:
        bad.append(f"cubes: council {s.council} + chambers {s.chambers} + supply {s.supply} "
                   f"+ solo board {s.solo_board} = {cubes}, expected {s.rules.cubes_total}")
    placed = []
    for _name, cards in s.hooks.card_places(s):
        placed += cards
    deck = s.hooks.deck_of(s)
    # Equal sorted lists are equal multisets: the cheap test (this runs after every action of
    # the property tests); the counts only to say what is wrong.
    try:
        same = sorted(placed) == sorted(deck)
    except TypeError:                  # something that is not a card: the counts name it
        same = False
    if not same:
        where, deck = Counter(placed), Counter(deck)
        missing = sorted((deck - where).elements())
        extra = sorted((where - deck).elements())
        bad.append(f"cards: missing {[card_str(c) for c in missing]}, "
                   f"extra or doubled {[card_str(c) for c in extra]}")
    if s.phase == GAME_OVER:
        base = start_scores or (0,) * len(s.scores)
        for seat in range(len(s.scores)):
            total = base[seat] + sum(a["seats"][seat]["points"] for a in s.ages)
            if total != s.scores[seat]:
                bad.append(f"score of seat {seat} is {s.scores[seat]}, breakdowns sum to {total}")
            for a in s.ages:
                r = a["seats"][seat]
                parts = (r["trick_points"] + r["allegiance_points"] + r["no_allegiance_points"]
                         + r["personality_points"])
                if parts != r["points"]:
                    bad.append(f"age {a['age']} seat {seat}: breakdown {parts} != points {r['points']}")
    return bad
