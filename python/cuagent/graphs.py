"""CUDA graphs over an optimized module: ``cuagent.optimize(..., cuda_graphs=True)``.

Small networks are launch-bound: the host spends more time launching a forward's
kernels than the GPU spends running them. ``CudaGraphModule`` captures the whole
forward (cuagent kernels and stock ops alike) into one ``torch.cuda.CUDAGraph``
per input signature and replays it, so a call costs one graph launch plus the
input copies.

The guard is outside the graph. Each call's signature (per tensor: dtype, device,
shape, strides; the values of non-tensor arguments; inference mode) picks a graph;
a call no graph can serve runs the plain optimized module (eager replay) and says
why once, with an enum-like reason:

- ``GraphUnsupportedInput``: a CPU tensor, tensors on several devices, no tensor
  argument, an argument type the signature cannot hold, an input whose elements
  overlap (an expanded view), or a forward that modifies its inputs in place.
- ``GraphAutograd``: grad mode is on and an input requires grad. The graph holds
  no autograd history, so such calls run the plain module (which is what
  cuagent's kernels support: inference).
- ``GraphSignatureLimit``: ``max_graphs`` signatures are captured already; each
  graph keeps its own memory pool, so their number is capped.
- ``GraphCaptureFailed``: capturing raised (an op that synchronizes with the host,
  such as ``.item()`` or data-dependent control flow, an allocation the capture
  forbids, out of memory). The signature is not tried again; after ``max_graphs``
  failures graphs are off for the module.
- ``GraphMismatch``: the first replay differs from the eager run on the same
  inputs (an op that reads host memory or random numbers): graphs are off.

Outputs are cloned by default (``clone_outputs=True``). torch.compile's
"reduce-overhead" mode returns the graph's static outputs, which the next replay
overwrites: a caller that keeps a result across calls (a list of batch outputs, a
cache, a second thread) silently reads the later call's values. A clone costs one
device copy per output, small next to the launches saved on the networks graphs
are for; ``clone_outputs=False`` returns the static outputs for callers that
consume each result before the next call on the same stream.

Replays are serialized by a lock, and a replay on another stream than the
previous one waits for that stream's earlier replays, so threads and streams may
share a module. cuagent.reset() unloads the kernels graphs launch: graphs are
dropped on the next call and captured again.
"""

import sys
import threading
import time

import torch

__all__ = ["CudaGraphModule", "check_option", "wrap", "invalidate_all", "REASONS"]

REASONS = ("NoGpu", "GraphUnsupportedInput", "GraphAutograd", "GraphSignatureLimit",
           "GraphCaptureFailed", "GraphMismatch", "GraphNotFaster")
DEFAULT_MAX_GRAPHS = 4
# Runs before a capture: plan loading, cuBLAS/cuDNN handles and heuristics, and
# the TorchScript profiling executor's re-optimization (it compiles fusions on
# its second run) must all happen before capture, where they are not allowed.
WARMUP_CALLS = 3
# Failed signatures remembered (so they are not captured again on every call).
_MAX_REMEMBERED_FAILURES = 64
_MAX_EVENTS = 32

# Bumped by cuagent.reset(), which unloads the kernels captured graphs launch.
_generation = [0]
# One capture at a time in the process, across modules and threads.
_capture_lock = threading.Lock()


def invalidate_all():
    """Makes every CudaGraphModule drop its graphs on its next call. Called before
    cuagent.reset() unloads kernel modules: replays in flight finish first."""
    _generation[0] += 1
    if torch.cuda.is_available() and torch.cuda.is_initialized():
        for index in range(torch.cuda.device_count()):
            torch.cuda.synchronize(index)


def check_option(value):
    """The value of optimize's cuda_graphs option as a bool, or an error that
    says what it takes. None means the default, False."""
    if value is None:
        return False
    if not isinstance(value, bool):
        raise TypeError(
            "cuagent: cuda_graphs must be True or False (True captures the optimized forward "
            "as a CUDA graph per input signature and replays it; static shapes, CUDA inputs), "
            "got %r" % (value,))
    return value


