"""Back Alley Bones in a few words, for the app shell's lists: where a game stands ("Round 4,
the Sizzler shoots"), the Statistics row it counts in, and one line per record for Replay a
game. No pygame here: the statistics store (game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.back_alley_bones.state import FOUR_TEN, FULL_CREW, BonesState
from game.i18n import N_, _
from game.words import list_words

GAME_TITLE = N_("Back Alley Bones")     # the game's title (its definition's), translated where shown

_VARIANT_WORDS = {FOUR_TEN: N_("4 and 10"), FULL_CREW: N_("full crew")}


def _english(message: str, **fill: Any) -> str:
    return message.format_map(fill) if fill else message


def _label(variants: Sequence[str], say: Callable[..., str]) -> str:
    extra = [v for v in sorted(variants) if v in _VARIANT_WORDS]
    if not extra:
        return say(N_("Demo"))
    if len(extra) == 1:
        return say(N_("With {option}"), option=say(_VARIANT_WORDS[extra[0]]))
    return say(N_("With {option} and {other}"), option=say(_VARIANT_WORDS[extra[0]]), other=say(_VARIANT_WORDS[extra[1]]))


def stats_label(variants: Sequence[str]) -> str:
    """The Statistics row: the demo, or the full game's options played (their totals are not
    comparable: more Side Bets, other characters). A key of the statistics file: English in
    every language (`mode_words` says it to a player)."""
    return _label(variants, _english)


def mode_words(variants: Sequence[str]) -> str:
    """`stats_label` in the current language."""
    return _label(variants, _)


def label_words(label: str) -> str:
    """A stored `stats_label` in the current language (one the game never makes: as stored)."""
    kinds = [(), (FOUR_TEN,), (FULL_CREW,), (FOUR_TEN, FULL_CREW)]
    return next((mode_words(v) for v in kinds if stats_label(v) == label), label)


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = (stats_label(()),)


def progress(s: BonesState) -> str:
    """'Round 4, the Sizzler shoots' (or 'Round 4, a Shooter to choose')."""
    if s.shooter:
        return _("Round {round}, the {character} shoots", round=s.round, character=s.shooter.capitalize())
    return _("Round {round}, a Shooter to choose", round=s.round)


def seat_names(setup: Any) -> list[str]:
    return [seat.name for seat in setup.seats] if setup is not None else [_("Seat {n}", n=1), _("Seat {n}", n=2)]


def summary(setup: Any, final: BonesState) -> str:
    """'Back Alley Bones, Demo · Ada 14 Grub, Bo 11 Grub · Ada won' (equal totals: a push, both
    win); an unfinished game ends with where it stopped instead."""
    names = seat_names(setup)
    kind = _("{game}, {mode}", game=_(GAME_TITLE), mode=mode_words(tuple(final.variants)))
    grub = list_words([_("{name} {n} Grub", name=n, n=v) for n, v in zip(names, final.grub)])
    if not final.game_over:
        return f"{kind}  \u00b7  {grub}  \u00b7  {progress(final)}"
    # Said outside the f-string: Babel does not extract a call inside one.
    if len(final.winners) > 1:
        outcome = _("a push: both won")
    else:
        outcome = _("{name} won", name=names[final.winners[0]])
    return f"{kind}  \u00b7  {grub}  \u00b7  {outcome}"
