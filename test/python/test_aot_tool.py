"""cuagent-aot's own argument loop (docs/decisions.md #28): every misuse is one
line naming the flag, exit code 2, nothing written; --help exits 0; a CPU model
goes through end to end (stock on CPU) and loads back."""
import os
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import build_dir
from models import Chain, scripted



def _aot_tool():
    # On the GPU machine the LibTorch side (and so cuagent-aot, which links
    # it) is built there against that machine's torch; CUAGENT_LIB names that
    # build. The carried Debian build's tool links this machine's libtorch.
    lib = os.environ.get("CUAGENT_LIB")
    if lib:
        beside = Path(lib).resolve().parent.parent / "bin" / "cuagent-aot"
        if beside.exists():
            return beside
    return build_dir() / "bin" / "cuagent-aot"


AOT = _aot_tool()
pytestmark = pytest.mark.skipif(not AOT.exists(), reason="build cuagent-aot first")


def run(*args, cwd=None):
    # On the GPU machine the tool comes from the Debian build (carried) and
    # its libcuagent_torch.so from the build made there: CUAGENT_LIB names it.
    env = dict(os.environ)
    lib = os.environ.get("CUAGENT_LIB")
    if lib:
        env["LD_LIBRARY_PATH"] = os.path.dirname(os.path.abspath(lib)) + (
            ":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    return subprocess.run([str(AOT), *map(str, args)], capture_output=True, text=True,
                          timeout=300, cwd=cwd, env=env)


def test_help_exits_zero():
    result = run("--help")
    assert result.returncode == 0 and "usage: cuagent-aot MODEL.pt" in result.stdout


@pytest.mark.parametrize("args,message", [
    (["--bogus"], "unknown option '--bogus'"),
    (["m.pt", "--worker-timeout", "-1"], "--worker-timeout must be a number between"),
    (["m.pt", "--min-group-size", "2.5"], "--min-group-size must be a whole number"),
    (["m.pt", "--cache"], "--cache needs a value"),
    (["m.pt"], "MODEL.pt, --input, --cache and -o are required"),
    (["a.pt", "b.pt"], "more than one model given"),
])
def test_misuse_is_one_line_and_exit_2(tmp_path, args, message):
    result = run(*args, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert message in result.stderr, result.stderr
    assert os.listdir(tmp_path) == []


def test_cpu_model_round_trip(tmp_path):
    model = scripted(Chain())
    path = tmp_path / "model.pt"
    torch.jit.save(model, str(path))
    out = tmp_path / "out.pt"
    result = run(path, "--input", "4x8", "--input", "4x8", "--device", "cpu",
                 "--cache", tmp_path / "cache", "-o", out, "--worker", "/bin/false", "--quiet")
    assert result.returncode == 0, result.stderr
    loaded = torch.jit.load(str(out))
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    torch.testing.assert_close(loaded(x, y), model(x, y))
