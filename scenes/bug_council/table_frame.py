"""What the table shows in one frame, as its drawing components read it: the scene builds a
TableFrame (TableScene.frame) from its picture, its input state and the seat's view, and the
components (scenes/bug_council/table_view.py and the panels it composes) draw from it alone."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.bug_council.view import Sowing
from scenes.bug_council.model import TableModel
from scenes.widgets import Button
from scenes.bug_council.wording import seat_label


class Held(Protocol):
    """A card drawn at the pointer or easing home (scenes/bug_council/table_input.py)."""
    card: int

    def center(self) -> tuple[float, float]: ...


class LogLines(Protocol):
    """The game log as the side panel reads it (scenes/bug_council/game_log.py)."""
    scroll: int

    def wrapped(self, width: int) -> list[str]: ...


@dataclass(frozen=True)
class HandShown:
    """The bottom seat's hand: its cards in drawing order and where each is drawn."""
    cards: list[int]
    rects: list[pygame.Rect]
    active: bool                  # a play or a discard is asked: legal cards glow
    playing: bool                 # a play is asked: the others are dimmed
    legal: frozenset[int]
    chosen: int | None            # the card awaiting its confirming click
    hinted: int | None            # the card the open hint suggests
    focus: int | None             # the keyboard's card, when the keyboard moves it
    held: frozenset[int]          # cards drawn at the pointer or easing home, not in the hand


@dataclass(frozen=True)
class TableFrame:
    model: TableModel             # the picture (what has landed so far)
    me: int | None                # the human seat at the bottom, if any
    names: list[str]
    colors: list
    notes: list[str]              # per seat: its note on its plaque ("left", "AI") or ""
    acting: set[int]              # seats that may act now
    thinking: set[int]            # seats whose AI thinks now
    dots: str                     # the "thinking" dots
    mouse: tuple[int, int]
    top_buttons: list[Button]
    declare_buttons: list[Button]
    declaring: bool
    discarding: bool
    dragging_to_trick: bool
    reviewing: bool               # the last trick is shown over the trick area
    last_caption: str
    prompt: tuple[str, bool]      # the prompt's words, and whether they warn
    trick_status: str
    hand: HandShown
    held: tuple[Held, ...]
    visitable: tuple[int, ...]    # spaces you may visit now
    selected: tuple[str, int] | None
    preview: Sowing | None        # the hovered visit's sowing
    pulse: float                  # the pulses' stepped clock
    hinted_visit: int | None
    hinted_declare: Any
    log: LogLines
    bar_focus: Button | None = None   # the top bar's or declaration's button the keyboard is on

    def label(self, seat: int) -> str:
        """The seat's name as the table shows it (scenes.wording.seat_label: "You" in the language)."""
        return seat_label(self.names[seat])
