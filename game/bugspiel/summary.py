"""Bugspiel in a few words, for the app shell's lists: the Statistics row a game counts in, where
a game stands, and one line per record for Replay a game. No pygame here: the statistics store
(game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any, Callable

from game.bugspiel.state import BugspielState
from game.i18n import N_, _
from game.words import list_words

GAME_TITLE = N_("Bugspiel")     # the game's title (its definition's), translated where shown

BOARDS = ("small", "large")
_BOARD_LABELS = {"small": N_("{n} players, small board"), "large": N_("{n} players, large board")}

END_WORDS = {"passes": N_("everyone passed"), "bug_market": N_("the bug market ran dry"),
             "bonus_market": N_("the bonus market ran dry"), "score": N_("a score reached the winning score")}


def _english(message: str, **fill: Any) -> str:
    return message.format_map(fill) if fill else message


def _label(players: int, board: str, say: Callable[..., str]) -> str:
    if board not in _BOARD_LABELS:
        return say(N_("{n} players, {board} board"), n=players, board=board)
    return say(_BOARD_LABELS[board], n=players)


def stats_label(players: int, board: str) -> str:
    """'3 players, small board' (scores on the two boards and at different tables differ). A key
    of the statistics file: English in every language (`mode_words` says it to a player)."""
    return _label(players, board, _english)


def mode_words(players: int, board: str) -> str:
    """`stats_label` in the current language: "3 Spieler, kleines Spielfeld"."""
    return _label(players, board, _)


def label_words(label: str) -> str:
    """A stored `stats_label` in the current language (one the game never makes: as stored)."""
    kinds = [(n, b) for b in BOARDS for n in (2, 3, 4)]
    return next((mode_words(n, b) for n, b in kinds if stats_label(n, b) == label), label)


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = tuple(stats_label(n, b) for b in BOARDS for n in (2, 3, 4))


def seat_names(setup: Any, players: int) -> list[str]:
    return [seat.name for seat in setup.seats] if setup is not None else \
        [_("Seat {n}", n=i + 1) for i in range(players)]


def summary(setup: Any, final: BugspielState) -> str:
    """'Bugspiel, 3 players, small board · Ada 104, Bo 77, Cy 60 · Ada won (a score reached the
    winning score)'; an unfinished game ends with whose turn it is instead."""
    names = seat_names(setup, final.players)
    kind = _("{game}, {mode}", game=_(GAME_TITLE), mode=mode_words(final.players, final.board))
    scores = list_words([_("{name} {value}", name=n, value=v) for n, v in zip(names, final.scores)])
    if not final.game_over:
        turn = _("{name} to play", name=names[final.turn])
        return f"{kind}  \u00b7  {scores}  \u00b7  {turn}"
    won = _("{name} won ({why})", name=names[final.winners[0]], why=_(END_WORDS[final.end_reason]))
    return f"{kind}  \u00b7  {scores}  \u00b7  {won}"
