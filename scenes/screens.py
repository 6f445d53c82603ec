"""The app's plug-in per game: what the shell (title, setup, records, App) asks of a game's screens.

A game definition names its plug-in module (`GameDefinition.screen`); the module's `SCREEN`
object answers, so the shell never tests which game it serves. Every member is there for
every game: a game without a part says so by a typed value (`remote_table` returns None,
`reviewer` is `NO_REVIEW`), never by a missing attribute. `GameScreen` is the base a plug-in
subclasses: it gives the defaults a game with nothing of its own needs.

* `table(app, match)`: the scene that plays `match` (a `game.match.Match`);
* `remote_table(app, joined)`: the same table for a game joined over the network, from the
  views and events the host sends; None when the game cannot draw one from a seat's view
  (the shell opens the plain client table, scenes/client_table.py);
* `replay(app, setup, record)`: the replay viewer of `record` (setup None: default names);
* `saved_words(setup, state, campaign)`: where a saved game stands, in a few words (the title's
  Continue line, the unfinished-game question; `campaign`: the one it is part of, if any);
* `campaign_scene(app, campaign)`: the screen of the game's campaign (`GameDefinition.campaign`;
  `campaign` None: none in progress), for a game that has one;
* `log_lines(state, events)`: the game log's lines for events just applied (`state` is the
  position after them), every seat named: the terminal's `replay` prints them;
* `seat_colors(cfg)`: the seats' default colors, in seat order (a setup made without the
  setup screen: a screenshot);
* `rules(app)`: the game's rules page;
* `reviewer`: the game's post-game review (`Reviewer`), or `NO_REVIEW`;
* `title_entries(app)`: the game's buttons on the title (`TitleEntry`; default: its title,
  opening the setup screen built from its modes and option specs);
* `lesson_view(table)`: what a lesson reads of the game's table (scenes/lesson_view.py);
* `hover(table, place)`: point at a place of the table named in the game's words (a
  screenshot's `--hover`); ValueError when it has none;
* `shell_art(cfg, text, colorblind)`: the app's art, asked of the default game's plug-in at
  startup (None: the game's tables draw their own);
* `setup_form(app)`: what the setup screen shows beyond the game's modes and option specs
  (`scenes.setup_scene.SetupForm`: a campaign entry, chosen seat colors, a note under an
  option, the game's own lines).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, Protocol


@dataclass(frozen=True)
class TitleEntry:
    """One button of the title: its label, what it opens, and a few words beside it ("" none)."""

    label: str
    open: Callable[[], None]
    note: str = ""


class Reviewer(Protocol):
    """A game's post-game review: its button's words, which games it reviews, and its scene."""

    button_words: str

    def reviewable(self, setup: Any, record: Any, finished: bool) -> bool: ...

    def scene(self, app: Any, record: Any, setup: Any, path: Any) -> Any: ...


NO_REVIEW: Reviewer | None = None        # a game without a post-game review


class ScreenPlugin(Protocol):
    reviewer: Reviewer | None

    def table(self, app: Any, match: Any) -> Any: ...

    def remote_table(self, app: Any, joined: Any) -> Any | None: ...

    def replay(self, app: Any, setup: Any, record: Any) -> Any: ...

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str: ...

    def campaign_scene(self, app: Any, campaign: Any) -> Any: ...

    def log_lines(self, state: Any, events: list) -> list[str]: ...

    def seat_colors(self, cfg: Any) -> list[str]: ...

    def rules(self, app: Any) -> Any: ...

    def title_entries(self, app: Any) -> list[TitleEntry]: ...

    def setup_form(self, app: Any) -> Any: ...

    def lesson_view(self, table: Any) -> Any: ...

    def hover(self, table: Any, place: str) -> None: ...

    def shell_art(self, cfg: Any, text: Any, colorblind: Any) -> Any: ...


class GameScreen:
    """The defaults of a plug-in: no remote table, no review, the rules page of the app, one
    title button opening the generic setup screen, no setup extras. A game's `SCREEN` is an
    instance of a subclass naming its `game` id and overriding what it has of its own."""

    game = ""
    reviewer: Reviewer | None = NO_REVIEW

    def remote_table(self, app: Any, joined: Any) -> Any | None:
        return None

    def campaign_scene(self, app: Any, campaign: Any) -> Any:
        """Only a game whose definition declares a `campaign` is asked for its screen."""
        from game.protocol import get_game
        raise LookupError(f"{get_game(self.game).title} has no campaign")

    def hover(self, table: Any, place: str) -> None:
        """Point the mouse at `place` (a word of the game's own, e.g. a council space) on `table`,
        for a screenshot of what hovering it shows; ValueError when the table has no such place."""
        from game.protocol import get_game
        raise ValueError(f"the {get_game(self.game).title} table has no place to hover")

    def shell_art(self, cfg: Any, text: Any, colorblind: Any) -> Any:
        """The app's art (`app.art`: the title's emblems, and whatever tables draw from it),
        asked of the default game's plug-in once at startup; `colorblind()` reads the live
        setting. None: the game's tables draw their own."""
        return None

    def rules(self, app: Any) -> Any:
        from scenes.rules_scene import RulesScene
        return RulesScene(app)

    def title_entries(self, app: Any) -> list[TitleEntry]:
        from game.protocol import get_game
        return [TitleEntry(get_game(self.game).title, lambda: open_setup(app, self.game))]

    def setup_form(self, app: Any) -> Any:
        from scenes.setup_scene import SetupForm
        return SetupForm(self.game)

    def lesson_view(self, table: Any) -> Any:
        from scenes.lesson_view import PlainLessonView
        return PlainLessonView(table)


def open_setup(app: Any, game: str, mode: str | None = None) -> None:
    """Push the setup screen of `game` (at its `mode`, default the first)."""
    from scenes.setup_scene import SetupScene
    app.stack.push(SetupScene(app, mode, game=game))


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
