"""The game protocol: what every game in the app offers, so that one app serves several games.

The shape is OpenSpiel's: a *game definition* holds the static facts of a game (its modes,
player counts, variants, AI levels, which screen draws it) and makes *states*; a state is
one position and answers who acts, what is legal, why an action is refused, and what an
action does. As in boardgame.io, the log is the game: a seed plus the list of actions
reproduces every position, so records, saves, undo and replay need nothing else.

Contracts every game keeps (tests pin them for each registered game):

* `State.apply_action(a)` never changes the state it is called on; it returns the next
  state and the events that happened, in order. An illegal action raises `IllegalAction`
  carrying the `Refusal` that `check_action(a)` returns for it.
* A `Refusal` is data: a rule id, the seat it speaks of, and the values that broke the
  rule. Its `text` is the engine's own plain words (seat numbers, for logs and the command
  line); screens render refusals from `rule` and `params` with a template per rule and
  never read `text`.
* An event is an immutable record with a class attribute `kind` and `_asdict()`; every
  event a screen animates or logs comes from `apply_action`. `reveals(event, seat)` says
  whether the event shows `seat` something that was hidden from it (undo stops there, and
  a remote seat is only sent what it may see).
* `view(seat)` holds only what `seat` may see; AI controllers receive views, never states.
* Chance comes only from `random.Random` seeded with strings derived from the game seed.

Nothing here imports pygame or `scenes`; the screen plug-in is named by module path and
loaded by the app.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable, Iterable, Mapping, Protocol, Sequence, runtime_checkable

from game.options import OptionSpec


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused, as data (PokerKit's shape).

    `rule` is a stable id, one per rule of the rulebook ("must_follow_suit",
    "not_your_turn", ...); `seat` is the seat the rule speaks of (usually the one that
    tried to act), or None; `params` holds the values that broke the rule (cards as card
    ints, suits as ring indices, seats as ints). `text` is the engine's own sentence with
    seat numbers: what the command line prints. Screens render `rule` + `params` instead."""

    rule: str
    seat: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""

    def __str__(self) -> str:
        return self.text or self.rule

    def to_data(self) -> dict[str, Any]:
        return {"rule": self.rule, "seat": self.seat, "params": dict(self.params), "text": self.text}


class IllegalAction(Exception):
    """An action the rules refuse; `refusal` says which rule and with which values."""

    def __init__(self, refusal: Refusal | str, action: Any = None):
        if isinstance(refusal, str):
            refusal = Refusal("refused", None, {}, refusal)
        super().__init__(str(refusal))
        self.refusal = refusal
        self.reason = str(refusal)
        self.action = action


@dataclass(frozen=True)
class ModeInfo:
    """One way to play a game: its id (saved in records), title and player counts, the
    engine seats beyond the players (an automaton, a dummy) by name, and the setup options
    the mode takes, typed (`game.options.OptionSpec`: what setup screens, the lobby and the
    command line build their rows and flags from)."""

    id: str
    title: str
    players: tuple[int, ...]
    extra_seats: tuple[str, ...] = ()
    option_specs: tuple[OptionSpec, ...] = ()

    @property
    def options(self) -> tuple[str, ...]:
        """The names of the mode's options (the keys of `GameSetup.options` it reads)."""
        return tuple(o.name for o in self.option_specs)


@dataclass(frozen=True)
class ScenarioStart:
    """Where a scenario file begins: the position before its actions, and the game it is a
    position of as a `GameSetup` names it (mode, player count, engine options)."""

    mode: str
    players: int
    options: Mapping[str, Any]
    state: Any


@dataclass(frozen=True)
class CampaignInfo:
    """A game's campaign: a series of its games whose results carry over (the shared services
    save it through one generic slot and count it in the statistics, never naming it).

    `key` names its save file (`<key>.yaml`, of envelope kind `key`), its place in an autosaved
    game of the campaign and its row in the statistics file (so it must not be `format`,
    `modes` or `games`); `title` is its Statistics row; `noun` names it in a player's message
    ("Your <noun> could not be read"); `modes` are the modes its games are played in (a saved
    game of another mode that claims to be part of one is refused); `from_data` reads its data
    back (ValueError naming what is wrong). A campaign itself is a `Campaign`."""

    key: str
    title: str
    noun: str
    modes: tuple[str, ...]
    from_data: Callable[[Any], "Campaign"]


