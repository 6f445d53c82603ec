"""The coach on screen, for any game with a coach kit (game.coach): the hint's state at a table
(`hint_state`), its panel and glow (`hint_panel`), the live status line (`status_line`), the
post-game review scene and chart (`review_scene`, `review_chart`), the replay opened at a
turning point (`review_replay`) and the Reviewer a game's screen plug-in offers (`reviewer`).
A game gives its words (`CoachWords`: `words.py`); these modules name no game."""
