"""Persistence for the desktop app: autosave, a game's campaign, settings, exported and archived
records.

Every file the app writes lives in one data directory (`user_data_dir()`), as versioned YAML
envelopes `{format, kind, app_version, saved_at, payload, complete}`, written atomically (a crash never
leaves half a file) and read back with `yaml.safe_load` plus validation. A file that cannot be
used (corrupt, truncated, foreign, newer than this app) raises `SaveError` with one sentence for
the player, after being moved aside to `<name>.rejected-<UTC stamp>.yaml`: never deleted, and
no other save is touched. The autosave is `autosave.yaml` plus the actions played since it was
last written whole, in `autosave.journal` (game/journal.py; game/autosave.py decides which is
written). No pygame here.
"""
from __future__ import annotations

import datetime as _dt
import errno
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import yaml

from game import journal
from game import identity
from game.identity import APP_SLUG, HOME_ENV, RECORD_KIND
from game.record import GameRecord, RecordError, read_yaml, write_yaml_atomic
from game.setup import GameSetup
from game.settings import Settings, settings_defaults
from game.safe_yaml import brief, brief_text

SAVE_FORMAT = 1
APP_NAME = APP_SLUG          # the saves folder's name
RECORDS_DIR = "records"

# Save names and envelope kinds (a game's campaign is saved under its own key: `CampaignInfo`).
AUTOSAVE, SETTINGS = "autosave", "settings"
JOURNAL = "autosave.journal"    # the actions since autosave.yaml was written whole (game/journal.py)
KIND_GAME, KIND_SETTINGS = "game", "settings"

# How each kind is named in a message to the player (a campaign's: `kind_label`).
KIND_LABELS = {KIND_GAME: "saved game", KIND_SETTINGS: "settings file", "stats": "statistics file",
               RECORD_KIND: "game record", "matrix-login": "Matrix login"}


def kind_label(kind: str) -> str:
    """How a file of envelope kind `kind` is named to the player: "saved game", or a registered
    game's campaign ("saved <its noun>"); the kind itself when it is none of them."""
    if kind in KIND_LABELS:
        return KIND_LABELS[kind]
    from game.protocol import all_games
    for game in all_games():
        if game.campaign is not None and kind == game.campaign.key:
            return f"saved {game.campaign.noun}"
    return kind


def known_kind(kind: object) -> bool:
    return isinstance(kind, str) and kind_label(kind) != kind


class SaveError(Exception):
    """A save that cannot be used. str(e) is one sentence for the player; e.kept_aside is the
    Path the bad file was moved to (never deleted), or None."""

    def __init__(self, message: str, kept_aside: Path | None = None) -> None:
        super().__init__(message)
        self.kept_aside = kept_aside


