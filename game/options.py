"""Typed setup options of a game's modes: what a setup screen, the host lobby and the command
line offer, declared once by the game (its `ModeInfo.option_specs`), never named by the shell.

An `OptionSpec` says what one entry of `GameSetup.options` is: its name (the key the engine
reads), its kind, the choices with the words a screen shows, its default, the label of its
row, its help line and its command-line flag. Screens build their rows from it; `add_flags`
and `from_args` give every command the flags of every registered game's options, with their
values parsed the one way the spec says.

Kinds:

* `CHOICE`: one of `choices` (`--personality thief`); `random_words` adds a "let chance
  pick" choice a screen offers (resolved by `resolve` when the game starts);
* `CHOICES`: a set of `choices`, possibly empty (`--variants face_down,series`), kept sorted;
* `FLAG`: on or off (`--flag` / absent).
"""
from __future__ import annotations

import argparse
import random
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

CHOICE, CHOICES, FLAG = "choice", "choices", "flag"
RANDOM = "random"          # the value of the "let chance pick" choice of a CHOICE option


@dataclass(frozen=True)
class Choice:
    """One value an option may take and the words a button shows for it."""

    value: str
    words: str


@dataclass(frozen=True)
class OptionSpec:
    """One setup option of a mode (see the module's docstring)."""

    name: str                          # the key of GameSetup.options / the engine's keyword
    kind: str                          # CHOICE, CHOICES or FLAG
    label: str                         # the row's label on a setup screen ("Opponent")
    help: str                          # the command line's help words
    choices: tuple[Choice, ...] = ()
    default: Any = None                # CHOICE: a value; CHOICES: (); FLAG: False
    random_words: str = ""             # CHOICE: a button that lets chance pick ("Random"); "" none
    report: str = ""                   # a report's words for a value, "{}" the value ("vs {}"); "" none

    def __post_init__(self) -> None:
        if self.kind not in (CHOICE, CHOICES, FLAG):
            raise ValueError(f"option {self.name}: kind {self.kind!r} is not one of {CHOICE}, {CHOICES}, {FLAG}")

    @property
    def flag(self) -> str:
        """The command line's flag: `--` and the name, dashed."""
        return "--" + self.name.replace("_", "-")

    @property
    def dest(self) -> str:
        return self.name

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.choices)

    def initial(self) -> Any:
        """The value a form starts with (a fresh copy for a set)."""
        if self.kind == CHOICES:
            return tuple(self.default or ())
        if self.kind == FLAG:
            return bool(self.default)
        return self.default

    def parse(self, text: str | bool | None) -> Any:
        """The option's value from its command-line text (None: not given, the default). The
        engine checks the values themselves (an unknown variant is its refusal)."""
        if text is None:
            return self.initial()
        if self.kind == CHOICES:
            return [v for v in str(text).split(",") if v]
        if self.kind == FLAG:
            return bool(text)
        return text

    def resolve(self, value: Any, rng: random.Random | None = None) -> Any:
        """The value a game starts with: the random choice drawn, a set sorted."""
        if self.kind == CHOICE and value == RANDOM and self.random_words:
            return (rng or random.SystemRandom()).choice(self.values)
        if self.kind == CHOICES:
            return sorted(value)
        return value

    def toggled(self, value: Any, choice: str) -> Any:
        """A CHOICES value with `choice` added or taken out (a form's toggle button)."""
        return tuple(sorted(set(value) ^ {choice}))


def add_flags(parser: argparse.ArgumentParser, games: Iterable[Any]) -> None:
    """One flag per option of every mode of `games` (argparse default None: not given)."""
    by_flag: dict[str, list[tuple[Any, Any, OptionSpec]]] = {}
    for game in games:
        for mode in game.modes:
            for spec in mode.option_specs:
                by_flag.setdefault(spec.flag, []).append((game, mode, spec))
    for flag, uses in by_flag.items():
        spec = uses[0][2]
        where = ", ".join(dict.fromkeys(f"{g.title} {m.id}" for g, m, _s in uses))
        if spec.kind == FLAG:
            parser.add_argument(flag, dest=spec.dest, action="store_true", default=None,
                                help=f"{where}: {spec.help}")
        else:
            parser.add_argument(flag, dest=spec.dest, default=None,
                                help=f"{where}: {spec.help} (default: {_default_words(spec)})")


def modes_help(games: Iterable[Any]) -> str:
    """The `--mode` flag's help from the registry: each game's mode ids, so no command line
    names a game's modes."""
    listed = "; ".join(f"{g.id}: {', '.join(m.id for m in g.modes)}" for g in games)
    return f"the game's mode ({listed}; default: the game's first)"


def _default_words(spec: OptionSpec) -> str:
    if spec.kind == CHOICES:
        return ",".join(spec.default or ()) or "none"
    return str(spec.default)


def from_args(mode: Any, args: argparse.Namespace, strict: bool = False) -> dict[str, Any]:
    """The options of `mode` from the flags `add_flags` declared: each of the mode's options,
    its given value or its default. `strict`: a flag given for an option the mode does not
    have (another registered game's) is a ValueError (a host's typo), not ignored (a
    benchmark's shared command line)."""
    if strict:
        from game.protocol import all_games
        mine = {spec.dest for spec in mode.option_specs}
        for game in all_games():
            for other in game.modes:
                for spec in other.option_specs:
                    if spec.dest not in mine and getattr(args, spec.dest, None) not in (None, "", False):
                        raise ValueError(f"{spec.flag}: {mode.id} has none")
    return {spec.name: spec.parse(getattr(args, spec.dest, None)) for spec in mode.option_specs}


def report_words(mode: Any, options: Mapping[str, Any]) -> str:
    """The words a report adds for `options` (" vs thief"): each option with `report` words."""
    out = ""
    for spec in mode.option_specs:
        value = options.get(spec.name)
        if spec.report and value not in (None, "", (), []):
            out += " " + spec.report.format(value if isinstance(value, str) else ",".join(value))
    return out
