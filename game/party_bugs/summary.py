"""Party Bugs in a few words, for the app shell's lists: where a game stands ("Round 5 of 13"),
the Statistics row it counts in, and one line per record for Replay a game. No pygame here:
the statistics store (game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.i18n import N_, _, ngettext
from game.party_bugs.state import SERIES, PartyState
from game.words import and_words, list_words

GAME_TITLE = N_("Party Bugs")     # the game's title (its definition's), translated where shown

ROACHY = "Roachy"      # a name, the same in every language


def _english(message: str, **fill: Any) -> str:
    return message.format_map(fill) if fill else message


def _label(players: int, variants: Sequence[str], say: Callable[..., str]) -> str:
    kind = say(N_("2 players + Roachy")) if players == 2 else say(N_("{n} players"), n=players)
    return say(N_("{kind}, series"), kind=kind) if SERIES in variants else kind


def stats_label(players: int, variants: Sequence[str]) -> str:
    """The Statistics row: per player count; a series counts apart (its scores are totals of
    several games, not comparable with one game's). A key of the statistics file: English in
    every language (`mode_words` says it to a player)."""
    return _label(players, variants, _english)


def mode_words(players: int, variants: Sequence[str]) -> str:
    """`stats_label` in the current language: "4 players", "4 Spieler"."""
    return _label(players, variants, _)


def label_words(label: str) -> str:
    """A stored `stats_label` in the current language (one the game never makes: as stored)."""
    kinds = [(n, v) for n in range(2, 7) for v in ((), (SERIES,))]
    return next((mode_words(n, v) for n, v in kinds if stats_label(n, v) == label), label)


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = tuple(stats_label(n, ()) for n in (2, 3, 4, 5, 6))


def result_scores(s: PartyState) -> tuple[int, ...]:
    """The scores the game is decided on: the series totals in a series, else the game's."""
    return tuple(s.totals) if s.totals else tuple(s.scores)


def progress(s: PartyState) -> str:
    """'Round 5 of 13' ('Game 2 of 4, round 5 of 13' in a series; 'Final round')."""
    at = {"round": min(s.round, s.final_round), "rounds": s.final_round, "game": s.game, "games": s.games}
    final = s.phase == "final"
    if s.games > 1:
        return _("Game {game} of {games}, final round", **at) if final else \
            _("Game {game} of {games}, round {round} of {rounds}", **at)
    return _("Final round") if final else _("Round {round} of {rounds}", **at)


def seat_names(setup: Any, s: PartyState) -> list[str]:
    names = [seat.name for seat in setup.seats] if setup is not None else \
        [_("Seat {n}", n=i + 1) for i in range(s.players)]
    return names + ([ROACHY] if s.roachy else [])


def winner_names(s: PartyState, names: Sequence[str]) -> list[str]:
    return [ROACHY if w == "roachy" else names[w] for w in s.winners]


def summary(setup: Any, final: PartyState) -> str:
    """'Party Bugs, 4 players · Ada 12, Rufus 20, ... · Ada won' (lowest wins); an unfinished
    game ends with where it stopped instead of the winner."""
    names = seat_names(setup, final)
    kind = _("{game}, {mode}", game=_(GAME_TITLE), mode=mode_words(final.players, tuple(final.variants)))
    scores = list_words([_("{name} {value}", name=n, value=v) for n, v in zip(names, result_scores(final))])
    if not final.game_over:
        return f"{kind}  \u00b7  {scores}  \u00b7  {progress(final)}"
    winners = winner_names(final, names)
    won = ngettext("{names} won", "{names} won", len(winners), names=and_words(winners))
    return f"{kind}  \u00b7  {scores}  \u00b7  {won}"
