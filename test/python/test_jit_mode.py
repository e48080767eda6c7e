"""Background JIT mode, optimize(..., mode="jit") (issue 11 item 4).

The switch logic runs over fakes (a compile function the test releases), so
what a call sees before, during and after the switch is checked exactly. The
pipeline tests run the real aot pipeline in the background on the CPU with a
slow stand-in worker (the worker_path option). The GPU tests (marked gpu, run
on the H200) check that the switch happens and the patched module matches eager.
"""
import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest
import torch

from conftest import REPO, make_script, real_worker
from models import Chain, scripted

from cuagent import jit

PREFIXES = ("cuagent-tasks-", "cuagent-io-")


class Recording(torch.nn.Module):
    """2 * x, counting its calls (thread-safely)."""

    def __init__(self):
        super().__init__()
        self.calls = 0
        self._lock = threading.Lock()

    def forward(self, x):
        with self._lock:
            self.calls += 1
        return x * 2.0


class Gate:
    """A compile function the test controls: it blocks until released, then
    returns `result` or raises `error`."""

    def __init__(self, result=None, error=None):
        self.release = threading.Event()
        self.entered = threading.Event()
        self.result = result
        self.error = error
        self.thread = None

    def __call__(self, should_stop):
        self.thread = threading.current_thread()
        self.entered.set()
        assert self.release.wait(30)
        if self.error is not None:
            raise self.error
        return self.result


def make(result=None, error=None):
    stock, logs = Recording(), []
    gate = Gate(result, error)
    module = jit.JitModule(stock, gate, log=logs.append)
    assert gate.entered.wait(10)
    return module, stock, gate, logs


# -- the switch, over fakes ----------------------------------------------------

def test_calls_run_stock_until_the_switch_then_the_fast_module():
    fast = Recording()
    module, stock, gate, logs = make(result=(fast, {"patched_groups": 1, "groups": []}))
    x = torch.randn(3)
    assert not module.ready and not module.switched and module.module is stock
    assert module.report["jit"]["reason"].startswith("JitPending")
    for _ in range(5):
        assert torch.equal(module(x), x * 2.0)
    assert stock.calls == 5 and module.calls_before_switch == 5
    assert gate.thread is not threading.current_thread() and gate.thread.daemon
    gate.release.set()
    assert module.wait(10) and module.ready and module.switched
    assert module.module is fast
    for _ in range(3):
        assert torch.equal(module(x), x * 2.0)
    assert (stock.calls, fast.calls) == (5, 3)
    assert module.calls_before_switch == 5
    report = module.report
    assert report["mode"] == "jit" and report["patched_groups"] == 1
    assert report["jit"]["status"] == "switched" and report["jit"]["reason"] is None
    assert report["jit"]["calls_before_switch"] == 5
    assert logs == []


def test_wait_timeout_returns_false_while_compiling():
    module, _, gate, _ = make(result=(Recording(), {"patched_groups": 1}))
    start = time.monotonic()
    assert module.wait(0.2) is False
    assert 0.15 <= time.monotonic() - start < 5
    assert module.wait(0) is False and not module.ready
    gate.release.set()
    assert module.wait() is True  # no timeout: until finished
    assert module.wait(0) is True


def test_exception_keeps_stock_for_good_with_the_reason_logged_once():
    module, stock, gate, logs = make(error=RuntimeError("the worker crashed\nsecond line"))
    gate.release.set()
    assert module.wait(10) and not module.switched and module.module is stock
    reason = module.report["jit"]["reason"]
    assert reason == "JitCompileFailed: RuntimeError: the worker crashed", reason
    assert module.report["jit"]["status"] == "stock"
    x = torch.randn(4)
    for _ in range(3):
        assert torch.equal(module(x), x * 2.0)  # never raises into the caller
    assert len(logs) == 1 and "JitCompileFailed" in logs[0]
    assert module.calls_before_switch == 3  # every call ran stock


def test_keyboard_interrupt_in_the_compile_is_jit_interrupted():
    module, stock, gate, logs = make(error=KeyboardInterrupt("optimize was interrupted"))
    gate.release.set()
    assert module.wait(10) and module.module is stock
    assert module.report["jit"]["reason"].startswith("JitInterrupted: KeyboardInterrupt")


def test_nothing_patched_keeps_stock_with_the_groups_reasons():
    report = {"patched_groups": 0, "groups": [
        {"index": 0, "status": "too_large", "reason": "TooLarge: needs 9 GiB, has 4 GiB"}]}
    module, stock, gate, logs = make(result=(Recording(), report))
    gate.release.set()
    assert module.wait(10) and module.module is stock and not module.switched
    reason = module.report["jit"]["reason"]
    assert reason.startswith("JitNothingPatched: group0: TooLarge: needs 9 GiB"), reason
    assert module.report["groups"] == report["groups"]
    assert len(logs) == 1


