"""Shared fixtures: the ROM is built once per test session for every back end that is installed."""

from __future__ import annotations

import os

import pytest
from shared_cache import remember, shared_folder

from codegen.build import toolchain
from codegen.harness.rom_driver import CartRom


def available_backends() -> list[str]:
    """SDCC always (the tests need it: `invoke build --install-sdcc` or apt-get install sdcc);
    GBDK-2020 too when GBDK_HOME is set, so that a machine with it tests both ROMs. CI sets
    REQUIRE_BACKENDS="sdcc gbdk" (.ci/run), so a GBDK that went missing fails instead of shrinking
    the run."""
    required = os.environ.get("REQUIRE_BACKENDS", "").split()
    if "gbdk" in required and not os.environ.get("GBDK_HOME"):
        raise pytest.UsageError("REQUIRE_BACKENDS names gbdk but GBDK_HOME is not set")
    return ["sdcc", "gbdk"] if os.environ.get("GBDK_HOME") else ["sdcc"]


@pytest.fixture(scope="session", params=available_backends())
def built_rom(request, tmp_path_factory) -> toolchain.BuildResult:
    """Each back end's ROM, built once for the whole run: by the first of `invoke test`'s workers that
    needs it, the others reuse it (shared_cache.py)."""
    backend = toolchain.find_backend(request.param)  # a missing SDCC fails loudly, never skips
    base = shared_folder(f"rom-{request.param}", tmp_path_factory.getbasetemp() / f"rom-{request.param}")
    return remember(f"rom {request.param}", lambda: toolchain.build_rom(base / "out", base / "work", backend))


@pytest.fixture(scope="module")
def rom(built_rom):
    with CartRom(built_rom.rom) as running:
        yield running


def pytest_collection_modifyitems(config, items) -> None:
    """The long tests (marked slow) first: `invoke test`'s workers take tests in this order, so the
    long ones start while the short ones can still fill in round them, instead of one worker running
    the last long test alone."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
