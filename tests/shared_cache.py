"""Results computed once per test run, whichever of `invoke test`'s workers (pytest-xdist) needs them
first: the others wait for them on a lock and read them back. A ROM build or a model's puzzle is the
same for every back end's tests, and two workers making it twice would cost the run its time.

The workers of one run share PYTEST_XDIST_TESTRUNUID; without xdist everything stays in-process."""

from __future__ import annotations

import fcntl
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

_RUN = os.environ.get("PYTEST_XDIST_TESTRUNUID")
SHARED: Path | None = Path(tempfile.gettempdir()) / f"gb-puzzles-tests-{_RUN}" if _RUN else None
_memo: dict[str, object] = {}


@contextmanager
def exclusive(lock: Path) -> Iterator[None]:
    """Hold an exclusive lock on the file ``lock`` (made if missing) across processes."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def remember(key: str, compute: Callable[[], T]) -> T:
    """``compute()``, made once for this test run (``key`` names it) and shared by its workers."""
    if key in _memo:
        return _memo[key]  # type: ignore[return-value]
    if SHARED is None:
        value = compute()
    else:
        path = SHARED / f"{hashlib.sha1(key.encode()).hexdigest()}.pickle"
        with exclusive(path.with_suffix(".lock")):
            if path.exists():
                value = pickle.loads(path.read_bytes())
            else:
                value = compute()
                partial = path.with_suffix(".partial")
                partial.write_bytes(pickle.dumps(value))
                partial.replace(path)
    _memo[key] = value
    return value


def shared_folder(name: str, fallback: Path) -> Path:
    """A folder all workers of this run see (``fallback`` without xdist)."""
    return SHARED / name if SHARED is not None else fallback
