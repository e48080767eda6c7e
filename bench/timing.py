"""Timing helpers: CUDA events with L2 flush, profiler kernel-time sum, CPU perf_counter."""
from __future__ import annotations

import statistics
import time
from typing import Callable, Optional

import torch

L2_FLUSH_BYTES = 256 * 1024 * 1024

_flush_buf: Optional[torch.Tensor] = None


def _flush_l2(device: str) -> None:
    global _flush_buf
    if _flush_buf is None or str(_flush_buf.device) != str(torch.device(device)):
        _flush_buf = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device)
    _flush_buf.fill_(0)


def sync(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def summarize(samples_ms: list) -> dict:
    return {
        "median": statistics.median(samples_ms),
        "min": min(samples_ms),
        "mean": statistics.fmean(samples_ms),
        "stdev": statistics.stdev(samples_ms) if len(samples_ms) > 1 else 0.0,
        "trials": len(samples_ms),
    }


def time_fn(fn: Callable[[], object], device: str, budget_s: float = 5.0, max_trials: int = 100,
            warmup: int = 3, min_trials: int = 3) -> dict:
    """Time ``fn`` per call.  CUDA: events around each call, L2 flushed before each trial.
    CPU: time.perf_counter.  Stops at ``max_trials`` or when ``budget_s`` is spent (after
    ``min_trials``).  Returns milliseconds summary (median/min/mean/stdev/trials)."""
    return summarize(time_samples(fn, device, budget_s, max_trials, warmup, min_trials))


def time_interleaved(fns: dict, device: str, budget_s: float, max_trials: int = 100,
                     rounds: int = 3) -> dict:
    """Times several callables in ``rounds`` alternating slices of their budget, so drift in
    host or GPU speed during the run falls on every one of them alike.  {name: summary}."""
    samples = {name: [] for name in fns}
    for r in range(rounds):
        for name, fn in fns.items():
            samples[name] += time_samples(fn, device, budget_s / rounds, max(1, max_trials // rounds),
                                          warmup=3 if r == 0 else 0, min_trials=1)
    return {name: summarize(s) for name, s in samples.items()}


def time_samples(fn: Callable[[], object], device: str, budget_s: float = 5.0, max_trials: int = 100,
                 warmup: int = 3, min_trials: int = 3) -> list:
    """Per-call milliseconds, as time_fn measures them."""
    cuda = device.startswith("cuda")
    t_start = time.perf_counter()
    for _ in range(warmup):
        fn()
        if time.perf_counter() - t_start > budget_s / 2:
            break
    sync(device)
    samples = []
    t_start = time.perf_counter()
    if cuda:
        starts = [torch.cuda.Event(enable_timing=True) for _ in range(max_trials)]
        ends = [torch.cuda.Event(enable_timing=True) for _ in range(max_trials)]
        n = 0
        while n < max_trials:
            _flush_l2(device)
            starts[n].record()
            fn()
            ends[n].record()
            n += 1
            if n >= min_trials and n % 5 == 0:
                torch.cuda.synchronize()
                if time.perf_counter() - t_start > budget_s:
                    break
        torch.cuda.synchronize()
        samples = [s.elapsed_time(e) for s, e in zip(starts[:n], ends[:n])]
    else:
        while len(samples) < max_trials:
            t0 = time.perf_counter()
            fn()
            samples.append((time.perf_counter() - t0) * 1e3)
            if len(samples) >= min_trials and time.perf_counter() - t_start > budget_s:
                break
    return samples


def kernel_time_ms(fn: Callable[[], object], device: str, calls: int = 3) -> Optional[float]:
    """Summed device-kernel time per call from torch.profiler (CUDA only; None on CPU).
    A profiler session slows host-bound calls made after it in the same process (measured
    on the H200: an LSTM 38.7 -> 66.8 ms per call), so callers take it after all timing."""
    if not device.startswith("cuda"):
        return None
    from torch.profiler import ProfilerActivity, profile

    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            fn()
        torch.cuda.synchronize()
    total_us = 0.0
    for evt in prof.events():
        if evt.device_type == torch.autograd.DeviceType.CUDA:
            total_us += evt.time_range.elapsed_us()
    return total_us / calls / 1e3


def timed_call(fn: Callable[[], object], device: str) -> float:
    """Wall time (s) of one synchronized call, e.g. a first call that triggers compilation."""
    sync(device)
    t0 = time.perf_counter()
    fn()
    sync(device)
    return time.perf_counter() - t0
