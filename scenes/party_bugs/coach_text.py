"""What Party Bugs' coach says, as catalogue messages (N_, translated where shown by
scenes/party_bugs/coach_words.py): the hint's options and reasons (game/party_bugs/coach.py
REASONS and TakeStatus), the live status and the review's lines. Placeholders:
  {card}   a card: "the 12 (12c)";  {value}: a value, said with its noun as "{value}s" ("7s")
  {seat}   a seat: "you" or its name;  {pct}: a share, "85%"
  {place} {of}: numbers;  {points}: a number, said with its noun as "{points:point}"
"""
from __future__ import annotations

from typing import Any

from game.i18n import N_

WORDS: dict[str, Any] = {
    "hint": {
        "title": N_("Hint"),
        "closes": N_("{key} or Esc closes"),
        "thinking": N_("Thinking{dots}"),
        "thinking_detail": N_("Playing the game out {playouts} times, every option on the same deals. Esc cancels."),
        "tag": N_("hint"),
        "heading": N_("Best first \u00b7 chance to win, then points ahead of the best rival at the end (lowest total wins)"),
        "none": N_("No decision of yours to hint at right now."),
        "footer": N_("{deals} deals, each played out for every option"),
        "options": {
            "play": N_("Play {card}"),
            "take": N_("Take {card}"),
            "hide": N_("Hide {card} face down"),
            "mirror": N_("Mirror with {card}"),
            "mirror_alone": N_("Discard the Mirror alone"),
        },
        "reasons": {
            "wins_game": N_("wins the game in {pct} of deals"),
            "take_place": N_("puts you {place} of {of} in the take order ({pct} of deals)"),
            "likely_card": N_("leaves you {card} to take ({pct} of deals)"),
            "boxes_pair": N_("boxes your pair of {value}s"),
            "face_down_pair": N_("pairs your face-down {value}: both go to the box"),
            "adds": N_("adds {points:point} to your display"),
            "gives_pair": N_("leaves a {value} that pairs in {seat}'s display"),
            "king_sweep": N_("your Party King sweeps the floor in {pct} of deals ({points:point} to you)"),
            "king_beaten": N_("another Party King sweeps first in {pct} of deals"),
            "mirror_box": N_("the Mirror takes your {value} to the box"),
            "face_down_counts": N_("your face-down {value} still counts at the end in {pct} of deals"),
            "ahead": N_("about {points:point} better than the next option"),
            "even": N_("about as good as the others"),
            "behind": N_("about {points:point} behind the best"),
        },
    },
    "status": {
        "order": N_("Take order: {order}."),
        "picks": N_("Expected: {picks}."),
        # TRANSLATORS: one taker's expected card, in the list of picks ("Rufus the 2 (2d)").
        "pick": N_("{seat} {card}"),
    },
    "review": {
        "title": N_("Post-game review"),
        "button": N_("Review"),
        "working": N_("The coach is replaying your decisions: {done} of {total}"),
        "starting": N_("Setting the game out again..."),
        "working_detail": N_("Each decision is played out {iterations} times, every option on the same deals. It runs in the background; Cancel stops it."),
        "cancel": N_("Cancel"),
        "previous_page": N_("Previous page"),
        "next_page": N_("Next page"),
        "failed": N_("The review could not be made: {why}"),
        "not_saved": N_("The review is shown but could not be kept: {why}"),
        "heading": N_("Turning points: choices that cost {threshold:expected point} or more"),
        "none": N_("No turning points: every choice was within {threshold:point} of the coach's best."),
        "summary": N_("{decisions:decision} reviewed, {count:turning point}, {lost:expected point} lost in all"),
        "position": {
            "round": N_("Round {round}"),
            "final": N_("Final round"),
            "series": N_("Game {game}, {where}"),
        },
        # What a seat did at a moment, a whole sentence for the reader's own seat and for another's.
        "did_you": {
            "play": N_("You played {card} ({margin})"),
            "take": N_("You took {card} ({margin})"),
            "hide": N_("You hid {card} ({margin})"),
            "mirror": N_("You mirrored with {card} ({margin})"),
            "mirror_alone": N_("You discarded the Mirror alone ({margin})"),
        },
        "did_other": {
            "play": N_("{name} played {card} ({margin})"),
            "take": N_("{name} took {card} ({margin})"),
            "hide": N_("{name} hid {card} ({margin})"),
            "mirror": N_("{name} mirrored with {card} ({margin})"),
            "mirror_alone": N_("{name} discarded the Mirror alone ({margin})"),
        },
        "prefers": N_("The AI prefers: {best} ({margin}): {loss:point} better; {reason}"),
        "caption": N_("The AI prefers: {best}: {margin} (played: {option}, {played_margin})"),
        "chart_title": N_("Expected score (points ahead of the best rival)"),
        "chart_best": N_("best option"),
        "chart_played": N_("as played"),
        "chart_turning": N_("turning point"),
        "open_hint": N_("Click a turning point to watch it in the replay."),
        # TRANSLATORS: the chart's label under a game of a series.
        "section": N_("Game {game}"),
    },
}
