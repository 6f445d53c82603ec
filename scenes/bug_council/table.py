"""The table scene: a 3-5 player game played and watched.

It never decides a rule. It asks the engine what is legal (the seat's view: playable cards,
lead suit, must follow, visitable spaces), sends the player's choice as an Action (a refusal
is worded for the player from its rule id and params: scenes.wording), and animates the
events the engine returns, beat by beat. AI seats think in a worker thread (game.match).
"""
from __future__ import annotations

import math

import pygame

from game.bug_council.actions import action
from game.bug_council.cards import SUIT_TITLES
from game.bug_council.events import Dealt
from game.bug_council.state import GAME_OVER
from game.bug_council.trick_status import trick_status
from game.bug_council.view import SeatView
from game.match import Match
from scenes.animation import Animator
from scenes.bug_council.choreography import Choreographer
from scenes.bug_council.coach_hint import CoachHint
from scenes.bug_council.coach_words import hint_text, trick_status_words
from scenes.bug_council.game_log import GameLog
from scenes.bug_council.hand_fan import SORT_MODES, raise_cards, sorted_hand
from scenes.bug_council.model import TableModel
from scenes.bug_council.modes import make_mode_view, mode_config, mode_geometry
from scenes.bug_council.table_frame import HandShown, TableFrame
from scenes.bug_council.table_input import TableInput
from scenes.bug_council.table_view import TableView
from scenes.bug_council.table_words import confirm_words, decision_prompt, declare_buttons
from scenes.config import Color, parse_color
from scenes.scene import Scene
from scenes.screens import seat_note
from scenes.widgets import Button, row_from_right
from scenes.wording import refusal_words, taken_back_words



def seat_colors(cfg, setup, seats: int) -> list[Color]:
    """One color per engine seat: the setup's for player seats (a malformed one falls back to
    config), config's for the Emissary / Termitenator seats after them."""
    out: list[Color] = []
    for i in range(seats):
        color = cfg.seat_color(i)
        if i < len(setup.seats):
            try:
                color = parse_color(setup.seats[i].color)
            except (ValueError, IndexError):
                pass
        out.append(color)
    return out


