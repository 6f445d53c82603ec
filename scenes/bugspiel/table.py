"""The Bugspiel table: the hex board (pan with a drag on the felt or Shift+arrows, zoom with the
wheel or +/-, 0 fits it again), each tile in its terrain's color with its line axis and three
slots; the two markets with their price tags (a purchase slides the cheaper cards along); your
hand of bug and bonus cards; and a panel with the prompt, the scores against the winning score,
the buttons (Pass, the axis to give the tile, Fit board), the preview of what the choice in
focus would make (the line a placement makes or breaks; a bonus card's gains per seat, from
`view.preview`) and the log. AI seats think off the UI thread (the Match); hot-seat
players pass the screen behind the curtain.

Every rule is the engine's: what can be chosen comes from the seat's legal actions, bonus
previews from the view, the lines from the engine's own `line_tiles`, refusals are worded from
their rule ids, and the picture changes only through the engine's events
(scenes.bugspiel.beats)."""
from __future__ import annotations

import pygame

from game.bugspiel.actions import BONUS, BUY_BONUS, BUY_BUG, MOVE, PASS, PLAY, Action, Args
from game.bugspiel.board import layout as board_layout, line_tiles
from game.i18n import N_, _
from game.match import Match
from game.words import you_label
from scenes.bugspiel.art import BugspielArt
from scenes.bugspiel.beats import BeatHooks, BugspielBeats
from scenes.bugspiel.choosing import Chooser, Pick
from scenes.bugspiel.coach_view import table_coach
from scenes.bugspiel.layout import BugspielLayout
from scenes.bugspiel.picture import Picture
from scenes.bugspiel.words import AXIS_ARROWS, action_words, event_lines, prompt_words, refusal_words
from scenes.config import parse_color
from scenes.laid_out_table import LaidOutTable
from scenes.regions import Regions
from scenes.table_kit import HeldCard, PictureTable, TableWords
from scenes.widgets import BarFocus, Button, press

# Keys of this table beyond config/ui.yaml's shared ones (play, left, right, undo, help, quit,
# skip): Up/Down the next card or kind of action, R the axis, P pass, +/- zoom, 0 fit,
# Shift+arrows pan. Tab is the buttons' (BarFocus): the title bar's, the panel's.
GROUP_KEYS = {pygame.K_UP: False, pygame.K_DOWN: True}
ZOOM_KEYS = {pygame.K_PLUS: True, pygame.K_EQUALS: True, pygame.K_KP_PLUS: True,
             pygame.K_MINUS: False, pygame.K_KP_MINUS: False}
PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
ROTATE_KEY, PASS_KEY, FIT_KEY = pygame.K_r, pygame.K_p, pygame.K_0
TOKEN_STEP = 4


