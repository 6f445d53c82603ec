"""The game-independent half of a replay viewer: the record walked once through the engine,
the step buttons and keys (the buttons lead the table's Tab ring: Tab reaches them, Enter
presses them), stepping forward (animated by the game's table) and back (the
position shown at once), play/pause, start/end, and the counter naming the next action.

`ReplayControls` is mixed in before a game's table scene (scenes/bug_council/replay.py for Bug Council,
scenes/party_bugs/replay.py for Party Bugs); the table plays a Match in which nobody acts on their
own (`watch_only`). The scene supplies, besides its table's `apply(action)`, `anim` and `bar`
(its Tab ring, scenes.widgets.BarFocus):

* `replay_spec`: the config section (controls rect, button widths, step seconds, keys);
* `opening_lines(state)`: the log lines of the first position (its deal);
* `walk_lines(state, events)`: one step's log lines;
* `action_words(action)`, `walk_refusal(refusal)`: the counter's and the error's words;
* `show_position()`: the picture of `match.state` at once (no animation);
* `draw_open_hands(surface)`: every hidden card, open.

`PictureReplay` is the rest of a replay viewer over a picture table (scenes/table_kit.PictureTable:
Party Bugs', Back Alley Bones'): the watched Match, the walk's words from the table's `words`,
and a table that logs, prompts and offers nothing of its own; the game gives `replay_look(app)`
(its part of the replay's config), `fresh_picture()` with every card open and
`draw_open_hands`.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.match import Match
from game.protocol import IllegalAction
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.screens import screen_for
from scenes.wording import second_person_seat
from scenes.widgets import Button, draw_button

CONTROLS = ("start", "prev", "play", "next", "end")
LABELS = {"start": "|\u25c0", "prev": "\u25c0", "next": "\u25b6", "end": "\u25b6|", "exit": N_("Exit")}
PLAY, PAUSE = N_("Play"), N_("Pause")     # translated where shown


class ReplayControls:
    """Watches `record` (finished or not). `index`: how many of its actions are shown applied."""

    replay_spec: dict

    def start_replay(self, record) -> None:
        """Walk `record` and build the controls; called once the table is made."""
        self.index = 0
        self.auto = False
        self.timer = 0.0
        self.actions = list(record.actions)
        self.states, self.step_lines, self.error = self._walk()
        self.actions = self.actions[:len(self.states) - 1]
        self.first_lines = self.opening_lines(self.states[0])
        self.log_lines = self.log_until(0)
        # Named controls for the replay's own code; `buttons` stays a list like every scene's.
        self.controls = self._build_controls()
        self.buttons = list(self.controls.values())
        self.bar.lead = lambda: self.buttons      # Tab: the step row first, then the table's bar

    # --- the record, walked once through the engine ----------------------------------------------

    def _walk(self) -> tuple[list, list[list[str]], str]:
        """Every position (states[i] after i actions), each step's log lines, and why the
        walk stopped early (an illegal action in the record), if it did."""
        s = self.match.state
        states, lines = [s], []
        error = ""
        for i, a in enumerate(self.actions):
            try:
                s, events = s.apply_action(a)
            except IllegalAction as exc:
                error = _("Action {n} ({action}) is illegal: {reason} The replay stops before it.",
                          n=i + 1, action=self.action_words(a), reason=self.walk_refusal(exc.refusal))
                break
            states.append(s)
            lines.append(self.walk_lines(s, events))
        return states, lines, error

    def log_until(self, index: int) -> list[str]:
        """The game log as it reads after `index` steps."""
        out = list(self.first_lines)
        for lines in self.step_lines[:index]:
            out.extend(lines)
        return out

    @property
    def steps(self) -> int:
        return len(self.actions)

    # --- stepping ----------------------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        """Show the position after `index` steps at once (no animation)."""
        index = max(0, min(self.steps, index))
        self.anim.clear()
        self.index = index
        self.match.state = self.states[index]
        self.match.record.actions = list(self.actions[:index])
        self.show_position()
        self.log_lines = self.log_until(index)
        self.log_scroll = 0

    def step_forward(self) -> None:
        """Apply the next action and animate what it made happen."""
        if self.index >= self.steps:
            self.auto = False
            return
        if self.anim.busy:
            self.anim.skip()
            if self.anim.busy:      # stopped at an overlay (Age scoring): it has the floor
                return
        self.apply(self.actions[self.index])
        self.index += 1
        self.log_lines = self.log_until(self.index)
        self.log_scroll = 0

    def step_back(self) -> None:
        self.auto = False
        self.go_to(self.index - 1)

    def toggle_play(self) -> None:
        self.auto = not self.auto and self.index < self.steps
        self.timer = 0.0
        self.controls["play"].label = _(PAUSE) if self.auto else _(PLAY)

    def to_start(self) -> None:
        self.auto = False
        self.go_to(0)

    def to_end(self) -> None:
        self.auto = False
        self.go_to(self.steps)

    def leave(self) -> None:
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.to_menu()

    # --- input and time ----------------------------------------------------------------------------

    def _build_controls(self) -> dict[str, Button]:
        x, y, w, h = self.replay_spec["controls"]
        widths = self.replay_spec["button_widths"]
        gap = self.cfg.num("button_gap")
        fns = {"start": self.to_start, "prev": self.step_back, "play": self.toggle_play,
               "next": self.step_forward, "end": self.to_end, "exit": self.leave}
        out = {}
        left = x
        for name in CONTROLS:
            out[name] = Button(pygame.Rect(left, y, widths[name], h), _(LABELS.get(name, PLAY)), fns[name])
            left += widths[name] + gap
        out["exit"] = Button(pygame.Rect(x + w - widths["exit"], y, widths["exit"], h), _(LABELS["exit"]), self.leave)
        self.counter_x = left + gap
        return out

    def _replay_key(self, ev) -> bool:
        keys = self.replay_spec["keys"]
        for name, fn in (("next", self.step_forward), ("prev", self.step_back), ("play", self.toggle_play),
                         ("start", self.to_start), ("end", self.to_end), ("exit", self.leave)):
            if ev.key == pygame.key.key_code(keys[name]):
                fn()
                return True
        return False

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and self._replay_key(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for b in self.buttons:
                if b.hit(ev.pos):
                    self.mouse = ev.pos
                    b.action()
                    return
        super().handle(ev)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.controls["play"].label = _(PAUSE) if self.auto else _(PLAY)
        if not self.auto or self.anim.busy or self.app.stack.top is not self:
            return
        self.timer += dt
        if self.timer >= self.app.pace.seconds(self.replay_spec["step_seconds"]):
            self.timer = 0.0
            self.step_forward()
            if self.index >= self.steps:
                self.auto = False

    def look(self):
        """The table's, the step shown and whether it plays by itself."""
        return super().look(), self.index, self.auto

    # --- drawing -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_open_hands(surface)
        self.draw_controls(surface)

    def draw_controls(self, surf: pygame.Surface) -> None:
        text, cfg = self.app.text, self.cfg
        for b in self.buttons:
            draw_button(surf, cfg, text, b, b.rect.collidepoint(self.mouse) and self.bar.at is None,
                        focused=self.bar.on((), b))
        x, y, w, h = self.replay_spec["controls"]
        right = self.controls["exit"].rect.x - cfg.num("button_gap")
        box = pygame.Rect(self.counter_x, y, right - self.counter_x, h)
        pygame.draw.rect(surf, cfg.color("paper"), box, border_radius=h // 2)
        pygame.draw.rect(surf, cfg.color("wood"), box, 2, border_radius=h // 2)
        if self.error and self.index >= self.steps:
            line, color = self.error, cfg.color("warning")
        elif self.index < self.steps:
            nxt = self.action_words(self.actions[self.index])
            line, color = _("Step {n}/{steps}  \u00b7  next: {action}", n=self.index, steps=self.steps, action=nxt), cfg.color("ink")
        else:
            line, color = _("Step {n}/{steps}  \u00b7  the end of the record", n=self.index, steps=self.steps), cfg.color("ink")
        # a smaller size, then cut with "…": a long move (or a longer language) stays in the pill
        text.blit_in(surf, line, box.inflate(-28, -4), text.sizes_from("body", "tiny"), color, align="left",
                     bold=True, wrap="never")


def setup_for_record(cfg, record: GameRecord) -> GameSetup:
    """Default names and the game's seat colors for a record archived without its setup."""
    names = cfg.data["seats"]["names"]
    colors = list(screen_for(record.definition).seat_colors(cfg))
    seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], "random")
                  for i in range(record.players))
    return GameSetup(record.mode, record.players, seats, record.seed, dict(record.options), game=record.game)


