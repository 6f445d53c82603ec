"""The table's pointer and keys: where the pointer is, the hand card it hovers, the keyboard's
card, a card held by the pointer or easing home, the last trick shown while L is held. What
the player chooses goes up to the table (`TableControls`: choose, attempt, undo, hint, help...);
this never applies an action nor decides what is legal."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE
from scenes.animation import ease_out_cubic
from scenes.table_kit import HeldCard
from scenes.widgets import BarFocus, landing, next_stop


@dataclass
class SnapBack:
    """A dropped card easing home."""
    card: int
    src: tuple[float, float]
    dst: tuple[float, float]
    duration: float
    t: float = 0.0

    def center(self) -> tuple[float, float]:
        p = ease_out_cubic(min(1.0, self.t / self.duration)) if self.duration > 0 else 1.0
        return self.src[0] + (self.dst[0] - self.src[0]) * p, self.src[1] + (self.dst[1] - self.src[1]) * p


class TableControls(Protocol):
    """What the input reads of the table and the messages it sends it (TableScene)."""
    cfg: object
    geom: object
    mode_view: object
    model: object
    anim: object
    app: object
    match: object
    selected: tuple[str, int] | None
    preview: object
    undo_button: object
    top_buttons: list
    declare_buttons: list
    declaring: bool
    discarding: bool
    playing: bool
    visiting: bool
    playing_emissary: bool
    log: object
    coach: object

    def hand_cards(self) -> list[int]: ...
    def hand_layout(self) -> list[pygame.Rect]: ...
    def my_view(self): ...
    def set_preview(self, space: int | None) -> None: ...
    def choose(self, kind: str, arg: int) -> bool: ...
    def attempt(self, kind: str, arg) -> bool: ...
    def request_undo(self) -> None: ...
    def request_hint(self) -> None: ...
    def open_help(self) -> None: ...
    def cycle_speed(self) -> None: ...
    def toggle_mute(self) -> None: ...
    def cycle_sort(self) -> None: ...


class TableInput:
    def __init__(self, table: TableControls):
        self.t = table
        self.mouse = (0, 0)
        self.hover: int | None = None
        self.focus = 0
        self.keyboard_focus = False
        self.bar = BarFocus()            # Tab: the keyboard on the top bar's (and declaration's) buttons
        self.drag: HeldCard | None = None
        self.snap: SnapBack | None = None
        self.reviewing = False
        self.review_key = False

    def reset(self) -> None:
        """The decision changed hands: nothing held, hovered or reviewed."""
        self.drag = self.snap = None
        self.hover = None
        self.focus = 0
        self.keyboard_focus = False
        self.reviewing = False

    def key_is(self, ev, name: str) -> bool:
        return ev.key == pygame.key.key_code(self.t.cfg.keys[name])

    def bar_buttons(self) -> list:
        """The buttons Tab walks: the top bar's, then the declaration's while it is asked."""
        return [*self.t.top_buttons, *self.t.declare_buttons]

    def bar_button(self):
        """The button the keyboard is on (None: the keyboard is on the cards, or nowhere)."""
        buttons = self.bar_buttons()
        return next((b for b in buttons if self.bar.on(buttons, b)), None)

    def update(self, dt: float) -> None:
        if self.snap is not None:
            self.snap.t += dt
            if self.snap.t >= self.snap.duration:
                self.snap = None

    def hand_index_at(self, pos) -> int | None:
        rects = self.t.hand_layout()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def handle(self, ev: pygame.event.Event) -> None:
        t = self.t
        if ev.type == pygame.MOUSEMOTION:
            self.on_motion(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.on_press(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.on_release(ev.pos)
        elif ev.type == pygame.MOUSEWHEEL:
            log = pygame.Rect(t.cfg.rect("log"))
            if log.collidepoint(self.mouse):
                t.log.wheel(ev.y, log.w - 4)
        elif ev.type == pygame.KEYDOWN:
            self.on_key(ev)
        elif ev.type == pygame.KEYUP and self.key_is(ev, "last_trick"):
            self.review_key = False
            self.reviewing = False

    def on_motion(self, pos) -> None:
        t = self.t
        self.mouse = pos
        self.keyboard_focus = False
        self.bar.leave()
        if self.drag is not None:
            self.drag.follow(pos, t.cfg.num("drag_threshold"))
            return
        self.hover = self.hand_index_at(pos) if (t.playing or t.discarding) else None
        if t.mode_view is not None:
            t.mode_view.motion(pos)
        if t.visiting:
            space = t.geom.space_at(pos)
            if space is None and t.selected is not None and t.selected[0] == "visit":
                space = t.selected[1]     # the chosen space keeps its preview
            t.set_preview(space)

    def on_press(self, pos) -> None:
        t = self.t
        self.mouse = pos
        if t.undo_button is not None and t.undo_button.rect.collidepoint(pos):
            t.request_undo()     # dimmed or not: a refusal says why
            return
        for b in t.top_buttons:
            if b.hit(pos):
                b.action()
                return
        if t.anim.busy:
            t.anim.skip()
            return
        if self.reviewing:
            self.reviewing = False
            return
        if pygame.Rect(t.cfg.rect("last_trick")).collidepoint(pos) and t.model.last_trick:
            self.reviewing = True
            return
        if t.declaring:
            for b in t.declare_buttons:
                if b.hit(pos):
                    b.action()
                    return
            return
        if t.mode_view is not None and t.mode_view.press(pos):
            return
        if t.playing or t.discarding:
            i = self.hand_index_at(pos)
            if i is not None:
                card = t.hand_cards()[i]
                rect = t.hand_layout()[i]
                self.drag = HeldCard(card, pos, (rect.centerx - pos[0], rect.centery - pos[1]), pos)
            return
        if t.visiting:
            space = t.geom.space_at(pos)
            if space is not None:
                t.choose("visit", space)

    def on_release(self, pos) -> None:
        t = self.t
        held, self.drag = self.drag, None
        if held is None:
            return
        kind = ("play" if t.playing else "discard" if t.discarding
                else "emissary" if t.playing_emissary else None)
        if kind is None:
            return
        if not held.moved:
            t.choose(kind, held.card)
            return
        target = t.cfg.rect("leftover") if kind == "discard" else t.cfg.rect("trick_area")
        zone = pygame.Rect(target).inflate(24, 24)
        if kind == "discard":
            zone = zone.union(pygame.Rect(t.cfg.rect("trick_area")))
        if zone.collidepoint(pos) and t.attempt(kind, held.card):
            return
        cards = t.hand_cards()
        home = t.mode_view.card_home(held.card) if t.mode_view is not None else None
        if held.card in cards:
            home = t.hand_layout()[cards.index(held.card)].center
        if home is not None:
            self.snap = SnapBack(held.card, held.center(), home,
                                 t.app.pace.duration("snap_back", floor=t.cfg.motion["snap_back_min_factor"]))

    def on_key(self, ev) -> None:
        t = self.t
        if self.bar.key(ev, self.bar_buttons()):
            self.keyboard_focus = False      # one focus: the bar's
            return
        if self.key_is(ev, "left") or self.key_is(ev, "right"):
            self.bar.leave()                 # the arrows take the keyboard back to the cards
        for name, message in (("speed", t.cycle_speed), ("mute", t.toggle_mute), ("sort", t.cycle_sort)):
            if self.key_is(ev, name):
                message()
                return
        if t.coach.key(ev, self.key_is, t.request_hint):
            return                # T asks or closes; Esc first closes the hint (stopping its search)
        if self.key_is(ev, "quit") and t.selected is not None:
            t.selected = None     # Esc first drops a choice awaiting confirmation
            t.set_preview(None)
            return
        if self.key_is(ev, "help") or self.key_is(ev, "quit"):
            t.open_help()
            return
        if self.key_is(ev, "undo") and t.match.humans:
            t.request_undo()
            return
        if t.mode_view is not None and t.mode_view.key(ev):
            return
        if t.anim.busy:
            if self.key_is(ev, "skip"):
                t.anim.skip()
            return
        if self.key_is(ev, "last_trick"):
            self.reviewing = t.model.last_trick is not None
            return
        if t.declaring:
            if self.key_is(ev, "declare_allegiance"):
                t.attempt("declare", ALLEGIANCE)
            elif self.key_is(ev, "declare_no_allegiance"):
                t.attempt("declare", NO_ALLEGIANCE)
            return
        if t.playing or t.discarding:
            self.hand_key(ev)
        elif t.visiting:
            self.space_key(ev)

    def hand_key(self, ev) -> None:
        """Left/Right move the keyboard's card through the cards you may choose (the first
        arrow shows where it is), Enter chooses it; an unplayable card is never stopped on."""
        t = self.t
        stops = [i for i, card in enumerate(t.hand_cards()) if card in t.legal_cards]
        if not stops:
            return
        if self.key_is(ev, "left") or self.key_is(ev, "right"):
            step = -1 if self.key_is(ev, "left") else 1
            at = next_stop(stops, self.focus, step) if self.keyboard_focus else landing(stops, self.focus)
            self.focus, self.keyboard_focus = at, True
        elif self.key_is(ev, "play") or ev.key == pygame.K_KP_ENTER:
            self.focus, self.keyboard_focus = landing(stops, self.focus), True
            t.choose("play" if t.playing else "discard", t.hand_cards()[self.focus])

    def space_key(self, ev) -> None:
        """Left/Right preview the next space you may visit, Enter visits it."""
        t = self.t
        legal = sorted(t.my_view().visitable)
        if not legal:
            return
        cur = t.preview[0] if t.preview else legal[0]
        if self.key_is(ev, "left") or self.key_is(ev, "right"):
            step = -1 if self.key_is(ev, "left") else 1
            idx = legal.index(cur) if cur in legal else 0
            self.keyboard_focus = True
            t.set_preview(legal[(idx + step) % len(legal)])
        elif self.key_is(ev, "play") or ev.key == pygame.K_KP_ENTER:
            t.choose("visit", cur)
