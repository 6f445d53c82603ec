"""One position of Bugspiel and the rules that move it (the sequential game of BUGSPIEL.md
sections 3 and 4).

A `BugspielState` never changes: `apply_action` returns a new one with the events that happened.
Seats 0..n-1 act in turn, one action each; after every action the game may end. The board keeps
its tiles in label order and its slots tile by tile (a, b, c): `board.Layout` turns indices into
labels. Hands are kept sorted (ids ascending, bonus cards by string); markets in slot order (None
for an empty slot); decks top first; discards in arrival order.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.bugspiel import events as ev
from game.bugspiel.actions import ACTION_KINDS, BONUS, BUY_BONUS, BUY_BUG, BUYS, MOVE, PASS, PLAY, Action, Args
from game.bugspiel.board import AXES, SLOTS_PER_TILE, Layout, layout
from game.bugspiel.cards import parse_bonus, species
from game.bugspiel.data import GameData, game_data
from game.bugspiel.refusals import refuse
from game.bugspiel.scoring import anchor_matches, score_line
from game.protocol import IllegalAction, Refusal

TURN = "turn"                       # the one decision of a turn (section 8's `to_act`)
BUGS, BONUSES = "bugs", "bonuses"   # the two markets, as events name them
END_REASONS = ("passes", "bug_market", "bonus_market", "score")

Slot = tuple[int, int] | None       # (seat, species id) or empty


def slide(market: tuple, k: int, deck: tuple) -> tuple[tuple, tuple, Any, tuple, tuple]:
    """The market after slot `k` was bought (section 3): slot 7's card discarded unless it was
    bought, the rest toward slot 7 in order closing every gap, the empty top slots refilled from
    `deck`, its top card to the highest empty slot. (market, deck, discarded, slid, refilled)."""
    last = len(market) - 1
    discarded = market[last] if k != last else None
    keep = [(i, c) for i, c in enumerate(market) if i != k and not (k != last and i == last) and c is not None]
    out: list = [None] * len(market)
    slid = []
    for j, (i, c) in enumerate(keep):
        to = len(market) - len(keep) + j
        out[to] = c
        if to != i:
            slid.append((i, to))
    deck_left = list(deck)
    refilled = []
    for to in range(len(market) - len(keep) - 1, -1, -1):
        if not deck_left:
            break
        out[to] = deck_left.pop(0)
        refilled.append((to, out[to]))
    return tuple(out), tuple(deck_left), discarded, tuple(slid), tuple(refilled)


def _without(items: tuple, item: Any) -> tuple:
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _with(items: tuple, item: Any) -> tuple:
    return tuple(sorted(items + (item,)))


@dataclass(frozen=True)
class BugspielState:
    seed: int
    board: str
    players: int
    terrains: tuple[str, ...]                 # per tile, label order
    axes: tuple[str, ...]                     # per tile
    slots: tuple[Slot, ...]                   # per slot: 3 x tile + (a, b, c)
    bug_market: tuple[int | None, ...]        # slot 0 (the dearest) first
    bonus_market: tuple[str | None, ...]
    bug_deck: tuple[int, ...]                 # top first
    bonus_deck: tuple[str, ...]
    bug_discards: tuple[int, ...]             # arrival order
    bonus_discards: tuple[str, ...]
    bug_hands: tuple[tuple[int, ...], ...]    # per seat, sorted
    bonus_hands: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...]
    passes: int = 0                           # passes in a row
    turn: int = 0
    end_reason: str | None = None
    winners: tuple[int, ...] = ()

    # --- static facts -------------------------------------------------------------------------

    @property
    def data(self) -> GameData:
        return game_data()

    @property
    def layout(self) -> Layout:
        return layout(self.board)

    @property
    def game_over(self) -> bool:
        return self.end_reason is not None

    def to_act(self) -> tuple[int, str] | None:
        return None if self.game_over else (self.turn, TURN)

    def tile_of(self, slot: int) -> int:
        return slot // SLOTS_PER_TILE

    # --- the placement rule (section 3) --------------------------------------------------------

    def placement_refusal(self, seat: int, sid: int, dest: int) -> Refusal | None:
        """Why bug `sid` may not go to slot `dest` (terrain, then prey or occupied), or None."""
        bug = species(sid)
        tile = self.tile_of(dest)
        terrain = self.terrains[tile]
        if terrain not in bug.habitats:
            return refuse("cannot_live", seat, name=bug.name, card=sid, terrain=terrain,
                          tile=self.layout.labels[tile])
        occupant = self.slots[dest]
        to = self.layout.slot_label(dest)
        if bug.predator:
            if occupant is None or not species(occupant[1]).prey:
                return refuse("prey", seat, name=bug.name, card=sid, to=to)
        elif occupant is not None:
            return refuse("occupied", seat, to=to)
        return None

    # --- legality -------------------------------------------------------------------------------

    def _slot(self, label: Any, key: str) -> int | Refusal:
        try:
            return self.layout.slot_index(label)
        except ValueError:
            return refuse("malformed", None, key=key)

    def check_action(self, a: Any) -> Refusal | None:
        """None when `a` is legal now, else the first rule it breaks, in section 8's order."""
        if self.game_over:
            return refuse("game_over", None)
        if not isinstance(a, Action) or a.kind not in ACTION_KINDS:
            return refuse("malformed", None, key="action")
        seat = a.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            return refuse("malformed", None, key="seat")
        if seat != self.turn:
            return refuse("out_of_turn", seat, turn=self.turn)
        if a.kind in BUYS:
            return self._check_buy(a)
        if a.kind == PASS:
            return None
        to = self._slot(a.to, "to")
        if isinstance(to, Refusal):
            return to
        if a.rotate is not None and a.rotate not in AXES:
            return refuse("malformed", None, key="rotate")
        if a.kind == PLAY:
            if a.card not in self.bug_hands[seat]:
                return refuse("not_in_hand", seat, card=a.card)
            return self.placement_refusal(seat, a.card, to)
        if a.kind == MOVE:
            frm = self._slot(a.frm, "move")
            if isinstance(frm, Refusal):
                return frm
            return self._check_move(seat, frm, to)
        return self._check_bonus(seat, a.card, to)

    def _check_buy(self, a: Action) -> Refusal | None:
        market = self.bug_market if a.kind == BUY_BUG else self.bonus_market
        what = BUGS if a.kind == BUY_BUG else BONUSES
        k = a.market
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(market):
            return refuse("malformed", None, key=a.kind)
        if market[k] is None:
            return refuse("empty_market_slot", a.seat, slot=k, market=what)
        hand = self.bug_hands[a.seat] if a.kind == BUY_BUG else self.bonus_hands[a.seat]
        limit = self.data.bug_limit if a.kind == BUY_BUG else self.data.bonus_limit
        if len(hand) >= limit:
            return refuse("hand_limit", a.seat, limit=limit, market=what)
        return None

    def _own_bug_refusal(self, seat: int, at: int) -> Refusal | None:
        """Why the bug in slot `at` is not `seat`'s to fly or to give a bonus: no bug there, or
        another seat's."""
        here = self.slots[at]
        if here is None:
            return refuse("no_bug", seat, slot=self.layout.slot_label(at))
        if here[0] != seat:
            return refuse("not_your_bug", seat, slot=self.layout.slot_label(at), owner=here[0])
        return None

    def _check_move(self, seat: int, frm: int, to: int) -> Refusal | None:
        if (refusal := self._own_bug_refusal(seat, frm)) is not None:
            return refusal
        sid = self.slots[frm][1]
        bug = species(sid)
        if not bug.flying:
            return refuse("cannot_fly", seat, name=bug.name, card=bug.id)
        if frm == to:
            return refuse("same_slot", seat, slot=self.layout.slot_label(frm))
        return self.placement_refusal(seat, sid, to)

    def _check_bonus(self, seat: int, card: Any, to: int) -> Refusal | None:
        if card not in self.bonus_hands[seat]:
            return refuse("not_in_hand", seat, card=card)
        if (refusal := self._own_bug_refusal(seat, to)) is not None:
            return refusal
        sid = self.slots[to][1]
        if not anchor_matches(card, sid):
            return refuse("neither_half", seat, name=species(sid).name, card=card, slot=self.layout.slot_label(to))
        return None

    def _open_slots(self) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
        """(empty slots, slots holding prey) by terrain, in slot order: where a bug may go."""
        empty: dict[str, list[int]] = {}
        prey: dict[str, list[int]] = {}
        for i, here in enumerate(self.slots):
            terrain = self.terrains[i // SLOTS_PER_TILE]
            if here is None:
                empty.setdefault(terrain, []).append(i)
            elif species(here[1]).prey:
                prey.setdefault(terrain, []).append(i)
        return empty, prey

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of `seat` (default: the seat to act); [] when it may not act. A play
        or move is listed unrotated and with each axis that would turn its tile."""
        if self.game_over:
            return []
        seat = self.turn if seat is None else seat
        if seat != self.turn:
            return []
        lay = self.layout
        labels = lay.slot_labels
        out: list[Action] = []
        if len(self.bug_hands[seat]) < self.data.bug_limit:
            out += [Action(BUY_BUG, seat, Args(k)) for k, c in enumerate(self.bug_market) if c is not None]
        if len(self.bonus_hands[seat]) < self.data.bonus_limit:
            out += [Action(BUY_BONUS, seat, Args(k)) for k, c in enumerate(self.bonus_market) if c is not None]
        empty, prey = self._open_slots()

        def places(bug: Any) -> list[int]:
            where = prey if bug.predator else empty
            return sorted(i for t in bug.habitats for i in where.get(t, ()))

        turns = {axis: [x for x in AXES if x != axis] for axis in AXES}
        for sid in self.bug_hands[seat]:
            for dest in places(species(sid)):
                to = labels[dest]
                out.append(Action(PLAY, seat, Args(None, sid, None, to)))
                out += [Action(PLAY, seat, Args(None, sid, None, to, x))
                        for x in turns[self.axes[dest // SLOTS_PER_TILE]]]
        mine = [(i, here[1]) for i, here in enumerate(self.slots) if here is not None and here[0] == seat]
        for frm, sid in mine:
            bug = species(sid)
            if not bug.flying:
                continue
            for dest in places(bug):
                if dest != frm:
                    to = labels[dest]
                    out.append(Action(MOVE, seat, Args(None, None, labels[frm], to)))
                    out += [Action(MOVE, seat, Args(None, None, labels[frm], to, x))
                            for x in turns[self.axes[dest // SLOTS_PER_TILE]]]
        for card in sorted(set(self.bonus_hands[seat])):
            out += [Action(BONUS, seat, Args(None, card, None, labels[i]))
                    for i, sid in mine if anchor_matches(card, sid)]
        out.append(Action(PASS, seat))
        return out

    # --- moving the game ----------------------------------------------------------------------

    def apply_action(self, a: Action) -> tuple["BugspielState", list[Any]]:
        refusal = self.check_action(a)
        if refusal is not None:
            raise IllegalAction(refusal, a)
        # Each kind says what it changes; the position after is made once (with the turn passed
        # and the passes in a row counted).
        if a.kind in BUYS:
            changes, events = self._buy(a)
        elif a.kind == PASS:
            changes, events = {}, [ev.Passed(a.seat, self.passes + 1)]
        elif a.kind == BONUS:
            changes, events = self._bonus(a)
        else:
            changes, events = self._place(a)
        s = replace(self, **changes, passes=self.passes + 1 if a.kind == PASS else 0,
                    turn=(self.turn + 1) % self.players)
        return s._ended(events)

    def _buy(self, a: Action) -> tuple[dict[str, Any], list[Any]]:
        seat, k = a.seat, a.market
        price = self.data.prices[k]
        scores = list(self.scores)
        scores[seat] -= price
        if a.kind == BUY_BUG:
            card = self.bug_market[k]
            market, deck, discarded, slid, refilled = slide(self.bug_market, k, self.bug_deck)
            hands = list(self.bug_hands)
            hands[seat] = _with(hands[seat], card)
            changes = {"bug_market": market, "bug_deck": deck, "bug_hands": tuple(hands), "scores": tuple(scores),
                       "bug_discards": self.bug_discards + ((discarded,) if discarded is not None else ())}
            what = BUGS
        else:
            card = self.bonus_market[k]
            market, deck, discarded, slid, refilled = slide(self.bonus_market, k, self.bonus_deck)
            hands = list(self.bonus_hands)
            hands[seat] = _with(hands[seat], card)
            changes = {"bonus_market": market, "bonus_deck": deck, "bonus_hands": tuple(hands),
                       "scores": tuple(scores),
                       "bonus_discards": self.bonus_discards + ((discarded,) if discarded is not None else ())}
            what = BONUSES
        return changes, [ev.CardBought(seat, what, k, card, price, scores[seat], discarded, slid, refilled)]

    def _place(self, a: Action) -> tuple[dict[str, Any], list[Any]]:
        seat = a.seat
        lay = self.layout
        dest = lay.slot_index(a.to)
        slots = list(self.slots)
        scores = list(self.scores)
        hands = list(self.bug_hands)
        if a.kind == PLAY:
            sid, frm = a.card, None
            hands[seat] = _without(hands[seat], sid)
            points = species(sid).points
            scores[seat] += points
        else:
            frm = lay.slot_index(a.frm)
            sid, points = slots[frm][1], 0
            slots[frm] = None
        eaten = slots[dest]
        slots[dest] = (seat, sid)
        events: list[Any] = [ev.BugPlaced(seat, sid, a.to, points, a.frm, eaten[1] if eaten else None,
                                          eaten[0] if eaten else None)]
        axes = self.axes
        tile = self.tile_of(dest)
        if a.rotate is not None and a.rotate != axes[tile]:
            events.append(ev.TileRotated(lay.labels[tile], axes[tile], a.rotate))
            axes = axes[:tile] + (a.rotate,) + axes[tile + 1:]
        changes = {"slots": tuple(slots), "scores": tuple(scores), "bug_hands": tuple(hands), "axes": axes,
                   "bug_discards": self.bug_discards + ((eaten[1],) if eaten else ())}
        return changes, events

    def _bonus(self, a: Action) -> tuple[dict[str, Any], list[Any]]:
        seat = a.seat
        line = self.bonus_score(a.card, self.layout.slot_index(a.to))
        scores = tuple(x + g for x, g in zip(self.scores, line.gains))
        hands = list(self.bonus_hands)
        hands[seat] = _without(hands[seat], a.card)
        changes = {"scores": scores, "bonus_hands": tuple(hands), "bonus_discards": self.bonus_discards + (a.card,)}
        return changes, [ev.BonusCashed(seat, line, scores)]

    def bonus_score(self, card: str, anchor: int) -> ev.LineScore:
        """What cashing `card` on slot `anchor` would give every seat now (section 3.1)."""
        return score_line(self.layout, self.axes, self.slots, anchor, card, self.players)

    def end_reason_now(self) -> str | None:
        """Section 4, in its order: passes, bug_market, bonus_market, score."""
        if self.passes >= self.players:
            return "passes"
        if self.bug_market[0] is None:
            return "bug_market"
        if self.bonus_market[0] is None:
            return "bonus_market"
        if max(self.scores) >= self.layout.winning_score:
            return "score"
        return None

    def _ended(self, events: list[Any]) -> tuple["BugspielState", list[Any]]:
        reason = self.end_reason_now()
        if reason is None:
            return self, events
        best = max(self.scores)
        winner = self.scores.index(best)          # a tie goes to the lowest seat (decision 17)
        s = replace(self, end_reason=reason, winners=(winner,))
        return s, events + [ev.GameEnded(reason, self.scores, (winner,))]

    # --- data -----------------------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        return {"seed": self.seed, "board": self.board, "players": self.players, "terrains": list(self.terrains),
                "axes": list(self.axes), "slots": [None if x is None else list(x) for x in self.slots],
                "bug_market": list(self.bug_market), "bonus_market": list(self.bonus_market),
                "bug_deck": list(self.bug_deck), "bonus_deck": list(self.bonus_deck),
                "bug_discards": list(self.bug_discards), "bonus_discards": list(self.bonus_discards),
                "bug_hands": [list(h) for h in self.bug_hands], "bonus_hands": [list(h) for h in self.bonus_hands],
                "scores": list(self.scores), "passes": self.passes, "turn": self.turn,
                "end_reason": self.end_reason, "winners": list(self.winners)}

    @staticmethod
    def from_data(d: Any) -> "BugspielState":
        """The position `to_data` wrote; ValueError for data of the wrong shape (checked by the
        invariants, so a hand-edited save cannot hold a card twice)."""
        from game.bugspiel.invariants import check_state
        try:
            s = BugspielState(
                seed=int(d["seed"]), board=str(d["board"]), players=int(d["players"]),
                terrains=tuple(map(str, d["terrains"])), axes=tuple(map(str, d["axes"])),
                slots=tuple(None if x is None else (int(x[0]), int(x[1])) for x in d["slots"]),
                bug_market=tuple(None if c is None else int(c) for c in d["bug_market"]),
                bonus_market=tuple(None if c is None else parse_bonus(c) for c in d["bonus_market"]),
                bug_deck=tuple(map(int, d["bug_deck"])), bonus_deck=tuple(map(parse_bonus, d["bonus_deck"])),
                bug_discards=tuple(map(int, d["bug_discards"])),
                bonus_discards=tuple(map(parse_bonus, d["bonus_discards"])),
                bug_hands=tuple(tuple(sorted(map(int, h))) for h in d["bug_hands"]),
                bonus_hands=tuple(tuple(sorted(map(parse_bonus, h))) for h in d["bonus_hands"]),
                scores=tuple(map(int, d["scores"])), passes=int(d["passes"]), turn=int(d["turn"]),
                end_reason=d["end_reason"], winners=tuple(map(int, d["winners"])))
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"a Bugspiel position of the wrong shape: {exc}") from None
        problems = check_state(s, habitats=False)
        if problems:
            raise ValueError(f"a Bugspiel position that breaks the rules: {problems[0]}")
        return s


__all__ = ["BugspielState", "slide", "TURN", "BUGS", "BONUSES", "END_REASONS"]
