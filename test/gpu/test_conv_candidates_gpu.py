"""GPU tests of the cudnn plan step: the builtin conv candidates (engines x
bias placement) verify, and planted faulty conv plans -- each one a plan the
format accepts -- are rejected by verification or by the runtime.

The conv tasks are registered into make_task.TASKS here. Their references
are computed with cuDNN's TF32 off: PyTorch allows TF32 in cuDNN convs by
default (torch.backends.cudnn.allow_tf32), which is not fp32."""
import json
import os
import sys

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from planted_fullred import candidates_json, emitted  # noqa: E402
from test_fp32_emulated_gpu import TRANSLATE, _replace, _versions, toolchain  # noqa: E402
from test_worker_gpu import reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


def _strict(fn):
    """`fn` with cuDNN's TF32 off (the fp32 reference)."""
    def run(*tensors):
        with torch.backends.cudnn.flags(enabled=True, allow_tf32=False):
            return fn(*tensors)
    return run


N, C, H, W, GROUPS = 8, 64, 32, 32, 2
CONV = dict(stride=[1, 1], padding=[1, 1], dilation=[1, 1], groups=GROUPS)

CONV_TASKS = {
    # The planted plans' task: conv2d (2 groups, K = 32 * 9) + bias, relu.
    "conv2d_bias_relu": dict(
        inputs=[("%x", [N, C, H, W]), ("%w", [C, C // GROUPS, 3, 3], (C // GROUPS * 9) ** -0.5),
                ("%b", [C], 0.1)],
        nodes=[("aten::conv2d", ["%x", "%w", "%b"], "%1", CONV),
               ("aten::relu", ["%1"], "%2", {})],
        outputs=["%2"],
        fn=_strict(lambda x, w, b: [F.relu(F.conv2d(x, w, b, padding=1, groups=GROUPS))]),
    ),
    "conv_transpose2d_bias": dict(
        inputs=[("%x", [4, 32, 15, 15]), ("%w", [32, 8, 3, 3], 0.1), ("%b", [16], 0.1)],
        nodes=[("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
                dict(stride=[2, 2], padding=[1, 1], output_padding=[1, 1], groups=2,
                     dilation=[1, 1]))],
        outputs=["%1"],
        fn=_strict(lambda x, w, b: [F.conv_transpose2d(x, w, b, stride=2, padding=1,
                                                       output_padding=1, groups=2)]),
    ),
    "conv3d_clamp_tf32": dict(
        precision="tf32",
        inputs=[("%x", [2, 16, 8, 16, 16]), ("%w", [32, 16, 3, 3, 3], 0.05)],
        nodes=[("aten::conv3d", ["%x", "%w"], "%1",
                dict(stride=[1, 2, 2], padding=[1, 1, 1], dilation=[1, 1, 1], groups=1)),
               ("aten::clamp", ["%1"], "%2", {"min": -1.0, "max": 1.0})],
        outputs=["%2"],
        fn=lambda x, w: [F.conv3d(x, w, stride=(1, 2, 2), padding=1).clamp(-1.0, 1.0)],
    ),
}
make_task.TASKS.update(CONV_TASKS)


def use_torch_cudnn():
    """Points the worker at the cuDNN this process (PyTorch) loaded, as the
    user process does, and returns its version."""
    version = torch.backends.cudnn.version()
    with open("/proc/self/maps") as maps:
        paths = {line.split()[-1] for line in maps if "/libcudnn.so" in line}
    assert version and paths, "PyTorch has not loaded cuDNN"
    os.environ["CUAGENT_CUDNN"] = sorted(paths)[0]
    return version


@pytest.mark.parametrize("name", sorted(CONV_TASKS))
def test_builtin_conv_candidates_verify(name, tmp_path):
    use_torch_cudnn()
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    ids = [c["id"] for c in report["candidates"]]
    # Bias placement is a choice only for a forward conv with a bias.
    node = next(n for n in json.load(open(task))["graph"]["nodes"] if "conv" in n["op"])
    choice = len(node["inputs"]) > 2 and "transpose" not in node["op"]
    assert any("-e0-be" in i for i in ids), ids
    assert any("-e0-bf" in i for i in ids) == choice, ids
    # Engines past the end of cuDNN's list may fail to load; every candidate
    # that loaded computes the same function.
    for c in report["candidates"]:
        assert c["verified"] or "engine" in c["reason"], (c["id"], c["reason"])
    key = summary["key"]
    with open(os.path.join(tmp_path / "cache", "v1", key[:2], key, "plan.json")) as f:
        plan = json.load(f)
    conv = [s["conv"] for s in plan["steps"] if s["kind"] == "cudnn"]
    assert len(conv) == 1
    assert conv[0]["compute"] == ("32F_FAST_TF32" if "tf32" in name else "32F")
    print(name, "best", report["best"])


# The relu kernel after the conv; BIAS is "" or the bias term of element i.
_RELU = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *y, PARAMS float *out) {
  for (long long i = (long long)blockIdx.x * 256 + threadIdx.x; i < NUMELLL;
       i += (long long)gridDim.x * 256) {
    const float v = y[i] BIAS;
    out[i] = v < 0.f ? 0.f : v;
  }
}
'''
NUMEL = N * C * H * W


def relu_source(bias_channel=None):
    params, bias = "", ""
    if bias_channel:
        params, bias = "const float *b,", f"+ b[{bias_channel}]"
    return (_RELU.replace("PARAMS", params).replace("BIAS", bias)
            .replace("NUMEL", str(NUMEL)))


def conv_plan(version, epilogue_bias=False, **changes):
    """The correct plan for conv2d_bias_relu: the cudnn step into ws0 (the
    bias fused unless `epilogue_bias`), then the relu kernel; `changes`
    apply to the conv object (None removes a field)."""
    conv = {"transposed": False, "x_shape": [N, C, H, W], "w_shape": [C, C // GROUPS, 3, 3],
            "y_shape": [N, C, H, W], "stride": [1, 1], "padding": [1, 1], "dilation": [1, 1],
            "groups": GROUPS, "dtype": "f32", "compute": "32F", "engine": 0,
            "workspace_bytes": 64 << 20, "version": version, "x": "in0", "w": "in1", "y": "ws0",
            "bias": "in2", "workspace": "wsconv0"}
    conv.update(changes)
    conv = {k: v for k, v in conv.items() if v is not None}
    args = ["ws0", "in2", "out0"] if epilogue_bias else ["ws0", "out0"]
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [N, C, H, W]},
            {"name": "in1", "kind": "input", "index": 1, "dtype": "f32",
             "shape": [C, C // GROUPS, 3, 3]},
            {"name": "in2", "kind": "input", "index": 2, "dtype": "f32", "shape": [C]},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [N, C, H, W]},
            {"name": "ws0", "kind": "workspace", "bytes": NUMEL * 4},
            {"name": "wsconv0", "kind": "workspace", "bytes": 64 << 20},
        ],
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "cudnn", "conv": conv},
                  {"kind": "launch", "module": "m0", "function": "k",
                   "grid": [NUMEL // 256, 1, 1], "block": [256, 1, 1], "args": args}],
    }


RIGHT_CHANNEL = f"(i / {H * W}) % {C}"


def planted(version):
    """name -> (source, plan, a phrase the rejection must contain or None);
    the first two are controls that must verify."""
    fused = relu_source()
    deferred = relu_source(RIGHT_CHANNEL)
    return {
        "correct": (fused, conv_plan(version), None),
        "correct-bias-in-epilogue": (deferred, conv_plan(version, True, bias=None), None),
        # Geometry the format accepts but that is not the task's conv.
        "wrong-padding": (fused, conv_plan(version, padding=[0, 0], y_shape=[N, C, H - 2, W - 2]),
                          "wrong result"),
        "dilated": (fused, conv_plan(version, padding=[2, 2], dilation=[2, 2]), "wrong result"),
        "wrong-group-count": (fused, conv_plan(version, groups=4, w_shape=[C, C // 4, 3, 3]),
                              "wrong result"),
        # The bias in the epilogue: cuDNN has no fused bias for a transposed conv.
        "transposed": (deferred, conv_plan(version, True, bias=None, transposed=True),
                       "wrong result"),
        # The bias: on the wrong channel, twice, or not at all.
        "bias-on-wrong-channel": (relu_source(f"(i / {W}) % {C}"),
                                  conv_plan(version, True, bias=None), "wrong result"),
        "bias-twice": (deferred, conv_plan(version, True), "wrong result"),
        "bias-missing": (fused, conv_plan(version, bias=None), "wrong result"),
        # Not planted: TF32 compute in an fp32 task. It is no fault by itself
        # (on the H200 cuDNN's first TF32-allowed engine for this conv was an
        # FMA one and verified exactly); the runtime drops TENSOR_CORE engines
        # for compute 32F, and 1e-4 catches a TF32 error where there is one.
        # Refused at load.
        "other-cudnn-version": (fused, conv_plan(version + 1), "cuDNN"),
        "engine-out-of-range": (fused, conv_plan(version, engine=63), None),
    }


def test_planted_faulty_conv_plans_are_rejected(tmp_path):
    version = use_torch_cudnn()
    task = make_task.write_task("conv2d_bias_relu", str(tmp_path / "task"), "cuda")
    cases = planted(version)
    candidates = [{"id": name, "source": source, "plan": plan}
                  for name, (source, plan, _) in cases.items()]
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps({"candidates": candidates}))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--max-rounds", "1", "--max-candidates", str(len(cases)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    for control in ("correct", "correct-bias-in-epilogue"):
        assert reasons[control]["verified"], (control, reasons[control]["reason"])
    assert summary["status"] == "verified"
    for name, (_, _, phrase) in cases.items():
        if name.startswith("correct"):
            continue
        assert not reasons[name]["verified"], name
        if phrase:
            assert phrase in reasons[name]["reason"], (name, reasons[name]["reason"])


CONVT_BIAS_MLIR = r'''
func.func @conv_transpose2d_bias(%x: tensor<4x32x15x15xf32>, %w: tensor<32x8x3x3xf32>, %b: tensor<16xf32>) -> tensor<4x16x30x30xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<4x32x15x15xf32>, tensor<32x8x3x3xf32>, tensor<16xf32> -> tensor<4x16x30x30xf32>
  return %0 : tensor<4x16x30x30xf32>
}
'''

# The in-place bias kernel in 4-element vectors (each channel's plane is 900
# elements, 14400 vectors): the bias of the next channel, a vector's last
# lane left without it, the last vector skipped.
BIAS_VECTOR_PLANTED = {
    "correct": ([], [], None),
    "bias-of-the-next-channel": ([_replace("bias[(i / 900LL) % 16LL]",
                                           "bias[(i / 900LL + 1) % 16LL]")], [], "wrong result"),
    "last-lane-unbiased": ([_replace(" q.w += b;", "")], [], "wrong result"),
    "last-vector-skipped": ([_replace("u < 14400LL", "u < 14399LL")], [], "wrong result"),
}


def bias_vector_candidates(tmp_path):
    source, plan = emitted(TRANSLATE, tmp_path, CONVT_BIAS_MLIR, "conv_transpose2d_bias")
    return candidates_json(source, _versions(plan, toolchain()), BIAS_VECTOR_PLANTED,
                           "float4 q = reinterpret_cast<float4 *>(y)[u];")


def test_planted_faulty_vector_bias_kernels_are_rejected(tmp_path):
    """The transposed conv's bias, added in place in 4-element vectors, is
    rejected with the wrong channel, a lane left out or the last vector
    skipped."""
    use_torch_cudnn()
    reject_planted(tmp_path, "conv_transpose2d_bias", bias_vector_candidates(tmp_path),
                   BIAS_VECTOR_PLANTED)

