"""One position of Back Alley Bones and the rules that move it (the demo rulebook, settled by
BACK_ALLEY_BONES.md §2-§9).

A `BonesState` never changes: `apply_action` returns a new one with the events that happened.
Seats 0 and 1. The dice holder (`dice`) is the seat whose character carries the dice token; the
other is the defender.

Phases: [crew (full_crew: each keeps 3 of 4)] -> shooter (the dice holder picks her Shooter;
skipped while the Shooter who made a 7 stays) -> side_bet (both, secretly) -> play (turns,
the dice holder first; `react` pauses a Cheat for the opponent's Lookout; `sniff` / `keep` are
the second half of a sniff or a Stacked Draw) -> results at once -> the next round ... ->
game_over. Chance comes only from `random.Random` seeded with strings derived from the seed.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, fields
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any, Iterable, NamedTuple

from game.back_alley_bones.actions import (ABILITIES, ACTION_KINDS, BURN, CREW, DRAW, FIX, KEEP, PASS, PLAY,
                                           PUT, REACT, SHOOTER, SIDE_BET, SIZZLER, SNIFF, STACKED_DRAW,
                                           STACKED_FIX, STACKED_SNIFF, Action, act)
from game.back_alley_bones.cards import (CHARACTERS, GAMBLE, HIGH, LOW, grub_values, is_cheat, is_luck,
                                         remove_one, sorted_gamble, strength)
from game.back_alley_bones.data import GameData, game_data
from game.back_alley_bones.refusals import refuse
from game.protocol import IllegalAction, Refusal

FOUR_TEN, FULL_CREW = "four_ten", "full_crew"
VARIANTS = (FOUR_TEN, FULL_CREW)
CREW_PHASE, SHOOTER_PHASE, SIDE_BET_PHASE, PLAY_PHASE, REACT_PHASE = "crew", "shooter", "side_bet", "play", "react"
SNIFF_PHASE, KEEP_PHASE, GAME_OVER = "sniff", "keep", "game_over"
PHASES = (CREW_PHASE, SHOOTER_PHASE, SIDE_BET_PHASE, PLAY_PHASE, REACT_PHASE, SNIFF_PHASE, KEEP_PHASE, GAME_OVER)
# What each phase waits for (the `to_act` decision) and the actions it takes.
KINDS_OF_PHASE = {CREW_PHASE: (CREW,), SHOOTER_PHASE: (SHOOTER,), SIDE_BET_PHASE: (SIDE_BET,),
                  PLAY_PHASE: (PLAY, BURN, PASS, *ABILITIES), REACT_PHASE: (REACT,), SNIFF_PHASE: (PUT,),
                  KEEP_PHASE: (KEEP,)}
DRAW_PAIR, SNIFF_PAIR, FIX_PAIR = (5, 9), (6, 8), (4, 10)
SIMULTANEOUS = (CREW_PHASE, SIDE_BET_PHASE)


class Point(NamedTuple):
    """A revealed Point card and what is on it. `cheats` / `lucks`: (card, signed value, seat)
    in play order."""

    card: int
    cheats: tuple[tuple[str, int, int], ...] = ()
    lucks: tuple[tuple[str, int, int], ...] = ()
    decoy: bool = False
    lookout: bool = False
    locked: bool = False

    @property
    def total(self) -> int:
        return self.card + sum(v for _c, v, _s in self.cheats) + sum(v for _c, v, _s in self.lucks)

    def to_data(self) -> dict[str, Any]:
        return {"card": self.card, "cheats": [list(c) for c in self.cheats], "lucks": [list(c) for c in self.lucks],
                "decoy": self.decoy, "lookout": self.lookout, "locked": self.locked}

    @staticmethod
    def from_data(d: Any) -> "Point":
        return Point(int(d["card"]), tuple((str(c), int(v), int(s)) for c, v, s in d["cheats"]),
                     tuple((str(c), int(v), int(s)) for c, v, s in d["lucks"]), bool(d["decoy"]),
                     bool(d["lookout"]), bool(d["locked"]))


class Pending(NamedTuple):
    """A Cheat played without a Decoy, out of the hand, waiting for the opponent's reaction."""

    seat: int
    card: str
    point: int
    by: int


