"""Strided reductions that read their column twice (softmax and log_softmax
over a non-last dim, a reduction read back over its input) keep each
thread's share of the column in registers when it is at most the kernel's
maxCachedPerThread (decision 118): the input is read once. These tests read
the emitted CUDA; test_layout.py compiles the planted slip with NVRTC and
the GPU verifies the kernels and rejects planted_slips'
strided-cache-holds-the-load."""
import sys

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_slips  # noqa: E402


def emitted(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1)
    source, _ = planted_slips.emitted(real_worker(), task, tmp_path)
    return source


def later_pass(source, marker):
    """The kernel's code after `marker` (where the column's value is known)."""
    assert source.count(marker) == 1, source
    return source.split(marker)[1]


def test_a_short_channel_softmax_reads_its_input_once(tmp_path):
    """42 channels over 4 ty threads: 11 values per thread, cached after the
    prologue (x * 4), the last one past the column's end skipped."""
    source = emitted("softmax_dim1_cached", tmp_path)
    assert "column cached in registers" in source, source
    assert source.count("in0[") == 1, source
    assert "float cache[11];" in source and "if (r >= 42LL) break;" in source, source
    first = source.split("const float shift = ")[0]
    assert "cache[k] = v2;" in first and "x1 * ((float)0x1p+2)" in first, first
    # The statistics over the registers: the max as the column loads, then
    # the exponentials kept in the cache with their sum; the write scales.
    assert "cuagent_online_add" not in source, source
    sums = later_pass(source, "float sum = 0.f;").split("const float shift = ")[0]
    assert "const float e = expf(xc - acc); cache[k] = e; sum += e;" in sums, sums
    write = later_pass(source, "const float shift = ")
    assert "const float xc = cache[k];" in write and "xc * scale" in write, write
    assert "expf(" not in write, write


def test_a_long_channel_softmax_reads_its_input_again(tmp_path):
    """1000 channels over 4 ty threads (250 each) do not fit: the write pass
    loads and scales x again."""
    source = emitted("softmax_dim1", tmp_path)
    assert "cache[" not in source, source
    write = later_pass(source, "const float shift = ")
    assert "in0[i]" in write, write


def test_a_strided_broadcast_reads_the_cache(tmp_path):
    """x - logsumexp(x, 1, keepdim) + b: the subtraction takes x from the
    cache; b, not part of the column, is loaded."""
    source = emitted("broadcast_logsumexp_strided", tmp_path)
    assert "column cached in registers" in source, source
    last = later_pass(source, "const float rowValue = ")
    assert "in0[" not in last and "xc - rowValue" in last and "in1[" in last, last


def test_a_plain_reduction_keeps_no_cache(tmp_path):
    """One pass over the column: nothing to keep."""
    source = emitted("logsumexp_dim1_sigmoid", tmp_path)
    assert "cache[" not in source, source
