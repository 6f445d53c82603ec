"""The Party Bugs table: the dance floor around the disco ball, each player's plaque (name,
host card, deck and hand counts, the display grouped by value, this round's card), your hand
at the bottom, the taking order, a log; AI seats think off the UI thread (the Match), hot-seat
players pass the screen behind the curtain.

Every rule is the engine's: legal cards come from the seat's view, refusals are worded from
their rule ids (scenes.party_bugs.words), and the picture changes only through the engine's
events. The rooms: what every game's table does is scenes.table_kit's; the beats of each event
are scenes.party_bugs.beats', the pointer's scenes.party_bugs.pointer's, the prompt's words
scenes.party_bugs.prompt's, the drawing scenes.party_bugs.draw's.
"""
from __future__ import annotations

from game.i18n import N_, _
from functools import partial

import pygame

from game.match import Match
from game.party_bugs.events import GameSetUp
from game.party_bugs.state import Action
from scenes.party_bugs.art import PartyArt
from scenes.party_bugs.beats import PartyBeats, TableHooks
from scenes.party_bugs.coach_view import table_coach
from scenes.party_bugs.pointer import PartyPointer
from scenes.regions import Regions
from scenes.party_bugs.prompt import prompt_words
from scenes.party_bugs.view import BACK, PartyGeometry, Picture
from scenes.party_bugs.words import ROACHY_NAME, action_words, event_lines, refusal_words
from scenes.table_kit import PictureTable, TableWords
from scenes.widgets import BarFocus, press


