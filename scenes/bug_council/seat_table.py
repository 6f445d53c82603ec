"""A Bug Council table seen from one seat: the seat's views (what it may see and do), the picture
they draw (TableModel, changed beat by beat by the animations), its words (prompt, trick status)
and the frame its drawing components draw (TableFrame). Playing at it: scenes/bug_council/table.py.
"""
from __future__ import annotations

import math

import pygame

from game.bug_council.words import suit_words
from game.i18n import _
from game.bug_council.state import GAME_OVER
from game.bug_council.trick_status import trick_status
from game.bug_council.view import SeatView
from game.match import Match
from scenes.bug_council.wording import seat_label
from scenes.animation import Animator
from scenes.bug_council.choreography import Choreographer
from scenes.bug_council.coach_hint import table_coach
from scenes.bug_council.coach_words import trick_status_words
from scenes.bug_council.game_log import GameLog
from scenes.bug_council.hand_fan import SORT_MODES, raise_cards, sorted_hand
from scenes.bug_council.model import TableModel
from scenes.bug_council.modes import make_mode_view, mode_config, mode_geometry
from scenes.bug_council.table_frame import HandShown, TableFrame
from scenes.bug_council.table_input import TableInput
from scenes.bug_council.table_view import TableView
from scenes.bug_council.table_words import confirm_words, decision_prompt
from scenes.config import Color, parse_color
from scenes.regions import Regions
from scenes.scene import Scene
from scenes.screens import seat_note
from scenes.widgets import BarFocus, Button


def seat_names(cfg, setup, seats: int) -> list[str]:
    """One name per engine seat: the setup's for player seats, config's for the Emissary /
    Termitenator seats after them (the engine's own seats, never persisted: in the language)."""
    names = setup.seat_names()
    return names + [seat_label(cfg.seat_name(i)) for i in range(len(names), seats)]


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

# The parts a lesson may point at that are one rect of the layout: part -> layout key (a
# mode's own keys only at its table).
LAYOUT_PARTS = {"trick": "trick_area", "scores": "scores", "declare": "declare_panel",
                "emissary_board": "emissary_board", "marker": "emissary_marker_grid",
                "solo_board": "solo_right", "why_line": "solo_reason", "personality": "personality_card"}
SIDE_SECTIONS = ("scores", "ranking", "last_trick", "log")


