"""The yardstick for start-up: a bare pygame-ce program that opens a 1280×720 window, draws one frame with
a line of text and quits, printing the same first-frame line as `hustings --smoke --startup-only`.

Run by test_startup_bench.py with the same arguments as the app (which it ignores).
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    screen.fill((22, 74, 58))
    text = pygame.font.Font(None, 48).render("Hustings", True, (240, 196, 80))
    screen.blit(text, (600, 340))
    pygame.display.flip()
    print("smoke: first menu frame", flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
