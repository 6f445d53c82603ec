"""Statistics: games, wins and best scores per mode and opponent, as the Statistics scene lists
them; the Trilogy record; all-AI games not counted; a bad file never loses the app's start."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from game.bug_council.campaign import Trilogy
from game.saves import SaveStore, load_game
from game.setup import GameSetup, SeatSetup
from game.bug_council.summary import game_summary, mode_label
from game.bug_council.definition import GAME as BUG_COUNCIL
from game.stats import (CampaignStats, ModeStats, Statistics, load_stats, record_campaign, record_result,
                        save_stats)


def seats(n: int, humans: tuple[int, ...] = (0,)) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(f"Bug {i + 1}", "#336699", "human" if i in humans else "easy")
                 for i in range(n))


def finish(setup: GameSetup, rng_seed: int = 0):
    """The final State of the setup's deal played to the end with seeded random legal actions."""
    rng = random.Random(rng_seed)
    s = setup.record().start()
    while not s.game_over:
        s, _ = s.apply_action(rng.choice(s.legal_actions()))
    return s


def game_where(make, wanted) -> tuple[GameSetup, object]:
    """The first seed's (setup, final) whose final state satisfies `wanted`."""
    for seed in range(1, 60):
        setup = make(seed)
        final = finish(setup, seed)
        if wanted(final):
            return setup, final
    raise AssertionError("no such game in 60 seeds")


@pytest.fixture
def store(tmp_path, monkeypatch) -> SaveStore:
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path))
    return SaveStore()


def row(stats: Statistics, label: str) -> tuple:
    return next(r for r in stats.rows() if r[0] == label)


def test_labels_name_modes_as_players_do():
    assert mode_label(GameSetup("table", 3, seats(3), 1)) == "3 players"
    assert mode_label(GameSetup("table", 5, seats(5), 1)) == "5 players"
    assert mode_label(GameSetup("emissary", 2, seats(2), 1)) == "2 players + Emissary"
    assert mode_label(GameSetup("solo", 1, seats(1), 1, {"personality": "card_shark"})) == "Solo vs Card Shark"
    assert mode_label(GameSetup("solo", 1, seats(1), 1)) == "Solo vs Pacifist"


def test_empty_statistics_list_every_mode_with_zero_games():
    rows = Statistics().rows()
    labels = [r[0] for r in rows]
    assert labels[:4] == ["3 players", "4 players", "5 players", "2 players + Emissary"]
    assert "Solo vs Trickster" in labels and labels[-1] == "Termitenator Trilogy"
    assert all(r[1:] == (0, 0, None) for r in rows)


def test_table_games_count_wins_and_best_score():
    won_setup, won = game_where(lambda s: GameSetup("table", 4, seats(4), s), lambda f: 0 in f.winners)
    lost_setup, lost = game_where(lambda s: GameSetup("table", 4, seats(4), s), lambda f: 0 not in f.winners)
    stats = Statistics()
    stats = record_result(stats, won_setup, won)
    stats = record_result(stats, lost_setup, lost)
    assert row(stats, "4 players") == ("4 players", 2, 1, max(won.scores[0], lost.scores[0]))
    assert row(stats, "3 players")[1:] == (0, 0, None)


def test_hot_seat_counts_a_win_for_any_human_and_the_best_human_score():
    setup, final = game_where(lambda s: GameSetup("table", 3, seats(3, humans=(0, 2)), s),
                              lambda f: 2 in f.winners and 0 not in f.winners)
    stats = record_result(Statistics(), setup, final)
    assert row(stats, "3 players")[1:] == (1, 1, max(final.scores[0], final.scores[2]))


def test_emissary_win_is_nobody_humans_win():
    setup, final = game_where(lambda s: GameSetup("emissary", 2, seats(2, humans=(0, 1)), s),
                              lambda f: f.winners == (2,))
    stats = record_result(Statistics(), setup, final)
    assert row(stats, "2 players + Emissary")[1:] == (1, 0, max(final.scores[:2]))


def test_emissary_ai_partner_winning_is_not_the_humans_win():
    setup, final = game_where(lambda s: GameSetup("emissary", 2, seats(2, humans=(0,)), s),
                              lambda f: f.winners == (1,))
    assert row(record_result(Statistics(), setup, final), "2 players + Emissary")[1:3] == (1, 0)


