"""The Termitenator Trilogy: three solo games against three generations of Termitenators.

Pure data, serializable: the personality order (4 Solo Cards shuffled, one removed unseen),
the running scores carried from game to game, each new game's Trigger Point from the
running difference, and the final-trick winner of game N leading game N+1.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from game.bug_council.automa import trigger_row_for
from game.bug_council.state import State, new_game
from game.safe_yaml import brief

SOLO_CARDS = ("pacifist2", "card_shark", "thief", "trickster")
TRILOGY_FORMAT = 1
GAMES = 3


@dataclass(frozen=True)
class Trilogy:
    seed: int
    order: tuple[str, ...]                  # the three opponents, revealed one per game
    removed: str                            # the Solo Card put back in the box unseen
    running: tuple[int, int] = (0, 0)       # (player, Termitenator), carried over
    next_leader: int = 1                    # who leads the next game's first trick
    results: tuple[dict, ...] = field(default_factory=tuple)
    # Who plays the campaign (name, color, control: SeatSetup.to_data()), so a Trilogy resumed
    # between games starts its next game with the same player; None: the default player.
    player: dict | None = None

    @staticmethod
    def new(seed: int) -> "Trilogy":
        cards = list(SOLO_CARDS)
        random.Random(f"{seed}/trilogy").shuffle(cards)
        return Trilogy(seed=seed, order=tuple(cards[1:1 + GAMES]), removed=cards[0])

    @property
    def game_number(self) -> int:
        """1-based number of the game to play next (4 when finished)."""
        return len(self.results) + 1

    @property
    def finished(self) -> bool:
        return len(self.results) >= GAMES

    def revealed(self) -> tuple[str, ...]:
        """Opponents revealed so far (the next one is revealed when its game starts)."""
        return self.order[:min(self.game_number, GAMES)]

    def next_game(self) -> tuple[int, dict[str, Any]]:
        """(seed, engine options) of the next game: its personality, its Trigger Point, its
        first leader. An ordinary solo GameSetup with these replays like any other game."""
        if self.finished:
            raise ValueError("the Trilogy is over")
        i = len(self.results)
        options: dict[str, Any] = {"personality": self.order[i], "first_leader": self.next_leader}
        if i > 0:
            # The score track carries over: Age 1's trigger and every later Age's come from it.
            options["trigger_row"] = trigger_row_for(self.running[1] - self.running[0])
            options["carried"] = list(self.running)
        # Seed codes stay below game.setup.SEED_MAX (10**9) so the game is a valid GameSetup.
        return (self.seed * 10 + i + 1) % 10**9, options

    def start_game(self) -> State:
        """The next game's first position."""
        seed, options = self.next_game()
        return new_game(1, seed, "solo", **options)

    def record(self, final: State) -> "Trilogy":
        """The campaign after a finished game: scores carried over, next leader set."""
        if not final.game_over:
            raise ValueError("record a game only when it is over")
        running = (self.running[0] + final.scores[0], self.running[1] + final.scores[1])
        last_winner = final.last_trick[1] if final.last_trick else 1
        result = {"game": self.game_number, "personality": self.order[len(self.results)],
                  "scores": list(final.scores), "running": list(running),
                  "winner": "player" if final.scores[0] > final.scores[1] else "termitenator"}
        return replace(self, running=running, next_leader=1 if last_winner == 1 else 0,
                       results=self.results + (result,))

    @property
    def won(self) -> bool:
        """Finished, with Backyardia freed (the campaign's Statistics count it as won)."""
        return self.outcome() == "player"

    @property
    def score(self) -> int:
        """The player's running score (the Statistics keep the best final one)."""
        return self.running[0]

    def outcome(self) -> str | None:
        """'player' (Backyardia is free) or 'termitenator', once all three games are played."""
        if not self.finished:
            return None
        return "player" if self.running[0] > self.running[1] else "termitenator"

    def to_data(self) -> dict[str, Any]:
        return {"format": TRILOGY_FORMAT, "kind": "bug-council-trilogy", "seed": self.seed,
                "order": list(self.order), "removed": self.removed, "running": list(self.running),
                "next_leader": self.next_leader, "results": [dict(r) for r in self.results],
                **({"player": dict(self.player)} if self.player else {})}

    @staticmethod
    def from_data(d: Any) -> "Trilogy":
        """The Trilogy a save describes; ValueError naming the first field that is wrong.
        Every field is checked, since the Trilogy screen draws them as they are."""
        if not isinstance(d, dict) or d.get("kind") != "bug-council-trilogy":
            raise ValueError("not a Termitenator Trilogy save")
        if d.get("format") != TRILOGY_FORMAT:
            raise ValueError(f"Trilogy save format {brief(d.get('format'))} is not {TRILOGY_FORMAT}")
        order = d.get("order")
        if (not isinstance(order, list) or len(order) != GAMES or len(set(map(str, order))) != GAMES
                or not all(isinstance(o, str) and o in SOLO_CARDS for o in order)):
            raise ValueError("Trilogy save: order must name three different Solo Cards")
        removed = d.get("removed")
        if removed not in SOLO_CARDS or removed in order:
            raise ValueError("Trilogy save: removed must be the fourth Solo Card")
        results = d.get("results")
        if not isinstance(results, list) or len(results) > GAMES:
            raise ValueError(f"Trilogy save: results must be a list of at most {GAMES} games")
        checked = tuple(_result(r, i + 1, order[i]) for i, r in enumerate(results))
        running = _pair(d.get("running"), "running")
        expected = tuple(sum(r["scores"][k] for r in checked) for k in (0, 1))
        if running != expected:
            raise ValueError("Trilogy save: running totals do not add up to the games' scores")
        return Trilogy(seed=_whole(d.get("seed"), "seed", 0, 10**9), order=tuple(order), removed=removed,
                       running=running, next_leader=_whole(d.get("next_leader"), "next_leader", 0, 1),
                       results=checked, player=_player(d.get("player")))


