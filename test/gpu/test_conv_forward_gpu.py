"""GPU tests of transposed convs run as the forward convs they equal (decision 137).

A transposed conv with unit strides (no output padding, padding within the window's
reach) is the forward conv over the same x whose filter has its two channel dims
swapped per group and its window reversed, with padding dilation * (R - 1) - padding;
an NVRTC kernel writes that filter into workspace and the cudnn step runs cuDNN's
forward engines instead of its dgrad ones. Every builtin `-fw` candidate must verify
(`conv_transpose*_unit_stride_*` are also in test_worker_gpu.py's builtin test, which
requires every candidate to), and planted faulty filters (the window not reversed,
another group's channels, the filter read as if already forward, no filter written)
must be rejected as wrong results."""
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from planted_fullred import candidates_json, emitted, in_marked  # noqa: E402
from test_fp32_emulated_gpu import TRANSLATE, toolchain, _versions  # noqa: E402
from test_worker_gpu import reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

# make_task's conv_transpose2d_unit_stride_groups: filter [2 * 32, 24, 3, 2]
# -> forward [2 * 24, 32, 3, 2], windows of 6, forward padding (3, 1).
CONVT_MLIR = r'''
func.func @conv_transpose2d_unit_stride_groups(%x: tensor<8x64x48x40xf32>, %w: tensor<64x24x3x2xf32>, %b: tensor<48xf32>) -> tensor<8x48x50x41xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 0>, dilation = array<i64: 2, 1>, output_padding = array<i64: 0, 0>, groups = 2 : i64, transposed = true} : tensor<8x64x48x40xf32>, tensor<64x24x3x2xf32>, tensor<48xf32> -> tensor<8x48x50x41xf32>
  %1 = cuagent.relu %0 : tensor<8x48x50x41xf32>
  return %1 : tensor<8x48x50x41xf32>
}
'''

FILTER = "transposed conv filter [64, 24, 6] as the forward conv's [48, 32, 6]"
READ = "in[((g * 32LL + c) * 24LL + k) * 6LL + 5LL - r]"


def _filter_not_written(plan):
    """The filter kernel's launch dropped: cuDNN reads a workspace nothing wrote."""
    plan["steps"] = [s for s in plan["steps"] if not s.get("function", "").endswith("_forward_w")]
    return plan


PLANTED = {
    "correct": ([], [], None),
    "fw-window-not-reversed": ([in_marked(FILTER, READ, READ.replace("5LL - r", "r"))], [],
                               "wrong result"),
    "fw-other-group": ([in_marked(FILTER, READ, READ.replace("g * 32LL", "(g ^ 1) * 32LL"))],
                       [], "wrong result"),
    "fw-read-as-forward": ([in_marked(FILTER, READ, "in[(o * 32LL + c) * 6LL + 5LL - r]")], [],
                           "wrong result"),
    "fw-filter-not-written": ([], [_filter_not_written], "wrong result"),
}


def test_planted_faulty_forward_filters_are_rejected(tmp_path):
    name = "conv_transpose2d_unit_stride_groups"
    source, plan = emitted(TRANSLATE, tmp_path, CONVT_MLIR, name, "--conv-transposed-forward")
    plan = _versions(plan, toolchain())
    cudnn = [s["conv"] for s in plan["steps"] if s["kind"] == "cudnn"]
    assert len(cudnn) == 1 and not cudnn[0]["transposed"] and cudnn[0]["padding"] == [3, 1], cudnn
    reject_planted(tmp_path, name, candidates_json(source, plan, PLANTED, FILTER), PLANTED)


@pytest.mark.parametrize("name", ["conv_transpose2d_unit_stride_groups",
                                  "conv_transpose3d_unit_stride_layer_norm_tf32"])
def test_forward_candidates_verify(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda", max_memory_ratio=0)
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "16")
    forward = [c for c in report["candidates"] if "-fw" in c["id"]]
    assert forward, [c["id"] for c in report["candidates"]]
    assert all(c["verified"] for c in forward), forward
    dgrad = [c for c in report["candidates"] if "-e" in c["id"] and c not in forward]

    def best(cs):
        times = [c["median_ms"] for c in cs if c["verified"]]
        return min(times) if times else float("nan")

    print(f"\n{name}: best forward {best(forward):.4f} ms, best dgrad {best(dgrad):.4f} ms; "
          f"chosen {report['best']['candidate']}")
