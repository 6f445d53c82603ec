"""The Party Bugs table through real clicks, headless: whole games of every kind to the result
screen (3, 2 with Roachy, 6 players, Variant One, a Variant Two series, hot-seat through the
curtain), a refused click explained, the title's way in, the help overlay."""
from __future__ import annotations

import random

import pygame
import pytest

from game.setup import GameSetup, SeatSetup
from scenes.party_bugs.result import PartyResultScene
from scenes.party_bugs.table import PartyTableScene
from tests.net_games import quick_first
from tests.ui import click, drag, key, snapshot

# A whole game is a few hundred inputs and frames; far more means the table is stuck.
GAME_STEPS = 30000


def party(app, controls, variants=(), seed=7) -> PartyTableScene:
    colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie", "Bob"]
    seats = tuple(SeatSetup(names[i], colors[i], c) for i, c in enumerate(controls))
    return app.start_match(GameSetup("party", len(controls), seats, seed, {"variants": list(variants)},
                                     game="party_bugs"))


def click_a_legal_card(app, table, rng) -> bool:
    """Click (or drag) where a legal choice is drawn: a hand card (clicked, or dragged onto the
    dance floor), a floor card, a display card for the Mirror (Enter when the display is empty)."""
    legal = table.legal()
    if not legal:
        return False
    a = legal[rng.randrange(len(legal))]
    p, g = table.picture, table.geom
    if a.kind in ("play", "hide"):
        r = g.hand_rects(len(p.hand))[p.hand.index(a.arg)]
        if rng.random() < 0.3:
            drag(app, (r.centerx, r.y + 20), g.ball)
        else:
            click(app, (r.centerx, r.y + 20))
    elif a.kind == "take":
        click(app, g.floor_rect(p.floor.index(a.arg), len(p.floor)).center)
    elif a.arg is not None and a.arg in p.display_row(table.shown_seat, table.shown_seat):
        # The Mirror: the card clicked (the face-down one included) is the card discarded.
        # What the click sends to the match is watched, not a local record: a friend's table
        # sends its intent to the host, which keeps the record.
        row = p.display_row(table.shown_seat, table.shown_seat)
        sent = []
        send = table.match.apply
        table.match.apply = lambda action: (sent.append(action), send(action))[1]
        try:
            click(app, g.display_center(table.shown_seat, row.index(a.arg), len(row)))
        finally:
            del table.match.apply
        assert sent[:1] == [a]             # AI seats may act in the same frame, after it
    else:
        table.focus = legal.index(a)
        key(app, pygame.K_RETURN)
    return True


def until_my_choice(app, table, frames: int = 200) -> None:
    """Frames until the shown seat has a legal choice (the deal animated, AI seats done)."""
    for _ in range(frames):
        app.frame(app.step)
        if table.legal():
            return
    raise AssertionError("the table never offered a choice")


def play_to_the_end(app, table, rng) -> PartyResultScene:
    """Every person at the table clicks legal choices (passing the screen behind the curtain
    at a hot-seat table) until the result shows."""
    from scenes.curtain import CurtainScene
    for _ in range(GAME_STEPS):
        top = app.stack.top
        if isinstance(top, PartyResultScene):
            return top
        if isinstance(top, CurtainScene):
            click(app, top.show_button.rect.center)
        elif top is table and not table.anim.busy and table.legal():
            click_a_legal_card(app, table, rng)
        else:
            app.frame(app.step)
    raise AssertionError("the game never reached its result")


# A game by clicks each, up to a second: `make check` plays the first, `make test` every one.
@pytest.mark.parametrize("players, variants, name", quick_first([
    (3, (), "3_players"), (2, (), "2_players_roachy"), (6, (), "6_players"),
    (4, ("face_down",), "variant_one"), (3, ("series",), "variant_two_series"),
    (2, ("face_down", "series"), "both_variants_roachy")]))
def test_a_whole_game_by_clicks_ends_on_the_result(app, players, variants, name):
    table = party(app, ["human"] + ["random"] * (players - 1), variants)
    result = play_to_the_end(app, table, random.Random(players))
    s = table.match.state
    assert s.game_over and s.winners and len(table.match.record.actions) > 20
    assert s.game == s.games            # a series is played through all its games
    assert result.explanation()
    if "series" in variants:
        assert any(a.kind == "mirror" for a in table.match.record.actions)
    app.frame(app.step)
    snapshot(app, f"party_result_{name}")


def test_a_hot_seat_game_is_played_through_the_curtain_to_the_end(app):
    from scenes.curtain import CurtainScene
    table = party(app, ["human", "human", "random"])
    curtains = []
    real_push = app.stack.push

    def push(scene):
        if isinstance(scene, CurtainScene):
            curtains.append(scene.name)
        real_push(scene)
    app.stack.push = push
    play_to_the_end(app, table, random.Random(5))
    assert table.match.state.game_over
    assert {"You", "Rufus"} <= set(curtains) and len(curtains) > 13   # passed every round at least


def test_a_refused_click_says_which_rule(app):
    table = party(app, ["human", "random", "random"])
    until_my_choice(app, table)
    floor = table.picture.floor
    click(app, table.geom.floor_rect(0, len(floor)).center)        # taking before playing
    # The rule as data, worded by the table: whose decision it is, by name, never "seat 0".
    assert table.reason == "Not now: you must play a card."


