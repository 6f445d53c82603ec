"""Per-mode statistics for the Statistics scene: games, wins and best score, plus each game's
campaign if it has one, kept apart per game (the default game's rows under `modes`, as records
of the default game name no game: `game.record.game_key`; every other game's under
`games: {game id: rows}`; a campaign's row under its key, `GameDefinition.campaign`).

A game counts for the people at the table: a win is a human seat among `final.winners`, the
best score is the best human seat's score (the lowest where the lowest wins: the game
definition's `low_score_wins`, over its `result_scores`, a series' totals), and all-AI games
(demos, arena runs) are not counted. Modes are labelled as a player thinks of them, by the
game definition (`stats_label`: "4 players", "3 players + variants"). Persisted through
`game.saves.SaveStore` under the name "stats"; loading never raises (a bad entry is dropped,
a corrupt file gives empty statistics and a message). No pygame here.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game.i18n import _
from game.protocol import DEFAULT_GAME, all_games, get_game
from game.saves import SaveError, SaveStore
from game.setup import GameSetup
from game.safe_yaml import brief, brief_text

STATS, KIND_STATS = "stats", "stats"
STATS_FORMAT = 1


@dataclass
class ModeStats:
    games: int = 0
    wins: int = 0
    best: int | None = None     # best human score in a game of this mode (lowest where lowest wins)
    assisted: int = 0           # of `games`, those in which a person asked the coach for hints


@dataclass
class CampaignStats:
    played: int = 0             # finished campaigns
    won: int = 0
    best: int | None = None     # best final score of the player (lowest where lowest wins)


def campaigns() -> dict[str, Any]:
    """The registered games' campaigns: key -> (game definition, CampaignInfo)."""
    return {g.campaign.key: (g, g.campaign) for g in all_games() if g.campaign is not None}


@dataclass
class Statistics:
    modes: dict[str, ModeStats] = field(default_factory=dict)   # the default game's, by label
    campaigns: dict[str, CampaignStats] = field(default_factory=dict)   # by CampaignInfo.key
    games: dict[str, dict[str, ModeStats]] = field(default_factory=dict)  # other games: id -> rows

    def section(self, game: str) -> dict[str, ModeStats]:
        """The rows of game `game` (a live dict: record_result adds to it)."""
        return self.modes if game == DEFAULT_GAME else self.games.setdefault(game, {})

    def _rows_of(self, game: str) -> dict[str, ModeStats]:
        return self.modes if game == DEFAULT_GAME else self.games.get(game, {})

    def campaign(self, key: str) -> CampaignStats:
        """The row of the campaign `key` (zeros before any)."""
        return self.campaigns.get(key, CampaignStats())

    def rows(self, game: str = DEFAULT_GAME) -> list[tuple[str, int, int, int | None]]:
        """(label, games, wins, best score) for the scene: the game's standard modes in order,
        any other recorded mode, then its campaign if it has one (campaigns played, won, best
        score)."""
        section = self._rows_of(game)
        definition = get_game(game)
        standard = definition.stats_labels()
        labels = list(standard) + sorted(k for k in section if k not in standard)
        out = []
        for label in labels:
            m = section.get(label, ModeStats())
            out.append((label, m.games, m.wins, m.best))
        if definition.campaign is not None:
            c = self.campaign(definition.campaign.key)
            out.append((definition.campaign.title, c.played, c.won, c.best))
        return out

    def assisted(self, game: str = DEFAULT_GAME) -> dict[str, int]:
        """Label -> how many of its games were assisted (hints used), where any were."""
        return {label: m.assisted for label, m in self._rows_of(game).items() if m.assisted}

    @property
    def total_games(self) -> int:
        return sum(m.games for section in (self.modes, *self.games.values()) for m in section.values())

    def to_data(self) -> dict[str, Any]:
        rows = (lambda section: {k: {"games": m.games, "wins": m.wins, "best": m.best,
                                     **({"assisted": m.assisted} if m.assisted else {})}
                                 for k, m in section.items()})
        data: dict[str, Any] = {"format": STATS_FORMAT, "modes": rows(self.modes)}
        for key in {**dict.fromkeys(campaigns()), **self.campaigns}:   # every campaign's row, as before
            c = self.campaign(key)
            data[key] = {"played": c.played, "won": c.won, "best": c.best}
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
        for key, (_game, info) in campaigns().items():
            row = _campaign_stats(data.get(key) or {})
            if row is None:
                bad.append(info.title)
            elif row != CampaignStats():
                stats.campaigns[key] = row
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


def _campaign_stats(entry: Any) -> CampaignStats | None:
    """A campaign's row (missing counts: zero), or None when it is not one."""
    if not isinstance(entry, dict):
        return None
    played, won, best = entry.get("played", 0), entry.get("won", 0), entry.get("best")
    if not (_count(played) and _count(won) and won <= played and _score(best)):
        return None
    return CampaignStats(played, won, best)


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


def record_campaign(stats: Statistics, game: Any, campaign: Any) -> Statistics:
    """The statistics after a finished campaign of `game` (a definition; a new object); an
    unfinished one is not counted. Its games are counted one by one with `record_result`."""
    if not campaign.finished:
        return stats
    new = copy.deepcopy(stats)
    row = new.campaigns.setdefault(game.campaign.key, CampaignStats())
    row.played += 1
    if campaign.won:
        row.won += 1
    pick = min if game.low_score_wins else max
    row.best = campaign.score if row.best is None else pick(row.best, campaign.score)
    return new


def load_stats(store: SaveStore) -> tuple[Statistics, str | None]:
    """(statistics, message). Never raises: a corrupt file gives empty statistics and a message
    (the file kept aside); an invalid entry is dropped with a message naming it."""
    try:
        payload = store.read(STATS, KIND_STATS)
    except SaveError as exc:
        return Statistics(), str(exc)
    except OSError as exc:
        return Statistics(), _("The statistics could not be read ({reason}).", reason=exc.strerror or exc)
    if payload is None:
        return Statistics(), None
    try:
        stats, bad = Statistics.from_data_lenient(payload)
    except ValueError as exc:
        err = store.reject(STATS, KIND_STATS, f"its content is invalid ({exc})")
        return Statistics(), str(err)
    if bad:
        return stats, _("Some statistics were invalid and were reset: {entries}.", entries=", ".join(bad))
    return stats, None


def save_stats(store: SaveStore, stats: Statistics) -> None:
    store.write(STATS, KIND_STATS, stats.to_data())
