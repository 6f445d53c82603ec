"""A row of buttons for one setup option (`game.options.OptionSpec`), the same on the setup
screen and in the host lobby: one choice (its random choice last, when it has one), a set of
choices toggled one by one, or a flag. The buttons share one width, the widest label's (at
least `min_width`), so the row reads as a row."""
from __future__ import annotations

from game.i18n import _
from typing import Any, Callable

from game.i18n import _
from game.options import CHOICE, CHOICES, FLAG, RANDOM, OptionSpec
from scenes.menu import segmented
from scenes.widgets import Button

GAP = 6         # between a row's buttons (scenes.menu.segmented's)


def option_row(spec: OptionSpec, value: Any, set_value: Callable[[Any], None], width_for: Callable[[str], int],
               x: int, y: int, h: int, min_width: int = 0, right: int | None = None) -> list[Button]:
    """The row's buttons at (x, y); pressing one calls `set_value` with the option's new value.
    `right`: where the row must end; when one shared width would run past it (long words in
    another language), each button takes its own label's width instead."""
    if spec.kind == FLAG:
        return segmented(x, y, h, [(_(spec.label), (lambda: set_value(not value)), bool(value),
                                    max(min_width, width_for(_(spec.label))))])
    words = [(c.value, _(c.words)) for c in spec.choices]       # the games mark them (N_)
    if spec.kind == CHOICE and spec.random_words:
        words.append((RANDOM, _(spec.random_words)))
    shared = max(min_width, *(width_for(wd) for _v, wd in words))
    own = right is not None and x + len(words) * (shared + GAP) - GAP > right
    widths = [width_for(wd) if own else shared for _v, wd in words]
    if spec.kind == CHOICES:
        return segmented(x, y, h, [(wd, (lambda v=v: set_value(spec.toggled(value, v))), v in value, w)
                                   for (v, wd), w in zip(words, widths)], GAP)
    return segmented(x, y, h, [(wd, (lambda v=v: set_value(v)), v == value, w) for (v, wd), w in zip(words, widths)],
                     GAP)
