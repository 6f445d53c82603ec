"""Bugspiel's AI levels: each answers a legal action from a view; normal's choice comes with its
reasons and takes what a player would (a game won now, a bonus line that pays, no pass into a
lost game, no turn spent shuttling a flyer); hard and expert search determinized deals of the
hidden decks only (consistent with the view), reproducibly from the seed, and stop when told."""
import random
import threading

import pytest

from game.bugspiel.actions import BONUS, MOVE, PASS, PLAY, act
from game.bugspiel.ai import LEVELS, explain, make, normal_choice, settings, sight_of_state
from game.bugspiel.ai_search import Dealer, SearchController, concedes, outcome, playout, rollout_choice
from game.bugspiel.data import game_data
from game.bugspiel.definition import GAME
from game.bugspiel.setup import new_game
from tests.test_bugspiel import BUGM, position


def positions():
    """A few seeded positions along random games, 2 to 4 players, both boards."""
    out = []
    for seed, players, board in ((1, 2, "small"), (2, 3, "large"), (3, 4, "small")):
        s = new_game(seed, players, board)
        rng = random.Random(seed)
        for step in range(60):
            if s.game_over:
                break
            if step % 20 == 0:
                out.append(s)
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_legal_action_from_a_view(level):
    ctl = make(level, 0, deals=2)
    rng = random.Random(0)
    for s in positions():
        view = GAME.view(s, s.turn)
        assert s.check_action(ctl.choose(view, rng)) is None


def test_normal_gives_its_reasons_and_they_add_up_to_its_score():
    s = positions()[1]
    ranked = explain(GAME.view(s, s.turn))
    assert len(ranked) == len(GAME.view(s, s.turn).legal)
    assert [r.score for r in ranked] == sorted((r.score for r in ranked), reverse=True)
    for r in ranked:
        assert r.score == pytest.approx(sum(x.amount for x in r.reasons))
        assert all(isinstance(x.kind, str) for x in r.reasons)


def test_normal_ends_a_game_it_leads_by_the_last_pass_and_never_passes_into_a_loss():
    leading = position(passes=1, turn=1, scores=[3, 9], hands=[{}, {"bugs": [607]}])
    assert make("normal", 1).choose(GAME.view(leading, 1), random.Random(0)) == act(PASS, 1)
    trailing = position(passes=1, turn=1, scores=[9, 3], hands=[{}, {"bugs": [607]}])
    choice = make("normal", 1).choose(GAME.view(trailing, 1), random.Random(0))
    assert choice.kind != PASS
    assert make("easy", 1).choose(GAME.view(trailing, 1), random.Random(0)).kind != PASS


def test_normal_cashes_a_bonus_that_pays_it_more_than_its_opponent():
    s = position(slots={"B2a": [0, 3], "B3a": [0, 79], "B1a": [0, 2], "B3b": [1, 355]},
                 hands=[{"bonuses": ["Coleoptera+herbivore"]}, {}])
    choice = make("normal", 0).choose(GAME.view(s, 0), random.Random(0))
    assert choice.kind == BONUS and choice.card == "Coleoptera+herbivore"
    reasons = {r.kind: r.amount for r in explain(GAME.view(s, 0))[0].reasons}
    assert reasons["points"] == 7 and reasons["others_points"] < 0


def test_normal_plays_a_bug_where_its_line_pays_its_bonus_card():
    """With Coleoptera+Coleoptera in hand and a Coleoptera on B2 (ns), the new Coleoptera goes in
    B2's line (B1 soil cannot hold it: B3) rather than anywhere else."""
    s = position(slots={"B2a": [0, 3]}, hands=[{"bugs": [79], "bonuses": ["Coleoptera+Coleoptera"]}, {}])
    choice = make("normal", 0).choose(GAME.view(s, 0), random.Random(0))
    assert choice.kind == PLAY and choice.card == 79 and choice.to[:2] in ("B2", "B3")


def test_hard_deals_only_the_hidden_decks_and_keeps_everything_open():
    s = positions()[2]
    view = GAME.view(s, s.turn)
    world = Dealer(view).deal(random.Random(1))
    assert len(world.bug_deck) == len(s.bug_deck) and len(world.bonus_deck) == len(s.bonus_deck)
    for field in ("slots", "bug_market", "bonus_market", "bug_hands", "bonus_hands", "scores", "terrains", "axes"):
        assert getattr(world, field) == getattr(s, field), field
    seen = {sp.id for sp in view.species}
    assert not seen & set(world.bug_deck)


