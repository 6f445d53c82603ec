"""The table scene: a Bug Council game played and watched (what one seat's table shows, its
picture, words and frame: scenes/bug_council/seat_table.py).

It never decides a rule. It asks the engine what is legal (the seat's view: playable cards,
lead suit, must follow, visitable spaces), sends the player's choice as an Action (a refusal
is worded for the player from its rule id and params: scenes.wording), and animates the
events the engine returns, beat by beat. AI seats think in a worker thread (game.match).
"""
from __future__ import annotations

import pygame

from game.bug_council.actions import action
from game.bug_council.events import Dealt
from game.bug_council.view import SeatView
from game.match import Match
from game.i18n import _
from scenes.bug_council.hand_fan import SORT_MODES, sort_words
from scenes.bug_council.seat_table import SeatTable
from scenes.bug_council.table_words import declare_buttons
from scenes.table_kit import send_action
from scenes.settings_scene import SPEED_WORDS
from scenes.widgets import row_from_right
from scenes.bug_council.wording import refusal_words, taken_back_words


class TableScene(SeatTable):
    """`match.humans` are the seats played from this screen (none: an AI-only game to watch).
    The bottom of the table shows `me`, the acting human seat (seat 0 when watching).

    Hot-seat (two or more humans): `me` follows whoever acts. Between two different humans a
    curtain (scenes.curtain) hides the table; while `concealed` no hand is drawn, and the
    bottom seat changes only when the next player says "I am ..." behind the curtain."""

    def __init__(self, app, match: Match):
        super().__init__(app, match)
        self._build_top_buttons()

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
        self.coach.close()              # its search stops at its next check
        self.app.autosave(self.match)   # leaving the table (title, quit, window closed) keeps the game
        self.match.close()

    def _build_top_buttons(self) -> None:
        settings = self.app.settings
        specs = [
            (_("Speed: {speed}", speed=_(SPEED_WORDS[settings.speed]) if settings.speed in SPEED_WORDS
               else settings.speed.capitalize()), self.cycle_speed, 132),
            (_("Sound: off") if self.app.sound.muted else _("Sound: on"), self.toggle_mute, 100),
            (_("Sort: {order}", order=sort_words(self.sort_mode)), self.cycle_sort, 104),
            (_("Help"), self.open_help, 64),
        ]
        if self.assists():
            specs.insert(-1, (_("Hint"), self.request_hint, self.cfg.num("hint_button_width")))
        if self.mode_view is not None:
            specs = self.mode_view.top_buttons() + specs
        if self.assists():
            specs.insert(0, (_("Undo"), self.request_undo, self.cfg.data["hotseat"]["undo_width"]))
        # A button grows when its words (another language's) would not fit it at the smallest size.
        inset = self.cfg.num("button_inset")[0]
        font = self.app.text.font("small", True)
        specs = [(label, fn, max(w, font.size(label)[0] + 2 * inset)) for label, fn, w in specs]
        bar = pygame.Rect(self.cfg.rect("top_bar"))
        self.top_buttons, _right = row_from_right(specs, self.cfg.num("top_buttons_right"), bar.centery,
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
        return send_action(self, action(kind, self.me, arg),
                           lambda refusal: refusal_words(refusal, self.names, self.me))

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
                self.declare_buttons = declare_buttons(pygame.Rect(self.cfg.rect("declare_panel")),
                                                       self.cfg.num("declare_head"), self.seen(),
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

    def look(self):
        """What changes without input or motion: the position and the beats played (an AI
        moved, at instant speed too), the decision asked, the log, a reason running out, the
        "thinking" dots, the hint, Undo's state, a save problem, the curtain, the caption."""
        thinking = bool(self.thinking_seats) or self.coach.thinking
        undo = self.undo_button.enabled if self.undo_button is not None else None
        return (id(self.position()), self.anim.beats_played, self.decision, self.dirty, len(self.log_lines),
                self.reason_shown, self.thinking_dots() if thinking else None, self.coach.look(),
                undo, self.save_problem, self.concealed, self.model.caption,
                self.pulse_clock() if self.pulsing() else None)

    def key_is(self, ev, name: str) -> bool:
        return self.input.key_is(ev, name)

    def handle(self, ev: pygame.event.Event) -> None:
        self.input.handle(ev)

    def handle_motion_at(self, pos) -> None:
        """As if the pointer moved to `pos` (canvas coordinates)."""
        self.input.on_motion((round(pos[0]), round(pos[1])))

    def request_hint(self) -> None:
        """The Hint button / key: think about the bottom seat's decision (or close the hint)."""
        if self.me is None or self.concealed:
            return
        busy = self.anim.busy or self.decision is None
        # the shared coach closes an open hint, or asks (the game then counts as assisted)
        if reason := self.coach.ask(self.match, self.me, None if busy else self.my_view()):
            self.show_reason(reason)

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
            undo = (_("Wait, {name}: take back your last move", name=self.names[prev]), lambda: self.undo(prev))
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

    def _reset_input(self) -> None:
        self.coach.close()
        self.decision = None
        self.legal_cards = set()
        self.declare_buttons = []
        self.input.reset()
        self.preview = None
        self.selected = None

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
            acted = any(a.seat == self.me for a in self.match.record.actions)
            self.show_reason(_("You can't take that back: {reason}.", reason=check.reason) if acted
                             else _("Nothing to take back: {reason}.", reason=check.reason))
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
