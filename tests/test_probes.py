"""The probes' own machinery (codegen/harness/probes.py), where it is not what the cycle budgets test."""

from __future__ import annotations

from codegen.common.grid import Grid
from codegen.common.prng import Xorshift16
from codegen.puzzles.hitori import layout
from codegen.puzzles.hitori.layout import generate_layout


def model_attempts(width: int, height: int, seed: int) -> int:
    """How many shading attempts the model's layout makes (each one a call of the ROM's attempt)."""
    count = 0
    original = layout._Layout.attempt

    def counted(self: layout._Layout, cell: int) -> None:
        nonlocal count
        count += 1
        original(self, cell)

    layout._Layout.attempt = counted
    try:
        layout.layout_from(Grid(width, height), Xorshift16(seed))
    finally:
        layout._Layout.attempt = original
    return count


def test_a_hook_stepped_around_changes_neither_the_program_nor_what_probes_count(rom):
    """PyBoy 2.8's endless re-firing of a hook at the end of a frame is broken by sending the CPU round
    a `jp` back to the hooked address (HookHub._break_loop). Doing that at every attempt of a layout,
    as if each had met the loop: the layout is still the model's, and the probe counts each attempt
    once, as many as without it."""
    hub = rom.hooks
    key = rom.pyboy.symbol_lookup("_layout_try_dual")
    probe = rom.probe("_layout_try_dual")
    try:
        assert rom.generate_layout(12, 12, 5).black == generate_layout(12, 12, 5)
        plain = len(probe.take())
        forced = []

        def meet_the_loop() -> None:
            forced.append(rom.pyboy.register_file.PC)
            hub._break_loop(key)

        hub.add(*key, meet_the_loop)
        try:
            assert rom.generate_layout(12, 12, 5).black == generate_layout(12, 12, 5)
        finally:
            hub.remove(*key, meet_the_loop)
        assert len(probe.take()) == plain == len(forced) == model_attempts(12, 12, 5) > 50
        assert probe.missed == 0
        assert set(forced) == {key[1]}
    finally:
        probe.close()


def test_an_interrupt_served_before_a_hooked_instruction_runs_is_not_a_second_arrival(rom):
    """PyBoy checks for interrupts after a hook fires and before the instruction under it runs, so the
    handler's `reti` comes back to the hook and it fires again (HookHub). That is made to happen at
    every attempt here, by raising the timer interrupt from the hook: the probe still sees exactly the
    model's attempts and drops none, and the hub met the case each time."""
    timer_flag, interrupt_flags = 0x04, 0xFF0F
    key = rom.pyboy.symbol_lookup("_layout_try_dual")
    probe = rom.probe("_layout_try_dual")
    hub = rom.hooks
    raised = []

    def raise_the_timer() -> None:
        rom.memory[interrupt_flags] |= timer_flag
        raised.append(1)

    before = hub.interrupted_before_running
    hub.add(*key, raise_the_timer)
    try:
        expected = 0
        for seed in (1, 2, 3):
            assert rom.generate_layout(15, 15, seed).black == generate_layout(15, 15, seed)
            expected += model_attempts(15, 15, seed)
        assert len(probe.take()) == len(raised) == expected
        assert probe.missed == 0
    finally:
        hub.remove(*key, raise_the_timer)
        probe.close()
    assert hub.interrupted_before_running - before >= expected  # (and any that met a return hook)