def test_the_dealt_bug_deck_holds_every_unseen_species_of_the_categories_in_sight():
    """Setup takes whole categories and cards leave the game only face up, so those species are
    certainly in the deck; a deal that left one out would be a world that cannot be."""
    data = game_data()
    for s in positions():
        view = GAME.view(s, s.turn)
        seen = {sp.id for sp in view.species}
        cats = {sp.category for sp in view.species if not sp.wildcard}
        certain = {sid for sid, sp in data.species.items() if sp.category in cats and not sp.wildcard} - seen
        assert certain <= set(s.bug_deck)                       # the rule the dealer relies on
        dealer = Dealer(view)
        assert dealer.consistent
        deck = dealer.deal(random.Random(3)).bug_deck
        assert certain <= set(deck) and len(set(deck)) == len(deck) == len(s.bug_deck)
        assert dealer.deal(random.Random(3)).bug_deck == deck   # the seed decides the deal


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_searching_levels_answer_legal_actions_and_stop_when_told(level):
    s = positions()[1]
    view = GAME.view(s, s.turn)
    ctl = SearchController(level, s.turn, deals=2)
    assert s.check_action(ctl.choose(view, random.Random(0))) is None
    stop = threading.Event()
    stop.set()
    assert s.check_action(ctl.choose(view, random.Random(0), stop)) is None
    assert ctl.last_stats.get("deals", 1) == 1      # the first deal only, then it stopped


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_seed_gives_the_searching_levels_the_same_moves(level):
    for s in positions()[:4]:
        view = GAME.view(s, s.turn)
        # The budget, never the safety cap's clock, ends these searches (a crowded machine
        # reached the cap in one of them and the test failed).
        a = make(level, s.turn, deals=3, time_cap_ms=60_000).choose(view, random.Random(11))
        b = make(level, s.turn, deals=3, time_cap_ms=60_000).choose(view, random.Random(11))
        assert a == b


def test_the_playout_policy_only_plays_legal_actions():
    """rollout_choice builds its own short list (no legal list): every answer must be legal,
    over whole games at 2-4 players on both boards."""
    for seed, players, board in ((5, 2, "small"), (6, 3, "large"), (7, 4, "small")):
        s = new_game(seed, players, board)
        for _ in range(150):
            if s.game_over:
                break
            a = rollout_choice(s)
            assert s.check_action(a) is None, a
            s, _ = s.apply_action(a)


WINNING_CASH = dict(slots={"B2a": [0, 3], "B3a": [0, 79], "B1a": [0, 2], "B3b": [1, 355]},
                    hands=[{"bonuses": ["Coleoptera+herbivore"]}, {}], scores=[95, 97])


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_every_thinking_level_takes_an_immediate_winning_bonus_cash(level):
    """Coleoptera+herbivore on B2a pays seat 0 seven points (and seat 1 one): 102 against 98."""
    s = position(**WINNING_CASH)
    choice = make(level, 0, deals=4).choose(GAME.view(s, 0), random.Random(0))
    assert choice.kind == BONUS and choice.card == "Coleoptera+herbivore"
    after, _ = s.apply_action(choice)
    assert after.game_over and after.winners == (0,)


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_a_leader_ends_the_game_by_the_last_pass(level):
    s = position(passes=1, turn=1, scores=[3, 9], hands=[{}, {"bugs": [607]}])
    assert make(level, 1, deals=4).choose(GAME.view(s, 1), random.Random(0)) == act(PASS, 1)


def test_normal_does_not_spend_its_turns_shuttling_a_flyer():
    """A lone flying bug scores nothing by moving (its lines stay the same), so a move is a turn
    thrown away: the first normal moved it back and forth for the rest of the game."""
    s = position(slots={"B2a": [0, 14]}, hands=[{}, {}])
    for level in ("normal", "hard"):
        assert make(level, 0, deals=4).choose(GAME.view(s, 0), random.Random(0)).kind != MOVE


