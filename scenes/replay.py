"""The replay viewer: a game watched from its record, step by step, with every hand open.

`ReplayScene` is the table scene (same drawing, same animations) over a Match in which nobody
acts on their own: a step forward applies the record's next action and animates its events;
a step back or a jump rebuilds the picture at once from the position of that step, replayed
through the engine. `bug-council replay FILE --window` opens it (`run_replay_window`).
"""
from __future__ import annotations

import pygame

from game.actions import IllegalAction
from game.events import Dealt
from game.log import describe_events
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from game.state import State
from game.match import Match
from scenes.model import TableModel
from scenes.table import TableScene
from scenes.widgets import Button, draw_button
from scenes.wording import action_words, refusal_words, second_person_seat

CONTROLS = ("start", "prev", "play", "next", "end")
LABELS = {"start": "|\u25c0", "prev": "\u25c0", "next": "\u25b6", "end": "\u25b6|", "exit": "Exit"}


def setup_for_record(record: GameRecord, names: list[str], colors: list[str]) -> GameSetup:
    """A setup naming the record's seats by the default names (a record alone has none)."""
    seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], "random")
                  for i in range(record.players))
    return GameSetup(record.mode, record.players, seats, record.seed, dict(record.options))


class ReplayScene(TableScene):
    """Watches `record` (finished or not). `index`: how many of its actions are shown applied."""

    reveal_hidden = True     # all hands open: face-down cards are drawn face up, dimmed

    def __init__(self, app, setup: GameSetup | None, record: GameRecord):
        seats = app.cfg.data["seats"]
        setup = setup or setup_for_record(record, seats["names"], seats["colors"])
        self.index = 0
        self.auto = False
        self.timer = 0.0
        self.rcfg = app.cfg.data["replay"]
        super().__init__(app, Match(setup, watch_only=True))
        self.actions = list(record.actions)
        self.states, self.step_lines, self.error = self._walk(record)
        self.actions = self.actions[:len(self.states) - 1]
        self.log_lines = self.log_until(0)
        # Named controls for the replay's own code; `buttons` stays a list like every scene's.
        self.controls = self._build_controls()
        self.buttons = list(self.controls.values())

    # --- the record, walked once through the engine ----------------------------------------------

    def _walk(self, record: GameRecord) -> tuple[list[State], list[list[str]], str]:
        """Every position (states[i] after i actions), each step's log lines, and why the
        walk stopped early (an illegal action in the record), if it did."""
        s = self.match.state
        states, lines = [s], []
        error = ""
        for i, a in enumerate(self.actions):
            try:
                s, events = s.apply_action(a)
            except IllegalAction as exc:
                # Worded as for the bottom seat, the chair the replay is watched from.
                error = (f"Action {i + 1} ({action_words(a, self.names)}) is illegal: "
                         f"{refusal_words(exc.refusal, self.names, self.bottom)} The replay stops before it.")
                break
            states.append(s)
            lines.append(self._lines(s, events))
        self.first_lines = self._lines(states[0], [Dealt(states[0].age, tuple(len(h) for h in states[0].hands),
                                                         len(states[0].leftover))])
        return states, lines, error

    def _lines(self, s: State, events) -> list[str]:
        out = []
        for e in events:
            for line in describe_events(s, [e], self.names, second_person_seat(self.names)):
                if line != e.kind:          # kinds without words yet are left out, as at the table
                    out.append(line)
        return out

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
        self.model = self.fresh_model()
        self.dirty = False
        self.last_caption = ""
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
        self.controls["play"].label = "Pause" if self.auto else "Play"

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

    # --- what the table shows differently ------------------------------------------------------------

    def fresh_model(self) -> TableModel:
        m = TableModel.from_state(self.match.state, self.bottom)
        m.declared = list(self.match.state.declared)        # nothing is secret in a replay
        return m

    def _log(self, line: str) -> None:
        """Log lines come from the walk (a step back must take them away again)."""

    def _open_game_over(self, e, after) -> None:
        """The final scores stay on the table; the viewer keeps its own controls."""

    def prompt_text(self) -> tuple[str, bool]:
        return "", False

    def open_hands(self) -> dict[int, list[int]]:
        """Every other seat's cards, as many as the picture shows in that hand now."""
        s, m = self.match.state, self.model
        return {seat: list(s.hands[seat][:m.hand_sizes[seat]]) for seat in self.geom.opponents()
                if seat < len(s.hands)}

    # --- input and time ----------------------------------------------------------------------------

    def _build_controls(self) -> dict[str, Button]:
        x, y, w, h = self.rcfg["controls"]
        widths = self.rcfg["button_widths"]
        gap = self.cfg.num("button_gap")
        fns = {"start": self.to_start, "prev": self.step_back, "play": self.toggle_play,
               "next": self.step_forward, "end": self.to_end, "exit": self.leave}
        out = {}
        left = x
        for name in CONTROLS:
            out[name] = Button(pygame.Rect(left, y, widths[name], h), LABELS.get(name, "Play"), fns[name])
            left += widths[name] + gap
        out["exit"] = Button(pygame.Rect(x + w - widths["exit"], y, widths["exit"], h), LABELS["exit"], self.leave)
        self.counter_x = left + gap
        return out

    def _replay_key(self, ev) -> bool:
        keys = self.rcfg["keys"]
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
        self.controls["play"].label = "Pause" if self.auto else "Play"
        if not self.auto or self.anim.busy or self.app.stack.top is not self:
            return
        self.timer += dt
        if self.timer >= self.app.pace.seconds(self.rcfg["step_seconds"]):
            self.timer = 0.0
            self.step_forward()
            if self.index >= self.steps:
                self.auto = False

    # --- drawing -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_open_hands(surface)
        self.draw_controls(surface)

    def draw_open_hands(self, surf: pygame.Surface) -> None:
        art = self.app.art
        mini = tuple(self.cfg.cards["mini_size"])
        ix, iy, shrink, hh = self.rcfg["open_hand"]
        for seat, cards in self.open_hands().items():
            if not cards:
                continue
            plaque = self.geom.plaque(seat)
            strip = pygame.Rect(plaque.x + ix, plaque.y + iy, plaque.w - shrink, hh)
            pygame.draw.rect(surf, self.cfg.color("wood_dark"), strip, border_radius=6)
            n = len(cards)
            step = min(mini[0] + 2, (strip.w - 8 - mini[0]) / max(1, n - 1))
            for k, card in enumerate(cards):
                surf.blit(art.card_face(card, mini), (round(strip.x + 4 + k * step), strip.y))

    def draw_controls(self, surf: pygame.Surface) -> None:
        text, cfg = self.app.text, self.cfg
        for b in self.buttons:
            draw_button(surf, cfg, text, b, b.rect.collidepoint(self.mouse))
        x, y, w, h = self.rcfg["controls"]
        right = self.controls["exit"].rect.x - cfg.num("button_gap")
        box = pygame.Rect(self.counter_x, y, right - self.counter_x, h)
        pygame.draw.rect(surf, cfg.color("paper"), box, border_radius=h // 2)
        pygame.draw.rect(surf, cfg.color("wood"), box, 2, border_radius=h // 2)
        if self.error and self.index >= self.steps:
            line, color = self.error, cfg.color("warning")
        elif self.index < self.steps:
            nxt = action_words(self.actions[self.index], self.names)
            line, color = f"Step {self.index}/{self.steps}  \u00b7  next: {nxt}", cfg.color("ink")
        else:
            line, color = f"Step {self.index}/{self.steps}  \u00b7  the end of the record", cfg.color("ink")
        clip = surf.get_clip()
        surf.set_clip(box.inflate(-16, 0))
        text.blit(surf, line, "body", color, (box.x + 14, box.centery), "midleft", bold=True)
        surf.set_clip(clip)


def run_replay_window(record: GameRecord, setup: GameSetup | None = None, smoke: bool = False) -> int:
    """Open the viewer on `record` and run until the window closes. `smoke`: headless, play the
    whole record at instant speed, print a summary and exit."""
    from scenes.app import App
    try:
        app = App(speed="instant" if smoke else None, sound=not smoke)
    except pygame.error as exc:
        print(f"cannot open a window ({exc}); try SDL_VIDEODRIVER=dummy for a headless run")
        return 1
    try:
        from scenes.screens import screen_for
        viewer = screen_for(record.definition).replay(app, setup, record)
        app.stack.push(viewer)
        if smoke:
            viewer.toggle_play()
            for _ in range(20 * (viewer.steps + 10)):
                app.frame(app.step)
                top = app.stack.top
                if top is not viewer and top is not None:
                    top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
                if viewer.index >= viewer.steps and not viewer.anim.busy:
                    break
            print(f"replay ok: step {viewer.index} of {viewer.steps}"
                  + (f"; {viewer.error}" if viewer.error else ""))
            return 0 if viewer.index == viewer.steps and not viewer.error else 1
        app.run()
        return 0
    finally:
        app.close()
