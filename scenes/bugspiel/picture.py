"""What the Bugspiel table shows (`Picture`): a seat's view, copied so the beats of the engine's
events can change it one event at a time while they play (a card slides to a cheaper market
slot, a bug lands on its slot, a tile turns its axis, the scores rise); once they have played,
the table takes a fresh picture of the engine's view again. Hands and markets are open in this
game, so every picture shows every hand; a card's species facts are the config table's
(`game.bugspiel.cards.species`). Pure data: no drawing, no rules."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Picture:
    seat: int
    shown: bool                                  # a person's seat is on screen (not the curtain)
    players: int
    tiles: list[list]                            # per tile: [label, q, r, terrain, axis, [slot a, b, c]]
    bug_market: list
    bonus_market: list
    prices: tuple[int, ...]
    bug_deck_size: int
    bonus_deck_size: int
    bug_discards: int
    bonus_discards: int
    bug_hands: list[list[int]]
    bonus_hands: list[list[str]]
    scores: list[int]
    winning_score: int
    game_over: bool
    hidden: set = field(default_factory=set)     # ("bugs"|"bonuses", slot) or a slot label: in flight

    @classmethod
    def from_view(cls, v, shown: bool = True) -> "Picture":
        return cls(seat=v.seat, shown=shown, players=v.players,
                   tiles=[[t.label, t.q, t.r, t.terrain, t.axis, list(t.slots)] for t in v.tiles],
                   bug_market=list(v.bug_market), bonus_market=list(v.bonus_market), prices=tuple(v.prices),
                   bug_deck_size=v.bug_deck_size, bonus_deck_size=v.bonus_deck_size,
                   bug_discards=len(v.bug_discards), bonus_discards=len(v.bonus_discards),
                   bug_hands=[list(h) for h in v.bug_hands], bonus_hands=[list(h) for h in v.bonus_hands],
                   scores=list(v.scores), winning_score=v.winning_score, game_over=v.game_over)

    def tile(self, label: str) -> list:
        return next(t for t in self.tiles if t[0] == label)

    def slot(self, label: str):
        """The (seat, species) on slot `label` (B2a), or None."""
        return self.tile(label[:-1])[5]["abc".index(label[-1])]

    def set_slot(self, label: str, value) -> None:
        self.tile(label[:-1])[5]["abc".index(label[-1])] = value

    def axes(self) -> tuple[str, ...]:
        return tuple(t[4] for t in self.tiles)

    def occupied(self) -> tuple[bool, ...]:
        return tuple(any(x is not None for x in t[5]) for t in self.tiles)