class TableScene(Scene):
    """`match.humans` are the seats played from this screen (none: an AI-only game to watch).
    The bottom of the table shows `me`, the acting human seat (seat 0 when watching).

    Hot-seat (two or more humans): `me` follows whoever acts. Between two different humans a
    curtain (scenes.curtain) hides the table; while `concealed` no hand is drawn, and the
    bottom seat changes only when the next player says "I am ..." behind the curtain."""

    # Draw what is still face down in the game (the Termitenator's pyramid, the Card Shark's
    # cards, the Emissary deck's top card) face up, dimmed: only the replay viewer does.
    reveal_hidden = False

    def __init__(self, app, match: Match):
        super().__init__(app)
        mode = match.setup.mode
        self.cfg = mode_config(app.cfg, mode)     # the 2-player and solo tables lay out their boards
        self.match = match
        self.me: int | None = min(match.humans) if match.humans else None
        self.bottom = self.me if self.me is not None else 0
        self.hotseat = len(match.humans) > 1
        self.concealed = self.hotseat      # nobody's hand shows before its player takes the seat
        seats = match.seats
        # Player seats are named by the setup; the Emissary and the Termitenator by config.
        self.names = [seat.name for seat in match.setup.seats]
        self.names += [self.cfg.seat_name(i) for i in range(len(self.names), seats)]
        # Likewise colors: each player's pick on the setup screen; the boards' seats from config.
        self.colors = seat_colors(self.cfg, match.setup, seats)
        self.geom = mode_geometry(self.cfg, seats, self.bottom, mode)
        self.model = self.fresh_model()
        self.anim = Animator(app.sound.play)
        self.log = GameLog(lambda line, width: app.text.wrap(line, "small", width))
        self.chor = Choreographer(self.cfg, self.geom, app.art, lambda: self.model, self.names,
                                  self._log, self._open_scoring, self._open_game_over)
        self.clock = 0.0
        self.dirty = False
        self.decision: tuple[int, str] | None = None
        self.legal_cards: set[int] = set()
        self.input = TableInput(self)
        self.preview = None        # the hovered visit's Sowing (game.bug_council.view)
        # "Confirm before playing": the (decision kind, card or space) chosen once and awaiting
        # its second click / Enter. Always None when the setting is off.
        self.selected: tuple[str, int] | None = None
        self.reason = ""
        self.reason_until = 0.0
        self.save_problem: str | None = None   # the last autosave failure shown
        self._seat_view: tuple[object, int, SeatView] | None = None   # (position, seat, its view)
        self.last_caption = ""
        self.sort_mode = SORT_MODES[0]
        self.events_animated = 0
        self.undo_button: Button | None = None
        self.top_buttons: list[Button] = []
        self.declare_buttons: list[Button] = []
        self.coach = CoachHint()     # the coach's hint for the bottom seat's decision
        self.mode_view = make_mode_view(self, mode)   # None at the 3-5 player table
        # The lesson hook (scenes/lesson_scene.py): the scene that stands for this table on the
        # stack (a lesson wraps it), and a veto asked after the engine accepts one of the
        # player's actions: a reason in words when the lesson's step expects something else.
        self.host: Scene = self
        self.veto = None
        self.view = self.table_view()
        self._build_top_buttons()

    # --- lifecycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        if self.match.resumed:           # Continue: the log as it read, not a fresh deal
            self.log.replay(self.match, self.names)
            self.dirty = True
            return
        self.deal()

    def deal(self) -> None:
        """Animate the first deal of the position shown (its seat's view)."""
        v = self.seen()
        board = (self.match.state,) * 2 if self.board_animates_states() else None
        for b in self.chor.beats([Dealt(v.age, v.hand_sizes, v.leftover_size)], v, v, board):
            self.anim.add(b)
        self.dirty = True

    def exit(self) -> None:
        self.close_hint()
        self.app.autosave(self.match)   # leaving the table (title, quit, window closed) keeps the game
        self.match.close()

    # --- derived UI state (read by the view) ----------------------------------------------------

    @property
    def idle(self) -> bool:
        return not self.anim.busy

    def _deciding(self, kind: str) -> bool:
        return self.decision is not None and self.decision[1] == kind

    @property
    def declaring(self) -> bool:
        return self._deciding("declare")

    @property
    def discarding(self) -> bool:
        return self._deciding("discard")

    @property
    def playing(self) -> bool:
        return self._deciding("play")

    @property
    def visiting(self) -> bool:
        return self._deciding("visit")

    @property
    def playing_emissary(self) -> bool:
        """You control the Emissary and must play one of its face-up cards."""
        return self._deciding("emissary")

    @property
    def dragging_to_trick(self) -> bool:
        drag = self.input.drag
        return drag is not None and drag.moved and (self.playing or self.playing_emissary)

    @property
    def acting_seats(self) -> set[int]:
        if self.anim.busy:
            return set()
        view = self.seen()
        if view.to_act is None:
            return set()
        if view.to_act[1] in ("declare", "discard"):
            return set(view.acting)
        return {view.to_act[0]}

    @property
    def thinking_seats(self) -> set[int]:
        return set(self.match.thinking()) if not self.anim.busy else set()

    def thinking_dots(self) -> str:
        """The dots after "thinking": one more every third of a second, then none again."""
        return "." * (int(self.clock * 3) % 4)

    @property
    def reason_shown(self) -> bool:
        """Whether the last reason or notice still shows (they run out)."""
        return bool(self.reason) and self.clock < self.reason_until

    def my_view(self) -> SeatView | None:
        """What the bottom human seat may see and do now (game.bug_council.view: playable cards, lead suit,
        must follow, visitable spaces), built once per position. None when nobody plays here."""
        return None if self.me is None else self._view_of_seat(self.me)

    def seen(self) -> SeatView:
        """What the bottom seat may see now: the table draws and words from this, never from
        the State (a client has no State), so local and joined tables read the same."""
        return self._view_of_seat(self.bottom)

    def position(self) -> object:
        """What identifies the match's position now (a view is rebuilt when it changes)."""
        return self.match.state

    def view_of(self, state) -> SeatView:
        """The bottom seat's view of a local `state` (a mode board's builders have States)."""
        return self.match.game.view(state, self.bottom)

    def _view_of_seat(self, seat: int) -> SeatView:
        position = self.position()
        cached = self._seat_view
        if cached is None or cached[0] is not position or cached[1] != seat:
            self._seat_view = cached = (position, seat, self.match.view(seat))
        return cached[2]

    def hand_cards(self) -> list[int]:
        return [] if self.concealed else sorted_hand(self.model.my_hand, self.sort_mode, self.model.strength)

    def hand_layout(self) -> list[pygame.Rect]:
        cards = self.hand_cards()
        rects = self.geom.hand_rects(len(cards))
        if not (self.playing or self.discarding):
            return rects
        inp = self.input
        pointed = {inp.hover, inp.focus} if inp.keyboard_focus else {inp.hover}
        return raise_cards(self.cfg, rects, cards, self.legal_cards, self.selected_card(), pointed)

    # The log as the shell's replay controls read and set it (scenes/replay_controls.py).
    @property
    def log_lines(self) -> list[str]:
        return self.log.lines

    @log_lines.setter
    def log_lines(self, lines: list[str]) -> None:
        self.log.lines = lines

    @property
    def log_scroll(self) -> int:
        return self.log.scroll

    @log_scroll.setter
    def log_scroll(self, n: int) -> None:
        self.log.scroll = n

    @property
    def mouse(self) -> tuple[int, int]:
        return self.input.mouse

    @mouse.setter
    def mouse(self, pos) -> None:
        self.input.mouse = pos

    def prompt_text(self) -> tuple[str, bool]:
        if self.reason_shown:
            return self.reason, True
        if self.anim.busy:
            cur = self.anim.current
            if cur is not None and cur.name in ("sow", "visit_lift") and self.model.lifted:
                return f"Sowing clockwise from {SUIT_TITLES[self.model.lifted[0]]}\u2026  (Space skips)", False
            return "", False
        view = self.seen()
        if view.phase == GAME_OVER:
            return "The game is over.", False
        if self.selected is not None:
            return confirm_words(*self.selected), False
        mode_prompt = self.mode_view.prompt() if self.mode_view is not None else None
        kind = self.decision[1] if self.decision is not None else None
        if mode_prompt and kind not in ("declare", "discard"):
            return mode_prompt, False
        return decision_prompt(kind, view, self.my_view(), self.names, self.acting_seats, self.preview), False

    def selected_card(self, kind: str | None = None) -> int | None:
        """The card awaiting confirmation (of decision `kind` if given), if any."""
        if self.selected is None or self.selected[0] == "visit":
            return None
        if kind is not None and self.selected[0] != kind:
            return None
        return self.selected[1]

    # --- buttons ------------------------------------------------------------------------------

    def _build_top_buttons(self) -> None:
        settings = self.app.settings
        specs = [
            (f"Speed: {settings.speed.capitalize()}", self.cycle_speed, 132),
            ("Sound: off" if self.app.sound.muted else "Sound: on", self.toggle_mute, 100),
            (f"Sort: {self.sort_mode}", self.cycle_sort, 104),
            ("Help", self.open_help, 64),
        ]
        if self.assists():
            specs.insert(-1, ("Hint", self.request_hint, self.cfg.num("hint_button_width")))
        if self.mode_view is not None:
            specs = self.mode_view.top_buttons() + specs
        if self.assists():
            specs.insert(0, ("Undo", self.request_undo, self.cfg.data["hotseat"]["undo_width"]))
        bar = pygame.Rect(self.cfg.rect("top_bar"))
        self.top_buttons, _ = row_from_right(specs, self.cfg.num("top_buttons_right"), bar.centery,
                                             self.cfg.num("button_height"), self.cfg.num("button_gap"))
        if self.assists():
            enabled = self.undo_button.enabled if self.undo_button is not None else False
            self.undo_button = self.top_buttons[0]
            self.undo_button.enabled = enabled

    def assists(self) -> bool:
        """Whether the table offers Hint and Undo (to the people who play at it)."""
        return bool(self.match.humans)

    def cycle_speed(self) -> None:
        self.app.change_setting("speed", self.app.pace.next_speed())
        self._build_top_buttons()

    def toggle_mute(self) -> None:
        self.app.sound.toggle_mute()
        self._build_top_buttons()

    def cycle_sort(self) -> None:
        self.sort_mode = SORT_MODES[(SORT_MODES.index(self.sort_mode) + 1) % len(SORT_MODES)]
        self._build_top_buttons()

    def open_help(self) -> None:
        from scenes.bug_council.overlays import help_lines
        from scenes.overlay import HelpScene
        v = self.seen()
        self.app.stack.push(HelpScene(self.app, help_lines(v)))

    # --- engine I/O ------------------------------------------------------------------------------

    def _log(self, line: str) -> None:
        self.log.add(line)

    def fresh_model(self) -> TableModel:
        """The picture of the engine's state as the bottom seat may see it."""
        return TableModel.from_state(self.match.state, self.bottom)

    def apply(self, act) -> None:
        """Send a legal action to the engine and queue the animation of what happened."""
        self.log.mark(len(self.match.record.actions))
        before, seen = self.match.state, self.seen()
        events = self.match.apply(act)
        self.animate(events, seen, self.seen(),
                     board=(before, self.match.state) if self.board_animates_states() else None)
        # The app shell saves the game after every trick and records its end once.
        problem = self.app.after_action(self.match, events, "trick_won")
        if problem is not None:
            self.save_problem = problem
            self._log(problem)
            self.show_notice(problem)
        self.moved()

    def animate(self, events: list, before: SeatView, after: SeatView, board: tuple | None = None) -> None:
        """Queue the beats of `events`, which took the bottom seat's view from `before` to
        `after` (`board`: the States, for a mode board that animates from them)."""
        self.events_animated += len(events)
        from game.bug_council.log import councils_during, explain_trick
        from scenes.wording import second_person_seat
        for e, council in zip(events, councils_during(events, after.council)):
            if e.kind == "trick_won":
                self.last_caption = explain_trick(after, e, council, self.names, second_person_seat(self.names))
        for b in self.chor.beats(events, before, after, board):
            self.anim.add(b)

    def board_animates_states(self) -> bool:
        return self.mode_view is not None and self.mode_view.animates_states

    def moved(self) -> None:
        """The position changed: redraw from it once the animations end; drop the input."""
        self.dirty = True
        self.decision = None
        self.preview = None
        self.selected = None
        self.input.hover = None
        if self.app.pace.instant:
            self.anim.skip()

    def attempt(self, kind: str, arg) -> bool:
        """Try the human seat's action; on refusal show the rule it breaks (worded for this
        seat from the engine's Refusal) and return False."""
        if self.me is None or self.anim.busy:
            return False
        act = action(kind, self.me, arg)
        refusal = self.match.check(act)
        if refusal is not None:
            self.show_reason(refusal_words(refusal, self.names, self.me))
            return False
        why = self.veto(act) if self.veto is not None else None
        if why:
            self.show_reason(why)
            return False
        self.apply(act)
        return True

    def choose(self, kind: str, arg: int) -> bool:
        """A click or Enter on a card / Council space for the decision `kind`. With "confirm
        before playing" on, a legal choice is first only selected and a second click / Enter on
        the same one sends it; an illegal one is refused at once, with the engine's reason.
        Returns True when the action was applied."""
        if self.me is None or self.anim.busy:
            return False
        if (self.app.settings.confirm_play and self.selected != (kind, arg)
                and self.match.check(action(kind, self.me, arg)) is None):
            self.selected = (kind, arg)
            if kind == "visit":
                self.set_preview(arg)
            return False
        self.selected = None
        return self.attempt(kind, arg)

    def show_notice(self, text: str) -> None:
        """A message that is not a refused move (a save that failed): shown like a reason, longer."""
        self.reason = text
        self.reason_until = self.clock + self.cfg.time("notice_seconds")

    def show_reason(self, text: str) -> None:
        self.reason = text
        self.reason_until = self.clock + self.cfg.time("reason_seconds")
        self.app.sound.play("illegal")

    def _open_scoring(self, e, after) -> None:
        from scenes.bug_council.overlays import AgeScoringScene
        self.app.stack.push(AgeScoringScene(self.app, e, after, self.names, auto=self.me is None,
                                            colors=self.colors))

    def _open_game_over(self, e, after) -> None:
        from scenes.bug_council.overlays import GameOverScene
        self.app.stack.push(GameOverScene(self.app, e, after, self.names, auto=self.me is None,
                                          colors=self.colors))

    # --- time --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.coach.poll(self.my_view() if self.me is not None else None)
        self.anim.update(self.app.pace.show_time(dt))
        self.input.update(dt)
        if self.anim.busy:
            self.decision = None
            return
        if self.app.stack.top is not self.host:
            return
        if self.dirty:
            caption = self.model.caption
            self.model = self.fresh_model()
            self.model.caption = caption
            self.dirty = False
        self.match.request_ai(self.clock)
        for act in self.match.ready_ai(self.clock, self.app.pace.duration("ai_min_think")):
            if self.match.check(act) is None:
                self.apply(act)
        if self.anim.busy:
            return
        self._refresh_undo()
        decision = self.match.human_decision() if self.me is not None else None
        if decision is not None and self.hotseat and (self.concealed or decision[0] != self.me):
            self.decision = None
            self.raise_curtain(decision[0])
            return
        self.decision = decision
        if self.selected is not None and (decision is None or decision[1] != self.selected[0]
                                          or not self.app.settings.confirm_play):
            self.selected = None     # the decision it was for is gone (or the setting turned off)
        if self.decision is not None:
            view = self.my_view()
            self.legal_cards = set(view.playable) | set(view.discardable)
            if self.declaring and not self.declare_buttons:
                self.declare_buttons = declare_buttons(pygame.Rect(self.cfg.rect("declare_panel")), self.seen(),
                                                       lambda choice: self.attempt("declare", choice))
        if not self.declaring:
            self.declare_buttons = []
        if self.visiting and self.preview is None and self.input.keyboard_focus:
            view = self.my_view()
            self.set_preview(view.visitable[0] if view.visitable else None)

    def animating(self) -> bool:
        """Cards or cubes in flight, or a dropped card snapping back (a pulse is a look: it
        steps a few times a second)."""
        return self.anim.busy or self.input.snap is not None

    def pulsing(self) -> bool:
        """Whether a highlight pulses: the spaces you may visit, a hinted space."""
        return self.visiting or self.hinted("visit") is not None

    def pulse_clock(self) -> float:
        """The clock the pulses are drawn at: the scene's, stepped (config motion.pulse_steps a
        second), so a table waiting for a visit redraws a few times a second, not every frame."""
        steps = self.cfg.motion["pulse_steps"]
        return math.floor(self.clock * steps) / steps

    def look(self):
        """What changes without input or motion: the position and the beats played (an AI
        moved, at instant speed too), the decision asked, the log, a reason running out, the
        "thinking" dots, the hint, Undo's state, a save problem, the curtain, the caption."""
        thinking = bool(self.thinking_seats) or self.coach.thinking
        undo = self.undo_button.enabled if self.undo_button is not None else None
        return (id(self.position()), self.anim.beats_played, self.decision, self.dirty, len(self.log_lines),
                self.reason_shown, self.thinking_dots() if thinking else None, self.coach.open,
                self.coach.hint is None, undo, self.save_problem, self.concealed, self.model.caption,
                self.pulse_clock() if self.pulsing() else None)

    # --- input ---------------------------------------------------------------------------------

    def set_preview(self, space: int | None) -> None:
        """Preview the sowing of `space` (None, or a space you may not visit now: none)."""
        view = self.my_view() if self.visiting else None
        self.preview = next((w for w in view.sowings if w.space == space), None) if view is not None else None

    def key_is(self, ev, name: str) -> bool:
        return self.input.key_is(ev, name)

    def handle(self, ev: pygame.event.Event) -> None:
        self.input.handle(ev)

    def handle_motion_at(self, pos) -> None:
        """As if the pointer moved to `pos` (canvas coordinates)."""
        self.input.on_motion((round(pos[0]), round(pos[1])))

    # --- the coach ---------------------------------------------------------------------------------

    def trick_status_text(self) -> str:
        """The live trick status in words, for the cards the table shows now (the picture may
        lag the engine while cards fly); "" when off, before the lead, or once the trick's own
        explanation is shown."""
        m = self.model
        if not self.app.settings.trick_status or not m.plays or m.caption or m.glow_seat is not None:
            return ""
        st = trick_status(m.plays, m.council, len(self.seen().order))
        return trick_status_words(st, self.names, self.me)

    def request_hint(self) -> None:
        """The Hint button / key: think about the bottom seat's decision (or close the hint)."""
        if self.me is None or self.concealed:
            return
        if self.coach.open:
            self.close_hint()
            return
        if self.anim.busy or self.decision is None:
            self.show_reason(hint_text("none"))
            return
        view = self.my_view()
        self.match.note_hint(self.me)        # a hinted game is "assisted" in stats and replays
        self.coach.start(view, self.match.seed)

    def close_hint(self) -> None:
        self.coach.close()

    def hint_is_open(self) -> bool:
        return self.coach.open

    def hint_card(self):
        """The card of the bottom hand that glows as suggested, if any."""
        return self.hinted("play") if self.playing else self.hinted("discard") if self.discarding else None

    def hinted(self, kind: str):
        """The argument of the suggested action when the open hint's best option is of `kind`."""
        return self.coach.suggests(kind)

    # --- hot-seat ---------------------------------------------------------------------------------

    def raise_curtain(self, seat: int) -> None:
        """Hide every hand and ask for `seat`'s player; the previous player may still take back
        their last action from behind the curtain."""
        from scenes.curtain import CurtainScene
        self.concealed = True
        self.input.drag = self.input.snap = None
        self.input.hover = None
        prev = self.me
        undo = None
        if prev is not None and prev != seat and self.match.undo_check(prev, self.names).allowed:
            undo = (f"Wait, {self.names[prev]}: take back your last move", lambda: self.undo(prev))
        self.app.stack.push(CurtainScene(self.app, seat, self.names[seat], lambda: self.take_seat(seat), undo,
                                         color=self.colors[seat]))

    def take_seat(self, seat: int) -> None:
        """`seat`'s player sits at the bottom of the table and sees their hand."""
        if seat != self.bottom:
            self.me = seat
            self.sit_at_bottom(seat)
        self.concealed = False
        self._reset_input()
        caption = self.model.caption
        self.model = self.fresh_model()
        self.model.caption = caption

    def sit_at_bottom(self, seat: int) -> None:
        """Draw the table from `seat`'s chair (its hand at the bottom); the replay opened at a
        review's turning point sits the reviewed seat there without making it act."""
        if seat != self.bottom:
            self.bottom = seat
            self.geom = mode_geometry(self.cfg, self.match.seats, seat, self.match.setup.mode)
            self.chor = Choreographer(self.cfg, self.geom, self.app.art, lambda: self.model, self.names,
                                      self._log, self._open_scoring, self._open_game_over)
            if self.mode_view is not None:   # the Emissary's events keep their own animations
                self.chor.extra.update(self.mode_view.builders())
            self.view = self.table_view()

    def _reset_input(self) -> None:
        self.close_hint()
        self.decision = None
        self.legal_cards = set()
        self.declare_buttons = []
        self.input.reset()
        self.preview = None
        self.selected = None

    # --- taking back -------------------------------------------------------------------------------

    def _refresh_undo(self) -> None:
        if self.undo_button is not None:
            self.undo_button.enabled = (self.me is not None and not self.concealed
                                        and self.match.undo_check(self.me, self.names).allowed)

    def request_undo(self) -> None:
        """The Undo button / Z key: take back the bottom seat's last action, or say why not."""
        if self.me is None or self.concealed:
            return
        check = self.match.undo_check(self.me, self.names)
        if check.index is None:
            self.show_reason(f"Nothing to take back: {check.reason}." if check.reason.startswith("nothing")
                             else f"You can't take that back: {check.reason}.")
            return
        self.undo(self.me)

    def undo(self, seat: int) -> bool:
        """Rewind to just before `seat`'s last action (AI replies included): the animations
        are dropped and the picture, log and input state rebuilt from the engine."""
        check = self.match.undo(seat, self.names)
        if check.index is None:
            return False
        self.app.autosave(self.match)     # the taken-back moves leave the autosave too
        self.anim.clear()
        self.log.rewind(check.index)
        self._log(taken_back_words(check.action, self.names))
        self.last_caption = ""
        self.dirty = False
        self.take_seat(seat)
        self.model.caption = ""
        self._refresh_undo()
        return True

    # --- drawing --------------------------------------------------------------------------------

    def table_view(self) -> TableView:
        return TableView(self.cfg, self.app.art, self.app.text, self.geom, self.mode_view, self.anim)

    def frame(self) -> TableFrame:
        """What the table shows now, for its drawing components."""
        inp, active = self.input, self.playing or self.discarding
        cards = self.hand_cards()
        held = tuple(h for h in (inp.drag, inp.snap) if h is not None)
        hand = HandShown(cards, self.hand_layout(), active, self.playing, frozenset(self.legal_cards),
                         self.selected_card(), self.hint_card(), inp.focus if inp.keyboard_focus else None,
                         frozenset(h.card for h in held))
        visitable = self.my_view().visitable if self.visiting else ()
        return TableFrame(
            model=self.model, me=self.me, names=self.names, colors=self.colors,
            notes=[seat_note(self.match, seat) for seat in range(self.model.seats)],
            acting=self.acting_seats, thinking=self.thinking_seats, dots=self.thinking_dots(),
            mouse=inp.mouse, top_buttons=self.top_buttons, declare_buttons=self.declare_buttons,
            declaring=self.declaring, discarding=self.discarding, dragging_to_trick=self.dragging_to_trick,
            reviewing=inp.reviewing, last_caption=self.last_caption, prompt=self.prompt_text(),
            trick_status=self.trick_status_text(), hand=hand, held=held, visitable=visitable,
            selected=self.selected, preview=self.preview, pulse=self.pulse_clock(),
            hinted_visit=self.hinted("visit"), hinted_declare=self.hinted("declare"),
            hint_open=self.coach.open, hint=self.coach.hint, log=self.log)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.frame())