def user_data_dir() -> Path:
    """$BUG_COUNCIL_HOME if set (tests, portable installs), else the platform's user data dir."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home)
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def app_version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version
        return version(APP_NAME)
    except (ImportError, PackageNotFoundError):
        return "dev"


def utc_stamp(now: _dt.datetime | None = None) -> str:
    """A file-name-safe UTC time stamp that sorts in time order: 20250101T120000.000123Z."""
    now = now or _dt.datetime.now(_dt.timezone.utc)
    return now.strftime("%Y%m%dT%H%M%S.%fZ")


def _free_path(folder: Path, stem: str) -> Path:
    """`folder/<stem>.yaml`, or `<stem>-1.yaml`, `-2`, ... when taken: never overwrite a file."""
    n = 0
    while (p := folder / (f"{stem}-{n}.yaml" if n else f"{stem}.yaml")).exists():
        n += 1
    return p


class SaveStore:
    """Named YAML envelopes in one directory: `root / f"{name}.yaml"`."""

    def __init__(self, root: Path | str | None = None) -> None:
        self.root = Path(root) if root is not None else user_data_dir()
        # Another window holds the folder (game.folder_lock): read, never write.
        self.read_only = False

    def _check_writable(self) -> None:
        """PermissionError (an OSError, so every writer's handling applies) when read-only."""
        if self.read_only:
            raise PermissionError(errno.EROFS, f"another {identity.APP_NAME} window is using these saves")

    def clean_leftovers(self) -> list[Path]:
        """Removes the `*.tmp` files a write cut short (a kill mid-save) left beside the saves;
        only the window that holds the folder's lock may call it. Returns what was removed."""
        self._check_writable()
        gone = []
        for tmp in [*self.root.glob("*.tmp"), *self.root.glob("*/*.tmp")]:
            try:
                tmp.unlink()
                gone.append(tmp)
            except OSError:
                pass     # still in use or already gone: the next launch tries again
        return gone

    def path(self, name: str) -> Path:
        return self.root / f"{name}.yaml"

    def exists(self, name: str) -> bool:
        return self.path(name).is_file()

    def write(self, name: str, kind: str, payload: dict) -> str:
        """Atomically replace save `name`; on failure the previous file is intact and
        SaveError says why (disk full, unwritable folder, data that is not plain). Returns the
        file's mark (game.journal.mark of its bytes)."""
        envelope = {"format": SAVE_FORMAT, "kind": kind, "app_version": app_version(),
                    "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
                    "payload": payload,
                    # Written last: a file cut short anywhere lacks it (see `read`).
                    "complete": True}
        label = kind_label(kind)
        try:
            self._check_writable()
            return journal.mark(write_yaml_atomic(self.path(name), envelope))
        except OSError as exc:
            raise SaveError(f"The {label} could not be written to {self.path(name)} "
                            f"({exc.strerror or exc}).") from exc
        except yaml.YAMLError as exc:
            raise SaveError(f"The {label} could not be written: it holds data that is not "
                            f"plain ({str(exc).splitlines()[0]}).") from exc

    def read(self, name: str, kind: str) -> dict | None:
        """The payload of save `name`, or None when there is none. SaveError (file moved aside)
        when it is unreadable, not YAML, not a mapping, of another kind, or of a newer format."""
        path = self.path(name)
        if not path.exists():
            return None
        try:
            data = read_yaml(path)
        except RecordError as exc:
            raise self.reject(name, kind, exc.reason or "it cannot be read") from exc
        if data is None:
            raise self.reject(name, kind, "it is empty")
        if not isinstance(data, dict):
            raise self.reject(name, kind, f"it is not a {identity.APP_NAME} save")
        if data.get("kind") != kind:
            found = data.get("kind")
            what = (f"a {kind_label(found)}, not a {kind_label(kind)}"
                    if known_kind(found) else f"not a {identity.APP_NAME} save")
            raise self.reject(name, kind, f"it is {what}")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool):
            raise self.reject(name, kind, "it has no format number")
        if fmt > SAVE_FORMAT:
            raise self.reject(name, kind, f"it was written by a newer version of the game "
                                          f"(format {fmt}, this one reads {SAVE_FORMAT})")
        payload = data.get("payload")
        if not isinstance(payload, dict) or data.get("complete") is not True:
            raise self.reject(name, kind, "it is truncated")
        return payload

    def reject(self, name: str, kind: str, reason: str) -> SaveError:
        """Move save `name` aside and return (not raise) the SaveError that says why."""
        label = kind_label(kind)
        try:
            aside = self.set_aside(name)
            kept = f"; it was kept as {aside.name}" if aside else ""
        except OSError as exc:   # a read-only folder: leave the file where it is, still say why
            aside, kept = None, f"; it could not be moved aside ({exc.strerror or exc})"
        return SaveError(f"The {label} could not be used because {reason}{kept}.", aside)

    def set_aside(self, name: str) -> Path | None:
        """Rename save `name` to `<name>.rejected-<UTC stamp>.yaml`; None when there is none."""
        path = self.path(name)
        if not path.exists():
            return None
        self._check_writable()
        stamp = utc_stamp()
        aside = _free_path(self.root, f"{name}.rejected-{stamp}")
        os.replace(path, aside)
        return aside

    def remove(self, name: str) -> None:
        self._check_writable()
        self.path(name).unlink(missing_ok=True)


# --- the game in progress -------------------------------------------------------------

