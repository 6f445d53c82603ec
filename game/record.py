"""Game records: a seed and the list of actions, which reproduce a game exactly.

The record is the game (boardgame.io's log): replaying it through the engine gives the
same positions and events on any machine. Records are plain YAML, versioned, written
atomically and read with `yaml.safe_load` plus validation.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.identity import APP_NAME, RECORD_KIND
from game.safe_yaml import YamlRefused, brief_text, load_bounded
from game.protocol import DEFAULT_GAME, GameState, UnknownGame, get_game

RECORD_FORMAT = 1


def game_key(game: str) -> dict[str, str]:
    """The `game:` entry of a record or setup. Bug Council's files leave it out, so they stay
    exactly as written before there was a second game and older versions still read them."""
    return {} if game == DEFAULT_GAME else {"game": game}


class RecordError(ValueError):
    """A record file that is corrupt, foreign, or of a newer format. `reason`: why, in a few
    words a player can read ("it is too large"), when the file could not be parsed at all."""

    def __init__(self, message: str, reason: str | None = None):
        super().__init__(message)
        self.reason = reason


@dataclass
class GameRecord:
    mode: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Any] = field(default_factory=list)     # the game's own actions
    game: str = DEFAULT_GAME       # the registered game (game.protocol.GAMES) it is a record of
    # Seats that asked the coach for a hint during the game: the game is "assisted" for them
    # in the statistics and the replay list. Not a rule: replaying ignores it.
    assisted: tuple[int, ...] = ()

    @property
    def definition(self) -> Any:
        return get_game(self.game)

    def start(self) -> GameState:
        return self.definition.new_game(self.mode, self.players, self.seed, self.options)

    def replay(self) -> tuple[GameState, list]:
        """Final state and every event, replaying all actions from the seed."""
        s = self.start()
        events: list = []
        for a in self.actions:
            s, ev = s.apply_action(a)
            events.extend(ev)
        return s, events

    def to_data(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "kind": RECORD_KIND, **game_key(self.game),
                "mode": self.mode, "players": self.players, "seed": self.seed,
                "options": dict(self.options),
                "actions": [self.definition.action_to_data(a) for a in self.actions],
                # only when hints were used, so every other record reads as it always did
                **({"assisted": list(self.assisted)} if self.assisted else {})}

    @staticmethod
    def from_data(data: Any) -> "GameRecord":
        if not isinstance(data, dict) or data.get("kind") != RECORD_KIND:
            raise RecordError(f"not a {APP_NAME} game record")
        fmt = data.get("format")
        if not isinstance(fmt, int):
            raise RecordError("record has no format number")
        if fmt > RECORD_FORMAT:
            raise RecordError(f"record format {fmt} is newer than this app understands ({RECORD_FORMAT})")
        game_id = data.get("game", DEFAULT_GAME)
        try:
            definition = get_game(game_id)
        except UnknownGame as exc:
            raise RecordError(f"record is of a game this app does not have: {exc}") from exc
        try:
            actions = [definition.action_from_data(a) for a in data.get("actions") or []]
            rec = GameRecord(mode=str(data["mode"]), players=int(data["players"]),
                             seed=int(data["seed"]), options=dict(data.get("options") or {}),
                             actions=actions, game=game_id,
                             assisted=_assisted(data.get("assisted"), int(data["players"])))
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise RecordError(f"record is malformed: {exc}") from exc
        return rec


def _assisted(value: Any, players: int) -> tuple[int, ...]:
    """The record's `assisted` seats, checked: a list of distinct seat numbers."""
    if value is None:
        return ()
    if not (isinstance(value, list) and len(value) <= players
            and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players for s in value)
            and len(set(value)) == len(value)):
        raise ValueError("assisted: expected a list of seat numbers")
    return tuple(sorted(value))


def write_yaml_atomic(path: str | os.PathLike, data: Any) -> bytes:
    """Write YAML next to `path` and rename it into place: a crash never leaves half a file.
    Returns the bytes written (UTF-8, LF line ends on every system)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            raw = yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode("utf-8")
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return raw


def read_yaml(path: str | os.PathLike) -> Any:
    """Plain YAML data from a file that may be hostile (game.safe_yaml: bounded size, nodes,
    depth, numbers; never a FIFO); RecordError with a readable message on any failure."""
    try:
        return load_bounded(path)
    except OSError as exc:
        raise RecordError(f"cannot read {brief_text(str(path), 200)}: {exc.strerror or exc}",
                          "it cannot be read") from exc
    except YamlRefused as exc:
        raise RecordError(f"{brief_text(str(path), 200)} cannot be used: {exc}", exc.reason) from exc


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    write_yaml_atomic(path, record.to_data())


def load_record(path: str | os.PathLike) -> GameRecord:
    return GameRecord.from_data(read_yaml(path))