class BugspielTableScene(LaidOutTable, PictureTable):
    action_type = Action
    picture_type = Picture
    title_words = N_("Bugspiel")          # translated where drawn
    saves_after = "bonus_cashed"

    def __init__(self, app, match: Match):
        super().__init__(app, match)
        self.layout = BugspielLayout()
        self.sit_players(match)
        self.words = TableWords(event_lines, refusal_words, prompt_words, action_words)
        self.art = BugspielArt(app, self.layout)
        self.chooser = Chooser()
        self.held: HeldCard | None = None
        self.panning: tuple[int, int] | None = None     # the pointer's last place while the board is dragged
        self.picture = self.fresh_picture()
        self.board = board_layout(self.picture_board())
        self.camera = self.layout.camera(self.board.coords)
        self.choreography = BugspielBeats(self.layout, self.art, app.text, self.cfg, BeatHooks(
            picture=lambda: self.picture, slot_point=self.slot_point, tile_point=self.tile_point,
            hex_radius=lambda: self.camera.scale, seat_point=self.seat_point, token=self.token,
            names=lambda: self.seat_names(), colors=lambda: self.colors, log=self._log_event,
            open_result=self.open_result))
        self.caption = ""
        self.finished = False
        self.coach = table_coach(self)  # the hint (button, T, panel, mark)
        self.set_bar_buttons()
        self.bar = BarFocus()
        rects = self.layout.choice_rects()
        # Their words are set in `offer`, each frame: the language may change at the table.
        self.pass_button = Button(rects[0], "", self.send_pass, enabled=False)
        self.rotate_button = Button(rects[1], "", self.chooser.step_rotation, enabled=False)
        self.cancel_button = Button(rects[2], "", lambda: self.chooser.take(None), enabled=False)
        self.fit_button = Button(rects[3], "", self.fit_board)
        self.choice_buttons = [self.pass_button, self.rotate_button, self.cancel_button, self.fit_button]

    def picture_board(self) -> str:
        return self.seen().board

    # --- what the game gives its picture table (scenes.table_kit) ----------------------------------

    def open_help(self) -> None:
        from scenes.bugspiel.help import BugspielHelpScene
        self.app.stack.push(BugspielHelpScene(self.app))

    def result_scene(self, e, friends: bool):
        from scenes.bugspiel.result import BugspielResultScene
        return BugspielResultScene(self.app, self, e, friends=friends)

    def bar_entries(self):
        """The title bar: Hint before the shared Undo, Help, Rules and Menu."""
        return [("hint", _("Hint"), self.request_hint), *super().bar_entries()]

    def request_hint(self) -> None:
        """The Hint button / T: the coach on the shown seat's decision (or close it)."""
        view = self.view_of_seat(self.shown_seat) if self.legal() else None
        if reason := self.coach.ask(self.match, self.shown_seat, view):
            self.show_reason(reason)

    def exit(self) -> None:
        self.coach.close()          # its search stops at its next check
        super().exit()

    def update(self, dt: float) -> None:
        """An open hint takes its search's answer, then the shared frame's turn."""
        self.coach.poll(self.view_of_seat(self.shown_seat) if self.shown_seat is not None else None)
        super().update(dt)

    def look(self):
        c = self.chooser
        return super().look() + (c.pick, c.rotate, c.target, c.focus, self.bar.at, self.camera.state(),
                                 self.held.pos if self.held else None, self.mouse, self.coach.look(),
                                 int(self.clock * 3) % 4 if self.coach.thinking else 0)

    def raise_curtain(self, seat: int) -> None:
        self.held = None
        self.chooser.take(None)
        super().raise_curtain(seat)

    def seat_names(self) -> list[str]:
        """The seats as the shown seat reads them: 'You' for itself."""
        return [you_label() if s == self.shown_seat else n for s, n in enumerate(self.names)]

    # --- where things are ---------------------------------------------------------------------------

    def tile_point(self, label: str) -> tuple[float, float]:
        t = self.board.tile_index(label)
        return self.camera.tile_centre(*self.board.coords[t])

    def slot_point(self, label: str) -> tuple[float, float]:
        tile = label[:-1]
        return self.layout.slot_centre(self.tile_point(tile), self.camera.scale, "abc".index(label[-1]),
                                       self.picture.tile(tile)[4])

    def seat_point(self, seat: int, market: str) -> tuple[float, float]:
        """Where a seat's cards come from and go: your hand, or the seat's score row."""
        if seat == self.bottom and self.shown_seat is not None:
            return self.layout.hand_area().center
        rows = self.layout.score_rows(len(self.names))
        return rows[seat].center if seat < len(rows) else self.layout.panel().center

    def token(self, sid: int, seat: int) -> pygame.Surface:
        """`sid`'s token in `seat`'s color at the slots' size now, in steps of TOKEN_STEP pixels (a
        zoom redraws the tokens only at each step, and the cache stays small)."""
        d = max(8, round(2 * self.layout.slot_radius(self.camera.scale)) // TOKEN_STEP * TOKEN_STEP)
        return self.art.token(sid, d, parse_color(self.colors[seat]))

    def slot_at(self, pos) -> str | None:
        """The board slot under `pos` (None: none, or off the board's window)."""
        if not self.layout.board().collidepoint(pos):
            return None
        rr = self.layout.slot_radius(self.camera.scale)
        for label in self.board.slot_labels:
            x, y = self.slot_point(label)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= rr * rr:
                return label
        return None

    def tile_at(self, pos) -> str | None:
        if not self.layout.board().collidepoint(pos):
            return None
        rad2 = (self.camera.scale * 0.87) ** 2
        for label in self.board.labels:
            x, y = self.tile_point(label)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= rad2:
                return label
        return None

    def hand_card_at(self, pos) -> Pick | None:
        p, lay = self.picture, self.layout
        if self.shown_seat is None:
            return None
        for r, c in reversed(list(zip(lay.hand_bonus_rects(len(p.bonus_hands[self.bottom])),
                                      p.bonus_hands[self.bottom]))):
            if r.collidepoint(pos):
                return Pick(BONUS, c)
        for r, c in reversed(list(zip(lay.hand_bug_rects(len(p.bug_hands[self.bottom])), p.bug_hands[self.bottom]))):
            if r.collidepoint(pos):
                return Pick(PLAY, c)
        return None

    def market_at(self, pos) -> tuple[str, int] | None:
        for market in ("bugs", "bonuses"):
            for k in range(len(self.picture.prices)):
                if self.layout.market_slot(market, k).collidepoint(pos):
                    return market, k
        return None

    def regions(self) -> Regions:
        """The parts a lesson step points at (the board, the markets, the hand, the panel)."""
        lay = self.layout
        parts = {"board": lay.board(), "bug_market": lay.market("bugs"), "bonus_market": lay.market("bonuses"),
                 "hand": lay.hand_area(), "panel": lay.panel()}
        return Regions(parts, (self.title_bar(),))

    # --- what the choice in focus would make (for the preview) ------------------------------------------

    def focus_action(self) -> Action | None:
        """The action the keyboard or the pointer is on: the picked card on the target slot."""
        c = self.chooser
        if c.focus is not None:
            return c.focused()
        if c.pick is not None and c.target is not None:
            return c.action_to(c.target)
        return None

    def line_preview(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """For a placement in focus: the line through its tile after it (with the axis it gives the
        tile) and the line the tile was in before, as the engine's `line_tiles` draws them."""
        a = self.focus_action()
        if a is None or a.kind not in (PLAY, MOVE):
            return None
        p, lay = self.picture, self.board
        t = lay.tile_index(a.to[:-1])
        axes, occupied = list(p.axes()), list(p.occupied())
        before = line_tiles(lay, t, tuple(axes), tuple(occupied)) if occupied[t] else (t,)
        if a.rotate is not None:
            axes[t] = a.rotate
        occupied[t] = True
        if a.kind == MOVE:          # the tile flown from may empty
            f = lay.tile_index(a.frm[:-1])
            occupied[f] = any(x is not None for k, x in enumerate(p.tiles[f][5]) if f"{p.tiles[f][0]}{'abc'[k]}" != a.frm)
        after = line_tiles(lay, t, tuple(axes), tuple(occupied))
        label = lay.labels
        return tuple(label[i] for i in after), tuple(label[i] for i in before)

    def bonus_preview(self):
        a = self.focus_action()
        if a is None or a.kind != BONUS:
            return None
        return self.seen().preview(a.card, a.to)

    # --- the panel's buttons -------------------------------------------------------------------------

    def offer(self) -> None:
        c = self.chooser
        c.update(self.legal())
        self.pass_button.enabled = bool(c.passes())
        placing = c.pick is not None and c.pick.kind in (PLAY, MOVE)
        self.rotate_button.enabled = placing
        self.rotate_button.label = _("Axis: {arrow}", arrow=AXIS_ARROWS[c.rotate]) if c.rotate in AXIS_ARROWS \
            else _("Axis: keep")
        self.pass_button.label, self.cancel_button.label = _("Pass"), _("Put back")
        self.fit_button.label = _("Fit board")
        self.cancel_button.enabled = c.pick is not None
        at = self.bar.button(self.tab_buttons())
        if at is not None and not at.enabled:
            self.bar.leave()

    def tab_buttons(self) -> list[Button]:
        return [*self.bar_buttons, *self.choice_buttons]

    def send_pass(self) -> None:
        self.attempt(PASS, Args())

    def fit_board(self) -> None:
        self.camera.fit(self.board.coords)

    def send(self, a: Action) -> None:
        if self.attempt(a.kind, a.arg):
            self.chooser.take(None)

    # --- input ---------------------------------------------------------------------------------------

    def handle(self, ev) -> None:
        self.offer()
        if ev.type == pygame.MOUSEMOTION:
            self._motion(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._press(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._release(ev.pos)
        elif ev.type == pygame.MOUSEWHEEL:
            at = self.mouse if self.layout.board().collidepoint(self.mouse) else self.layout.board().center
            self.zoom(ev.y > 0, at)
        elif ev.type == pygame.KEYDOWN:
            self._on_key(ev)

    def zoom(self, closer: bool, at) -> None:
        step = self.layout.b["zoom"]["step"]
        self.camera.zoom_at(at, step if closer else 1 / step)

    def _motion(self, pos) -> None:
        self.mouse = pos
        self.bar.leave()
        if self.panning is not None:
            self.camera.pan(pos[0] - self.panning[0], pos[1] - self.panning[1])
            self.panning = pos
            return
        if self.held is not None:
            self.held.follow(pos, self.layout.look["board"]["pan_step"] // 4)
        c = self.chooser
        slot = self.slot_at(pos)
        if c.pick is not None and c.focus is None:
            c.target = slot if slot in c.targets() else None

    def _press(self, pos) -> None:
        if self.pressed_bar_or_beats(pos):
            return
        if press(self.choice_buttons, pos):
            return
        c = self.chooser
        c.focus = None
        pick = self.hand_card_at(pos)
        if pick is not None:
            c.take(pick)
            self.held = HeldCard(pick.key, pos, (0, 0), pos)
            return
        market = self.market_at(pos)
        if market is not None:
            kind = BUY_BUG if market[0] == "bugs" else BUY_BONUS
            self.attempt(kind, Args(market=market[1]))
            return
        slot = self.slot_at(pos)
        if slot is not None and self._slot_pressed(slot, pos):
            return
        if self.layout.board().collidepoint(pos):
            self.panning = pos

    def _slot_pressed(self, slot: str, pos) -> bool:
        """A slot clicked: the picked card goes there (the engine says why not), or your bug there
        is taken up to fly. Whether the press was used."""
        c = self.chooser
        if c.pick is not None and c.pick == Pick(MOVE, slot):      # the bug taken up again: a drag may start
            self.held = HeldCard(slot, pos, (0, 0), pos)
            return True
        if c.pick is not None:
            a = c.action_to(slot)
            if a is not None:
                self.send(a)
            else:
                self._try_raw(c.pick, slot)
            return True
        fly = Pick(MOVE, slot)
        if c.offered(fly):
            c.take(fly)
            self.held = HeldCard(slot, pos, (0, 0), pos)
            return True
        return False

    def _try_raw(self, pick: Pick, slot: str) -> None:
        """The picked card on a slot no legal action names: sent, so the engine's refusal is shown."""
        c = self.chooser
        if pick.kind == PLAY:
            self.attempt(PLAY, Args(card=pick.key, to=slot, rotate=c.rotate))
        elif pick.kind == MOVE:
            self.attempt(MOVE, Args(frm=pick.key, to=slot, rotate=c.rotate))
        else:
            self.attempt(BONUS, Args(card=pick.key, to=slot))

    def _release(self, pos) -> None:
        held, self.held = self.held, None
        self.panning = None
        if held is None or not held.moved:
            return
        slot = self.slot_at(pos)
        if slot is not None and self.chooser.pick is not None and slot != self.chooser.pick.key:
            self._slot_pressed(slot, pos)

    def dragged(self) -> Pick | None:
        return self.chooser.pick if self.held is not None and self.held.moved else None

    def step_choice(self, forward: bool) -> None:
        self.chooser.step(forward)

    def choose_focused(self) -> None:
        """Enter off the buttons: the action in focus sent (the picked card on its target)."""
        a = self.focus_action()
        if a is not None:
            self.send(a)
        elif self.chooser.focus is None and self.chooser.legal:
            self.chooser.step(True)

    def _on_key(self, ev) -> None:
        if self.coach.key(ev, self.key_is, self.request_hint):     # T asks; Esc closes an open hint
            return
        if ev.key in PAN_KEYS and ev.mod & pygame.KMOD_SHIFT:
            dx, dy = PAN_KEYS[ev.key]
            step = self.layout.b["pan_step"]
            self.camera.pan(dx * step, dy * step)
            return
        super()._on_key(ev)

    def game_key(self, ev) -> None:
        c = self.chooser
        if ev.key in GROUP_KEYS:
            self.bar.leave()
            c.step_group(GROUP_KEYS[ev.key])
        elif ev.key == ROTATE_KEY:
            c.step_rotation()
        elif ev.key == PASS_KEY:
            self.send_pass()
        elif ev.key in ZOOM_KEYS:
            self.zoom(ZOOM_KEYS[ev.key], self.layout.board().center)
        elif ev.key == FIT_KEY:
            self.fit_board()

    # --- drawing ---------------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        from scenes.bugspiel.draw import draw_table
        draw_table(self, surf)
