"""Party Bugs, rule by rule in the rulebook's words (seeds/party-bugs-rulebook.txt, decisions in
rules/PARTY_BUGS.md), through the scenario interface `bug-council scenario` reads; then the
invariants over many seeded games of every player count and variant."""
from __future__ import annotations

import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from game.party_bugs.cards import PARTY_KING, card_str, full_set, parse_card, value_of
from game.party_bugs.scenario import build_start, report, run_scenario
from game.party_bugs.state import FINAL, HIDE, PLAY, Action, cards_in_play, new_game
from game.protocol import IllegalAction
from game.scenario import ScenarioActionError, ScenarioError


def scenario(players, start, actions=(), variants=(), seed=1):
    """A file whose decks hold every card the start does not place (top first, by value)."""
    placed = set()
    for key in ("hands", "displays", "decks"):
        for row in start.get(key, []):
            placed |= set(row)
    for key in ("dance_floor", "boxed", "roachy_display"):
        placed |= set(start.get(key, []))
    placed |= {c for c in start.get("face_down", []) if c}
    sets = players + (1 if players == 2 else 0)
    decks = []
    for i in range(sets):
        mine = [card_str(c) for c in full_set(i)]
        decks.append([c for c in mine if c not in placed])
    start = dict(start)
    if "decks" not in start:
        start["decks"] = decks[:players]
    if players == 2 and "roachy_deck" not in start:
        start["roachy_deck"] = decks[2]
    return {"game": "party_bugs", "players": players, "seed": seed, "variants": list(variants),
            "start": start, "actions": list(actions)}


def run(*args, **kw):
    return run_scenario(scenario(*args, **kw))


# --- Setup --------------------------------------------------------------------------------

def test_setup_reveals_a_card_per_deck_never_the_party_king_and_deals_three():
    for seed in range(300):
        for players in (2, 3, 6):
            s, _ = new_game(players, seed)
            assert len(s.floor) == players + (1 if players == 2 else 0)
            assert all(value_of(c) != PARTY_KING for c in s.floor)      # a 13 is replaced...
            assert all(len(h) == 3 for h in s.hands)
            for i, d in enumerate(s.decks):                              # ...and shuffled back
                assert any(value_of(c) == PARTY_KING for c in d) or any(
                    value_of(c) == PARTY_KING for c in s.hands[i] if i < players)


def test_the_lowest_revealed_card_makes_its_player_the_host_roachy_never():
    seen_roachy_lowest = False
    for seed in range(300):
        s, _ = new_game(2, seed)
        real = [value_of(c) for c in s.floor[:2]]
        assert s.host == min(range(2), key=lambda seat: (real[seat], seat))
        seen_roachy_lowest |= value_of(s.floor[2]) < min(real)
    assert seen_roachy_lowest          # the rule was tested where it matters


def test_variant_one_draws_four_and_hides_one_card_that_is_not_the_party_king():
    s, _ = new_game(3, 5, ["face_down"])
    assert s.phase == HIDE and all(len(h) == 4 for h in s.hands)
    king = next((c for h in s.hands for c in h if value_of(c) == PARTY_KING), None)
    seat = next((i for i, h in enumerate(s.hands) if king in h), None)
    if king is not None:
        with pytest.raises(IllegalAction) as info:
            s.apply_action(Action("hide", seat, king))
        assert info.value.refusal.rule == "hide_no_party_king"
    for seat in range(3):
        c = next(c for c in s.hands[seat] if value_of(c) != PARTY_KING)
        s, _ = s.apply_action(Action("hide", seat, c))
    assert s.phase == PLAY and all(len(h) == 3 for h in s.hands) and all(s.face_down)
    assert s.final_round == 12


# --- Normal round -------------------------------------------------------------------------

BASE3 = {"round": 2, "host": 0, "hands": [["3a", "7a", "10a"], ["1b", "5b", "9b"], ["2c", "6c", "12c"]],
         "dance_floor": ["5a", "11b", "4c"], "displays": [["1a"], ["8b"], ["11c"]]}


def test_players_take_in_ascending_order_of_the_cards_they_played():
    out = run(3, BASE3, [{"play": ["7a", "5b", "2c"]}])
    assert out["take_order"] == [2, 1, 0] and out["to_act"] == {"seat": 2, "decision": "take"}
    assert out["revealed"] == [[0, "7a"], [1, "5b"], [2, "2c"]]


def test_equal_cards_take_clockwise_from_the_host_the_host_first():
    start = dict(BASE3, host=1, hands=[["3a", "5a", "10a"], ["1b", "5b", "9b"], ["2c", "5c", "12c"]],
                 dance_floor=["7a", "11b", "4c"])
    out = run(3, start, [{"play": ["5a", "5b", "5c"]}])
    assert out["take_order"] == [1, 2, 0]


