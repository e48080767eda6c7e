"""GPU tests of the cublaslt plan step: the builtin GEMM candidates verify
(test_worker_gpu.py runs every make_task task, the GEMM ones included), and
planted faulty GEMM plans are rejected by verification or by the runtime,
among them faulty in-place epilogues over the output the GEMM wrote
(decision 144)."""
import copy
import json
import os
import subprocess
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from planted_fullred import candidates_json, emitted  # noqa: E402
from test_fp32_emulated_gpu import TRANSLATE, _replace, _versions, toolchain  # noqa: E402
from test_worker_gpu import WORKER, reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

N = 256  # mm_square: [256, 256] @ [256, 256]


def cublaslt_version():
    out = subprocess.run([WORKER, "--print-toolchain"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["cublaslt"]


def gemm_plan(toolkit_version, **changes):
    """The correct plan for mm_square (the emitter's mapping: D^T = B^T A^T
    in cuBLASLt's column-major terms), with `changes` applied to the step."""
    gemm = {"m": N, "n": N, "k": N, "batch": 1, "trans_a": False, "trans_b": False,
            "lda": N, "ldb": N, "ldd": N, "dtype": "f32", "compute": "32F",
            "epilogue": "none", "algo": 0, "workspace_bytes": 1 << 22, "version": toolkit_version,
            "a": "in1", "b": "in0", "d": "out0", "workspace": "ws"}
    gemm.update(changes)
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [N, N]},
            {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": [N, N]},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [N, N]},
            {"name": "ws", "kind": "workspace", "bytes": 1 << 22},
        ],
        "modules": [],
        "steps": [{"kind": "cublaslt", "gemm": gemm}],
    }


