"""Bugspiel's rules in BUGSPIEL.md's words, through its definition (the game is not in
`game.protocol.GAMES` yet: its screens come later; the shared services that look a game up by id
are exercised with the `registered` fixture, which adds the line for one test)."""
from __future__ import annotations

import math
import random
from collections import Counter

import pytest
import yaml

from game.bugspiel import events as ev
from game.bugspiel.actions import (ACTION_KINDS, BONUS, BUY_BUG, MOVE, PASS, PLAY, action_from_data,
                                   action_to_data, act)
from game.bugspiel.board import layout, line_tiles
from game.bugspiel.cards import bonus_face, parse_bonus, species
from game.bugspiel.data import check, game_data, points_of
from game.bugspiel.definition import GAME
from game.bugspiel.invariants import check_state
from game.bugspiel.refusals import RULES
from game.bugspiel.scenario import build_start
from game.bugspiel.setup import new_game
from game.bugspiel.state import BugspielState, slide
from game.bugspiel.view import seat_view, view_from_data
from game.net.wire import to_plain
from game.protocol import GameDefinition, IllegalAction
from game.resources import config_path

BASE_TILES = {"A1": "forest", "A2": "aquatic", "B1": "soil", "B2": "grassland", "B3": "grassland",
              "C1": "grassland", "C2": "grassland", "C3": "forest", "D1": "soil", "D2": "grassland"}
BUGM = [501, 33, 1402, 17, 650, 77, 901, 4]
BONM = ["Coleoptera+herbivore", "flying+predator", "Diptera+Odonata", "Araneae+Araneae", "herbivore+herbivore",
        "Hemiptera+parasite", "Odonata+scavenger", "Coleoptera+negavore"]


def position(players: int = 2, **start) -> BugspielState:
    st = {"tiles": dict(BASE_TILES), "bug_market": list(BUGM), "bonus_market": list(BONM),
          "bug_deck": [210, 1180], "bonus_deck": ["Orthoptera+flying"]}
    st.update(start)
    return build_start({"game": "bugspiel", "players": players, "start": st})


def played(seed: int, players: int, board: str, steps: int, rng_seed: int = 0):
    s = new_game(seed, players, board)
    rng = random.Random(rng_seed)
    actions = []
    for _ in range(steps):
        if s.game_over:
            break
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
        actions.append(a)
    return s, actions


@pytest.fixture
def registered(monkeypatch):
    """The registration line, for one test: what records, saves, undo and statistics look up."""
    from game import protocol
    monkeypatch.setitem(protocol.GAMES, "bugspiel", "game.bugspiel.definition")
    protocol.get_game.cache_clear()
    yield
    protocol.get_game.cache_clear()


# --- the data -------------------------------------------------------------------------------------

def test_every_species_row_is_a_card_with_its_published_points():
    data = game_data()
    assert len(data.species) == 1759 and len(data.categories) == 41
    formula = yaml.safe_load(config_path("bugspiel.yaml").read_text())["points_formula"]
    for sp in data.species.values():
        cat = data.categories[sp.category]
        assert sp.points == points_of(cat.size, sp.wildcard, sp.predator, sp.flying, formula)
        assert sp.wildcard == (sp.category == "Animalia")
    assert species(1).name == "Abax parallelepipedus" and species(1).common_name == "Beetles"


def _texts():
    return (config_path("bugspiel/species.tsv").read_text(), config_path("bugspiel/categories.tsv").read_text(),
            yaml.safe_load(config_path("bugspiel.yaml").read_text()))


