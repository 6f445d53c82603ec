"""The replay viewer: a game watched from its record, step by step, with every hand open.

`ReplayScene` is Bug Council's table scene (same drawing, same animations) over a Match in
which nobody acts on their own, with the game-independent stepping of
scenes.replay_controls: a step forward applies the record's next action and animates its
events; a step back or a jump rebuilds the picture at once from the position of that step,
replayed through the engine. `bug-council replay FILE --window` opens a record's viewer
through its game's plug-in (scenes/replay_window.py).
"""
from __future__ import annotations

import pygame

from game.bug_council.events import Dealt
from game.bug_council.log import councils_during, describe_events
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from game.bug_council.state import State
from game.match import Match
from scenes.bug_council.model import TableModel
from scenes.replay_controls import ReplayControls
from scenes.bug_council.table import TableScene
from scenes.bug_council.wording import action_words, refusal_words
from scenes.wording import second_person_seat


def setup_for_record(record: GameRecord, names: list[str], colors: list[str]) -> GameSetup:
    """A setup naming the record's seats by the default names (a record alone has none)."""
    seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], "random")
                  for i in range(record.players))
    return GameSetup(record.mode, record.players, seats, record.seed, dict(record.options), game=record.game)


class ReplayScene(ReplayControls, TableScene):
    """Bug Council's replay viewer: its table with every hand open (the stepping is
    scenes.replay_controls')."""

    reveal_hidden = True     # all hands open: face-down cards are drawn face up, dimmed

    def __init__(self, app, setup: GameSetup | None, record: GameRecord):
        seats = app.cfg.data["seats"]
        setup = setup or setup_for_record(record, seats["names"], seats["colors"])
        # Read by the table's own set-up (its update may run before start_replay is done).
        self.index = 0
        self.auto = False
        self.timer = 0.0
        self.replay_spec = self.rcfg = app.cfg.data["replay"]
        super().__init__(app, Match(setup, watch_only=True))
        self.start_replay(record)

    # --- the words of the walk (scenes.replay_controls) ----------------------------------------------

    def opening_lines(self, first: State) -> list[str]:
        return self.walk_lines(first, [Dealt(first.age, tuple(len(h) for h in first.hands), len(first.leftover))])

    def walk_lines(self, s: State, events) -> list[str]:
        out = []
        for e, council in zip(events, councils_during(events, s.council)):
            for line in describe_events(s, [e], self.names, second_person_seat(self.names), [council]):
                if line != e.kind:          # kinds without words yet are left out, as at the table
                    out.append(line)
        return out

    def action_words(self, a) -> str:
        return action_words(a, self.names)

    def walk_refusal(self, refusal) -> str:
        # Worded as for the bottom seat, the chair the replay is watched from.
        return refusal_words(refusal, self.names, self.bottom)

    def show_position(self) -> None:
        self.model = self.fresh_model()
        self.dirty = False
        self.last_caption = ""

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