@runtime_checkable
class Campaign(Protocol):
    """A campaign in progress: immutable, plain data through `to_data`."""

    finished: bool            # every game of it played
    won: bool                 # finished, and the player won it
    score: int                # the player's score in it so far (its Statistics best)

    def record(self, final: Any) -> "Campaign":
        """The campaign after its current game ended in position `final`."""
        ...

    def to_data(self) -> dict[str, Any]:
        ...


@dataclass(frozen=True)
class SettingInfo:
    """A player setting a game adds to the shell's (kept in the settings file under `key`,
    shown on the settings screen with `label` and `why`); a yes/no setting with its default."""

    key: str
    default: bool
    label: str
    why: str


@runtime_checkable
class GameState(Protocol):
    """One position of a game. Immutable: change it only through `apply_action`."""

    def to_act(self) -> tuple[int, str] | None:
        """(seat, decision) of who acts next, or None when the game is over. During a
        simultaneous choice several seats may act; `legal_actions(seat)` says which."""
        ...

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        """Every legal action of `seat` (default: the seat to act); [] if it may not act."""
        ...

    def check_action(self, action: Any) -> Refusal | None:
        """None when `action` is legal now, else the rule it breaks."""
        ...

    def apply_action(self, action: Any) -> tuple["GameState", list[Any]]:
        """(next state, events). Raises IllegalAction(refusal) for an illegal action."""
        ...

    def to_data(self) -> dict[str, Any]:
        ...

    game_over: bool
    winners: tuple[int, ...]          # set when the game is over
    scores: tuple[int, ...]           # per engine seat (players, then any automaton/dummy)


