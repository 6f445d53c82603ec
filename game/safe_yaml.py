"""Reading YAML that may be hostile: saves, records, scenario files.

`yaml.safe_load` builds only plain data, but it still trusts a file's size and shape: a 5 MB
file takes a minute to parse, an alias bomb ("billion laughs") is a small file whose value
expands to billions of nodes the moment anything walks or formats it, brackets nested
thousands deep exhaust the recursion limit, and an integer of more than 4,300 digits makes
`int()` raise. `load_bounded` refuses all of these before they cost anything, with a
`YamlRefused` whose `reason` says which limit was hit in a few words a player can read.

`brief(value)` formats a value for a message without ever expanding it whole.
"""
from __future__ import annotations

import os
import reprlib
import stat
from dataclasses import dataclass
from typing import Any

import yaml

# Far above anything the app writes (a finished 5-player record is about 20 KB).
MAX_BYTES = 1_000_000
MAX_NODES = 200_000        # after expanding aliases
MAX_DEPTH = 64
MAX_INT_DIGITS = 100


@dataclass(frozen=True)
class Limits:
    max_bytes: int = MAX_BYTES
    max_nodes: int = MAX_NODES
    max_depth: int = MAX_DEPTH


class YamlRefused(ValueError):
    """The text is not YAML we accept; `reason` in a few words for a player ("it is too large"),
    `detail` where the parser saw it (for the command line), bounded in length."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason} ({detail})" if detail else reason)
        self.reason = reason
        self.detail = detail


class _BoundedLoader(yaml.SafeLoader):
    """A SafeLoader whose integers are bounded in length before `int()` sees them."""


def _bounded_int(loader: _BoundedLoader, node: yaml.Node) -> int:
    if len(str(node.value)) > MAX_INT_DIGITS:
        raise YamlRefused("it holds a number far too long")
    return yaml.SafeLoader.construct_yaml_int(loader, node)


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _bounded_int)


def _check_shape(root: yaml.Node, limits: Limits) -> None:
    """Measures the document with aliases expanded, memoised per node so that a bomb is
    measured, not expanded: its node count and its height (nesting depth). YamlRefused over a
    limit."""
    size: dict[int, tuple[int, int]] = {}      # id(node) -> (nodes, height) once measured
    # An explicit stack, not recursion: the depth is what is being checked.
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if isinstance(node, yaml.ScalarNode):
            size[key] = (1, 1)
            continue
        children = ([c for pair in node.value for c in pair] if isinstance(node, yaml.MappingNode)
                    else list(node.value))
        if children_done:
            nodes = 1 + sum(size[id(c)][0] for c in children)
            height = 1 + max((size[id(c)][1] for c in children), default=0)
            if nodes > limits.max_nodes:
                raise YamlRefused("it expands to far too much data")
            if height > limits.max_depth:
                raise YamlRefused("it is nested too deeply")
            size[key] = (nodes, height)
            continue
        if key in size:
            continue
        if len(stack) > limits.max_nodes:
            raise YamlRefused("it expands to far too much data")
        stack.append((node, True))
        stack.extend((c, False) for c in children if id(c) not in size)


def loads_bounded(text: str, limits: Limits = Limits()) -> Any:
    """Parse `text` as plain YAML data within `limits`; YamlRefused otherwise."""
    if len(text.encode("utf-8", "surrogatepass")) > limits.max_bytes:
        raise YamlRefused("it is too large")
    loader = None
    try:
        loader = _BoundedLoader(text)   # the reader already refuses control characters
        try:
            root = loader.get_single_node()
        except RecursionError:
            raise YamlRefused("it is nested too deeply") from None
        if root is None:
            return None
        _check_shape(root, limits)
        try:
            return loader.construct_document(root)
        except RecursionError:
            raise YamlRefused("it is nested too deeply") from None
    except yaml.YAMLError as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
        raise YamlRefused("it is not valid YAML", where + brief_text(first, 80)) from exc
    except ValueError as exc:
        if isinstance(exc, YamlRefused):
            raise
        raise YamlRefused("it holds a value YAML cannot read") from exc
    finally:
        if loader is not None:
            loader.dispose()


def load_bounded(path: str | os.PathLike, limits: Limits = Limits()) -> Any:
    """Read and parse the file at `path` within `limits`. YamlRefused for a file that is not a
    regular file (a FIFO would block forever), too large, not UTF-8 or not acceptable YAML;
    OSError when it cannot be read at all."""
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise YamlRefused("it is not a regular file")
    if st.st_size > limits.max_bytes:
        raise YamlRefused("it is too large")
    # O_NONBLOCK: a file swapped for a FIFO after the stat still cannot block the open.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise YamlRefused("it is not a regular file")
        raw = fh.read(limits.max_bytes + 1)
    if len(raw) > limits.max_bytes:
        raise YamlRefused("it is too large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise YamlRefused("it is not valid YAML", "not UTF-8 text") from None
    return loads_bounded(text, limits)


_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxlist, _BRIEF.maxtuple, _BRIEF.maxdict = 2, 4, 4, 4
_BRIEF.maxstring, _BRIEF.maxother, _BRIEF.maxlong = 40, 40, 40


def brief(value: Any) -> str:
    """`value` as a short repr for a message: a few items, a few levels, never the whole."""
    return _BRIEF.repr(value)


def brief_text(text: str, limit: int = 40) -> str:
    """`text` cut to `limit` characters, control characters shown escaped."""
    shown = text if len(text) <= limit else text[:limit] + "\u2026"
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in shown)
