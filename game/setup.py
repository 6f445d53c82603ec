"""A new game as the setup screen describes it: the mode, who sits where, and the deal's seed.

`GameSetup` is what the menu produces, what a save stores next to the game record, and what
the table scene reads for seat names, colors and controllers. Engine seat numbers: the players
first (seats 0..players-1), then the mode's engine seats (`ModeInfo.extra_seats`: an automaton,
a dummy), which have no SeatSetup.

`seats` lists only the player seats, in engine order. Plain data, validated on load.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.protocol import UnknownGame, get_game
from game.record import DEFAULT_GAME, GameRecord, game_key
from game.safe_yaml import brief, brief_text

SETUP_FORMAT = 1
HUMAN = "human"
YOU_NAME = "You"    # the name the one person's seat gets by default (config/ui.yaml seats.names)
# A seed code is what a player types to replay or share a deal: digits only, easy to read out.
SEED_MAX = 10**9
# A seat name as the new-game screen lets one be typed (14) with room for names from other
# versions; longer ones, or ones with control characters (a NUL cannot be drawn), are refused.
NAME_MAX = 32


class SetupError(ValueError):
    """A setup (typed in, or read from a save) that describes no playable game."""


@dataclass(frozen=True)
class SeatSetup:
    name: str
    color: str      # "#RRGGBB"
    control: str    # "human" or an AI level name ("random", "easy", "normal", "hard", "expert")

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not 1 <= len(self.name) <= NAME_MAX:
            raise SetupError(f"seat name: expected 1 to {NAME_MAX} characters, got {brief(self.name)}")
        if not self.name.isprintable():
            raise SetupError(f"seat name {brief(self.name)}: control characters are not allowed")
        if not isinstance(self.color, str) or not isinstance(self.control, str):
            raise SetupError("seat: color and control must be text")

    @property
    def human(self) -> bool:
        return self.control == HUMAN

    def to_data(self) -> dict[str, str]:
        return {"name": self.name, "color": self.color, "control": self.control}


@dataclass(frozen=True)
class GameSetup:
    mode: str
    players: int
    seats: tuple[SeatSetup, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)   # engine options (the mode's ModeInfo.options)
    game: str = DEFAULT_GAME        # the registered game (game.protocol.GAMES)

    def __post_init__(self) -> None:
        try:
            mode = self.definition.mode(self.mode)
        except (UnknownGame, ValueError) as exc:
            raise SetupError(str(exc)) from exc
        if self.players not in mode.players:
            raise SetupError(f"players: {self.mode} is played by "
                             f"{' or '.join(map(str, mode.players))}, got {self.players}")
        if len(self.seats) != self.players:
            raise SetupError(f"seats: expected {self.players}, got {len(self.seats)}")
        if not 0 <= self.seed < SEED_MAX:
            raise SetupError(f"seed: expected 0 to {SEED_MAX - 1}, got {self.seed}")

    @property
    def definition(self) -> Any:
        """The game definition (static facts and factories) of the game this sets up."""
        return get_game(self.game)

    @property
    def humans(self) -> tuple[int, ...]:
        """Engine seats a person plays (hot-seat when more than one)."""
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def seat_names(self) -> list[str]:
        """The player seats' names as a table, its log and its result show them. In a game no
        person plays (every seat an AI: "All AI (watch)"), a seat still called "You" is named by
        its AI ("Normal AI"): nobody watching is greeted as that seat."""
        watched = not self.humans
        return [f"{s.control.capitalize()} AI" if watched and s.name == YOU_NAME else s.name
                for s in self.seats]

    def record(self) -> GameRecord:
        """The game's record before its first action; `record().start()` is the new State."""
        return GameRecord(mode=self.mode, players=self.players, seed=self.seed,
                          options=dict(self.options), game=self.game)

    def to_data(self) -> dict[str, Any]:
        return {"format": SETUP_FORMAT, **game_key(self.game), "mode": self.mode, "players": self.players,
                "seed": self.seed, "options": dict(self.options),
                "seats": [s.to_data() for s in self.seats]}

    @staticmethod
    def from_data(data: Any) -> "GameSetup":
        if not isinstance(data, dict):
            raise SetupError("setup: expected a mapping")
        fmt = data.get("format")
        if not isinstance(fmt, int) or fmt > SETUP_FORMAT:
            raise SetupError(f"setup: format {brief(fmt)} is not one this app understands ({SETUP_FORMAT})")
        try:
            seats = tuple(SeatSetup(_text(s["name"]), _text(s["color"]), _text(s["control"]))
                          for s in data["seats"])
            return GameSetup(mode=str(data["mode"]), players=int(data["players"]), seats=seats,
                             seed=int(data["seed"]), options=dict(data.get("options") or {}),
                             game=str(data.get("game", DEFAULT_GAME)))
        except (KeyError, TypeError, OverflowError) as exc:
            raise SetupError(f"setup is malformed: {brief_text(str(exc), 120)}") from exc


def _text(v: Any) -> Any:
    """A YAML scalar read as text (a name typed as 42 is "42"); anything else is left for the
    seat's validation to refuse, never turned into its (possibly huge) repr."""
    return str(v) if isinstance(v, (str, int, float)) and not isinstance(v, bool) else v


def random_seed(rng: random.Random | None = None) -> int:
    """A fresh seed code for a new deal."""
    return (rng or random.SystemRandom()).randrange(1, SEED_MAX)


def parse_seed(text: str) -> int:
    """A seed code typed by a player; raises SetupError with the reason."""
    t = text.strip()
    if not t.isdigit():
        raise SetupError("a seed code is digits only")
    seed = int(t)
    if seed >= SEED_MAX:
        raise SetupError(f"a seed code has at most {len(str(SEED_MAX)) - 1} digits")
    return seed
