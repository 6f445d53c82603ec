"""What one seat may see of a Bugspiel position: everything but the decks' cards (BUGSPIEL.md
section 1: hands are open; the decks are face down, seen by their sizes). AI controllers receive
views, never states.

Facts a table draws come from the engine, never re-derived by a screen: the tiles with their
axial coordinates, terrains, axes and slots; the legal actions; and for a legal bonus play the
line it would score, every seat's gain and the bugs counted (`preview`: the bonus preview, the
engine's `score_line` over the view's own board, computed when asked). A species' facts are the
config table's (`game.bugspiel.cards.species(id)`), which every seat has: the view names cards by
id only (`species` lists those in sight), so what a seat is sent stays small however long the
discard piles grow."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from game.bugspiel.actions import BONUS, Action
from game.bugspiel.board import SLOTS_PER_TILE, layout
from game.bugspiel.cards import species
from game.bugspiel.data import Species
from game.bugspiel.events import LineScore
from game.bugspiel.scoring import score_line
from game.bugspiel.state import BugspielState


class TileView(NamedTuple):
    label: str                                   # B2
    q: int                                       # axial; its centre: game.bugspiel.board.centre(q, r)
    r: int
    terrain: str
    axis: str                                    # ns | ne | nw
    slots: tuple[tuple[int, int] | None, ...]    # a, b, c: (seat, species id) or None


@dataclass(frozen=True)
class SeatView:
    seat: int
    board: str                                   # small | large
    players: int
    to_act: tuple[int, str] | None               # (seat, "turn"), None once over
    acting: frozenset[int]
    turn: int
    passes: int                                  # passes in a row (the game ends at `players`)
    tiles: tuple[TileView, ...]                  # label order
    bug_market: tuple[int | None, ...]           # slot 0 first
    bonus_market: tuple[str | None, ...]
    prices: tuple[int, ...]                      # per market slot
    bug_deck_size: int
    bonus_deck_size: int
    bug_discards: tuple[int, ...]                # sorted
    bonus_discards: tuple[str, ...]
    bug_hands: tuple[tuple[int, ...], ...]       # every seat's (hands are open), sorted
    bonus_hands: tuple[tuple[str, ...], ...]
    hand_limits: tuple[int, int]                 # bugs, bonuses
    scores: tuple[int, ...]
    winning_score: int
    legal: tuple[Action, ...]
    end_reason: str | None
    winners: tuple[int, ...]
    # Times this seat faced this very position at its turn before (its memory: the game's
    # `view`; game/bugspiel/repetition.py); 0 from `seat_view` alone.
    repeats: int = 0

    @property
    def game_over(self) -> bool:
        return self.end_reason is not None

    def visible_ids(self) -> tuple[int, ...]:
        """Every bug card in sight (markets, discards, hands, board), sorted: all but the deck's."""
        ids = {c for c in self.bug_market if c is not None} | set(self.bug_discards)
        ids |= {c for h in self.bug_hands for c in h}
        ids |= {x[1] for t in self.tiles for x in t.slots if x is not None}
        return tuple(sorted(ids))

    @property
    def species(self) -> tuple[Species, ...]:
        """The facts of every bug card in sight, by id (the config table's)."""
        return tuple(species(i) for i in self.visible_ids())

    def card(self, sid: int) -> Species:
        """The facts of a visible bug card (KeyError: not in sight)."""
        if sid not in self.visible_ids():
            raise KeyError(sid)
        return species(sid)

    @property
    def bonus_previews(self) -> tuple[LineScore, ...]:
        """The bonus preview of every legal bonus play, in the order of `legal`."""
        return tuple(self.preview(a.card, a.to) for a in self.legal if a.kind == BONUS)

    def preview(self, card: str, anchor: str) -> LineScore | None:
        """The bonus preview of playing `card` on slot `anchor` (None: not a legal bonus play):
        what the engine's `score_line` gives every seat on this board."""
        if not any(a.kind == BONUS and a.card == card and a.to == anchor for a in self.legal):
            return None
        lay = layout(self.board)
        slots = tuple(x for t in self.tiles for x in t.slots)
        return score_line(lay, tuple(t.axis for t in self.tiles), slots, lay.slot_index(anchor), card, self.players)


def tiles_of(s: BugspielState) -> tuple[TileView, ...]:
    lay = s.layout
    out = []
    for t, label in enumerate(lay.labels):
        q, r = lay.coords[t]
        out.append(TileView(label, q, r, s.terrains[t], s.axes[t],
                            s.slots[t * SLOTS_PER_TILE:(t + 1) * SLOTS_PER_TILE]))
    return tuple(out)


def seat_view(s: BugspielState, seat: int) -> SeatView:
    lay = s.layout
    return SeatView(
        seat=seat, board=s.board, players=s.players, to_act=s.to_act(),
        acting=frozenset() if s.game_over else frozenset({s.turn}), turn=s.turn, passes=s.passes,
        tiles=tiles_of(s), bug_market=s.bug_market, bonus_market=s.bonus_market, prices=s.data.prices,
        bug_deck_size=len(s.bug_deck), bonus_deck_size=len(s.bonus_deck),
        bug_discards=tuple(sorted(s.bug_discards)), bonus_discards=tuple(sorted(s.bonus_discards)),
        bug_hands=s.bug_hands, bonus_hands=s.bonus_hands, hand_limits=(s.data.bug_limit, s.data.bonus_limit),
        scores=s.scores, winning_score=lay.winning_score, legal=tuple(s.legal_actions(seat)),
        end_reason=s.end_reason, winners=s.winners)


def view_from_data(data: Any) -> SeatView:
    """The SeatView `game.net.wire.to_plain(seat_view(...))` describes (what a client is sent);
    ValueError for data of the wrong shape."""
    from game.bugspiel.actions import action_from_data
    from game.protocol import view_fields
    out = view_fields(SeatView, data, action_from_data)
    try:
        out["to_act"] = None if data["to_act"] is None else tuple(data["to_act"])
        out["tiles"] = tuple(TileView(**{**t, "slots": tuple(None if x is None else tuple(x) for x in t["slots"])})
                             for t in data["tiles"])
    except (TypeError, AttributeError, KeyError) as exc:
        raise ValueError(f"a view of the wrong shape: {exc}") from None
    return SeatView(**out)


__all__ = ["SeatView", "TileView", "seat_view", "view_from_data"]
