"""A third game for the shell's tests: Party Bugs' rules under another id, with two modes of
its own and an option no real game has (`--tempo`). Registered only by the tests that ask
(`registered` fixture in tests/test_shell_registry.py), so the shell is shown to list, set up,
host and run a game it was never told about."""
from __future__ import annotations

from typing import Any, Mapping

from game.options import CHOICE, Choice, OptionSpec
from game.party_bugs.definition import PartyBugs
from game.party_bugs.state import new_game as new_party_game
from game.protocol import ModeInfo
from scenes.party_bugs.screen import PartyScreen

TEMPO = OptionSpec("tempo", CHOICE, "Tempo", "how fast the beetles dance",
                   (Choice("slow", "Slow waltz"), Choice("quick", "Quickstep")), default="slow",
                   report="at {}")
MODES = (ModeInfo("duel", "Beetle duel", (2, 3), option_specs=(TEMPO,)),
         ModeInfo("crowd", "Beetle crowd", (4, 5, 6)))


class BeetleBall(PartyBugs):
    id = "beetle_ball"
    title = "Beetle Ball"
    modes = MODES
    screen = "tests.fake_game"
    started_with: list = []     # the options of every game started (what a test checks)

    def mode(self, mode_id: str) -> ModeInfo:
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise ValueError(f"mode: expected duel or crowd, got {str(mode_id)[:40]!r}")

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None):
        options = dict(options or {})
        if set(options) != set(self.mode(mode).options) or options.get("tempo", "slow") not in TEMPO.values:
            raise ValueError(f"options: {options}")
        self.started_with.append(options)
        return new_party_game(players, seed, ())[0]


class BeetleScreen(PartyScreen):
    """Party Bugs' table and words; the title button and setup form are the shell's defaults
    (PartyScreen keeps GameScreen's `title_entries`)."""

    game = "beetle_ball"


GAME = BeetleBall()
SCREEN = BeetleScreen()
