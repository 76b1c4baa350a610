"""What the linker's .map says about the ROM: the areas, where they sit, and how full each bank is.

sdldgb (both back ends) lists every area as ``NAME  ADDR  SIZE = N. bytes (...)``; a banked area's
address is linear, ``0xBB4000`` for bank BB. Bank 0 is 0x0000-0x3FFF: the vectors and the header
(below 0x0200) count as used, so its use is where its last area ends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

BANK_BYTES = 0x4000
AREA_LINE = re.compile(r"^(_\w+)\s+([0-9A-F]{8})\s+([0-9A-F]{8}) =\s+\d+\. bytes")


@dataclass(frozen=True)
class RomMap:
    areas: dict[str, tuple[int, int]]  # name -> (linear address, size)

    @classmethod
    def read(cls, path: Path) -> RomMap:
        areas: dict[str, tuple[int, int]] = {}
        for line in path.read_text(errors="replace").splitlines():
            found = AREA_LINE.match(line.strip())
            if found:
                areas[found[1]] = (int(found[2], 16), int(found[3], 16))
        return cls(areas)

    @property
    def bank0_end(self) -> int:
        """The first byte after the last area that lies in bank 0 (ROM, 0x0000-0x3FFF)."""
        return max(start + size for start, size in self.areas.values() if size and start < BANK_BYTES)

    def banked_use(self) -> dict[int, int]:
        """Bytes used in each switchable bank."""
        use: dict[int, int] = {}
        for start, size in self.areas.values():
            if size and start >= 0x10000:
                use[start >> 16] = use.get(start >> 16, 0) + size
        return use

    def summary(self) -> str:
        banks = ", ".join(f"bank {bank} {used:,}" for bank, used in sorted(self.banked_use().items()))
        return f"bank 0 {self.bank0_end:,} of {BANK_BYTES:,} bytes; {banks}"
