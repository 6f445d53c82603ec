"""Back Alley Bones, rule by rule in the rulebook's words (seeds/back-alley-bones-demo-rules.txt,
decisions in rules/BACK_ALLEY_BONES.md), through the scenario interface `bug-council scenario`
reads and the engine's own positions; the reconstructed data as checked config; the refusal
catalogue and its wording; then the invariants over many seeded games. The rulebook's worked
examples are the scenario files tests/scenarios/back_alley_bones_*.yaml (tests/test_scenarios.py)."""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from game.back_alley_bones.actions import PLAY, REACT, act, action_from_data, action_to_data
from game.back_alley_bones.data import check, game_data
from game.back_alley_bones.definition import GAME
from game.back_alley_bones.refusals import RULES
from game.back_alley_bones.scenario import build_start, run_scenario
from game.back_alley_bones.state import new_game
from game.protocol import IllegalAction
from game.scenario import ScenarioActionError

ROOT = Path(__file__).resolve().parents[1]


def position(start, variants=(), seed=1):
    return build_start({"game": "back_alley_bones", "seed": seed, "variants": list(variants), "start": start})


def play_start(**over):
    """Seat 0 holds the dice (the Decoy shoots), both bets down, Points 8 | 6 | 9."""
    start = {"dice": 0, "shooter": "decoy", "phase": "play", "side_bets_chosen": [5, 6],
             "points": [{"card": 8}, {"card": 6}, {"card": 9}], "hands": [["C3", "L2"], ["C2", "L1"]]}
    start.update(over)
    return start


# --- Game set up ------------------------------------------------------------------------------

def test_game_set_up_deals_5_cards_each_and_a_random_first_player_holds_the_dice():
    """'Shuffle the Gamble Deck and deal 5 cards to each player. ... Determine first player randomly.'
    The first player picks her first Shooter: nobody else acts."""
    firsts = set()
    for seed in range(12):
        s, _ = new_game(seed)
        assert [len(h) for h in s.hands] == [5, 5] and len(s.gamble_deck) == 30 - 10
        assert s.to_act() == (s.dice, "shooter") and s.legal_actions(1 - s.dice) == []
        assert {a.character for a in s.legal_actions()} == {"decoy", "lookout", "sizzler"}
        firsts.add(s.dice)
    assert firsts == {0, 1}


def test_every_round_three_points_of_the_whole_shuffled_point_deck_are_revealed():
    """'Every round, the entire Point deck is shuffled before revealing the Points.' The demo deck
    holds 5, 6, 8, 9; the full game adds 4 and 10."""
    seen = set()
    for seed in range(30):
        s, _ = new_game(seed)
        s, _ = s.apply_action(s.legal_actions()[0])
        cards = [p.card for p in s.points]
        assert len(cards) == 3 == len(set(cards)) and set(cards) <= {5, 6, 8, 9}
        seen.add(tuple(cards))
        t, _ = new_game(seed, ("four_ten",))
        t, _ = t.apply_action(t.legal_actions()[0])
        assert set(p.card for p in t.points) <= {4, 5, 6, 8, 9, 10}
    assert len(seen) > 6


def test_full_crew_each_player_keeps_three_of_her_four_characters_then_the_shooter():
    s, _ = new_game(3, ("full_crew",))
    assert s.phase == "crew" and s.waiting() == (0, 1)
    assert len(s.legal_actions(0)) == 4              # which one of the four to leave out
    s, _ = s.apply_action(act("crew", 1, cards=("decoy", "lookout", "flex")))
    assert s.check_action(act("crew", 0, cards=("decoy", "decoy", "flex"))).rule == "crew"
    s, _ = s.apply_action(act("crew", 0, cards=("sizzler", "lookout", "flex")))
    assert s.phase == "shooter" and s.rosters == (("lookout", "sizzler", "flex"), ("decoy", "lookout", "flex"))


# --- Cheat and get lucky ----------------------------------------------------------------------

def test_one_card_a_turn_players_alternate_until_all_cards_have_been_played():
    """'During a player's turn, she may play 1 Cheat or 1 Luck card' - playing ends her turn;
    'Players alternate playing cards from their hands until all cards have been played.'"""
    s = position(play_start(exhausted=[["lookout"], ["lookout"]]))
    s, _ = s.apply_action(act(PLAY, 0, card="L2", point=0, by=-2))
    assert s.to_act() == (1, "play")
    assert s.check_action(act(PLAY, 0, card="C3", point=1, by=1)).rule == "not_your_turn"
    s, _ = s.apply_action(act(PLAY, 1, card="C2", point=1, by=2))
    s, _ = s.apply_action(act(PLAY, 0, card="C3", point=2, by=-1))
    assert s.to_act() == (1, "play")
    s, events = s.apply_action(act(PLAY, 1, card="L1", point=2, by=1))
    assert "round_ended" in [e.kind for e in events]       # all cards played: the results


