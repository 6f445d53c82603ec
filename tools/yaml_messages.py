"""A Babel extraction method for player words kept in YAML data files (babel.cfg names the
files): config/refusals.yaml's refusal sentences, config/coach.yaml's coach words and
config/termitenator.yaml's `explains`. The files stay the English source and keep their own
checks; the screens translate each sentence where they show it (`_(template)`, then fill it).

Every string leaf is a message, or (option `keys`, comma-separated) only the leaves under a
mapping key of those names. Each message's comment is its path in the file
("not_your_turn.you_turn"), so a translator sees which form of which rule it is. Dev-only
(Babel is not shipped)."""
from __future__ import annotations

from typing import Any, Iterator

import yaml


def _leaves(node: yaml.Node, path: tuple[str, ...]) -> Iterator[tuple[yaml.ScalarNode, tuple[str, ...]]]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield from _leaves(value, path + (str(key.value),))
    elif isinstance(node, yaml.SequenceNode):
        for i, value in enumerate(node.value):
            yield from _leaves(value, path + (str(i),))
    elif isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:str":
        yield node, path


def extract(fileobj: Any, keywords: Any, comment_tags: Any, options: dict) -> Iterator[tuple]:
    """(lineno, funcname, message, comments) per player sentence of the YAML file."""
    keys = {k.strip() for k in options.get("keys", "").split(",") if k.strip()}
    root = yaml.compose(fileobj.read().decode("utf-8"))
    if root is None:
        return
    for node, path in _leaves(root, ()):
        if keys and not keys & set(path):
            continue
        if node.value.strip():
            yield node.start_mark.line + 1, None, node.value, [".".join(path)]
