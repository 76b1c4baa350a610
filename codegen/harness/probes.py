"""Exact CPU cycles of the ROM's functions and interrupts, from PyBoy's cycle counter.

What a figure means (the project's choice, the same on both back ends):
- ``CycleProbe.take()``: a function's OWN cycles, interrupt service taken out. The algorithm's cost
  does not depend on which back end's VBlank handler happened to land inside it (GBDK-2020's
  dispatches a handler list and costs about 840 cycles a frame at rest, more in the VBlank after the
  cursor moved, when it copies the shadow OAM by DMA; the plain-SDCC one about 500), so the budgets
  guard the algorithm alike on both.
- ``CycleProbe.take_wall()``: the same calls with interrupt service included: what the player waits
  for, and what the ROM's own timer measures.
- ``InterruptMeter``: every interrupt served, entry to ``reti``, so its cost is a figure of its own.

A hook at a function's entry notes the cycle count and the return address on the stack; a hook at
that return address closes the call once the stack pointer is above where the return address was
(so a jump that lands there inside the call is not mistaken for the return). Return addresses in the
switchable window are hooked in the bank mapped at the time (the platform's ``_current_bank``).
Interrupts are seen at their vectors (0x40 VBlank, 0x50 timer: the two the platform enables) and
closed at the handler's ``reti``: the first one at or after each symbol of INTERRUPT_EXITS (our
crt0_sdcc.s labels its own; GBDK-2020's handlers end in ``_wait_int_handler``'s and
``_nowait_int_handler``'s tails). Hooking the interrupted instruction instead would be simpler, but
PyBoy 2.8 can loop forever on a hook placed where an interrupt returns. PyBoy's counter is private API (``_cycles()``),
which is why pyproject.toml pins PyBoy to the 2.8 series.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..emit.cartridge import STACK_BYTES, WRAM_END

if TYPE_CHECKING:
    from pyboy import PyBoy

VECTORS = {"vblank": 0x40, "timer": 0x50}
INTERRUPT_EXITS = ("_vblank_reti", "_timer_reti", "_wait_int_handler", "_nowait_int_handler")
OPCODE_RETI = 0xD9
DISPATCH_CYCLES = 20  # Pan Docs "Interrupts": 5 M-cycles from the interrupted code to the vector
RETI_CYCLES = 16  # the reti itself: 4 M-cycles after its hook fires
RETI_SEARCH_BYTES = 32
SWITCHABLE_START, SWITCHABLE_END = 0x4000, 0x8000
CURRENT_BANK_SYMBOL = "__current_bank"
OPCODE_JP = 0xC3
STEP_AROUND = WRAM_END - STACK_BYTES  # the stack's bottom bytes: the ROM never reaches them (a test guards it)


SVBK = 0xFF70  # CGB: the WRAM bank at 0xD000 (gbc_src/core/background.s: one a thread)

class HookHub:
    """PyBoy allows one hook an address; several probes may want the same one (a return address that
    is also an interrupted instruction), so callbacks are kept here, one PyBoy hook per address.

    PyBoy 2.8 can spin for ever on a hook: when the hooked instruction is reached just as a frame
    ends, its tick loop re-arms the hook and fires it again without running a single instruction (the
    frame is already done, so nothing runs until the next tick, which never comes). A second firing
    at the same cycle count is that loop, and here it is broken: the CPU is sent to a `jp` back to the
    hooked address, in the unused bottom bytes of the stack area, so PyBoy sees no hook under the PC,
    ends the frame, and runs the `jp` (16 cycles) on the next one. The hook then fires once more for
    the same instruction, and that firing is not passed on: callbacks hear of every instruction once.

    A hook also fires twice for one instruction when an interrupt is dispatched after the hook fired
    but before its instruction ran: PyBoy checks for interrupts before it runs the instruction under
    the hook, and the handler's `reti` comes back to the hook. The hub watches the interrupt vectors
    itself for this: a dispatch that pushes the address of the hook fired last, at the stack depth it
    fired at, exactly DISPATCH_CYCLES after it (no instruction ran in between: each takes 4 or more),
    means the next firing there, at that depth, is the same instruction again, and it is not passed on.
    (A hook reached again after its instruction did run, by a loop, is a new firing and is passed on.)"""

    def __init__(self, pyboy: PyBoy) -> None:
        self.pyboy = pyboy
        self._callbacks: dict[tuple[int, int], list[Callable[[], None]]] = {}
        _, self._bank_address = pyboy.symbol_lookup(CURRENT_BANK_SYMBOL)
        self._last_fired: tuple[tuple[int, int], int] | None = None
        self._last_sp = 0
        self._stepped_around: tuple[int, int] | None = None
        self._reached_again: tuple[tuple[int, int], int] | None = None  # (key, stack pointer)
        self._vectors = {(0, address) for address in VECTORS.values()}
        self.loops_broken = 0
        self.interrupted_before_running = 0

    def current_bank(self) -> int:
        return self.pyboy.memory[self._bank_address]

    def where(self, address: int) -> tuple[int, int]:
        """(bank, address) of code running at ``address`` now."""
        bank = self.current_bank() if SWITCHABLE_START <= address < SWITCHABLE_END else 0
        return bank, address

    def add(self, bank: int, address: int, callback: Callable[[], None]) -> None:
        key = (bank, address)
        self._register(key)
        if key not in self._vectors:  # while any hook is on, the hub watches the vectors (see the class)
            for vector in self._vectors:
                self._register(vector)
        self._callbacks[key].append(callback)

    def _register(self, key: tuple[int, int]) -> None:
        if key not in self._callbacks:
            self._callbacks[key] = []
            self.pyboy.hook_register(*key, self._fire, key)

    def _deregister(self, key: tuple[int, int]) -> None:
        del self._callbacks[key]
        self.pyboy.hook_deregister(*key)

    def remove(self, bank: int, address: int, callback: Callable[[], None]) -> None:
        key = (bank, address)
        callbacks = self._callbacks.get(key, [])
        if callback in callbacks:
            callbacks.remove(callback)
        watching = any(other not in self._vectors for other in self._callbacks if other != key)
        if key in self._callbacks and not callbacks and not (key in self._vectors and watching):
            self._deregister(key)
        if not watching and key not in self._vectors:
            for vector in self._vectors:
                if vector in self._callbacks and not self._callbacks[vector]:
                    self._deregister(vector)

    def hooked(self, bank: int) -> set[int]:
        """The addresses hooked in ``bank``: PyBoy patches their opcode in memory while a hook is on."""
        return {address for hooked_bank, address in self._callbacks if hooked_bank == bank}

    def _fire(self, key: tuple[int, int]) -> None:
        now = self.pyboy._cycles()
        if self._last_fired == (key, now):
            self._break_loop(key)
            return
        sp = self.pyboy.register_file.SP
        if key in self._vectors:
            self._note_dispatch(now, sp)
        self._last_fired, self._last_sp = (key, now), sp
        if self._stepped_around == key:
            self._stepped_around = None
            return
        if self._reached_again == (key, sp):
            self._reached_again = None
            self.interrupted_before_running += 1
            return
        for callback in list(self._callbacks.get(key, ())):
            callback()

    def _note_dispatch(self, now: int, sp: int) -> None:
        """An interrupt is dispatched: was it before the instruction of the hook fired last?"""
        if self._last_fired is None:
            return
        (bank, address), fired = self._last_fired
        interrupted, _ = self.return_address()
        if interrupted == address and now - fired == DISPATCH_CYCLES and self._last_sp == (sp + 2) & 0xFFFF:
            self._reached_again = ((bank, address), self._last_sp)

    def _break_loop(self, key: tuple[int, int]) -> None:
        _, address = key
        memory = self.pyboy.memory
        memory[STEP_AROUND] = OPCODE_JP
        memory[STEP_AROUND + 1] = address & 0xFF
        memory[STEP_AROUND + 2] = address >> 8
        self.pyboy.register_file.PC = STEP_AROUND
        self._stepped_around = key
        self.loops_broken += 1

    def return_address(self) -> tuple[int, int]:
        """The address on top of the stack and the stack pointer."""
        sp = self.pyboy.register_file.SP
        memory = self.pyboy.memory
        return memory[sp] | memory[sp + 1] << 8, sp


@dataclass(frozen=True)
class Span:
    start: int  # PyBoy cycle count
    end: int

    @property
    def cycles(self) -> int:
        return self.end - self.start


class CallTracker:
    """Calls in flight, each closed at its return address: ``enter()`` is hooked where calls begin
    (a function's entry, the banked-call trampoline) and ``closed(start, end, caller_bank)`` hears of
    every call that returned, with the bank its return address is in (0 for bank 0).

    Should a return ever go unreported, the call is dropped, counted in ``missed``, and never merged
    with a later call: a new call from the same place at the same stack depth, or a return that
    matches an older call, closes out the calls left open above it. (The drops once seen, on the
    GBDK-2020 build, were an entry heard twice, an interrupt served before its instruction ran: the
    hub now hears such an instruction once.)

    On a Game Boy Color the cartridge runs two threads (gbc_src/core/background.s), each with its stack
    at the same addresses in its own WRAM bank (SVBK): calls are kept per thread, by that bank, so a
    call open on one thread is never closed by a return on the other."""

    def __init__(self, hub: HookHub, closed: Callable[[int, int, int], None]) -> None:
        self.hub = hub
        self.closed = closed  # (start cycles, end cycles, the caller's bank)
        # per thread: (return address, stack pointer, start, caller's bank)
        self.threads: dict[int, list[tuple[int, int, int, int]]] = {}
        self.hooks: dict[tuple[int, int], Callable[[], None]] = {}
        self.missed = 0

    @property
    def open(self) -> list[tuple[int, int, int, int]]:
        """The calls in flight on the thread running now (its WRAM bank at 0xD000: SVBK, which reads
        as 1 for 0 and as 7 on the original Game Boy)."""
        return self.threads.setdefault(max(1, self.hub.pyboy.memory[SVBK] & 7), [])

    def enter(self) -> None:
        back, sp = self.hub.return_address()
        key = self.hub.where(back)
        if key not in self.hooks:
            self.hooks[key] = lambda: self._leave(back)
            self.hub.add(*key, self.hooks[key])
        calls = self.open
        self._drop_from(calls, next((i for i, (b, s, _, _) in enumerate(calls) if (b, s) == (back, sp)), len(calls)))
        calls.append((back, sp, self.hub.pyboy._cycles(), key[0]))

    def _drop_from(self, calls: list[tuple[int, int, int, int]], index: int) -> None:
        self.missed += len(calls) - index
        del calls[index:]

    def _leave(self, back: int) -> None:
        sp = self.hub.pyboy.register_file.SP
        calls = self.open
        for index in range(len(calls) - 1, -1, -1):
            expected, entry_sp, start, caller = calls[index]
            if back == expected and sp > entry_sp:
                self._drop_from(calls, index + 1)
                calls.pop()
                self.closed(start, self.hub.pyboy._cycles(), caller)
                return

    def close(self) -> None:
        for key, callback in self.hooks.items():
            self.hub.remove(*key, callback)
        self.hooks.clear()


class InterruptMeter:
    """Every interrupt served while the meter is open: its span from the dispatch to the end of its ``reti``."""

    def __init__(self, hub: HookHub) -> None:
        self.hub = hub
        self.spans: list[Span] = []
        self.users = 0
        self._started: int | None = None
        self._exits = self._find_exits()

    def _find_exits(self) -> list[int]:
        exits = []
        for symbol in INTERRUPT_EXITS:
            try:
                _, address = self.hub.pyboy.symbol_lookup(symbol)
            except ValueError:
                continue
            for offset in range(RETI_SEARCH_BYTES):
                if self.hub.pyboy.memory[0, address + offset] == OPCODE_RETI:
                    exits.append(address + offset)
                    break
        if not exits:
            raise RuntimeError(f"no interrupt handler exit found (symbols {', '.join(INTERRUPT_EXITS)})")
        return exits

    def _enter(self) -> None:
        self._started = self.hub.pyboy._cycles() - DISPATCH_CYCLES

    def _leave(self) -> None:
        if self._started is not None:
            self.spans.append(Span(self._started, self.hub.pyboy._cycles() + RETI_CYCLES))
            self._started = None

    def open(self) -> None:
        if self.users == 0:
            for address in VECTORS.values():
                self.hub.add(0, address, self._enter)
            for address in self._exits:
                self.hub.add(0, address, self._leave)
        self.users += 1

    def close(self) -> None:
        self.users -= 1
        if self.users == 0:
            for address in VECTORS.values():
                self.hub.remove(0, address, self._enter)
            for address in self._exits:
                self.hub.remove(0, address, self._leave)
            self.spans.clear()

    def served_between(self, start: int, end: int) -> int:
        """Cycles spent serving interrupts inside [start, end]."""
        return sum(min(span.end, end) - max(span.start, start) for span in self.spans
                   if span.end > start and span.start < end)


class CycleProbe:
    """Every call of the function at ``symbol``: its own cycles and its wall cycles (see the module)."""

    def __init__(self, hub: HookHub, meter: InterruptMeter, symbol: str) -> None:
        self.hub, self.meter, self.symbol = hub, meter, symbol
        self.calls: list[Span] = []
        bank, address = hub.pyboy.symbol_lookup(symbol)
        self._where = (bank, address)
        self._returns = CallTracker(hub, lambda start, end, _: self.calls.append(Span(start, end)))
        meter.open()
        hub.add(bank, address, self._returns.enter)

    @property
    def missed(self) -> int:
        """Calls dropped because PyBoy did not report their return (see CallTracker)."""
        return self._returns.missed

    def take_calls(self) -> list[Span]:
        taken, self.calls = self.calls, []
        return taken

    def own(self, call: Span) -> int:
        return call.cycles - self.meter.served_between(call.start, call.end)

    def take(self) -> list[int]:
        """Own cycles of the calls so far (interrupt service taken out); the probe starts a new list."""
        return [self.own(call) for call in self.take_calls()]

    def take_wall(self) -> list[int]:
        """Wall cycles of the calls so far, interrupts included; the probe starts a new list."""
        return [call.cycles for call in self.take_calls()]

    def close(self) -> None:
        self.hub.remove(*self._where, self._returns.enter)
        self._returns.close()
        self.meter.close()
