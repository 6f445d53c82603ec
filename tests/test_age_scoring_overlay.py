"""The Age-scoring overlay adds up to the engine's scores in every mode, Pacifist 2.0's points
scored during an Age (and during the New Recruits that follow it) included."""
from __future__ import annotations

import random

import pytest

from game.bug_council.state import new_game
from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
from scenes.bug_council.table import TableScene
from tests.ui import snapshot, watch_until



def pacifist2_seed() -> int:
    """A seed whose random solo game has Pacifist 2.0 triggers in the middle of an Age and one
    during the New Recruits right after an Age's scoring (the start column's old trap)."""
    for seed in range(1, 200):
        s = new_game(1, seed, "solo", personality="pacifist2")
        rng = random.Random(seed)
        mid = upkeep = False
        while not s.game_over:
            s, events = s.apply_action(rng.choice(s.legal_actions()))
            kinds = [e.kind for e in events]
            if "age_scored" in kinds:
                upkeep = upkeep or "personality_triggered" in kinds[kinds.index("age_scored"):]
            else:
                mid = mid or "personality_triggered" in kinds
        if mid and upkeep:
            return seed
    raise AssertionError("no seed with Pacifist 2.0 triggers")


def watch(app, mode: str, players: int, seed: int, monkeypatch, options=None) -> tuple[list, object]:
    """Watch an AI game to its end; every Age-scoring overlay opened, and the final state."""
    opened: list[AgeScoringScene] = []
    init = AgeScoringScene.__init__

    def spy(self, *a, **kw):
        init(self, *a, **kw)
        opened.append(self)
    monkeypatch.setattr(AgeScoringScene, "__init__", spy)
    table = app.start_game(players, seed, humans=(), level="random", mode=mode, options=options)
    watch_until(app, table, GameOverScene)
    return opened, table.match.state


def check_columns(opened: list[AgeScoringScene], final) -> None:
    assert [o.e.age for o in opened] == [1, 2, 3]
    previous = None
    for o in opened:
        o.t = 1e9                                   # the count has run to its end
        rows = o.shown()
        for v in rows:
            assert v["start"] + v["this_age"] == v["total"]
            assert v["tricks"] + v["allegiance"] + v["no_allegiance"] + v["ability"] == v["this_age"]
        assert [v["total"] for v in rows] == [o.e.scores[v["seat"]] for v in rows]
        if previous is not None:                    # each Age starts where the last one ended
            assert [v["start"] for v in rows] == previous
        previous = [v["total"] for v in rows]
    assert previous == list(final.scores[:len(previous)])


def test_pacifist2_overlay_columns_add_up_to_the_engine_scores(app, monkeypatch):
    seed = pacifist2_seed()
    opened, final = watch(app, "solo", 1, seed, monkeypatch, {"personality": "pacifist2"})
    check_columns(opened, final)
    assert any(o.shown()[1]["ability"] for o in opened)
    assert all(o.ability for o in opened)
    # The track agrees with the engine once the game has ended.
    table = app.stack.find(TableScene)
    assert table.model.scores[:2] == list(final.scores[:2])
    # A picture of Age II's overlay, counted out, over the table.
    last = opened[1]
    app.stack.push(last)
    app.draw()
    snapshot(app, "age_scoring_pacifist2")


@pytest.mark.slow
@pytest.mark.parametrize("mode,players,options", [("table", 3, None), ("emissary", 2, None),
                                                  ("solo", 1, {"personality": "card_shark"})])
def test_other_modes_add_up_too(app, monkeypatch, mode, players, options):
    opened, final = watch(app, mode, players, 11, monkeypatch, options)
    check_columns(opened, final)
    assert all(o.ability == (mode == "solo") for o in opened)


@pytest.mark.slow      # a watched game, a second; the quick loop keeps the Pacifist's columns above
def test_card_shark_ability_names_its_hand(app, monkeypatch):
    """The Card Shark's ability points read with the hand that scored them ("Straight +5"),
    the hand being the engine's own (its PersonalityTriggered data after each AgeScored)."""
    from game.bug_council.solo import TERMITENATOR, automa_data
    from scenes.bug_council.overlays import hand_words
    chart = automa_data().raw["card_shark_chart"]
    opened, _final = watch(app, "solo", 1, 11, monkeypatch, {"personality": "card_shark"})
    scored = [o for o in opened if o.shown()[TERMITENATOR]["ability"]]
    assert scored, "seed 11's Card Shark scores no hand: pick another"
    for o in scored:
        o.t = 1e9
        pts = o.shown()[TERMITENATOR]["ability"]
        assert chart[o.hand] == pts                   # the hand that scored these points
        assert o.ability_words(pts) == f"{hand_words(o.hand)} +{pts}"
    assert hand_words("four_of_a_kind") == "Four of a kind"
    app.stack.push(scored[-1])
    app.draw()
    snapshot(app, "age_scoring_card_shark")
