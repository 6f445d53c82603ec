"""What every game's on-screen hint test checks the same way (game-neutral): the Hint button
opens the coach and marks the game assisted, and T closes an open hint and asks again for the
same answer (the hint's dice are the position's)."""
from __future__ import annotations

from typing import Any

import pygame

from tests.review_ui import wait
from tests.ui import click, key


def hint_by_its_button(app, table, seat: int = 0) -> Any:
    """Clicks the table's Hint button: the coach opens and the game is now assisted (for
    `seat`, the only one); once its answer is in and drawn, the suggested action."""
    button = next(b for b in table.buttons if b.label == "Hint")
    click(app, button.rect.center)
    assert table.coach.open and table.match.record.assisted == (seat,)
    wait(app, lambda: table.coach.hint is not None, 60)
    app.frame(app.step)
    return table.coach.suggested()


def t_closes_and_asks_again(app, table, best: Any) -> None:
    """T closes the open hint; T again asks anew, and the answer is `best` again."""
    key(app, pygame.K_t)
    assert not table.coach.open
    key(app, pygame.K_t)
    wait(app, lambda: table.coach.hint is not None, 60)
    assert table.coach.suggested() == best
