"""Tasks refuse bad arguments before they build or run anything: one clear line, exit code 2, and no
file written (issue 15, in part). Each case runs the real `invoke` command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# These read or write the repository's roms/ (test_toolchain's build-without-compiler case too): with
# `invoke test` spreading tests over workers, they share one so that none sees another's build.
pytestmark = pytest.mark.xdist_group("repository_roms")

CASES = [
    (["export", "-s", "abc"], "--seed must be a whole number, got 'abc'"),
    (["export", "-w", "eight"], "--width must be a whole number, got 'eight'"),
    (["export", "--count", "0"], "count must be at least 1"),
    (["export", "--seed", "0"], "seed must be in 1..65535"),
    (["export", "--puzzle", "numberlink", "-w", "9", "--height", "9"], "no 9x9 numberlink puzzles"),
    (["export", "--difficulty", "hard"], "difficulty must be one of easy, tricky"),
    (["export", "--puzzle", "kakuro"], "no puzzle called 'kakuro'"),
    (["export", "-o", "{tmp}"], "is a folder; give a file name"),
    (["export", "-o", "{tmp}/missing/x.txt"], "does not exist"),
    (["export", "--puzzle", "palisade", "-w", "6", "--height", "6", "--region-size", "four"],
     "--region-size must be a whole number"),
    (["export", "--puzzle", "palisade", "-w", "6", "--height", "6", "--region-size", "4"],
     "has regions of 6, not 4"),
    (["export", "--puzzle", "palisade", "-w", "7", "--height", "7"], "its sizes are 5x5 (regions of 5)"),
    (["export", "--region-size", "4"], "hitori has no regions"),
    (["bench", "--seeds", "x"], "--seeds must be a whole number"),
    (["bench", "--puzzle", "palisade", "--difficulty", "hard"], "difficulty must be one of easy, tricky"),
    (["bench", "--difficulty", "easy"], "--difficulty and --cgb are for the puzzles measured in frames"),
    (["bench", "--seeds", "0"], "must be at least 1"),
    (["bench", "--cgb"], "--difficulty and --cgb are for the puzzles measured in frames"),
    (["screenshots", "--width", "40", "--height", "40"], "no 40x40 hitori puzzles"),
    (["screenshots", "--seed", "two"], "--seed must be a whole number"),
    (["screenshots", "--seed", "0"], "--seed must be in 1..65535, got 0"),
    (["screenshots", "--seed", "70000"], "--seed must be in 1..65535, got 70000"),
    (["screenshots", "--puzzle", "kakuro"], "no puzzle called 'kakuro'"),
    (["screenshots", "--puzzle", "numberlink", "--width", "9", "--height", "9"], "no 9x9 numberlink puzzles"),
    (["web", "--port", "0"], "--port must be in 1..65535, got 0"),
    (["web", "--port", "http"], "--port must be a whole number"),
]


@pytest.mark.parametrize("args,message", CASES, ids=[" ".join(a) for a, _ in CASES])
def test_bad_task_arguments_get_one_line_and_exit_2(args, message, tmp_path):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    before = sorted(p.name for p in (ROOT / "roms").iterdir()) if (ROOT / "roms").exists() else []
    done = subprocess.run([sys.executable, "-m", "invoke", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 2, done.stdout + done.stderr
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    assert lines == [lines[-1]] and message in lines[-1], lines  # one line, no traceback
    after = sorted(p.name for p in (ROOT / "roms").iterdir()) if (ROOT / "roms").exists() else []
    assert after == before  # nothing was built
    assert not list(tmp_path.rglob("*"))  # nothing was written


@pytest.mark.slow
def test_export_without_out_writes_into_the_ignored_reports_folder():
    """Not into the repository's root, where it would lie around untracked (issue 15)."""
    target = ROOT / "reports" / "hitori-6x6.txt"
    target.unlink(missing_ok=True)
    before = {p.name for p in ROOT.iterdir()}
    done = subprocess.run([sys.executable, "-m", "invoke", "export", "-w", "6", "--height", "6", "--count", "2"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = target.read_text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["6x6de", "6x6de"]
    assert {p.name for p in ROOT.iterdir()} - before <= {"reports", "roms", "build"}
    target.unlink()
