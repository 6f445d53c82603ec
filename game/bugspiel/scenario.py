"""`game: bugspiel` scenario files (BUGSPIEL.md section 8): a position, a list of actions, one
omniscient JSON report. A malformed file raises ScenarioError naming the key; an illegal action
ScenarioActionError "action N: <message>" (N from 0), its checks in section 8's order."""
from __future__ import annotations

from typing import Any, Callable, Iterator

from game.bugspiel import events as ev
from game.bugspiel.actions import Action, MalformedAction, parse_body
from game.bugspiel.board import AXES, SLOTS_PER_TILE, layout
from game.bugspiel.cards import parse_bonus
from game.bugspiel.data import TERRAINS, game_data
from game.bugspiel.setup import new_game
from game.bugspiel.state import BugspielState
from game.safe_yaml import brief
from game.scenario import (ScenarioError, a_list, apply_file_action, each_of, read_with, refuse_unknown_keys,
                           run_file_actions, start_section, whole_number)

TOP_KEYS = {"game", "players", "board", "seed", "start", "actions", "description", "expect", "expect_error"}
START_KEYS = {"tiles", "slots", "bug_market", "bonus_market", "bug_deck", "bonus_deck", "hands", "bug_discards",
              "bonus_discards", "scores", "passes", "turn"}
REQUIRED = ("tiles", "bug_market", "bonus_market")
HAND_KEYS = {"bugs", "bonuses"}


# --- reading values -----------------------------------------------------------------------------

def _int(value: Any, key: str, lo: int = -10**9, hi: int = 10**9) -> int:
    return whole_number(value, key, lo, hi)


