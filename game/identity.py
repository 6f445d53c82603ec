"""The app's own name, said once. The studio ships one app, named after its first game, that
plays every registered game: these are the app's words and file kinds, not a game's. Several
are persisted (file kinds, the saves folder's variable, Matrix event types) and never change,
so files and rooms from earlier versions stay readable."""
from __future__ import annotations

from game.i18n import N_

APP_NAME = "Bug Council"                      # what a player calls the app
APP_TITLE = "Bug Council of Backyardia"       # the title screen's heading, the command's help
# The line under the title screen's heading: the app's first game said in a sentence, as its name is.
APP_SUBTITLE = N_("A trick-taking game where the Council decides which suit is strong")
APP_SLUG = "bug-council"                      # the command, the saves folder, file names
HOME_ENV = "BUG_COUNCIL_HOME"                 # the saves folder's override
MATRIX_NAMESPACE = "org.bugcouncil"           # the Matrix event types' prefix

RECORD_KIND = f"{APP_SLUG}-record"            # a game record file
JOURNAL_KIND = f"{APP_SLUG}-autosave-journal" # the autosave's per-action journal
