"""The Termitenator's "Why" in a player's words (issue 33 item 5): cards by name, never "6F";
on the last trick it says which card it keeps for Allegiance and which it plays, truthfully."""
import re

from game.bug_council.automa import decide, explain
from game.bug_council.cards import card_title, parse_card
from game.bug_council.view import seat_view
from tests.test_solo import COUNCIL, solo

SHORTHAND = re.compile(r"\b\d{1,2}[BMACF]\b")      # card_str's "6F", "12B"


def test_the_last_trick_names_the_card_kept_and_the_card_played():
    # Winning, two cards left: it keeps the 5 of Ants (Ants: 3 cubes) for Allegiance and plays
    # the 3 of Bees (Bees: 1 cube).
    s = solo(["5A", "3B"], COUNCIL, leader="leader")
    played, _ = decide(seat_view(s, 1))
    words = explain(seat_view(s, 1))
    assert played.arg == parse_card("3B")
    assert "keeps its stronger card, the 5 of Ants, for Allegiance" in words
    assert words.endswith("plays the 3 of Bees")
    assert not SHORTHAND.search(words)


def test_a_lead_says_the_card_it_plays_is_its_strongest_playable_one():
    s = solo(["2A", "7B", "4C"], COUNCIL, leader="leader")
    words = explain(seat_view(s, 1))
    assert words.startswith("leads while Winning: the 2 of Ants")
    assert "playable card of the strongest suit" in words and not SHORTHAND.search(words)


def test_every_row_and_the_only_card_are_worded_with_card_names():
    cases = [(solo(["5A", "7A", "2B"], COUNCIL, hand=["3A", "1M", "2M"]), "3A"),
             (solo(["5A", "7A", "2B"], COUNCIL, hand=["8A", "1M", "2M"]), "8A"),
             (solo(["5A", "7A", "2B"], COUNCIL, "losing", hand=["8A", "1M", "2M"]), "8A"),
             (solo(["5A", "7A", "2B"], COUNCIL, "losing", hand=["1A", "1M", "2M"]), "1A"),
             (solo(["2A", "7B", "4C"], COUNCIL, "losing", leader="leader"), None),
             (solo(["5A", "2B"], COUNCIL, hand=["3A", "1M"]), "3A")]
    for s, lead in cases:
        if lead:
            s, _ = s.apply_action(s.legal_actions()[[a.arg for a in s.legal_actions()].index(parse_card(lead))])
        played, _ = decide(seat_view(s, 1))
        words = explain(seat_view(s, 1))
        assert f"the {card_title(played.arg)}" in words and not SHORTHAND.search(words), words


def test_the_solo_table_shows_the_players_words():
    """What the board's Why line and the log carry (presented_events) is `explain`, not the
    short form the command line prints."""
    from game.bug_council.definition import GAME
    s = solo(["2A", "7B", "4C"], COUNCIL, leader="leader")
    a, _ = decide(seat_view(s, 1))
    after, events = s.apply_action(a)
    shown = GAME.presented_events(s, a, events, after)
    decided = next(e for e in shown if e.kind == "automa_decided")
    assert decided.reason == explain(seat_view(s, 1)) and not SHORTHAND.search(decided.reason)