def _species(value: Any, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value not in game_data().species:
        raise ScenarioError(f"{key}: {brief(value)} is not a species id (1-{len(game_data().species)})")
    return value


def _bonus(value: Any, key: str) -> str:
    return read_with(parse_bonus, value, key)


def _ids(value: Any, key: str) -> tuple[int, ...]:
    return each_of(_species, value, key)


def _bonuses(value: Any, key: str) -> tuple[str, ...]:
    return each_of(_bonus, value, key)


# --- the start position ---------------------------------------------------------------------------

def build_start(data: Any) -> BugspielState:
    """The position a parsed file sets up, before its actions; ScenarioError when malformed."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (game, players, board, start, actions)")
    refuse_unknown_keys(data, TOP_KEYS)
    gd = game_data()
    players = _int(data.get("players", min(gd.players)), "players", min(gd.players), max(gd.players))
    board = data.get("board", "small")
    if board not in gd.boards:
        raise ScenarioError(f"board: expected one of {', '.join(gd.boards)}, got {brief(board)}")
    seed = _int(data.get("seed", 0), "seed", 0)
    start = start_section(data, START_KEYS)
    if data.get("start") is None:                 # `start: {}` is a start: its required keys are missing
        return new_game(seed, players, board)
    for key in REQUIRED:
        if key not in start:
            raise ScenarioError(f"start.{key}: required")
    return _start(start, seed, players, board)


def _by_label(mapping: dict, section: str, noun: str, index: Callable[[str], int], board: str
              ) -> Iterator[tuple[str, int, Any]]:
    """(key, index, value) of each entry of `start.<section>`, a mapping by the board's labels
    (`index` a label's place, ValueError for one the board lacks); ScenarioError naming the
    entry ("no such <noun> on the <board> board") for a label that is not on it."""
    for label, spec in mapping.items():
        key = f"start.{section}.{str(label)[:10]}"
        try:
            at = index(label)
        except ValueError:
            raise ScenarioError(f"{key}: no such {noun} on the {board} board") from None
        yield key, at, spec


def _start(st: dict, seed: int, players: int, board: str) -> BugspielState:
    gd = game_data()
    lay = layout(board)
    tiles = st["tiles"]
    if not isinstance(tiles, dict):
        raise ScenarioError("start.tiles: expected a mapping of every tile: terrain or [terrain, axis]")
    terrains: list[str | None] = [None] * lay.tiles
    axes = ["ns"] * lay.tiles
    for key, t, spec in _by_label(tiles, "tiles", "tile", lay.tile_index, board):
        terrain, axis = (spec, "ns") if not isinstance(spec, list) else (spec + [None, None])[:2]
        if isinstance(spec, list) and len(spec) != 2:
            raise ScenarioError(f"{key}: expected terrain or [terrain, axis]")
        if terrain not in TERRAINS:
            raise ScenarioError(f"{key}: terrain {brief(terrain)}: expected one of {', '.join(TERRAINS)}")
        if axis not in AXES:
            raise ScenarioError(f"{key}: axis {brief(axis)}: expected one of {', '.join(AXES)}")
        terrains[t], axes[t] = terrain, axis
    missing = [lay.labels[t] for t, x in enumerate(terrains) if x is None]
    if missing:
        raise ScenarioError(f"start.tiles.{missing[0]}: missing (every tile of the board is given)")
    slots: list = [None] * (lay.tiles * SLOTS_PER_TILE)
    raw_slots = st.get("slots") or {}
    if not isinstance(raw_slots, dict):
        raise ScenarioError("start.slots: expected a mapping of slot: [seat, species id]")
    for key, i, spec in _by_label(raw_slots, "slots", "slot", lay.slot_index, board):
        if not isinstance(spec, list) or len(spec) != 2:
            raise ScenarioError(f"{key}: expected [seat, species id]")
        slots[i] = (_int(spec[0], f"{key} seat", 0, players - 1), _species(spec[1], f"{key} species"))
    size = gd.market_size
    bug_market = _ids(st["bug_market"], "start.bug_market")
    bonus_market = _bonuses(st["bonus_market"], "start.bonus_market")
    for key, market in (("bug_market", bug_market), ("bonus_market", bonus_market)):
        if len(market) != size:
            raise ScenarioError(f"start.{key}: expected {size} cards, slot 0 first, got {len(market)}")
    hands_raw = a_list(st.get("hands", [{}] * players), "start.hands")
    if len(hands_raw) != players:
        raise ScenarioError(f"start.hands: expected one entry per seat ({players})")
    bug_hands, bonus_hands = [], []
    for seat, h in enumerate(hands_raw):
        key = f"start.hands[{seat}]"
        if h is None:
            h = {}
        if not isinstance(h, dict):
            raise ScenarioError(f"{key}: expected a mapping with bugs and bonuses")
        refuse_unknown_keys(h, HAND_KEYS, f"{key}.")
        bugs, bonuses = _ids(h.get("bugs", []), f"{key}.bugs"), _bonuses(h.get("bonuses", []), f"{key}.bonuses")
        if len(bugs) > gd.bug_limit or len(bonuses) > gd.bonus_limit:
            raise ScenarioError(f"{key}: over the hand limit ({gd.bug_limit} bugs, {gd.bonus_limit} bonuses)")
        bug_hands.append(tuple(sorted(bugs)))
        bonus_hands.append(tuple(sorted(bonuses)))
    scores = tuple(_int(v, "start.scores") for v in a_list(st.get("scores", [gd.start_score] * players),
                                                          "start.scores"))
    if len(scores) != players:
        raise ScenarioError(f"start.scores: expected one entry per seat ({players})")
    if max(scores) >= lay.winning_score:
        raise ScenarioError(f"start.scores: a score of {lay.winning_score} or more (the game would be over)")
    passes = _int(st.get("passes", 0), "start.passes", 0)
    if passes >= players:
        raise ScenarioError(f"start.passes: {passes} passes in a row (the game would be over)")
    turn = _int(st.get("turn", 0), "start.turn", 0, players - 1)
    bug_deck = _ids(st.get("bug_deck", []), "start.bug_deck")
    bug_discards = _ids(st.get("bug_discards", []), "start.bug_discards")
    _refuse_a_species_twice([("start.bug_market", bug_market), ("start.bug_deck", bug_deck),
                             ("start.bug_discards", bug_discards)]
                            + [(f"start.hands[{seat}].bugs", h) for seat, h in enumerate(bug_hands)]
                            + [(f"start.slots.{lay.slot_label(i)}", (x[1],)) for i, x in enumerate(slots) if x])
    return BugspielState(
        seed=seed, board=board, players=players, terrains=tuple(terrains), axes=tuple(axes), slots=tuple(slots),
        bug_market=bug_market, bonus_market=bonus_market, bug_deck=bug_deck,
        bonus_deck=_bonuses(st.get("bonus_deck", []), "start.bonus_deck"), bug_discards=bug_discards,
        bonus_discards=_bonuses(st.get("bonus_discards", []), "start.bonus_discards"),
        bug_hands=tuple(bug_hands), bonus_hands=tuple(bonus_hands), scores=scores, passes=passes, turn=turn)


def _refuse_a_species_twice(places: list[tuple[str, tuple[int, ...]]]) -> None:
    """ScenarioError naming the key where a species shows up a second time, and the first."""
    first: dict[int, str] = {}
    for key, ids in places:
        for sid in ids:
            if sid in first:
                raise ScenarioError(f"{key}: species {sid} appears twice (also in {first[sid]})")
            first[sid] = key


# --- actions --------------------------------------------------------------------------------------

def file_action(item: Any, s: BugspielState) -> Action:
    """The action one file entry names, checked for shape in section 8's order (the seat and
    its turn before the shape); ValueError with the message after `action N: `."""
    if not isinstance(item, dict):
        raise ValueError("malformed action")
    seat = item.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.players:
        raise ValueError("malformed seat")
    if seat != s.turn:
        raise ValueError(f"seat {seat}: out of turn (seat {s.turn} to act)")
    lay = s.layout

    def on_board(label: str) -> bool:
        try:
            lay.slot_index(label)
        except ValueError:
            return False
        return True
    try:
        return parse_body(item, seat, game_data().market_size, on_board, game_data().species.__contains__)
    except MalformedAction as exc:
        raise ValueError(str(exc)) from None


def run_actions(s: BugspielState, raw: Any, on_step: Callable[[BugspielState, Action, list, BugspielState], None]
                ) -> BugspielState:
    """Apply the file's actions in order, each step passed to `on_step(before, action, events,
    after)`; ScenarioActionError "action N: <message>" at the first refused one."""
    def step(before: BugspielState, i: int, a: Action) -> BugspielState:
        after, events = apply_file_action(before, i, a)
        on_step(before, a, events, after)
        return after
    return run_file_actions(s, raw, lambda item, st: [file_action(item, st)], step, over="game is over", unread="")


def last_of(before: BugspielState, a: Action, events: list, after: BugspielState) -> dict[str, Any]:
    """Section 8's `last` for action `a` that took `before` to `after`."""
    placed = next((e for e in events if isinstance(e, ev.BugPlaced)), None)
    bought = next((e for e in events if isinstance(e, ev.CardBought)), None)
    cashed = next((e for e in events if isinstance(e, ev.BonusCashed)), None)
    card = bought.card if bought else placed.card if placed else a.card
    return {"seat": a.seat, "action": a.kind, "card": card,
            "from": a.market if bought else a.frm, "to": a.to, "rotate": a.rotate,
            "gains": [y - x for x, y in zip(before.scores, after.scores)],
            "eaten": placed.eaten if placed else None,
            "line": list(cashed.score.line) if cashed else []}


def run_scenario(data: Any, on_event: Callable[[Any], None] | None = None) -> dict[str, Any]:
    s = build_start(data)
    last: list[dict[str, Any]] = []

    def step(before: BugspielState, a: Action, events: list, after: BugspielState) -> None:
        last[:] = [last_of(before, a, events, after)]
        if on_event:
            for e in events:
                on_event(e)
    s = run_actions(s, data.get("actions"), step)
    return report(s, last[0] if last else None)


def report(s: BugspielState, last: dict[str, Any] | None) -> dict[str, Any]:
    """The JSON object of section 8 for `s` (omniscient)."""
    lay = s.layout
    who = s.to_act()
    return {
        "game": "bugspiel", "board": s.board, "players": s.players,
        "to_act": None if who is None else {"seat": who[0], "decision": who[1]},
        "passes": s.passes, "scores": list(s.scores),
        "tiles": {label: {"terrain": s.terrains[t], "axis": s.axes[t],
                          "slots": [None if x is None else list(x)
                                    for x in s.slots[t * SLOTS_PER_TILE:(t + 1) * SLOTS_PER_TILE]]}
                  for t, label in enumerate(lay.labels)},
        "bug_market": list(s.bug_market), "bonus_market": list(s.bonus_market),
        "bug_deck": list(s.bug_deck), "bonus_deck": list(s.bonus_deck),
        "bug_discards": sorted(s.bug_discards), "bonus_discards": sorted(s.bonus_discards),
        "hands": [{"bugs": list(b), "bonuses": list(c)} for b, c in zip(s.bug_hands, s.bonus_hands)],
        "last": last, "game_over": s.game_over, "end_reason": s.end_reason, "winners": list(s.winners),
    }


__all__ = ["build_start", "run_scenario", "run_actions", "report", "file_action"]
