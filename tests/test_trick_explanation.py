"""The explanation after each trick (game.bug_council.log.explain_trick: the log line and the trick's
caption) words Resolving the Trick as the rulebook does.

Rulebook: "If at least one player played off suit, the player who played the highest valued card
of the strongest suit wins [...] If two or more played suits are tied for the highest number of
Strength Cubes, the higher value of the tied cards wins. If the tied cards are of the same value,
the player who played their card later in turn order wins." A tie is said as a tie, never one
of the tied suits as "strongest" (the old words: "Flies are strongest (0 cubes)").

The boards are the rulebook's own numbers: its trick example (Ants 2, Bees 4, Cockroaches 1) and
its solo Council example (Mosquitoes 2, Ants 3, Cockroaches 2, Flies 2, 1 on the fifth space).
Each trick is the last of an Age: when nobody visits, the same action also scores the Age and
adds New Recruits, and the explanation must still use the council the trick was resolved on.
"""
from __future__ import annotations

import random

import pytest

from game.bug_council.actions import action
from game.bug_council.cards import parse_card
from game.bug_council.log import councils_during, describe_events, explain_trick
from game.bug_council.scenario import build_start
from game.bug_council.state import new_game
from scenes.app import App
from scenes.overlays import AgeScoringScene
from tests.ui import card_center, click, settle, snapshot

BOOK_TRICK = {"bees": 4, "mosquitoes": 3, "ants": 2, "cockroaches": 1, "flies": 0}
BOOK_SOLO_BOARD = {"bees": 1, "mosquitoes": 2, "ants": 3, "cockroaches": 2, "flies": 2}
ZEROS = {"bees": 4, "mosquitoes": 0, "ants": 2, "cockroaches": 0, "flies": 0}


def before_last_trick(council: dict, hands: list[list[str]], leader: int = 1):
    """The Age's 10th trick about to be played, `leader` first."""
    return build_start({"mode": "table", "players": len(hands), "seed": 1, "start": {
        "council": council, "chambers": 0, "supply": 18 - sum(council.values()),
        "phase": "trick", "trick": 10, "leader": leader, "hands": hands}})


def last_trick(council: dict, hands: list[list[str]], plays: list[str], leader: int = 1):
    """(position after the last play, its events) of the Age's 10th trick, `plays` in turn
    order from `leader`."""
    players = len(hands)
    s = before_last_trick(council, hands, leader)
    for k, card in enumerate(plays):
        s, events = s.apply_action(action("play", (leader + k) % players, parse_card(card)))
    return s, events


