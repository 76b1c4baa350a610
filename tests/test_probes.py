"""The probes' own machinery (codegen/harness/probes.py), where it is not what the cycle budgets test."""

from __future__ import annotations

from codegen.puzzles.hitori.layout import generate_layout


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
        assert len(probe.take()) == plain == len(forced) > 50
        assert probe.missed == 0
        assert set(forced) == {key[1]}
    finally:
        probe.close()