class SeatTable(Scene):
    """The table from the chair of `bottom` (its hand at the bottom; `me`, the human seat
    playing there, if any): what it shows, never what it decides. Components: the animations
    (`anim`, built by `chor`), the game log (`log`), the pointer and keys (`input`), the coach's
    hint (`coach`), the mode's board (`mode_view`) and the drawing (`view`, from `frame()`)."""

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
        self.names = seat_names(self.cfg, match.setup, seats)
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
        self.coach = table_coach(app, self.cfg)   # the hint for the bottom seat's decision, the status line
        self.mode_view = make_mode_view(self, mode)   # None at the 3-5 player table
        # The lesson hook (scenes/lesson_scene.py): the scene that stands for this table on the
        # stack (a lesson wraps it), and a veto asked after the engine accepts one of the
        # player's actions: a reason in words when the lesson's step expects something else.
        self.host: Scene = self
        self.veto = None
        self.view = self.table_view()

    @property
    def idle(self) -> bool:
        return not self.anim.busy

    @property
    def bar(self) -> BarFocus:
        """The keyboard on the table's buttons (Tab's ring; a lesson's or a replay's buttons
        lead it), as every table names it."""
        return self.input.bar

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

    def regions(self) -> Regions:
        """The parts a lesson step points at, from this table's layout (its mode's boards
        included), and the banners a frame must not cut: the top bar, the prompt, the side
        panel's sections."""
        cfg, g = self.cfg, self.geom
        board = g.ring_radius + g.space_radius + cfg.num("ring_board_margin")
        cr = cfg.num("chambers_radius")
        cx, cy = g.ring_center
        hand = self.geom.hand_rects(max(1, len(self.hand_cards())))
        lift = cfg.num("legal_lift") + cfg.num("hand_lift")     # a raised card stays inside
        hand = hand[0].unionall(hand[1:])
        parts = {"council": pygame.Rect(round(cx - board), round(cy - board), 2 * board, 2 * board),
                 "chambers": pygame.Rect(round(cx - cr), round(cy - cr), 2 * cr, 2 * cr),
                 "hand": pygame.Rect(hand.x, hand.y - lift, hand.w, hand.h + lift),
                 **{name: pygame.Rect(cfg.rect(key)) for name, key in LAYOUT_PARTS.items() if key in cfg.layout}}
        if self.mode_view is not None:
            parts.update(self.mode_view.regions())
        banners = tuple(pygame.Rect(cfg.rect(key)) for key in ("top_bar", "prompt", *SIDE_SECTIONS))
        return Regions(parts, banners)

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
                return _("Sowing clockwise from {space}\u2026  (Space skips)", space=suit_words(self.model.lifted[0])), False
            return "", False
        view = self.seen()
        if view.phase == GAME_OVER:
            return _("The game is over."), False
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

    def _log(self, line: str) -> None:
        self.log.add(line)

    def fresh_model(self) -> TableModel:
        """The picture of the engine's state as the bottom seat may see it."""
        return TableModel.from_state(self.match.state, self.bottom)

    def board_animates_states(self) -> bool:
        return self.mode_view is not None and self.mode_view.animates_states

    def show_notice(self, text: str) -> None:
        """A message that is not a refused move (a save that failed): shown like a reason, longer."""
        self.reason = text
        self.reason_until = self.clock + self.cfg.time("notice_seconds")

    def show_reason(self, text: str) -> None:
        self.reason = text
        self.reason_until = self.clock + self.cfg.time("reason_seconds")
        self.app.sound.play("illegal")

    def _open_scoring(self, e, after, hand: str | None = None) -> None:
        from scenes.bug_council.overlays import AgeScoringScene
        self.app.stack.push(AgeScoringScene(self.app, e, after, self.names, auto=self.me is None,
                                            colors=self.colors, hand=hand))

    def _open_game_over(self, e, after) -> None:
        from scenes.bug_council.overlays import GameOverScene
        self.app.stack.push(GameOverScene(self.app, e, after, self.names, auto=self.me is None,
                                          colors=self.colors))

    def pulsing(self) -> bool:
        """Whether a highlight pulses: the spaces you may visit, a hinted space."""
        return self.visiting or self.hinted("visit") is not None

    def pulse_clock(self) -> float:
        """The clock the pulses are drawn at: the scene's, stepped (config motion.pulse_steps a
        second), so a table waiting for a visit redraws a few times a second, not every frame."""
        steps = self.cfg.motion["pulse_steps"]
        return math.floor(self.clock * steps) / steps

    def set_preview(self, space: int | None) -> None:
        """Preview the sowing of `space` (None, or a space you may not visit now: none)."""
        view = self.my_view() if self.visiting else None
        self.preview = next((w for w in view.sowings if w.space == space), None) if view is not None else None

    def trick_status_text(self) -> str:
        """The live trick status in words, for the cards the table shows now (the picture may
        lag the engine while cards fly); "" when off, before the lead, or once the trick's own
        explanation is shown."""
        m = self.model
        if not self.app.settings.trick_status or not m.plays or m.caption or m.glow_seat is not None:
            return ""
        st = trick_status(m.plays, m.council, len(self.seen().order))
        return trick_status_words(st, self.names, self.me)

    def hint_card(self):
        """The card of the bottom hand that glows as suggested, if any."""
        return self.hinted("play") if self.playing else self.hinted("discard") if self.discarding else None

    def hinted(self, kind: str):
        """The argument of the suggested action when the open hint's best option is of `kind`."""
        return self.coach.suggests(kind)

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

    def table_view(self) -> TableView:
        return TableView(self.cfg, self.app.art, self.app.text, self.geom, self.mode_view, self.anim, self.coach)

    def frame(self) -> TableFrame:
        """What the table shows now, for its drawing components."""
        inp, active = self.input, self.playing or self.discarding
        cards = self.hand_cards()
        held = tuple(h for h in (inp.drag, inp.snap) if h is not None)
        hand = HandShown(cards, self.hand_layout(), active, self.playing, frozenset(self.legal_cards),
                         self.selected_card(), self.hint_card(), inp.focus if inp.keyboard_focus and active else None,
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
            log=self.log, bar_focus=inp.bar_button())

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.frame())
