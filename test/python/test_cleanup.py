"""Issue 11, disk and memory: task folders are removed on every way out of
optimize (success, failure, worker timeout, worker SIGKILL, SIGTERM/SIGINT of
the user process), folders of dead processes are swept on start, and a group
whose verification would not fit memory_budget stays stock as TooLarge."""
import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
import torch

from conftest import REPO, make_script
from models import Chain, scripted

PREFIXES = ("cuagent-tasks-", "cuagent-io-")


@pytest.fixture
def tmpdir_env(tmp_path, monkeypatch):
    """A private TMPDIR for this test (the library reads it at call time)."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    return tmp


def fake_worker(tmp_path, body, name="fake-worker"):
    """A stand-in for cuagent-compile: answers --print-toolchain at once, logs
    the task path it got, then runs `body`."""
    log = tmp_path / (name + ".log")
    return str(make_script(tmp_path / name, textwrap.dedent("""\
        case "$1" in --print-toolchain) exit 0;; esac
        echo "$2 $$" >> %s
        %s
        """) % (log, body))), log


def run_chain(cuagent, tmp_path, **options):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    fast = cuagent.optimize(scripted(Chain()), [x, y], cache_dir=str(tmp_path / "cache"),
                            **options)
    torch.testing.assert_close(fast(x, y), Chain()(x, y))
    return cuagent.last_report()


def group_reason(report):
    [group] = report["groups"]
    return group.get("reason", "")


@pytest.mark.parametrize("kind", ["success", "failure", "timeout", "sigkill"])
def test_task_folder_removed_on_every_worker_outcome(cuagent, tmp_path, tmpdir_env, kind):
    body = {"success": "exit 0", "failure": "exit 3", "timeout": "sleep 30",
            "sigkill": "kill -9 $$"}[kind]
    worker, log = fake_worker(tmp_path, body)
    start = time.monotonic()
    report = run_chain(cuagent, tmp_path, worker_path=worker, worker_timeout_s=1)
    assert time.monotonic() - start < 20
    assert "WorkerFailed" in group_reason(report)
    if kind == "timeout":
        assert "timed out" in group_reason(report)
    if kind == "sigkill":
        assert "signal 9" in group_reason(report)
    # The worker ran on a task under TMPDIR, in a folder named by its owner.
    task_path = log.read_text().split()[0]
    folder = os.path.relpath(task_path, tmpdir_env).split(os.sep)[0]
    assert folder.startswith("cuagent-tasks-%d-" % os.getpid()), folder
    assert sorted(os.listdir(tmpdir_env)) == []


def test_bin_false_worker_leaves_nothing(cuagent, tmp_path, tmpdir_env):
    report = run_chain(cuagent, tmp_path, worker_path="/bin/false")
    assert "WorkerFailed" in group_reason(report)
    assert os.listdir(tmpdir_env) == []


def test_exception_during_optimize_leaves_nothing(cuagent, tmp_path, tmpdir_env):
    worker, _ = fake_worker(tmp_path, "exit 1")
    with pytest.raises(RuntimeError, match="strict"):
        cuagent.optimize(scripted(Chain()), [torch.randn(4, 8), torch.randn(4, 8)],
                         worker_path=worker, strict=True, cache_dir=str(tmp_path / "c"))
    assert os.listdir(tmpdir_env) == []


SLOW_RUN = """
import signal, sys, torch
# Dispositions as in an interactive process (a test runner started in the
# background may have SIGINT ignored, which the child would inherit).
signal.signal(signal.SIGINT, signal.default_int_handler)
signal.signal(signal.SIGTERM, signal.SIG_DFL)
signal.signal(signal.SIGHUP, signal.SIG_DFL)
sys.path.insert(0, %(python)r)
sys.path.insert(0, %(tests)r)
import cuagent
from models import Chain, scripted
x, y = torch.randn(4, 8), torch.randn(4, 8)
cuagent.optimize(scripted(Chain()), [x, y], worker_path=%(worker)r, cache_dir=%(cache)r,
                 worker_timeout_s=120)