def test_the_player_chooses_a_cards_direction_a_cheat_holds_1_to_its_most_tokens():
    """Cheat cards: 'the value of the Cheat card (2, 3, or 4) is flexible' - the moves offered for
    a Cheat 3 on a Point at 8 are 1, 2 and 3 tokens either way; a Luck 2 exactly 2 either way."""
    s = position(play_start())
    moves = {(a.card, a.by) for a in s.legal_actions(0) if a.kind == PLAY and a.point == 0 and not a.decoy}
    assert moves == {("C3", b) for b in (-3, -2, -1, 1, 2, 3)} | {("L2", -2), ("L2", 2)}


def test_the_lookout_reaction_is_its_owners_decision_in_the_opponents_turn():
    """The Lookout: 'Exhaust as a Cheat is played on a Point to discard the Cheat.' The cheater's
    opponent decides (react or not); the cheater has nothing to do until she has."""
    s = position(play_start())
    s, events = s.apply_action(act(PLAY, 0, card="C3", point=0, by=-1))
    assert [e.kind for e in events] == ["cheat_pending"]
    assert s.to_act() == (1, "react") and s.legal_actions(0) == []
    assert {(a.character, a.flex) for a in s.legal_actions(1)} == {(None, None), ("lookout", None)}
    declined, _ = s.apply_action(act(REACT, 1))
    assert declined.points[0].total == 7 and declined.to_act() == (1, "play")


def test_no_reaction_is_asked_without_a_ready_lookout_nor_for_a_luck():
    s = position(play_start(exhausted=[[], ["lookout"]]))
    s2, _ = s.apply_action(act(PLAY, 0, card="C3", point=0, by=-1))
    assert s2.phase == "play" and s2.points[0].total == 7
    s3, _ = position(play_start()).apply_action(act(PLAY, 0, card="L2", point=0, by=-2))
    assert s3.phase == "play"


def test_a_crapped_out_character_keeps_his_ability_as_the_data_says():
    """BACK_ALLEY_BONES.md §6: a crapped-out character 'can no longer be the Shooter' - nothing
    more: his Lookout still reacts (crapped_out_keeps_ability: true in config)."""
    assert game_data().crapped_out_keeps_ability is True
    s = position(play_start(crapped_out=[[], ["lookout"]]))
    s, _ = s.apply_action(act(PLAY, 0, card="C3", point=0, by=-1))
    assert s.to_act() == (1, "react")


def test_abilities_come_before_the_card_and_only_in_her_own_turn():
    """'A player may only use a Side Bet ability during her turn'; playing ends the turn."""
    s = position(play_start(side_bets_won=[[9], [5]], side_bets_chosen=[6, 6]))
    assert s.check_action(act("draw", 1, bet=5)).rule == "not_your_turn"
    assert act("draw", 0, bet=9) in s.legal_actions(0)
    s, _ = s.apply_action(act(PLAY, 0, card="L2", point=0, by=-2))
    assert act("draw", 1, bet=5) in s.legal_actions(1)
    assert s.check_action(act("draw", 1, bet=9)).rule == "has_no"


# --- Specials, results, Grub --------------------------------------------------------------------

def test_yo_leven_lucky_seven_and_lockdown_are_previewed_for_the_table():
    """The view says what each legal play would make of its Point: the screen decides no rule."""
    s = position(play_start(hands=[["L1", "L2"], ["L3", "C2"]]))
    v = GAME.view(s, 0)
    got = {(p.card, p.point, p.by): (p.total, p.special) for p in v.previews}
    assert got[("L1", 0, -1)] == (7, "lucky_seven") and got[("L2", 2, 2)] == (11, "yo_leven")
    assert got[("L2", 1, -2)] == (4, None)
    s, _ = s.apply_action(act(PLAY, 0, card="L2", point=1, by=-2))
    w = GAME.view(s, 1)
    got = {(p.card, p.point, p.by): p.special for p in w.previews}
    assert got[("L3", 2, 3)] == "lockdown" and got[("L3", 0, -3)] is None     # 5: no special


