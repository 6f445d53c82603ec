"""Bugspiel's AI levels: each answers a legal action from a view; normal's choice comes with its
reasons and takes what a player would (a game won now, a bonus line that pays, no pass into a
lost game); hard searches determinized deals of the hidden decks only and stops when told."""
import random
import threading

import pytest

from game.bugspiel.actions import BONUS, PASS, PLAY, act
from game.bugspiel.ai import Dealer, HardController, explain, make
from game.bugspiel.definition import GAME
from game.bugspiel.setup import new_game
from tests.test_bugspiel import position


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


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_answers_a_legal_action_from_a_view(level):
    ctl = make(level, 0)
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


def test_hard_answers_a_legal_action_and_stops_when_told():
    s = positions()[1]
    view = GAME.view(s, s.turn)
    hard = HardController(s.turn, deals=2)
    assert s.check_action(hard.choose(view, random.Random(0))) is None
    stop = threading.Event()
    stop.set()
    assert s.check_action(hard.choose(view, random.Random(0), stop)) is None
    assert hard.last_stats.get("deals", 1) == 1      # the first deal only, then it stopped


def test_normal_beats_random_in_seeded_heads_up_games():
    wins = 0
    for g in range(4):
        s = new_game(100 + g, 2, "small")
        levels = {0: make("normal", 0), 1: make("random", 1)} if g % 2 == 0 else {0: make("random", 0),
                                                                                    1: make("normal", 1)}
        rng = random.Random(g)
        while not s.game_over:
            s, _ = s.apply_action(levels[s.turn].choose(GAME.view(s, s.turn), rng))
        wins += (s.winners[0] == 0) == (g % 2 == 0)
    assert wins >= 3
