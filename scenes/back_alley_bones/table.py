"""The Back Alley Bones table: the three Points in a column (Cheat cards on the left, Luck
cards on the right, the running total and what the chosen card would make of it), each
player's plaque (characters with the dice token on the Shooter, turned when exhausted, flipped
when crapped out; Side Bets face down or won; the open Grub total), your hand with the token
controls, and a panel with the prompt, the decisions that are not a card (Shooter, Side Bet, the
Lookout's answer, abilities) and the log. AI seats think off the UI thread (the Match); hot-seat
players pass the screen behind the curtain, so hands and Side Bets stay secret.

Every rule is the engine's: what can be chosen comes from the seat's legal actions, previews
from `view.previews`, refusals are worded from their rule ids, and the picture changes only
through the engine's events (scenes.back_alley_bones.beats)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.back_alley_bones.actions import Action, Args
from game.match import Match
from scenes.back_alley_bones.art import BonesArt
from scenes.back_alley_bones.beats import BeatHooks, BonesBeats
from scenes.back_alley_bones.choosing import Chooser
from scenes.back_alley_bones.layout import BonesLayout
from scenes.back_alley_bones.picture import Picture
from scenes.back_alley_bones.words import (action_words, choice_words, event_lines, prompt_words, refusal_words,
                                           token_button_words)
from scenes.laid_out_table import LaidOutTable
from scenes.regions import Regions
from scenes.table_kit import HeldCard, PictureTable, TableWords
from scenes.widgets import BarFocus, Button, choosable, landing, press

# Keys of this table beyond config/ui.yaml's shared ones (which it also reads: play, left,
# right, undo, help, quit, skip): the Point in focus, the move, the Decoy. Tab is the
# buttons' (BarFocus): the title bar's, the panel's decisions (its More… pages on), the
# token controls.
POINT_KEYS = {pygame.K_UP: False, pygame.K_DOWN: True}
MOVE_KEYS = {pygame.K_PLUS: True, pygame.K_EQUALS: True, pygame.K_KP_PLUS: True,
             pygame.K_MINUS: False, pygame.K_KP_MINUS: False}
TOKEN_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4}
DECOY_KEY = pygame.K_d
MORE_WORDS = N_("More\u2026")


class BonesTableScene(LaidOutTable, PictureTable):
    action_type = Action
    picture_type = Picture
    title_words = N_("Back Alley Bones")      # translated where drawn

    def __init__(self, app, match: Match):
        super().__init__(app, match)
        self.layout = BonesLayout()
        self.sit_players(match)
        self.words = TableWords(event_lines, refusal_words, prompt_words, action_words)
        self.art = BonesArt(app, self.layout)
        self.chooser = Chooser()
        self.held: HeldCard | None = None
        self.announced: list[str] = []          # every banner shown, in order (a test reads it)
        self.picture = self.fresh_picture()
        self.choreography = BonesBeats(self.layout, self.art, app.text, self.cfg, BeatHooks(
            picture=lambda: self.picture, bottom=lambda: self.bottom, log=self._log_event,
            announce=lambda kind, e: self.announced.append(kind), open_result=self.open_result))
        self.caption = ""
        self.finished = False
        self.set_bar_buttons()
        self.bar = BarFocus()           # Tab: the keyboard on the buttons; the arrows: on the cards
        # The panel's decision buttons, one per place (what each offers is set as the legal
        # actions change: `offer`), and the chosen card's token controls.
        self.choice_buttons = [Button(rect, "", lambda k=k: self._choose_slot(k), enabled=False)
                               for k, rect in enumerate(self.layout.choice_rects())]
        cb = self.layout.control_buttons()
        self.token_buttons = [Button(cb["down"], "", lambda: self.chooser.step_move(False), enabled=False),
                              Button(cb["up"], "", lambda: self.chooser.step_move(True), enabled=False),
                              Button(cb["decoy"], "", lambda: self.chooser.next_decoy(), enabled=False)]

    # --- what the game gives its picture table (scenes.table_kit) ----------------------------------

    def open_help(self) -> None:
        from scenes.back_alley_bones.help import BonesHelpScene
        self.app.stack.push(BonesHelpScene(self.app))

    def result_scene(self, e, friends: bool):
        from scenes.back_alley_bones.result import BonesResultScene
        return BonesResultScene(self.app, self, e, friends=friends)

    def look(self):
        c = self.chooser
        return super().look() + (c.card, c.by, c.decoy, c.point, c.page, self.bar.at,
                                 self.held.pos if self.held else None)

    def raise_curtain(self, seat: int) -> None:
        """Hide the hand and the Side Bet and pass the screen to `seat`'s player."""
        self.held = None
        super().raise_curtain(seat)

    # --- input ------------------------------------------------------------------------------------------

    def regions(self) -> Regions:
        """The parts a lesson step points at (the hand, the three Points, your plaque, the
        decision panel, the token controls) and the banners a frame must not cut (the title
        bar, the panel's caption)."""
        lay = self.layout
        points = lay.row(0).unionall([lay.row(i) for i in (1, 2)])
        parts = {"hand": lay.hand_area(), "points": points, "your_plaque": lay.plaque(False),
                 "panel": lay.panel(), "controls": lay.controls()}
        return Regions(parts, (self.title_bar(),))

    def preview(self, point: int):
        """The engine's preview of the chosen card on `point` (None: not a legal play)."""
        c = self.chooser
        if c.card is None:
            return None
        return next((p for p in self.seen().previews
                     if p.card == c.card and p.point == point and p.by == c.by), None) \
            if point in c.targets() else None

    def visible_buttons(self) -> list[tuple[pygame.Rect, Action]]:
        """The decision buttons of the page shown, with their rects (the last one pages on)."""
        rects = self.layout.choice_rects()
        actions = self.chooser.buttons()
        per = len(rects) - (1 if len(actions) > len(rects) else 0)
        start = (self.chooser.page * per) % max(1, len(actions))
        return list(zip(rects, actions[start:start + per]))

    def more_button(self) -> pygame.Rect | None:
        rects = self.layout.choice_rects()
        return rects[-1] if len(self.chooser.buttons()) > len(rects) else None

    def offer(self) -> None:
        """What can be chosen now, on the chooser and the buttons: the decision buttons of the
        page shown (and More… when there are more), the token controls of the chosen card. The
        keyboard leaves a button that is no longer offered."""
        c = self.chooser
        c.update(self.legal())
        shown = self.visible_buttons()
        more = self.more_button()
        for k, b in enumerate(self.choice_buttons):
            if k < len(shown):
                b.label, b.enabled = choice_words(shown[k][1]), True
            else:
                b.label, b.enabled = (_(MORE_WORDS), True) if more == b.rect else ("", False)
        moves = c.moves() if c.card is not None and c.by is not None else []
        down, up, decoy = self.token_buttons
        down.label, up.label, decoy.label = token_button_words(c.card, c.by, c.decoy_now())
        down.enabled = bool(moves) and c.by != moves[0]
        up.enabled = bool(moves) and c.by != moves[-1]
        decoy.enabled = bool(moves) and len(c.decoy_options()) > 1
        at = self.bar.button(self.tab_buttons())
        if at is not None and not at.enabled:
            self.bar.leave()

    def tab_buttons(self) -> list[Button]:
        """The title bar's buttons, the panel's decisions, the token controls."""
        return [*self.bar_buttons, *self.choice_buttons, *self.token_buttons]

    def _choose_slot(self, k: int) -> None:
        """The decision button at place `k` chosen: its action sent, or the next page."""
        shown = self.visible_buttons()
        if k < len(shown):
            a = shown[k][1]
            self.attempt(a.kind, a.arg)
        elif self.more_button() == self.choice_buttons[k].rect:
            self.chooser.page += 1

    def hand_card_at(self, pos) -> str | None:
        p = self.picture
        for r, c in reversed(list(zip(self.layout.hand_rects(len(p.hand)), p.hand))):
            if r.collidepoint(pos):
                return c
        return None

    def point_at(self, pos) -> int | None:
        for i in range(len(self.picture.points)):
            if self.layout.row(i).collidepoint(pos):
                return i
        return None

    def handle(self, ev) -> None:
        self.offer()                            # what is offered now, before the input reads it
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.bar.leave()
            if self.held is not None:
                self.held.follow(ev.pos, self.layout.look["drag_threshold"])
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._press(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._release(ev.pos)
        elif ev.type == pygame.KEYDOWN:
            self._on_key(ev)

    def _press(self, pos) -> None:
        if self.pressed_bar_or_beats(pos):
            return
        c = self.chooser
        if press([*self.choice_buttons, *self.token_buttons], pos):
            return
        card = self.hand_card_at(pos)
        if card is not None and self.shown_seat is not None:
            if card in c.cards():
                if c.burnable(card) and card not in {a.card for a in c.plays()}:
                    self.attempt("burn", c.burns()[[a.card for a in c.burns()].index(card)].arg)
                    return
                if c.card != card:
                    c.pick(card)
                self.held = HeldCard(card, pos, (0, 0), pos)
            else:       # not playable now: the engine says why (its turn, a token, the bound)
                self.attempt("play", Args(card=card, point=c.point or 0, by=1))
            return
        point = self.point_at(pos)
        if point is not None and c.card is not None:
            self.attempt("play", c.play_args(point))

    def _release(self, pos) -> None:
        held, self.held = self.held, None
        if held is None or not held.moved:
            return
        point = self.point_at(pos)
        if point is not None and self.chooser.card == held.card:
            self.attempt("play", self.chooser.play_args(point))

    def dragged(self) -> str | None:
        return self.held.card if self.held is not None and self.held.moved else None

    def step_choice(self, forward: bool) -> None:
        self.chooser.step_card(forward)

    def game_key(self, ev) -> None:
        c = self.chooser
        if ev.key in POINT_KEYS:
            c.step_point(POINT_KEYS[ev.key])
        elif ev.key in MOVE_KEYS:
            c.step_move(MOVE_KEYS[ev.key])
        elif ev.key in TOKEN_KEYS:
            c.set_tokens(TOKEN_KEYS[ev.key])
        elif ev.key == DECOY_KEY:
            c.next_decoy()

    def choose_focused(self) -> None:
        """Enter off the buttons: the chosen card played on the Point in focus (or burned);
        with no card to play, the keyboard lands on the first decision button."""
        c = self.chooser
        if c.card is not None and c.point is not None:
            self.attempt("play", c.play_args(c.point))
        elif c.card is not None and c.burnable(c.card):
            burn = next(a for a in c.burns() if a.card == c.card)
            self.attempt(burn.kind, burn.arg)
        elif c.card is None and any(b.enabled for b in self.choice_buttons):
            ring = self.bar.ring(self.tab_buttons())
            first = len(ring) - len(self.tab_buttons()) + len(self.bar_buttons)    # past the lead's, the bar's
            self.bar.at = landing(choosable(ring), first)

    # --- drawing -----------------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        from scenes.back_alley_bones.draw import draw_table
        draw_table(self, surf)
