"""Bug Council's scenario files (shared/rules/SCENARIOS.md): a fixed position, a list of
actions, a report; its definition's `run_scenario` and `scenario_start`.

`run_scenario(data)` returns the report dict; every problem with the file raises
`ScenarioError` (malformed, exit 2) and an illegal action raises `ScenarioActionError`
(exit 2, naming the action's index and the rule): the shared ones of `game.scenario`, which
the CLI turns into one stderr line.
"""
from __future__ import annotations

from typing import Any, Callable

from game.bug_council.actions import DECLARATIONS, NO_ALLEGIANCE, Action, action_from_data
from game.bug_council.cards import SUIT_NAMES, card_str, cards_str, parse_card
from game.bug_council.rules import RulesError, load_rules
from game.bug_council.state import DECLARATION, GAME_OVER, TRICK, State, new_game
from game.safe_yaml import brief
from game.scenario import ScenarioError, apply_scenario_actions, refuse_unknown_keys, start_section

TOP_KEYS = {"game", "mode", "players", "seed", "personality", "start", "actions", "description", "expect",
            "expect_error"}
START_KEYS = {"age", "council", "chambers", "supply", "scores", "leader", "phase", "declared",
              "trick", "tricks", "hands", "emissary_score", "emissary_tricks", "leftover",
              "emissary_face_up", "marker", "termite", "pyramid", "trigger_row", "ideology",
              "solo_board", "game", "carried"}
# `mode: trilogy` is a solo game of the Termitenator Trilogy: `start.game` (1-3) and
# `start.carried` (the score track when the game began); its scores are the track's.
TRILOGY_KEYS = {"game", "carried"}
MODES = ("table", "emissary", "solo", "trilogy")


