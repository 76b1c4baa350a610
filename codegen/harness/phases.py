"""Where a generator's time goes on the device: cycles per phase, and how much of it is retries.

A phase is a set of the ROM's functions (from the .sym) that do one job and do not call each other:
for Hitori the layout, the numbers (Latin rectangle and black numberings), the solver (solving and
rating) and the progress drawing. Each call is timed by a CycleProbe at its entry and return, so the
figures are exact, not sampled: its OWN cycles (interrupt service taken out, probes.py), summed per
phase. What the generator spends outside every phase (set-up, lists, loops) is "other", and the
interrupts served meanwhile are "interrupts"; the parts add up to the generator's wall cycles.

Retries: a phase names how many of its last calls the finished puzzle used (Hitori: its layout, its
Latin rectangle, its last numbering, and its one rating solve). Every earlier call
is work thrown away, and its share of the whole is the "retries" column: the part a smarter
generator could save, as against the part that makes the puzzle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .rom_driver import CartRom, PuzzleResult


@dataclass(frozen=True)
class Phase:
    name: str
    symbols: tuple[str, ...]
    final_calls: int  # calls at the end that the finished puzzle used (the rest were retries)


@dataclass(frozen=True)
class PhaseProfile:
    """Cycles of one size and level, summed over the seeds."""

    w: int
    h: int
    difficulty: str
    seeds: int
    wall_cycles: int
    phase_cycles: dict[str, int]  # every phase, then "other" and "interrupts"
    retry_cycles: int

    def share(self, part: int) -> float:
        return part / self.wall_cycles if self.wall_cycles else 0.0

    def as_json(self) -> dict[str, object]:
        return {"kind": "profile", "w": self.w, "h": self.h, "difficulty": self.difficulty, "seeds": self.seeds,
                "wall_cycles": self.wall_cycles, "phase_cycles": self.phase_cycles,
                "retry_cycles": self.retry_cycles,
                "shares": {name: round(self.share(c), 4) for name, c in self.phase_cycles.items()},
                "retry_share": round(self.share(self.retry_cycles), 4)}


def hitori_phases() -> tuple[Phase, ...]:
    return (
        Phase("layout", ("_layout_generate",), 1),
        Phase("numbers", ("Fpuzzle$latin_rectangle$0$0", "Fpuzzle$number_blacks$0$0"), 1),
        Phase("solver", ("_puzzle_rate",), 1),
        Phase("drawing", ("_screen_progress",), 0),
    )


def profile_generator(rom: CartRom, generator: str, phases: Sequence[Phase], width: int, height: int, level: int,
                      name: str, seeds: Iterable[int],
                      each: Callable[[PuzzleResult, int], None] | None = None) -> PhaseProfile:
    """Make a puzzle for every seed with a probe on the generator and on every phase's functions;
    ``each`` hears of every puzzle with the generator's wall cycles for it."""
    whole = rom.probe(generator)
    probes = {(phase.name, symbol): rom.probe(symbol) for phase in phases for symbol in phase.symbols}
    wall = own_total = retries = 0
    cycles = {phase.name: 0 for phase in phases}
    seed_list = list(seeds)
    try:
        for seed in seed_list:
            result = rom.generate_puzzle(width, height, seed, level)
            (call,) = whole.take_calls()
            wall += call.cycles
            if each is not None:
                each(result, call.cycles)
            own_total += whole.own(call)
            for phase in phases:
                calls = sorted((c for symbol in phase.symbols for c in probes[phase.name, symbol].take_calls()),
                               key=lambda c: c.start)
                owns = [probes[phase.name, phase.symbols[0]].own(c) for c in calls]
                cycles[phase.name] += sum(owns)
                retries += sum(owns[:len(owns) - phase.final_calls]) if phase.final_calls else 0
    finally:
        whole.close()
        for probe in probes.values():
            probe.close()
    parts = dict(cycles)
    parts["other"] = own_total - sum(cycles.values())
    parts["interrupts"] = wall - own_total
    return PhaseProfile(width, height, name, len(seed_list), wall, parts, retries)


def render_profile_table(profiles: list[PhaseProfile]) -> str:
    """Share of the wall cycles per phase, and the share spent on retries (the parts add up to 100%)."""
    if not profiles:
        return ""
    names = list(profiles[0].phase_cycles)
    lines = ["| size | difficulty | seeds | " + " | ".join(names) + " | of it retries |",
             "|---|---|---:|" + "---:|" * (len(names) + 1)]
    for p in profiles:
        shares = " | ".join(f"{p.share(p.phase_cycles[n]):.0%}" for n in names)
        lines.append(f"| {p.w}x{p.h} | {p.difficulty} | {p.seeds} | {shares} | {p.share(p.retry_cycles):.0%} |")
    return "\n".join(lines)


# ---- which functions: the program counter, sampled once a frame ----

def code_symbols(sym_text: str) -> dict[int, list[tuple[int, str]]]:
    """Per bank, the code symbols of a no$gmb .sym file sorted by address: functions (``_name``),
    static functions (``F<module>$name``) and assembly labels made global; the linker's section and
    end markers are left out. Data symbols are there too, but the program counter never lands on them."""
    banks: dict[int, list[tuple[int, str]]] = {}
    for line in sym_text.splitlines():
        if line.startswith(";") or " " not in line:
            continue
        where, name = line.split(" ", 1)
        if not (name.startswith(("_", "F")) and not name.startswith(("_end", "__"))):
            continue
        bank, address = (int(part, 16) for part in where.split(":"))
        if address < 0x8000:
            banks.setdefault(bank, []).append((address, name))
    for entries in banks.values():
        entries.sort()
    return banks


class PcSampler:
    """Counts, per function, the frames whose end found the CPU in it (the running bank read from the
    platform's ``__current_bank``). A frame ends at a moment unrelated to the code, so over many frames
    the counts are shares of the time; the function is the nearest code symbol at or below the
    address. Use while requests run: ``rom.on_frame = sampler.sample``."""

    def __init__(self, rom: CartRom) -> None:
        import bisect

        self._bisect = bisect.bisect_right
        self.rom = rom
        self.banks = code_symbols(rom.rom_path.with_suffix(".sym").read_text())
        self.addresses = {bank: [a for a, _ in entries] for bank, entries in self.banks.items()}
        self.counts: dict[str, int] = {}

    def function_at(self, bank: int, address: int) -> str:
        if address >= 0x8000:
            return "(RAM)"
        bank = bank if address >= 0x4000 else 0
        index = self._bisect(self.addresses.get(bank, []), address) - 1
        return self.banks[bank][index][1] if index >= 0 else "(unknown)"

    def sample(self) -> None:
        pc = self.rom.pyboy.register_file.PC
        name = self.function_at(self.rom.hooks.current_bank(), pc)
        self.counts[name] = self.counts.get(name, 0) + 1

    def table(self, top: int = 15) -> str:
        total = sum(self.counts.values()) or 1
        ranked = sorted(self.counts.items(), key=lambda item: -item[1])[:top]
        lines = ["| function | frames sampled | share |", "|---|---:|---:|"]
        lines += [f"| `{name}` | {count} | {count / total:.0%} |" for name, count in ranked]
        return "\n".join(lines)
