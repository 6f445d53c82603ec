"""Per-mode statistics for the Statistics scene: games, wins and best score, plus the Trilogy,
kept apart per game (Bug Council's rows under `modes`, as before there was a second game;
every other game's under `games: {game id: rows}`).

A game counts for the people at the table: a win is a human seat among `final.winners`, the
best score is the best human seat's score (the lowest where the lowest wins: the game
definition's `low_score_wins`, over its `result_scores`, a series' totals), and all-AI games
(demos, arena runs) are not counted. Modes are labelled as a player thinks of them, by the
game definition (`stats_label`: "4 players", "2 players + Emissary"). Persisted through
`game.saves.SaveStore` under the name "stats"; loading never raises (a bad entry is dropped,
a corrupt file gives empty statistics and a message). No pygame here.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game.protocol import DEFAULT_GAME, get_game
from game.saves import SaveError, SaveStore
from game.setup import GameSetup
from game.safe_yaml import brief, brief_text

STATS, KIND_STATS = "stats", "stats"
STATS_FORMAT = 1

TRILOGY_LABEL = "Termitenator Trilogy"


@dataclass
class ModeStats:
    games: int = 0
    wins: int = 0
    best: int | None = None     # best human score in a game of this mode (lowest where lowest wins)
    assisted: int = 0           # of `games`, those in which a person asked the coach for hints


@dataclass
class Statistics:
    modes: dict[str, ModeStats] = field(default_factory=dict)   # Bug Council's, by mode_label
    trilogies_played: int = 0
    trilogies_won: int = 0
    trilogy_best: int | None = None       # best final running score of the player
    games: dict[str, dict[str, ModeStats]] = field(default_factory=dict)  # other games: id -> rows

    def section(self, game: str) -> dict[str, ModeStats]:
        """The rows of game `game` (a live dict: record_result adds to it)."""
        return self.modes if game == DEFAULT_GAME else self.games.setdefault(game, {})

    def rows(self, game: str = DEFAULT_GAME) -> list[tuple[str, int, int, int | None]]:
        """(label, games, wins, best score) for the scene: the game's standard modes in order,
        any other recorded mode, then (Bug Council) the Trilogy (campaigns played, won, best
        running score)."""
        section = self.modes if game == DEFAULT_GAME else self.games.get(game, {})
        standard = get_game(game).stats_labels()
        labels = list(standard) + sorted(k for k in section if k not in standard)
        out = []
        for label in labels:
            m = section.get(label, ModeStats())
            out.append((label, m.games, m.wins, m.best))
        if game == DEFAULT_GAME:
            out.append((TRILOGY_LABEL, self.trilogies_played, self.trilogies_won, self.trilogy_best))
        return out

    def assisted(self, game: str = DEFAULT_GAME) -> dict[str, int]:
        """Label -> how many of its games were assisted (hints used), where any were."""
        section = self.modes if game == DEFAULT_GAME else self.games.get(game, {})
        return {label: m.assisted for label, m in section.items() if m.assisted}

    @property
    def total_games(self) -> int:
        return sum(m.games for section in (self.modes, *self.games.values()) for m in section.values())

    def to_data(self) -> dict[str, Any]:
        rows = (lambda section: {k: {"games": m.games, "wins": m.wins, "best": m.best,
                                     **({"assisted": m.assisted} if m.assisted else {})}
                                 for k, m in section.items()})
        data = {"format": STATS_FORMAT, "modes": rows(self.modes),
                "trilogy": {"played": self.trilogies_played, "won": self.trilogies_won,
                            "best": self.trilogy_best}}
        if any(self.games.values()):   # older versions read the file as before (they skip this)
            data["games"] = {g: rows(section) for g, section in self.games.items() if section}
        return data

    @staticmethod
    def from_data(data: Any) -> "Statistics":
        """Validated: ValueError when `data` is not statistics at all; a bad entry inside is
        dropped (see `from_data_lenient` for the names of what was dropped)."""
        return Statistics.from_data_lenient(data)[0]

    @staticmethod
    def from_data_lenient(data: Any) -> tuple["Statistics", list[str]]:
        """(statistics, names of the entries that were invalid and dropped or reset)."""
        if not isinstance(data, dict):
            raise ValueError("statistics: expected a mapping")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt > STATS_FORMAT:
            raise ValueError(f"statistics: format {brief(fmt)} is not one this app understands")
        stats, bad = Statistics(), []
        modes = data.get("modes") or {}
        if not isinstance(modes, dict):
            modes, bad = {}, ["modes"]
        _read_rows(modes, stats.modes, bad)
        games = data.get("games") or {}
        if not isinstance(games, dict):
            games, bad = {}, [*bad, "games"]
        for game, section in games.items():
            if not isinstance(game, str) or not isinstance(section, dict):
                bad.append(brief_text(str(game)))
                continue
            _read_rows(section, stats.games.setdefault(game, {}), bad)
        tri = data.get("trilogy") or {}
        played, won, best = (tri.get("played", 0), tri.get("won", 0), tri.get("best")) \
            if isinstance(tri, dict) else (None, None, None)
        if _count(played) and _count(won) and won <= played and _score(best):
            stats.trilogies_played, stats.trilogies_won, stats.trilogy_best = played, won, best
        else:
            bad.append(TRILOGY_LABEL)
        return stats, bad


def _read_rows(entries: dict, into: dict[str, ModeStats], bad: list[str]) -> None:
    """Valid rows of `entries` into `into`; the labels of invalid ones onto `bad`."""
    for label, entry in entries.items():
        m = _mode_stats(entry)
        if isinstance(label, str) and m is not None:
            into[label] = m
        else:
            bad.append(brief_text(str(label)))


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _score(v: Any) -> bool:
    return v is None or (isinstance(v, int) and not isinstance(v, bool))


def _mode_stats(entry: Any) -> ModeStats | None:
    if not isinstance(entry, dict):
        return None
    games, wins, best = entry.get("games"), entry.get("wins"), entry.get("best")
    assisted = entry.get("assisted", 0)
    if not (_count(games) and _count(wins) and wins <= games and _score(best)
            and _count(assisted) and assisted <= games):
        return None
    if best is not None and games == 0:
        return None
    return ModeStats(games, wins, best, assisted)


def record_result(stats: Statistics, setup: GameSetup, final: Any,
                  assisted: tuple[int, ...] = ()) -> Statistics:
    """The statistics after a finished game (a new object; `stats` is left as it was).
    All-AI games and unfinished games are not counted; a game in which a person at the table
    asked for hints (`assisted`: their seats, from the record) is counted as assisted too."""
    humans = setup.humans
    if not humans or not final.game_over:
        return stats
    game = setup.definition
    new = copy.deepcopy(stats)
    m = new.section(setup.game).setdefault(game.stats_label(setup), ModeStats())
    m.games += 1
    if set(assisted) & set(humans):
        m.assisted += 1
    if any(seat in final.winners for seat in humans):
        m.wins += 1
    pick = min if game.low_score_wins else max
    scores = game.result_scores(final)
    best = pick(scores[seat] for seat in humans)
    m.best = best if m.best is None else pick(m.best, best)
    return new


def record_trilogy(stats: Statistics, trilogy: Any) -> Statistics:
    """The statistics after a finished campaign (a new object); an unfinished one is not
    counted. Its three games are counted one by one with `record_result`."""
    if not trilogy.finished:
        return stats
    new = copy.deepcopy(stats)
    new.trilogies_played += 1
    if trilogy.outcome() == "player":
        new.trilogies_won += 1
    score = trilogy.running[0]
    new.trilogy_best = score if new.trilogy_best is None else max(new.trilogy_best, score)
    return new


def load_stats(store: SaveStore) -> tuple[Statistics, str | None]:
    """(statistics, message). Never raises: a corrupt file gives empty statistics and a message
    (the file kept aside); an invalid entry is dropped with a message naming it."""
    try:
        payload = store.read(STATS, KIND_STATS)
    except SaveError as exc:
        return Statistics(), str(exc)
    except OSError as exc:
        return Statistics(), f"The statistics could not be read ({exc.strerror or exc})."
    if payload is None:
        return Statistics(), None
    try:
        stats, bad = Statistics.from_data_lenient(payload)
    except ValueError as exc:
        err = store.reject(STATS, KIND_STATS, f"its content is invalid ({exc})")
        return Statistics(), str(err)
    if bad:
        return stats, f"Some statistics were invalid and were reset: {', '.join(bad)}."
    return stats, None


def save_stats(store: SaveStore, stats: Statistics) -> None:
    store.write(STATS, KIND_STATS, stats.to_data())