@dataclass(frozen=True)
class BonesState:
    seed: int
    variants: frozenset[str]
    round: int
    phase: str
    dice: int                                       # the dice holder
    shooter: str | None
    turn: int                                       # play/react/sniff/keep: whose turn it is
    factions: tuple[str, str]
    rosters: tuple[tuple[str, ...], tuple[str, ...]]   # crew phase: those offered
    crew_done: tuple[bool, bool]
    crapped: tuple[tuple[str, ...], tuple[str, ...]]
    exhausted: tuple[tuple[str, ...], tuple[str, ...]]     # characters
    bets_exhausted: tuple[tuple[int, ...], tuple[int, ...]]
    side_decks: tuple[tuple[int, ...], tuple[int, ...]]    # less the face-down and won bets
    chosen: tuple[int | None, int | None]           # this round's face-down Side Bets
    won: tuple[tuple[int, ...], tuple[int, ...]]
    points: tuple[Point, ...]
    pending: Pending | None
    hands: tuple[tuple[str, ...], tuple[str, ...]]   # in arrival order
    gamble_deck: tuple[str, ...]                    # top first
    discard: tuple[str, ...]
    grub_deck: tuple[str, ...]                      # top first
    grub_won: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    point_reveals: tuple[tuple[int, ...], ...] = ()  # the coming rounds' reveals fixed by a file
    reshuffles: int = 0
    aside: tuple[str, ...] = ()                     # sniff: Grub cards looked at; keep: Gamble cards drawn
    winners: tuple[int, ...] = ()
    end_reason: str | None = None

    # --- static facts -----------------------------------------------------------------------

    @property
    def data(self) -> GameData:
        return game_data()

    @property
    def defender(self) -> int:
        return 1 - self.dice

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def grub(self) -> tuple[int, int]:
        return tuple(sum(v for _c, v in won) for won in self.grub_won)

    @property
    def scores(self) -> tuple[int, ...]:
        return self.grub

    def has_character_left(self, seat: int) -> bool:
        return any(c not in self.crapped[seat] for c in self.rosters[seat])

    def ready(self, seat: int, character: str) -> bool:
        """Whether `seat` may use `character`'s ability now: hers, not exhausted, and not crapped
        out unless a crapped-out character keeps his ability (the data's rule)."""
        return (character in self.rosters[seat] and character not in self.exhausted[seat]
                and (character not in self.crapped[seat] or self.data.crapped_out_keeps_ability))

    def bet_ready(self, seat: int, bet: int) -> bool:
        return bet in self.won[seat] and bet not in self.bets_exhausted[seat]

    def can_draw(self) -> bool:
        return bool(self.gamble_deck or self.discard)

    def can_react(self, seat: int) -> bool:
        """`seat` (the cheater's opponent) has a ready Lookout, or a ready Flex and a card in hand."""
        return self.ready(seat, "lookout") or (self.ready(seat, "flex") and bool(self.hands[seat]))

    # --- data ---------------------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name == "variants":
                v = sorted(v)
            elif f.name == "points":
                v = [p.to_data() for p in v]
            elif f.name == "pending":
                v = None if v is None else list(v)
            out[f.name] = _plain(v)
        return out

    @staticmethod
    def from_data(d: Any) -> "BonesState":
        pairs = lambda x: tuple(tuple(y) for y in x)    # noqa: E731
        won = tuple(tuple((str(c), int(v)) for c, v in seat) for seat in d["grub_won"])
        return BonesState(
            seed=int(d["seed"]), variants=frozenset(d["variants"]), round=int(d["round"]), phase=str(d["phase"]),
            dice=int(d["dice"]), shooter=d["shooter"], turn=int(d["turn"]), factions=tuple(d["factions"]),
            rosters=pairs(d["rosters"]), crew_done=tuple(bool(x) for x in d["crew_done"]),
            crapped=pairs(d["crapped"]), exhausted=pairs(d["exhausted"]), bets_exhausted=pairs(d["bets_exhausted"]),
            side_decks=pairs(d["side_decks"]), chosen=tuple(d["chosen"]), won=pairs(d["won"]),
            points=tuple(Point.from_data(p) for p in d["points"]),
            pending=None if d["pending"] is None else Pending(*d["pending"]), hands=pairs(d["hands"]),
            gamble_deck=tuple(d["gamble_deck"]), discard=tuple(d["discard"]), grub_deck=tuple(d["grub_deck"]),
            grub_won=won, point_reveals=pairs(d["point_reveals"]), reshuffles=int(d["reshuffles"]),
            aside=tuple(d["aside"]), winners=tuple(d["winners"]), end_reason=d["end_reason"])

    # --- whose turn ---------------------------------------------------------------------------

    def waiting(self) -> tuple[int, ...]:
        """Every seat that may act now (the simultaneous choices: all still to choose)."""
        p = self.phase
        if p == CREW_PHASE:
            return tuple(s for s in (0, 1) if not self.crew_done[s])
        if p == SIDE_BET_PHASE:
            return tuple(s for s in (0, 1) if self.chosen[s] is None and self.side_decks[s])
        if p == SHOOTER_PHASE:
            return (self.dice,)
        if p == REACT_PHASE:
            return (1 - self.turn,)
        if p == GAME_OVER:
            return ()
        return (self.turn,)

    def to_act(self) -> tuple[int, str] | None:
        """(seat, decision); in the simultaneous choices the lowest seat still to choose."""
        who = self.waiting()
        return (who[0], self.phase) if who else None

    # --- legal actions ------------------------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seats = self.waiting() if seat is None else [s for s in self.waiting() if s == seat]
        out: list[Action] = []
        for s in seats:
            out += self._legal(s)
        return out

    def _legal(self, s: int) -> list[Action]:
        p = self.phase
        if p == CREW_PHASE:
            return [act(CREW, s, cards=c) for c in combinations(self.rosters[s], 3)]
        if p == SHOOTER_PHASE:
            return [act(SHOOTER, s, character=c) for c in self.rosters[s] if c not in self.crapped[s]]
        if p == SIDE_BET_PHASE:
            return [act(SIDE_BET, s, bet=b) for b in self.side_decks[s]]
        if p == REACT_PHASE:
            out = [act(REACT, s)]
            if self.ready(s, "lookout"):
                out.append(act(REACT, s, character="lookout"))
            if self.ready(s, "flex"):
                out += [act(REACT, s, character="lookout", flex=c) for c in _distinct(self.hands[s])]
            return out
        if p == SNIFF_PHASE:
            return [act(PUT, s, top=t, bottom=b) for t, b in _arrangements(self.aside)]
        if p == KEEP_PHASE:
            k = min(2, len(self.aside))
            return [act(KEEP, s, cards=c) for c in sorted(set(combinations(sorted_gamble(self.aside), k)))]
        return self._abilities(s) + self._plays(s)

    def _plays(self, s: int) -> list[Action]:
        hand = self.hands[s]
        if not hand:
            return [act(PASS, s)]
        out: list[Action] = []
        decoy, flex = self.ready(s, "decoy"), self.ready(s, "flex")
        for card in _distinct(hand):
            rest = remove_one(hand, card)
            for i, pt in enumerate(self.points):
                if pt.locked or (is_cheat(card) and pt.lookout) or (is_luck(card) and pt.decoy):
                    continue
                for by in legal_moves(card, pt.total):
                    out.append(_play(s, card, i, by, False, None))
                    if is_cheat(card):
                        if decoy:
                            out.append(_play(s, card, i, by, True, None))
                        if flex:
                            out += [_play(s, card, i, by, True, f) for f in _distinct(rest)]
        if not out:
            out = [act(BURN, s, card=c) for c in _distinct(hand)]
        return out

    def _abilities(self, s: int) -> list[Action]:
        out: list[Action] = []
        draw = self.can_draw()
        if draw and self.ready(s, "sizzler"):
            out.append(act(SIZZLER, s))
        if draw and self.ready(s, "flex"):
            out += [act(SIZZLER, s, flex=c) for c in _distinct(self.hands[s])]
        for b in DRAW_PAIR:
            if draw and self.bet_ready(s, b):
                out.append(act(DRAW, s, bet=b))
        if draw and all(self.bet_ready(s, b) for b in DRAW_PAIR):
            out.append(act(STACKED_DRAW, s))
        for b in SNIFF_PAIR:
            if self.grub_deck and self.bet_ready(s, b):
                out.append(act(SNIFF, s, bet=b))
        if self.grub_deck and all(self.bet_ready(s, b) for b in SNIFF_PAIR):
            out.append(act(STACKED_SNIFF, s))
        if FOUR_TEN in self.variants:
            fixes = [b for b in FIX_PAIR if self.bet_ready(s, b)]
            for i, pt in enumerate(self.points):
                if pt.locked:
                    continue
                for j, (card, v, _who) in enumerate(pt.cheats):
                    for b in fixes:
                        out += [act(FIX, s, bet=b, point=i, cheat=j, to=to) for to in _fixes(card, v, pt.total)]
                    if len(fixes) == 2:
                        out += [act(STACKED_FIX, s, point=i, cheat=j, to=to)
                                for to in _resets(card, v, pt.total)]
        return out

    # --- checking -----------------------------------------------------------------------------

    def check_action(self, a: Any) -> Refusal | None:
        seat = getattr(a, "seat", None)
        if self.phase == GAME_OVER:
            return refuse("game_over", seat)
        bad = _malformed(a)
        if bad:
            return refuse("unknown_action", seat if isinstance(seat, int) else None, what=bad)
        if a.kind not in KINDS_OF_PHASE[self.phase]:
            return refuse("wrong_phase", a.seat, kind=a.kind, phase=self.phase)
        if a.seat not in self.waiting():
            who = self.to_act()
            return refuse("not_your_turn", a.seat, turn=who[0], decision=who[1])
        return getattr(self, "_check_" + a.kind)(a)

    def _check_crew(self, a: Action) -> Refusal | None:
        roster = self.rosters[a.seat]
        if len(a.cards) != 3 or len(set(a.cards)) != 3 or set(a.cards) - set(roster):
            return refuse("crew", a.seat, roster=", ".join(roster))
        return None

    def _check_shooter(self, a: Action) -> Refusal | None:
        if a.character not in self.rosters[a.seat]:
            return refuse("has_no", a.seat, thing="character", character=str(a.character))
        if a.character in self.crapped[a.seat]:
            return refuse("crapped_out", a.seat, character=a.character)
        return None

    def _check_side_bet(self, a: Action) -> Refusal | None:
        if a.bet not in self.side_decks[a.seat]:
            return refuse("not_in_side_bet_deck", a.seat, bet=a.bet)
        return None

    def _check_play(self, a: Action) -> Refusal | None:
        hand = self.hands[a.seat]
        if a.card not in hand:
            return refuse("not_in_hand", a.seat, card=a.card)
        if not isinstance(a.point, int) or not 0 <= a.point < len(self.points):
            return refuse("not_a_point", a.seat, point=a.point)
        pt = self.points[a.point]
        if pt.locked:
            return refuse("point_locked", a.seat, point=a.point)
        n = strength(a.card)
        if is_cheat(a.card):
            if not 1 <= abs(a.by) <= n:
                return refuse("cheat_tokens", a.seat, card=a.card, most=n, tokens=abs(a.by))
            if pt.lookout:
                return refuse("lookout_token", a.seat, point=a.point)
        else:
            if a.decoy:
                return refuse("decoy_with_cheat", a.seat)
            if abs(a.by) != n:
                return refuse("luck_exact", a.seat, card=a.card, move=n, by=a.by)
            if pt.decoy:
                return refuse("decoy_token", a.seat, point=a.point)
        if not LOW <= pt.total + a.by <= HIGH:
            return refuse("out_of_bounds", a.seat, point=a.point, total=pt.total, after=pt.total + a.by)
        if a.flex is not None and not a.decoy:
            return refuse("unknown_action", a.seat, what="a play's flex pays the Flex as the Decoy (decoy: true)")
        if a.decoy:
            who = "flex" if a.flex is not None else "decoy"
            r = self._character_refusal(a.seat, who)
            if r is not None:
                return r
            if a.flex is not None and a.flex not in remove_one(hand, a.card):
                return refuse("not_in_hand", a.seat, card=a.flex)
        return None

    def _check_react(self, a: Action) -> Refusal | None:
        if a.character is None:
            return None if a.flex is None else refuse("unknown_action", a.seat, what="react none pays nothing")
        if a.character != "lookout":
            return refuse("unknown_action", a.seat, what=f"react {a.character}")
        r = self._character_refusal(a.seat, "flex" if a.flex is not None else "lookout")
        if r is None and a.flex is not None and a.flex not in self.hands[a.seat]:
            return refuse("not_in_hand", a.seat, card=a.flex)
        return r

    def _character_refusal(self, seat: int, character: str) -> Refusal | None:
        if character not in self.rosters[seat]:
            return refuse("has_no", seat, thing="roster", character=character)
        if character in self.exhausted[seat]:
            return refuse("exhausted", seat, thing="character", character=character)
        if character in self.crapped[seat] and not self.data.crapped_out_keeps_ability:
            return refuse("crapped_out", seat, character=character)
        return None

    def _bet_refusal(self, seat: int, bets: Iterable[int]) -> Refusal | None:
        for b in bets:
            if b not in self.won[seat]:
                return refuse("has_no", seat, thing="won_bet", bet=b)
            if b in self.bets_exhausted[seat]:
                return refuse("exhausted", seat, thing="bet", bet=b)
        return None

    def _check_sizzler(self, a: Action) -> Refusal | None:
        r = self._character_refusal(a.seat, "flex" if a.flex is not None else "sizzler")
        if r is None and a.flex is not None and a.flex not in self.hands[a.seat]:
            r = refuse("not_in_hand", a.seat, card=a.flex)
        if r is None and not self.can_draw():
            r = refuse("nothing_to_draw", a.seat)
        return r

    def _check_draw(self, a: Action) -> Refusal | None:
        if a.bet not in DRAW_PAIR:
            return refuse("has_no", a.seat, thing="ability", ability="draw", bet=a.bet)
        return self._bet_refusal(a.seat, (a.bet,)) or (None if self.can_draw() else refuse("nothing_to_draw", a.seat))

    def _check_stacked_draw(self, a: Action) -> Refusal | None:
        return self._bet_refusal(a.seat, DRAW_PAIR) or (None if self.can_draw() else refuse("nothing_to_draw", a.seat))

    def _check_sniff(self, a: Action) -> Refusal | None:
        if a.bet not in SNIFF_PAIR:
            return refuse("has_no", a.seat, thing="ability", ability="sniff", bet=a.bet)
        return self._bet_refusal(a.seat, (a.bet,))

    def _check_stacked_sniff(self, a: Action) -> Refusal | None:
        return self._bet_refusal(a.seat, SNIFF_PAIR)

    def _check_put(self, a: Action) -> Refusal | None:
        if sorted(a.top + a.bottom) != sorted(self.aside):
            return refuse("cards_drawn", a.seat, what="put back", drawn=" ".join(self.aside))
        return None

    def _check_keep(self, a: Action) -> Refusal | None:
        rest = list(self.aside)
        for c in a.cards:
            if c not in rest:
                break
            rest.remove(c)
        else:
            if len(a.cards) == min(2, len(self.aside)):
                return None
        return refuse("cards_drawn", a.seat, what=f"keep {min(2, len(self.aside))} of",
                      drawn=" ".join(sorted_gamble(self.aside)))

    def _fix_target(self, a: Action) -> tuple[Refusal | None, Any]:
        if FOUR_TEN not in self.variants:
            return refuse("needs_four_ten", a.seat), None
        if not isinstance(a.point, int) or not 0 <= a.point < len(self.points):
            return refuse("not_a_point", a.seat, point=a.point), None
        pt = self.points[a.point]
        if pt.locked:
            return refuse("point_locked", a.seat, point=a.point), None
        if not isinstance(a.cheat, int) or not 0 <= a.cheat < len(pt.cheats):
            return refuse("no_cheat", a.seat, point=a.point, cheat=a.cheat), None
        return None, pt

    def _fix_bounds(self, a: Action, pt: Point) -> Refusal | None:
        card, v, _who = pt.cheats[a.cheat]
        if not 1 <= abs(a.to) <= strength(card):
            return refuse("cheat_tokens", a.seat, card=card, most=strength(card), tokens=abs(a.to))
        after = pt.total - v + a.to
        if not LOW <= after <= HIGH:
            return refuse("out_of_bounds", a.seat, point=a.point, total=pt.total, after=after)
        return None

    def _check_fix(self, a: Action) -> Refusal | None:
        r, pt = self._fix_target(a)
        if r is None and a.bet not in FIX_PAIR:
            r = refuse("has_no", a.seat, thing="ability", ability="fix", bet=a.bet)
        r = r or self._bet_refusal(a.seat, (a.bet,))
        if r is not None:
            return r
        v = pt.cheats[a.cheat][1]
        if a.to == v:
            return refuse("must_change", a.seat, before=v)
        if (a.to > 0) != (v > 0) or abs(abs(a.to) - abs(v)) != 1:
            return refuse("one_token", a.seat, before=v, after=a.to)
        return self._fix_bounds(a, pt)

    def _check_stacked_fix(self, a: Action) -> Refusal | None:
        r, pt = self._fix_target(a)
        r = r or self._bet_refusal(a.seat, FIX_PAIR)
        if r is not None:
            return r
        if a.to == pt.cheats[a.cheat][1]:
            return refuse("must_change", a.seat, before=a.to)
        return self._fix_bounds(a, pt)

    def _check_burn(self, a: Action) -> Refusal | None:
        if a.card not in self.hands[a.seat]:
            return refuse("not_in_hand", a.seat, card=a.card)
        if any(x.kind == PLAY for x in self._plays(a.seat)):
            return refuse("burn", a.seat)
        return None

    def _check_pass(self, a: Action) -> Refusal | None:
        return refuse("pass", a.seat) if self.hands[a.seat] else None

    # --- moving -------------------------------------------------------------------------------

    def apply_action(self, a: Action) -> tuple["BonesState", list]:
        refusal = self.check_action(a)
        if refusal is not None:
            raise IllegalAction(refusal, a)
        from game.back_alley_bones.moves import Work
        w = Work(self)
        events: list = []
        getattr(w, "do_" + a.kind)(a, events)
        return w.freeze(), events