def test_normal_buys_by_value_for_the_price():
    """Dicyrtomina ornata (6 points, soil: B1 and D1 have room) at slot 0 costs 15, Luciola
    cruciata (1 point) at slot 6 costs 2: neither pays, but the 6-pointer would at slot 7's price;
    normal never pays 15 for 6 points."""
    s = position(hands=[{}, {}])
    ranked = explain(GAME.view(s, 0))
    dear = next(r for r in ranked if r.action == act("buy_bug", 0, market=0))
    assert dear.score < next(r for r in ranked if r.action.kind == PASS).score


@pytest.mark.slow      # 2-4 s each; the quick loop keeps each searching level's legal answers (above)
@pytest.mark.parametrize("players", [2, 4])
def test_the_searching_levels_play_games_to_their_end_with_legal_moves(players):
    """hard against expert (small budgets) from a seeded game's middle (the playout policy
    plays the first 30 plies a seat, to keep the test short) to its end: every answer legal."""
    s = new_game(21 + players, players, "small")
    for _ in range(30 * players):
        s, _ = s.apply_action(rollout_choice(s))
    ctl = {seat: make("hard" if seat % 2 == 0 else "expert", seat, deals=2) for seat in range(players)}
    rng = random.Random(2)
    searched = 0
    while not s.game_over:
        a = ctl[s.turn].choose(GAME.view(s, s.turn), rng)
        assert s.check_action(a) is None
        s, _ = s.apply_action(a)
        searched += 1
    assert searched >= 10 and s.end_reason is not None


def test_the_ai_settings_are_checked_naming_the_key():
    import copy

    from game.bugspiel.ai import check_settings, settings
    bad = copy.deepcopy(settings())
    bad["expert"]["deals"] = 2.5
    with pytest.raises(ValueError, match=r"ai\.expert\.deals"):
        check_settings(bad)
    bad = copy.deepcopy(settings())
    del bad["line_weight"]
    with pytest.raises(ValueError, match=r"ai\.line_weight"):
        check_settings(bad)


def test_expert_plays_its_deals_to_the_end_when_the_end_is_near_and_widens_its_placements():
    """At 80 and 85 of 100 points a playout of a few plies would stop short of the end that
    decides the game: expert plays on to it. Its options hold more than one rotation of its best
    placement (hard searches one)."""
    s = position(slots={"B2a": [0, 3]}, hands=[{"bugs": [79], "bonuses": ["Coleoptera+Coleoptera"]}, {}],
                 scores=[80, 85])
    view = GAME.view(s, 0)
    expert, hard = SearchController("expert", 0, deals=2), SearchController("hard", 0, deals=2)
    expert.choose(view, random.Random(0))
    assert expert.last_stats["endgame"]
    hard.choose(view, random.Random(0))
    assert not hard.last_stats["endgame"]
    ranked = explain(view)

    def rotations(options):
        return max(sum(1 for a in options if a.kind == PLAY and (a.card, a.to) == (b.card, b.to))
                   for b in options if b.kind == PLAY)
    assert rotations(hard.options(ranked)) == 1 < rotations(expert.options(ranked))


def test_expert_searches_a_fuller_table_on_its_own_budget_and_a_run_still_sets_the_deals():
    """At 4 players a ply costs more and the end is more plies away: expert plays its endgame
    deals shorter there, by the lean policy alone (config's `at_players`: heads-up, a deal's
    first two plies are normal's, some 15 lean plies each), so that its budget, not the safety
    cap, ends a decision; at 2 players its numbers are its own. A run's `deals` rules at every
    table."""
    def searched(players, **budget):
        hands = [{"bugs": [79], "bonuses": ["Coleoptera+Coleoptera"]}] + [{}] * (players - 1)
        s = position(players, slots={"B2a": [0, 3]}, hands=hands, scores=[80, 85] + [10] * (players - 2))
        ctl = SearchController("expert", 0, time_cap_ms=60_000, **budget)
        assert s.check_action(ctl.choose(GAME.view(s, 0), random.Random(0))) is None
        assert ctl.last_stats["endgame"]
        return ctl.last_stats

    two, four = searched(2), searched(4)
    assert two["depth"] == settings()["expert"]["endgame_depth"]
    assert four["depth"] < two["depth"] and four["normal_plies"] == 0 < two["normal_plies"]
    assert searched(4, deals=3)["deals"] == 3


