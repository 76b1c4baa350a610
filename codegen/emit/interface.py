"""The puzzle interface on the device, written down once: every puzzle provides these functions as
``<name>_<entry>`` (BANKED, in its own banks), and the generated registry (templates/registry.*.j2)
dispatches ``puzzle_<entry>(puzzle, ...)`` to them. gbc_src/puzzles/puzzle_api.h says what each does.
What every puzzle's explorer and host requests share (checking a request, the buttons for seed, size,
level, solution and back) is the shell's (gbc_src/shell/explorer_screen.c); a puzzle gives only what
is its own: making a puzzle, drawing it, and any command or button of its own (Hitori's layouts and
benchmark).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    returns: str
    name: str
    parameters: tuple[tuple[str, str], ...]  # (C type, name)
    otherwise: str  # what the dispatcher returns for an unknown puzzle number ("" for void)
    # only a puzzle with a command of its own in the explorer (PuzzleSpec.explorer_own_command)
    # provides it; for the others the dispatcher answers ``otherwise``
    own_command_only: bool = False

    @property
    def declaration(self) -> str:
        return ", ".join(f"{ctype} {name}" for ctype, name in self.parameters) or "void"

    @property
    def arguments(self) -> str:
        return ", ".join(name for _, name in self.parameters)


ENTRIES: tuple[Entry, ...] = (
    Entry("void", "make", (("uint8_t", "size"), ("uint8_t", "difficulty"), ("uint16_t", "seed")), ""),
    Entry("void", "play_begin", (("uint8_t", "resumed"),), ""),
    Entry("uint8_t", "play_input", (("uint8_t", "pressed"),), "0"),
    Entry("void", "play_restart", (), ""),
    Entry("void", "play_check", (), ""),
    Entry("void", "play_pause", (("uint8_t", "paused"),), ""),
    Entry("void", "explorer_draw", (("uint8_t", "solution"),), ""),
    Entry("uint8_t", "serve_own", (("uint8_t", "command"), ("uint8_t", "width"), ("uint8_t", "height"),
                                   ("uint16_t", "seed"), ("uint8_t", "check")), "CART_STATUS_UNKNOWN_COMMAND",
          own_command_only=True),
    Entry("uint8_t", "explore_own", (("uint8_t", "pressed"),), "EXPLORE_NOT_MINE", own_command_only=True),
)
