"""The session services of the app: what the window shell (scenes/app.py) serves its scenes
besides the window, the scene stack and the frame loop.

    app.session.files       the player's save folder: autosave for Continue, settings, exports,
                            a finished game's archive and statistics (scenes/session/files.py)
    app.session.table       the game at the table: start, resume, autosave after each action,
                            its end recorded once (scenes/session/table_game.py)
    app.session.campaigns   the campaign the table's game belongs to, if its game has one
                            (GameDefinition.campaign), saved through the generic slot
    app.session.hosting     play with friends: the network thread, the game hosted, the game joined
    app.session.lessons     the lesson book and where the player is in each lesson
    app.session.hints       the coach's hints, thought out in a process of their own
                            (game/hint_worker.py; started at the first hint, ended on close)

Each service reaches the others and the window only through public names. The names scenes
called on the app before the split still work there (`App` forwards them); no scene reads a
private attribute of the app or of a service (tests/test_app_services.py).
"""
from __future__ import annotations

from game.hint_worker import HintWorker
from scenes.session.campaigns import Campaigns
from scenes.session.files import PlayerFiles
from scenes.session.hosting import Hosting
from scenes.session.lessons import LessonProgress
from scenes.session.table_game import TableGame


class Session:
    """The services of one app window (`persist`: the player's files are read and written)."""

    def __init__(self, app, persist: bool):
        self.files = PlayerFiles(app, persist)
        self.campaigns = Campaigns(app)
        self.table = TableGame(app)
        self.hosting = Hosting(app, persist)
        self.lessons = LessonProgress(app)
        self.hints = HintWorker()

    def close(self) -> None:
        """Connections closed, the hint worker ended, the save folder released (the window
        closes after)."""
        self.hosting.close()
        self.hints.close()
        self.files.release()