@dataclass
class SavedGame:
    setup: GameSetup                 # game/setup.py
    record: GameRecord               # game/record.py, the whole game so far
    campaign: Any = None             # the game's campaign (game.protocol.Campaign), when the game is part of one
    # The position after replaying `record` (set by load_game, which replays anyway).
    state: Any = field(default=None, compare=False, repr=False)
    # A game hosted for friends on other machines (game/net/hosted.py: remote seats with their
    # tokens, the zombie timeout, the port), so a restarted host resumes it with the same join codes.
    hosted: dict | None = None
    # Set by load_game when the journal's moves could not be restored (the journal was kept
    # aside; the game resumes from the whole save): one sentence for the player.
    problem: str | None = field(default=None, compare=False)


def journal_path(store: SaveStore) -> Path:
    return store.root / JOURNAL


def save_game(store: SaveStore, game: SavedGame) -> str:
    """Autosave, written whole: setup + record (+ the campaign the game belongs to, under its
    key; a game that has campaigns says `None` there when it is not part of one). Any journal
    of an earlier whole save is removed after it (a crash in between leaves a stale journal,
    which names another file's mark: load_game ignores it). Returns the new file's mark, which
    a journal extending it names (game/autosave.py)."""
    mark = store.write(AUTOSAVE, KIND_GAME, {
        "setup": game.setup.to_data(),
        "record": game.record.to_data(),
        **_campaign_entry(game),
        # Only when hosted: every other autosave reads exactly as before.
        **({"hosted": game.hosted} if game.hosted is not None else {}),
    })
    try:
        journal_path(store).unlink(missing_ok=True)
    except OSError:
        pass     # stale from now on: it names the file just replaced
    return mark


def _campaign_entry(game: SavedGame) -> dict:
    """The autosave's campaign entry: {key: its data or None} for a game that has campaigns
    (the format files have had since the first campaign), nothing for one that has none."""
    info = game.setup.definition.campaign
    if info is None:
        return {}
    return {info.key: game.campaign.to_data() if game.campaign is not None else None}


def replay_checked(record: GameRecord) -> Any:
    """The record's final position; ValueError naming the first action the rules refuse."""
    try:
        s = record.start()
    except Exception as exc:  # untrusted options: any failure means "no such game"
        raise ValueError(f"its game cannot be set up ({exc})") from exc
    for i, a in enumerate(record.actions):
        try:
            s, _ = s.apply_action(a)
        except Exception as exc:  # IllegalAction, or worse for nonsense data
            reason = getattr(exc, "reason", None) or str(exc)
            raise ValueError(f"action {i + 1} ({a}) is illegal: {reason}") from exc
    return s


_COLOR = re.compile(r"#[0-9A-Fa-f]{6}")


def _mismatch(setup: GameSetup, record: GameRecord) -> str | None:
    for name in ("mode", "players", "seed", "options"):
        if getattr(setup, name) != getattr(record, name):
            return (f"its game record does not match its setup ({name}: "
                    f"{brief(getattr(record, name))} vs {brief(getattr(setup, name))})")
    return None


