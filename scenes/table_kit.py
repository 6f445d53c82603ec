"""What every game's table scene does the same way, whatever the game: the base of a table
(scenes/party_bugs/table.py; Bug Council's table does the same things in its own copy, but
takes the held card and `send_action` from here).

`GameTable` plays a Match (game/match.py) at one screen: it sends the acting seat's choice as
an action the engine checks (a refusal is worded by the game, a lesson may veto it), lets AI
seats act when their thinking is done, keeps a seat's view per position (the table draws and
words from views, never from a State: a joined game has none), shows a refused move's reason or
a notice until it runs out, takes back a move, passes the screen behind the hot-seat curtain
and keeps the game when the table is left. Nothing here names a game, a mode or a piece.

A subclass gives `acting_seat()` (whose choice a click sends), `make_action(kind, seat, arg)`,
`refusal_text(refusal)`, `apply(action)` (the engine's events animated) and `moved()`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator

import pygame

from game.match import Match
from game.undo import UndoCheck
from scenes.animation import Animator
from scenes.regions import Regions
from scenes.scene import Scene


@dataclass
class HeldCard:
    """A card following the pointer: pressed at `start`, drawn at the pointer plus `offset`;
    `moved` once it went farther than the drag threshold (a press that never moves is a click)."""
    card: int
    pos: tuple[int, int]
    offset: tuple[float, float]
    start: tuple[int, int]
    moved: bool = False

    def center(self) -> tuple[float, float]:
        return self.pos[0] + self.offset[0], self.pos[1] + self.offset[1]

    def follow(self, pos: tuple[int, int], threshold: float) -> None:
        """The pointer moved to `pos`: a press becomes a drag past `threshold` pixels."""
        self.pos = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > threshold:
            self.moved = True


def send_action(table, act, refusal_text: Callable[[Any], str]) -> bool:
    """Apply `act` at `table` (a GameTable, or Bug Council's table, which has the same `match`,
    `veto`, `show_reason` and `apply`) unless the engine refuses it (shown in the words
    `refusal_text` gives) or the lesson's veto does (shown as given); True when applied."""
    refusal = table.match.check(act)
    if refusal is not None:
        table.show_reason(refusal_text(refusal))
        return False
    why = table.veto(act) if table.veto is not None else None
    if why:
        table.show_reason(why)
        return False
    table.apply(act)
    return True