def test_solo_counts_per_opponent():
    def make(seed: int) -> GameSetup:
        return GameSetup("solo", 1, seats(1), seed, {"personality": "thief"})
    won_setup, won = game_where(make, lambda f: f.winners == (0,))
    lost_setup, lost = game_where(make, lambda f: f.winners == (1,))
    stats = record_result(record_result(Statistics(), won_setup, won), lost_setup, lost)
    assert row(stats, "Solo vs Thief") == ("Solo vs Thief", 2, 1, max(won.scores[0], lost.scores[0]))
    assert row(stats, "Solo vs Trickster")[1:] == (0, 0, None)


def test_all_ai_and_unfinished_games_are_not_counted():
    setup = GameSetup("table", 4, seats(4, humans=()), 3)
    stats = record_result(Statistics(), setup, finish(setup))
    assert stats.total_games == 0
    human = GameSetup("table", 4, seats(4), 3)
    assert record_result(Statistics(), human, human.record().start()).total_games == 0


def test_record_result_leaves_the_old_statistics_alone():
    setup = GameSetup("table", 3, seats(3), 5)
    before = Statistics()
    after = record_result(before, setup, finish(setup))
    assert before.total_games == 0 and after.total_games == 1


def test_trilogy_record():
    lost = Trilogy.new(1)
    for i in range(3):           # a real campaign: random play loses to the Termitenator
        s = lost.start_game()
        rng = random.Random(i)
        while not s.game_over:
            s, _ = s.apply_action(rng.choice(s.legal_actions()))
        lost = lost.record(s)
    assert lost.outcome() == "termitenator"
    won = replace(lost, running=(lost.running[1] + 5, lost.running[1]))
    assert won.outcome() == "player"
    stats = record_campaign(record_campaign(Statistics(), BUG_COUNCIL, won), BUG_COUNCIL, lost)
    assert stats.rows()[-1] == ("Termitenator Trilogy", 2, 1, won.running[0])
    assert record_campaign(stats, BUG_COUNCIL, Trilogy.new(4)) == stats       # unfinished: not counted


def test_stats_round_trip(store):
    setup = GameSetup("emissary", 2, seats(2), 11)
    stats = record_result(Statistics(), setup, finish(setup))
    stats.campaigns["trilogy"] = CampaignStats(3, 1, 88)
    save_stats(store, stats)
    assert load_stats(store) == (stats, None)


def test_no_file_gives_empty_statistics(store):
    assert load_stats(store) == (Statistics(), None)


def test_corrupt_stats_give_defaults_and_a_message_and_keep_the_file(store):
    from game.saves import SavedGame, save_game
    setup = GameSetup("table", 3, seats(3), 2)
    save_game(store, SavedGame(setup, setup.record()))
    store.path("stats").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00 not stats")
    stats, message = load_stats(store)
    assert stats == Statistics()
    assert "statistics file" in message and "kept as stats.rejected-" in message
    assert not store.exists("stats") and list(store.root.glob("stats.rejected-*.yaml"))
    assert load_game(store) is not None           # the autosave is untouched


def test_a_bad_entry_is_dropped_the_rest_kept(store):
    store.write("stats", "stats", {"format": 1, "modes": {
        "4 players": {"games": 5, "wins": 2, "best": 61},
        "3 players": {"games": 1, "wins": 4, "best": 10},          # more wins than games
        "5 players": {"games": "lots", "wins": 0, "best": None},
    }, "trilogy": {"played": -1, "won": 0, "best": None}})
    stats, message = load_stats(store)
    assert stats.modes == {"4 players": ModeStats(5, 2, 61)}
    assert stats.campaign("trilogy").played == 0
    assert "3 players" in message and "5 players" in message and "Trilogy" in message
    assert store.exists("stats")


def test_statistics_of_a_newer_format_are_kept_aside(store):
    store.write("stats", "stats", {"format": 99, "modes": {}})
    stats, message = load_stats(store)
    assert stats == Statistics() and "kept as stats.rejected-" in message
    assert yaml.safe_load(next(store.root.glob("stats.rejected-*")).read_text())["payload"]["format"] == 99


