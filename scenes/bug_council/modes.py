"""What the table scene changes per game mode: the 2-player Emissary board and the solo
Termitenator board plug in here, so the 3-5 player table keeps its code path untouched.

`mode_config` lays the mode's section of config/ui.yaml over the shared layout, motion, keys
and palette; `mode_geometry` gives the mode's seat positions; `make_mode_view` builds the
object that draws the mode's board, animates its events and takes its input. The table
scene calls these few hooks and nothing else differs.
"""
from __future__ import annotations

import copy
import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.bug_council.definition import GAME as BUG_COUNCIL
from game.bug_council.state import State
from scenes.config import UiConfig
from scenes.bug_council.geometry import Geometry

if TYPE_CHECKING:
    from scenes.bug_council.table import TableScene

# A mode's board plug-in (`BugCouncilMode.board` in the game registry) -> the module whose
# `BOARD` draws it. The plain 3-5 player table has no board.
BOARD_MODULES = {"emissary": "scenes.bug_council.emissary_view", "solo": "scenes.bug_council.solo_view"}


@dataclass(frozen=True)
class Board:
    """What a mode's board module gives the table: its seat geometry, the picture of its
    part of the position, and the view that draws it, animates its events and takes input."""

    geometry: type
    picture: Any          # has from_state(state) -> picture; from_view(view) if it can
    view: type


def board_name(mode: str) -> str:
    """The board plug-in of Bug Council mode `mode` ("" for none), from the game registry;
    also the name of the mode's section in config/ui.yaml."""
    return BUG_COUNCIL.mode(mode).board


def board_of(mode: str) -> Board | None:
    name = board_name(mode)
    return importlib.import_module(BOARD_MODULES[name]).BOARD if name else None


def mode_config(cfg: UiConfig, mode: str) -> UiConfig:
    """`cfg` with the mode's overrides applied (the same object for the 3-5 player table)."""
    name = board_name(mode)
    section = cfg.data.get(name) if name else None
    if not section:
        return cfg
    data = copy.deepcopy(cfg.data)
    data["layout"].update(section.get("layout", {}))
    data["motion"].update(section.get("motion", {}))
    data["keys"].update(section.get("keys", {}))
    data["palette"].update(section.get("colors", {}))
    names = list(data["seats"]["names"])
    colors = list(data["seats"]["colors"])
    for seat, name in section.get("seat_names", {}).items():
        names[int(seat)] = name
    for seat, color in section.get("seat_colors", {}).items():
        while len(colors) <= int(seat):
            colors.append(colors[len(colors) % len(colors)])
        colors[int(seat)] = color
    data["seats"]["names"], data["seats"]["colors"] = names, colors
    out = UiConfig(data)
    out.ai = cfg.ai          # shared: tests and the settings scene adjust the AI in place
    return out


def mode_geometry(cfg: UiConfig, seats: int, bottom: int, mode: str) -> Geometry:
    board = board_of(mode)
    return (board.geometry if board else Geometry)(cfg, seats, bottom)


def mode_picture(s: State, me: int) -> Any:
    """The mode's part of what the table shows (rebuilt from the State like the rest)."""
    board = board_of(s.rules.mode)
    return board.picture.from_state(s) if board else None


def view_picture(v: Any) -> Any:
    """The mode's picture from a seat's view, for a board that draws from views alone (the
    Emissary's: all public); None for the plain table or a board that needs the State."""
    board = board_of(v.mode)
    from_view = getattr(board.picture, "from_view", None) if board else None
    return from_view(v) if from_view is not None else None


def draws_from_views(mode: str) -> bool:
    """Whether a table of Bug Council mode `mode` can be drawn and animated from a seat's views
    alone (what a client is sent): no board, or a board whose picture has `from_view` and
    whose builders do not need the engine's States."""
    board = board_of(mode)
    return board is None or (hasattr(board.picture, "from_view") and not board.view.animates_states)


def make_mode_view(scene: "TableScene", mode: str) -> "ModeView | None":
    board = board_of(mode)
    return board.view(scene) if board else None


Builder = Callable[[Any, State, State], "list | None"]


class ModeView:
    """The hooks the table scene calls. Every method has a do-nothing default."""

    owns_leftover = False      # True: the mode draws the leftover deck itself
    # True: the board's builders animate from the engine's States (the solo board deals its
    # hidden pyramid), so only a local table can show it; else from the bottom seat's views.
    animates_states = False

    def __init__(self, scene: "TableScene"):
        self.s = scene
        self.cfg = scene.cfg
        self.art = scene.app.art
        self.text = scene.app.text
        scene.chor.extra.update(self.builders())

    # --- engine events -------------------------------------------------------------------

    def builders(self) -> dict[str, Builder]:
        """Event kind -> beats builder `(event, before, after) -> beats or None` (None: let the
        table's own builder animate it); before/after are views, or States when
        `animates_states`. Mode builders write their own log lines."""
        return {}

    # --- the mode's picture ----------------------------------------------------------------

    @property
    def pic(self) -> Any:
        return self.s.model.mode

    # --- drawing -----------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        """Drawn after the plaques, under the hand and the animations."""

    def draws_space(self, space: int) -> bool:
        return False

    def regions(self) -> dict[str, pygame.Rect]:
        """The board's parts a lesson may point at, by name (beyond the layout's rects)."""
        return {}

    def draw_space(self, surf: pygame.Surface, view, space: int, cubes: int, selectable: bool,
                   hovered: bool, stack: int) -> None:
        """Draws `space` (when `draws_space`): its `cubes` laid out as in a stack of `stack`
        (more while a sowing preview shows cubes coming: theirs are the places left)."""

    # --- input -------------------------------------------------------------------------

    def top_buttons(self) -> list[tuple[str, Callable[[], None], int]]:
        return []

    def prompt(self) -> str | None:
        return None

    def press(self, pos) -> bool:
        return False

    def motion(self, pos) -> None:
        pass

    def key(self, ev) -> bool:
        return False

    def card_home(self, card: int) -> tuple[float, float] | None:
        return None
