"""Shared fixtures: the ROM is built once per test session for every back end that is installed."""

from __future__ import annotations

import dataclasses
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from shared_cache import remember, shared_folder

from codegen.build import toolchain
from codegen.harness.rom_driver import CartRom


def gbdk_homes() -> dict[str, str]:
    """The GBDK-2020 installs to test, by the name the tests give their ROM: GBDK_HOME as "gbdk", and
    each folder of GBDK_MORE_HOMES (space-separated; CI lists the oldest release the docs claim) as
    "gbdk-<release>"."""
    homes = {"gbdk": os.environ["GBDK_HOME"]} if os.environ.get("GBDK_HOME") else {}
    for home in os.environ.get("GBDK_MORE_HOMES", "").split():
        homes[f"gbdk-{toolchain.gbdk_version(Path(home)) or Path(home).name}"] = home
    return homes


def available_backends() -> list[str]:
    """SDCC always (the tests need it: apt-get install sdcc); each GBDK-2020 of gbdk_homes() too, so
    that a machine with them tests every ROM. CI sets REQUIRE_BACKENDS="sdcc gbdk gbdk-4.1.1"
    (.ci/run), so a GBDK that went missing fails instead of shrinking the run."""
    homes = gbdk_homes()
    missing = [name for name in os.environ.get("REQUIRE_BACKENDS", "").split() if name != "sdcc" and name not in homes]
    if missing:
        raise pytest.UsageError(f"REQUIRE_BACKENDS names {', '.join(missing)}, which GBDK_HOME and GBDK_MORE_HOMES "
                                f"do not provide ({', '.join(homes) or 'none'})")
    return ["sdcc", *homes]


@pytest.fixture(scope="session", params=available_backends())
def built_rom(request, tmp_path_factory) -> toolchain.BuildResult:
    """Each back end's ROM, built once for the whole run: by the first of `invoke test`'s workers that
    needs it, the others reuse it (shared_cache.py)."""
    return rom_for(request.param, tmp_path_factory.getbasetemp())


def backend_named(name: str) -> toolchain.Backend:
    """The back end of available_backends() called ``name``."""
    if name == "sdcc":
        return toolchain.find_backend("sdcc")  # a missing SDCC fails loudly, never skips
    return toolchain.find_backend("gbdk", {"GBDK_HOME": gbdk_homes()[name]})


def rom_for(name: str, local_base) -> toolchain.BuildResult:
    """The back end ``name``'s ROM for this run (built in ``local_base`` without workers)."""
    backend = backend_named(name)
    base = shared_folder(f"rom-{name}", local_base / f"rom-{name}")
    return remember(f"rom {name}", lambda: _build_for_tests(base, backend))


def pytest_sessionstart(session) -> None:
    """With workers, worker N builds back end N's ROM first thing: the builds run side by side instead
    of one worker waiting for the other's when both first need the same ROM."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    backends = available_backends()
    if worker.startswith("gw") and int(worker[2:]) < len(backends):
        rom_for(backends[int(worker[2:])], Path(tempfile.gettempdir()))  # workers build in their shared folder


def _build_for_tests(base, backend) -> toolchain.BuildResult:
    """The build, with its ROM copied beside the .sym alone: PyBoy reads every symbol file next to a
    ROM, and the 1.6 MB .map cost each power-on 55 ms more than the .sym (tests boot hundreds of
    times). ``symbols`` and ``rom_map`` stay the build's own; the .map is beside ``symbols``."""
    result = toolchain.build_rom(base / "out", base / "work", backend)
    played = base / "played" / result.rom.name
    played.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(result.rom, played)
    shutil.copyfile(result.symbols, played.with_suffix(".sym"))
    return dataclasses.replace(result, rom=played)


@pytest.fixture(scope="module")
def rom(built_rom):
    with CartRom(built_rom.rom) as running:
        yield running


def pytest_collection_modifyitems(config, items) -> None:
    """The long work first: `invoke test`'s workers take tests in this order, so it starts while the
    short tests can still fill in round it, instead of one worker running the last of it alone. First
    the tests that share one worker (xdist_group: about 30 s that no other worker can take), then the
    tests marked slow, then the rest."""
    items.sort(key=lambda item: 0 if item.get_closest_marker("xdist_group") else
               1 if item.get_closest_marker("slow") else 2)
