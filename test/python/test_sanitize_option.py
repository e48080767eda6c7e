"""The sanitize= option of optimize (docs/verification.md, "Sanitizer mode"):
validated in Python and in the library, passed to the worker as --sanitize,
and (on a GPU with compute-sanitizer) a cached kernel verified without the
requested tools is rebuilt, never reported as sanitized. The planted
sanitizer-only faults compile with NVRTC here, so on the GPU machine they
can only fail for the fault they plant."""
import json
import os
import shutil
import sys

import pytest
import torch

from conftest import REPO, make_script, real_worker
from models import Chain, scripted
from test_planted_compile import compile_planted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import planted_sanitize  # noqa: E402


def chain_inputs(device="cpu"):
    return [torch.randn(4, 8, device=device), torch.randn(4, 8, device=device)]


@pytest.mark.parametrize("value,message", [
    ("racecheck,racechek", "unknown compute-sanitizer tool 'racechek'"),
    ("", "unknown compute-sanitizer tool ''"),
    (["memcheck", 3], "unknown compute-sanitizer tool 3"),
    ([], "needs at least one"),
])
def test_bad_tool_names_are_rejected(cuagent, value, message):
    with pytest.raises(ValueError, match=message):
        cuagent.optimize(scripted(Chain()), chain_inputs(), sanitize=value)


@pytest.mark.parametrize("value", [5, True, b"racecheck"])
def test_wrong_types_are_rejected(cuagent, value):
    with pytest.raises(TypeError, match="sanitize must be a comma list"):
        cuagent.optimize(scripted(Chain()), chain_inputs(), sanitize=value)


@pytest.mark.parametrize("value", ['""', "5", "[\"racecheck\"]"])
def test_library_rejects_malformed_values(cuagent, tmp_path, value):
    path = tmp_path / "m.pt"
    torch.jit.save(scripted(Chain()), str(path))
    with pytest.raises(RuntimeError, match="option 'sanitize' must be a comma list"):
        torch.ops.cuagent.optimize_file(str(path), str(tmp_path / "o.pt"), chain_inputs(),
                                        '{"sanitize": %s}' % value)


@pytest.mark.parametrize("value,flag", [
    (" racecheck, initcheck ", "--sanitize=racecheck,initcheck"),
    (("synccheck", "memcheck", "synccheck"), "--sanitize=synccheck,memcheck"),
    (None, None),
])
def test_tools_reach_the_worker(cuagent, tmp_path, value, flag):
    log = tmp_path / "args.log"
    worker = make_script(tmp_path / "fake-worker",
                         'case "$1" in --print-toolchain) exit 0;; esac\n'
                         'echo "$@" >> %s\nexit 0' % log)
    x = chain_inputs()
    fast = cuagent.optimize(scripted(Chain()), x, cache_dir=str(tmp_path / "cache"),
                            worker_path=str(worker), sanitize=value)
    torch.testing.assert_close(fast(*x), Chain()(*x))
    args = log.read_text().split()
    if flag:
        assert flag in args, args
    else:
        assert not any(a.startswith("--sanitize") for a in args), args


def test_sanitizer_planted_kernels_compile(tmp_path):
    compile_planted(tmp_path, "softmax", planted_sanitize.candidates_json(),
                    planted_sanitize.SANITIZER_PLANTED)


def _sanitizer_available():
    return any(p and os.access(p, os.X_OK) for p in (
        os.path.join(os.environ.get("CUDA_HOME", "/nonexistent"), "bin", "compute-sanitizer"),
        shutil.which("compute-sanitizer"), "/usr/local/cuda/bin/compute-sanitizer"))


@pytest.mark.gpu
@pytest.mark.skipif(not _sanitizer_available(), reason="needs compute-sanitizer")
def test_unsanitized_cache_hit_is_rebuilt_not_reported_as_sanitized(cuagent, tmp_path):
    worker = real_worker()
    assert worker, "build cuagent-compile for the GPU tests"
    model = scripted(Chain()).cuda()
    x = [torch.randn(2, 64, 1024, device="cuda") for _ in range(2)]
    common = dict(worker_path=str(worker), cache_dir=str(tmp_path / "cache"), min_speedup=0)

    def group(**options):
        fast = cuagent.optimize(model, x, **common, **options)
        torch.testing.assert_close(fast(*x), model(*x), atol=1e-4, rtol=1e-4)
        [g] = cuagent.last_report()["groups"]
        return g

    plain = group()
    assert plain["status"] == "verified" and "sanitizer" not in plain, plain
    # Verified without memcheck: not trusted for a memcheck request.
    rebuilt = group(sanitize="memcheck")
    assert rebuilt["status"] == "verified" and not rebuilt["cached"], rebuilt
    assert rebuilt["sanitizer"] == ["memcheck"], rebuilt
    # Now it is, and a request without the sanitizer trusts it too.
    assert group(sanitize="memcheck")["cached"]
    hit = group()
    assert hit["cached"] and hit["sanitizer"] == ["memcheck"], hit
    # Asking for another tool rebuilds again.
    assert not group(sanitize="memcheck,synccheck")["cached"]
