"""Background JIT mode: ``cuagent.optimize(module, inputs, mode="jit")``.

A service wants its first request served at once. ``optimize(..., mode="jit")``
returns a ``JitModule`` as soon as the module is scripted and frozen; its calls
run the stock frozen module (``torch.jit.freeze`` of the scripted module in eval
mode, exactly what ``mode="aot"`` returns when nothing is patched) while one
daemon thread runs the whole aot pipeline (partition, compile, verify, patch,
the end-to-end check; ``cuda_graphs`` too) on copies of the example inputs.
When that yields a patched, verified module that beat the stock one, the
JitModule switches to it; otherwise it keeps the stock module for good, with
the reason in ``.report["jit"]``:

- ``JitPending``: the background compile has not finished.
- ``JitNothingPatched``: the pipeline ran and patched nothing (every group
  stayed stock: NoGpu on CPU inputs, TooLarge, WorkerFailed, VerifyFailed,
  NotFaster, the end-to-end check; the groups' reasons follow).
- ``JitCompileFailed``: the pipeline raised (strict=True, a model that fails
  on the copied inputs, a bug). Never raised into the caller's calls.
- ``JitInterrupted``: a termination signal (or interpreter exit) stopped it.

The switch takes no lock on the hot path. ``__call__`` reads one attribute,
``_run`` (in the instance ``__dict__``): the stock runner or the fast module.
The background thread builds the fast module completely (loaded, plans loaded
and run by the end-to-end check, the device synchronized) and then publishes it
with one assignment to that attribute. Under the GIL a dict store and a dict
load are each atomic, and the GIL orders everything the background thread did
before the store ahead of every load that sees it, so a call sees either the
old runner or the finished module, never a half-built one. A call that read
the old runner keeps a reference to it and finishes on the stock module, which
stays alive until that call returns. TorchScript modules may be called from
several threads at once (each call has its own interpreter frame; the graph
executor compiles its optimized plan under its own lock), and cuagent's guard
and dispatch take no lock across calls, so calls in flight on both modules at
the switch are fine.
"""

import atexit
import itertools
import sys
import threading
import time

import torch

__all__ = ["JitModule", "REASONS", "check_mode", "clone_inputs"]

MODES = ("aot", "jit")
REASONS = ("JitPending", "JitNothingPatched", "JitCompileFailed", "JitInterrupted")
# At interpreter exit, how long to wait for an interrupted compile to unwind
# (its folders are removed by then; it only has to leave the C++ op).
EXIT_JOIN_S = 10.0


def check_mode(value):
    """optimize's mode option: "aot" (None, the default) or "jit", or an error
    that says what each does."""
    if value is None:
        return "aot"
    if value not in MODES:
        raise ValueError(
            "cuagent: mode must be 'aot' (compile now and return the optimized module; the "
            "default) or 'jit' (return at once a cuagent.JitModule that runs the stock frozen "
            "module while a background thread compiles, then switches to the optimized one), "
            "got %r" % (value,))
    return value


def clone_inputs(value):
    """A copy of forward's arguments that shares no memory with the caller's, with
    the same dtypes, devices, shapes and strides (the compiled groups' guards are
    keyed by them): the caller may reuse or overwrite theirs while the background
    compile reads the copy."""
    if isinstance(value, torch.Tensor):
        return _clone_tensor(value)
    if isinstance(value, list):
        return [clone_inputs(item) for item in value]
    if isinstance(value, tuple):
        return tuple(clone_inputs(item) for item in value)
    if isinstance(value, dict):
        return {key: clone_inputs(item) for key, item in value.items()}
    return value


def _clone_tensor(tensor):
    tensor = tensor.detach()
    copy = tensor.clone()  # preserve_format: same strides for dense tensors
    if copy.stride() == tensor.stride() or tensor.numel() == 0:
        return copy
    # Overlapping or gapped strides (an expanded view, a slice): copy the storage
    # and view it the same way.
    storage = tensor.untyped_storage().clone()
    return torch.empty(0, dtype=tensor.dtype, device=tensor.device).set_(
        storage, tensor.storage_offset(), tensor.size(), tensor.stride())