def campaign_from_data(data: Any) -> Trilogy:
    """`Trilogy.from_data` and the checks of what it keeps as given (what the generic campaign
    slot of game/saves.py reads a saved Trilogy with; it reports other malformed shapes)."""
    t = Trilogy.from_data(data)
    if not all(isinstance(r, dict) for r in t.results) or len(t.results) > len(t.order):
        raise ValueError("malformed Trilogy results")
    if t.next_leader not in (0, 1):
        raise ValueError(f"next leader must be 0 or 1, got {t.next_leader}")
    return t


# Far beyond any real total (a solo game scores well under 100), so a save cannot make the
# screen draw absurd numbers.
_SCORE_MAX = 10_000


def _whole(v: Any, name: str, lo: int, hi: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ValueError(f"Trilogy save: {name} must be a whole number from {lo} to {hi}")
    return v


def _pair(v: Any, name: str) -> tuple[int, int]:
    if not isinstance(v, list) or len(v) != 2:
        raise ValueError(f"Trilogy save: {name} must be two numbers")
    return _whole(v[0], name, 0, _SCORE_MAX), _whole(v[1], name, 0, _SCORE_MAX)


def _result(r: Any, number: int, personality: str) -> dict:
    """One finished game of the campaign, as the Trilogy screen lists it."""
    if not isinstance(r, dict):
        raise ValueError(f"Trilogy save: result {number} must be a mapping")
    if r.get("game") != number or r.get("personality") != personality:
        raise ValueError(f"Trilogy save: result {number} is not game {number} against {personality}")
    scores, running = _pair(r.get("scores"), f"result {number} scores"), _pair(r.get("running"), f"result {number} running")
    winner = "player" if scores[0] > scores[1] else "termitenator"
    if r.get("winner") != winner:
        raise ValueError(f"Trilogy save: result {number} names the wrong winner")
    return {"game": number, "personality": personality, "scores": list(scores),
            "running": list(running), "winner": winner}


def _player(d: Any) -> dict | None:
    """The saved player seat, or None when absent or malformed (the default player is used)."""
    if not isinstance(d, dict) or not all(isinstance(d.get(k), str) for k in ("name", "color", "control")):
        return None
    from game.setup import SeatSetup, SetupError
    try:
        SeatSetup(d["name"], d["color"], d["control"])    # a name the screens can draw
    except SetupError:
        return None
    return {"name": d["name"], "color": d["color"], "control": d["control"]}
