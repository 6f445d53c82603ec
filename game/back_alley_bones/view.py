"""What one seat may see of a Back Alley Bones position: its own hand, its own face-down Side
Bet and Side Bet deck, what it sniffed or drew aside; every Point, token, character, won bet,
Grub total and the discard pile; the other hand, the decks and the other bet only by size or
by whether there is one. AI controllers receive views, never states.

Facts a table draws and words come from the engine, never re-derived by a screen: `previews`
says for each legal play what the Point would become and which special it would make."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.back_alley_bones.actions import PLAY, Action
from game.back_alley_bones.cards import LOCKDOWN_TOTALS, SEVEN, YO_LEVEN, is_luck, sorted_gamble
from game.back_alley_bones.state import (GAME_OVER, KEEP_PHASE, SNIFF_PHASE, BonesState, Pending, Point)


class Character(NamedTuple):
    name: str
    exhausted: bool
    crapped_out: bool


class Preview(NamedTuple):
    """A legal play's outcome: the Point's total after it and its special (lucky_seven,
    yo_leven, lockdown) or None; a Cheat that the opponent's Lookout may still counter says
    what it would do if it stays."""

    card: str
    point: int
    by: int
    total: int
    special: str | None


@dataclass(frozen=True)
class SeatView:
    seat: int
    round: int
    phase: str
    to_act: tuple[int, str] | None                # (seat, decision)
    acting: frozenset[int]                        # every seat that may act now
    dice: int                                     # the dice holder
    shooter: str | None
    turn: int
    factions: tuple[str, str]
    variants: frozenset[str]
    characters: tuple[tuple[Character, ...], tuple[Character, ...]]
    side_deck: tuple[int, ...]                    # this seat's Side Bet deck (less its face-down bet)
    side_bet: int | None                          # this seat's face-down bet
    side_bet_down: tuple[bool, bool]              # who has a face-down bet
    side_deck_sizes: tuple[int, int]
    won: tuple[tuple[int, ...], tuple[int, ...]]
    bets_exhausted: tuple[tuple[int, ...], tuple[int, ...]]
    points: tuple[Point, ...]
    pending: Pending | None                       # a Cheat waiting for the Lookout
    hand: tuple[str, ...]                         # sorted
    hand_sizes: tuple[int, int]
    gamble_deck_size: int
    gamble_discard: tuple[str, ...]               # sorted
    grub_deck_size: int
    grub: tuple[int, int]
    grub_won: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    aside: tuple[str, ...]                        # this seat's sniffed Grub cards / Stacked Draw
    legal: tuple[Action, ...]
    previews: tuple[Preview, ...]
    winners: tuple[int, ...]
    end_reason: str | None

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER


def gamble_face_up(p: BonesState | SeatView) -> Counter:
    """The Gamble cards face up on the table of a position or a view (every seat sees them):
    those on the Points, a pending Cheat, the cards set aside while a keep is chosen."""
    c: Counter = Counter()
    for point in p.points:
        c.update(card for card, _v, _w in point.cheats + point.lucks)
    if p.pending is not None:
        c[p.pending.card] += 1
    if p.phase == KEEP_PHASE:
        c.update(p.aside)
    return c


def special_of(seat: int, dice: int, card: str, total: int) -> str | None:
    """The special a card that stays would make (BACK_ALLEY_BONES.md §5)."""
    if total == YO_LEVEN:
        return "yo_leven"
    if is_luck(card) and total == SEVEN and seat == dice:
        return "lucky_seven"
    if is_luck(card) and total in LOCKDOWN_TOTALS and seat != dice:
        return "lockdown"
    return None


def previews(s: BonesState, seat: int, legal: tuple[Action, ...]) -> tuple[Preview, ...]:
    seen = {}
    for a in legal:
        if a.kind == PLAY and (a.card, a.point, a.by) not in seen:
            total = s.points[a.point].total + a.by
            seen[(a.card, a.point, a.by)] = Preview(a.card, a.point, a.by, total,
                                                    special_of(seat, s.dice, a.card, total))
    return tuple(seen.values())


def seat_view(s: BonesState, seat: int) -> SeatView:
    legal = tuple(s.legal_actions(seat))
    mine = s.phase in (SNIFF_PHASE, KEEP_PHASE) and s.turn == seat
    return SeatView(
        seat=seat, round=s.round, phase=s.phase, to_act=s.to_act(), acting=frozenset(s.waiting()),
        dice=s.dice, shooter=s.shooter, turn=s.turn, factions=s.factions, variants=s.variants,
        characters=tuple(tuple(Character(c, c in s.exhausted[i], c in s.crapped[i]) for c in s.rosters[i])
                         for i in (0, 1)),
        side_deck=tuple(sorted(s.side_decks[seat])), side_bet=s.chosen[seat],
        side_bet_down=tuple(c is not None for c in s.chosen),
        side_deck_sizes=tuple(len(d) for d in s.side_decks), won=s.won,
        bets_exhausted=tuple(tuple(sorted(b)) for b in s.bets_exhausted), points=s.points, pending=s.pending,
        hand=tuple(sorted_gamble(s.hands[seat])), hand_sizes=tuple(len(h) for h in s.hands),
        gamble_deck_size=len(s.gamble_deck), gamble_discard=tuple(sorted_gamble(s.discard)),
        grub_deck_size=len(s.grub_deck), grub=s.grub, grub_won=s.grub_won,
        aside=tuple(s.aside) if mine else (), legal=legal, previews=previews(s, seat, legal),
        winners=s.winners, end_reason=s.end_reason)


def view_from_data(data: Any) -> SeatView:
    """The SeatView `game.net.wire.to_plain(seat_view(...))` describes (what a client is sent);
    ValueError for data of the wrong shape."""
    from game.protocol import view_fields
    from game.back_alley_bones.actions import action_from_data
    out = view_fields(SeatView, data, action_from_data)
    try:
        out["variants"] = frozenset(data["variants"])
        out["characters"] = tuple(tuple(Character(**c) for c in seat) for seat in data["characters"])
        out["points"] = tuple(Point(**{k: v for k, v in p.items()} | {
            "cheats": tuple(tuple(c) for c in p["cheats"]), "lucks": tuple(tuple(c) for c in p["lucks"])})
            for p in data["points"])
        out["pending"] = None if data["pending"] is None else Pending(**data["pending"])
        out["previews"] = tuple(Preview(**p) for p in data["previews"])
        out["to_act"] = None if data["to_act"] is None else tuple(data["to_act"])
    except (TypeError, AttributeError, KeyError) as exc:
        raise ValueError(f"a view of the wrong shape: {exc}") from None
    return SeatView(**out)


__all__ = ["SeatView", "Character", "Preview", "seat_view", "view_from_data", "special_of"]