class _Fallback(Exception):
    """Why a call runs the plain module: a reason of REASONS and a detail."""

    def __init__(self, reason, detail):
        super().__init__(reason + ": " + detail)
        self.reason = reason
        self.detail = detail


# ---------------------------------------------------------------------------
# Signatures: the arguments' structure with tensors replaced by their metadata.
# ---------------------------------------------------------------------------

_SCALARS = (type(None), bool, int, float, str)


def _encode(value, tensors, check_device):
    if isinstance(value, torch.Tensor):
        if value.layout != torch.strided:
            raise _Fallback("GraphUnsupportedInput", "a %s tensor argument" % value.layout)
        reason = check_device(value.device)
        if reason:
            raise _Fallback("GraphUnsupportedInput", reason)
        tensors.append(value)
        return (value.dtype, value.device, value.shape, value.stride())
    if isinstance(value, _SCALARS):
        # The type is part of the key: 1, 1.0 and True are equal in Python.
        return (type(value), value)
    if isinstance(value, (list, tuple)):
        return (type(value), tuple(_encode(item, tensors, check_device) for item in value))
    if isinstance(value, dict):
        return (dict, tuple((key, _encode(item, tensors, check_device))
                            for key, item in value.items()))
    raise _Fallback("GraphUnsupportedInput",
                    "an argument of type %s (graphs take tensors, numbers, strings, None and "
                    "lists, tuples and dicts of them)" % type(value).__name__)


def _signature(args, kwargs, check_device):
    """(key, tensors): the key picks a graph; tensors are the arguments' tensors
    in the order the static buffers hold them."""
    tensors = []
    key = (_encode(args, tensors, check_device), _encode(kwargs, tensors, check_device),
           torch.is_inference_mode_enabled())
    if not tensors:
        raise _Fallback("GraphUnsupportedInput",
                        "no tensor argument (the graph's device comes from its inputs)")
    device = tensors[0].device
    if any(t.device != device for t in tensors):
        raise _Fallback("GraphUnsupportedInput", "tensor arguments on several devices")
    # Before any signature is counted against max_graphs: no static buffer can
    # hold an expanded view (the copy in _static_copy is the general check).
    if any(stride == 0 and size > 1 for t in tensors for size, stride in zip(t.shape, t.stride())):
        raise _Fallback("GraphUnsupportedInput",
                        "an input whose elements overlap in memory (an expanded view; pass "
                        ".contiguous())")
    if torch.is_grad_enabled() and any(t.requires_grad for t in tensors):
        raise _Fallback("GraphAutograd",
                        "an input requires grad with grad mode on; a CUDA graph records no "
                        "autograd history, so these calls run the plain module. Call under "
                        "torch.no_grad() or torch.inference_mode() (cuagent is for inference)")
    return key, tensors


def _describe(tensors):
    return "%s: %s" % (tensors[0].device, ", ".join(
        "%s%s/%s" % (str(t.dtype).replace("torch.", ""), list(t.shape), list(t.stride()))
        for t in tensors))