def load_game(store: SaveStore) -> SavedGame | None:
    """The autosaved game, validated by replaying it, with the actions of its journal (each
    checked as it is replayed); None when there is none. A journal that cannot be used is kept
    aside and said in `problem`: the game resumes from the whole save. A whole save that cannot
    be used is kept aside with its journal (SaveError)."""
    try:
        payload = store.read(AUTOSAVE, KIND_GAME)
    except SaveError:
        _keep_journal_with_rejected_save(store)
        raise
    if payload is None:
        return None

    def bad(reason: str) -> SaveError:
        _keep_journal_with_rejected_save(store)
        return store.reject(AUTOSAVE, KIND_GAME, reason)

    try:
        setup = GameSetup.from_data(payload.get("setup"))
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as exc:
        raise bad(f"its setup is invalid ({exc})") from exc
    for i, seat in enumerate(setup.seats):
        # The table draws seats in these colors: refuse what it could not parse.
        if not _COLOR.fullmatch(seat.color):
            raise bad(f"its setup is invalid (seat {i + 1} color {brief(seat.color)} is not #RRGGBB)")
    try:
        record = GameRecord.from_data(payload.get("record"))
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as exc:
        raise bad(f"its game record is invalid ({exc})") from exc
    if (why := _mismatch(setup, record)) is not None:
        raise bad(why)
    info = setup.definition.campaign
    campaign = None
    if info is not None and payload.get(info.key) is not None:
        try:
            campaign = campaign_from_data(info, payload[info.key])
        except ValueError as exc:
            raise bad(f"its {info.noun} is invalid ({exc})") from exc
        if setup.mode not in info.modes:
            raise bad(f"it is a {setup.mode} game but claims to be part of a {info.noun}")
    hosted = None
    if payload.get("hosted") is not None:
        from game.net.hosted import hosted_from_data
        try:
            hosted = hosted_from_data(payload["hosted"], setup)
        except ValueError as exc:
            raise bad(f"its hosted game is invalid ({exc})") from exc
    try:
        state = replay_checked(record)
    except ValueError as exc:
        raise bad(str(exc)) from exc
    problem = None
    try:
        state = _replay_journal(store, record, state)
    except journal.JournalError as exc:
        problem = _journal_refused(store, str(exc))
    return SavedGame(setup, record, campaign, state, hosted, problem)


def _replay_journal(store: SaveStore, record: GameRecord, state: Any) -> Any:
    """`state` after the journal's actions, which are added to `record`; JournalError (record
    unchanged) when the journal cannot be used, an action the rules refuse included."""
    try:
        if not journal_path(store).exists():
            return state         # an autosave of an older version, or no move since the whole write
        mark = journal.file_mark(store.path(AUTOSAVE))
        extra = journal.read(journal_path(store), mark, len(record.actions), record.definition.action_from_data)
    except OSError as exc:
        raise journal.JournalError(f"it cannot be read ({exc.strerror or exc})") from exc
    s = state
    for i, a in enumerate(extra):
        try:
            s, _ = s.apply_action(a)
        except Exception as exc:  # IllegalAction, or worse for nonsense data
            reason = getattr(exc, "reason", None) or str(exc)
            raise journal.JournalError(f"move {len(record.actions) + i + 1} ({a}) is illegal: {reason}") from exc
    record.actions.extend(extra)
    return s


def _journal_refused(store: SaveStore, reason: str) -> str:
    """Keep the journal aside; the sentence that says so."""
    try:
        aside = _set_journal_aside(store)
        kept = f"; it was kept as {aside.name}" if aside else ""
    except OSError as exc:
        kept = f"; it could not be moved aside ({exc.strerror or exc})"
    return (f"The moves played since your game was last saved whole could not be restored "
            f"because {reason.rstrip('.')}{kept}. The game goes on from before them.")


def _set_journal_aside(store: SaveStore) -> Path | None:
    """Rename the journal to `autosave.rejected-<UTC stamp>.journal` (never deleted); None when
    there is none. Called when the journal, or the save it extends, cannot be used."""
    path = journal_path(store)
    if not path.exists():
        return None
    store._check_writable()
    n, stamp = 0, utc_stamp()
    while (aside := store.root / f"autosave.rejected-{stamp}{f'-{n}' if n else ''}.journal").exists():
        n += 1
    os.replace(path, aside)
    return aside


def _keep_journal_with_rejected_save(store: SaveStore) -> None:
    try:
        _set_journal_aside(store)
    except OSError:
        pass      # a read-only folder: the rejected save's own message says what could not move


def clear_game(store: SaveStore) -> None:
    """No autosave any more: the whole save, then its journal (a crash in between leaves a
    journal without its save, which nothing reads and the next save replaces)."""
    store.remove(AUTOSAVE)
    journal_path(store).unlink(missing_ok=True)


# --- a game's campaign (game.protocol.CampaignInfo), saved under its key ---------------

