"""The new-game form lists every AI level, `expert` included, inside its panel."""
from __future__ import annotations

from scenes.setup_scene import SetupScene
from tests.ui import snapshot


def test_expert_is_offered_and_every_level_button_fits_the_panel(app):
    setup = SetupScene(app)
    app.stack.push(setup)
    app.frame(app.step)
    assert setup.levels[-2:] == ["hard", "expert"]
    px, _py, pw, _ph = setup.m["setup_panel"]
    words = {lvl.capitalize() for lvl in setup.levels}
    level_buttons = [b for b in setup.buttons if any(b.label.endswith(w) for w in words)]
    assert len(level_buttons) == setup.seat_count * len(setup.levels)
    for b in level_buttons:
        assert b.rect.right <= px + pw, b.label
    expert = [b for b in level_buttons if b.label.endswith("Expert")]
    expert[1].action()
    assert setup.seats[1]["control"] == "expert"
    app.frame(app.step)
    snapshot(app, "setup_levels")
