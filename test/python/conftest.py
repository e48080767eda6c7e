"""Shared fixtures for the cuagent pytest suite.

CUAGENT_BUILD_DIR selects the build (default: the repository's build/); the
`gpu` marker lives in the repository's conftest.py.
"""
import os
import stat
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "python"))


def build_dir():
    env = os.environ.get("CUAGENT_BUILD_DIR")
    return Path(env) if env else REPO / "build"


os.environ.setdefault("CUAGENT_BUILD_DIR", str(build_dir()))


@pytest.fixture(scope="session")
def cuagent():
    import cuagent as module

    try:
        module.load_library()
    except FileNotFoundError as error:
        pytest.fail(str(error))
    return module


@pytest.fixture(autouse=True)
def _isolate(monkeypatch, tmp_path):
    # CUAGENT_CACHE_DIR overrides the cache a patched graph names at run
    # time, so tests clear it and pass cache_dir= explicitly.
    monkeypatch.delenv("CUAGENT_CACHE_DIR", raising=False)
    monkeypatch.delenv("CUAGENT_WORKER", raising=False)


def real_worker():
    path = build_dir() / "bin" / "cuagent-compile"
    return path if path.is_file() and os.access(path, os.X_OK) else None


def make_script(path, body):
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def worker(tmp_path):
    """The real worker when it is built, else a stand-in that succeeds
    without writing a cache entry (the group then reports WorkerFailed)."""
    real = real_worker()
    if real:
        return str(real)
    return str(make_script(tmp_path / "fake-worker", "exit 0"))


def reasons(result):
    """The (op, reason) pairs of a partition or optimize report's fallbacks."""
    return {(f["op"], f["reason"]) for f in result["fallbacks"]}


def groups(result):
    """The op lists of a partition or optimize report's groups."""
    return [g["ops"] for g in result["groups"]]


def bench_problem(folder, name):
    """The module of bench problem `name` (a KernelBench-format file) in
    `folder` under bench/."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, REPO / "bench" / folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def capture_problem(cuagent, folder, name, inputs):
    """cuagent.partition of bench problem `name`'s model (scripted, frozen)
    on `inputs`."""
    import torch

    problem = bench_problem(folder, name)
    torch.manual_seed(0)
    model = torch.jit.freeze(torch.jit.script(problem.Model(*problem.get_init_inputs()).eval()))
    return cuagent.partition(model, inputs)
