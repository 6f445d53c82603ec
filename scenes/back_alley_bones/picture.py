"""What the Back Alley Bones table shows (`Picture`): a seat's view, copied so the beats of
the engine's events can change it one event at a time while they play (a card lands on its
Point, a character flips, a Grub total rises); once they have played, the table takes a fresh
picture of the engine's view again. Pure data: no drawing, no rules."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.back_alley_bones.state import Point


@dataclass
class Picture:
    seat: int                                    # whose view it is
    shown: bool                                  # that seat's hand and bet are on screen
    round: int
    phase: str
    dice: int
    shooter: str | None
    factions: tuple[str, str]
    characters: list[list[list]]                 # per seat: [name, exhausted, crapped_out]
    points: list[Point]
    pending: object | None
    hand: list[str]
    hand_sizes: list[int]
    side_bet: int | None                         # the shown seat's face-down bet
    side_bet_down: list[bool]
    side_deck_sizes: list[int]
    won: list[tuple[int, ...]]
    bets_exhausted: list[tuple[int, ...]]
    gamble_deck_size: int
    discard_size: int
    grub_deck_size: int
    grub: list[int]
    grub_won: list[tuple]
    aside: tuple[str, ...]
    revealed: tuple | None = None                # the Side Bets just turned up, until the clean-up
    open_bets: tuple | None = None               # the replay's: every face-down bet, open
    open_hands: tuple | None = None              # the replay's: every hand, open
    hidden: set = field(default_factory=set)     # (point, kind, index) of cards in flight

    @classmethod
    def from_view(cls, v, shown: bool = True) -> "Picture":
        return cls(seat=v.seat, shown=shown, round=v.round, phase=v.phase, dice=v.dice, shooter=v.shooter,
                   factions=tuple(v.factions),
                   characters=[[[c.name, c.exhausted, c.crapped_out] for c in seat] for seat in v.characters],
                   points=list(v.points), pending=v.pending, hand=list(v.hand) if shown else [],
                   hand_sizes=list(v.hand_sizes), side_bet=v.side_bet if shown else None,
                   side_bet_down=list(v.side_bet_down), side_deck_sizes=list(v.side_deck_sizes),
                   won=list(v.won), bets_exhausted=list(v.bets_exhausted), gamble_deck_size=v.gamble_deck_size,
                   discard_size=len(v.gamble_discard), grub_deck_size=v.grub_deck_size, grub=list(v.grub),
                   grub_won=list(v.grub_won), aside=tuple(v.aside) if shown else ())

    def bet_seen(self, seat: int) -> int | None:
        """`seat`'s face-down bet as the picture may show it: your own, a revealed one, or (replay) any."""
        if self.open_bets is not None:
            return self.open_bets[seat]
        if self.revealed is not None:
            return self.revealed[seat]
        return self.side_bet if self.shown and seat == self.seat else None

    def character(self, seat: int, name: str) -> list | None:
        return next((c for c in self.characters[seat] if c[0] == name), None)