def test_a_runs_expert_options_hold_at_every_table_and_an_unknown_key_is_refused_by_name():
    """The arena's --expert-set for Bugspiel: expert's config keys set for one run, over the
    player count's own numbers too (a pilot of deeper deals at 4 players needs no edited config);
    a mistyped key is refused naming it and the keys there are, before any game is played."""
    hands = [{"bugs": [79], "bonuses": ["Coleoptera+Coleoptera"]}] + [{}] * 3
    s = position(4, slots={"B2a": [0, 3]}, hands=hands, scores=[80, 85, 10, 10])
    tuning = {"expert_options": {"endgame_depth": 5, "deals": 4}, "time_cap_ms": 60_000}
    GAME.check_ai_tuning(tuning)
    ctl = GAME.tuned_controller("expert", 0, tuning)
    ctl.choose(GAME.view(s, 0), random.Random(0))
    assert (ctl.last_stats["depth"], ctl.last_stats["deals"]) == (5, 4)
    assert settings()["expert"]["at_players"][4]["endgame_depth"] != 5
    with pytest.raises(ValueError, match="no option endgam_depth.*endgame_depth"):
        GAME.check_ai_tuning({"expert_options": {"endgam_depth": 5}})
    with pytest.raises(ValueError, match="no parts to switch off"):
        GAME.check_ai_tuning({"expert_off": ["endgame"]})


def test_hard_looks_as_many_of_its_own_turns_ahead_at_a_fuller_table():
    """A playout of 8 plies is 4 of hard's own turns at 2 players but 2 at 4, too few to see a
    purchase pay: at 3 and 4 players (config's `at_players`) it plays each deal on at least as
    many of its own turns as at 2, where its numbers are its own."""
    def depth(players):
        hands = [{"bugs": [79], "bonuses": ["Coleoptera+Coleoptera"]}] + [{}] * (players - 1)
        s = position(players, slots={"B2a": [0, 3]}, hands=hands, scores=[20, 25] + [10] * (players - 2))
        ctl = SearchController("hard", 0, deals=2, time_cap_ms=60_000)
        assert s.check_action(ctl.choose(GAME.view(s, 0), random.Random(0))) is None
        return ctl.last_stats["depth"]

    two = depth(2)
    assert two == settings()["hard"]["depth"]
    assert depth(3) / 3 >= two / 2 and depth(4) / 4 >= two / 2


def test_the_playouts_find_room_for_a_bug_where_normal_does():
    """The playouts read where a bug may go from the terrains with room (found once a ply):
    the same answer as normal's slot-by-slot `can_place`, for every species at every position."""
    from game.bugspiel.ai import can_place
    from game.bugspiel.ai_search import has_room, lean_sight, rooms
    for s in positions():
        sight, room = lean_sight(s, s.turn), rooms(s)
        for sid in game_data().species:
            assert has_room(room, sid) == can_place(sight, sid), (s.seed, sid)


def test_the_dealer_draws_an_index_as_random_choice_does():
    """The dealer draws its bonus halves with `below` instead of `Random.choice`: the same
    index from the same random stream, for short and long sequences (so a seed deals the same
    bonus deck as before)."""
    from game.bugspiel.ai_search import below
    for n in (1, 2, 3, 7, 8, 9, 100, 517):
        seq = list(range(n))
        mine, theirs = random.Random(n), random.Random(n)
        assert [seq[below(mine.getrandbits, n, n.bit_length())] for _ in range(300)] == \
            [theirs.choice(seq) for _ in range(300)]
        assert mine.random() == theirs.random()


def test_a_player_counts_budget_is_checked_naming_the_key():
    import copy

    from game.bugspiel.ai import check_settings
    bad = copy.deepcopy(settings())
    bad["expert"]["at_players"][4]["depht"] = 8
    with pytest.raises(ValueError, match=r"ai\.expert\.at_players\.4\.depht"):
        check_settings(bad)
    bad = copy.deepcopy(settings())
    bad["expert"]["at_players"][4]["deals"] = -1
    with pytest.raises(ValueError, match=r"ai\.expert\.at_players\.4\.deals"):
        check_settings(bad)
    bad = copy.deepcopy(settings())
    bad["expert"]["at_players"] = {9: {"deals": 3}}
    with pytest.raises(ValueError, match=r"ai\.expert\.at_players\.9"):
        check_settings(bad)


