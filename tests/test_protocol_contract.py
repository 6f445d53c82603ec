"""The game protocol's contract, checked for every registered game and each of its modes
(game.protocol): what Match, records, saves, undo, replay, arena and simulate rely on."""
from __future__ import annotations

import json
import random

import pytest

from game.protocol import (NOBODY, OTHERS, GameDefinition, GameState, IllegalAction, Refusal, game_ids, get_game,
                           hidden_data)
from game.record import GameRecord
from tests.net_games import quick_but

CASES = [(g, m.id, n) for g in game_ids() for m in get_game(g).modes for n in m.players]


def playout(game, mode, players, seed, options=None):
    """A seeded game of random choices (automata by their procedure): (states, actions)."""
    from tests.test_view_data import positions
    states, actions = [], []
    for s, _memory, _events, a in positions(game, mode, players, seed, options):
        states.append(s)
        if a is not None:
            actions.append(a)
    return states, actions


@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_has_a_definition(game_id):
    game = get_game(game_id)
    assert isinstance(game, GameDefinition) and game.id == game_id
    assert game.modes and game.ai_levels
    # A table plug-in is a scenes module; a game without one yet (None) is played from the
    # command line only (scenario, simulate, arena) and the app does not offer it.
    assert game.screen is None or game.screen.startswith("scenes.")
    assert "random" in game.ai_levels


def test_every_game_names_its_app_plug_in():
    assert get_game("bug_council").screen == "scenes.bug_council.screen"
    assert get_game("party_bugs").screen == "scenes.party_bugs.screen"


@pytest.mark.parametrize("game_id, mode, players", quick_but(CASES, {"bugspiel"}))    # Bugspiel's: seconds
def test_states_are_immutable_and_round_trip_through_data(game_id, mode, players):
    game = get_game(game_id)
    for seed in (1, 2):
        states, actions = playout(game, mode, players, seed)
        assert isinstance(states[0], GameState)
        for s, a in zip(states, actions):
            before = json.dumps(s.to_data(), sort_keys=True)
            s.apply_action(a)
            assert json.dumps(s.to_data(), sort_keys=True) == before      # nothing changed in place
            again = game.state_from_data(json.loads(before))
            assert json.dumps(again.to_data(), sort_keys=True) == before
            assert again.legal_actions() == s.legal_actions()
        final = states[-1]
        assert final.to_act() is None and final.winners and len(final.scores) >= players


@pytest.mark.parametrize("game_id, mode, players", CASES)
def test_a_record_replays_to_the_same_final_position(game_id, mode, players):
    game = get_game(game_id)
    states, actions = playout(game, mode, players, 7)
    options = {}
    rec = GameRecord(mode, players, 7, options, list(actions), game=game_id)
    back = GameRecord.from_data(json.loads(json.dumps(rec.to_data())))
    final, _events = back.replay()
    assert final.to_data() == states[-1].to_data()


@pytest.mark.parametrize("game_id, mode, players", CASES)
def test_every_refused_action_says_which_rule(game_id, mode, players):
    """Actions legal elsewhere in the game, tried at each position: a refusal is data (a rule
    id), and apply_action raises the very refusal check_action gave."""
    game = get_game(game_id)
    states, actions = playout(game, mode, players, 3)
    rng = random.Random(0)
    tried = refused = 0
    for s in states[:-1]:
        for a in rng.sample(actions, min(6, len(actions))):
            tried += 1
            r = s.check_action(a)
            if r is None:
                continue
            refused += 1
            assert isinstance(r, Refusal) and r.rule and str(r)
            with pytest.raises(IllegalAction) as info:
                s.apply_action(a)
            assert info.value.refusal == r
    assert refused > tried // 2


def redealt(data: dict, key: str, whose: str, seat: int, rng: random.Random) -> dict:
    """`data` (a state's) with the cards of its hidden part `key` dealt anew: a NOBODY part
    shuffled; an OTHERS part's entries but `seat`'s pooled, shuffled and dealt back in the same
    sizes (each kept sorted where it was)."""
    out = json.loads(json.dumps(data))
    if whose == NOBODY:
        rng.shuffle(out[key])
        return out
    others = [k for k in range(len(out[key])) if k != seat]
    pool = [c for k in others for c in out[key][k]]
    rng.shuffle(pool)
    for k in others:
        hand, n = out[key][k], len(out[key][k])
        dealt, pool = pool[:n], pool[n:]
        out[key][k] = sorted(dealt) if hand == sorted(hand) else dealt
    return out


@pytest.mark.parametrize("game_id, mode, players", quick_but(CASES, {"bugspiel"}))    # Bugspiel's: a second
def test_a_view_holds_only_what_its_seat_may_see(game_id, mode, players):
    """The seat's legal actions are the state's; what the game hides from a seat (the others'
    hands, a face-down deck: its `hidden_data`) is not in its view, and dealing those cards
    anew changes nothing the seat sees."""
    game = get_game(game_id)
    hidden = hidden_data(game)
    states, _ = playout(game, mode, players, 5)
    rng = random.Random(5)
    redeals = 0
    for s in states[::5]:
        who = s.to_act()
        if who is None:
            continue
        seat = who[0]
        view = game.view(s, seat)
        assert list(view.legal) == s.legal_actions(seat)
        text, data = repr(view), s.to_data()
        assert set(hidden) <= set(data), f"{game_id}: hidden_data names what its states do not hold"
        for key, whose in hidden.items():
            value = getattr(s, key)
            for part in ([p for k, p in enumerate(value) if k != seat] if whose == OTHERS else [value]):
                if part:
                    assert repr(tuple(part)) not in text, f"{game_id}: {key} shown to seat {seat}"
            again = redealt(data, key, whose, seat, rng)
            if again != data:
                redeals += 1
                assert game.view(game.state_from_data(again), seat) == view, f"{game_id}: {key} changes the view"
    assert redeals, "no hidden cards were dealt anew: the check above never ran"
