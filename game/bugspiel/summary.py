"""Bugspiel in a few words, for the app shell's lists: the Statistics row a game counts in, where
a game stands, and one line per record for Replay a game. No pygame here: the statistics store
(game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any

from game.bugspiel.state import BugspielState

BOARD_WORDS = {"small": "small board", "large": "large board"}


def stats_label(players: int, board: str) -> str:
    """'3 players, small board' (scores on the two boards and at different tables differ)."""
    return f"{players} players, {BOARD_WORDS.get(board, board)}"


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = tuple(stats_label(n, b) for b in BOARD_WORDS for n in (2, 3, 4))

END_WORDS = {"passes": "everyone passed", "bug_market": "the bug market ran dry",
             "bonus_market": "the bonus market ran dry", "score": "a score reached the winning score"}


def seat_names(setup: Any, players: int) -> list[str]:
    return [seat.name for seat in setup.seats] if setup is not None else [f"Seat {i + 1}" for i in range(players)]


def summary(setup: Any, final: BugspielState) -> str:
    """'Bugspiel, 3 players, small board · Ada 104, Bo 77, Cy 60 · Ada won (a score reached the
    winning score)'; an unfinished game ends with whose turn it is instead."""
    names = seat_names(setup, final.players)
    kind = f"Bugspiel, {stats_label(final.players, final.board)}"
    scores = ", ".join(f"{n} {v}" for n, v in zip(names, final.scores))
    if not final.game_over:
        return f"{kind}  \u00b7  {scores}  \u00b7  {names[final.turn]} to play"
    return f"{kind}  \u00b7  {scores}  \u00b7  {names[final.winners[0]]} won ({END_WORDS[final.end_reason]})"