def test_hot_seat_players_pass_the_screen_behind_the_curtain(app):
    from scenes.curtain import CurtainScene
    table = party(app, ["human", "human", "random"])
    for _ in range(100):
        app.frame(app.step)
        if isinstance(app.stack.top, CurtainScene):
            break
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.name == "You"
    app.stack.top.show()
    app.frame(app.step)
    assert table.shown_seat == 0 and table.picture.hand == sorted(table.match.state.hands[0],
                                                                  key=lambda c: (c & 15, c))
    rng = random.Random(1)
    click_a_legal_card(app, table, rng)                             # seat 0 chooses a card
    for _ in range(100):
        app.frame(app.step)
        if isinstance(app.stack.top, CurtainScene):
            break
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.name == "Rufus"
    assert table.shown_seat is None and table.picture.hand == []    # no hand shows behind it


def test_the_title_offers_party_bugs(home):
    from scenes.setup_scene import SetupScene
    from tests.ui import press, title_app
    app = title_app()
    try:
        press(app, "Party Bugs")
        assert isinstance(app.stack.top, SetupScene)
        press(app, "2")
        press(app, "Variant One: a face-down card")
        snapshot(app, "party_setup")
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        assert table.match.state.players == 2 and "face_down" in table.match.state.variants
    finally:
        app.close()


def test_undo_takes_back_a_take_until_something_is_revealed(app):
    """Seat 0 takes first (it played the lowest card); taking it back restores the floor; once
    the round has ended and new cards were shown, undo says why not."""
    from game.party_bugs.cards import value_of
    from game.party_bugs.state import Action
    table = party(app, ["human", "human", "human"])          # hot-seat: nobody acts behind us
    m = table.match
    for seat in range(3):      # each plays its lowest card: never a 13, so the round has takes
        table.apply(Action("play", seat, min(m.state.hands[seat], key=value_of)))
    for _ in range(600):
        if m.state.phase == "take":
            break
        app.frame(app.step)
    assert m.state.phase == "take"
    first = m.state.take_order[0]
    table.shown_seat = first
    floor = list(m.state.floor)
    table.apply(Action("take", first, floor[0]))
    table.undo()
    assert list(m.state.floor) == floor and m.state.take_order[0] == first
    assert table.log_lines[-1] == "You took back your take."
    for seat in list(m.state.take_order):
        table.apply(Action("take", seat, m.state.floor[0]))
    table.shown_seat = first
    table.undo()
    assert table.reason.startswith("Nothing to take back")


def test_the_help_overlay_explains_choosing_and_the_table(app):
    from scenes.party_bugs.help import PartyHelpScene
    table = party(app, ["human", "random", "random"])
    app.frame(app.step)
    key(app, pygame.K_h)
    help_scene = app.stack.top
    assert isinstance(help_scene, PartyHelpScene)
    words = " ".join(body for _head, body in help_scene.lines)
    for needed in ("drag", "click", "Enter", "dance floor", "display", "box", "curtain"):
        assert needed in words
    snapshot(app, "party_help")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    press_label = next(b for b in table.buttons if b.label == "Help")
    click(app, press_label.rect.center)
    assert isinstance(app.stack.top, PartyHelpScene)


def test_a_card_dragged_back_onto_the_hand_is_not_played(app):
    table = party(app, ["human", "random", "random"])
    until_my_choice(app, table)
    p, g = table.picture, table.geom
    r = g.hand_rects(len(p.hand))[0]
    hand = list(p.hand)
    drag(app, (r.centerx, r.y + 20), (r.centerx + 30, r.y + 40))
    assert table.match.state.chosen[0] is None and table.picture.hand == hand
    drag(app, (r.centerx, r.y + 20), g.ball)
    assert hand[0] not in table.match.state.hands[0]     # chosen (the round may be over already)


@pytest.mark.slow
def test_the_reveal_and_a_party_king_sweep_are_animated(app):
    """At normal speed: the reveal shows every choice with its taking order, and a Party King
    takes the whole dance floor (snapshots of both, and of the table mid-round)."""
    app.settings = app.settings.updated("speed", "normal", app.pace.speeds)
    table = party(app, ["human", "random", "random"], seed=11)
    seen: dict[str, bool] = {}
    for _ in range(GAME_STEPS):
        if isinstance(app.stack.top, PartyResultScene) or {"plays_revealed", "floor_swept"} <= set(seen):
            break
        beat = table.anim.current
        if beat is not None and beat.name in ("plays_revealed", "floor_swept") and beat.name not in seen:
            for _ in range(12):             # into the beat: the cards in flight, the captions up
                app.frame(app.step)
            snapshot(app, f"party_{beat.name}")
            seen[beat.name] = True
        if app.stack.top is table and not table.anim.busy and table.legal():
            legal = table.legal()
            kings = [a for a in legal if a.kind == "play" and a.arg & 15 == 13]
            if table.match.state.round == 3 and "mid_round" not in seen:
                for _ in range(3):
                    app.frame(app.step)
                snapshot(app, "party_mid_round")
                seen["mid_round"] = True
            if kings:                       # a Party King whenever we hold one
                r = table.geom.hand_rects(len(table.picture.hand))[table.picture.hand.index(kings[0].arg)]
                click(app, (r.centerx, r.y + 20))
            else:
                click_a_legal_card(app, table, random.Random(len(table.match.record.actions)))
        else:
            app.frame(app.step)
    assert {"plays_revealed", "floor_swept"} <= set(seen)
