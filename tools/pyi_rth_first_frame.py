"""PyInstaller runtime hook: an opt-in first-frame probe for bench/dist.sh.

Does nothing unless BUG_COUNCIL_FIRST_FRAME is set. Then it wraps pygame.display.flip and
pygame.display.update so that the first presented frame writes one line to stderr:

    FIRST_FRAME <unix time> driver=<SDL video driver> size=<w>x<h>

With BUG_COUNCIL_FIRST_FRAME=exit the process then ends at once (exit 0), so a benchmark can
time launch -> first frame repeatedly without playing a game.
"""


def _install_first_frame_probe():
    import os

    mode = os.environ.get("BUG_COUNCIL_FIRST_FRAME")
    if not mode:
        return
    import sys
    import time

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    display = pygame.display
    seen = []

    def wrap(fn):
        def presented(*args, **kwargs):
            result = fn(*args, **kwargs)
            if not seen:
                seen.append(time.time())
                surf = display.get_surface()
                size = "%dx%d" % surf.get_size() if surf is not None else "?"
                sys.stderr.write("FIRST_FRAME %.6f driver=%s size=%s\n"
                                 % (seen[0], display.get_driver(), size))
                sys.stderr.flush()
                if mode == "exit":
                    sys.stdout.flush()
                    os._exit(0)
            return result
        presented.__wrapped__ = fn
        return presented

    display.flip = wrap(display.flip)
    display.update = wrap(display.update)


_install_first_frame_probe()
del _install_first_frame_probe
