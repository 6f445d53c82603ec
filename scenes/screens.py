"""The app's plug-in per game: what the shell (title, records, App) asks of a game's screens.

A game definition names its plug-in module (`GameDefinition.screen`); the module's `SCREEN`
object answers, so the shell never tests which game it serves:

* `table(app, match)`: the scene that plays `match` (a `game.match.Match`);
* `replay(app, setup, record)`: the replay viewer of `record` (setup None: default names);
* `saved_words(setup, state, campaign)`: where a saved game stands, in a few words (the title's
  Continue line, the unfinished-game question; `campaign`: the one it is part of, if any);
* `campaign_scene(app, campaign)`: the screen of the game's campaign (`GameDefinition.campaign`;
  `campaign` None: none in progress), for a game that has one;
* `log_lines(state, events)`: the game log's lines for events just applied (`state` is the
  position after them), every seat named: the terminal's `replay` prints them;
* `seat_colors(cfg)`: the seats' default colors, in seat order (a setup made without the
  setup screen: a screenshot).
"""
from __future__ import annotations

import importlib
from typing import Any, Protocol


class ScreenPlugin(Protocol):
    def table(self, app: Any, match: Any) -> Any: ...

    def replay(self, app: Any, setup: Any, record: Any) -> Any: ...

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str: ...

    def log_lines(self, state: Any, events: list) -> list[str]: ...

    def seat_colors(self, cfg: Any) -> list[str]: ...


def screen_for(definition: Any) -> ScreenPlugin:
    """The plug-in of a game definition (or of the game a setup/record names)."""
    definition = getattr(definition, "definition", definition)
    if not definition.screen:
        raise LookupError(f"{definition.title} has no screens in this app")
    return importlib.import_module(definition.screen).SCREEN


def seat_note(match: Any, seat: int) -> str | None:
    """A few words for a seat's plaque from the table's match, when it has any: a game hosted
    for friends (game/net/hosted.HostedMatch) says 'away' or 'AI until back' for a remote seat.
    The tables ask this and nothing else about the network."""
    note = getattr(match, "seat_note", None)
    return note(seat) if note is not None else None
