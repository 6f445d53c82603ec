"""What the app says about internet play over Matrix (game/net/matrix.py): the sign-in
problems by their word (SignInRefused.problem), the notices and how-tos. A table of words:
the screens never show a library's or a homeserver's own error text for a sign-in. The tables'
words are marked for the catalogue (N_) and translated where shown; the functions translate."""
from __future__ import annotations

from types import MappingProxyType

from game.i18n import N_, _

SIGN_IN_WORDS = MappingProxyType({
    "wrong_password": N_("The homeserver did not accept this user and password. Check both (the user "
                      "looks like @name:matrix.org) and try again."),
    "bad_token": N_("The homeserver did not accept this access token: it may have been signed out. "
                    "Sign in with your password instead, or copy a fresh token."),
    "rate_limited": N_("The homeserver asks to wait before signing in again. Try again in a minute."),
    "deactivated": N_("This Matrix account has been deactivated on its homeserver."),
    "refused": N_("The homeserver refused to sign you in. Check the user and the homeserver."),
    "unreachable": N_("The homeserver cannot be reached. Check its address and your internet connection."),
    "timeout": N_("The homeserver did not answer in time. Check your connection and try again."),
    "not_matrix": N_("That address answered, but not as a Matrix homeserver. Check the homeserver address "
                     "(for matrix.org accounts: https://matrix.org)."),
})
SIGN_IN_UNKNOWN = N_("Signing in did not work, for a reason this app does not know. Try again.")

WHAT_IS_MATRIX = N_("Internet play goes through Matrix, an open network for messages: each player signs in "
                     "with their own Matrix account, on any homeserver. No account yet? Make one for free at "
                     "app.element.io (on matrix.org) or on any homeserver you like. Nobody needs to open a port.")
NOT_ENCRYPTED_MATRIX = N_("Not end-to-end encrypted: the Matrix homeservers of the host and of each player "
                           "can read the game's messages, including the cards each player is sent. Play with "
                           "people you trust, on homeservers you trust.")
NOT_ENCRYPTED_SHORT = N_("Over Matrix, messages are not end-to-end encrypted: the homeservers can read them, "
                          "the cards each player is sent too.")
KEPT = N_("Only the access token this sign-in gets is kept, in your user data folder, so you are not "
           "asked again; the password is never saved. Sign out in the host's lobby or on the join screen.")

TRANSPORTS = (("ws", N_("Local network")), ("mx", N_("Internet (Matrix)")))


def signed_in_words(user_id: str) -> str:
    return _("Signed in to Matrix as {user}.", user=user_id)


def hosting_notes_matrix(user_id: str) -> list[str]:
    """The how-to under a Matrix game's join codes."""
    return [_("Give each friend their code. On their computer: Play with friends, Join a game, paste the "
              "code; they sign in with their own Matrix account. Nobody needs to open a port. Keep this "
              "window open: the game runs here. Hosting as {user}.", user=user_id),
            _(NOT_ENCRYPTED_MATRIX)]


def hosting_problem_matrix(problem: str, word: str | None = None) -> str:
    """Why hosting failed: the sign-in's words when it was the sign-in (`word`), else what the
    homeserver said about the game's room."""
    if word in SIGN_IN_WORDS:
        return _("The game could not be hosted on Matrix. {reason} (Sign out to sign in again.)",
                 reason=_(SIGN_IN_WORDS[word]))
    return _("The game could not be hosted on Matrix: {reason}. Go back and try again.", reason=problem)