def test_grub_totals_are_open_and_pharma_turns_up_a_gamble_card():
    """'Each player must openly display their Grub total at all times.'"""
    out = run_scenario({"game": "back_alley_bones", "seed": 2, "start": play_start(
        hands=[["L1", "C2"], ["C2", "L1"]], gamble_deck=["L3"], grub_deck=["P1/3", "F2"],
        points=[{"card": 6}, {"card": 8}, {"card": 9}]), "actions": [{"seat": 0, "play": "L1", "point": 0, "by": 1}]})
    assert out["grub"] == [3, 0] and out["gamble_discard"] == ["L3"]
    s = position(play_start(grub_won=[[["F3", 3]], [["P0/4", 0]]]))
    assert GAME.view(s, 1).grub == (3, 0)


def test_equal_totals_are_a_push_both_win():
    s = position(play_start(grub_won=[[["F1", 1]], [["F2", 2]]], grub_deck=["F1"],
                            points=[{"card": 6}, {"card": 8}, {"card": 9}], hands=[["L1"], ["C2"]]))
    s, events = s.apply_action(act(PLAY, 0, card="L1", point=0, by=1))      # Lucky Seven: the last Grub
    assert s.game_over and s.winners == (0, 1) and events[-1].kind == "game_ended"


# --- Hidden information, undo, words --------------------------------------------------------------

def test_a_view_shows_her_own_hand_and_bet_and_the_others_only_by_size():
    s = position(play_start(hands=[["C3", "L2"], ["C4", "L3", "L1"]]))
    v = GAME.view(s, 0)
    assert v.hand == ("C3", "L2") and v.hand_sizes == (2, 3) and v.side_bet == 5
    assert v.side_bet_down == (True, True) and "C4" not in repr(v) and "L3" not in repr(v)
    s2, _ = position(play_start(side_bets_won=[[6], []], side_bets_chosen=[5, 6],
                                grub_deck=["F3", "F1"])).apply_action(act("sniff", 0, bet=6))
    assert GAME.view(s2, 0).aside == ("F3",) and GAME.view(s2, 1).aside == ()


def test_a_draw_reveals_the_card_to_its_drawer_and_a_play_to_the_other_seat():
    s = position(play_start(exhausted=[[], ["lookout"]]))
    s1, events = s.apply_action(act("sizzler", 0))
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert GAME.reveals(drawn, 0) and not GAME.reveals(drawn, 1)
    assert GAME.reveal_reason(drawn, 0, s1, None) == "you drew a card since"
    _, events = s1.apply_action(act(PLAY, 0, card="C3", point=0, by=-1))
    played = next(e for e in events if e.kind == "card_played")
    assert GAME.reveals(played, 1) and not GAME.reveals(played, 0)
    assert GAME.acted_reason(act(PLAY, 1, card="L1", point=0, by=1), s1, ["Ada", "Bo"]) == "Bo has played a card since"


def test_every_action_round_trips_through_its_record_form():
    kinds = set()
    for seed in range(6):
        s, _ = new_game(seed, ("four_ten", "full_crew"))
        rng = random.Random(seed)
        while not s.game_over:
            legal = s.legal_actions()
            for a in rng.sample(legal, min(4, len(legal))) + [legal[-1]]:
                assert action_from_data(json.loads(json.dumps(action_to_data(a)))) == a
                kinds.add(a.kind)
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
    assert len(kinds) >= 12


def test_the_summary_line_names_grub_and_the_winner():
    s = position(play_start(grub_won=[[["F3", 3]], [["F1", 1]]], grub_deck=["F1"],
                            points=[{"card": 6}, {"card": 8}, {"card": 9}], hands=[["L1"], ["C2"]]))
    s, _ = s.apply_action(act(PLAY, 0, card="L1", point=0, by=1))
    line = GAME.summary(None, s)
    assert "Seat 1 4 Grub, Seat 2 1 Grub" in line and line.endswith("Seat 1 won")
    assert GAME.stats_label(type("Setup", (), {"options": {"variants": ["four_ten"]}})()) == "With 4 and 10"


# --- The data and the refusals ---------------------------------------------------------------------

def test_the_reconstructed_decks_are_data_checked_at_load():
    """BACK_ALLEY_BONES.md §10: the Gamble deck of 30, half Cheat, half Luck; the Grub deck of 54."""
    d = game_data()
    assert Counter(d.gamble_cards()) == Counter({"C2": 8, "C3": 5, "C4": 2, "L1": 8, "L2": 5, "L3": 2})
    assert len(d.grub_cards()) == 54 and {"gamble_deck", "grub_deck", "rosters"} <= set(d.reconstructed)
    raw = yaml.safe_load((ROOT / "config" / "back_alley_bones.yaml").read_text())
    for key, bad in (("gamble_deck", {"C9": 3}), ("grub_deck", {"P4/1": 2}), ("hand_size", -1),
                     ("demo_roster", ["decoy", "ninja", "sizzler"]), ("crapped_out_keeps_ability", "yes")):
        with pytest.raises(ValueError, match=key):
            check({**raw, key: bad})


