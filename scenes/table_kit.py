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

from game.i18n import _
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

import pygame

from game.match import Match
from game.undo import UndoCheck
from scenes.animation import Animator
from scenes.regions import Regions
from scenes.scene import Scene
from scenes.screens import screen_for
from scenes.widgets import Button, draw_button


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


@dataclass(frozen=True)
class TableWords:
    """A picture table's words, each from the seats' names and the seat that reads them ("you";
    None: nobody): an event's log lines, a refusal, the prompt (from the shown seat's view) and
    an action (a replay's counter)."""

    event_lines: Callable[[Any, Sequence[str], int | None], list[str]]
    refusal: Callable[[Any, Sequence[str], int | None], str]
    prompt: Callable[[Any, Sequence[str], int | None], str]
    action: Callable[[Any, Sequence[str], int | None], str]


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
    whose hand is shown (the bottom seat when the curtain hides every hand). It keeps the log,
    the prompt, the title bar (Undo, Help, Rules, Menu), the keys every such table shares, the
    AI's and the hot seat's turns, and the result.

    The subclass sets `action_type` (its Action: `kind, seat, arg`), `picture_type` (with
    `from_view(view, shown)`), `choreography` (with `beats(event, view)`), `words`
    (`TableWords`), `shown_seat` and `bottom`, and gives `bar_rects()`, `open_help()`,
    `result_scene(event, friends)`, `ai_min_think()`, `step_choice(forward)` and
    `choose_focused()`; `saves_after` names the event after which the game is saved whole (the
    round's end)."""

    action_type: Any
    picture_type: Any
    words: TableWords
    saves_after = "round_ended"
    friends = False                 # a joined game's result offers Leave only
    shown_seat: int | None
    bottom: int
    finished: bool
    caption: str

    # --- what the subclass gives ---------------------------------------------------------------

    def bar_rects(self) -> dict[str, Any]:
        """The title bar's button rects by place: undo, help, rules, menu."""
        raise NotImplementedError

    def open_help(self) -> None:
        raise NotImplementedError

    def result_scene(self, e, friends: bool) -> Scene:
        """The game's result over the table (`friends`: a joined game's)."""
        raise NotImplementedError

    def ai_min_think(self) -> float:
        """How long an AI seat is shown thinking at the least, in seconds at normal pace."""
        raise NotImplementedError

    def step_choice(self, forward: bool) -> None:
        """The arrow keys: the next (or previous) choice in focus."""
        raise NotImplementedError

    def choose_focused(self) -> None:
        """Enter: the choice in focus sent."""
        raise NotImplementedError

    def offer(self) -> None:
        """Before each frame's turn: what can be chosen now, set on the table's controls."""

    def game_key(self, ev: pygame.event.Event) -> None:
        """A key none of the shared ones is: the game's own."""

    # --- lifecycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        """The log starts with the game's opening lines; a resumed game (Continue) rebuilds it
        from the record's events, worded as they were when they were played."""
        self.log_lines += self.opening_lines(self.match.start_state)
        for _after, events in self.match.resumed:
            for e in events:
                self._log_event(e)

    def opening_lines(self, start) -> list[str]:
        """The log lines of a game's first position (no action made its events)."""
        return []

    def undo(self) -> None:
        """Take back your last action while nothing hidden has been shown since (the Match's
        rule); the picture and the log are rebuilt from the engine."""
        seat = self.shown_seat
        if seat is None:
            return
        check = self.take_back(seat, self.names)
        if check.index is None:
            self.show_reason(_("Nothing to take back: {reason}.", reason=check.reason))
            return
        self.dirty = True
        self._refresh()
        self.log_lines.append(self.took_back_words(check))

    def took_back_words(self, check: UndoCheck) -> str:
        return _("You took back your last move.")

    def open_rules(self) -> None:
        self.app.stack.push(screen_for(self.match.setup).rules(self.app))

    def to_menu(self) -> None:
        self.app.open_title()

    def bar_entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        """The title bar's buttons: (place, label, action) each."""
        return [("undo", _("Undo"), self.undo), ("help", _("Help"), self.open_help),
                ("rules", _("Rules"), self.open_rules), ("menu", _("Menu"), self.to_menu)]

    def set_bar_buttons(self) -> None:
        """The title bar's buttons (`bar_entries`) at their places' rects."""
        rects = self.bar_rects()
        self.buttons = [Button(pygame.Rect(*rects[place]), label, fn) for place, label, fn in self.bar_entries()]
        self.bar_buttons = list(self.buttons)

    # --- words ---------------------------------------------------------------------------------

    def reader(self) -> int | None:
        """The seat addressed as "you": the one whose hand is shown."""
        return self.shown_seat

    def _log_event(self, e) -> None:
        self.log_lines += self.words.event_lines(e, self.names, self.reader())

    def refusal_text(self, refusal) -> str:
        return self.words.refusal(refusal, self.names, self.shown_seat)

    def caption_now(self) -> str:
        return self.words.prompt(self.seen(), self.names, self.shown_seat)

    # --- engine I/O ----------------------------------------------------------------------------

    def acting_seat(self) -> int | None:
        return self.shown_seat

    def make_action(self, kind: str, seat: int, arg) -> Any:
        return self.action_type(kind, seat, arg)

    def legal(self) -> list:
        if self.shown_seat is None or self.anim.busy or self.dirty:
            return []         # only what the picture shows can be chosen
        return list(self.match.view(self.shown_seat).legal)

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

    def open_result(self, e) -> None:
        """The game is over: its result over the table."""
        self.finished = True
        self.app.stack.push(self.result_scene(e, self.friends))

    # --- time ----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The beats play; once they have, the picture and the caption catch up with the engine,
        then an AI seat that is done thinking acts, or the curtain passes the screen."""
        self.clock += dt
        self.anim.update(self.app.pace.show_time(dt))
        self.offer()
        if self.anim.busy or self.app.stack.top is not self.host:
            return
        self._refresh()
        # The caption follows the engine whenever the picture has caught up, before any AI
        # acts this frame (an AI action returns early and would leave it a round behind).
        self.caption = self.caption_now()
        if self.seen().game_over:
            return
        for act in self.ai_actions(self.app.pace.seconds(self.ai_min_think())):
            self.apply(act)
            return
        decision = self.match.human_decision()
        if decision is not None and self.hotseat and decision[0] != self.shown_seat:
            self.raise_curtain(decision[0])
            self.caption = self.caption_now()

    def look(self):
        """What changes without input or motion: the position and the beats played, the
        caption, the log, a reason running out, who is thinking, a save problem, the end."""
        return (id(self.position()), self.anim.beats_played, self.dirty, self.caption, len(self.log_lines),
                self.reason_shown, tuple(self.match.thinking()), self.save_problem, self.finished,
                self.shown_seat)

    def raise_curtain(self, seat: int) -> None:
        """Hide the hand and pass the screen to `seat`'s player."""
        self.shown_seat = None
        self.picture = self.fresh_picture()

        def show() -> None:
            self.shown_seat = seat
            self.seat_shown(seat)
            self.picture = self.fresh_picture()
        self.pass_screen(seat, show)

    def seat_shown(self, seat: int) -> None:
        """The curtain rose for `seat`'s player, before its picture is drawn."""

    # --- input ---------------------------------------------------------------------------------

    def tab_buttons(self) -> list[Button]:
        """The table's Tab ring (a lesson's or a replay's buttons lead it: `bar.lead`)."""
        return self.bar_buttons

    def draw_buttons(self, surf: pygame.Surface, buttons: Sequence[Button], **look: Any) -> None:
        """`buttons`, the enabled ones, in the small size unless `look` says otherwise; one lit
        at most: the keyboard's focus, else the one under the pointer."""
        ring = self.tab_buttons()
        for b in buttons:
            if b.enabled:
                draw_button(surf, self.cfg, self.app.text, b, b.rect.collidepoint(self.mouse) and self.bar.at is None,
                            **{"size": "small", **look}, focused=self.bar.on(ring, b))

    def _on_key(self, ev: pygame.event.Event) -> None:
        if self.bar.key(ev, self.tab_buttons()):
            return
        if self.key_is(ev, "help") or self.key_is(ev, "quit"):
            self.open_help()          # it offers Back to game, Back to title and Quit
        elif self.key_is(ev, "skip") and self.anim.busy:
            self.anim.skip()
        elif self.key_is(ev, "undo"):
            self.undo()
        elif self.key_is(ev, "left") or self.key_is(ev, "right"):
            self.bar.leave()            # the arrows take the keyboard back to the cards
            self.step_choice(self.key_is(ev, "right"))
        elif self.key_is(ev, "play") or ev.key == pygame.K_KP_ENTER:
            self.choose_focused()
        else:
            self.game_key(ev)