print("finished")
"""


def start_slow_optimize(tmp_path, tmp):
    """A process whose optimize waits in a worker that sleeps; returns it and
    the worker's log once the worker runs."""
    worker, log = fake_worker(tmp_path, "exec sleep 120", name="slow-worker")
    script = tmp_path / "slow.py"
    script.write_text(SLOW_RUN % {"python": str(REPO / "python"),
                                  "tests": str(REPO / "test" / "python"),
                                  "worker": worker, "cache": str(tmp_path / "cache")})
    env = dict(os.environ, TMPDIR=str(tmp))
    process = subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not (log.exists() and log.read_text().strip()):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the worker never started"
        time.sleep(0.1)
    task_path, worker_pid = log.read_text().split()[:2]
    assert os.path.exists(task_path)
    return process, int(worker_pid)


def wait_gone(pid, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        # A zombie (reaped by nobody yet) counts as gone.
        try:
            with open("/proc/%d/stat" % pid) as f:
                if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except OSError:
            return True
        time.sleep(0.1)
    return False


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_termination_signal_removes_folders_and_worker(cuagent, tmp_path, sig):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    process, worker_pid = start_slow_optimize(tmp_path, tmp)
    assert any(name.startswith(PREFIXES) for name in os.listdir(tmp))
    process.send_signal(sig)
    out, err = process.communicate(timeout=60)
    # It dies of the signal, as without cuagent, and leaves nothing behind.
    assert process.returncode == -sig, err
    assert "finished" not in out
    assert os.listdir(tmp) == []
    assert wait_gone(worker_pid), "the worker outlived the user process"


def test_sigint_removes_folders_and_raises_keyboard_interrupt(cuagent, tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    process, worker_pid = start_slow_optimize(tmp_path, tmp)
    start = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    # Python's handler ran after ours: KeyboardInterrupt, at once (the
    # worker was killed, not waited for).
    assert time.monotonic() - start < 30
    assert process.returncode != 0 and "KeyboardInterrupt" in err, err
    assert "finished" not in out
    assert os.listdir(tmp) == []
    assert wait_gone(worker_pid)


def test_sigkill_of_user_process_is_swept_by_the_next_optimize(cuagent, tmp_path, monkeypatch):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    process, worker_pid = start_slow_optimize(tmp_path, tmp)
    process.kill()
    process.communicate(timeout=60)
    left = [n for n in os.listdir(tmp) if n.startswith(PREFIXES)]
    assert left, "a SIGKILLed process cannot clean up: its folders stay until the sweep"
    assert wait_gone(worker_pid), "the worker outlived the user process (PR_SET_PDEATHSIG)"
    monkeypatch.setenv("TMPDIR", str(tmp))
    run_chain(cuagent, tmp_path, worker_path="/bin/false")
    assert os.listdir(tmp) == []


def start_time(pid):
    with open("/proc/%d/stat" % pid) as f:
        return int(f.read().rsplit(")", 1)[1].split()[19])


def test_sweep_removes_only_folders_of_dead_owners(cuagent, tmp_path, tmpdir_env):
    namespace = os.stat("/proc/self/ns/pid").st_ino
    dead = subprocess.Popen(["true"])
    dead.wait()
    alive = subprocess.Popen(["sleep", "60"])
    try:
        folders = {
            "dead": "cuagent-tasks-%d-%d-%d-aaaa" % (dead.pid, 1, namespace),
            "dead_io": "cuagent-io-%d-%d-%d-bbbb" % (dead.pid, 1, namespace),
            "dead_old_format": "cuagent-tasks-%d-0123456789" % dead.pid,
            "reused_pid": "cuagent-tasks-%d-%d-%d-cccc" % (alive.pid, start_time(alive.pid) + 1,
                                                          namespace),
            "alive": "cuagent-tasks-%d-%d-%d-dddd" % (alive.pid, start_time(alive.pid), namespace),
            "alive_old_format": "cuagent-tasks-%d-abcdefghij" % alive.pid,
            "other_namespace": "cuagent-tasks-%d-%d-%d-eeee" % (dead.pid, 1, namespace + 1),
            "not_ours": "cuagent-something-%d" % dead.pid,
            "unparsable": "cuagent-tasks-xyz",
        }
        for name in folders.values():
            (tmpdir_env / name / "group0").mkdir(parents=True)
            (tmpdir_env / name / "group0" / "ref0_in0.bin").write_bytes(b"\0" * 64)
        run_chain(cuagent, tmp_path, worker_path="/bin/false")
        kept = set(os.listdir(tmpdir_env))
        removed = {key for key, name in folders.items() if name not in kept}
        assert removed == {"dead", "dead_io", "dead_old_format", "reused_pid"}
    finally:
        alive.kill()
        alive.wait()


def test_memory_budget_too_small_is_too_large(cuagent, tmp_path, tmpdir_env):
    worker, log = fake_worker(tmp_path, "exit 0")
    report = run_chain(cuagent, tmp_path, worker_path=worker, memory_budget=1e-15)
    [group] = report["groups"]
    assert group["status"] == "too_large"
    assert group["reason"].startswith("TooLarge: ")
    assert "memory_budget" in group["reason"] and "TMPDIR" in group["reason"]
    assert group["estimated_disk_bytes"] == 5 * 3 * 4 * 8 * 4
    assert {"op": "group0", "reason": "TooLarge"}.items() <= report["fallbacks"][-1].items()
    assert not log.exists(), "the worker ran on a group over budget"
    assert os.listdir(tmpdir_env) == []


def test_task_dir_respects_memory_budget(cuagent, tmp_path):
    report = run_chain(cuagent, tmp_path, worker_path="/bin/false", memory_budget=1e-15,
                       task_dir=str(tmp_path / "tasks"))
    assert group_reason(report).startswith("TooLarge: ")


def test_default_memory_budget_fits_small_groups(cuagent, tmp_path, tmpdir_env):
    report = run_chain(cuagent, tmp_path, worker_path="/bin/false")
    [group] = report["groups"]
    assert "TooLarge" not in group["reason"]
    assert group["estimated_gpu_bytes"] > group["estimated_disk_bytes"] > 0


@pytest.mark.parametrize("value", [0, -0.5, 1.5, float("nan"), float("inf"), "0.5", True, [0.5]])
def test_invalid_memory_budget_is_rejected(cuagent, value):
    with pytest.raises(ValueError, match="memory_budget must be a fraction in \\(0, 1\\]"):
        cuagent.optimize(scripted(Chain()), [torch.randn(2, 2), torch.randn(2, 2)],
                         memory_budget=value)


@pytest.mark.parametrize("value", ["0", "1.01", "\"half\"", "null"])
def test_invalid_memory_budget_is_rejected_by_the_library(cuagent, tmp_path, value):
    path = tmp_path / "m.pt"
    torch.jit.save(scripted(Chain()), str(path))
    with pytest.raises(RuntimeError, match="option 'memory_budget' must be a fraction"):
        torch.ops.cuagent.optimize_file(str(path), str(tmp_path / "o.pt"),
                                        [torch.randn(2, 2), torch.randn(2, 2)],
                                        '{"memory_budget": %s}' % value)


def test_unknown_option_lists_memory_budget(cuagent, tmp_path):
    path = tmp_path / "m.pt"
    torch.jit.save(scripted(Chain()), str(path))
    with pytest.raises(RuntimeError, match="memory_budget"):
        torch.ops.cuagent.optimize_file(str(path), str(tmp_path / "o.pt"),
                                        [torch.randn(2, 2), torch.randn(2, 2)],
                                        json.dumps({"memry_budget": 0.5}))
    with pytest.raises(TypeError, match="memory_budget"):
        cuagent.optimize(scripted(Chain()), [torch.randn(2, 2)] * 2, memry_budget=0.5)