class GameTable(Scene):
    """The game-neutral state of a table: the match, the animator, the log, the clock, the
    reason line and the lesson hook. The subclass sets `names` and `colors` (one per seat)."""

    names: list[str]
    colors: list

    def __init__(self, app, match: Match, cfg=None):
        super().__init__(app)
        self.cfg = cfg if cfg is not None else app.cfg
        self.match = match
        self.hotseat = len(match.humans) > 1      # two or more people share this screen
        self.anim = Animator(app.sound.play)
        self.log_lines: list[str] = []
        self.clock = 0.0
        self.mouse = (0, 0)
        self.dirty = False              # the position moved on: the picture follows once the beats end
        self.reason = ""
        self.reason_until = 0.0
        self.save_problem: str | None = None     # the last autosave failure shown
        self._seat_view: tuple[object, int, Any] | None = None     # (position, seat, its view)
        # The lesson hook (scenes/lesson_scene.py): the scene that stands for this table on the
        # stack (a lesson wraps it), and a veto asked once the engine accepts one of the
        # player's actions: a reason in words when the lesson's step expects something else.
        self.host: Scene = self
        self.veto: Callable[[Any], str | None] | None = None

    # --- what the subclass gives -------------------------------------------------------------

    def acting_seat(self) -> int | None:
        """The seat whose choice this screen's clicks and keys send (None: nobody's)."""
        raise NotImplementedError

    def make_action(self, kind: str, seat: int, arg) -> Any:
        raise NotImplementedError

    def refusal_text(self, refusal) -> str:
        """The engine's refusal in the words of the seat that reads it."""
        raise NotImplementedError

    def apply(self, act) -> None:
        raise NotImplementedError

    # --- lifecycle -----------------------------------------------------------------------------

    def exit(self) -> None:
        self.app.autosave(self.match)   # leaving the table (title, quit, window closed) keeps the game
        self.match.close()

    def animating(self) -> bool:
        """Cards in flight."""
        return self.anim.busy

    # --- views -----------------------------------------------------------------------------------

    def regions(self) -> Regions:
        """The parts of the table a lesson step may point at, by name (scenes/regions.py)."""
        return Regions()

    def position(self) -> object:
        """What identifies the match's position now (a view is rebuilt when it changes)."""
        return self.match.state

    def view_of_seat(self, seat: int):
        """What `seat` may see now, built once per position."""
        position = self.position()
        cached = self._seat_view
        if cached is None or cached[0] is not position or cached[1] != seat:
            self._seat_view = cached = (position, seat, self.match.view(seat))
        return cached[2]

    # --- the reason line -------------------------------------------------------------------------

    @property
    def reason_shown(self) -> bool:
        """Whether the last reason or notice still shows (they run out)."""
        return bool(self.reason) and self.clock < self.reason_until

    def show_notice(self, text: str) -> None:
        """A message that is not a refused move (a save that failed, a friend who left)."""
        self.reason, self.reason_until = text, self.clock + self.cfg.time("notice_seconds")

    def show_reason(self, text: str) -> None:
        """Why a move was refused (or cannot be taken back), with the refusal's sound."""
        self.reason, self.reason_until = text, self.clock + self.cfg.time("reason_seconds")
        self.app.sound.play("illegal")

    # --- engine I/O --------------------------------------------------------------------------------

    def attempt(self, kind: str, arg) -> bool:
        """Try the acting seat's action; on a refusal (the engine's, or a lesson's veto) show
        why and return False."""
        seat = self.acting_seat()
        if seat is None or self.anim.busy:
            return False
        return send_action(self, self.make_action(kind, seat, arg), self.refusal_text)

    def saved_after(self, events: list, trigger: str) -> str | None:
        """The app shell saves the game after every `trigger` event and records its end once;
        a save that failed is kept (`save_problem`) and returned for the table to show."""
        problem = self.app.after_action(self.match, events, trigger)
        if problem is not None:
            self.save_problem = problem
        return problem

    def ai_actions(self, min_think: float) -> Iterator[Any]:
        """Start the AI seats that are due, then the actions of those done thinking (shown
        thinking for `min_think` seconds), each still legal when its turn to be applied comes."""
        self.match.request_ai(self.clock)
        for act in self.match.ready_ai(self.clock, min_think):
            if self.match.check(act) is None:
                yield act

    def take_back(self, seat: int, names: list[str]) -> UndoCheck:
        """Rewind to just before `seat`'s last action (the Match's rule says whether it may):
        the autosave follows and the animations are dropped; the caller rebuilds its picture
        and log from the returned check (`index` None: nothing was taken back)."""
        check = self.match.undo(seat, names)
        if check.index is not None:
            self.app.autosave(self.match)     # the taken-back moves leave the autosave too
            self.anim.clear()
        return check

    # --- hot seat -------------------------------------------------------------------------------

    def pass_screen(self, seat: int, on_show: Callable[[], None],
                    undo: tuple[str, Callable[[], object]] | None = None) -> None:
        """The curtain over the table until `seat`'s player says who they are (scenes.curtain),
        in the seat's name and color; `undo`: what the previous player may still take back from
        behind it."""
        from scenes.curtain import CurtainScene
        self.app.stack.push(CurtainScene(self.app, seat, self.names[seat], on_show, undo, color=self.colors[seat]))

    # --- input -----------------------------------------------------------------------------------

    def key_is(self, ev: pygame.event.Event, name: str) -> bool:
        """Whether `ev` is the key config/ui.yaml binds to `name`."""
        return ev.key == pygame.key.key_code(self.cfg.keys[name])


class PictureTable(GameTable):
    """A table drawn from one seat's view (Party Bugs, Back Alley Bones): the engine's events
    are played as the game's beats, then its `Picture` is rebuilt from the view of the seat
    whose hand is shown (the bottom seat when the curtain hides every hand).

    The subclass sets `action_type` (its Action: `kind, seat, arg`), `picture_type` (with
    `from_view(view, shown)`), `choreography` (with `beats(event, view)`), `shown_seat` and
    `bottom`; `saves_after` names the event after which the game is saved whole (the round's
    end)."""

    action_type: Any
    picture_type: Any
    saves_after = "round_ended"
    shown_seat: int | None
    bottom: int

    def acting_seat(self) -> int | None:
        return self.shown_seat

    def make_action(self, kind: str, seat: int, arg) -> Any:
        return self.action_type(kind, seat, arg)

    def apply(self, act) -> None:
        events = self.match.apply(act)
        self.animate(events, self.seen())
        problem = self.saved_after(events, self.saves_after)
        if problem is not None:
            self.log_lines.append(problem)
            self.show_reason(problem)
        self.moved()

    def animate(self, events: list, after) -> None:
        """Queue the beats of `events`, which led to `after` (the shown seat's view)."""
        for e in events:
            for beat in self.choreography.beats(e, after):
                self.anim.add(beat)

    def moved(self) -> None:
        """The position changed: the picture follows once the beats have played."""
        self.dirty = True
        if self.app.pace.instant:
            self.anim.skip()
        self._refresh()

    def _refresh(self) -> None:
        """Once the events have played, the picture is the engine's position again."""
        if self.dirty and not self.anim.busy:
            self.picture = self.fresh_picture()
            self.dirty = False

    def show_position(self) -> None:
        """The picture of the position at once, no beats (a replay's jump)."""
        self.picture = self.fresh_picture()
        self.dirty = False

    def seen(self):
        """What the shown seat (the bottom one behind the curtain) may see now: the table words
        and draws from this, never from the State (a client has none)."""
        return self.view_of_seat(self.shown_seat if self.shown_seat is not None else self.bottom)

    def fresh_picture(self):
        """The picture of the position for the seat whose hand is shown (none: no hand)."""
        return self.picture_type.from_view(self.seen(), shown=self.shown_seat is not None)