def test_a_move_that_only_dodges_a_losing_pass_ranks_below_the_pass():
    """Moves never end a game: a trailing seat that shuttled a flyer rather than pass into its
    loss would stall the game for ever (an arena run hung on one). Such a move is a `stall`,
    below even the losing pass; hard and expert never search it."""
    s = position(slots={"B2a": [1, 14]}, passes=1, turn=1, scores=[9, 3], hands=[{}, {}])
    view = GAME.view(s, 1)
    ranked = explain(view)
    pass_rank = next(i for i, r in enumerate(ranked) if r.action.kind == PASS)
    moves = [(i, r) for i, r in enumerate(ranked) if r.action.kind == MOVE]
    assert moves and all(i > pass_rank and any(x.kind == "stall" for x in r.reasons) for i, r in moves)
    for level in ("hard", "expert"):
        assert not any(a.kind == MOVE for a in SearchController(level, 1).options(ranked))


# Seat 1's four thrips (6 points each) on C1 and C2, one line along their `ns` axes.
THRIPS_LINE = {"C1a": [1, 1655], "C1b": [1, 1654], "C2a": [1, 1619], "C2b": [1, 1579]}


def test_expert_plays_on_rather_than_concede_a_game_it_trails():
    """At 2 players a pass while the other seat leads lets it end the game by passing too
    (section 4): a certain loss. Here seat 1 holds a bonus card worth 52 points on its line of
    thrips, so every deal of expert's search ends with seat 0 behind by more than the 10 points
    it trails by now; valued by the margin, conceding looks best (the search without the rule
    concedes). expert plays on while it has anything else to do: that keeps whatever chance the
    game has left, and it may still concede later."""
    deal = new_game(5, 2, "small")
    s = position(scores=[20, 30], turn=0, passes=0, slots=THRIPS_LINE,
                 hands=[{}, {"bonuses": ["Thysanoptera+herbivore"]}],
                 bug_deck=[c for c in deal.bug_deck if c not in BUGM][:40], bonus_deck=list(deal.bonus_deck[:40]))
    view = GAME.view(s, 0)
    assert make("expert", 0, deals=6).choose(view, random.Random(0)).kind != PASS
    conceding = make("expert", 0, deals=6, options={"never_concede": 0})
    assert conceding.choose(view, random.Random(0)).kind == PASS
    # Where the pass concedes nothing (seat 0 leads), the rule leaves it to the search.
    assert not concedes(GAME.view(position(scores=[30, 20], turn=0, passes=0), 0))
    # At 3 players the pass concedes when the two before it leave one more to end the game.
    assert concedes(GAME.view(position(3, scores=[0, 9, 3], turn=0, passes=1), 0))
    assert not concedes(GAME.view(position(3, scores=[0, 9, 3], turn=0, passes=0), 0))
    assert not concedes(GAME.view(position(3, scores=[0, 3, 9], turn=0, passes=1), 0))


def test_heads_up_expert_meets_the_replies_normal_would_make_in_its_deals():
    """The lean policy agrees with normal's whole ranking on about 6 plies in 10: heads-up,
    expert's deals play their first two plies (the reply and its own next turn) as normal
    would, then the lean policy; a deal so played ends where those choices lead."""
    s = new_game(6, 2, "small")
    for _ in range(10):                  # into the game, by normal's choices
        s, _ = s.apply_action(normal_choice(sight_of_state(s, s.turn)))
    view = GAME.view(s, s.turn)
    world = Dealer(view).deal(random.Random(3))
    first = explain(view)[0].action
    after, _ = world.apply_action(first)
    for _ in range(2):
        after, _ = after.apply_action(normal_choice(sight_of_state(after, after.turn)))
    lean = rollout_choice(after)
    after, _ = after.apply_action(lean)
    assert playout(world, first, view.seat, 3, 30, normal_plies=2) == outcome(after, view.seat, 30)
    # Here the lean policy's reply is another, which ends the deal elsewhere.
    assert playout(world, first, view.seat, 3, 30) != outcome(after, view.seat, 30)
    assert settings()["expert"]["normal_plies"] == 2
