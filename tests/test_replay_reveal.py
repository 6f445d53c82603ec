"""The replay viewer opens everything: the Termitenator's face-down pyramid cards and the Card
Shark's cards are drawn face up (dimmed), the Emissary deck's top card too; the live table
keeps them hidden."""
from __future__ import annotations

import random


from game.setup import GameSetup, SeatSetup
from scenes.bug_council.replay import ReplayScene
from tests.ui import drawn_faces, snapshot



def solo_record(personality: str, want):
    """A random solo game's record, cut at the first position where `want(state)` holds."""
    for seed in range(1, 80):
        setup = GameSetup("solo", 1, (SeatSetup("You", "#E8C547", "random"),), seed, {"personality": personality})
        record = setup.record()
        s = record.start()
        rng = random.Random(seed)
        while not s.game_over:
            if want(s) and len(record.actions) > 4:
                return setup, record, s
            a = rng.choice(s.legal_actions())
            s, _ = s.apply_action(a)
            record.actions.append(a)
    raise AssertionError("no such position")


def face_down(s) -> list[int]:
    e = s.ext
    return [c for i, c in enumerate(e.pyramid) if c is not None and not e.face_up[i]]


def test_the_replayed_pyramid_shows_a_face_for_every_present_slot(app):
    setup, record, s = solo_record("card_shark", lambda s: len(face_down(s)) >= 3 and s.ext.shark)
    viewer = ReplayScene(app, setup, record)
    app.stack.push(viewer)
    viewer.to_end()
    app.frame(app.step)
    assert viewer.match.state.to_data() == s.to_data()
    size = tuple(viewer.cfg.num("pyramid_card"))
    present = sorted(c for c in s.ext.pyramid if c is not None)
    assert sorted(drawn_faces(app, viewer, size)) == present          # every present slot has a face
    shark = drawn_faces(app, viewer, viewer.geom.back_size)
    assert shark == list(s.ext.shark)                                 # the Card Shark's cards, in order
    snapshot(app, "replay_solo_pyramid_open")
    # The live table of the same game keeps them face down.
    table = app.start_match(setup, record)
    table.draw(app.canvas)
    live = drawn_faces(app, table, size)
    assert sorted(live) == sorted(c for i, c in enumerate(s.ext.pyramid) if c is not None and s.ext.face_up[i])
    assert not set(live) & set(face_down(s))
    assert drawn_faces(app, table, table.geom.back_size) == []


def test_stepping_back_to_the_deal_shows_the_whole_pyramid(app):
    setup, record, s = solo_record("pacifist", lambda s: len(face_down(s)) >= 3)
    viewer = ReplayScene(app, setup, record)
    app.stack.push(viewer)
    viewer.to_end()
    viewer.to_start()
    app.frame(app.step)
    first = viewer.match.state
    size = tuple(viewer.cfg.num("pyramid_card"))
    assert sorted(drawn_faces(app, viewer, size)) == sorted(c for c in first.ext.pyramid if c is not None)


def test_the_emissary_deck_top_card_is_open_in_the_replay(app):
    setup = GameSetup("emissary", 2, (SeatSetup("A", "#E8C547", "random"), SeatSetup("B", "#5BB8F0", "random")), 9)
    record = setup.record()
    viewer = ReplayScene(app, setup, record)
    app.stack.push(viewer)
    app.frame(app.step)
    lo = tuple(viewer.cfg.rect("leftover")[2:])
    top = viewer.match.state.leftover[0]
    assert top in drawn_faces(app, viewer, lo)
