"""GPU tests of the cudnn plan step (issue 9): hand-written cudnn plans over
conv tasks run through the worker's verification (every reference set,
outputs poisoned, rerun for determinism) against torch.nn.functional in
strict fp32 (1e-4, cuDNN's TF32 off for the references), and planted faulty
conv plans (test/gpu/planted.py) are rejected. Nothing is measured here.

The tasks hold one conv node each; the worker imports the task before it
verifies file candidates, so these tests need the conv importer (branch
conv-c). `conv_node` is the one place that spells the node."""
import json
import os
import re
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(__file__))
import planted  # noqa: E402
from test_worker_gpu import WORKER, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

SETS = 3
FAST = ["--profile-budget-ms", "20", "--max-rounds", "1"]


def cudnn_version():
    out = subprocess.run([WORKER, "--print-toolchain"], capture_output=True, text=True, check=True)
    version = json.loads(out.stdout)["cudnn"]
    assert version > 0, "the worker found no cuDNN (set CUAGENT_CUDNN)"
    return version


def reference(case, x, w, b):
    """The conv by torch.nn.functional, strict fp32 (no TF32 in cuDNN)."""
    previous = torch.backends.cudnn.allow_tf32
    torch.backends.cudnn.allow_tf32 = False
    try:
        common = dict(stride=case["stride"], padding=case["padding"], dilation=case["dilation"],
                      groups=case["groups"])
        if case.get("transposed"):
            fn = {3: F.conv_transpose1d, 4: F.conv_transpose2d, 5: F.conv_transpose3d}[x.dim()]
            return fn(x, w, b, output_padding=case["output_padding"], **common)
        fn = {3: F.conv1d, 4: F.conv2d, 5: F.conv3d}[x.dim()]
        return fn(x, w, b, **common)
    finally:
        torch.backends.cudnn.allow_tf32 = previous


def conv_node(case):
    """The task node of `case`, as TorchScript capture records it."""
    attrs = {"stride": case["stride"], "padding": case["padding"], "dilation": case["dilation"],
             "groups": case["groups"]}
    if case.get("transposed"):
        attrs["output_padding"] = case["output_padding"]
    inputs = ["%x", "%w"] + (["%b"] if case["bias"] else [])
    return {"op": case["op"], "inputs": inputs, "outputs": ["%y"], "attrs": attrs}


def write_conv_task(name, directory):
    """task.json and reference tensors for planted.CONV_CASES[name]."""
    case = planted.CONV_CASES[name]
    os.makedirs(directory, exist_ok=True)
    y_shape = planted.conv_output_shape(case)
    names = ["x", "w"] + (["b"] if case["bias"] else [])
    shapes = [case["x"], case["w"]] + ([[y_shape[1]]] if case["bias"] else [])
    sets = []
    for k in range(SETS):
        gen = torch.Generator(device="cpu").manual_seed(2000 + k)
        tensors = [torch.randn(s, generator=gen).cuda() for s in shapes]
        y = reference(case, tensors[0], tensors[1], tensors[2] if case["bias"] else None)
        assert list(y.shape) == y_shape, (name, list(y.shape), y_shape)
        entry = {"inputs": [], "outputs": [f"set{k}_out0.bin"]}
        for n, t in zip(names, tensors):
            t.cpu().numpy().tofile(os.path.join(directory, f"set{k}_{n}.bin"))
            entry["inputs"].append(f"set{k}_{n}.bin")
        y.contiguous().cpu().numpy().tofile(os.path.join(directory, f"set{k}_out0.bin"))
        sets.append(entry)
    task = {
        "format": "cuagent.task", "version": 1, "name": name, "target": {"arch": "sm_90"},
        "precision": "fp32",
        "graph": {
            "inputs": [{"name": "%" + n, "dtype": "f32", "shape": s} for n, s in zip(names, shapes)],
            "nodes": [conv_node(case)],
            "outputs": [{"name": "%y", "dtype": "f32", "shape": y_shape}],
        },
        "reference": {"sets": sets},
        "stock_time_ms": -1,
    }
    path = os.path.join(directory, "task.json")
    with open(path, "w") as f:
        json.dump(task, f, indent=1)
    return path


def run_plans(tmp_path, name, plans):
    """Verifies {id: plan} as file candidates on `name`'s task; returns the
    worker's summary and {id: candidate report}."""
    task = write_conv_task(name, str(tmp_path / "task"))
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps({"candidates": [{"id": cid, "source": "", "plan": plan}
                                               for cid, plan in plans.items()]}))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--max-candidates", str(len(plans)), *FAST)
    results = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(name, json.dumps({k: v["reason"] for k, v in results.items()}, indent=1))
    assert sorted(results) == sorted(plans), "every candidate must be evaluated"
    return summary, results


@pytest.mark.parametrize("name", sorted(planted.CONV_CASES))
def test_cudnn_plans_verify_against_torch(name, tmp_path):
    version = cudnn_version()
    summary, results = run_plans(tmp_path, name,
                                 {"engine0": planted.conv_plan(planted.CONV_CASES[name], version)})
    assert results["engine0"]["verified"], results["engine0"]["reason"]
    assert summary["status"] == "verified"


@pytest.mark.parametrize("name", ["conv2d_3x3_bias", "conv_transpose2d"])
def test_every_strict_fp32_engine_verifies(name, tmp_path):
    """Each engine the filtered list offers (none TF32, none
    nondeterministic) computes the conv at 1e-4; the list's length comes
    from the runtime's out-of-range error."""
    version = cudnn_version()
    case = planted.CONV_CASES[name]
    _, probe = run_plans(tmp_path / "probe", name,
                         {"past-the-end": planted.conv_plan(case, version, engine=63)})
    found = re.search(r"heuristics offer (\d+) plan", probe["past-the-end"]["reason"])
    assert found, probe["past-the-end"]["reason"]
    count = int(found.group(1))
    assert 1 <= count < 63
    plans = {f"e{k}": planted.conv_plan(case, version, engine=k) for k in range(count)}
    _, results = run_plans(tmp_path / "all", name, plans)
    failed = {k: v["reason"] for k, v in results.items() if not v["verified"]}
    assert not failed, failed


@pytest.mark.parametrize("name", sorted(planted.conv_planted(0)))
def test_planted_faulty_conv_plans_are_rejected(name, tmp_path):
    version = cudnn_version()
    cases = planted.conv_planted(version)[name]
    case = planted.CONV_CASES[name]
    summary, results = run_plans(tmp_path, name, {fault: planted.conv_plan(case, version, **changes)
                                                  for fault, (changes, _) in cases.items()})
    assert results["correct"]["verified"], results["correct"]["reason"]
    assert summary["status"] == "verified"
    assert summary["best"]["candidate"] == "file/correct"
    for fault, (_, phrase) in cases.items():
        if fault == "correct":
            continue
        assert not results[fault]["verified"], fault
        if phrase:
            assert phrase in results[fault]["reason"], (fault, results[fault]["reason"])
