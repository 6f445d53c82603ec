"""The network's way back (game.protocol: view_from_data / event_from_data): what a host sends
a seat (its view and its redacted events, as plain data) turns back into the very typed view
and events the host's engine made, for every game, mode and player count, at every position
of seeded games, for every seat. A client's table draws from these, so a difference here would
be a client seeing another picture than the host's screen shows."""
from __future__ import annotations

import json
import random

import pytest

from game.net.wire import dumps, to_plain
from game.party_bugs.definition import VARIANTS
from game.protocol import game_ids, get_game
from game.bug_council.solo import PERSONALITIES

CASES = [(g, m.id, n) for g in game_ids() for m in get_game(g).modes for n in m.players]


def positions(game, mode, players, seed, options=None):
    """Every position of a seeded random game (automata by their procedure): (state, memory,
    events that led to it, the action that did; None for the first)."""
    rng = random.Random(seed)
    s = game.new_game(mode, players, seed, options)
    automata = game.automata(mode)
    memory: dict = {}
    events: list = []
    a = None
    while True:
        yield s, dict(memory), events, a
        if s.game_over:
            return
        seat = s.to_act()[0]
        if seat in automata:
            a = automata[seat].choose(game.view(s, seat, memory), rng)
        else:
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
        before = s
        s, raw = s.apply_action(a)
        game.remember(memory, a, before, s)
        events = game.presented_events(before, a, raw, s)


def option_sets(game_id: str, mode: str) -> list[dict]:
    """The options that change what a game shows: Party Bugs' variants, the solo personalities."""
    if game_id == "party_bugs":
        return [{}, {"variants": list(VARIANTS)}]
    if game_id == "back_alley_bones":
        return [{}, {"variants": ["four_ten", "full_crew"]}]
    if mode == "solo":
        return [{"personality": p} for p in PERSONALITIES]
    return [{}]


def over_the_wire(data):
    """As a client receives it: canonical JSON text, parsed."""
    return json.loads(dumps(data))


# A case takes about a second of CPU or more (Bugspiel's 5 to 11): `make check` keeps the two
# smallest (Bug Council's Emissary, Party Bugs for two), `make test` runs every one.
QUICK = {("bug_council", "emissary", 2), ("party_bugs", "party", 2)}


@pytest.mark.parametrize("game_id, mode, players",
                         [pytest.param(*c, marks=[] if c in QUICK else [pytest.mark.slow]) for c in CASES])
def test_views_and_events_come_back_equal_for_every_seat(game_id, mode, players):
    game = get_game(game_id)
    kinds: set[str] = set()
    for options in option_sets(game_id, mode):
        for seed in (1, 2, 3):
            for s, memory, events, _a in positions(game, mode, players, seed, options):
                for seat in range(players):
                    view = game.view(s, seat, memory)
                    back = game.view_from_data(over_the_wire(to_plain(view, game.action_to_data)))
                    assert back == view
                    for e in events:
                        told = game.redact(e, seat)
                        again = game.event_from_data(over_the_wire(to_plain(told, game.action_to_data)))
                        assert again == told and type(again) is type(told)
                        kinds.add(told.kind)
    assert {"card_played"} <= kinds or {"card_taken"} <= kinds or {"bug_placed"} <= kinds


def test_every_event_type_is_covered_by_the_seeded_games():
    """Every event class a game defines occurs in the games above, so the round trip above is
    tested for each of them (a third game checks its own: tests/test_back_alley_bones.py)."""
    import game.bug_council.events as bc
    import game.party_bugs.events as pb
    from game.protocol import event_classes
    seen: dict[str, set[str]] = {"bug_council": set(), "party_bugs": set()}
    for game_id, mode, players in (c for c in CASES if c[0] in seen):
        game = get_game(game_id)
        for options in option_sets(game_id, mode):
            for seed in (1, 2, 3):
                for _s, _m, events, _a in positions(game, mode, players, seed, options):
                    seen[game_id] |= {e.kind for e in events}
    assert set(event_classes(bc)) - seen["bug_council"] == set()
    assert set(event_classes(pb)) - seen["party_bugs"] == set()
    assert len(event_classes(bc)) >= 17 and len(event_classes(pb)) >= 13


@pytest.mark.parametrize("game_id", game_ids())
def test_malformed_data_is_refused_with_a_value_error(game_id):
    game = get_game(game_id)
    s = game.new_game(game.modes[0].id, game.modes[0].players[-1], 3)
    good = to_plain(game.view(s, 0), game.action_to_data)
    gone = "hand" if "hand" in good else "bug_hands"       # a key every view of the game has
    assert gone in good
    for bad in (None, [], {}, {**good, "extra": 1}, {k: v for k, v in good.items() if k != gone},
                {**good, "legal": [{"seat": 0, "fly": "away"}]}):
        with pytest.raises(ValueError):
            game.view_from_data(bad)
    a_kind = {"bug_council": "card_played", "bugspiel": "bug_placed"}.get(game_id, "card_taken")
    for bad in (None, {}, {"kind": "no_such_event"}, {"kind": a_kind}):
        with pytest.raises(ValueError):
            game.event_from_data(bad)
