"""The Party Bugs table: the dance floor around the disco ball, each player's plaque (name,
host card, deck and hand counts, the display grouped by value, this round's card), your hand
at the bottom, the taking order, a log; AI seats think off the UI thread (the Match), hot-seat
players pass the screen behind the curtain.

Every rule is the engine's: legal cards come from the seat's view, refusals are worded from
their rule ids (scenes.party_words), and the picture changes only through the engine's events.
"""
from __future__ import annotations

import pygame

from game.match import Match
from game.party_bugs.cards import sort_key, sorted_cards, value_of
from game.party_bugs.events import ROACHY
from game.party_bugs.state import GAME_OVER, Action
from scenes.animation import Animator, Beat, Flight
from scenes.party_art import PartyArt
from scenes.party_view import BACK, PartyGeometry, Picture
from scenes.party_words import event_lines, refusal_words
from scenes.scene import Scene
from scenes.widgets import Button, press

ROACHY_NAME = "Roachy"


class PartyTableScene(Scene):
    title_words = "Party Bugs"      # the title bar's
    def __init__(self, app, match: Match):
        super().__init__(app)
        self.cfg = app.cfg
        self.spec = app.cfg.data["party_bugs"]
        self.match = match
        self.players = match.setup.players
        humans = sorted(match.humans)
        self.me = humans[0] if humans else None
        self.hotseat = len(humans) > 1
        self.shown_seat = None if self.hotseat else self.me     # whose hand is on screen
        self.bottom = self.me if self.me is not None else 0
        self.names = [seat.name for seat in match.setup.seats]
        self.colors = [seat.color for seat in match.setup.seats]
        self.geom = PartyGeometry(self.cfg, self.players, self.bottom)
        self.art = PartyArt(app)
        self.anim = Animator(app.sound.play)
        self._seen: tuple | None = None        # (position, seat, its view)
        self.picture = self.fresh_picture()
        self.log_lines: list[str] = []
        self.caption = ""
        self.reason = ""
        self.reason_until = 0.0
        self.clock = 0.0
        self.mouse = (0, 0)
        self.focus = 0
        self.dirty = False
        self.finished = False
        self.save_problem: str | None = None    # the last autosave failure shown
        self.held: tuple[str, int, tuple[int, int]] | None = None   # (kind, card, where pressed)
        self.held_moved = False
        self.buttons = [Button(pygame.Rect(*rect), label, fn) for label, fn, rect in (
            ("Undo", self.undo, self.spec["buttons"]["undo"]),
            ("Help", self.open_help, self.spec["buttons"]["help"]),
            ("Rules", self.open_rules, self.spec["buttons"]["rules"]),
            ("Menu", self.to_menu, self.spec["buttons"]["menu"]))]
        self.bar_buttons = list(self.buttons)       # drawn in the title bar
        # The lesson hook (scenes/lesson_scene.py): the scene standing for this table on the
        # stack, and a veto asked once the engine accepts an action (a reason, or None).
        self.host: Scene = self
        self.veto = None

    # --- lifecycle -------------------------------------------------------------------------

    def enter(self) -> None:
        """The log starts with the deal; a resumed game (Continue) rebuilds it from the
        record's events, worded as they were when they were played."""
        for line in self.opening_lines(self.match.start_state):
            self.log_lines.append(line)
        for _after, events in self.match.resumed:
            for e in events:
                self._log_event(e)

    def exit(self) -> None:
        self.app.autosave(self.match)   # leaving the table (title, quit, window closed) keeps the game
        self.match.close()

    def opening_lines(self, start) -> list[str]:
        """The log lines of a game's first position: its deal (no action makes that event)."""
        from game.party_bugs.events import GameSetUp
        return event_lines(GameSetUp(start.game, start.floor, start.host), self.names, self.reader(),
                           roachy=start.players == 2)

    def undo(self) -> None:
        """Take back your last action while nothing hidden has been shown since (the Match's
        rule); the picture and the log are rebuilt from the engine."""
        seat = self.shown_seat
        if seat is None:
            return
        check = self.match.undo(seat, self.names)
        if check.index is None:
            self.show_reason(f"Nothing to take back: {check.reason}.")
            return
        self.app.autosave(self.match)     # the taken-back moves leave the autosave too
        self.anim.clear()
        self.dirty = True
        self._refresh()
        self.log_lines.append(f"You took back your {'take' if check.action.kind == 'take' else 'choice'}.")

    def open_help(self) -> None:
        from scenes.party_help import PartyHelpScene
        self.app.stack.push(PartyHelpScene(self.app))

    def open_rules(self) -> None:
        from scenes.rules_scene import RulesScene
        self.app.stack.push(RulesScene(self.app, "party_bugs_sections", "Party Bugs rules"))

    def to_menu(self) -> None:
        self.app.open_title()

    # --- words -----------------------------------------------------------------------------

    def reader(self) -> int | None:
        """The seat addressed as "you": the one whose hand is shown."""
        return self.shown_seat

    def _log_event(self, e) -> None:
        for line in event_lines(e, self.names, self.reader(), roachy=self.players == 2):
            self.log_lines.append(line)

    def show_notice(self, text: str) -> None:
        """A message that is not a refused move (a save that failed, a friend who left)."""
        self.reason, self.reason_until = text, self.clock + self.cfg.time("notice_seconds")

    def show_reason(self, text: str) -> None:
        self.reason, self.reason_until = text, self.clock + self.cfg.time("reason_seconds")
        self.app.sound.play("illegal")

    @property
    def reason_shown(self) -> bool:
        """Whether the last reason or notice still shows (they run out)."""
        return bool(self.reason) and self.clock < self.reason_until

    # --- engine I/O ------------------------------------------------------------------------

    def attempt(self, kind: str, arg) -> bool:
        seat = self.shown_seat
        if seat is None or self.anim.busy:
            return False
        act = Action(kind, seat, arg)
        refusal = self.match.check(act)
        if refusal is not None:
            self.show_reason(refusal_words(refusal, self.names, seat))
            return False
        why = self.veto(act) if self.veto is not None else None
        if why:       # a lesson's step expects another action (scenes/lesson_scene.py)
            self.show_reason(why)
            return False
        self.apply(act)
        return True

    def apply(self, act: Action) -> None:
        events = self.match.apply(act)
        self.animate(events, self.seen())
        # The app shell saves the game after every round and records its end once.
        problem = self.app.after_action(self.match, events, "round_ended")
        if problem is not None:
            self.save_problem = problem
            self.log_lines.append(problem)
            self.show_reason(problem)
        self.moved()

    def animate(self, events: list, after) -> None:
        """Queue the beats of `events`, which led to `after` (the shown seat's view)."""
        for e in events:
            for beat in self.beats(e, after):
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

    def position(self) -> object:
        """What identifies the match's position now (a view is rebuilt when it changes)."""
        return self.match.state

    def seen(self):
        """What the shown seat (the bottom one behind the curtain) may see now: the table words
        and draws from this, never from the State (a client has none)."""
        seat = self.shown_seat if self.shown_seat is not None else self.bottom
        position = self.position()
        if self._seen is None or self._seen[0] is not position or self._seen[1] != seat:
            self._seen = (position, seat, self.match.view(seat))
        return self._seen[2]

    def fresh_picture(self) -> Picture:
        return self.picture_of(self.match.state)

    def picture_of(self, state) -> Picture:
        """The picture of `state` for the seat whose hand is shown (the replay: all open)."""
        return Picture.from_state(state, self.shown_seat)

    def chosen_face(self, seat: int) -> int:
        """How a card just chosen lies on its plaque: face down until the reveal."""
        return BACK

    def open_result(self, e) -> None:
        """The game is over: its result over the table."""
        self.finished = True
        from scenes.party_result import PartyResultScene
        self.app.stack.push(PartyResultScene(self.app, self, e))

    # --- beats: the picture changes event by event -------------------------------------------

    def t(self, name: str) -> float:
        return float(self.spec["motion"][name])

    def beats(self, e, after) -> list[Beat]:
        """The beats of event `e` of an action that led to `after` (the shown seat's view)."""
        p, g = self.picture, self.geom
        log = (lambda: self._log_event(e))
        k = e.kind
        if k in ("card_chosen", "card_hidden"):
            def chose() -> None:
                p.hand_sizes[e.seat] -= 1
                if k == "card_chosen":
                    p.played[e.seat] = self.chosen_face(e.seat)
                else:
                    p.face_down_held[e.seat] = True
                if e.seat == self.shown_seat:
                    p.hand = sorted_cards(after.hand)
                    if k == "card_hidden":
                        p.my_face_down = after.my_face_down
            return [Beat(k, [], hold=self.t("chosen"), on_start=chose)]
        if k == "plays_revealed":
            def reveal() -> None:
                for seat, c in e.plays:
                    p.played[seat] = c
                p.take_order = list(e.take_order)
                log()
            return [Beat(k, [], hold=self.t("reveal_hold"), on_start=reveal)]
        if k in ("card_taken", "floor_swept"):
            seat = self._seat(e.seat)
            cards = [e.card] if k == "card_taken" else list(e.cards)
            flights = []
            for i, c in enumerate(cards):
                src = g.floor_center(p.floor.index(c), len(p.floor)) if c in p.floor else g.ball
                row = len(p.display_row(seat, None)) + len(cards)   # where it lands, for now last
                dst = g.display_center(seat, row - len(cards) + i, row)
                flights.append(Flight(self.art.face(c, g.small), src, dst, i * self.t("sweep_stagger"),
                                      self.t("take"), arc=20, sound=("card", 0) if i == 0 else None))

            def start() -> None:
                log()
                for c in cards:
                    if c in p.floor:
                        p.floor.remove(c)
                    p.hidden.add(c)
                if k == "card_taken" and p.take_order and p.take_order[0] == e.seat:
                    p.take_order.pop(0)

            def end() -> None:
                for c in cards:
                    p.displays[seat].append(c)
                    p.hidden.discard(c)
                p.displays[seat].sort(key=sort_key)
            return [Beat(k, flights, on_start=start, on_end=end)]
        if k == "pair_boxed":
            seat = self._seat(e.seat)
            flights = [Flight(self.art.face(c, g.small), g.display_center(seat, 0), g.box_center(), 0.05 * i,
                              self.t("pair"), arc=30) for i, c in enumerate(e.cards)]

            def gone() -> None:
                log()
                for c in e.cards:
                    if c in p.displays[seat]:
                        p.displays[seat].remove(c)
                    elif seat == self.shown_seat and c == p.my_face_down:
                        p.my_face_down = None
                        p.face_down_held[seat] = False
                    elif seat < p.players:
                        p.face_down_held[seat] = False

            def boxed() -> None:
                p.boxed += 2
            return [Beat(k, flights, on_start=gone, on_end=boxed)]
        if k == "round_ended":
            flights = []
            n = len(p.floor) + len(e.to_floor)
            for i, c in enumerate(e.to_floor):
                owner = next((seat for seat, pc in enumerate(p.played) if pc == c), None)
                src = g.played_center(owner) if owner is not None else g.plaque(2).center
                flights.append(Flight(self.art.face(c, g.card), src, g.floor_center(len(p.floor) + i, n),
                                      0.04 * i, self.t("to_floor"), arc=16))

            def start() -> None:
                log()
                p.played = [None] * p.players
                p.hidden |= set(e.to_floor)

            def end() -> None:
                p.floor.extend(e.to_floor)
                p.hidden -= set(e.to_floor)
            return [Beat(k, flights, on_start=start, on_end=end)]
        if k in ("game_scored",):
            over = after.phase == GAME_OVER

            def scored() -> None:
                log()
                if over:
                    self.open_result(e)
            return [Beat(k, [], on_start=scored, modal=over)]
        return [Beat(k, [], hold=self.t("caption_hold") if event_lines(e, self.names, None) else 0.0,
                     on_start=log)]

    def _seat(self, seat) -> int:
        return self.players if seat == ROACHY else seat

    # --- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(self.app.pace.show_time(dt))
        if self.anim.busy or self.app.stack.top is not self.host:
            return
        self._refresh()
        # The caption follows the engine whenever the picture has caught up, before any AI
        # acts this frame (an AI action returns early and would leave it a round behind).
        self.caption = self.caption_now()
        if self.seen().phase == GAME_OVER:
            return
        self.match.request_ai(self.clock)
        for act in self.match.ready_ai(self.clock, self.app.pace.seconds(self.t("ai_min_think"))):
            if self.match.check(act) is None:
                self.apply(act)
                return
        decision = self.match.human_decision()
        if decision is not None and self.hotseat and decision[0] != self.shown_seat:
            self.raise_curtain(decision[0])
            self.caption = self.caption_now()

    def animating(self) -> bool:
        """Cards in flight."""
        return self.anim.busy

    def look(self):
        """What changes without input or motion: the position and the beats played, the
        caption, the log, a reason running out, who is thinking, a save problem, the end."""
        return (id(self.position()), self.anim.beats_played, self.dirty, self.caption, len(self.log_lines),
                self.reason_shown, tuple(self.match.thinking()), self.save_problem, self.finished,
                self.shown_seat)

    def raise_curtain(self, seat: int) -> None:
        from scenes.curtain import CurtainScene
        self.shown_seat = None
        self.picture = self.picture_of(self.match.state)

        def show() -> None:
            self.shown_seat = seat
            self.picture = self.picture_of(self.match.state)
        self.app.stack.push(CurtainScene(self.app, seat, self.names[seat], show, color=self.colors[seat]))

    def caption_now(self) -> str:
        v = self.seen()
        if v.to_act is None:
            return ""
        seat, decision = v.to_act
        name = "You" if seat == self.shown_seat else self.names[seat]
        if decision == "take":
            played = v.plays[seat][1] if v.plays else None     # this round's plays, once revealed
            why = f": played {value_of(played)}" if played is not None else ""
            verb = "take" if seat == self.shown_seat else "takes"
            if v.phase == "final":
                return f"Final round: {name} {verb} next from the dance floor."
            return f"{name} {verb} next{why}."
        if decision == "play":
            waiting = [n for n, chosen in zip(self.names, v.chosen) if not chosen]
            if self.shown_seat is not None and not v.chosen[self.shown_seat]:
                return "Choose a card to play face down (click or drag it to the dance floor)."
            return f"Waiting for {', '.join(waiting)} to choose."
        if decision == "hide":
            return "Variant One: put one card (not the 13) face down in your display."
        if decision == "mirror":
            return "Variant Two: discard the Mirror with a card of your display."
        return ""

    # --- input -----------------------------------------------------------------------------

    def legal(self) -> list[Action]:
        if self.shown_seat is None or self.anim.busy or self.dirty:
            return []         # only what the picture shows can be chosen
        return list(self.match.view(self.shown_seat).legal)

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            if self.held is not None and not self.held_moved:
                sx, sy = self.held[2]
                self.held_moved = abs(ev.pos[0] - sx) + abs(ev.pos[1] - sy) > self.cfg.num("drag_threshold")
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if press(self.buttons, ev.pos):
                return
            if self.anim.busy:
                self.anim.skip()
                return
            target = self.card_at(ev.pos)
            if target is None:
                return
            kind, card = target
            if kind in ("play", "hide"):
                # A hand card is chosen on release: a click, or a drag up out of the hand;
                # dropped back on the hand, it stays (a change of mind costs nothing).
                self.held, self.held_moved = (kind, card, ev.pos), False
                return
            self.attempt(kind, card)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.held is not None:
            (kind, card, _start), moved = self.held, self.held_moved
            self.held = None
            if not moved or ev.pos[1] < self.spec["hand"][1] - self.spec["drop_margin"]:
                self.attempt(kind, card)
        elif ev.type == pygame.KEYDOWN:
            self._on_key(ev)

    def key_is(self, ev, name: str) -> bool:
        return ev.key == pygame.key.key_code(self.cfg.keys[name])

    def _on_key(self, ev) -> None:
        if self.key_is(ev, "help") or self.key_is(ev, "quit"):
            self.open_help()          # it offers Back to game, Back to title and Quit
        elif self.key_is(ev, "skip") and self.anim.busy:
            self.anim.skip()
        elif self.key_is(ev, "undo"):
            self.undo()
        elif self.key_is(ev, "left") or self.key_is(ev, "right"):
            n = len(self.legal())
            if n:
                self.focus = (self.focus + (1 if self.key_is(ev, "right") else -1)) % n
        elif self.key_is(ev, "play") or ev.key == pygame.K_KP_ENTER:
            legal = self.legal()
            if legal:
                a = legal[self.focus % len(legal)]
                self.attempt(a.kind, a.arg)

    def dragged(self) -> int | None:
        """The hand card being dragged (drawn at the pointer), if any."""
        return self.held[1] if self.held is not None and self.held_moved else None

    def card_at(self, pos) -> tuple[str, int | None] | None:
        """(action kind, card) for a click: a hand card plays (or hides), a floor card is taken,
        a display card goes with the Mirror."""
        p, g = self.picture, self.geom
        legal = self.legal()
        kinds = {a.kind for a in legal}
        for r, c in reversed(list(zip(g.hand_rects(len(p.hand)), p.hand))):
            if r.collidepoint(pos):
                return ("hide" if "hide" in kinds else "play"), c
        for i, c in enumerate(p.floor):
            if g.floor_rect(i, len(p.floor)).collidepoint(pos):
                return "take", c
        if self.shown_seat is not None and "mirror" in kinds:
            row = p.display_row(self.shown_seat, self.shown_seat)
            for i in reversed(range(len(row))):        # the card drawn on top first
                r = pygame.Rect(0, 0, *g.small)
                r.center = g.display_center(self.shown_seat, i, len(row))
                if row[i] is not None and r.collidepoint(pos):
                    return "mirror", row[i]
            if legal and legal[0].arg is None:
                return "mirror", None
        return None

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        from scenes.party_draw import draw_table
        draw_table(self, surf)