def campaign_from_data(info: Any, data: Any) -> Any:
    """The campaign `info.from_data` reads from `data`, with every malformed shape reported as
    ValueError (the file is untrusted)."""
    try:
        return info.from_data(data)
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
        raise ValueError(f"malformed {info.noun} ({brief_text(str(exc), 120)})") from exc


def save_campaign(store: SaveStore, info: Any, campaign: Any) -> None:
    store.write(info.key, info.key, campaign.to_data())


def load_campaign(store: SaveStore, info: Any) -> Any:
    """The campaign of kind `info` in progress on disk, or None; SaveError (kept aside) when it
    cannot be used."""
    payload = store.read(info.key, info.key)
    if payload is None:
        return None
    try:
        return campaign_from_data(info, payload)
    except ValueError as exc:
        raise store.reject(info.key, info.key, f"its content is invalid ({exc})") from exc


def clear_campaign(store: SaveStore, info: Any) -> None:
    store.remove(info.key)


# --- settings -------------------------------------------------------------------------

# The schema (defaults, valid values, labels) is game/settings.py; the file holds its to_data().


def load_settings(store: SaveStore, speeds: Iterable[str] | None = None) -> tuple[dict, str | None]:
    """(values, message). Never raises: a corrupt file gives the defaults and a message (the
    file kept aside); a bad value gives its default and a message naming it."""
    try:
        payload = store.read(SETTINGS, KIND_SETTINGS)
    except SaveError as exc:
        return settings_defaults(), str(exc)
    except OSError as exc:   # e.g. the folder is unreadable: play on with defaults
        return settings_defaults(), f"The settings could not be read ({exc.strerror or exc})."
    if payload is None:
        return settings_defaults(), None
    settings, bad = Settings.from_data(payload, speeds)
    values = settings.to_data()
    if bad:
        return values, f"Some settings were invalid and were reset to their defaults: {', '.join(bad)}."
    return values, None


def save_settings(store: SaveStore, values: dict, speeds: Iterable[str] | None = None) -> None:
    """Saves the known keys (a bad value is saved as its default)."""
    store.write(SETTINGS, KIND_SETTINGS, Settings.from_data(values, speeds)[0].to_data())


# --- records: export, import, archive -------------------------------------------------

def export_record(record: GameRecord, path: Path | str) -> None:
    """The record file `bug-council replay FILE` reads (game.record.save_record's YAML)."""
    try:
        write_yaml_atomic(path, record.to_data())
    except OSError as exc:
        raise SaveError(f"The game record could not be written to {path} "
                        f"({exc.strerror or exc}).") from exc


def import_record(path: Path | str) -> GameRecord:
    """A record file, validated by replaying it; SaveError with the reason (the file is the
    player's own: it is never moved)."""
    return import_game(path)[0]


def import_game(path: Path | str) -> tuple[GameRecord, GameSetup | None]:
    """A record file and the setup archived with it (None for plain exported records)."""
    record, setup, _final = read_game(path)
    return record, setup


def read_game(path: Path | str) -> tuple[GameRecord, GameSetup | None, Any]:
    """`import_game` plus the record's final position (the validating replay's own result)."""
    name = Path(path).name
    try:
        data = read_yaml(path)
    except RecordError as exc:
        raise SaveError(f"{name} cannot be imported: {_plain(exc)}.") from exc
    except RecursionError as exc:
        raise SaveError(f"{name} cannot be imported: it is not valid YAML.") from exc
    try:
        record = GameRecord.from_data(data)
    except RecordError as exc:
        raise SaveError(f"{name} cannot be imported: {_plain(exc)}.") from exc
    try:
        final = replay_checked(record)
    except ValueError as exc:
        raise SaveError(f"{name} cannot be imported: {exc}.") from exc
    setup = None
    if isinstance(data, dict) and data.get("setup") is not None:
        try:
            setup = GameSetup.from_data(data["setup"])
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError):
            setup = None     # names and colors are a nicety; the record alone is the game
        if setup is not None and _mismatch(setup, record) is not None:
            setup = None
    return record, setup, final


def _plain(exc: Exception) -> str:
    """An exception's first line, without a trailing period (it ends our sentence)."""
    return str(exc).splitlines()[0].rstrip(".") if str(exc) else type(exc).__name__