def test_every_refusal_has_its_keyword_and_its_words_for_a_player():
    from scenes.back_alley_bones.refusal_text import REFUSALS as words
    assert set(words) == set(RULES)
    for rule, info in RULES.items():
        assert info.keyword.lower() in info.text.lower(), rule
        w = words[rule]
        assert isinstance(w, str) or ("other" in w and "you" in w), rule


def test_refusals_from_real_positions_name_their_rule():
    """Actions legal somewhere in seeded games, tried everywhere: each refusal is a catalogued
    rule, and the scenario command words it as 'action N: <the engine's text>'."""
    seen = set()
    for seed in range(6):
        s, _ = new_game(seed, ("four_ten", "full_crew") if seed % 2 else ())
        rng = random.Random(seed)
        pool = []
        while not s.game_over:
            legal = s.legal_actions()
            pool += legal[:3]
            for a in rng.sample(pool, min(5, len(pool))):
                r = s.check_action(a)
                if r is not None:
                    assert r.rule in RULES and r.text
                    seen.add(r.rule)
                    with pytest.raises(IllegalAction):
                        s.apply_action(a)
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        seen.add(s.check_action(pool[0]).rule)
    assert {"not_your_turn", "wrong_phase", "not_in_hand", "game_over"} - seen == set()
    with pytest.raises(ScenarioActionError, match=r"^action 0: point 1 is locked"):
        run_scenario({"game": "back_alley_bones", "start": play_start(points=[
            {"card": 8}, {"card": 9, "lucks": [["L3", 3, 1]], "locked": True}, {"card": 6}]),
            "actions": [{"seat": 0, "play": "L2", "point": 1, "by": -2}]})


@pytest.mark.slow      # 40 games, a second; the quick loop keeps the invariants over seeded games below
def test_every_event_type_occurs_in_seeded_games():
    """So the network round trip (tests/test_view_data.py) is tested for each of them."""
    import game.back_alley_bones.events as bab
    from game.protocol import event_classes
    seen = set()
    for seed in range(40):
        s, _ = new_game(seed, [(), ("four_ten", "full_crew")][seed % 2])
        rng = random.Random(seed)
        while not s.game_over:
            legal = s.legal_actions()
            s, events = s.apply_action(legal[rng.randrange(len(legal))])
            seen |= {e.kind for e in events}
    assert set(event_classes(bab)) - seen == set()


# --- Invariants over seeded games --------------------------------------------------------------

VARIANT_SETS = [(), ("four_ten",), ("full_crew",), ("four_ten", "full_crew")]
QUICK_GAMES = 40        # per variant set: the quick run (160 games, a few seconds)
FULL_GAMES = 500        # per variant set, marked slow (bench/back_alley_bones_invariants.py: any size)


# About 2 s each: `make check` keeps the set with both options (it plays every card and rule).
@pytest.mark.parametrize("variants", [pytest.param(v, marks=[] if len(v) == 2 else [pytest.mark.slow])
                                      for v in VARIANT_SETS], ids=["demo", "four_ten", "full_crew", "both"])
def test_invariants_over_seeded_games(variants):
    """Every position of seeded games of random legal choices keeps the 30 Gamble and 54 Grub
    cards, each in one place; every Point between 2 and 12; Grub totals equal to the Grub taken;
    every game ends, its winners the highest totals (game.back_alley_bones.invariants)."""
    from game.back_alley_bones.invariants import check_games
    assert check_games(range(QUICK_GAMES), variants) == QUICK_GAMES


@pytest.mark.slow
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=["demo", "four_ten", "full_crew", "both"])
def test_invariants_over_many_seeded_games(variants):
    from game.back_alley_bones.invariants import check_games
    assert check_games(range(QUICK_GAMES, QUICK_GAMES + FULL_GAMES), variants) == FULL_GAMES