def _count(counter):
    """The number of next() calls an itertools.count(0) has had."""
    return int(repr(counter)[len("count("):-1])


class _StockRunner:
    """Runs the stock module and counts the call. next() on an itertools.count is
    one C call under the GIL: no increment is lost between threads."""

    __slots__ = ("module", "calls")

    def __init__(self, module):
        self.module = module
        self.calls = itertools.count()

    def __call__(self, *args, **kwargs):
        next(self.calls)
        return self.module(*args, **kwargs)


def _first_line(error):
    text = (str(error).strip().splitlines() or [""])[0][:600]
    return "%s: %s" % (type(error).__name__, text) if text else type(error).__name__


def _nothing_patched_reason(report):
    """Why the aot pipeline returned the stock module: the report's own reason
    (a module-level fallback), the end-to-end check, or the groups' reasons."""
    if report.get("reason"):
        return report["reason"]
    end_to_end = report.get("end_to_end")
    if end_to_end and not end_to_end.get("kept", True):
        return ("NotFaster: the patched module took %.4f ms per call end to end, the stock "
                "frozen module %.4f ms" % (end_to_end["optimized_ms"], end_to_end["stock_ms"]))
    reasons = ["group%d: %s" % (g.get("index", -1), g.get("reason", g.get("status", "?")))
               for g in report.get("groups", [])]
    if not reasons:
        return "the model has no group cuagent compiles (see the report's fallbacks)"
    shown = "; ".join(reasons[:4])
    return shown + ("; ... (%d groups)" % len(reasons) if len(reasons) > 4 else "")


def _is_fast(module, report):
    """The aot result is worth switching to: groups patched (and kept by the
    end-to-end check), or CUDA graphs that replay faster (graphs.wrap returns a
    CudaGraphModule only then)."""
    if report.get("patched_groups", 0) > 0:
        return True
    graphs = report.get("cuda_graphs")
    return module is not None and bool(graphs and graphs.get("enabled"))


