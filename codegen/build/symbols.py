"""The debugger symbol file (no$gmb ``.sym``: ``BB:AAAA name``, read by BGB, Emulicious, SameBoy, mGBA
and PyBoy), written from the linker's ``.noi`` list.

makebin's own conversion (``-yS``) copies long names into a fixed buffer and can end one with stray
bytes (seen with Debian's SDCC 4.2.0 on 33-character debug names), which PyBoy then refuses to read;
this conversion keeps every name whole. Banked addresses come from sdldgb as ``0xBB4000``-style
linear addresses: the bank is the part above 16 bits, the CPU address the low 16 bits.

The .sym holds labels: functions, globals, statics, assembly labels, areas. The debug build's line
records (``A$module$line`` for every assembled line, ``C$file.c$line$...`` for every C line: 24,000 of
the 25,000 names) stay in the .noi and the .cdb, which source-level debuggers read; in a .sym they
would bury the labels in a debugger's disassembly view, and every emulator that loads the file
(PyBoy at each power-on of a test) would parse them.
"""

from __future__ import annotations

import sys
from pathlib import Path

LINE_RECORDS = ("A$", "C$")  # the debug build's per-line records (see above)
HEADER = "; no$gmb format .sym file, written by codegen/build/symbols.py from the linker's .noi\n"


def noi_to_sym(noi_text: str) -> str:
    entries: list[tuple[int, int, str]] = []
    for line in noi_text.splitlines():
        parts = line.split()
        if len(parts) != 3 or parts[0] != "DEF" or not parts[1].isascii() or not parts[1].isprintable():
            continue
        if parts[1].startswith(LINE_RECORDS):
            continue
        linear = int(parts[2], 16)
        bank, address = linear >> 16, linear & 0xFFFF
        entries.append((bank, address, parts[1]))
    entries.sort()
    return HEADER + "".join(f"{bank:02X}:{address:04X} {name}\n" for bank, address, name in entries)


if __name__ == "__main__":  # the build's step: symbols.py NOI SYM
    noi, sym = (Path(name) for name in sys.argv[1:3])
    sym.write_text(noi_to_sym(noi.read_text()))