UNFINISHED = "unfinished"   # file-name suffix and payload flag of an abandoned game's record


def archive_finished(store: SaveStore, game: SavedGame) -> Path:
    """Keep a finished game for Replay: records/<UTC stamp>-<mode>.yaml, a record file that
    `bug-council replay` reads, plus the setup (names, colors) under `setup`."""
    return _archive(store, game, unfinished=False)


def archive_unfinished(store: SaveStore, game: SavedGame) -> Path:
    """Keep a game abandoned before its end for Replay: records/<UTC stamp>-<mode>-unfinished.yaml,
    the same record file with `unfinished: true` (the records list marks it)."""
    return _archive(store, game, unfinished=True)


def _archive(store: SaveStore, game: SavedGame, unfinished: bool) -> Path:
    folder = store.root / RECORDS_DIR
    stamp = utc_stamp()
    stem = f"{stamp}-{game.setup.mode}" + (f"-{UNFINISHED}" if unfinished else "")
    path = _free_path(folder, stem)
    data = game.record.to_data()
    data["setup"] = game.setup.to_data()
    if unfinished:
        data[UNFINISHED] = True
    try:
        store._check_writable()
        write_yaml_atomic(path, data)
    except OSError as exc:
        what = "unfinished" if unfinished else "finished"
        raise SaveError(f"The {what} game could not be archived ({exc.strerror or exc}).") from exc
    return path


def is_unfinished_record(path: Path | str) -> bool:
    """Whether an archived record is a game abandoned before its end (by its file name:
    `<stamp>-<mode>-unfinished[-n].yaml`)."""
    return UNFINISHED in Path(path).stem.split("-")[2:]


def same_game(saved: SavedGame, setup: GameSetup, record: GameRecord | None) -> bool:
    """Whether starting (`setup`, `record`) resumes the very game `saved` holds."""
    return (record is not None and saved.setup == setup
            and list(record.actions) == list(saved.record.actions))


def keep_unfinished(store: SaveStore, saved: SavedGame) -> Path:
    """Archive the autosaved game `saved` as unfinished, then clear the autosave: a new game
    may take its place without losing it. SaveError (autosave untouched) when it cannot."""
    path = archive_unfinished(store, saved)
    clear_game(store)
    return path


def list_records(store: SaveStore) -> list[Path]:
    """Archived game records, newest first."""
    folder = store.root / RECORDS_DIR
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.yaml") if p.is_file()), key=lambda p: p.name, reverse=True)


# --- the post-game review, kept in the archived record file ----------------------------

REVIEW_KEY = "review"     # the game's review's to_data() (GameDefinition.review); older files lack it


def save_review(store: SaveStore, path: Path | str, review: Any) -> None:
    """Add `review` (the game's post-game review) to the archived record at `path`, atomically, so
    the review is never computed twice. The file's other keys are kept as read."""
    try:
        data = read_yaml(path)
    except RecordError as exc:
        raise SaveError(f"The review could not be saved: {_plain(exc)}.") from exc
    if not isinstance(data, dict):
        raise SaveError(f"The review could not be saved: {Path(path).name} is not a game record.")
    data[REVIEW_KEY] = review.to_data()
    try:
        store._check_writable()
        write_yaml_atomic(path, data)
    except OSError as exc:
        raise SaveError(f"The review could not be saved ({exc.strerror or exc}).") from exc


def load_review(path: Path | str, record: GameRecord) -> Any:
    """The review saved with the record at `path` when it is valid and made for `record`;
    None otherwise (no review yet, a game without one, or one that cannot be used: it is simply
    made again)."""
    import importlib
    if record.definition.review is None:
        return None
    reviews = importlib.import_module(record.definition.review)
    try:
        data = read_yaml(path)
    except RecordError:
        return None
    if not isinstance(data, dict) or data.get(REVIEW_KEY) is None:
        return None
    try:
        review = reviews.review_from_data(data[REVIEW_KEY])
    except ValueError:
        return None
    return review if review.fits(record) else None