class PictureReplay(ReplayControls):
    """A replay viewer over a picture table, mixed in before the game's table scene."""

    def __init__(self, app, setup: GameSetup | None, record: GameRecord):
        self.replay_spec = {**app.cfg.data["replay"], **self.replay_look(app)}
        super().__init__(app, Match(setup or setup_for_record(app.cfg, record), watch_only=True))
        self.start_replay(record)
        self.bar_buttons = []            # the controls are drawn in their own row
        self.show_position()

    def replay_look(self, app) -> dict:
        """The game's part of the replay's config (the open hands' panel)."""
        raise NotImplementedError

    # --- the words of the walk ---------------------------------------------------------------

    def reader(self) -> int | None:
        """The seat called "You" reads in the second person, as at the table it was played at."""
        return second_person_seat(self.names)

    def walk_lines(self, s, events) -> list[str]:
        return [line for e in events for line in self.words.event_lines(e, self.names, self.reader())]

    def action_words(self, a) -> str:
        return self.words.action(a, self.names, self.reader())

    def walk_refusal(self, refusal) -> str:
        return self.words.refusal(refusal, self.names, self.reader())

    # --- what the table does differently ------------------------------------------------------

    def enter(self) -> None:
        """The log is the walk's (start_replay), not the table's."""

    def _log_event(self, e) -> None:
        """Log lines come from the walk (a step back must take them away again)."""

    def open_result(self, e) -> None:
        """The final scores stay on the table; the viewer keeps its own controls."""

    def caption_now(self) -> str:
        return ""                        # the open hands' panel sits where the caption would

    def legal(self) -> list:
        return []                        # nobody acts in a replay
