"""Building: compiler discovery, clear errors, no partial ROMs, the GBDK-2020 command lines, and the
incremental build (what runs again after a change) and its reproducibility (the same bytes)."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import available_backends, backend_named

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
    # touches what it is asked to write, and an object's dependency file (-MMD) beside it
    ok = 'for a; do case "$a" in *.rel) touch "$a" "${a%.rel}.d";; *.ihx|*.gb) touch "$a";; esac; done; exit 0'
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
    graph = re.sub(r" \$\n\s+", " ", toolchain.gbdk_ninja(backend, gen, "puzzles"))  # long lines joined
    commands = {rule: command.strip() for rule, command in
                re.findall(r"^rule (\w+)\n  command = (.+)$", graph, re.M)}
    assert all(commands[rule].startswith(str(lcc.resolve()) + " ") for rule in ("cc", "as", "link"))
    compiled = re.findall(r"^build obj/\S+: (?:cc|as) (\S+)", graph, re.M)
    assert any(c.endswith("platform_gbdk.c") for c in compiled)
    assert not any(c.endswith(("platform_sdcc.c", "crt0.s")) for c in compiled)
    for flag in ("-Wl-j", "-Wl-m", '"-Wm-ynGB PUZZLES"', "-Wm-yt0x1B", "-Wm-yoA", "-Wm-ya1", "-debug"):
        assert f" {flag} " in commands["link"]
    assert re.search(r"^build puzzles\.gb \| puzzles\.map puzzles\.noi puzzles\.cdb: link ", graph, re.M)


def test_the_c_compiles_without_warnings(built_rom):
    """Every compile, assemble and link step of the build the tests play, on each back end, warned of
    nothing (the build keeps the warning lines of the steps that ran)."""
    assert built_rom.warnings == ()


def test_a_build_step_that_warns_goes_on_and_hands_back_the_warning():
    """What build_rom gathers into BuildResult.warnings from Ninja's output."""
    output = ("[3/70] CC /src/gen/x.c\ngen/x.c:3: warning 85: in function f unreferenced function argument\n"
              "[4/70] CC /src/y.c\n")
    assert toolchain.warning_lines(output) == ["gen/x.c:3: warning 85: in function f unreferenced function argument"]
    assert toolchain.warning_lines("[1/1] LINK puzzles.ihx\n") == []


def test_assembly_dependencies_follow_includes(tmp_path):
    """sdasgb writes no dependency file: the build follows .include itself, through included files too."""
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "outer.inc").write_text('.include "inner.inc"\n')
    (tmp_path / "inc" / "inner.inc").write_text("X = 1\n")
    (tmp_path / "own.inc").write_text("Y = 2\n")
    source = tmp_path / "a.s"
    source.write_text('  .include "outer.inc"\n  .include "own.inc"\n  .include "missing.inc"\n')
    assert toolchain.assembly_includes(source, [tmp_path / "inc"]) == sorted(
        [tmp_path / "inc" / "outer.inc", tmp_path / "inc" / "inner.inc", tmp_path / "own.inc"])
    c_file = tmp_path / "b.c"  # a C file assembling them into its own bank (banking.h)
    c_file.write_text('ASSEMBLE_IN_THIS_BANK(".include \\"own.inc\\"\\n"\n'
                      '                      ".include \\"outer.inc\\"")\n')
    assert toolchain.assembly_includes(c_file, [tmp_path / "inc"]) == sorted(
        [tmp_path / "inc" / "outer.inc", tmp_path / "inc" / "inner.inc", tmp_path / "own.inc"])


def rebuild(work: Path, out: Path, backend) -> tuple[toolchain.BuildResult, list[str]]:
    """Build again; and the outputs of the steps Ninja ran, from the lines its log gained."""
    before = (work / ".ninja_log").read_text().splitlines()
    result = toolchain.build_rom(out, work, backend)
    after = (work / ".ninja_log").read_text().splitlines()
    ran = [line.split("\t")[3] for line in after[len(before):] if not line.startswith("#")]
    return result, ran


@pytest.mark.slow
@pytest.mark.parametrize("backend_name", [name for name in available_backends() if name in ("sdcc", "gbdk")])
def test_the_build_is_incremental_and_the_same_rom_comes_out(tmp_path, monkeypatch, backend_name):
    """On a copy of gbc_src/ that the test may change: nothing changed builds nothing and says so; a C
    file touched compiles again alone (plain SDCC: its object comes out the same, so its banks step
    writes nothing new and nothing is linked again); a C file changed compiles alone, then the link,
    the header and the symbols run; a header rebuilds exactly the C files that include it (the
    compiler's dependency output), an .include exactly the assembly that includes it; and the ROM is
    byte for byte the one a build from scratch makes in another folder, one file at a time (another
    order)."""
    import shutil

    source = tmp_path / "gbc_src"
    shutil.copytree(toolchain.SOURCE_DIR, source)
    monkeypatch.setattr(toolchain, "SOURCE_DIR", source)
    backend = backend_named(backend_name)
    suffix = ".rel" if backend_name == "sdcc" else ".o"
    work, out = tmp_path / "work", tmp_path / "out"
    rom = toolchain.build_rom(out, work, backend).rom.read_bytes()
    result, ran = rebuild(work, out, backend)
    assert result.up_to_date and ran == []

    title = source / "shell" / "title.c"
    os.utime(title)
    result, ran = rebuild(work, out, backend)
    assert [name for name in ran if name.startswith("obj/")] == [f"obj/title{suffix}"]
    assert result.rom.read_bytes() == rom
    assert backend_name != "sdcc" or "puzzles.ihx" not in ran

    title.write_text(title.read_text() + "\nuint8_t title_changed_by_a_test;\n")
    result, ran = rebuild(work, out, backend)
    assert [name for name in ran if name.startswith("obj/")] == [f"obj/title{suffix}"]
    assert {"puzzles.gb", "puzzles.sym"} <= set(ran) and not result.up_to_date

    includers = {p.stem for p in source.rglob("*.c") if '#include "prng.h"' in p.read_text()}
    os.utime(source / "core" / "prng.h")
    _, ran = rebuild(work, out, backend)
    assert includers and {name for name in ran if name.startswith("obj/")} == {f"obj/{s}{suffix}" for s in includers}

    def reaches(path: Path, name: str) -> bool:  # path .includes name, itself or through a file it includes
        included = re.findall(r'\.include\s+\\?"([^"\\]+)\\?"', path.read_text())
        return name in included or any(reaches(q, name) for q in source.rglob("*.s") if q.name in included)

    compiled = {Path(p).stem for p in [*toolchain.portable_sources()[0], *toolchain.portable_sources()[1]]}
    includers = {p.stem for p in source.rglob("*.[cs]") if p.stem in compiled and reaches(p, "bits.inc")}
    os.utime(source / "core" / "bits.inc")
    _, ran = rebuild(work, out, backend)
    assert includers and {name for name in ran if name.startswith("obj/")} == {f"obj/{s}{suffix}" for s in includers}

    incremental = (out / "puzzles.gb").read_bytes()
    assert incremental != rom
    elsewhere = toolchain.build_rom(tmp_path / "out2", tmp_path / "elsewhere", backend, jobs=1)
    assert elsewhere.rom.read_bytes() == incremental