class JitModule(torch.nn.Module):
    """What ``optimize(..., mode="jit")`` returns: calls run the stock frozen
    module until the background compile publishes a faster one (see the module
    docstring for the switch and the reasons).

    ``compile_fn(should_stop)`` runs on the background thread and returns
    ``(module, report)`` as ``optimize(mode="aot")`` would; it may raise, and
    raises KeyboardInterrupt when ``should_stop()`` (the process is exiting).
    ``start=False``
    leaves the thread unstarted (``start()``), for tests. The modules are held
    as plain attributes, not submodules: like the frozen module aot returns,
    the JitModule is a callable for inference; move the model to its device
    before optimize.
    """

    def __init__(self, stock, compile_fn, start=True, log=None):
        super().__init__()
        runner = _StockRunner(stock)
        self.__dict__["_run"] = runner
        self._stock_runner = runner
        self._stock_calls = runner.calls
        self._compile_fn = compile_fn
        self._log = log or (lambda text: print("cuagent: jit: " + text, file=sys.stderr))
        self._done = threading.Event()
        self._switched = False
        self._cancelled = False
        self._started_at = time.perf_counter()
        self._report = {
            "mode": "jit", "status": "pending", "patched_groups": 0, "groups": [],
            "fallbacks": [],
            "jit": {"status": "pending", "switched": False,
                    "reason": "JitPending: the background compile has not finished"}}
        self.cuagent_report = self._report
        self._thread = threading.Thread(target=self._background, name="cuagent-jit",
                                        daemon=True)
        if start:
            self.start()

    # -- calls ----------------------------------------------------------------

    def __call__(self, *args, **kwargs):
        # The hot path: one attribute read. nn.Module's hook machinery costs
        # microseconds per call; the JitModule has no hooks of its own.
        return self._run(*args, **kwargs)

    def forward(self, *args, **kwargs):
        return self._run(*args, **kwargs)

    # -- state ------------------------------------------------------------------

    @property
    def module(self):
        """The module calls run now: the stock frozen module, or the optimized one."""
        run = self._run
        return run.module if isinstance(run, _StockRunner) else run

    @property
    def ready(self):
        """True once the background compile has finished, whatever its outcome
        (``.switched`` says whether the optimized module is in)."""
        return self._done.is_set()

    @property
    def switched(self):
        return self._switched

    @property
    def calls_before_switch(self):
        """Calls that ran the stock module (all calls so far when it is kept)."""
        return _count(self._stock_calls)

    @property
    def report(self):
        """The aot pipeline's report with a "jit" section once ready, else a
        pending report."""
        return self._report

    def wait(self, timeout=None):
        """Blocks until the background compile has finished or `timeout` seconds
        have passed; returns ``.ready``."""
        return self._done.wait(timeout)

    # -- the background compile ---------------------------------------------------

    def start(self):
        with _pending_lock:
            _pending.add(self)
        self._thread.start()

    def _background(self):
        try:
            self._compile()
        finally:
            with _pending_lock:
                _pending.discard(self)
            self._done.set()

    def _compile(self):
        try:
            if self._cancelled:
                raise KeyboardInterrupt("the process is exiting")
            module, report = self._compile_fn(lambda: self._cancelled)
        except KeyboardInterrupt as error:  # an interrupted optimize, or exit
            self._keep_stock(None, "JitInterrupted", _first_line(error))
            return
        except BaseException as error:  # anything else: the caller's calls never see it
            self._keep_stock(None, "JitCompileFailed", _first_line(error))
            return
        if self._cancelled:
            self._keep_stock(report, "JitInterrupted", "the process is exiting")
        elif not _is_fast(module, report):
            self._keep_stock(report, "JitNothingPatched", _nothing_patched_reason(report))
        else:
            self._switch(module, report)

    def _finish_report(self, report, status, reason):
        report = dict(report) if report else {"groups": [], "fallbacks": [], "patched_groups": 0}
        report["mode"] = "jit"
        report["jit"] = {"status": status, "switched": status == "switched",
                         "reason": reason,
                         "compile_s": time.perf_counter() - self._started_at,
                         "calls_before_switch": self.calls_before_switch}
        return report

    def _switch(self, module, report):
        self._report = self._finish_report(report, "switched", None)
        self.cuagent_report = self._report
        self._switched = True
        self.__dict__["_run"] = module  # the switch: one reference assignment
        # Calls in flight hold the runner; new ones never see it again.
        self._stock_runner = None

    def _keep_stock(self, report, kind, detail):
        reason = "%s: %s" % (kind, detail)
        self._report = self._finish_report(report, "stock", reason)
        self.cuagent_report = self._report
        if not self._cancelled:  # at exit nobody calls it any more: say nothing
            self._log("the stock module is kept for good: " + reason)

    def __repr__(self):
        state = "switched" if self._switched else ("stock" if self.ready else "pending")
        return "JitModule(%s, calls_before_switch=%d)" % (state, self.calls_before_switch)


# -----------------------------------------------------------------------------
# Interpreter exit while compiling.
#
# The thread is a daemon: exit does not wait for a compile. But no destructor
# runs on a daemon thread at exit, so the worker it started and the task
# folders it owns would outlive the process's Python side. The C++ op
# _interrupt_for_exit does what the SIGTERM handler does (kill the worker's
# process group, remove every owned folder) and makes the compile stop at its
# next check; the thread then has a few seconds to leave the op.
# -----------------------------------------------------------------------------

_pending = set()
_pending_lock = threading.Lock()


def _interrupt_native():
    try:
        torch.ops.cuagent._interrupt_for_exit()
    except (AttributeError, RuntimeError):  # library not loaded: nothing of ours runs
        pass


def _stop_pending(interrupt=_interrupt_native, join_s=EXIT_JOIN_S):
    with _pending_lock:
        pending = list(_pending)
    if not pending:
        return
    for module in pending:
        module._cancelled = True
    interrupt()
    deadline = time.monotonic() + join_s
    for module in pending:
        module._thread.join(max(0.0, deadline - time.monotonic()))


atexit.register(_stop_pending)