class PartyTableScene(PictureTable):
    action_type = Action
    picture_type = Picture
    title_words = N_("Party Bugs")      # the title bar's (translated where drawn)

    def __init__(self, app, match: Match):
        super().__init__(app, match)
        self.spec = app.cfg.data["party_bugs"]
        self.players = match.setup.players
        humans = sorted(match.humans)
        self.me = humans[0] if humans else None
        self.shown_seat = None if self.hotseat else self.me     # whose hand is on screen
        self.names = match.setup.seat_names()
        self.words = TableWords(partial(event_lines, roachy=self.players == 2), refusal_words, prompt_words,
                                action_words)
        self.colors = [seat.color for seat in match.setup.seats]
        self.art = PartyArt(app)
        self.sit_at_bottom(self.me if self.me is not None else 0)
        self.caption = ""
        self.focus = 0                  # the legal choice Enter sends (arrows move it)
        self.bar = BarFocus()           # Tab: the keyboard on the title bar's buttons instead
        self.finished = False
        self.coach = table_coach(self)  # the hint (button, T, panel, mark) and the status line
        self.set_bar_buttons()

    def sit_at_bottom(self, seat: int) -> None:
        """Draw the table from `seat`'s chair (the replay opened at a review's turning point
        sits the reviewed seat there): its geometry, the beats and the pointer over it."""
        self.bottom = seat
        self.geom = PartyGeometry(self.cfg, self.players, self.bottom)
        self.picture = self.fresh_picture()
        self.choreography = PartyBeats(self.spec["motion"], self.geom, self.art, self.names, TableHooks(
            picture=lambda: self.picture, shown_seat=lambda: self.shown_seat, log=self._log_event,
            chosen_face=self.chosen_face, open_result=self.open_result))
        self.pointer = PartyPointer(self.geom, self.cfg.num("drag_threshold"),
                                    self.spec["hand"][1] - self.spec["drop_margin"])

    # --- what the game gives its picture table (scenes.table_kit) ------------------------------

    def opening_lines(self, start) -> list[str]:
        """The log lines of a game's first position: its deal (no action makes that event)."""
        return self.deal_lines(GameSetUp(start.game, start.floor, start.host))

    def deal_lines(self, dealt: GameSetUp) -> list[str]:
        return self.words.event_lines(dealt, self.names, self.reader())

    def took_back_words(self, check) -> str:
        return _("You took back your take.") if check.action.kind == "take" else _("You took back your choice.")

    def request_hint(self) -> None:
        """The Hint button / T: the coach on the shown seat's decision (or close it)."""
        legal = self.legal()
        view = self.view_of_seat(self.shown_seat) if legal else None
        if reason := self.coach.ask(self.match, self.shown_seat, view):
            self.show_reason(reason)

    def suggested_action(self):
        """The action whose card wears the hint's mark (the open hint's best), if any."""
        return self.coach.suggested()

    def exit(self) -> None:
        self.coach.close()          # its search stops at its next check
        super().exit()

    def coach_line(self) -> str:
        """The live status line's words (scenes.party_bugs.coach_view)."""
        from scenes.party_bugs.coach_view import status_words
        return status_words(self) if self.shows_status() else ""

    def shows_status(self) -> bool:
        """Whether the live status line is on (the player's setting)."""
        return self.app.settings.trick_status

    def open_help(self) -> None:
        from scenes.party_bugs.help import PartyHelpScene
        self.app.stack.push(PartyHelpScene(self.app))

    def bar_rects(self) -> dict:
        return self.spec["buttons"]

    def chosen_face(self, seat: int) -> int:
        """How a card just chosen lies on its plaque: face down until the reveal."""
        return BACK

    def result_scene(self, e, friends: bool):
        from scenes.party_bugs.result import PartyResultScene
        return PartyResultScene(self.app, self, e, friends=friends)

    def ai_min_think(self) -> float:
        return self.choreography.t("ai_min_think")

    def bar_entries(self):
        """The title bar: Hint before the shared Undo, Help, Rules and Menu."""
        return [("hint", _("Hint"), self.request_hint), *super().bar_entries()]

    # --- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """An open hint takes its search's answer, then the shared frame's turn."""
        self.coach.poll(self.view_of_seat(self.shown_seat) if self.shown_seat is not None else None)
        super().update(dt)

    def look(self):
        """The shared table's, plus the hint's panel and its thinking dots."""
        return (*super().look(), self.coach.look(),
                int(self.clock * 3) % 4 if self.coach.thinking else 0)

    # --- input -----------------------------------------------------------------------------

    def regions(self) -> Regions:
        """The parts a lesson step points at (the hand, the dance floor, your display, the
        top-right plaque) and the banners a frame must not cut (the top bar, the prompt)."""
        g, sp = self.geom, self.spec
        hand = g.hand_rects(max(1, len(self.picture.hand)))
        (bx, by), (rx, ry) = g.ball, sp["floor_radius"]
        cw, ch = g.card
        floor = pygame.Rect(round(bx - rx - cw / 2), round(by - ry - ch / 2), round(2 * rx + cw), round(2 * ry + ch))
        parts = {"hand": hand[0].unionall(hand[1:]), "floor": floor, "your_display": g.plaque(self.bottom),
                 "top_right_plaque": pygame.Rect(sp["plaques"]["top_right"], sp["plaque"])}
        return Regions(parts, (pygame.Rect(self.cfg.rect("top_bar")), pygame.Rect(sp["caption"])))

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.bar.leave()
            self.pointer.motion(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if press(self.buttons, ev.pos):
                return
            if self.anim.busy:
                self.anim.skip()
                return
            self._choose(self.pointer.press(ev.pos, self.picture, self.legal(), self.shown_seat))
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._choose(self.pointer.release(ev.pos))
        elif ev.type == pygame.KEYDOWN:
            self._on_key(ev)

    def _choose(self, choice) -> None:
        if choice is not None:
            self.attempt(*choice)

    def step_choice(self, forward: bool) -> None:
        n = len(self.legal())
        if n:
            self.focus = (self.focus + (1 if forward else -1)) % n

    def choose_focused(self) -> None:
        legal = self.legal()
        if legal:
            a = legal[self.focus % len(legal)]
            self.attempt(a.kind, a.arg)

    def _on_key(self, ev) -> None:
        """T asks the coach (Esc closes an open hint) before the shared keys."""
        if self.coach.key(ev, self.key_is, self.request_hint):
            return
        super()._on_key(ev)

    def dragged(self) -> int | None:
        """The hand card being dragged (drawn at the pointer), if any."""
        return self.pointer.dragged()

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        from scenes.party_bugs.draw import draw_table
        draw_table(self, surf)
