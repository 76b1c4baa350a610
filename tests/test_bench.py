"""invoke bench's pieces: the measurement, the JSON shape the issue asks for, the table and the plot."""

from __future__ import annotations

import json

from codegen.harness import bench


def test_measure_report_table_and_plot(rom, tmp_path):
    rows = [bench.measure_size(rom, w, h, range(1, 4)) for w, h in ((4, 4), (9, 9))]
    small, large = rows
    for row in rows:
        assert row.seeds == 3
        assert 0 < row.dual_cycles_median < row.dfs_cycles_median
        assert 0 < row.attempts_per_layout_median < row.cells
        assert 0 < row.dual_attempt_cycles_median <= row.dual_attempt_cycles_max
        assert row.dual_attempt_cycles_max < row.dfs_attempt_cycles_max
    # the flood fill's attempt grows with the board, the dual's barely moves
    assert large.dfs_attempt_cycles_median > 3 * small.dfs_attempt_cycles_median
    assert large.dual_attempt_cycles_median < 1.25 * small.dual_attempt_cycles_median

    document = json.loads(json.dumps(bench.report(rows, "2.8.1", "sdcc")))
    assert document["pyboy"] == "2.8.1"
    for key in ("w", "h", "seeds", "dfs_cycles_median", "dual_cycles_median", "dual_attempt_cycles_median",
                "dual_attempt_cycles_max"):
        assert all(isinstance(entry[key], int) for entry in document["rows"]), key

    table = bench.render_table(rows).splitlines()
    assert table[0] == bench.TABLE_HEADER and len(table) == 2 + len(rows)
    assert table[2].startswith("| 4x4 | 16 |")

    parts = bench.measure_layout_parts(rom, 9, 9, range(1, 4))
    assert parts.seeds == 3 and set(parts.parts) == {name for name, _ in bench.LAYOUT_PARTS}
    assert all(cycles > 0 for cycles in parts.parts.values()) and parts.attempts > 0
    # the parts and the attempts are the whole layout but for the banked call's way in and out
    assert 0 < parts.layout - sum(parts.parts.values()) - parts.attempts < 1_000
    assert bench.render_layout_parts(parts).splitlines()[-1].startswith("| the whole layout |")

    bench.plot(rows, tmp_path / "bench.png")
    assert (tmp_path / "bench.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_puzzle_rows_have_the_issues_shape(rom):
    from codegen.harness.phases import render_profile_table
    from codegen.puzzles.hitori.puzzle import Difficulty, generate_puzzle

    row, profile = bench.measure_puzzles(rom, 6, 6, Difficulty.TRICKY, range(1, 6))
    document = json.loads(json.dumps(bench.report([], "2.8.1", "sdcc", [row])))
    (entry,) = document["rows"]
    assert entry["kind"] == "puzzle" and (entry["w"], entry["h"], entry["difficulty"]) == (6, 6, "tricky")
    for key in ("frames_median", "frames_p90", "frames_p95", "retries_median"):
        assert isinstance(entry[key], (int, float)), key
    assert 0 < entry["frames_median"] <= entry["frames_p90"] <= entry["frames_p95"] <= entry["frames_max"]
    models = [generate_puzzle(6, 6, seed, Difficulty.TRICKY) for seed in range(1, 6)]
    assert entry["retries_median"] == sorted(m.numberings - 1 for m in models)[2]
    assert entry["layouts_median"] == sorted(m.layouts for m in models)[2]
    table = bench.render_puzzle_table([row]).splitlines()
    assert table[0] == bench.PUZZLE_TABLE_HEADER and table[2].startswith("| 6x6 | tricky | 5 |")

    # the phases add up to the generator's wall cycles; the solver ran, and so did the layout
    assert sum(profile.phase_cycles.values()) == profile.wall_cycles
    assert profile.phase_cycles["solver"] > 0 and profile.phase_cycles["layout"] > 0
    assert min(profile.phase_cycles.values()) >= 0
    assert 0 <= profile.retry_cycles < profile.wall_cycles
    assert render_profile_table([profile]).splitlines()[2].startswith("| 6x6 | tricky | 5 |")


def test_the_sampler_names_the_functions_a_puzzle_runs_in(rom):
    from codegen.harness.phases import PcSampler

    sampler = PcSampler(rom)
    rom.on_frame = sampler.sample
    try:
        rom.generate_puzzle(12, 12, 7, 0)
    finally:
        rom.on_frame = None
    assert sum(sampler.counts.values()) > 10
    named = {name for name in sampler.counts if name.startswith(("_", "F"))}
    assert sum(sampler.counts[n] for n in named) > 0.9 * sum(sampler.counts.values())
    assert any("puzzle$" in name or name.startswith(("_layout", "_dual")) for name in named)
    bank, address = rom.pyboy.symbol_lookup("_puzzle_rate")
    assert sampler.function_at(bank, address) == sampler.function_at(bank, address + 3) == "_puzzle_rate"
    assert sampler.function_at(bank, address - 1) != "_puzzle_rate"


def test_percentile_is_nearest_rank():
    assert bench.percentile([5, 1, 3, 2, 4], 0.95) == 5
    assert bench.percentile(list(range(1, 101)), 0.95) == 95
    assert bench.percentile([7], 0.95) == 7