CASES = {
    # Rulebook, Resolving the Trick: Rufus 5A, Lizzy 7A, Dingus 2B, Ellie 4C; Bees are strongest.
    # (Five players: you play last, off suit, a Mosquito.)
    "strongest": (BOOK_TRICK, [["1M", "3M"], ["5A", "1F"], ["7A", "2F"], ["2B", "3F"], ["4C", "4F"]],
                  ["5A", "7A", "2B", "4C", "1M"],
                  "Bees are strongest (4 cubes): Dingus's 2 of Bees wins. Rufus visits the Council."),
    # The solo example's board: Cockroaches and Flies tie with 2; the higher card takes it.
    "tie_higher": (BOOK_SOLO_BOARD, [["3C", "1M"], ["5C", "1A"], ["7F", "2A"]], ["5C", "7F", "3C"],
                   "Cockroaches and Flies tie for strongest (2 cubes each): Lizzy's 7 of Flies, the "
                   "highest card of those suits, wins. You visit the Council."),
    # ...and with the same value the later card takes it.
    "tie_later": (BOOK_SOLO_BOARD, [["2C", "1M"], ["7C", "1A"], ["7F", "2A"]], ["7C", "7F", "2C"],
                  "Cockroaches and Flies tie for strongest (2 cubes each) and their highest cards are "
                  "both 7s: Lizzy's 7 of Flies, played later, wins. You visit the Council."),
    # Three played suits tie; a fourth (Ants, 3 cubes) was not played.
    "three_tied": (BOOK_SOLO_BOARD, [["6F", "1A"], ["4M", "2A"], ["5C", "3A"], ["2M", "4A"]],
                   ["4M", "5C", "2M", "6F"],
                   "Mosquitoes, Cockroaches and Flies tie for strongest (2 cubes each): Your 6 of Flies, "
                   "the highest card of those suits, wins. Dingus visits the Council."),
    # A tie at zero: not "Flies are strongest (0 cubes)". Nobody visits, so the same action
    # ends the Age and New Recruits change the council after the trick.
    "tie_at_zero": (ZEROS, [["4M", "1B"], ["6F", "2B"], ["1C", "3B"]], ["6F", "1C", "4M"],
                    "Mosquitoes, Cockroaches and Flies tie for strongest (0 cubes each): Rufus's 6 of "
                    "Flies, the highest card of those suits, wins. Nobody followed suit, so nobody "
                    "visits the Council."),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_log_words_each_trick_as_the_rulebook_does(case):
    council, hands, plays, words = CASES[case]
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie"][:len(hands)]
    after, events = last_trick(council, hands, plays)
    lines = [line for line in describe_events(after, events, names, 0) if line.startswith("Trick 10: ")]
    assert lines == ["Trick 10: " + words]


def test_a_tie_is_never_worded_as_one_strongest_suit_in_any_position():
    """Over seeded random games: a trick whose played suits tie on cubes names them all and
    never calls one "strongest"; a trick with one strongest suit says it with its cubes."""
    ties = single = 0
    for seed in range(12):
        rng = random.Random(seed)
        s = new_game(4, seed)
        while not s.game_over:
            before = s
            s, events = s.apply_action(rng.choice(s.legal_actions()))
            for e, council in zip(events, councils_during(events, s.council)):
                if e.kind != "trick_won" or e.strongest is None:
                    continue
                assert council == before.council      # a trick is resolved before its visit
                text = explain_trick(s, e, council)
                top = [c >> 4 for _seat, c in e.plays if council[c >> 4] == e.cubes]
                if len(set(top)) > 1:
                    ties += 1
                    names = [("Bees", "Mosquitoes", "Ants", "Cockroaches", "Flies")[su] for su in sorted(set(top))]
                    assert f"{' and '.join(names[-2:])} tie for strongest ({e.cubes} cube" in text
                    assert all(n in text.split(" tie for ")[0] for n in names)
                else:
                    single += 1
                    assert text.startswith(f"{('Bees', 'Mosquitoes', 'Ants', 'Cockroaches', 'Flies')[e.strongest]}"
                                           f" are strongest ({e.cubes} cube")
    assert ties and single


def test_a_council_from_after_the_visit_is_refused_not_misworded():
    council, hands, plays, _words = CASES["tie_higher"]
    after, events = last_trick(council, hands, plays)
    won = next(e for e in events if e.kind == "trick_won")
    # The Age ended in the same action: New Recruits changed the council after the trick.
    wrong = (9, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="does not resolve trick 10"):
        explain_trick(after, won, wrong)


def test_the_council_is_worked_back_through_every_cube_move():
    """councils_during gives, for each event, the council it happened on: the first one is
    the council before the action, in every mode, through visits, New Recruits and the
    Trickster's solo board."""
    for mode, players, options in [("table", 5, {}), ("emissary", 2, {}), ("solo", 1, {"personality": "trickster"})]:
        for seed in range(3):
            rng = random.Random(seed)
            s = new_game(players, seed, mode, **options)
            while not s.game_over:
                before = s
                s, events = s.apply_action(rng.choice(s.legal_actions()))
                if events:
                    assert councils_during(events, s.council)[0] == before.council


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_the_table_captions_and_logs_a_tie_as_a_tie(speed):
    """At the table: you play the last card of a trick whose suits tie at zero; the caption over
    the trick (while the winner glows) and the game log say the tie (a picture of the caption
    with BUG_COUNCIL_SHOTS)."""
    council, hands, plays, words = CASES["tie_at_zero"]
    s = before_last_trick(council, hands)
    for k, card in enumerate(plays[:-1]):
        s, _ = s.apply_action(action("play", 1 + k, parse_card(card)))
    app = App(speed=speed, sound=False)
    try:
        table = app.start_game(3, s.seed, humans=(0,), state=s)
        settle(app, lambda: table.playing)
        click(app, card_center(table, parse_card(plays[-1])))
        settle(app, lambda: bool(table.model.caption) or isinstance(app.stack.top, AgeScoringScene))
        assert table.last_caption == words
        if speed != "instant":          # the glow holds: the caption is on screen now
            assert table.model.caption == words
            snapshot(app, "trick_caption_tie_at_zero")
        settle(app, lambda: isinstance(app.stack.top, AgeScoringScene))
        assert "Trick 10: " + words in table.log_lines
    finally:
        app.close()