def _int(value: Any, key: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(f"{key}: expected a whole number, got {brief(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ScenarioError(f"{key}: {brief(value)} is out of range {lo}..{hi}")
    return value


def _cards(value: Any, key: str) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioError(f"{key}: expected a list of cards like [5A, 12B]")
    out = []
    for i, c in enumerate(value):
        try:
            out.append(parse_card(c))
        except ValueError as exc:
            raise ScenarioError(f"{key}[{i}]: {exc}") from None
    return out


def _seat_list(value: Any, key: str, n: int) -> list:
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError(f"{key}: expected a list of {n} entries, one per seat")
    return value


def build_start(data: dict[str, Any]) -> State:
    """The position a scenario file describes."""
    refuse_unknown_keys(data, TOP_KEYS)
    mode = data.get("mode", "table")
    if not isinstance(mode, str) or mode not in MODES:
        raise ScenarioError(f"mode: expected table, emissary, solo or trilogy, got {brief(mode)}")
    trilogy = mode == "trilogy"
    if trilogy:
        mode = "solo"       # a Trilogy game is a solo game whose scores ride on the track
    players = data.get("players", 4 if mode == "table" else None)
    if mode == "table":
        players = _int(players, "players")
    elif "players" in data:     # the mode fixes the seats; a count beside it is not read
        raise ScenarioError("players: only for mode: table")
    try:
        rules = load_rules(mode, players if mode == "table" else 0)
    except RulesError as exc:
        raise ScenarioError(f"players: {exc}") from None
    seed = _int(data.get("seed", 0), "seed")
    start = start_section(data, START_KEYS)
    options: dict[str, Any] = {}
    if trilogy:
        _trilogy_start(start, options)
    elif TRILOGY_KEYS & set(start):
        raise ScenarioError(f"start.{sorted(TRILOGY_KEYS & set(start))[0]}: only for mode: trilogy")
    if mode == "solo":
        options["personality"] = data.get("personality", "pacifist")
    elif "personality" in data:
        raise ScenarioError("personality: only for mode: solo")
    try:
        s = new_game(rules.players, seed, mode, **options)
    except NotImplementedError as exc:
        raise ScenarioError(f"mode {mode}: not supported yet") from exc
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    if start:
        s = _apply_start(s, start)
    return s


def _trilogy_start(start: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """`start.game` and `start.carried` of a Trilogy game, checked: the output's `trilogy`
    object; the track also goes into the engine's `options` when given."""
    game = _int(start.get("game", 1), "start.game", 1, 3)
    carried = [_int(x, "start.carried", 0) for x in _seat_list(start.get("carried", [0, 0]), "start.carried", 2)]
    if options is not None:
        options["carried"] = carried
    return {"game": game, "carried": carried}


def _apply_start(base: State, start: dict[str, Any]) -> State:
    rules = base.rules
    h = base.hooks
    s = base.copy()
    if "age" in start:
        s.age = _int(start["age"], "start.age", 1, rules.ages)
    if "council" in start:
        c = start["council"]
        if not isinstance(c, dict) or set(c) != set(SUIT_NAMES):
            raise ScenarioError("start.council: expected cubes for each of " + ", ".join(SUIT_NAMES))
        s.council = tuple(_int(c[n], f"start.council.{n}", 0, rules.cubes_total) for n in SUIT_NAMES)
    s.chambers = _int(start.get("chambers", 0 if "council" in start else s.chambers),
                      "start.chambers", 0, rules.cubes_total)
    s.solo_board = _int(start.get("solo_board", 0), "start.solo_board", 0, rules.cubes_total)
    placed = sum(s.council) + s.chambers + s.solo_board
    if "supply" in start:
        s.supply = _int(start["supply"], "start.supply", 0, rules.cubes_total)
        if placed + s.supply != rules.cubes_total:
            raise ScenarioError(f"start.supply: council + chambers + supply (+ solo_board) total "
                                f"{placed + s.supply}, must be {rules.cubes_total}")
    else:
        s.supply = rules.cubes_total - placed
        if s.supply < 0:
            raise ScenarioError(f"start.council: {placed} cubes placed, only {rules.cubes_total} exist")
    listed = h.report_seats(s)     # seats that `scores` and `tricks` list
    if "scores" in start:
        sc = _seat_list(start["scores"], "start.scores", listed)
        offset = h.score_offset(s)      # a Trilogy game: the file gives the track
        points = tuple(_int(x, "start.scores", 0) - offset[i] for i, x in enumerate(sc))
        if min(points, default=0) < 0:
            raise ScenarioError("start.scores: the score track is below the carried totals")
        s.scores = points + s.scores[listed:]
    phase = start.get("phase", DECLARATION)
    if phase not in (DECLARATION, TRICK):
        raise ScenarioError(f"start.phase: expected declaration or trick, got {brief(phase)}")
    leader = start.get("leader", s.leader)
    leader = _int(leader, "start.leader", 0, rules.seats - 1)
    bad = sorted((k for k in start if k in MODE_KEYS and k not in h.scenario_keys), key=str)
    if bad:
        raise ScenarioError(f"start.{bad[0]}: not used in mode {rules.mode}")
    if isinstance(start.get("marker"), dict):     # its values are the mode's to check
        refuse_unknown_keys(start["marker"], MARKER_KEYS, "start.marker.")
    try:
        h.scenario_pre_deal(s, start)   # a mode's own keys (solo: the Termite space)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    # Re-deal the Age named by the file from the seed, then lay out what the file fixes.
    events: list = []
    h.start_age(s, leader, events)
    _layout(s, start, phase)
    if phase == TRICK:
        _start_mid_age(s, start)
    _check_cards(s)
    return s


# The control marker in every mode that has one (solo ignores `side`: SCENARIOS.md).
MARKER_KEYS = {"side", "space"}
MODE_KEYS = {"emissary_score", "emissary_tricks", "emissary_face_up", "marker", "termite",
             "pyramid", "trigger_row", "ideology", "solo_board"}


def _layout(s: State, start: dict[str, Any], phase: str) -> None:
    """Hands and leftover deck as the file gives them. Cards the file places nowhere go to
    the leftover deck in seeded order (declaration phase) or count as played (trick phase)."""
    rules = s.rules
    seeded = [c for h in s.hands for c in h] + list(s.leftover) + s.hooks.extra_cards(s)
    if "hands" in start:
        lists = _seat_list(start["hands"], "start.hands", rules.players)
        hands = [tuple(sorted(_cards(cards, f"start.hands[{i}]"))) for i, cards in enumerate(lists)]
        if phase == DECLARATION:
            for i, hand in enumerate(hands):
                if len(hand) != rules.hand_size:
                    raise ScenarioError(f"start.hands[{i}]: holds {len(hand)} cards, expected "
                                        f"{rules.hand_size} in the declaration phase")
        s.hands = tuple(hands) + s.hands[rules.players:]
    leftover = _cards(start.get("leftover", []), "start.leftover")
    try:
        extra = s.hooks.scenario_layout(s, start, phase)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    placed = set(leftover) | set(extra)
    for h in s.hands:
        placed.update(h)
    rest = [c for c in seeded if c not in placed]
    if phase == DECLARATION:
        s.leftover, s.out = tuple(leftover) + tuple(rest), ()
    else:
        s.leftover, s.out = tuple(leftover), tuple(rest)


def _start_mid_age(s: State, start: dict[str, Any]) -> None:
    rules = s.rules
    humans = rules.players
    t = _int(start.get("trick", 1), "start.trick", 1, rules.tricks_per_age)
    s.trick = t
    declared = start.get("declared", ["allegiance"] * humans)
    declared = _seat_list(declared, "start.declared", humans)
    for d in declared:
        if d not in DECLARATIONS:
            raise ScenarioError(f"start.declared: expected allegiance or no_allegiance, got {brief(d)}")
    s.declared = tuple(declared) + (None,) * (rules.seats - humans)
    s.pending_discard = (False,) * rules.seats
    listed = s.hooks.report_seats(s)
    if "tricks" in start:
        tr = _seat_list(start["tricks"], "start.tricks", listed)
        s.tricks = tuple(_int(x, "start.tricks", 0, t - 1) for x in tr) + s.tricks[listed:]
    if sum(s.tricks) > t - 1:
        raise ScenarioError(f"start.tricks: {sum(s.tricks)} tricks won before trick {t}")
    if "hands" not in start:
        raise ScenarioError("start.hands: required with phase: trick")
    for seat in range(humans):
        want = rules.hand_size + 1 - t - (1 if declared[seat] == NO_ALLEGIANCE else 0)
        if len(s.hands[seat]) != want:
            raise ScenarioError(f"start.hands[{seat}]: holds {len(s.hands[seat])} cards, "
                                f"expected {want} at trick {t} ({declared[seat]})")
    s.phase = TRICK
    s.hooks.scenario_mid_age(s, start)


def _check_cards(s: State) -> None:
    """Every card of the deck in exactly one place; cards nowhere go where the file says."""
    deck = set(s.hooks.deck_of(s))
    seen: dict[int, str] = {}
    for where, cards in s.hooks.card_places(s):
        for c in cards:
            if c not in deck:
                raise ScenarioError(f"{where}: card {card_str(c)} is not in this game's deck")
            if c in seen:
                raise ScenarioError(f"{where}: duplicate card {card_str(c)} (also in {seen[c]})")
            seen[c] = where


def run_scenario(data: Any, on_event: Callable[[Any], None] | None = None) -> dict[str, Any]:
    """Play a parsed scenario file; returns the report of SCENARIOS.md."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (mode, players, seed, start, actions)")
    s = build_start(data)
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise ScenarioError("actions: expected a list")
    parsed: list[list[Action]] = []
    for i, raw in enumerate(actions):
        try:
            parsed.append(_parse_action(raw, s.rules.players))
        except ValueError as exc:
            raise ScenarioError(f"actions[{i}]: {exc}") from None
    s = s.hooks.automa_turns(s, on_event)
    s = apply_scenario_actions(s, parsed, on_event, lambda t: t.hooks.automa_turns(t, on_event))
    out = report(s)
    out["trilogy"] = (_trilogy_start(data.get("start") or {}) if data.get("mode") == "trilogy" else None)
    return out


def _parse_action(raw: Any, humans: int) -> list[Action]:
    if isinstance(raw, dict) and set(raw) == {"declare"}:
        choices = raw["declare"]
        if not isinstance(choices, list) or len(choices) != humans:
            raise ValueError(f"declare: expected a list of {humans} choices, one per player")
        return [action_from_data({"seat": i, "declare": c}) for i, c in enumerate(choices)]
    return [action_from_data(raw)]


def _seat_out(s: State, seat: Any) -> Any:
    return s.hooks.seat_label(s, seat)


def report(s: State) -> dict[str, Any]:
    """The JSON object of SCENARIOS.md for position `s`."""
    who = s.to_act()
    lt = s.last_trick
    humans = s.rules.players
    return {
        "age": s.age, "trick": s.trick, "phase": s.phase,
        "to_act": None if who is None or s.phase == GAME_OVER else
        {"seat": who[0], "decision": who[1]},
        "council": dict(zip(SUIT_NAMES, s.council)),
        "chambers": s.chambers, "supply": s.supply, "solo_board": s.solo_board,
        "scores": [p + o for p, o in zip(s.scores[:s.hooks.report_seats(s)], s.hooks.score_offset(s))],
        "tricks": list(s.tricks[:s.hooks.report_seats(s)]),
        "hands": s.hooks.report_hands(s),
        "emissary": s.hooks.report_emissary(s),
        "termitenator": s.hooks.report_termitenator(s),
        "last_trick": None if lt is None else {
            "plays": [[_seat_out(s, p), card_str(c)] for p, c in lt[0]],
            "winner": _seat_out(s, lt[1]),
            "visitor": None if lt[2] is None else _seat_out(s, lt[2])},
        "ages": [{"age": a["age"], "seats": [
            {"tricks": r["tricks"], "allegiance": r["allegiance"],
             "no_allegiance": r["no_allegiance"], "points": r["points"],
             "breakdown": {k: r[k] for k in ("trick_points", "allegiance_points",
                                             "no_allegiance_points", "personality_points")}}
            for r in s.hooks.report_rows(s, a["seats"])]} for a in s.ages],
        "game_over": s.phase == GAME_OVER,
        "winners": [_seat_out(s, w) for w in s.winners],
        "declared": list(s.declared[:humans]),
        "leader": _seat_out(s, s.leader),
        "trick_plays": [[_seat_out(s, p), card_str(c)] for p, c in s.plays],
        "leftover": cards_str(s.leftover),
    }
