"""The coach, game-neutral: a hint (every legal option of a decision played out on the same
deals, best first, with a margin and reasons), the post-game review (the hint run on every
real decision of a finished game: turning points and a chart) and a live status line.

A game takes part by naming a module in its definition (`GameDefinition.coach`, None when it
has no coach) whose `KIT` is a `game.coach.kit.CoachKit`: how it deals the hidden cards
consistently with a seat's view, plays an option out in its fast simulator, scores a playout
(its margin, in its own sense), and says why (its reason vocabulary as ids and values; the
words live in config). The kit names no game.
"""
