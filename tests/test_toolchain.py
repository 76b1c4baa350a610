"""Building: compiler discovery, clear errors, no partial ROMs, and the GBDK-2020 command lines."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from codegen.build import toolchain
from codegen.emit.render import render_sources
from codegen.puzzles import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def write_tool(folder: Path, name: str, script: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("#!/bin/sh\n" + script + "\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def test_no_compiler_gives_install_instructions(tmp_path):
    with pytest.raises(toolchain.ToolchainError) as error:
        toolchain.find_backend("auto", {"PATH": str(tmp_path)})
    message = str(error.value)
    assert "apt-get install sdcc" in message and "GBDK_HOME" in message and "--install-sdcc" in message


def test_gbdk_home_without_lcc_is_named(tmp_path):
    with pytest.raises(toolchain.ToolchainError, match="no executable bin/lcc"):
        toolchain.find_backend("auto", {"PATH": "", "GBDK_HOME": str(tmp_path)})


def test_a_broken_gbdk_home_with_sdcc_installed_says_how_to_use_sdcc(tmp_path):
    """Not "no compiler was found" when SDCC is right there (issue 15)."""
    with pytest.raises(toolchain.ToolchainError) as refused:
        toolchain.find_backend("auto", {"PATH": os.environ["PATH"], "GBDK_HOME": str(tmp_path)})
    message = str(refused.value)
    assert "has no executable bin/lcc" in message and "unset it to build with SDCC" in message
    assert "No Game Boy C compiler" not in message


def test_gbdk_home_wins_over_sdcc(tmp_path):
    lcc = write_tool(tmp_path / "gbdk" / "bin", "lcc", "exit 0")
    backend = toolchain.find_backend("auto", {"PATH": os.environ["PATH"], "GBDK_HOME": str(tmp_path / "gbdk")})
    assert backend.name == "gbdk" and backend.tools["lcc"] == lcc.resolve()


def test_unknown_backend_is_refused():
    with pytest.raises(toolchain.ToolchainError, match="unknown back end"):
        toolchain.find_backend("clang")


@pytest.mark.xdist_group("repository_roms")  # compares roms/, which an export test writes: one worker
def test_invoke_build_without_compiler_fails_clearly_and_writes_nothing(tmp_path):
    roms = ROOT / "roms"
    before = sorted((p.name, p.stat().st_mtime_ns) for p in roms.glob("*")) if roms.exists() else None
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "invoke", "build"], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert "No Game Boy C compiler was found" in done.stderr + done.stdout
    after = sorted((p.name, p.stat().st_mtime_ns) for p in roms.glob("*")) if roms.exists() else None
    assert after == before


@pytest.mark.parametrize("failing", ["sdcc", "makebin"])
def test_a_failing_step_leaves_no_rom(tmp_path, failing):
    """A compile or link error stops the build with the command and its output, and nothing lands in
    the output folder (an earlier good ROM there is kept untouched)."""
    bin_dir = tmp_path / "bin"
    ok = 'for a; do case "$a" in *.rel|*.ihx|*.gb) touch "$a";; esac; done; exit 0'
    bad = 'echo "error 42: something is wrong" >&2; exit 1'
    for tool in toolchain.SDCC_TOOLS:
        write_tool(bin_dir, tool, bad if tool == failing else ok)
    out = tmp_path / "roms"
    out.mkdir()
    (out / "puzzles.gb").write_bytes(b"an earlier build")
    backend = toolchain.find_backend("sdcc", {"PATH": str(bin_dir)})
    with pytest.raises(toolchain.BuildError, match="error 42") as error:
        toolchain.build_rom(out, tmp_path / "work", backend)
    assert str(bin_dir / failing) in str(error.value)
    assert sorted(p.name for p in out.iterdir()) == ["puzzles.gb"]
    assert (out / "puzzles.gb").read_bytes() == b"an earlier build"


def test_gbdk_build_calls_lcc_by_full_path_with_symbol_flags(tmp_path):
    """lcc finds its own install from argv[0], so it must be called by full path; the link asks for
    .noi (-Wl-j) turned into .sym (-Wm-yS), a .map, the title and the cartridge type."""
    log = tmp_path / "lcc.log"
    lcc = write_tool(tmp_path / "gbdk" / "bin", "lcc", f'echo "$0 $*" >> {log}; exit 1')
    backend = toolchain.find_backend("gbdk", {"GBDK_HOME": str(tmp_path / "gbdk")})
    with pytest.raises(toolchain.BuildError):
        toolchain.build_rom(tmp_path / "out", tmp_path / "work", backend)
    assert log.read_text().startswith(str(lcc.resolve()) + " ")

    gen = render_sources(tmp_path / "gen", REGISTRY)
    commands = toolchain.gbdk_commands(backend, gen, tmp_path / "work", "puzzles")
    assert all(command[0] == str(lcc.resolve()) for command in commands)
    compiled = [command[-1] for command in commands[:-1]]
    assert any(c.endswith("platform_gbdk.c") for c in compiled)
    assert not any(c.endswith(("platform_sdcc.c", "crt0.s")) for c in compiled)
    link = commands[-1]
    for flag in ("-Wl-j", "-Wl-m", "-Wm-ynGB PUZZLES", "-Wm-yt0x1B", "-Wm-yoA", "-Wm-ya1", "-debug"):
        assert flag in link
    assert link[link.index("-o") + 1].endswith("puzzles.gb")


def test_the_c_compiles_without_warnings(built_rom):
    """Every compile, assemble and link step of the build the tests play, on each back end, warned of
    nothing (the build keeps the warning lines of the steps that succeeded)."""
    assert built_rom.warnings == ()


def test_a_build_step_that_warns_goes_on_and_hands_back_the_warning(tmp_path):
    """What build_rom gathers into BuildResult.warnings, one step at a time."""
    tool = tmp_path / "sdcc"
    tool.write_text('#!/bin/sh\necho "gen/x.c:3: warning 85: in function f unreferenced function argument" >&2\n'
                    'echo "compiled"\n')
    tool.chmod(0o755)
    assert toolchain.run_step([str(tool)], tmp_path) == [
        "gen/x.c:3: warning 85: in function f unreferenced function argument"]
    tool.write_text('#!/bin/sh\necho "compiled"\n')
    assert toolchain.run_step([str(tool)], tmp_path) == []