# --- helpers ------------------------------------------------------------------------------------

@lru_cache(maxsize=4096)
def _play(seat: int, card: str, point: int, by: int, decoy: bool, flex: str | None) -> Action:
    """A play action (legal-move lists build the same few hundred over and over: built once)."""
    return act(PLAY, seat, card=card, point=point, by=by, decoy=decoy, flex=flex)


@lru_cache(maxsize=None)
def legal_moves(card: str, total: int) -> tuple[int, ...]:
    """The signed moves `card` may make on a Point at `total` (its bound 2..12 kept): a Cheat
    1..its most tokens either way, a Luck exactly its number either way."""
    n = strength(card)
    steps = range(1, n + 1) if is_cheat(card) else (n,)
    return tuple(d * k for k in steps for d in (-1, 1) if LOW <= total + d * k <= HIGH)


def _plain(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [_plain(x) for x in v]
    return v


def _distinct(cards: Iterable[str]) -> list[str]:
    return sorted_gamble(set(cards))


def _fixes(card: str, v: int, total: int) -> list[int]:
    """A Fix's targets: one token more or fewer, the same way, 1..most, the bound kept."""
    sign = 1 if v > 0 else -1
    return [sign * k for k in (abs(v) - 1, abs(v) + 1)
            if 1 <= k <= strength(card) and LOW <= total - v + sign * k <= HIGH]


def _resets(card: str, v: int, total: int) -> list[int]:
    n = strength(card)
    return [to for to in range(-n, n + 1) if to not in (0, v) and LOW <= total - v + to <= HIGH]


def _arrangements(cards: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every distinct way to put sniffed cards back: (on top, top first; at the bottom)."""
    out = set()
    for order in permutations(cards):
        for k in range(len(order) + 1):
            out.add((order[:k], order[k:]))
    return sorted(out)


def _malformed(a: Any) -> str | None:
    """What makes `a` no action of this game at all (a shape, card name or seat the format
    lacks), or None."""
    if not isinstance(a, Action):
        return "not an action of this game"
    if a.kind not in ACTION_KINDS:
        return f"kind {str(a.kind)[:20]!r}"
    if not isinstance(a.seat, int) or isinstance(a.seat, bool) or a.seat not in (0, 1):
        return f"seat {str(a.seat)[:20]!r}"
    for c in (a.card, a.flex, *(a.cards if a.kind == KEEP else ())):
        if c is not None and c not in GAMBLE:
            return f"card {str(c)[:20]!r}"
    if a.kind in (PLAY, FIX, STACKED_FIX) and not all(isinstance(x, int) and not isinstance(x, bool)
                                                      for x in ((a.by, a.point) if a.kind == PLAY
                                                                else (a.point, a.cheat, a.to))):
        return f"{a.kind} needs whole numbers"
    if a.kind in (PLAY, BURN) and a.card is None:
        return f"{a.kind} needs a card"
    if a.kind in (SIDE_BET, DRAW, SNIFF, FIX) and not isinstance(a.bet, int):
        return f"{a.kind} needs a Side Bet"
    if a.kind in (SHOOTER,) and a.character not in CHARACTERS:
        return f"character {str(a.character)[:20]!r}"
    if a.kind == CREW and not all(c in CHARACTERS for c in a.cards):
        return "crew: unknown character"
    if a.kind == PUT:
        for c in a.top + a.bottom:
            try:
                grub_values(c)
            except ValueError:
                return f"card {str(c)[:20]!r}"
    return None


# --- setup (§2) ---------------------------------------------------------------------------------

def new_game(seed: int, variants: Iterable[str] = ()) -> tuple[BonesState, list]:
    """The first position: pigeons (seat 0) v squirrels, a seeded first player holding the
    dice, the decks shuffled, 5 Gamble cards each dealt one at a time, the dice holder first."""
    variants = frozenset(variants)
    unknown = variants - set(VARIANTS)
    if unknown:
        raise ValueError(f"variants: expected {' or '.join(VARIANTS)}, got {sorted(unknown)[0]!r:.30}")
    data = game_data()
    rng = random.Random(f"back_alley_bones/{seed}/setup")
    dice = rng.randrange(2)
    gamble, grub = data.gamble_cards(), data.grub_cards()
    rng.shuffle(gamble)
    rng.shuffle(grub)
    full = FULL_CREW in variants
    roster = data.full_crew_roster if full else data.demo_roster
    bets = data.bets(FOUR_TEN in variants)
    s = BonesState(seed=seed, variants=variants, round=1, phase=CREW_PHASE if full else SHOOTER_PHASE,
                   dice=dice, shooter=None, turn=dice, factions=data.factions[:2], rosters=(roster, roster),
                   crew_done=(not full, not full), crapped=((), ()), exhausted=((), ()), bets_exhausted=((), ()),
                   side_decks=(bets, bets), chosen=(None, None), won=((), ()), points=(), pending=None,
                   hands=((), ()), gamble_deck=tuple(gamble), discard=(), grub_deck=tuple(grub),
                   grub_won=((), ()))
    from game.back_alley_bones.moves import Work
    w = Work(s)
    events: list = []
    w.deal(events)
    return w.freeze(), events


def cards_in_play(s: BonesState) -> list[str]:
    """Every Gamble card, wherever it is (the conservation invariant's count)."""
    out = list(s.gamble_deck) + list(s.discard) + [c for h in s.hands for c in h]
    out += [c for p in s.points for c, _v, _w in p.cheats + p.lucks]
    if s.pending is not None:
        out.append(s.pending.card)
    if s.phase == KEEP_PHASE:
        out += list(s.aside)
    return out


def grub_in_play(s: BonesState) -> list[str]:
    """Every Grub card, wherever it is."""
    out = list(s.grub_deck) + [c for won in s.grub_won for c, _v in won]
    if s.phase == SNIFF_PHASE:
        out += list(s.aside)
    return out


__all__ = ["Action", "BonesState", "Point", "Pending", "new_game", "cards_in_play", "grub_in_play",
           "legal_moves", "VARIANTS", "FOUR_TEN", "FULL_CREW"]
