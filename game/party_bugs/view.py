"""What one seat may see of a Party Bugs position: its own hand and face-down card, every
display, the dance floor, deck sizes, and this round's plays only once revealed. AI controllers
receive views, never states."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.party_bugs.cards import Card
from game.party_bugs.state import GAME_OVER, Action, PartyState


@dataclass(frozen=True)
class SeatView:
    seat: int
    players: int
    round: int
    final_round: int
    phase: str
    host: int
    hand: tuple[Card, ...]
    my_face_down: Card | None
    floor: tuple[Card, ...]
    displays: tuple[tuple[Card, ...], ...]         # face-up cards, Roachy's last
    face_down_held: tuple[bool, ...]               # who has a face-down card (not its value)
    deck_sizes: tuple[int, ...]
    plays: tuple[tuple[int, Card], ...]            # this round's plays once revealed
    chosen: tuple[bool, ...]                       # who has chosen this round
    take_order: tuple[int, ...]
    visible_scores: tuple[int, ...]                # face-up totals (own face-down card added)
    legal: tuple[Action, ...]                      # this seat's legal actions now
    mirror: int | None
    boxed: tuple[Card, ...]
    my_play: Card | None                           # this seat's own secret play, if made
    hand_sizes: tuple[int, ...]
    variants: frozenset[str]
    game: int
    totals: tuple[int, ...]
    hidden_ready: tuple[bool, ...]
    # Public facts a table draws and words (the engine's answers, not re-derived by a screen):
    to_act: tuple[int, str] | None = None          # (seat, decision): the lowest seat still to act
    acting: frozenset[int] = frozenset()           # every seat that may act now
    games: int = 1                                 # games in this match (a series: one per player)

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER


def seat_view(s: PartyState, seat: int) -> SeatView:
    face_up = tuple(sum(c & 15 for c in d) for d in s.displays)
    mine = s.face_down[seat]
    return SeatView(
        seat=seat, players=s.players, round=s.round, final_round=s.final_round, phase=s.phase,
        host=s.host, hand=tuple(sorted(s.hands[seat])), my_face_down=mine, floor=tuple(s.floor),
        displays=s.displays, face_down_held=tuple(c is not None for c in s.face_down),
        deck_sizes=tuple(len(d) for d in s.decks),
        plays=tuple((i, c) for i, c in enumerate(s.chosen)) if s.revealed else (),
        chosen=tuple(c is not None for c in s.chosen), take_order=s.take_order,
        visible_scores=tuple(v + ((mine & 15) if i == seat and mine is not None else 0)
                             for i, v in enumerate(face_up)),
        legal=tuple(s.legal_actions(seat)), mirror=s.mirror, boxed=s.boxed, my_play=s.chosen[seat],
        hand_sizes=tuple(len(h) for h in s.hands), variants=s.variants, game=s.game, totals=s.totals,
        hidden_ready=s.hidden_ready, to_act=s.to_act(), acting=frozenset(s.waiting()), games=s.games)


def view_from_data(data: Any) -> SeatView:
    """The SeatView `game.net.wire.to_plain(seat_view(...))` describes (what a client is sent);
    ValueError for data of the wrong shape."""
    from game.party_bugs.definition import GAME
    from game.protocol import view_fields
    out = view_fields(SeatView, data, GAME.action_from_data)
    out["variants"] = frozenset(data["variants"])
    return SeatView(**out)


__all__ = ["SeatView", "seat_view", "view_from_data"]
