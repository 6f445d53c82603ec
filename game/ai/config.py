"""Settings of the AI controllers, from `config/ai.yaml`."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml

from game.resources import config_path


@lru_cache(maxsize=None)
def ai_config() -> dict[str, Any]:
    """The parsed config/ai.yaml; ValueError when it is not version 1."""
    with open(config_path("ai.yaml"), encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict) or data.get("version") != 1:
        raise ValueError("config/ai.yaml: expected a mapping with version: 1")
    return data