ANY = st.recursive(st.none() | st.booleans() | st.integers(-5, 10**6) | st.text(max_size=10),
                   lambda inner: st.lists(inner, max_size=3)
                   | st.dictionaries(st.text(max_size=12), inner, max_size=3), max_leaves=10)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["payload", "modes", "4 players", "games", "wins", "best", "trilogy", "played"]), ANY)
def test_load_stats_never_raises_and_gives_consistent_rows(tmp_path, where, value):
    data = {"format": 1, "modes": {"4 players": {"games": 3, "wins": 1, "best": 40}},
            "trilogy": {"played": 1, "won": 0, "best": 50}}
    if where == "payload":
        data = value
    elif where in ("modes", "trilogy"):
        data[where] = value
    elif where == "played":
        data["trilogy"]["played"] = value
    elif where == "4 players":
        data["modes"]["4 players"] = value
    else:
        data["modes"]["4 players"][where] = value
    store = SaveStore(tmp_path / "s")
    store.write("stats", "stats", data if isinstance(data, dict) else {"x": data})
    stats, message = load_stats(store)
    for label, games, wins, best in stats.rows():
        assert isinstance(label, str) and 0 <= wins <= games
        assert best is None or isinstance(best, int)
    assert message is None or message.endswith(".")


def test_a_game_summary_names_the_kind_the_scores_and_the_winner():
    setup, final = game_where(lambda s: GameSetup("emissary", 2, seats(2, humans=(0, 1)), s),
                              lambda f: f.winners == (2,))
    line = game_summary(setup, final)
    assert line.startswith("2 players + Emissary")
    assert f"Bug 1 {final.scores[0]}, Bug 2 {final.scores[1]}, Emissary {final.scores[2]}" in line
    assert line.endswith("Emissary won")
    # a record without its setup still reads; an unfinished game says where it stopped
    s = GameSetup("table", 4, seats(4), 5).record().start()
    rng = random.Random(2)
    for _ in range(40):
        s, _ = s.apply_action(rng.choice(s.legal_actions()))
    assert game_summary(None, s) == (f"4 players  \u00b7  Seat 1 0, Seat 2 0, Seat 3 0, Seat 4 0  \u00b7  "
                                     f"Age I, trick {s.trick}")


def test_a_game_with_hints_counts_as_assisted_and_the_mark_survives_the_file(store):
    """A person asked the coach (the record's `assisted` seats): the game is counted, and
    counted as assisted; an AI seat's "hints" or none at all do not mark it."""
    setup = GameSetup("table", 3, seats(3, humans=(0,)), 4)
    final = finish(setup, 4)
    stats = record_result(Statistics(), setup, final, assisted=(0,))
    stats = record_result(stats, setup, final, assisted=(1,))        # seat 1 is an AI
    stats = record_result(stats, setup, final)
    assert row(stats, "3 players")[1] == 3
    assert stats.assisted() == {"3 players": 1}
    save_stats(store, stats)
    again, message = load_stats(store)
    assert message is None and again.assisted() == {"3 players": 1}


def test_an_assisted_count_larger_than_the_games_is_refused():
    data = Statistics().to_data()
    data["modes"] = {"3 players": {"games": 1, "wins": 0, "best": 3, "assisted": 2}}
    stats, bad = Statistics.from_data_lenient(data)
    assert bad == ["3 players"] and stats.assisted() == {}


def test_the_record_keeps_who_asked_for_hints_through_undo_and_the_file(tmp_path):
    from game.match import Match
    from game.record import GameRecord, RecordError
    setup = GameSetup("table", 3, seats(3, humans=(0, 1)), 9)
    m = Match(setup)
    m.note_hint(1)
    m.note_hint(1)
    assert m.record.assisted == (1,)
    data = m.record.to_data()
    assert data["assisted"] == [1]
    assert GameRecord.from_data(data).assisted == (1,)
    assert "assisted" not in Match(setup).record.to_data()      # a game without hints: as before
    from game.undo import rewind
    assert rewind(m.record, 0)[1].assisted == (1,)              # taking back keeps the mark
    resumed = Match(setup, GameRecord.from_data(data))
    assert resumed.record.assisted == (1,)
    for bad in ([3], [0, 0], "1", [True]):
        with pytest.raises(RecordError):
            GameRecord.from_data({**data, "assisted": bad})