def test_a_player_must_take_a_card_from_the_dance_floor_in_turn():
    with pytest.raises(ScenarioActionError, match="action 1: seat 2 must take a card from the dance floor"):
        run(3, BASE3, [{"play": ["7a", "5b", "2c"]}, {"seat": 2, "take": "9a"}])
    with pytest.raises(ScenarioActionError, match="action 1: it is seat 2's turn to take a card, not seat 0's"):
        run(3, BASE3, [{"play": ["7a", "5b", "2c"]}, {"seat": 0, "take": "5a"}])


def test_after_the_takes_the_played_cards_go_to_the_floor_and_everyone_draws():
    out = run(3, BASE3, [{"play": ["7a", "5b", "2c"]}, {"seat": 2, "take": "4c"},
                         {"seat": 1, "take": "11b"}, {"seat": 0, "take": "5a"}])
    assert out["round"] == 3 and out["phase"] == "play"
    assert out["dance_floor"] == ["2c", "5b", "7a"]
    assert [len(h) for h in out["hands"]] == [3, 3, 3] and out["deck_sizes"] == [7, 7, 7]
    assert out["displays"] == [["1a", "5a"], ["8b", "11b"], ["4c", "11c"]]


def test_the_party_king_takes_every_card_on_the_dance_floor_and_nobody_else_takes():
    start = dict(BASE3, hands=[["3a", "7a", "10a"], ["1b", "5b", "13b"], ["2c", "6c", "12c"]])
    out = run(3, start, [{"play": ["7a", "13b", "2c"]}])
    assert out["round"] == 3 and out["displays"][1] == ["4c", "5a", "8b", "11b"]
    assert out["displays"][0] == ["1a"] and out["displays"][2] == ["11c"]
    assert out["dance_floor"] == ["2c", "7a", "13b"]


def test_two_party_kings_the_one_closest_to_the_host_clockwise_sweeps():
    start = dict(BASE3, host=2, hands=[["3a", "7a", "13a"], ["1b", "5b", "13b"], ["2c", "6c", "12c"]])
    out = run(3, start, [{"play": ["13a", "13b", "2c"]}])
    assert out["displays"][0] == ["1a", "4c", "5a", "11b"]      # seat 0 comes first after host 2


def test_two_identical_costumes_in_a_display_return_to_the_box():
    out = run(3, BASE3, [{"play": ["7a", "5b", "2c"]}, {"seat": 2, "take": "4c"},
                         {"seat": 1, "take": "5a"}, {"seat": 0, "take": "11b"}])
    assert out["displays"][0] == ["1a", "11b"]
    start = dict(BASE3, displays=[["1a", "4a"], ["8b"], ["11c"]], dance_floor=["5a", "11b", "4c"])
    out = run(3, start, [{"play": ["7a", "5b", "2c"]}, {"seat": 2, "take": "11b"},
                         {"seat": 1, "take": "5a"}, {"seat": 0, "take": "4c"}])
    assert out["displays"][0] == ["1a"] and out["displays"][2] == []     # 4a+4c, 11c+11b boxed
    assert out["boxed"] == ["4a", "4c", "11b", "11c"]


def test_three_of_a_value_leave_the_one_held_longest():
    start = dict(BASE3, displays=[["4a"], ["8b"], ["11c"]], dance_floor=["4b", "11b", "4c"],
                 hands=[["3a", "7a", "13a"], ["1b", "5b", "9b"], ["2c", "6c", "12c"]])
    # Seat 0 sweeps the floor with the Party King: 4b and 4c join 4a; 4a, held longest, stays.
    out = run(3, start, [{"play": ["13a", "5b", "2c"]}])
    assert out["displays"][0] == ["4a", "11b"]
    assert out["boxed"] == ["4b", "4c"]


# --- Final round and the end -------------------------------------------------------------

def test_the_final_round_goes_counterclockwise_from_the_right_of_the_host():
    s = build_start(scenario(4, {"round": 13, "host": 1, "hands": [[], [], [], []],
                                 "dance_floor": ["2a", "3b", "4c", "5d"],
                                 "displays": [["1a"], ["1b"], ["1c"], ["1d"]]}))
    assert s.phase == FINAL and list(s.take_order) == [0, 3, 2, 1]     # the host takes last


def test_the_lowest_total_wins_ties_clockwise_from_the_host():
    data = scenario(3, {"round": 13, "host": 2, "hands": [[], [], []],
                        "dance_floor": ["2a", "2b", "9c"], "displays": [["1a"], ["1b"], ["1c"]]},
                    [{"seat": 1, "take": "2a"}, {"seat": 0, "take": "2b"}, {"seat": 2, "take": "9c"}])
    out = run_scenario(data)
    assert out["game_over"] and out["scores"] == [3, 3, 10]
    assert out["winners"] == [0]                    # tied with seat 1: seat 0 is first after host 2