def test_the_invariant_checks_catch_a_lost_card_a_point_out_of_bounds_and_grub_miscounted():
    from game.back_alley_bones.invariants import InvariantBroken, check_position
    s = position(play_start())
    check_position(s)
    with pytest.raises(InvariantBroken, match="not conserved"):
        check_position(replace(s, hands=(s.hands[0][1:], s.hands[1])))
    over = s.points[2]._replace(cheats=(("C3", 3, 0),), lucks=(("L2", 2, 0),))      # 9 + 3 + 2 = 14
    with pytest.raises(InvariantBroken, match="outside 2..12"):
        check_position(replace(s, points=s.points[:2] + (over,), hands=((), s.hands[1])))
    with pytest.raises(InvariantBroken, match="credited"):
        check_position(replace(s, grub_won=((("F2", 3),), ()), grub_deck=tuple(
            s.grub_deck[:s.grub_deck.index("F2")] + s.grub_deck[s.grub_deck.index("F2") + 1:])))


# --- The shared services, through the protocol -------------------------------------------------

def _setup(seed=5, variants=()):
    from game.setup import GameSetup, SeatSetup
    return GameSetup(mode="alley", players=2, seed=seed, options={"variants": list(variants)},
                     game="back_alley_bones",
                     seats=(SeatSetup("Ada", "#cc3333", "human"), SeatSetup("Bo", "#3333cc", "normal")))


def _played(setup, n):
    record = setup.record()
    s = record.start()
    rng = random.Random(setup.seed)
    while len(record.actions) < n and not s.game_over:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
        record.actions.append(a)
    return record, s


def test_an_autosave_and_an_exported_record_come_back_to_the_same_position(tmp_path):
    from game.saves import SavedGame, SaveStore, import_game, load_game, save_game, export_record
    setup = _setup(variants=("four_ten",))
    record, s = _played(setup, 60)
    store = SaveStore(tmp_path)
    save_game(store, SavedGame(setup, record))
    back = load_game(store)
    assert back.setup == setup and back.state.to_data() == s.to_data()
    export_record(record, tmp_path / "game.yaml")
    rec2, _setup2 = import_game(tmp_path / "game.yaml")
    assert rec2.game == "back_alley_bones" and rec2.replay()[0].to_data() == s.to_data()


def test_a_finished_game_counts_in_its_statistics_row_with_the_highest_grub():
    from game.stats import Statistics, record_result
    setup = _setup(seed=9)
    record, s = _played(setup, 10_000)
    assert s.game_over
    stats = record_result(Statistics(), setup, s)
    row = stats.section("back_alley_bones")["Demo"]
    assert row.games == 1 and row.best == s.grub[0] and row.wins == (1 if 0 in s.winners else 0)


def test_undo_stops_at_a_reveal_and_takes_back_a_play_that_showed_nothing_new():
    """A human takes back her own last action until something hidden was shown to her since:
    her own Luck on a Point revealed nothing to her; the opponent's card since would."""
    from game.record import GameRecord
    from game.undo import undo_target
    start = position(play_start(exhausted=[["lookout"], ["lookout"]]))
    rec = GameRecord("alley", 2, 1, {}, [act(PLAY, 0, card="L2", point=0, by=-2)], game="back_alley_bones")
    check = undo_target(rec, 0, (0,), ["Ada", "Bo"], start)
    assert check.allowed and check.index == 0
    rec.actions.append(act(PLAY, 1, card="C2", point=1, by=1))
    check = undo_target(rec, 0, (0,), ["Ada", "Bo"], start)
    assert not check.allowed and check.reason == "a card was shown on the table since"


def test_a_refusal_of_what_a_seat_lacks_keeps_ids_in_its_params_and_its_text_for_the_cli():
    """has_no / exhausted name what is missing by a `thing` and its values (no English phrase in
    the params); the engine's text the command line prints is as it was; the table words it."""
    from game.back_alley_bones.refusals import refuse
    from game.i18n import using
    from scenes.back_alley_bones.words import refusal_words
    r = refuse("has_no", 0, thing="won_bet", bet=9)
    assert dict(r.params) == {"thing": "won_bet", "bet": 9} and r.text == "seat 0 has no won Side Bet 9"
    r = refuse("has_no", 1, thing="ability", ability="sniff", bet=5)
    assert r.text == "seat 1 has no Sniff ability in a Side Bet 5"
    assert refusal_words(r, ["Ada", "Bo"], 0) == "Bo has no Sniff ability in Side Bet 5."
    r = refuse("exhausted", 0, thing="character", character="lookout")
    assert r.text == "seat 0's lookout is exhausted"
    assert refusal_words(r, ["Ada", "Bo"], 0).startswith("Your Lookout is exhausted")
    with using("de"):
        assert refusal_words(refuse("has_no", 0, thing="roster", character="flex"), ["Ada", "Bo"], 0) == \
            "Dir fehlt: Flex."
