"""What a game's action of the shape `(kind, seat, arg)` shares, whatever the game: `arg` is a
NamedTuple of the values the kinds use (its fields' defaults: unused), and the action reads
them by name (`a.card` for `a.arg.card`). A game's actions module writes

    class Args(NamedTuple): ...              # its values, each with a default

    @reads_args
    class Action(NamedTuple):
        kind: str
        seat: int
        arg: Args = Args()

    act = action_maker(Action)               # act(kind, seat, card=..., to=...)

Pure: no game named, nothing but the two types.
"""
from __future__ import annotations

from typing import Any, Callable


def _no_args(action_type: type) -> Any:
    """The action type's default `arg`: its Args with every value unused."""
    return action_type._field_defaults["arg"]


def reads_args(action_type: type) -> type:
    """`action_type` with each field of its Args readable on the action by name (a read-only
    property; an Args field named like one of the action's own is refused)."""
    args_type = type(_no_args(action_type))
    for name in args_type._fields:
        if name in action_type._fields:
            raise TypeError(f"{args_type.__name__}.{name} hides {action_type.__name__}.{name}")
        setattr(action_type, name, property(lambda self, n=name: getattr(self.arg, n),
                                            doc=f"arg.{name}"))
    return action_type


def action_maker(action_type: type) -> Callable[..., Any]:
    """`act(kind, seat, **values)`: the action `kind` of `seat` with `values` (Args' fields by
    name); with no values, the one shared unused Args."""
    no_args = _no_args(action_type)
    args_type = type(no_args)

    def act(kind: str, seat: int, **values: Any) -> Any:
        return action_type(kind, seat, args_type(**values) if values else no_args)
    act.__doc__ = f"The {action_type.__name__} `kind` of `seat` with `values` ({args_type.__name__}' fields by name)."
    return act
