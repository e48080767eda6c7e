"""cuDNN on the CPU: the worker is told which libcudnn the user process
loaded (CUAGENT_CUDNN), nothing links cuDNN, and the worker starts and
reports its toolchain with or without one. The conv plans themselves run in
test/gpu/test_conv_gpu.py."""
import json
import os
import subprocess

import pytest

from conftest import build_dir, make_script
from test_gemm import run_isolated


@pytest.mark.parametrize("user_set", [False, True])
def test_worker_gets_the_loaded_cudnn(cuagent, tmp_path, user_set):
    """A CUDA build of torch loads its libcudnn.so.9 at import (GPU or not)
    and that copy is named; otherwise a stand-in library plays torch's."""
    source = tmp_path / "empty.c"
    source.write_text("int cuagent_fake_cudnn;\n")
    fake = tmp_path / "libcudnn.so.99"
    try:
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(fake), str(source)], check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no C compiler to build a stand-in libcudnn")
    seen = tmp_path / "seen.txt"
    worker = make_script(tmp_path / "worker", 'echo "${CUAGENT_CUDNN-unset}" >> %s' % seen)
    env = dict(os.environ)
    if user_set:
        env["CUAGENT_CUDNN"] = "/user/choice/libcudnn.so.9"
    result = run_isolated("""
        import ctypes, os
        torch_copy = [l.split()[-1] for l in open("/proc/self/maps")
                      if os.path.basename(l.split()[-1]).startswith("libcudnn.so")]
        ctypes.CDLL(%r)
        m = torch.jit.script(torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU()).eval())
        cuagent.optimize(m, [torch.randn(4, 8)], worker_path=%r, cache_dir=%r)
        print(torch_copy[0] if torch_copy else "")
    """ % (str(fake), str(worker), str(tmp_path / "c")), tmp_path, env)
    assert result.returncode == 0, result.stderr
    lines = seen.read_text().split()
    assert len(lines) >= 1, lines  # --print-toolchain and the task
    torch_copy = result.stdout.strip()
    if user_set:
        assert set(lines) == {"/user/choice/libcudnn.so.9"}
    else:
        assert {os.path.realpath(l) for l in lines} == \
            {os.path.realpath(torch_copy or str(fake))}, (lines, torch_copy)


def worker_path():
    path = build_dir() / "bin" / "cuagent-compile"
    if not path.is_file():
        pytest.skip("the worker is not built")
    return path


def test_nothing_links_cudnn():
    """cuDNN is dlopen'ed: neither the worker nor the LibTorch library needs it
    to start (a machine without cuDNN or a GPU runs them, convs stay stock)."""
    binaries = [worker_path(), build_dir() / "lib" / "libcuagent_torch.so"]
    for binary in binaries:
        if not binary.is_file():
            continue
        needed = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True)
        if needed.returncode != 0:
            pytest.skip("no readelf")
        assert "libcudnn" not in needed.stdout, binary


def test_print_toolchain_reports_cudnn():
    out = subprocess.run([str(worker_path()), "--print-toolchain"], capture_output=True,
                         text=True, check=True, timeout=60)
    toolchain = json.loads(out.stdout)
    assert isinstance(toolchain["cudnn"], int) and toolchain["cudnn"] >= 0


def test_worker_starts_without_cudnn(tmp_path):
    """CUAGENT_CUDNN naming a library that is not there and no other copy to
    find: the worker still starts and reports cudnn 0. The system's copy is
    hidden with a private mount namespace where that is allowed (root)."""
    worker = worker_path()
    hide = []
    for directory in ("/usr/local/cuda/lib64", "/usr/lib/x86_64-linux-gnu"):
        for name in ("libcudnn.so.9", "libcudnn.so"):
            if os.path.exists(os.path.join(directory, name)):
                hide.append(os.path.realpath(os.path.join(directory, name)))
    mounts = "".join(f"mount --bind /dev/null {p} && " for p in sorted(set(hide)))
    command = ["unshare", "-m", "sh", "-c", mounts + f"{worker} --print-toolchain"]
    env = dict(os.environ, CUAGENT_CUDNN=str(tmp_path / "missing" / "libcudnn.so.9"))
    env.pop("LD_LIBRARY_PATH", None)
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=60, env=env)
    except OSError:
        pytest.skip("no unshare")
    if out.returncode != 0 and ("unshare" in out.stderr or "mount" in out.stderr):
        pytest.skip("cannot hide the system's cuDNN here: " + out.stderr.strip())
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["cudnn"] == 0, out.stdout


def test_no_cudnn_frontend_symbol_is_exported():
    # libtorch_cuda.so exports its own cudnn_frontend inline functions; ours
    # must not be interposed by them (decision 31).
    import os
    import shutil
    import subprocess
    nm = shutil.which("nm")
    if not nm:
        import pytest
        pytest.skip("nm is not installed")
    lib = os.environ["CUAGENT_LIB"]
    out = subprocess.run([nm, "-D", "--defined-only", "-C", lib], capture_output=True, text=True,
                         check=True).stdout
    leaked = [line for line in out.splitlines() if "cudnn_frontend" in line]
    assert not leaked, leaked[:5]
