"""Shared by every pytest suite of the repository (test/python, test/gpu,
bench/tests): the `gpu` marker, skipping it where CUDA is missing, and torch's
inductor cache kept in pytest's own tmp folder."""
import os

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA device (skipped without one)")


def pytest_collection_modifyitems(config, items):
    import torch

    if torch.cuda.is_available():
        return
    skip = pytest.mark.skip(reason="no CUDA device")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session", autouse=True)
def _inductor_cache_in_pytest_tmp(tmp_path_factory):
    """Running a module on meta tensors (the harness's memory estimate, the policy
    job's scaled shapes) makes torch create its inductor cache, `torchinductor_<user>`,
    in TMPDIR; the suite must leave nothing there (scripts/test.sh checks). Child
    processes inherit the variable."""
    if "TORCHINDUCTOR_CACHE_DIR" in os.environ:
        yield
        return
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = str(tmp_path_factory.mktemp("inductor"))
    try:
        yield
    finally:
        os.environ.pop("TORCHINDUCTOR_CACHE_DIR", None)