def test_not_faster_end_to_end_is_reported():
    report = {"patched_groups": 0, "groups": [],
              "end_to_end": {"stock_ms": 1.0, "optimized_ms": 2.0, "kept": False}}
    module, stock, gate, _ = make(result=(Recording(), report))
    gate.release.set()
    assert module.wait(10)
    assert module.report["jit"]["reason"].startswith("JitNothingPatched: NotFaster")


def test_many_threads_calling_through_the_switch_all_get_correct_outputs():
    fast = Recording()
    module, stock, gate, _ = make(result=(fast, {"patched_groups": 1}))
    threads, errors, served = 8, [], []
    start = threading.Barrier(threads + 1)
    stop = threading.Event()

    def caller(seed):
        x = torch.full((16,), float(seed))
        start.wait()
        count = 0
        try:
            # Until well after the switch, so that calls straddle it.
            while not stop.is_set():
                out = module(x)
                if not torch.equal(out, x * 2.0):
                    errors.append((seed, out))
                count += 1
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)
        served.append(count)

    pool = [threading.Thread(target=caller, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    start.wait()
    time.sleep(0.3)
    gate.release.set()
    assert module.wait(10)
    time.sleep(0.3)
    stop.set()
    for t in pool:
        t.join(30)
    assert errors == []
    assert stock.calls > 0 and fast.calls > 0, (stock.calls, fast.calls)
    assert stock.calls + fast.calls == sum(served)
    # Every call that ran stock was counted, none lost between threads.
    assert module.calls_before_switch == stock.calls


def test_exit_interrupts_pending_compiles_and_waits_for_them():
    interrupted = []
    module, stock, gate, _ = make(result=(Recording(), {"patched_groups": 1}))

    def interrupt():
        interrupted.append(True)
        gate.release.set()

    jit._stop_pending(interrupt=interrupt, join_s=10)
    assert interrupted == [True] and module.ready
    # A cancelled compile never switches, whatever it returned.
    assert not module.switched and module.report["jit"]["reason"].startswith("JitInterrupted")
    jit._stop_pending(interrupt=lambda: interrupted.append(False))  # nothing pending
    assert interrupted == [True]


def test_clone_inputs_copies_memory_and_keeps_layout():
    base = torch.randn(4, 6)
    values = [base.t(), base[:, ::2], torch.randn(3, 1).expand(3, 5), 2.5, None,
              (torch.arange(4), [torch.ones(2)])]
    copies = jit.clone_inputs(values)
    for original, copy in [(values[0], copies[0]), (values[1], copies[1]),
                           (values[2], copies[2]), (values[5][0], copies[5][0]),
                           (values[5][1][0], copies[5][1][0])]:
        assert copy.stride() == original.stride() and copy.shape == original.shape
        assert torch.equal(copy, original)
        assert copy.untyped_storage().data_ptr() != original.untyped_storage().data_ptr()
    assert copies[3] == 2.5 and copies[4] is None
    assert isinstance(copies[5], tuple) and isinstance(copies[5][1], list)
    leaf = torch.randn(3, requires_grad=True)
    assert not jit.clone_inputs([leaf])[0].requires_grad


# -- options ---------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["fast", "JIT", 1, True])
def test_mode_must_be_aot_or_jit(cuagent, mode):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    with pytest.raises(ValueError, match="mode must be 'aot'.*'jit'"):
        cuagent.optimize(scripted(Chain()), [x, y], mode=mode)


def test_jit_checks_options_in_the_callers_thread(cuagent, tmp_path):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    with pytest.raises(TypeError, match="unknown option"):
        cuagent.optimize(scripted(Chain()), [x, y], mode="jit", bogus=1)
    with pytest.raises(RuntimeError, match="example input"):
        cuagent.optimize(scripted(Chain()), [x], mode="jit")
    with pytest.raises(ValueError, match="min_group_size"):
        cuagent.optimize(scripted(Chain()), [x, y], mode="jit", min_group_size=0)


def test_partition_accepts_and_checks_mode(cuagent):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    assert cuagent.partition(scripted(Chain()), [x, y], mode="jit")["groups"]
    with pytest.raises(ValueError, match="mode"):
        cuagent.partition(scripted(Chain()), [x, y], mode="later")


# -- the real pipeline in the background (CPU) -------------------------------------

@pytest.fixture
def tmpdir_env(tmp_path, monkeypatch):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    return tmp


def slow_worker(tmp_path, seconds, then):
    """A stand-in for cuagent-compile that sleeps, then runs `then`."""
    log = tmp_path / "worker.log"
    return str(make_script(tmp_path / "slow-worker", textwrap.dedent("""\
        case "$1" in --print-toolchain) exit 0;; esac
        echo "$2 $$" >> %s
        sleep %s
        %s
        """) % (log, seconds, then))), log


def test_jit_returns_at_once_and_serves_stock_while_the_worker_runs(cuagent, tmp_path,
                                                                     tmpdir_env):
    seconds = 6
    worker, log = slow_worker(tmp_path, seconds, "exit 1")
    model = scripted(Chain())
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    expected = torch.jit.freeze(scripted(Chain()))(x, y)
    x_copy = x.clone()
    start = time.monotonic()
    fast = cuagent.optimize(model, [x, y], mode="jit", worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    returned = time.monotonic() - start
    # aot would wait for the worker's sleep; jit returns before it is over.
    assert returned < seconds - 1, returned
    assert isinstance(fast, cuagent.JitModule) and isinstance(fast, torch.nn.Module)
    assert not fast.ready and cuagent.last_report()["jit"]["status"] == "pending"
    x.fill_(float("nan"))  # the caller reuses its inputs: the compile has its own copy
    a, b = torch.randn(4, 8), torch.randn(4, 8)
    slowest = 0.0
    while not (log.exists() and log.read_text().strip()):  # the worker is running now
        assert time.monotonic() - start < 60, "the worker never started"
        time.sleep(0.05)
    for _ in range(20):
        call = time.monotonic()
        out = fast(a, b)
        slowest = max(slowest, time.monotonic() - call)
        assert torch.equal(out, torch.sigmoid(torch.relu(a + b) * 2.0))
    # The C++ op runs without the GIL: calls are not held up by the compile.
    assert slowest < 1.0, slowest
    assert not fast.ready, "the worker sleeps %d s" % seconds
    assert fast.wait(120)
    assert not fast.switched and fast.calls_before_switch == 20
    reason = fast.report["jit"]["reason"]
    assert reason.startswith("JitNothingPatched: group0: WorkerFailed"), reason
    a, b = torch.randn(4, 8), torch.randn(4, 8)
    assert torch.equal(fast(a, b), torch.sigmoid(torch.relu(a + b) * 2.0))
    assert torch.equal(fast.module(x_copy, y), expected)
    assert os.listdir(tmpdir_env) == []


def test_switch_to_the_patched_module_on_cpu(cuagent, tmp_path, tmpdir_env):
    # patch_all patches every group that got a task, so the switch happens on
    # the CPU too; there the guards send every call to the stock kernels.
    worker, _ = slow_worker(tmp_path, 1, "exit 0")
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    stock = torch.jit.freeze(scripted(Chain()))
    fast = cuagent.optimize(scripted(Chain()), [x, y], mode="jit", worker_path=worker,
                            cache_dir=str(tmp_path / "cache"), patch_all=True)
    before = fast.module
    assert torch.allclose(fast(x, y), stock(x, y))
    assert fast.wait(120) and fast.switched, fast.report["jit"]
    assert fast.module is not before
    assert fast.report["patched_groups"] == 1 and fast.report["jit"]["reason"] is None
    assert fast.calls_before_switch == 1
    for _ in range(3):
        a, b = torch.randn(4, 8), torch.randn(4, 8)
        assert torch.allclose(fast(a, b), stock(a, b))
    assert "cuagent::guard" in str(fast.module.graph)
    assert fast.calls_before_switch == 1
    assert os.listdir(tmpdir_env) == []


def test_exception_in_the_pipeline_is_jit_compile_failed(cuagent, tmp_path, tmpdir_env):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    fast = cuagent.optimize(scripted(Chain()), [x, y], mode="jit", worker_path="/bin/false",
                            cache_dir=str(tmp_path / "cache"), strict=True)
    assert fast.wait(120) and not fast.switched
    reason = fast.report["jit"]["reason"]
    assert reason.startswith("JitCompileFailed: RuntimeError: cuagent (strict)"), reason
    assert torch.equal(fast(x, y), torch.sigmoid(torch.relu(x + y) * 2.0))
    assert os.listdir(tmpdir_env) == []


def test_an_aot_call_waits_for_the_background_compile(cuagent, tmp_path, tmpdir_env):
    log = tmp_path / "runs.log"
    worker = str(make_script(tmp_path / "logging-worker", textwrap.dedent("""\
        case "$1" in --print-toolchain) exit 0;; esac
        echo start >> %s
        sleep 2
        echo end >> %s
        exit 1
        """) % (log, log)))
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    fast = cuagent.optimize(scripted(Chain()), [x, y], mode="jit", worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    cuagent.optimize(scripted(Chain()), [x, y], worker_path=worker,
                     cache_dir=str(tmp_path / "cache"))
    # One pipeline at a time: the aot call's worker ran after the jit one's.
    assert fast.ready
    assert log.read_text().split() == ["start", "end", "start", "end"]
    assert os.listdir(tmpdir_env) == []


EXIT_RUN = """
import sys, time, torch
sys.path.insert(0, %(python)r)
sys.path.insert(0, %(tests)r)
import cuagent
from models import Chain, scripted
x, y = torch.randn(4, 8), torch.randn(4, 8)
done = cuagent.optimize(scripted(Chain()), [x, y], mode="jit", worker_path="/bin/false",
                        cache_dir=%(cache)r)
assert done.wait(120), "the quick compile did not finish"
fast = cuagent.optimize(scripted(Chain()), [x, y], mode="jit", worker_path=%(worker)r,
                        cache_dir=%(cache)r)
while True:  # until the slow worker runs
    try:
        if open(%(log)r).read().strip():
            break
    except OSError:
        pass
    time.sleep(0.05)
fast(x, y)
print("exiting", flush=True)
"""


def test_exit_while_compiling_leaves_nothing_and_kills_the_worker(cuagent, tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    worker, log = slow_worker(tmp_path, 300, "exit 1")
    script = tmp_path / "exit.py"
    script.write_text(EXIT_RUN % {"python": str(REPO / "python"),
                                  "tests": str(REPO / "test" / "python"),
                                  "worker": worker, "cache": str(tmp_path / "cache"),
                                  "log": str(log)})
    env = dict(os.environ, TMPDIR=str(tmp))
    process = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env)
    assert process.stdout.readline().strip() == "exiting", process.communicate()
    exiting = time.monotonic()
    out, err = process.communicate(timeout=250)
    assert process.returncode == 0, err
    # The worker sleeps 300 s: exit did not wait for it (the rest is the
    # interpreter's own teardown, seconds on a loaded machine).
    assert time.monotonic() - exiting < 120, "exit waited for the worker"
    # Said for the first module only: a compile stopped at exit says nothing.
    assert err.count("the stock module is kept for good") == 1, err
    assert os.listdir(tmp) == [], "left in TMPDIR: %s" % os.listdir(tmp)
    worker_pid = int(log.read_text().split()[1])
    assert wait_gone(worker_pid), "the worker outlived the process"


def wait_gone(pid, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with open("/proc/%d/stat" % pid) as f:
                if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except OSError:
            return True
        time.sleep(0.1)
    return False


# -- GPU (the H200) ------------------------------------------------------------------

def gpu_inputs():
    torch.manual_seed(0)
    return [torch.randn(64, 4096, device="cuda") for _ in range(2)]


@pytest.mark.gpu
@pytest.mark.parametrize("cuda_graphs", [False, True])
def test_gpu_switch_happens_and_matches_eager(cuagent, tmp_path, cuda_graphs):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = Chain().cuda().eval()
    x, y = gpu_inputs()
    with torch.no_grad():
        eager = model(x, y)
    # min_speedup=0 patches every verified kernel (no timing decides the switch).
    fast = cuagent.optimize(torch.jit.script(model), [x, y], mode="jit", worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), min_speedup=0,
                            cuda_graphs=cuda_graphs)
    before = 0
    with torch.no_grad():
        while not fast.ready and before < 10000:  # calls during the compile
            torch.testing.assert_close(fast(x, y), eager)
            before += 1
        assert fast.wait(300), "the background compile did not finish"
        assert fast.switched, fast.report["jit"]
        assert fast.report["patched_groups"] == 1
        if cuda_graphs:
            assert isinstance(fast.module, cuagent.CudaGraphModule), fast.report["cuda_graphs"]
        stats = cuagent.stats()["fast_path_calls"]
        for _ in range(5):
            a, b = gpu_inputs()
            torch.testing.assert_close(fast(a, b), model(a, b), rtol=1e-4, atol=1e-5)
    assert 0 < fast.calls_before_switch <= before
    if not cuda_graphs:  # graph replays launch no kernel from the host
        assert cuagent.stats()["fast_path_calls"] > stats
