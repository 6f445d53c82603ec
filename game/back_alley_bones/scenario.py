"""`game: back_alley_bones` scenario files (BACK_ALLEY_BONES.md §11): a position, a list of
actions, one omniscient JSON report. A malformed file raises ScenarioError naming the key; an
illegal action ScenarioActionError ("action N: <rule>", N from 0)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

from game.back_alley_bones import events as ev
from game.back_alley_bones.actions import (KEEP, PUT, SIDE_BET, SNIFF, STACKED_DRAW, STACKED_SNIFF, Action, act,
                                           action_from_data)
from game.back_alley_bones.cards import (HIGH, LOCKDOWN_TOTALS, LOW, grub_values, is_cheat, parse_gamble, parse_grub,
                                         sorted_gamble, strength)
from game.back_alley_bones.data import game_data
from game.back_alley_bones.moves import Work
from game.back_alley_bones.state import (FOUR_TEN, FULL_CREW, PLAY_PHASE, REACT_PHASE, SHOOTER_PHASE,
                                         SIDE_BET_PHASE, VARIANTS, BonesState, Pending, Point, new_game)
from game.safe_yaml import brief
from game.scenario import (ScenarioError, a_list, apply_scenario_action, each_of, read_with, refuse_unknown_keys,
                           run_file_actions, start_section, whole_number)

TOP_KEYS = {"game", "seed", "variants", "start", "actions", "description", "expect", "expect_error"}
START_KEYS = {"factions", "characters", "round", "dice", "shooter", "phase", "turn", "crapped_out", "exhausted",
              "side_bets_won", "side_bets_chosen", "points", "pending_cheat", "hands", "gamble_deck",
              "gamble_discard", "grub_deck", "grub_won", "point_reveals"}
POINT_KEYS = {"card", "cheats", "lucks", "decoy", "lookout", "locked"}
PENDING_KEYS = {"seat", "card", "point", "by"}
START_PHASES = (SHOOTER_PHASE, SIDE_BET_PHASE, PLAY_PHASE, REACT_PHASE)
# The events the report lists, by the names §11 gives them.
REPORTED = {"lucky_seven": "lucky_seven", "yo_leven": "yo_leven", "lockdown": "lockdown", "seven": "seven",
            "crap_out": "crap_out", "side_bet_won": "side_bet"}


# --- reading values -----------------------------------------------------------------------------

def _int(value: Any, key: str, lo: int = 0, hi: int = 10**9) -> int:
    return whole_number(value, key, lo, hi)



def _per_seat(value: Any, key: str) -> list:
    if not isinstance(value, list) or len(value) != 2:
        raise ScenarioError(f"{key}: expected a list of 2 entries, one per seat")
    return value


def _gamble(value: Any, key: str) -> str:
    return read_with(parse_gamble, value, key)


def _grub(value: Any, key: str) -> str:
    return read_with(parse_grub, value, key)


def _gambles(value: Any, key: str) -> tuple[str, ...]:
    return each_of(_gamble, value, key)


def _characters(value: Any, key: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    names = a_list(value, key)
    for n in names:
        if n not in allowed:
            raise ScenarioError(f"{key}: unknown character {brief(n)} (expected {', '.join(allowed)})")
    if len(set(names)) != len(names):
        raise ScenarioError(f"{key}: a character twice")
    return tuple(names)


# --- the start position ---------------------------------------------------------------------------

def build_start(data: Any) -> BonesState:
    """The position a parsed file sets up, before its actions; ScenarioError when malformed."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (game, seed, start, actions)")
    refuse_unknown_keys(data, TOP_KEYS)
    seed = _int(data.get("seed", 0), "seed")
    variants = data.get("variants") or []
    if not isinstance(variants, list) or not all(isinstance(v, str) and v in VARIANTS for v in variants):
        raise ScenarioError(f"variants: expected a list of {', '.join(VARIANTS)}")
    start = start_section(data, START_KEYS)
    if FULL_CREW in variants and "characters" not in start:
        raise ScenarioError("start.characters: required with full_crew (each player keeps 3 of her 4)")
    fresh, _ = new_game(seed, variants)
    if not start:
        return fresh
    return _Start(fresh, start).build()


