"""Bug Council's AI tuned for a benchmark run (`bug-council arena`, bench/expert_paired.py):
a search budget for `hard` and `expert`, and `expert`'s parts switched off or its options set,
from the run's settings (`iterations`, `expert_off`, `expert_options`)."""
from __future__ import annotations

from typing import Any, Mapping

from game.ai.config import ai_config
from game.bug_council.ai.expert import FLAGS as EXPERT_PARTS

SEARCHING = ("hard", "expert")


def check_tuning(tuning: Mapping[str, Any]) -> None:
    """ValueError naming the first setting of `tuning` that Bug Council's AI does not have."""
    if tuning.get("time_cap_ms"):
        raise ValueError("--time-cap-ms: Bug Council's searches keep config/ai.yaml's cap")
    if any(x not in EXPERT_PARTS for x in tuning.get("expert_off") or ()):
        raise ValueError(f"--expert-off takes {', '.join(EXPERT_PARTS)}")
    unknown = sorted(set(tuning.get("expert_options") or {}) - set(ai_config()["expert"]))
    if unknown:
        raise ValueError(f"unknown expert option {unknown[0]!r} (config/ai.yaml expert:)")


def tuned_options(level: str, tuning: Mapping[str, Any]) -> dict[str, Any]:
    """The controller options of `level` under `tuning` (see `check_tuning`)."""
    options: dict[str, Any] = {}
    if level in SEARCHING and tuning.get("iterations"):
        options["iterations"] = options["solo_iterations"] = tuning["iterations"]
    if level == "expert":
        options.update({part: False for part in tuning.get("expert_off") or ()})
        options.update(tuning.get("expert_options") or {})   # bench/expert_paired.py --set
    return options