@runtime_checkable
class GameDefinition(Protocol):
    """The static facts of a game and the factories the app's shared services need."""

    id: str                          # registry key, saved in every record
    title: str
    modes: tuple[ModeInfo, ...]
    ai_levels: tuple[str, ...]       # weakest first
    action_kinds: tuple[str, ...]    # the kinds of its actions, as its files name them ({play: 5A})
    screen: str | None               # module under scenes/ whose SCREEN is the game's app plug-in
                                     # (table, replay viewer, saved-game words; None: none yet)
    low_score_wins: bool             # the statistics keep a player's lowest score, not highest

    def new_initial_state(self, setup: Any) -> GameState:
        """The first position of the game a `GameSetup` describes (seeded)."""
        ...

    def state_from_data(self, data: Mapping[str, Any]) -> GameState:
        ...

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        ...

    def mode(self, mode_id: str) -> ModeInfo:
        """The mode `mode_id`; ValueError naming the known ones."""
        ...

    def view(self, state: GameState, seat: int, memory: Mapping[int, Any] | None = None) -> Any:
        """What `seat` may see of `state`. `memory` holds what seats remember that the state
        does not say (a seat's own face-down card), kept by the caller with `remember`."""
        ...

    def remember(self, memory: dict[int, Any], action: Any, before: GameState, after: GameState) -> None:
        ...

    # optional: hidden_data, a Mapping[str, str]: the keys of a state's `to_data()` that a seat
    # may not see, each OTHERS' (one entry per seat: each sees only its own, as hands) or
    # NOBODY's (a face-down deck); without it, the other seats' hands (`hidden_data(game)`).
    # tests/test_protocol_contract.py checks that no view shows them nor changes when they do.

    def automata(self, mode: str) -> dict[int, Any]:
        """Seats that follow a printed procedure (controllers), not a player's choice."""
        ...

    def random_game(self, mode: str, players: int, seed: int, rng: Any,
                    options: Mapping[str, Any] | None = None) -> tuple[GameState, int]:
        """A complete game of uniform random choices: (final state, actions chosen)."""
        ...

    def reveals(self, event: Any, seat: int) -> bool:
        """True when `event` shows `seat` something hidden from it until then."""
        ...

    def reveal_reason(self, event: Any, seat: int, state: GameState, names: Sequence[str] | None) -> str | None:
        """Why `event` (which took the game to `state`) revealed something to `seat`, in a
        player's words (what refuses its undo: "the declarations were revealed since"), or None
        when it did not (`reveals`). `names`: the seats' names, when the table has them."""
        ...

    def acted_reason(self, action: Any, state: GameState, names: Sequence[str] | None) -> str:
        """Why an undo is refused because another person's `action` came after it, in a
        player's words ("Bo has declared since")."""
        ...

    def redact(self, event: Any, seat: int) -> Any:
        """`event` as `seat` may be told it: the event itself, or a copy with the values hidden
        from `seat` blanked (another seat's face-down discard). A network host sends only this."""
        ...

    def presented_events(self, before: GameState, action: Any, events: list, after: GameState) -> list:
        """`events` plus what the game settles inside other steps that a screen shows (an
        automaton's decision and its reason): typed data, never re-derived by a screen."""
        ...

    def action_from_data(self, data: Any) -> Any:
        """Parses the scenario/record form of an action; ValueError names what is wrong."""
        ...

    def action_to_data(self, action: Any) -> dict[str, Any]:
        ...

    # The network's way back (a client draws from what the host sent): the plain data of
    # `view(...)` and of `redact(event, seat)` (game.net.wire.to_plain) turned back into the
    # typed view and events, equal to the originals. ValueError on data of the wrong shape
    # (the host may be broken or hostile).

    def view_from_data(self, data: Any) -> Any:
        """The typed view `to_plain(view(state, seat, memory))` was made from."""
        ...

    def event_from_data(self, data: Any) -> Any:
        """The typed event `to_plain(redact(event, seat))` was made from."""
        ...

    def make_controller(self, level: str, seat: int) -> Any:
        """A seat controller (`choose(view, rng) -> action`) of AI level `level`."""
        ...

    # A benchmark run's AI tuning (`bug-council arena`): `tuning` holds `iterations` (a search
    # budget for the game's searching levels, None: their own), `expert_off` (parts of the
    # strongest level switched off) and `expert_options` (its options set for the run).

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """ValueError naming the first setting of `tuning` this game's AI does not have."""
        ...

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        """`make_controller(level, seat)` with `tuning` (checked by `check_ai_tuning`) applied."""
        ...

    def run_scenario(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The game's scenario-file adapter: a parsed file in, the JSON object out."""
        ...

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        """The position a parsed scenario file sets up, before its actions (what a screenshot
        draws); ScenarioError when the file is malformed."""
        ...

    # The app shell's words and numbers: the Replay list, the Statistics rows.

    def stats_label(self, setup: Any) -> str:
        """The Statistics row a finished game of `setup` counts in ("4 players")."""
        ...

    def stats_labels(self) -> tuple[str, ...]:
        """The rows the Statistics screen lists before any game, in order."""
        ...

    # optional: stats_words(label) -> str, a row's label (stored in English) in the current
    # language; a game without it is shown its labels as stored.

    def result_scores(self, state: GameState) -> tuple[int, ...]:
        """The scores a finished game is decided on, per engine seat (a series' totals)."""
        ...

    def summary(self, setup: Any, final: GameState) -> str:
        """One line about a recorded game (setup may be None): its kind, scores, winner."""
        ...

    # What a game adds to the shared services, if anything (None / () when it adds nothing).

    campaign: CampaignInfo | None     # its campaign (game/saves.py keeps it, game/stats.py counts it)
    settings: tuple[SettingInfo, ...]   # its own player settings (game/settings.py keeps them)
    review: str | None                # module whose `review(record, seats, iterations, progress,
                                      # stop)` makes the post-game review and `review_from_data(data)`
                                      # reads it back (game/review_worker.py runs it in a process)
    coach: str | None                 # module whose `KIT` is its coach kit (game.coach.kit.CoachKit:
                                      # the hint, the review's searches, the live status), or None


# Game id -> the module whose `GAME` attribute is the game's definition. A static table,
# not a mutable registry: adding a game is one line here (see docs/architecture.md).
GAMES: Mapping[str, str] = {
    "bug_council": "game.bug_council.definition",
    "party_bugs": "game.party_bugs.definition",
    "back_alley_bones": "game.back_alley_bones.definition",
    "bugspiel": "game.bugspiel.definition",
}
# The game of a record, setup or scenario file that names none: every file written before
# there was a second game (those files still leave the entry out: `game.record.game_key`).
DEFAULT_GAME = "bug_council"


class UnknownGame(ValueError):
    """A game id that no registered game has (a foreign record, a typo on the command line)."""


@cache
def get_game(game_id: str) -> GameDefinition:
    """The registered game `game_id`; raises UnknownGame naming the known ids."""
    module = GAMES.get(game_id) if isinstance(game_id, str) else None
    if module is None:
        raise UnknownGame(f"unknown game {str(game_id)[:40]!r}: expected one of {', '.join(GAMES)}")
    return importlib.import_module(module).GAME


OTHERS, NOBODY = "others", "nobody"      # who may not see a hidden part of a state (hidden_data)


def hidden_data(game: Any) -> Mapping[str, str]:
    """What a seat may not see of `game`'s states: its definition's `hidden_data`, or the other
    seats' hands."""
    return getattr(game, "hidden_data", {"hands": OTHERS})


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)


