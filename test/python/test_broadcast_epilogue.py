"""Reductions with a broadcast epilogue (decision 115): a kept-dims sum,
mean, amax, amin, prod or logsumexp read back over the tensor it reduced
(x - x.mean(1, keepdim=True), x / x.sum(-1, keepdim=True), x * gate) is one
kernel, the row or strided template making one more pass over each row,
where rows are many; where they are few the reduction (split across blocks)
and the elementwise kernel stay two. The kernels compile with NVRTC here
(test_reduce.py compiles every builtin candidate of the tasks); the GPU
verifies them and rejects planted_slips.BROADCAST_SLIPS."""
import sys

import pytest

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_slips  # noqa: E402

# Each task's kernels: a softmax or layer norm spelled out keeps its first
# reduction apart (what the second reduces starts its kernel).
BROADCAST_TASKS = {n: 1 for n in make_task.TASKS if n.startswith("broadcast_")}
BROADCAST_TASKS.update(broadcast_manual_softmax_strided=2, broadcast_layernorm_rows=2)


def emitted(name, tmp_path, shape_scale=1):
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1,
                                shape_scale=shape_scale)
    return planted_slips.emitted(real_worker(), task, tmp_path)


def kernel_lines(source):
    return [line for line in source.splitlines() if line.startswith("// kernel ")]


@pytest.mark.parametrize("name", sorted(BROADCAST_TASKS))
def test_reduction_and_its_broadcast_are_one_kernel(name, tmp_path):
    source, plan = emitted(name, tmp_path)
    assert [step["kind"] for step in plan["steps"]] == ["launch"] * BROADCAST_TASKS[name]
    kernel = kernel_lines(source)[-1]
    assert "row-" in kernel or "strided-" in kernel, kernel
    # The reduced value is held by every thread, then read per element.
    assert source.count("const float rowValue = ") == 1, source
    assert "[i] = " in source.split("const float rowValue = ")[1], source


def test_the_broadcast_pass_reads_a_cached_prologue_value(tmp_path):
    """broadcast_layernorm_rows scales x - mean, which the variance's kernel
    computes in its prologue (its reduced input is the square): the cache
    holds x - mean (decision 123), so the last pass reads neither x nor the
    mean and recomputes nothing, and stores only the scaled value."""
    source, _ = emitted("broadcast_layernorm_rows", tmp_path)
    first, last = source.split("const float rowValue = ")
    assert "cache[k * 1 + v] = v2;" in first and "const float v2 = x0 - x1;" in first, first
    assert "in0[" not in last and "in1[" not in last and " - " not in last, last
    assert "xc * " in last and "rsqrtf(" in last, last
    assert last.count("out0[i] = ") == 1, last


def test_the_row_result_is_stored_once_per_row(tmp_path):
    """broadcast_normalize_rows returns the sum too: lane 0 stores it, the
    broadcast pass recomputes nothing it stores."""
    source, _ = emitted("broadcast_normalize_rows", tmp_path)
    first, after = source.split("const float rowValue = ")
    assert "out0[" not in first and "out1[" not in first, source
    lane0, broadcast = after.split("if (lane == 0")[1].split("cache[k * ")
    assert lane0.count("out0[i] = ") == 1 and "out1[" not in lane0, source
    assert broadcast.count("out1[i] = ") == 1 and "out0[" not in broadcast, source


def test_few_rows_stay_a_reduction_and_an_elementwise_kernel(tmp_path):
    """broadcast_normalize_rows scaled to 1024 rows (< 2048): the reduction
    and the division are two kernels, as before decision 115."""
    source, plan = emitted("broadcast_normalize_rows", tmp_path, shape_scale=8)
    assert len(plan["steps"]) == 2, plan["steps"]
    assert "rowValue" not in source, source
