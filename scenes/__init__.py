"""The pygame-ce front end. It sends actions to the engine and animates the events it returns."""
import os

# The pygame banner on stdout would pollute the CLI's output (smoke summary, screenshots).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