def all_games() -> Iterable[GameDefinition]:
    return (get_game(g) for g in GAMES)


def tuples(x: Any) -> Any:
    """Plain data with every list turned back into a tuple (the engines' immutable
    sequences; JSON only has lists); dicts keep their keys, their values converted too."""
    if isinstance(x, list):
        return tuple(tuples(v) for v in x)
    if isinstance(x, dict):
        return {k: tuples(v) for k, v in x.items()}
    return x


def view_fields(cls: type, data: Any, action_from_data: Any) -> dict[str, Any]:
    """The fields of the view dataclass `cls` from its plain data, for `cls(**fields)` once the
    game has set what `tuples` cannot say: exactly `cls`'s fields (ValueError otherwise), lists
    back to tuples, `legal` parsed by the game's `action_from_data`, `acting` (who may act now,
    every game's view has it) a frozenset."""
    import dataclasses
    if not isinstance(data, dict):
        raise ValueError("a view is an object")
    names = {f.name for f in dataclasses.fields(cls)}
    if set(data) != names:
        raise ValueError(f"view fields differ: {sorted(set(data) ^ names)[:6]}")
    out = {k: tuples(v) for k, v in data.items()}
    out["legal"] = tuple(action_from_data(a) for a in data["legal"])
    out["acting"] = frozenset(data["acting"])
    return out


def event_from_plain(data: Any, classes: Mapping[str, type], keep: Iterable[str] = ()) -> Any:
    """The NamedTuple event `data` (a dict with its `kind`) describes, from `classes`
    (kind -> event class): fields as `tuples` makes them, except the fields named in `keep`
    (dicts and lists the engine keeps as they are, e.g. scoring rows). ValueError for an
    unknown kind, a missing or extra field."""
    if not isinstance(data, dict):
        raise ValueError("an event is an object")
    cls = classes.get(data.get("kind"))
    if cls is None:
        raise ValueError(f"unknown event kind {str(data.get('kind'))[:40]!r}")
    fields = [f for f in cls._fields if f != "kind"]
    extra = set(data) - set(fields) - {"kind"}
    missing = [f for f in fields if f not in data and f not in cls._field_defaults]
    if extra or missing:
        raise ValueError(f"{data['kind']}: fields {sorted(extra)} unexpected, {missing} missing")
    keep = set(keep)
    return cls(**{f: (data[f] if f in keep else tuples(data[f])) for f in fields if f in data})


def event_classes(module: Any) -> dict[str, type]:
    """kind -> class of every event NamedTuple defined in `module` (a game's events module)."""
    out = {}
    for obj in vars(module).values():
        if not (isinstance(obj, type) and issubclass(obj, tuple) and hasattr(obj, "_fields")
                and obj.__module__ == module.__name__):
            continue
        # A class attribute (Bug Council's events) or a field's default (Party Bugs').
        kind = obj.kind if isinstance(getattr(obj, "kind", None), str) else obj._field_defaults.get("kind")
        if isinstance(kind, str):
            out[kind] = obj
    return out


def check_sequence(state: GameState, actions: Sequence[Any]) -> tuple[GameState, list[Any]]:
    """Apply `actions` in order: (final state, all events). Raises IllegalAction at the first
    refused one (its `action` attribute says which)."""
    events: list[Any] = []
    for a in actions:
        state, evs = state.apply_action(a)
        events.extend(evs)
    return state, events