def planted(version):
    """name -> (step changes, a phrase the rejection must contain or None)."""
    return {
        "correct": ({}, None),
        "swapped-operands": ({"a": "in0", "b": "in1"}, "wrong result"),
        "transposed-a": ({"trans_a": True}, "wrong result"),
        "short-k": ({"k": N - 1}, "wrong result"),
        "half-written": ({"n": N // 2}, None),
        "bias-from-an-input": ({"epilogue": "bias", "bias": "in0"}, "wrong result"),
        "tf32-in-an-fp32-task": ({"compute": "32F_FAST_TF32"}, "wrong result"),
        # The runtime applies alpha (a folded scale): here there is none.
        "alpha-where-the-task-has-none": ({"alpha": 0.5}, "wrong result"),
        "other-cublaslt-version": ({"version": version + 1}, "cuBLASLt"),
        "algorithm-out-of-range": ({"algo": 63}, "heuristic returned"),
    }


def run_planted(tmp_path, task, version, plans):
    """Runs the worker on `task` with one file candidate per (name -> step
    changes) entry; returns (summary, report, candidate by name)."""
    candidates = [{"id": name, "source": "", "plan": gemm_plan(version, **changes)}
                  for name, changes in plans.items()]
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps({"candidates": candidates}))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--max-rounds", "1", "--max-candidates", str(len(plans)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    return summary, report, reasons


def test_planted_faulty_gemm_plans_are_rejected(tmp_path):
    version = cublaslt_version()
    assert version > 0
    task = make_task.write_task("mm_square", str(tmp_path / "task"), "cuda")
    cases = planted(version)
    summary, report, reasons = run_planted(
        tmp_path, task, version, {name: changes for name, (changes, _) in cases.items()})
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified"
    assert report["best"]["candidate"] == "file/correct"
    for name, (_, phrase) in cases.items():
        if name == "correct":
            continue
        assert not reasons[name]["verified"], name
        if phrase:
            assert phrase in reasons[name]["reason"], (name, reasons[name]["reason"])


def test_tf32_task_uses_tensor_cores_and_verifies(tmp_path):
    task = make_task.write_task("linear_gelu_tf32", str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    key = summary["key"]
    with open(os.path.join(tmp_path / "cache", "v1", key[:2], key, "plan.json")) as f:
        plan = json.load(f)
    gemm = [s for s in plan["steps"] if s["kind"] == "cublaslt"]
    assert gemm and gemm[0]["gemm"]["compute"] == "32F_FAST_TF32"
    assert gemm[0]["gemm"]["epilogue"] == "bias"


def test_planted_faulty_transposed_gemm_plans_are_rejected(tmp_path):
    """mm(a.t(), b.t()): the correct plan reads both operands transposed (the
    emitter's mapping: A = b with TRANSA, B = a with TRANSB). With square
    operands every fault below is a well-formed plan with the wrong result."""
    version = cublaslt_version()
    task = make_task.write_task("mm_transposed_both", str(tmp_path / "task"), "cuda")
    correct = {"trans_a": True, "trans_b": True}
    cases = {
        "correct": correct,
        "rhs-read-untransposed": dict(correct, trans_a=False),
        "lhs-read-untransposed": dict(correct, trans_b=False),
        "neither-transposed": {"trans_a": False, "trans_b": False},
        "operands-swapped": dict(correct, a="in0", b="in1"),
    }
    summary, report, reasons = run_planted(tmp_path, task, version, cases)
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified"
    for name in cases:
        if name != "correct":
            assert not reasons[name]["verified"], name
            assert "wrong result" in reasons[name]["reason"], (name, reasons[name]["reason"])


def test_planted_faulty_alpha_plans_are_rejected(tmp_path):
    """scale_then_linear, (x * 0.5) W^T + b: the worker's verified plan is one
    cuBLASLt step with alpha 0.5 and the bias epilogue (the scale folded by
    cuagent-fold-scale-into-matmul). The same plan with alpha dropped (the
    scale ignored), applied twice or inverted gives wrong results; the plan
    as the worker wrote it, the control, verifies. (The scale put on the
    bias too is make_task's planted_scale_on_bias.)"""
    task = make_task.write_task("scale_then_linear", str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    entry = os.path.join(str(tmp_path / "cache"), "v1", summary["key"][:2], summary["key"])
    with open(os.path.join(entry, "plan.json")) as f:
        plan = {k: v for k, v in json.load(f).items()
                if k in ("format", "version", "buffers", "modules", "steps")}
    source = ""
    if os.path.exists(os.path.join(entry, "kernels.cu")):
        with open(os.path.join(entry, "kernels.cu")) as f:
            source = f.read()
    gemms = [s["gemm"] for s in plan["steps"] if s["kind"] == "cublaslt"]
    assert len(gemms) == 1 and gemms[0]["alpha"] == 0.5 and gemms[0]["epilogue"] == "bias", plan

    def with_gemm(**changes):
        mutated = copy.deepcopy(plan)
        gemm = next(s["gemm"] for s in mutated["steps"] if s["kind"] == "cublaslt")
        for name, value in changes.items():
            if value is None:
                gemm.pop(name, None)
            else:
                gemm[name] = value
        return mutated

    cases = {"correct": plan,
             "alpha-dropped": with_gemm(alpha=None),
             "alpha-twice": with_gemm(alpha=0.25),
             "alpha-inverted": with_gemm(alpha=2.0)}
    candidates = [{"id": name, "source": source, "plan": p} for name, p in cases.items()]
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps({"candidates": candidates}))
    summary, report = run_worker(task, str(tmp_path / "cache2"), "--policy", f"file:{path}",
                                 "--max-rounds", "1", "--max-candidates", str(len(cases)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified" and report["best"]["candidate"] == "file/correct"
    for name in cases:
        if name != "correct":
            assert not reasons[name]["verified"], name
            assert "wrong result" in reasons[name]["reason"], (name, reasons[name]["reason"])


IN_PLACE_MLIR = r'''
func.func @matmul_tanh(%x: tensor<4x128x256xf32>, %w: tensor<256x64xf32>) -> tensor<4x128x64xf32> {
  %0 = cuagent.matmul %x, %w : tensor<4x128x256xf32>, tensor<256x64xf32> -> tensor<4x128x64xf32>
  %1 = cuagent.tanh %0 : tensor<4x128x64xf32>
  return %1 : tensor<4x128x64xf32>
}
'''


def _gemm_into_workspace(plan):
    """The GEMM writes a workspace buffer; the epilogue still reads the
    output in place (its poison). Twice the output's bytes: a workspace whose
    steps all run before the output's first use is placed inside the output
    (decision 68), which would make this plan the correct one."""
    plan["buffers"].append({"name": "wsd", "kind": "workspace", "bytes": 2 * 4 * 128 * 64 * 4})
    next(s for s in plan["steps"] if s["kind"] == "cublaslt")["gemm"]["d"] = "wsd"
    return plan


def _epilogue_applied_twice(plan):
    """The in-place tanh runs twice: tanh(tanh(x)) where tanh(x) is due."""
    plan["steps"].append(copy.deepcopy(plan["steps"][-1]))
    return plan


# name -> (source edits, plan edits, the phrase the rejection must contain)
IN_PLACE_PLANTED = {
    "correct": ([], [], None),
    "gemm-into-workspace": ([], [_gemm_into_workspace], "wrong result"),
    "epilogue-applied-twice": ([], [_epilogue_applied_twice], "wrong result"),
    # The last vector of four keeps the GEMM's values, never tanh'd.
    "last-vector-skipped": ([_replace("chunk < n / 4;", "chunk < n / 4 - 1;")], [],
                            "wrong result"),
}


def in_place_candidates(tmp_path):
    source, plan = emitted(TRANSLATE, tmp_path, IN_PLACE_MLIR, "matmul_tanh")
    gemm = next(s for s in plan["steps"] if s["kind"] == "cublaslt")["gemm"]
    assert gemm["d"] == "out0" and plan["steps"][-1]["args"] == ["out0", "out0"], plan["steps"]
    return candidates_json(source, _versions(plan, toolchain()), IN_PLACE_PLANTED,
                           "elementwise over 32768 elements")


def test_planted_faulty_in_place_epilogues_are_rejected(tmp_path):
    """Decision 144: the tanh after the matmul runs in place over the output
    the GEMM wrote; a GEMM into another buffer, the epilogue run twice or
    short of its last vector are rejected."""
    reject_planted(tmp_path, "matmul_tanh", in_place_candidates(tmp_path), IN_PLACE_PLANTED)

