"""Party Bugs in a few words, for the app shell's lists: where a game stands ("Round 5 of 13"),
the Statistics row it counts in, and one line per record for Replay a game. No pygame here:
the statistics store (game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any, Sequence

from game.party_bugs.state import SERIES, PartyState

ROACHY = "Roachy"


def stats_label(players: int, variants: Sequence[str]) -> str:
    """The Statistics row: per player count; a series counts apart (its scores are totals of
    several games, not comparable with one game's)."""
    kind = "2 players + Roachy" if players == 2 else f"{players} players"
    return f"{kind}, series" if SERIES in variants else kind


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = tuple(stats_label(n, ()) for n in (2, 3, 4, 5, 6))


def result_scores(s: PartyState) -> tuple[int, ...]:
    """The scores the game is decided on: the series totals in a series, else the game's."""
    return tuple(s.totals) if s.totals else tuple(s.scores)


def progress(s: PartyState) -> str:
    """'Round 5 of 13' ('Game 2 of 4, round 5 of 13' in a series; 'final round')."""
    rnd = "final round" if s.phase == "final" else f"round {min(s.round, s.final_round)} of {s.final_round}"
    if s.games > 1:
        return f"Game {s.game} of {s.games}, {rnd}"
    return rnd[0].upper() + rnd[1:]


def seat_names(setup: Any, s: PartyState) -> list[str]:
    names = [seat.name for seat in setup.seats] if setup is not None else \
        [f"Seat {i + 1}" for i in range(s.players)]
    return names + ([ROACHY] if s.roachy else [])


def winner_names(s: PartyState, names: Sequence[str]) -> list[str]:
    return [ROACHY if w == "roachy" else names[w] for w in s.winners]


def summary(setup: Any, final: PartyState) -> str:
    """'Party Bugs, 4 players · Ada 12, Rufus 20, ... · Ada won' (lowest wins); an unfinished
    game ends with where it stopped instead of the winner."""
    names = seat_names(setup, final)
    kind = f"Party Bugs, {stats_label(final.players, tuple(final.variants))}"
    scores = ", ".join(f"{n} {v}" for n, v in zip(names, result_scores(final)))
    if not final.game_over:
        return f"{kind}  \u00b7  {scores}  \u00b7  {progress(final)}"
    return f"{kind}  \u00b7  {scores}  \u00b7  {' and '.join(winner_names(final, names))} won"