class _Start:
    """Reads a file's `start` over the fresh seeded game it overrides."""

    def __init__(self, fresh: BonesState, start: dict):
        self.fresh, self.start, self.data = fresh, start, game_data()
        self.variants = fresh.variants
        self.full = FULL_CREW in self.variants
        self.bets = self.data.bets(FOUR_TEN in self.variants)
        self.point_cards = self.data.points(FOUR_TEN in self.variants)

    def build(self) -> BonesState:
        st, fresh = self.start, self.fresh
        factions = self.factions()
        rosters = self.rosters()
        rnd = _int(st.get("round", 1), "start.round", 1, 1000)
        dice = _int(st["dice"], "start.dice", 0, 1) if "dice" in st else fresh.dice
        pending_raw = st.get("pending_cheat")
        shooter = st.get("shooter")
        default_phase = REACT_PHASE if pending_raw is not None else (SHOOTER_PHASE if shooter is None else PLAY_PHASE)
        phase = st.get("phase", default_phase)
        if phase not in START_PHASES:
            raise ScenarioError(f"start.phase: expected one of {', '.join(START_PHASES)}, got {brief(phase)}")
        crapped = self.per_seat_characters("crapped_out", rosters)
        if all(set(crapped[s]) == set(rosters[s]) for s in (0, 1)):
            raise ScenarioError("start.crapped_out: every character has crapped out (the game would be over)")
        if phase == SHOOTER_PHASE:
            if shooter is not None:
                raise ScenarioError("start.shooter: null exactly in phase shooter")
            if set(crapped[dice]) == set(rosters[dice]):
                raise ScenarioError("start.dice: in phase shooter the dice holder has no character left")
        else:
            if shooter is None:
                raise ScenarioError("start.shooter: a Shooter is needed outside phase shooter")
            if shooter not in rosters[dice]:
                raise ScenarioError(f"start.shooter: {brief(shooter)} is not one of the dice holder's characters")
            if shooter in crapped[dice]:
                raise ScenarioError(f"start.shooter: {shooter} has crapped out")
        won = [tuple(sorted(self.bet_list(b, "start.side_bets_won"))) for b in
               _per_seat(st.get("side_bets_won", [[], []]), "start.side_bets_won")]
        exhausted, bets_exhausted = self.exhausted(rosters, won)
        chosen = self.chosen(phase, won)
        side_decks = tuple(tuple(b for b in self.bets if b not in won[s] and b != chosen[s]) for s in (0, 1))
        if phase in (PLAY_PHASE, REACT_PHASE):
            for s in (0, 1):
                if chosen[s] is None and side_decks[s]:
                    raise ScenarioError(f"start.side_bets_chosen: seat {s} has Side Bets left and chose none")
        points = self.points(phase)
        turn = self.turn(phase, dice, pending_raw)
        grub_won = self.grub_won()
        hands_given = "hands" in st
        if phase in (PLAY_PHASE, REACT_PHASE) and not hands_given:
            raise ScenarioError("start.hands: required in phases play and react")
        hands = tuple(_gambles(h, "start.hands") for h in _per_seat(st["hands"], "start.hands")) \
            if hands_given else ((), ())
        pending = self.pending(pending_raw, phase, turn, hands, points, rosters, crapped, exhausted)
        discard = _gambles(st.get("gamble_discard", []), "start.gamble_discard")
        placed = [c for h in hands for c in h] + list(discard) + [c for p in points for c, _v, _s in p.cheats + p.lucks]
        if pending is not None:
            placed.append(pending.card)
        rng = random.Random(f"back_alley_bones/{fresh.seed}/scenario")
        gamble_deck = self.deck("gamble_deck", placed, self.data.gamble_cards(), _gambles, rng)
        grub_deck = self.deck("grub_deck", [c for won_ in grub_won for c, _v in won_], self.data.grub_cards(),
                              lambda v, k: each_of(_grub, v, k), rng)
        if not grub_deck:
            raise ScenarioError("start.grub_deck: empty (the game ends when the last Grub card is won)")
        reveals = self.reveals()
        state = BonesState(
            seed=fresh.seed, variants=self.variants, round=rnd, phase=phase, dice=dice,
            shooter=shooter, turn=turn, factions=factions, rosters=rosters, crew_done=(True, True),
            crapped=crapped, exhausted=exhausted, bets_exhausted=bets_exhausted, side_decks=side_decks,
            chosen=chosen, won=tuple(won), points=points, pending=pending, hands=hands,
            gamble_deck=gamble_deck, discard=discard, grub_deck=grub_deck, grub_won=grub_won, point_reveals=reveals)
        if not hands_given and not (phase == SHOOTER_PHASE and rnd > 1):
            w = Work(state)
            w.deal([])           # 5 each from the top of the Gamble deck, the dice holder first
            state = w.freeze()
        return state

    def factions(self) -> tuple[str, str]:
        allowed = self.data.factions + (self.data.full_crew_factions if self.full else ())
        f = _per_seat(self.start.get("factions", list(self.fresh.factions)), "start.factions")
        for x in f:
            if x not in allowed:
                raise ScenarioError(f"start.factions: unknown faction {brief(x)} (expected {', '.join(allowed)})")
        if f[0] == f[1]:
            raise ScenarioError("start.factions: the two players have different factions")
        return tuple(f)

    def rosters(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        roster = self.data.full_crew_roster if self.full else self.data.demo_roster
        if "characters" not in self.start:
            return roster, roster
        out = []
        for s, names in enumerate(_per_seat(self.start["characters"], "start.characters")):
            names = _characters(names, "start.characters", roster)
            if len(names) != 3:
                raise ScenarioError(f"start.characters: seat {s} has 3 characters")
            out.append(tuple(c for c in roster if c in names))
        return tuple(out)

    def per_seat_characters(self, key: str, rosters) -> tuple[tuple[str, ...], tuple[str, ...]]:
        lists = _per_seat(self.start.get(key, [[], []]), f"start.{key}")
        return tuple(_characters(lists[s], f"start.{key}", rosters[s]) for s in (0, 1))

    def bet_list(self, value: Any, key: str) -> list[int]:
        out = []
        for b in a_list(value, key):
            if b not in self.bets or isinstance(b, bool):
                raise ScenarioError(f"{key}: {brief(b)} is not a Side Bet ({', '.join(map(str, self.bets))})")
            out.append(b)
        if len(set(out)) != len(out):
            raise ScenarioError(f"{key}: a Side Bet twice")
        return out

    def exhausted(self, rosters, won):
        chars, bets = [], []
        for s, items in enumerate(_per_seat(self.start.get("exhausted", [[], []]), "start.exhausted")):
            items = a_list(items, "start.exhausted")
            names = [x for x in items if isinstance(x, str)]
            nums = [x for x in items if not isinstance(x, str)]
            chars.append(_characters(names, "start.exhausted", rosters[s]))
            nums = self.bet_list(nums, "start.exhausted")
            if set(nums) - set(won[s]):
                raise ScenarioError(f"start.exhausted: seat {s} has not won Side Bet {sorted(set(nums) - set(won[s]))[0]}")
            bets.append(tuple(sorted(nums)))
        return tuple(chars), tuple(bets)

    def chosen(self, phase: str, won) -> tuple[int | None, int | None]:
        raw = _per_seat(self.start.get("side_bets_chosen", [None, None]), "start.side_bets_chosen")
        out = []
        for s, b in enumerate(raw):
            if b is None:
                out.append(None)
                continue
            if phase == SHOOTER_PHASE:
                raise ScenarioError("start.side_bets_chosen: Side Bets are chosen after the Points are revealed")
            b = self.bet_list([b], "start.side_bets_chosen")[0]
            if b in won[s]:
                raise ScenarioError(f"start.side_bets_chosen: seat {s} has already won {b}")
            out.append(b)
        return tuple(out)

    def points(self, phase: str) -> tuple[Point, ...]:
        raw = self.start.get("points")
        if phase == SHOOTER_PHASE:
            if raw:
                raise ScenarioError("start.points: no Points are revealed in phase shooter")
            return ()
        raw = a_list(raw, "start.points")
        if len(raw) != self.data.points_per_round:
            raise ScenarioError(f"start.points: exactly {self.data.points_per_round} Points")
        out = []
        for i, p in enumerate(raw):
            key = f"start.points[{i}]"
            if not isinstance(p, dict):
                raise ScenarioError(f"{key}: expected a mapping")
            refuse_unknown_keys(p, POINT_KEYS, key + ".")
            card = p.get("card")
            if card not in self.point_cards or isinstance(card, bool):
                raise ScenarioError(f"{key}.card: {brief(card)} is not a Point card ({', '.join(map(str, self.point_cards))})")
            cheats = tuple(self.placed(e, f"{key}.cheats", True) for e in a_list(p.get("cheats", []), f"{key}.cheats"))
            lucks = tuple(self.placed(e, f"{key}.lucks", False) for e in a_list(p.get("lucks", []), f"{key}.lucks"))
            flags = {}
            for flag in ("decoy", "lookout", "locked"):
                v = p.get(flag, False)
                if not isinstance(v, bool):
                    raise ScenarioError(f"{key}.{flag}: expected true or false")
                flags[flag] = v
            pt = Point(card, cheats, lucks, **flags)
            if not LOW <= pt.total <= HIGH:
                raise ScenarioError(f"{key}: total {pt.total} is outside 2..12")
            if pt.locked and pt.total not in LOCKDOWN_TOTALS:
                raise ScenarioError(f"{key}: a locked Point stands at 2, 3 or 12, not {pt.total}")
            out.append(pt)
        if len({p.card for p in out}) != len(out):
            raise ScenarioError("start.points: two equal Points (the Point deck holds each card once)")
        return tuple(out)

    def placed(self, entry: Any, key: str, cheat: bool) -> tuple[str, int, int]:
        if not isinstance(entry, list) or len(entry) != 3:
            raise ScenarioError(f"{key}: expected [card, signed value, seat]")
        card = _gamble(entry[0], key)
        value = _int(entry[1], key, -4, 4)
        seat = _int(entry[2], key, 0, 1)
        if is_cheat(card) != cheat:
            raise ScenarioError(f"{key}: {card} is not a {'Cheat' if cheat else 'Luck'}")
        n = strength(card)
        if cheat and not 1 <= abs(value) <= n:
            raise ScenarioError(f"{key}: a {card} holds 1 to {n} tokens, not {abs(value)}")
        if not cheat and abs(value) != n:
            raise ScenarioError(f"{key}: a {card} moves a Point by exactly {n}, not {value}")
        return card, value, seat

    def turn(self, phase: str, dice: int, pending_raw: Any) -> int:
        if phase in (PLAY_PHASE, REACT_PHASE):
            if "turn" in self.start:
                return _int(self.start["turn"], "start.turn", 0, 1)
            if isinstance(pending_raw, dict) and pending_raw.get("seat") in (0, 1):
                return pending_raw["seat"]
        elif "turn" in self.start:
            raise ScenarioError("start.turn: only in phases play and react")
        return dice

    def pending(self, raw: Any, phase: str, turn: int, hands, points, rosters, crapped,
                exhausted) -> Pending | None:
        if phase != REACT_PHASE:
            if raw is not None:
                raise ScenarioError("start.pending_cheat: only in phase react")
            return None
        if not isinstance(raw, dict):
            raise ScenarioError("start.pending_cheat: phase react needs the Cheat awaiting a reaction")
        refuse_unknown_keys(raw, PENDING_KEYS, "start.pending_cheat.")
        seat = _int(raw.get("seat"), "start.pending_cheat.seat", 0, 1)
        card = _gamble(raw.get("card"), "start.pending_cheat.card")
        point = _int(raw.get("point"), "start.pending_cheat.point", 0, len(points) - 1)
        by = _int(raw.get("by"), "start.pending_cheat.by", -4, 4)
        if seat != turn:
            raise ScenarioError("start.pending_cheat.seat: the Cheat is played in its player's turn")
        pt = points[point]
        if not is_cheat(card) or not 1 <= abs(by) <= strength(card) or pt.locked or pt.lookout \
                or not LOW <= pt.total + by <= HIGH:
            raise ScenarioError("start.pending_cheat: not a legal Cheat for its seat")
        # The opponent, now to act, must be able to react (a ready Lookout, or a Flex and a card).
        probe = BonesState(seed=0, variants=self.variants, round=1, phase=REACT_PHASE, dice=0, shooter=None, turn=seat,
                           factions=("", ""), rosters=rosters, crew_done=(True, True), crapped=crapped,
                           exhausted=exhausted, bets_exhausted=((), ()), side_decks=((), ()),
                           chosen=(None, None), won=((), ()), points=points, pending=None, hands=hands,
                           gamble_deck=(), discard=(), grub_deck=(), grub_won=((), ()))
        if not probe.can_react(1 - seat):
            raise ScenarioError("start.pending_cheat: the opponent has no ready Lookout (nor a Flex and a card)")
        return Pending(seat, card, point, by)

    def grub_won(self):
        out = []
        for s, won in enumerate(_per_seat(self.start.get("grub_won", [[], []]), "start.grub_won")):
            seat = []
            for e in a_list(won, "start.grub_won"):
                if not isinstance(e, list) or len(e) != 2:
                    raise ScenarioError("start.grub_won: expected [card, value credited]")
                card = _grub(e[0], "start.grub_won")
                if e[1] not in grub_values(card) or isinstance(e[1], bool):
                    raise ScenarioError(f"start.grub_won: {card} credits {' or '.join(map(str, sorted(set(grub_values(card)))))}")
                seat.append((card, e[1]))
            out.append(tuple(seat))
        return tuple(out)

    def deck(self, key: str, placed: list[str], composition: list[str], parse, rng) -> tuple[str, ...]:
        """The whole deck the file gives, or the composition less every card placed, shuffled;
        either way no card beyond the composition's copies."""
        given = key in self.start
        deck = parse(self.start[key], f"start.{key}") if given else ()
        over = Counter(placed) + Counter(deck) - Counter(composition)
        if over:
            card = sorted(over)[0]
            raise ScenarioError(f"start.{key}: more copies of {card} than the composition holds "
                                f"({Counter(composition)[card]})")
        if given:
            return tuple(deck)
        rest = list((Counter(composition) - Counter(placed)).elements())
        rest = sorted_gamble(rest) if key == "gamble_deck" else sorted(rest)
        rng.shuffle(rest)
        return tuple(rest)

    def reveals(self) -> tuple[tuple[int, ...], ...]:
        out = []
        for r in a_list(self.start.get("point_reveals", []), "start.point_reveals"):
            r = a_list(r, "start.point_reveals")
            if len(r) != self.data.points_per_round \
                    or any(not isinstance(c, int) or isinstance(c, bool) or c not in self.point_cards for c in r) \
                    or len(set(r)) != len(r):
                raise ScenarioError(f"start.point_reveals: each reveal is {self.data.points_per_round} different "
                                    f"Point cards ({', '.join(map(str, self.point_cards))})")
            out.append(tuple(r))
        return tuple(out)


# --- actions --------------------------------------------------------------------------------------

def _entry(item: Any, s: BonesState) -> list[Action | Callable[[BonesState], Action]]:
    """The engine actions one file entry stands for (a sniff and its put, a Stacked Draw and its
    keep, both seats' Side Bets); a later one may be a function of the position reached."""
    if not isinstance(item, dict):
        raise ValueError("expected a mapping like {seat: 0, play: C3, point: 1, by: -2}")
    if "side_bets" in item:
        if set(item) != {"side_bets"}:
            raise ValueError("side_bets: one per seat, nothing else")
        bets = _per_seat(item["side_bets"], "side_bets")
        return [act(SIDE_BET, seat, bet=b) for seat, b in enumerate(bets) if b is not None]
    seat = item.get("seat")
    if SNIFF in item and "put" in item:
        where = item["put"]
        if where not in ("top", "bottom") or set(item) != {"seat", SNIFF, "put"}:
            raise ValueError("sniff: put is top or bottom")
        first = action_from_data({"seat": seat, SNIFF: item[SNIFF]})
        return [first, lambda st: act(PUT, seat, **{where: tuple(st.aside)})]
    if STACKED_SNIFF in item:
        spec = item[STACKED_SNIFF]
        if not isinstance(spec, dict) or set(item) != {"seat", STACKED_SNIFF}:
            raise ValueError("stacked_sniff: expected {top: [...], bottom: [...]}")
        return [action_from_data({"seat": seat, STACKED_SNIFF: True}),
                action_from_data({"seat": seat, PUT: spec})]
    if STACKED_DRAW in item and isinstance(item[STACKED_DRAW], list):
        if set(item) != {"seat", STACKED_DRAW}:
            raise ValueError("stacked_draw: the cards kept, nothing else")
        return [action_from_data({"seat": seat, STACKED_DRAW: True}),
                action_from_data({"seat": seat, KEEP: item[STACKED_DRAW]})]
    if SNIFF in item:
        raise ValueError("sniff: put (top or bottom) is needed")
    return [action_from_data(item)]


def run_actions(s: BonesState, raw: Any, on_event: Callable[[Any], None] | None = None) -> BonesState:
    """Apply the file's actions in order; ScenarioActionError "action N: <rule>" at the first
    illegal one (the game being over is named before a malformed action)."""
    return run_file_actions(s, raw, _entry, lambda st, i, a: apply_scenario_action(st, i, a, on_event))


def run_scenario(data: Any, on_event: Callable[[Any], None] | None = None) -> dict[str, Any]:
    s = build_start(data)
    events: list = []

    def keep(e: Any) -> None:
        events.append(e)
        if on_event:
            on_event(e)
    s = run_actions(s, data.get("actions"), keep)
    return report(s, events)


def _event_row(e: Any) -> list | None:
    name = REPORTED.get(e.kind)
    if name is None:
        return None
    if isinstance(e, ev.CrapOut):
        return [name, e.seat, e.character]
    if isinstance(e, ev.SideBetWon):
        return [name, e.seat, e.bet]
    return [name, e.seat, e.point]


def report(s: BonesState, events: list) -> dict[str, Any]:
    """The JSON object of BACK_ALLEY_BONES.md §11 for `s` (omniscient), with `events` (every
    event since the file's start) in its rows."""
    who = s.to_act()
    return {
        "game": "back_alley_bones", "round": s.round, "phase": s.phase,
        "to_act": None if who is None else {"seat": who[0], "decision": who[1]},
        "dice": s.dice, "shooter": s.shooter, "factions": list(s.factions),
        "characters": [{c: {"exhausted": c in s.exhausted[i], "crapped_out": c in s.crapped[i]}
                        for c in s.rosters[i]} for i in (0, 1)],
        "side_bets": [{"deck": sorted(s.side_decks[i]), "chosen": s.chosen[i], "won": sorted(s.won[i]),
                       "exhausted": sorted(s.bets_exhausted[i])} for i in (0, 1)],
        "points": [{"card": p.card, "total": p.total, "cheats": [list(c) for c in p.cheats],
                    "lucks": [list(c) for c in p.lucks], "decoy": p.decoy, "lookout": p.lookout,
                    "locked": p.locked} for p in s.points],
        "pending_cheat": None if s.pending is None else dict(s.pending._asdict()),
        "hands": [sorted_gamble(h) for h in s.hands],
        "gamble_deck": list(s.gamble_deck), "gamble_discard": sorted_gamble(s.discard),
        "grub_deck": list(s.grub_deck), "grub": list(s.grub),
        "grub_won": [[[c, v] for c, v in won] for won in s.grub_won],
        "events": [row for row in map(_event_row, events) if row is not None],
        "game_over": s.game_over, "winners": list(s.winners),
    }


__all__ = ["build_start", "run_scenario", "run_actions", "report"]
