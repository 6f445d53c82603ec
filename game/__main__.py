"""`python -m game ...` is the same as the `bug-council` command."""
import sys

from game.cli import main

sys.exit(main())
