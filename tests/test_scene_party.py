"""The Party Bugs table through real clicks, headless: a whole game to the result screen, a
refused click explained, hot-seat players behind the curtain, the title's way in."""
from __future__ import annotations

import random

import pygame
import pytest

from game.setup import GameSetup, SeatSetup
from scenes.party_result import PartyResultScene
from scenes.party_table import PartyTableScene
from tests.ui import click, key, snapshot


def party(app, controls, variants=(), seed=7) -> PartyTableScene:
    colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie", "Bob"]
    seats = tuple(SeatSetup(names[i], colors[i], c) for i, c in enumerate(controls))
    return app.start_match(GameSetup("party", len(controls), seats, seed, {"variants": list(variants)},
                                     game="party_bugs"))


def click_a_legal_card(app, table, rng) -> bool:
    """Click where a legal choice is drawn (a hand card, a floor card, a display card)."""
    legal = table.legal()
    if not legal:
        return False
    a = legal[rng.randrange(len(legal))]
    p, g = table.picture, table.geom
    if a.kind in ("play", "hide"):
        r = g.hand_rects(len(p.hand))[p.hand.index(a.arg)]
        click(app, (r.centerx, r.y + 20))
    elif a.kind == "take":
        click(app, g.floor_rect(p.floor.index(a.arg), len(p.floor)).center)
    else:
        key(app, pygame.K_RETURN)
    return True


@pytest.mark.parametrize("players, variants", [(4, ()), (2, ("face_down",)), (3, ("series",))])
def test_a_whole_game_by_clicks_ends_on_the_result(app, players, variants):
    table = party(app, ["human"] + ["random"] * (players - 1), variants)
    rng = random.Random(players)
    for _ in range(30000):
        if isinstance(app.stack.top, PartyResultScene):
            break
        if app.stack.top is table and not table.anim.busy and table.legal():
            click_a_legal_card(app, table, rng)
        else:
            app.frame(app.step)
    assert isinstance(app.stack.top, PartyResultScene)
    s = table.match.state
    assert s.game_over and s.winners and len(table.match.record.actions) > 20
    assert app.stack.top.explanation()
    app.frame(app.step)
    snapshot(app, f"party_result_{players}")


def test_a_refused_click_says_which_rule(app):
    table = party(app, ["human", "random", "random"])
    for _ in range(200):
        app.frame(app.step)
        if table.legal():
            break
    floor = table.picture.floor
    click(app, table.geom.floor_rect(0, len(floor)).center)        # taking before playing
    assert table.reason.startswith("Not now")
    assert "play a card" in table.reason


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
    from scenes.party_setup import PartySetupScene
    from tests.ui import press, title_app
    app = title_app()
    try:
        press(app, "Party Bugs")
        assert isinstance(app.stack.top, PartySetupScene)
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
