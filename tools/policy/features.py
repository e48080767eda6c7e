"""The trained ranker's features: ONE definition, mirrored by C++
(agent/RankerFeatures.cpp; test/unit/LearnedModelTest.cpp checks both against
test/unit/Inputs/ranker-features.json, which `python3 features.py --fixture`
writes and test/python/test_policy_train.py keeps current).

A feature vector is computed from two things known before anything runs:
  * the task summary: collect_dataset.task_features(task.json), stored as
    "task" in every dataset line (no timing);
  * the candidate id: "builtin/b<block>-v<vector>-<warp|block>-c<cached>"
    with "-a<gemm algo>" for GEMM groups and "-e<engine>-<bf|be>" for conv
    groups (cuDNN engine, bias fused in the graph or added by NVRTC code).
Every value is an integer or one IEEE division of two integers below 2**53,
so both languages compute bit-identical doubles; no log or pow (trees do not
need them). Change a feature here, in RankerFeatures.cpp and in the fixture
together, and bump FEATURE_VERSION: a model records the version it was
trained with, and the C++ side refuses a model of another version.
"""
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from collect_dataset import GEMM_OPS, task_features as task_summary  # noqa: E402,F401

REPO = HERE.parents[1]
FEATURE_VERSION = 1
DTYPE_CODES = {"f32": 0, "f16": 1, "bf16": 2}
DTYPE_BYTES = {"f32": 4, "f16": 2, "bf16": 2}
PRECISION_CODES = {"fp32": 0, "tf32": 1, "bf16": 2, "fp16": 3}
OP_CLASSES = ("Elementwise", "Reduction", "Row", "Library")

FEATURE_NAMES = [
    # The task (the same for every candidate of a group).
    "n_ops", "n_elementwise", "n_reduction", "n_row", "n_library", "n_gemm", "n_conv",
    "n_inputs", "n_outputs", "bytes_moved", "out_elements", "gemm_flops",
    "arithmetic_intensity", "max_reduction_length", "dtype", "precision",
    # The candidate's parameters (-1: the group has no such step).
    "block", "vector", "warp_per_row", "max_cached", "gemm_algo", "conv_engine",
    "conv_bias_fused",
    # Both: the work of one thread and one lane.
    "elements_per_thread", "row_per_lane", "vector_bytes",
]

_ID = re.compile(r"builtin/b(\d+)-v(\d+)-(warp|block)-c(\d+)(?:-a(\d+))?(?:-e(\d+)-(bf|be))?$")


def op_classes(registry=REPO / "include/cuagent/Support/OpRegistry.def"):
    """ATen schema -> class, read from the op registry C++ compiles."""
    row = re.compile(r'^CUAGENT_OP\("([^"]+)",\s*"[^"]*",\s*(\w+),')
    classes = {}
    for line in Path(registry).read_text().splitlines():
        m = row.match(line)
        if m:
            classes[m[1]] = m[2]
    return classes


_CLASSES = op_classes()


def candidate_params(candidate_id):
    """A builtin candidate id -> its parameters; ValueError for another id."""
    m = _ID.match(candidate_id or "")
    if not m:
        raise ValueError(f"not a builtin candidate id: {candidate_id!r}")
    params = {"block": int(m[1]), "vector": int(m[2]), "warp_per_row": m[3] == "warp",
              "max_cached": int(m[4])}
    if m[5] is not None:
        params["gemm_algo"] = int(m[5])
    if m[6] is not None:
        params["conv_engine"] = int(m[6])
        params["conv_bias_fused"] = m[7] == "bf"
    return params


def feature_vector(task, params):
    """The features of one candidate of one task summary, FEATURE_NAMES order."""
    ops = task["ops"]
    count = lambda cls: sum(_CLASSES.get(op) == cls for op in ops)
    has_gemm = task["n_gemm"] > 0
    block, vector = params["block"], params["vector"]
    warp = bool(params["warp_per_row"])
    conv_fused = params.get("conv_bias_fused")
    dtype_bytes = DTYPE_BYTES.get(task["dtype"], 4)
    values = {
        "n_ops": task["n_ops"],
        "n_elementwise": count("Elementwise"),
        "n_reduction": count("Reduction"),
        "n_row": count("Row"),
        "n_library": count("Library"),
        "n_gemm": task["n_gemm"],
        "n_conv": sum("conv" in op for op in ops),
        "n_inputs": task["n_inputs"],
        "n_outputs": task["n_outputs"],
        "bytes_moved": task["bytes_moved"],
        "out_elements": task["out_elements"],
        "gemm_flops": task["gemm_flops"],
        "arithmetic_intensity": task["arithmetic_intensity"],
        "max_reduction_length": task["max_reduction_length"],
        "dtype": DTYPE_CODES.get(task["dtype"], -1),
        "precision": PRECISION_CODES.get(task["precision"], -1),
        "block": block,
        "vector": vector,
        "warp_per_row": int(warp),
        "max_cached": params["max_cached"],
        "gemm_algo": params.get("gemm_algo", 0) if has_gemm else -1,
        "conv_engine": params.get("conv_engine", -1),
        "conv_bias_fused": -1 if conv_fused is None else int(conv_fused),
        "elements_per_thread": task["out_elements"] / (block * vector),
        "row_per_lane": task["max_reduction_length"] / ((32 if warp else block) * vector),
        "vector_bytes": vector * dtype_bytes,
    }
    return [float(values[name]) for name in FEATURE_NAMES]


FIXTURE = REPO / "test/unit/Inputs/ranker-features.json"
FIXTURE_TASKS = ["gemm", "layer_norm", "leaky_relu", "activations", "math", "gemm_mm_3d"]
FIXTURE_CANDIDATES = [
    "builtin/b256-v4-block-c32", "builtin/b128-v1-warp-c32", "builtin/b512-v8-block-c16-a3",
    "builtin/b256-v2-warp-c32-a1", "builtin/b128-v4-block-c32-e2-bf",
    "builtin/b256-v4-block-c32-a2-e0-be",
]


def fixture():
    """Tasks x candidates -> the features C++ must reproduce."""
    cases = []
    for name in FIXTURE_TASKS:
        task_file = f"test/Import/Inputs/{name}.task.json"
        task = json.loads((REPO / task_file).read_text())
        for candidate in FIXTURE_CANDIDATES:
            params = candidate_params(candidate)
            cases.append({"task": task_file, "candidate": candidate, "params": params,
                          "features": feature_vector(task_summary(task), params)})
    return {"feature_version": FEATURE_VERSION, "feature_names": FEATURE_NAMES, "cases": cases}


def fixture_text():
    return json.dumps(fixture(), indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] == ["--fixture"]:
        FIXTURE.parent.mkdir(parents=True, exist_ok=True)
        FIXTURE.write_text(fixture_text())
        print(f"wrote {FIXTURE}")
    else:
        print(__doc__)