@pytest.mark.parametrize("change, words", [
    (lambda sp, cat, raw: (sp.replace("\tcarnivore\tno\tno\t1\n", "\tcarnivore\tno\tno\t5\n", 1), cat, raw),
     "line 2: points 5: the formula gives 1"),
    (lambda sp, cat, raw: (sp.replace("Coleoptera", "Coleopterra", 1), cat, raw), "'Coleopterra' is not in"),
    (lambda sp, cat, raw: (sp.replace("\tSoil\t", "\tDesert\t", 1), cat, raw), "line 2: habitats"),
    (lambda sp, cat, raw: (sp, cat.replace("\t42\t2\t62\tyes", "\t42\t2\t62\tno"), raw),
     "wildcard is yes exactly for Animalia"),
    (lambda sp, cat, raw: (sp, cat, {**raw, "prices": [15, "twelve"]}), "bugspiel.yaml: prices"),
    (lambda sp, cat, raw: (sp, cat, {**raw, "hand_limits": {"bugs": 8}}), "hand_limits: expected exactly"),
    (lambda sp, cat, raw: (sp, cat, {**raw, "ai": {**raw["ai"], "hard": {**raw["ai"]["hard"], "deals": 0}}}),
     "ai.hard.deals: expected a whole number >= 1"),
])
def test_bad_data_is_refused_naming_the_file_and_the_row(change, words):
    sp, cat, raw = change(*_texts())
    with pytest.raises(ValueError) as exc:
        check(raw, sp, cat)
    assert words in str(exc.value)


def test_a_bonus_card_is_written_in_ascii_order_and_shows_its_halves():
    assert parse_bonus("herbivore+Coleoptera") == "Coleoptera+herbivore"
    with pytest.raises(ValueError):
        parse_bonus("Animalia+herbivore")
    with pytest.raises(ValueError):
        parse_bonus("Aquatic+herbivore")          # never a habitat (decision 23)
    faces = bonus_face("Coleoptera+herbivore")
    assert [(f.half, f.category, f.amount) for f in faces] == [("Coleoptera", True, 2), ("herbivore", False, 1)]
    assert [(f.half, f.amount) for f in bonus_face("Araneae+Araneae")] == [("Araneae", 4)]
    assert [(f.half, f.amount) for f in bonus_face("flying+flying")] == [("flying", 4)]


# --- setup (section 2) ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed, players, board", [(1, 2, "small"), (2, 3, "large"), (3, 4, "small"), (4, 2, "large")])
def test_setup_builds_the_deck_terrain_markets_and_hands_by_section_2(seed, players, board):
    data = game_data()
    s = new_game(seed, players, board)
    lay = layout(board)
    target = math.floor(1.2 * 3 * lay.tiles)
    cards = list(s.bug_market) + list(s.bug_deck) + [c for h in s.bug_hands for c in h]
    plain = [c for c in cards if not species(c).wildcard]
    cats = Counter(species(c).category for c in plain)
    assert len(cats) >= 6 and len(plain) >= target
    for cat, n in cats.items():                    # every species of a chosen category
        assert n == data.categories[cat].cards
    assert sum(species(c).predator for c in plain) / len(plain) <= 0.33
    assert len(cards) - len(plain) == math.floor(0.1 * target)
    low = min(species(c).points for c in plain)
    assert all(species(c).points <= low for c in s.bug_market)
    assert all(len(h) == 1 and species(h[0]).points <= low for h in s.bug_hands)
    assert all(len(h) == 1 for h in s.bonus_hands)
    assert len(s.bonus_market) + len(s.bonus_deck) + players == len(cards)
    # Terrain: every tile has one; a terrain some deck card lives on alone is on the board.
    assert len(s.terrains) == lay.tiles and s.axes == ("ns",) * lay.tiles
    for t in ("aquatic", "soil", "grassland", "forest"):
        if any(species(c).habitats == (t,) for c in cards):
            assert t in s.terrains
    assert s.scores == (0,) * players and s.turn == 0 and check_state(s) == []


def test_a_seed_gives_the_same_setup_and_another_seed_another():
    assert new_game(5, 3, "small") == new_game(5, 3, "small")
    assert new_game(5, 3, "small") != new_game(6, 3, "small")


# --- markets (section 3) ---------------------------------------------------------------------------------

def test_a_purchase_slides_the_market_toward_slot_7_and_refills_from_the_top():
    market = ("m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7")
    out, deck, discarded, slid, refilled = slide(market, 3, ("d1", "d2", "d3"))
    assert out == ("d2", "d1", "m0", "m1", "m2", "m4", "m5", "m6") and deck == ("d3",) and discarded == "m7"
    assert (0, 2) in slid and (6, 7) in slid and refilled == ((1, "d1"), (0, "d2"))
    out, deck, discarded, _slid, refilled = slide(market, 7, ("d1",))
    assert out == ("d1", "m0", "m1", "m2", "m3", "m4", "m5", "m6") and discarded is None and deck == ()
    out, _deck, _d, _s, _r = slide(market, 0, ())
    assert out[:2] == (None, None)                 # the deck ran out: the top slots stay empty