def _rebuild(value, statics):
    """`value` with its tensors replaced, in order, by the next of `statics`."""
    if isinstance(value, torch.Tensor):
        return next(statics)
    if isinstance(value, tuple):
        items = [_rebuild(item, statics) for item in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    if isinstance(value, list):
        return [_rebuild(item, statics) for item in value]
    if isinstance(value, dict):
        return {key: _rebuild(item, statics) for key, item in value.items()}
    return value


def _static_copy(tensor):
    """A buffer of the tensor's shape, strides and dtype holding its values: the
    guard inside the graph compares strides, so the capture must see the caller's.
    A normal tensor even under inference mode: its version counter tells whether
    the forward writes to its inputs."""
    with torch.inference_mode(False):
        static = torch.empty_strided(tensor.shape, tensor.stride(), dtype=tensor.dtype,
                                     device=tensor.device)
    try:
        static.copy_(tensor)
    except RuntimeError as error:  # overlapping elements (stride 0): no buffer can hold it
        raise _Fallback("GraphUnsupportedInput",
                        "an input whose elements overlap in memory (an expanded view; pass "
                        ".contiguous()): %s" % str(error).splitlines()[0])
    return static


def _clone(value, memo):
    """`value` with every tensor cloned once (outputs that alias stay aliased)."""
    if isinstance(value, torch.Tensor):
        copy = memo.get(id(value))
        if copy is None:
            copy = memo[id(value)] = value.clone()
        return copy
    if isinstance(value, tuple):
        items = [_clone(item, memo) for item in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    if isinstance(value, list):
        return [_clone(item, memo) for item in value]
    if isinstance(value, dict):
        return {key: _clone(item, memo) for key, item in value.items()}
    return value


def _leaves(value, out):
    if isinstance(value, (list, tuple)):
        for item in value:
            _leaves(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            _leaves(item, out)
    else:
        out.append(value)
    return out


def _tolerance(dtype):
    if dtype in (torch.float16, torch.bfloat16):
        return 1e-2, 1e-3
    if dtype == torch.float64:
        return 1e-9, 1e-12
    return 1e-4, 1e-5


def _mismatch(expected, got):
    """None when the replay's outputs equal the eager run's, else what differs."""
    want, have = _leaves(expected, []), _leaves(got, [])
    if len(want) != len(have):
        return "the replay returned %d values, the eager run %d" % (len(have), len(want))
    for i, (a, b) in enumerate(zip(want, have)):
        if isinstance(a, torch.Tensor) != isinstance(b, torch.Tensor):
            return "output %d is a tensor in one run only" % i
        if not isinstance(a, torch.Tensor):
            if a != b:
                return "output %d: %r eager, %r replayed" % (i, a, b)
            continue
        if a.shape != b.shape or a.dtype != b.dtype:
            return "output %d: %s %s eager, %s %s replayed" % (i, a.dtype, list(a.shape),
                                                               b.dtype, list(b.shape))
        if a.is_floating_point() or a.is_complex():
            rtol, atol = _tolerance(a.dtype)
            same = torch.allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
        else:
            same = torch.equal(a, b)
        if not same:
            return "output %d differs between the eager run and the replay on the same inputs" % i
    return None


# ---------------------------------------------------------------------------
# The CUDA side: warm-up, capture and replay.
# ---------------------------------------------------------------------------

class _CudaBackend:
    """Warm-up and capture on a side stream, replay on the caller's stream."""

    def __init__(self):
        self._streams = {}
        self._cuda = torch.cuda.is_available()

    def check_device(self, device):
        if device.type != "cuda":
            return "a %s tensor argument (CUDA graphs need CUDA inputs)" % device.type
        return None

    def capturing(self):
        """True inside someone else's capture, where replaying ours is not ours to do."""
        return self._cuda and torch.cuda.is_current_stream_capturing()

    def _side_stream(self, device):
        stream = self._streams.get(device)
        if stream is None:
            stream = self._streams[device] = torch.cuda.Stream(device)
        return stream

    def warm_up(self, run, device, calls):
        current = torch.cuda.current_stream(device)
        stream = self._side_stream(device)
        stream.wait_stream(current)
        with torch.cuda.device(device), torch.cuda.stream(stream):
            for _ in range(calls):
                outputs = run()
        current.wait_stream(stream)
        return outputs

    def capture(self, run, device):
        """(graph, static outputs). thread_local capture mode: other threads of a
        server may keep allocating while this one captures."""
        current = torch.cuda.current_stream(device)
        stream = self._side_stream(device)
        stream.wait_stream(current)
        graph = torch.cuda.CUDAGraph()
        # A pool of our own naming, so that a failed capture's pool can be released.
        pool = torch.cuda.graph_pool_handle()
        generator = _default_generator(device)
        saved = generator.clone_state() if generator is not None else None
        with torch.cuda.device(device), torch.cuda.stream(stream):
            graph.capture_begin(pool=pool, capture_error_mode="thread_local")
            try:
                outputs = run()
            except BaseException:
                # End the capture so the stream leaves capture mode; the error
                # that made it fail is the one worth reporting.
                try:
                    graph.capture_end()
                except Exception:  # an invalidated capture fails to end: expected here
                    _release_failed_capture(device, pool)
                # capture_begin registered the device's default generator and
                # only a successful capture_end unregisters it: without this,
                # every later torch.rand* on the device raises "Offset increment
                # outside graph capture" (seen on the H200, torch 2.11).
                if saved is not None:
                    generator.graphsafe_set_state(saved)
                raise
            graph.capture_end()
        current.wait_stream(stream)
        return graph, outputs

    def replay(self, entry):
        current = torch.cuda.current_stream(entry.device)
        if entry.last_stream != current:
            if entry.last_stream is not None:
                # Earlier replays on another stream read and write the same
                # static buffers: this stream waits for them.
                event = torch.cuda.Event()
                event.record(entry.last_stream)
                current.wait_event(event)
            entry.last_stream = current
        entry.graph.replay()

    def synchronize(self, device):
        torch.cuda.synchronize(device)


def _default_generator(device):
    """The device's default CUDA generator, or None where torch has no graph-safe
    state API (then a failed capture may leave it registered)."""
    index = device.index if device.index is not None else torch.cuda.current_device()
    generator = torch.cuda.default_generators[index]
    if hasattr(generator, "clone_state") and hasattr(generator, "graphsafe_set_state"):
        return generator
    return None


def _release_failed_capture(device, pool):
    """What CUDAGraph.capture_end does after cudaStreamEndCapture, which it skips
    when that fails (torch 2.11): the allocator stops routing to the capture's
    pool (else every later allocation keeps checking it) and the pool is freed."""
    index = device.index if device.index is not None else torch.cuda.current_device()
    # Each step on its own: capture_end may have done the first before failing.
    # A torch without these private hooks keeps the pool; nothing else breaks.
    for step in ("_cuda_endAllocateToPool", "_cuda_releasePool"):
        try:
            getattr(torch._C, step)(index, pool)
        except Exception:
            pass


class _Entry:
    """One captured signature."""

    __slots__ = ("graph", "inputs", "outputs", "device", "last_stream", "replays")

    def __init__(self, graph, inputs, outputs, device):
        self.graph = graph
        self.inputs = inputs
        self.outputs = outputs
        self.device = device
        self.last_stream = None
        self.replays = 0


class CudaGraphModule(torch.nn.Module):
    """Replays `module`'s forward as a CUDA graph per input signature; calls no
    graph serves run `module` itself. See the module docstring for the reasons
    and the output aliasing.

    `module` is the plain module (``.module``; save that one with
    torch.jit.save: graphs are not saved). Graphs are kept for up to
    `max_graphs` signatures, each with its own memory pool, released by
    ``reset_graphs()`` or when the module is dropped. Moving or converting the
    module (``.to()``, ``.cuda()``, ``.half()``) drops its graphs too.
    """

    def __init__(self, module, report=None, max_graphs=DEFAULT_MAX_GRAPHS, clone_outputs=True,
                 _backend=None):
        super().__init__()
        if isinstance(max_graphs, bool) or not isinstance(max_graphs, int) or max_graphs < 1:
            raise ValueError("cuagent: max_graphs must be an integer >= 1, got %r" % (max_graphs,))
        self.module = module
        self.max_graphs = max_graphs
        self.clone_outputs = bool(clone_outputs)
        self.cuagent_report = report
        info = {"enabled": True, "max_graphs": max_graphs, "clone_outputs": self.clone_outputs,
                "graphs": [], "events": []}
        self._info = report.setdefault("cuda_graphs", info) if report is not None else info
        self._backend = _backend or _CudaBackend()
        self._lock = threading.RLock()
        self._graphs = {}
        self._failed = set()
        self._failures = 0
        self._disabled = None
        self._said = set()
        self._generation = _generation[0]
        self._eager_calls = 0

    # -- calls ---------------------------------------------------------------

    def __call__(self, *args, **kwargs):
        # nn.Module's hook machinery costs microseconds per call; the wrapper
        # has no hooks of its own.
        return self.forward(*args, **kwargs)

    def forward(self, *args, **kwargs):
        if self._generation != _generation[0]:
            self.reset_graphs()
        if self._disabled is not None or self._backend.capturing():
            return self._eager(args, kwargs)
        try:
            key, tensors = _signature(args, kwargs, self._backend.check_device)
        except _Fallback as fallback:
            self._note(fallback, None)
            return self._eager(args, kwargs)
        with self._lock:
            entry = self._graphs.get(key)
            if entry is None:
                # The capture's check replayed on this call's values already.
                entry = self._capture_new(key, args, kwargs, tensors)
                if entry is None:
                    return self._eager(args, kwargs)
            else:
                if len(tensors) == 1:
                    entry.inputs[0].copy_(tensors[0])
                else:
                    torch._foreach_copy_(entry.inputs, tensors)
                self._backend.replay(entry)
            entry.replays += 1
            if self.clone_outputs:
                return _clone(entry.outputs, {})
            return entry.outputs

    def _eager(self, args, kwargs):
        self._eager_calls += 1
        return self.module(*args, **kwargs)

    # -- capture -------------------------------------------------------------

    def _capture_new(self, key, args, kwargs, tensors):
        """The entry for a new signature, or None (the reason noted) when this
        call runs the plain module."""
        if key in self._failed:
            return None
        if len(self._graphs) >= self.max_graphs:
            self._note(_Fallback("GraphSignatureLimit",
                                 "%d signatures are captured already (max_graphs); other "
                                 "signatures run the plain module" % self.max_graphs), tensors)
            return None
        start = time.perf_counter()
        try:
            with _capture_lock:
                entry = self._capture(args, kwargs, tensors)
        except _Fallback as fallback:
            self._remember_failure(key, fallback, tensors)
            return None
        except Exception as error:  # any capture failure: the plain module serves
            text = (str(error).strip().splitlines() or [""])[0][:400]
            self._remember_failure(
                key, _Fallback("GraphCaptureFailed", "%s: %s" % (type(error).__name__, text)),
                tensors)
            return None
        self._graphs[key] = entry
        self._info["graphs"].append({"signature": _describe(tensors),
                                     "capture_ms": (time.perf_counter() - start) * 1e3})
        return entry

    def _capture(self, args, kwargs, tensors):
        device = tensors[0].device
        statics = [_static_copy(t) for t in tensors]
        order = iter(statics)  # _signature took args' tensors, then kwargs'
        static_args = _rebuild(args, order)
        static_kwargs = _rebuild(kwargs, order)
        versions = [t._version for t in statics]

        def run():
            return self.module(*static_args, **static_kwargs)

        with torch.no_grad():
            expected = self._backend.warm_up(run, device, WARMUP_CALLS)
            if [t._version for t in statics] != versions:
                raise _Fallback("GraphUnsupportedInput",
                                "forward modifies an input in place; a graph would modify its "
                                "own copy of the input, not the caller's tensor")
            graph, outputs = self._backend.capture(run, device)
            entry = _Entry(graph, statics, outputs, device)
            self._backend.replay(entry)
            why = _mismatch(expected, outputs)
        if why:
            raise _Fallback("GraphMismatch", why + " (an op that reads host memory or random "
                            "numbers cannot be replayed)")
        return entry

    def _remember_failure(self, key, fallback, tensors):
        if len(self._failed) < _MAX_REMEMBERED_FAILURES:
            self._failed.add(key)
        self._failures += 1
        if fallback.reason == "GraphMismatch" or self._failures >= self.max_graphs:
            self._disabled = fallback.reason
            self._info["enabled"] = False
            self._info["reason"] = str(fallback)
        self._note(fallback, tensors)

    # -- reporting and state ---------------------------------------------------

    def _note(self, fallback, tensors):
        """Records why a call runs the plain module; says so on stderr once per reason."""
        events = self._info["events"]
        if len(events) < _MAX_EVENTS:
            events.append({"reason": fallback.reason, "detail": fallback.detail,
                           "signature": _describe(tensors) if tensors else None})
        if fallback.reason not in self._said:
            self._said.add(fallback.reason)
            print("cuagent: cuda_graphs: a call runs the plain optimized module: %s (said once "
                  "per reason; see the report's cuda_graphs section)" % fallback, file=sys.stderr)

    def graph_stats(self):
        """{"graphs", "replays", "eager_calls", "disabled"}: cuagent.stats() counts
        cuagent kernels launched from the host, which replays do not do."""
        return {"graphs": len(self._graphs),
                "replays": sum(e.replays for e in self._graphs.values()),
                "eager_calls": self._eager_calls,
                "disabled": self._disabled}

    def reset_graphs(self):
        """Drops every graph (their memory pools are released) and forgets failed
        signatures; the next call of each signature captures again."""
        with self._lock:
            devices = {entry.device for entry in self._graphs.values()}
            for device in devices:  # no replay may still be running on a freed pool
                self._backend.synchronize(device)
            self._graphs.clear()
            self._failed.clear()
            self._failures = 0
            self._disabled = None
            self._generation = _generation[0]

    def _apply(self, fn, *args, **kwargs):
        self.reset_graphs()
        return super()._apply(fn, *args, **kwargs)


def _leaf_tensors(value):
    return list(_tensor_leaves(value))


def _tensor_leaves(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _tensor_leaves(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _tensor_leaves(item)


# ---------------------------------------------------------------------------
# optimize's step: capture the example signature, keep graphs when they win.
# ---------------------------------------------------------------------------

def _say(text):
    print("cuagent: cuda_graphs: " + text, file=sys.stderr)


def wrap(plain, inputs, report, check_speed, median_ms, gpu_lock, rounds=3, slice_ms=200.0):
    """What optimize returns for cuda_graphs=True: a CudaGraphModule over `plain`
    when the example inputs' signature captures and (with check_speed) replays
    faster than `plain` runs; else `plain`, with the reason in
    report["cuda_graphs"]."""
    if not torch.cuda.is_available() or not _on_cuda(inputs):
        why = ("NoGpu: the example inputs are not CUDA tensors (CUDA graphs need a GPU); the "
               "plain optimized module is returned")
        report["cuda_graphs"] = {"enabled": False, "reason": why}
        _say(why)
        return plain
    wrapper = CudaGraphModule(plain, report=report)
    info = report["cuda_graphs"]
    with torch.no_grad():
        wrapper(*inputs)
    if not wrapper._graphs:
        event = info["events"][-1] if info["events"] else {"reason": "GraphCaptureFailed",
                                                           "detail": "no graph was captured"}
        return _keep_plain(plain, info, "%s: %s" % (event["reason"], event["detail"]))
    if not check_speed:
        return wrapper
    with torch.no_grad(), gpu_lock():
        for module in (plain, wrapper):
            for _ in range(3):
                module(*inputs)
        calls = max(3, min(50, int(slice_ms / max(median_ms(plain, inputs, 1), 1e-3))))
        times = {"plain": [], "graphs": []}
        for _ in range(rounds):
            times["plain"].append(median_ms(plain, inputs, calls))
            times["graphs"].append(median_ms(wrapper, inputs, calls))
    plain_ms, graphs_ms = (sorted(v)[rounds // 2] for v in times.values())
    info["end_to_end"] = {"plain_ms": plain_ms, "graphs_ms": graphs_ms}
    if not graphs_ms < plain_ms:
        wrapper.reset_graphs()
        return _keep_plain(plain, info, "GraphNotFaster: a replay took %.4f ms per call, the plain "
                           "optimized module %.4f ms" % (graphs_ms, plain_ms))
    return wrapper


def _keep_plain(plain, info, why):
    info["enabled"] = False
    info["reason"] = why
    _say("the plain optimized module is returned: " + why)
    return plain


def _on_cuda(inputs):
    tensors = _leaf_tensors(inputs)
    return bool(tensors) and all(t.is_cuda for t in tensors)
