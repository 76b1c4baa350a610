"""Place the code of ``#pragma bank 255`` objects into switchable ROM banks, for the plain-SDCC back end.

GBDK-2020 does this with its bankpack tool (``lcc -autobank``); plain SDCC has no such tool, so this
module does the same job to the same objects. SDCC compiles a file with ``#pragma bank 255`` into an
area ``_CODE_255`` (its code, strings and constant tables) and gives every ``__banked`` function an
absolute symbol ``b_<name>`` = 255, which callers load as the bank to switch to. Here each such area
gets a real bank, first fit in the order given, after what the fixed-bank objects (the generated
tables, ``#pragma bank N``) already use; the object is rewritten with ``_CODE_<bank>`` and
``b_<name>`` = bank. The linker (sdldgb) then places ``_CODE_<bank>`` in that bank's window by itself.

The object format is SDCC's text format (ASxxxx .rel): ``A <area> size <hex> ...`` opens an area,
``S <symbol> Def<hex>`` defines a symbol in the current area (an absolute one when written before the
first area, as ``b_*`` are).

In the build it is a step of its own (``python banks.py OUT_DIR OBJECT...``, from the Ninja file
codegen/build/toolchain.py writes): the compiled objects stay as the compiler left them, and their
banked copies go to OUT_DIR, each written only when its text changes, so that the link runs again
only when some object's code or bank did.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path

AUTO_BANK = 255
BANK_BYTES = 0x4000
FIRST_BANK = 1
AREA = re.compile(r"^A _CODE_(\d+) size ([0-9A-Fa-f]+) ")
BANK_SYMBOL = re.compile(r"^S (b_\S+) Def0000FF$")


class BankOverflowError(RuntimeError):
    """An object's banked code is larger than a bank, or the banks are used up."""


def _area_sizes(text: str) -> dict[int, int]:
    sizes: dict[int, int] = {}
    for line in text.splitlines():
        found = AREA.match(line)
        if found:
            bank, size = int(found[1]), int(found[2], 16)
            sizes[bank] = sizes.get(bank, 0) + size
    return sizes


def assign_banks(objects: Iterable[Path], max_bank: int = 255, out_dir: Path | None = None) -> dict[Path, int]:
    """Give every object with ``_CODE_255`` a bank and rewrite it (or, with ``out_dir``, write every
    object there, the banked ones rewritten, each only if its text changes); returns the banks given."""
    paths = list(objects)
    texts = {path: path.read_text() for path in paths}
    used: dict[int, int] = {}
    for text in texts.values():
        for bank, size in _area_sizes(text).items():
            if bank != AUTO_BANK:
                used[bank] = used.get(bank, 0) + size
    given: dict[Path, int] = {}
    for path in paths:
        size = _area_sizes(texts[path]).get(AUTO_BANK)
        if size is None:
            if out_dir is not None:
                _write_if_changed(out_dir / path.name, texts[path])
            continue
        if size > BANK_BYTES:
            raise BankOverflowError(f"{path.name}: {size} bytes of banked code do not fit one {BANK_BYTES}-byte bank")
        bank = FIRST_BANK
        while used.get(bank, 0) + size > BANK_BYTES:
            bank += 1
        if bank >= min(max_bank, AUTO_BANK):
            raise BankOverflowError(f"{path.name}: no ROM bank below {max_bank} has {size} bytes free")
        used[bank] = used.get(bank, 0) + size
        given[path] = bank
        _write_if_changed(path if out_dir is None else out_dir / path.name, _rewrite(texts[path], bank))
    return given


def _write_if_changed(path: Path, text: str) -> None:  # (emit/render.py has its twin: this file runs alone)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def _rewrite(text: str, bank: int) -> str:
    lines = []
    for line in text.splitlines():
        if line.startswith(f"A _CODE_{AUTO_BANK} "):
            line = line.replace(f"A _CODE_{AUTO_BANK} ", f"A _CODE_{bank} ", 1)
        elif BANK_SYMBOL.match(line):
            line = line[: -len("FF")] + f"{bank:02X}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def main(arguments: list[str]) -> int:
    """``banks.py OUT_DIR OBJECT...``: the build's bank step; a one-line error when the banks are full."""
    out_dir, *objects = arguments
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    try:
        assign_banks([Path(name) for name in objects], out_dir=Path(out_dir))
    except BankOverflowError as full:
        print(f"error: {full}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