def test_only_purchases_move_a_market():
    s = position(hands=[{"bugs": [607]}, {}])
    after, _ = s.apply_action(act(PLAY, 0, card=607, to="B2a"))
    after, _ = after.apply_action(act(PASS, 1))
    assert after.bug_market == s.bug_market and after.bonus_market == s.bonus_market


# --- legality and immutability -------------------------------------------------------------------------

def test_every_legal_action_passes_the_check_and_pass_is_always_legal():
    s, _ = played(11, 3, "small", 120)
    for seat in range(3):
        legal = s.legal_actions(seat)
        if seat != s.turn:
            assert legal == []
            continue
        assert act(PASS, seat) in legal
        for a in legal:
            assert s.check_action(a) is None


def test_the_legal_actions_are_exactly_those_the_rules_accept():
    """Every candidate (buys, plays and moves to every slot with every rotation, bonuses on every
    slot, pass) is listed exactly when `check_action` accepts it (a rotation to the tile's own
    axis is accepted and changes nothing, so it is not listed twice)."""
    from game.bugspiel.actions import AXES_OR_NONE, BUY_BONUS, MOVE
    for seed, players in ((11, 3), (12, 2)):
        s, _ = played(seed, players, "small", 150)
        seat = s.turn
        labels = s.layout.slot_labels
        candidates = [act(k, seat, market=m) for k in (BUY_BUG, BUY_BONUS) for m in range(8)]
        candidates += [act(PLAY, seat, card=c, to=t, rotate=r) for c in s.bug_hands[seat] for t in labels
                       for r in AXES_OR_NONE]
        candidates += [act(MOVE, seat, frm=f, to=t, rotate=r) for f in labels for t in labels for r in AXES_OR_NONE]
        candidates += [act(BONUS, seat, card=c, to=t) for c in set(s.bonus_hands[seat]) for t in labels]
        candidates.append(act(PASS, seat))
        accepted = {a for a in candidates if s.check_action(a) is None
                    and (a.rotate is None or a.rotate != s.axes[s.layout.slot_index(a.to) // 3])}
        assert set(s.legal_actions()) == accepted and len(s.legal_actions()) == len(accepted)


def test_a_play_is_offered_unrotated_and_with_each_axis_that_turns_the_tile():
    s = position(hands=[{"bugs": [607]}, {}])
    plays = [a for a in s.legal_actions() if a.kind == PLAY and a.to == "B2a"]
    assert sorted(str(a.rotate) for a in plays) == ["None", "ne", "nw"]


def test_apply_action_never_changes_its_state_and_a_refusal_changes_nothing():
    s = position(hands=[{"bugs": [607]}, {}])
    before = s.to_data()
    s.apply_action(act(PLAY, 0, card=607, to="B2a"))
    with pytest.raises(IllegalAction) as exc:
        s.apply_action(act(PLAY, 0, card=607, to="A2a"))
    assert exc.value.refusal.rule == "cannot_live" and exc.value.refusal.params["terrain"] == "aquatic"
    assert s.to_data() == before


def test_states_round_trip_through_data_and_a_doubled_card_is_refused():
    s, _ = played(3, 4, "large", 80)
    again = BugspielState.from_data(yaml.safe_load(yaml.safe_dump(s.to_data())))
    assert again == s
    bad = s.to_data()
    bad["bug_deck"] = bad["bug_deck"] + [bad["bug_market"][0]]
    with pytest.raises(ValueError, match="twice"):
        BugspielState.from_data(bad)


def test_every_action_round_trips_through_its_record_form():
    s, _ = played(5, 2, "small", 60)
    for a in s.legal_actions():
        assert action_from_data(action_to_data(a)) == a
    for data in ({"seat": 0, "buy_bug": 9}, {"seat": 0, "pass": False}, {"seat": 0, "play": 3},
                 {"seat": 0, "move": "B2a", "to": "C1b", "rotate": "up"}, {"play": 3, "to": "B2a"}):
        with pytest.raises(ValueError):
            action_from_data(data)


def test_every_refusal_has_its_keyword_and_its_words_for_a_player():
    words = yaml.safe_load(config_path("bugspiel_refusals.yaml").read_text())
    for rule, info in RULES.items():
        assert info.keyword in info.text, rule
        assert rule in words, rule


# --- lines ------------------------------------------------------------------------------------------------

def test_a_line_follows_the_anchor_tiles_axis_through_occupied_tiles_of_that_axis():
    lay = layout("small")
    idx = {label: i for i, label in enumerate(lay.labels)}
    axes = ["ns"] * lay.tiles
    occupied = [True] * lay.tiles
    assert {lay.labels[t] for t in line_tiles(lay, idx["B2"], tuple(axes), tuple(occupied))} == {"B1", "B2", "B3"}
    for label in ("A1", "B2", "C2", "D2"):
        axes[idx[label]] = "nw"
    assert {lay.labels[t] for t in line_tiles(lay, idx["B2"], tuple(axes), tuple(occupied))} == {"A1", "B2", "C2", "D2"}
    occupied[idx["C2"]] = False
    assert {lay.labels[t] for t in line_tiles(lay, idx["B2"], tuple(axes), tuple(occupied))} == {"A1", "B2"}


# --- the view ------------------------------------------------------------------------------------------

def test_a_view_shows_everything_but_the_decks():
    s, _ = played(8, 3, "small", 40)
    v = seat_view(s, 1)
    plain = to_plain(v, action_to_data)
    text = repr(plain)
    assert v.bug_deck_size == len(s.bug_deck) and v.bonus_deck_size == len(s.bonus_deck)
    assert v.bug_hands == s.bug_hands and v.bonus_hands == s.bonus_hands          # hands are open
    hidden = set(s.bug_deck) - {sp.id for sp in v.species}
    assert hidden == set(s.bug_deck)
    assert "bug_deck\'" not in text and "bonus_deck\'" not in text
    assert {sp.id for sp in v.species} >= set(c for c in s.bug_market if c is not None)
    assert view_from_data(plain) == v


def test_a_seats_view_stays_well_inside_one_network_message_to_the_end_of_a_long_game():
    """A client refuses a host message over wire.MAX_BYTES (64 KiB): the view names cards by id
    (their facts are the config table's, every seat has it), so even a long 4-player game's last
    view, with hundreds of discards, leaves room for the update's events (it once sent every
    visible species' facts: 85 KB here)."""
    from game.net.wire import MAX_BYTES, dumps
    s, actions = played(3, 4, "large", 10_000, rng_seed=3)
    assert s.game_over and len(actions) > 1000 and len(s.bug_discards) + len(s.bonus_discards) > 300
    for seat in range(4):
        plain = to_plain(seat_view(s, seat), action_to_data)
        assert len(dumps(plain).encode("utf-8")) < MAX_BYTES // 2
        assert "species" not in plain
        assert view_from_data(plain) == seat_view(s, seat)


def test_the_bonus_preview_is_what_cashing_the_card_gives_every_seat():
    s = position(slots={"B2a": [0, 3], "B3a": [0, 79], "B1a": [0, 2], "B3b": [1, 355]},
                 hands=[{"bonuses": ["Coleoptera+herbivore"]}, {}])
    v = GAME.view(s, 0)
    preview = v.preview("Coleoptera+herbivore", "B2a")
    assert preview.gains == (7, 3) and preview.line == ("B1", "B2", "B3")
    assert {(h.seat, h.half, h.points) for h in preview.halves} == {
        (0, "Coleoptera", 4), (0, "herbivore", 3), (1, "Coleoptera", 2), (1, "herbivore", 1)}
    _after, events = s.apply_action(act(BONUS, 0, card="Coleoptera+herbivore", to="B2a"))
    cashed = next(e for e in events if isinstance(e, ev.BonusCashed))
    assert cashed.score == preview and cashed.scores == (7, 3)
    assert GAME.event_from_data(to_plain(cashed)) == cashed


def test_events_round_trip_through_plain_data():
    s = new_game(2, 2, "small")
    seen = set()
    rng = random.Random(4)
    while not s.game_over and len(seen) < 6:
        legal = s.legal_actions()
        s, events = s.apply_action(legal[rng.randrange(len(legal))])
        for e in events:
            seen.add(e.kind)
            assert GAME.event_from_data(to_plain(e)) == e
    assert {"card_bought", "bug_placed"} <= seen


# --- the definition and the shared services ---------------------------------------------------------------

def test_the_definition_keeps_the_protocol_and_names_its_screens():
    assert isinstance(GAME, GameDefinition) and isinstance(new_game(1, 2), __import__(
        "game.protocol", fromlist=["GameState"]).GameState)
    assert GAME.screen == "scenes.bugspiel.screen" and "random" in GAME.ai_levels
    assert set(GAME.action_kinds) == set(ACTION_KINDS)
    assert [m.players for m in GAME.modes] == [(2, 3, 4)] and GAME.modes[0].options == ("board",)
    with pytest.raises(ValueError):
        GAME.new_game("sequential", 5, 1)


def test_a_refill_reveals_the_deck_and_undo_words_say_so():
    s = position()
    _after, events = s.apply_action(act(BUY_BUG, 0, market=7))
    bought = events[0]
    assert GAME.reveals(bought, 1) and bought.refilled == ((0, 210),)
    assert GAME.reveal_reason(bought, 1, _after, None) == "new bug cards were turned up in the market since"
    _after, events = position(bug_deck=[]).apply_action(act(BUY_BUG, 0, market=7))
    assert not GAME.reveals(events[0], 1)
    assert GAME.acted_reason(act(MOVE, 1, frm="B2a", to="C2b"), s, ["Ada", "Bo"]) == "Bo has moved a bug since"


def test_the_summary_names_scores_and_winner():
    s = position(passes=1, turn=1, scores=[12, 30])
    s, _ = s.apply_action(act(PASS, 1))
    assert GAME.summary(None, s) == ("Bugspiel, 2 players, small board  \u00b7  Seat 1 12, Seat 2 30  \u00b7  "
                                     "Seat 2 won (everyone passed)")


def test_records_saves_undo_and_statistics_serve_bugspiel(registered, tmp_path):
    from game.record import GameRecord
    from game.saves import SavedGame, SaveStore, load_game, save_game
    from game.setup import GameSetup, SeatSetup
    from game.stats import Statistics, record_result
    from game.undo import undo_target
    setup = GameSetup("sequential", 2, (SeatSetup("Ada", "#3366cc", "human"), SeatSetup("Bo", "#cc3333", "random")),
                      21, {"board": "small"}, game="bugspiel")
    s, actions = played(21, 2, "small", 10_000, rng_seed=2)
    record = GameRecord("sequential", 2, 21, {"board": "small"}, actions, game="bugspiel")
    assert record.replay()[0].to_data() == s.to_data()
    store = SaveStore(tmp_path)
    save_game(store, SavedGame(setup, GameRecord("sequential", 2, 21, {"board": "small"}, actions[:30],
                                                 game="bugspiel")))
    assert load_game(store).state.to_data() == played(21, 2, "small", 30, rng_seed=2)[0].to_data()
    stats = record_result(Statistics(), setup, s)
    assert stats.section("bugspiel")["2 players, small board"].games == 1
    # The last action of seat 0 can be taken back unless a refill showed a deck card since.
    check = undo_target(record, 0, (0,), ["Ada", "Bo"])
    assert check.allowed or check.reason in ("new bug cards were turned up in the market since",
                                             "new bonus cards were turned up in the market since")


def test_simulate_plays_through_the_definition_at_every_player_count():
    rng = random.Random(1)
    for players in (2, 3, 4):
        s, n = GAME.random_game("sequential", players, players, rng, {"board": "small"})
        assert s.game_over and n > 0 and len(s.winners) == 1
