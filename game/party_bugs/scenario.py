"""`game: party_bugs` scenario files (PARTY_BUGS.md §6): a position, a list of actions, one
omniscient JSON report. A malformed file raises ScenarioError naming the key; an illegal action
ScenarioActionError ("action N: <rule>")."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from game.party_bugs.cards import card_str, cards_str, parse_card
from game.party_bugs.state import (ACTION_KINDS, FACE_DOWN, FINAL, GAME_OVER, HIDE, PLAY, SERIES, TAKE, VARIANTS,
                                   Action, PartyState, cards_in_play, new_game, scores)
from game.safe_yaml import brief
from game.scenario import ScenarioError, apply_scenario_actions, refuse_unknown_keys, start_section, whole_number

TOP_KEYS = {"game", "players", "seed", "variants", "start", "actions", "description", "expect", "expect_error"}
START_KEYS = {"round", "host", "hands", "decks", "roachy_deck", "dance_floor", "displays", "roachy_display",
              "face_down", "boxed", "series"}
SERIES_KEYS = {"game", "totals", "mirror", "roachy_total"}     # roachy_total: the 2-player game only


def _int(value: Any, key: str, lo: int = 0, hi: int = 10**6) -> int:
    return whole_number(value, key, lo, hi)


def _cards(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ScenarioError(f"{key}: expected a list of cards")
    try:
        return tuple(parse_card(c) for c in value)
    except ValueError as exc:
        raise ScenarioError(f"{key}: {exc}") from None


def _per_seat(value: Any, key: str, n: int) -> list:
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError(f"{key}: expected a list of {n} entries, one per player")
    return value


def build_start(data: Any) -> PartyState:
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (game, players, seed, start, actions)")
    refuse_unknown_keys(data, TOP_KEYS)
    players = _int(data.get("players", 3), "players", 2, 6)
    seed = _int(data.get("seed", 0), "seed")
    variants = data.get("variants") or []
    if not isinstance(variants, list) or not all(isinstance(v, str) and v in VARIANTS for v in variants):
        raise ScenarioError(f"variants: expected a list of {', '.join(VARIANTS)}")
    start = start_section(data, START_KEYS)
    series = start.get("series")
    game, totals, mirror = 1, (), None
    if series is not None:
        if SERIES not in variants or not isinstance(series, dict):
            raise ScenarioError("start.series: a mapping, only with the series variant")
        if "roachy_total" in series and players != 2:
            raise ScenarioError("start.series.roachy_total: only in the 2-player game")
        refuse_unknown_keys(series, SERIES_KEYS, "start.series.")
        game = _int(series.get("game", 1), "start.series.game", 1, players)
        totals = tuple(_int(t, "start.series.totals", 0) for t in _per_seat(series.get("totals", [0] * players),
                                                                             "start.series.totals", players))
        if players == 2:
            totals += (_int(series.get("roachy_total", 0), "start.series.roachy_total", 0),)
        m = series.get("mirror")
        mirror = None if m is None else _int(m, "start.series.mirror", 0, players - 1)
    host = start.get("host")
    if host is not None:
        host = _int(host, "start.host", 0, players - 1)
    s, _ = new_game(players, seed, variants, game=game, totals=totals, mirror=mirror, host=host)
    return _override(s, start) if start else s


def _with_roachy(s: PartyState, start: dict, key: str, roachy_key: str, current: tuple) -> tuple:
    """A per-seat card list from `start[key]` (real seats) and `start[roachy_key]` (Roachy, after
    the last seat), each kept as in `current` when the file leaves it out."""
    n = s.players
    lists = list(current)
    if key in start:
        lists[:n] = [_cards(c, f"start.{key}") for c in _per_seat(start[key], f"start.{key}", n)]
    if roachy_key in start:
        if not s.roachy:
            raise ScenarioError(f"start.{roachy_key}: only in the 2-player game")
        lists[n] = _cards(start[roachy_key], f"start.{roachy_key}")
    return tuple(lists)


def _override(s: PartyState, start: dict) -> PartyState:
    n = s.players
    changes: dict[str, Any] = {}
    if "hands" in start:
        changes["hands"] = tuple(_cards(h, "start.hands") for h in _per_seat(start["hands"], "start.hands", n))
    changes["decks"] = _with_roachy(s, start, "decks", "roachy_deck", s.decks)
    if "dance_floor" in start:
        changes["floor"] = _cards(start["dance_floor"], "start.dance_floor")
    changes["displays"] = _with_roachy(s, start, "displays", "roachy_display", s.displays)
    if "face_down" in start:
        if FACE_DOWN not in s.variants:
            raise ScenarioError("start.face_down: only with the face_down variant")
        fd = _per_seat(start["face_down"], "start.face_down", n)
        changes["face_down"] = tuple(None if c is None else _cards([c], "start.face_down")[0] for c in fd)
    if "boxed" in start:
        changes["boxed"] = _cards(start["boxed"], "start.boxed")
    rnd = _int(start.get("round", 1), "start.round", 1, s.final_round)
    changes["round"] = rnd
    t = replace(s, **changes)
    hidden = rnd > 1 or FACE_DOWN not in s.variants or "face_down" in start
    t = replace(t, hidden_ready=(hidden,) * n,
                phase=PLAY if hidden else HIDE)
    if rnd == s.final_round:
        t = replace(t, phase=FINAL, take_order=tuple((t.host - k) % n for k in range(1, n + 1)))
    _check_cards(t)
    return t


def _check_cards(s: PartyState) -> None:
    """Every card of every set in play exactly once (PARTY_BUGS.md §6)."""
    seen = cards_in_play(s)
    want = {c for i in range(s.sets) for c in _set(s, i)}
    dup = sorted({c for c in seen if seen.count(c) > 1})
    if dup:
        raise ScenarioError(f"start: {card_str(dup[0])} is in two places")
    stray = sorted(set(seen) - want)
    if stray:
        raise ScenarioError(f"start: {card_str(stray[0])} is not a card of a set in play")
    missing = sorted(want - set(seen))
    if missing:
        raise ScenarioError(f"start: {card_str(missing[0])} is nowhere (every card of every set in play "
                            f"must be accounted for)")


def _set(s: PartyState, i: int) -> list[int]:
    from game.party_bugs.cards import full_set
    return full_set(2 if (s.roachy and i == 2) else i)


def parse_actions(raw: Any, players: int) -> list[list[Action]]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError("actions: expected a list")
    out = []
    for i, item in enumerate(raw):
        try:
            out.append(_parse(item, players))
        except ValueError as exc:
            raise ScenarioError(f"actions[{i}]: {exc}") from None
    return out


def _parse(item: Any, players: int) -> list[Action]:
    if not isinstance(item, dict):
        raise ValueError("expected a mapping like {seat: 0, take: 5a}")
    kinds = [k for k in ACTION_KINDS if k in item]
    if len(kinds) != 1 or set(item) - {"seat", *ACTION_KINDS}:
        raise ValueError("expected exactly one of play, take, hide, mirror (and seat)")
    kind = kinds[0]
    arg = item[kind]
    if "seat" not in item:
        if kind not in ("play", "hide") or not isinstance(arg, list) or len(arg) != players:
            raise ValueError(f"{kind}: without a seat, expected a list of {players} cards, one per seat")
        return [Action(kind, s, parse_card(c)) for s, c in enumerate(arg)]
    seat = item["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"seat: expected a whole number, got {brief(seat)}")
    return [Action(kind, seat, None if (kind == "mirror" and arg is None) else parse_card(arg))]


def run_scenario(data: Any, on_event: Callable[[Any], None] | None = None) -> dict[str, Any]:
    s = build_start(data)
    return report(apply_scenario_actions(s, parse_actions(data.get("actions"), s.players), on_event))


def report(s: PartyState) -> dict[str, Any]:
    """The JSON object of PARTY_BUGS.md §6 for `s` (an omniscient view)."""
    n = s.players
    who = s.to_act()
    sc = scores(s) if s.phase != GAME_OVER else s.scores_done
    return {
        "game": "party_bugs", "round": s.round, "phase": s.phase,
        "to_act": None if who is None else {"seat": who[0], "decision": who[1]},
        "host": s.host,
        "hands": [cards_str(h) for h in s.hands],
        "deck_sizes": [len(d) for d in s.decks[:n]],
        "dance_floor": cards_str(s.floor),
        "revealed": [[seat, card_str(c)] for seat, c in enumerate(s.chosen)] if s.revealed else [],
        "take_order": list(s.take_order) if s.phase in (TAKE, FINAL) else [],
        "displays": [cards_str(d) for d in s.displays[:n]],
        "face_down": [None if c is None else card_str(c) for c in s.face_down],
        "boxed": cards_str(s.boxed),
        "scores": list(sc[:n]),
        "roachy": {"display": cards_str(s.displays[n]), "deck_size": len(s.decks[n]), "score": sc[n]}
        if s.roachy else None,
        "series": _series(s) if SERIES in s.variants else None,
        "game_over": s.phase == GAME_OVER,
        "winners": list(s.winners),
    }


def _series(s: PartyState) -> dict[str, Any]:
    n = s.players
    out: dict[str, Any] = {"game": s.game, "totals": list(s.totals[:n]), "mirror": s.mirror}
    if s.roachy:
        out["roachy_total"] = s.totals[n] if len(s.totals) > n else 0
    return out