def test_roachy_takes_the_last_card_and_its_party_king_is_ordinary():
    start = {"round": 2, "host": 0, "hands": [["3a", "7a", "10a"], ["1b", "5b", "9b"]],
             "dance_floor": ["5a", "11b", "4c"], "displays": [[], []], "roachy_display": []}
    data = scenario(2, start, [{"play": ["7a", "5b"]}, {"seat": 1, "take": "4c"}, {"seat": 0, "take": "5a"}])
    data["start"]["roachy_deck"] = ["13c"] + [c for c in data["start"]["roachy_deck"] if c != "13c"]
    out = run_scenario(data)
    assert out["roachy"]["display"] == ["11b"]
    assert "13c" in out["dance_floor"] and out["round"] == 3       # revealed onto the floor, no sweep


# --- Variant Two --------------------------------------------------------------------------

def test_a_series_plays_as_many_games_as_players_and_passes_the_mirror_to_the_highest_total():
    rng = random.Random(3)
    s, _ = new_game(3, 9, ["series"])
    games_seen, mirror_used = {1}, False
    while not s.game_over:
        legal = s.legal_actions()
        s, events = s.apply_action(legal[rng.randrange(len(legal))])
        for e in events:
            if e.kind == "game_scored" and e.game < 3:
                totals = e.totals
            if e.kind == "mirror_given":
                assert totals[e.seat] == max(totals[:3])
            if e.kind == "mirror_used":
                mirror_used = True
        games_seen.add(s.game)
    assert games_seen == {1, 2, 3} and mirror_used and s.winners
    assert report(s)["series"]["game"] == 3


# --- Invariants over seeded games ----------------------------------------------------------

VARIANT_SETS = [(), ("face_down",), ("series",), ("face_down", "series")]
GAMES_PER_CASE = 1000   # per player count and variant combination (bench/party_bugs_invariants.py
#                         prints the rate); the seeds are shared out over the machine's processors


@pytest.fixture(scope="module")
def workers():
    """Processes for the invariant runs: the machine's processors shared with the test run's
    other xdist workers (none when that leaves one: run in this one, beside the others)."""
    jobs = min((os.cpu_count() or 1) // int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")), 8)
    if jobs <= 1:
        yield None
        return
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=["basic", "one", "two", "both"])
def test_invariants_over_seeded_games(players, variants, workers):
    """Every position of GAMES_PER_CASE seeded games of random legal choices keeps every card of
    every set in one place, no pair in a display and scores equal to the display sums; every game
    ends with the winner (and the Mirror's next holder) the tiebreak names; one game in ten
    replays from its record to the same position (game.party_bugs.invariants)."""
    from game.party_bugs.invariants import check_games
    seeds = range(GAMES_PER_CASE)
    if workers is None:
        assert check_games(players, variants, seeds) == GAMES_PER_CASE
        return
    jobs = workers._max_workers
    shares = [list(seeds[k::jobs]) for k in range(jobs)]
    done = workers.map(check_games, [players] * jobs, [variants] * jobs, shares)
    assert sum(done) == GAMES_PER_CASE


def test_the_invariant_checks_catch_a_doubled_card_a_kept_pair_and_the_wrong_winner():
    from dataclasses import replace

    from game.party_bugs.invariants import InvariantBroken, check_position, first_by_tiebreak
    s, _ = new_game(3, 1)
    check_position(s)
    with pytest.raises(InvariantBroken, match="not conserved"):
        check_position(replace(s, boxed=(s.decks[0][0],)))
    v = next(v for v in range(1, 13) if all(v in map(value_of, d) for d in s.decks[:2]))
    pair = tuple(c for d in s.decks[:2] for c in d if value_of(c) == v)
    decks = tuple(tuple(c for c in d if c not in pair) for d in s.decks)
    check_position(replace(s, decks=decks, displays=(pair[:1], pair[1:], ())))     # one each: fine
    with pytest.raises(InvariantBroken, match="keeps a pair"):
        check_position(replace(s, decks=decks, displays=(pair, (), ())))
    # End of the Game: ties clockwise from the host; Roachy after every real player.
    assert first_by_tiebreak([10, 12, 10], host=1, players=3) == 2
    assert first_by_tiebreak([9, 9, 9], host=0, players=2) == 0
    assert first_by_tiebreak([9, 11, 8], host=0, players=2) == "roachy"
    assert first_by_tiebreak([25, 14, 25], host=2, players=3, lowest=False) == 2


def test_a_start_that_loses_or_doubles_a_card_is_malformed():
    data = scenario(3, BASE3)
    data["start"]["decks"][0] = data["start"]["decks"][0][1:]
    with pytest.raises(ScenarioError, match="is nowhere"):
        build_start(data)
    data = scenario(3, BASE3)
    data["start"]["boxed"] = ["3a"]
    with pytest.raises(ScenarioError, match="in two places"):
        build_start(data)


def test_cards_are_identified_by_value_and_set():
    assert card_str(parse_card("13c")) == "13c" and value_of(parse_card("7a")) == 7
    with pytest.raises(ValueError):
        parse_card("14a")
    assert len(cards_in_play(new_game(2, 1)[0])) == 39
