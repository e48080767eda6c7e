"""The trained ranker's features: ONE definition, mirrored by C++
(agent/RankerFeatures.cpp; test/unit/LearnedModelTest.cpp checks both against
test/unit/Inputs/ranker-features.json, which `python3 features.py --fixture`
writes and test/python/test_policy_train.py keeps current).

Three steps, each a function here:
  1. group_summary(task.json) -> the RAW group summary stored in every v2
     dataset line: the graph's ops with their input/output shapes (graph
     inputs and outputs as given, intermediate values inferred by the small
     shape rules below, None where no rule applies), dtypes, and the attrs
     that matter (reduction dims, pooling windows, conv geometry). Features
     are recomputed from it offline, without the GPU.
  2. aggregates(summary) -> the task's numbers (op-class counts, bytes moved,
     GEMM and conv FLOPs, reduction length and inner stride, window volume).
     aggregates_from_v1(line["task"]) maps a v1 line's task features onto the
     same names (the new ones 0: v1 did not keep what they need).
  3. feature_vector(aggregates, candidate params) -> FEATURE_NAMES order.

The candidate's parameters come from its id, its parts in the order the
builtin policy and the search driver append them:
  "builtin/b<block>-v<vector>-<warp|block>-c<cached>"  KernelParams::id(), with
      "-s<blocks per SM>" where a split reduction's stage-1 grid is not the
      default 8 (also KernelParams::id())
  "-a<gemm algo>"            GEMM groups (withGemmAlgorithms)
  "-e<engine>-<bf|be>"       conv groups: cuDNN engine, bias fused in the graph
      or added by NVRTC code; then "-ws" where the engine runs under a
      workspace limit sized to the tensors (withConvVariants, decision 50)
      then "-cl" where the conv runs on channels-last tensors (decision 59), "-clc"
      with PyTorch's layout around it and copies (decisions 119, 133-135), then
      "-fw" a transposed conv run as the forward conv it equals (decision 137)
  "-x3"                      3xTF32 emulated strict fp32 (withEmulatedFp32,
      decision 49: GEMM/conv operands split in hi/lo TF32 parts)
  "-f32g" | "-f32"           the tf32 mode's strict-fp32 rounds: GEMMs strict,
      or everything strict (candidatesFor's compute suffix)
  "-plain"                   the unrewritten fallback round (agent/Search.cpp's
      kPlainSuffix, decision 45)
  "-kt<keys>"                attention's keys per staged tile (decision 70; part of
      KernelParams::id(), after "-s"). Strict-fp32 attention groups are emulated
      from their first candidate, so their "-x3" follows the id's other parts,
      before "-a"/"-e"
  "-qs"                      attention's query fragments in shared memory (decision 71;
      after "-kt"), then "-sc<n>" its score chains, "-t<n>" a layout kernel's
      square tile (decision 146; 0, by shape, has no suffix), "-ac" K and V
      tiles copied asynchronously: all KernelParams::id()
  "-bt<chunks>"              the group planned a batch chunk at a time (decision 69;
      batchTilingSuffix): parsed, no feature, appended by the driver like "-plain"
The norm, pool, strided and split-row templates share this id form: their
kind is the group's ops, which the summary holds. "-plain" parses but is no
feature: the driver appends it after the policy proposed (and the ranker
ranked) the round, so C++ could never see it at inference.

Every value is an integer or one IEEE division of two integers below 2**53,
so both languages compute bit-identical doubles; no log or pow (trees do not
need them). Change a feature here, in RankerFeatures.cpp and in the fixture
together, and bump FEATURE_VERSION: a model records the version it was
trained with, and the C++ side refuses a model of another version (the
policy then ranks with the hand-set model and logs why), except an earlier
version whose names are a prefix of these (LearnedModel.cpp's
featuresOfVersion): append new features at the end, and that model reads the
features it was trained on.
"""
import json
import math
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
FEATURE_VERSION = 5
DTYPE_CODES = {"f32": 0, "f16": 1, "bf16": 2}
DTYPE_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i1": 1, "bool": 1, "b8": 1, "i32": 4, "i64": 8}
PRECISION_CODES = {"fp32": 0, "tf32": 1, "bf16": 2, "fp16": 3}
GEMM_OPS = {"aten::matmul", "aten::mm", "aten::bmm", "aten::linear", "aten::addmm",
            "aten::baddbmm"}
SELF_FIRST = ("aten::addmm", "aten::baddbmm")  # self, then the two matrices
NORM_OPS = {"aten::layer_norm", "aten::rms_norm", "aten::group_norm", "aten::instance_norm",
            "aten::batch_norm"}
SOFTMAX_OPS = {"aten::softmax.int", "aten::log_softmax.int"}
COMPARE_PREFIXES = ("aten::lt.", "aten::le.", "aten::gt.", "aten::ge.", "aten::eq.", "aten::ne.",
                    "aten::where.", "aten::masked_fill.", "aten::logical_", "aten::__and__.",
                    "aten::__or__.", "aten::__xor__.")
COMPARE_OPS = {"aten::isnan", "aten::isinf", "aten::isfinite", "aten::bitwise_not"}
# The attrs a feature or a later reader needs; others (eps, cudnn flags) are dropped.
KEPT_ATTRS = {"dim", "keepdim", "normalized_shape", "num_groups", "kernel_size", "stride",
              "padding", "dilation", "ceil_mode", "output_size", "groups", "transposed",
              "output_padding", "training", "use_input_stats"}

FEATURE_NAMES = [
    # The task (the same for every candidate of a group).
    "n_ops", "n_elementwise", "n_compare", "n_row", "n_norm", "n_reduction",
    "n_strided_reduction", "n_pool", "n_gemm", "n_conv", "n_unknown",
    "n_inputs", "n_outputs", "bytes_moved", "out_elements", "gemm_flops", "conv_flops",
    "arithmetic_intensity", "max_reduction_length", "max_reduction_inner", "max_window_volume",
    "dtype", "precision",
    # The candidate's parameters (-1: the group has no such step).
    "block", "vector", "warp_per_row", "max_cached", "gemm_algo", "conv_engine",
    "conv_bias_fused",
    # Both: the work of one thread and one lane.
    "elements_per_thread", "row_per_lane", "vector_bytes",
    # The candidate's position in the builtin policy's hand-set order (0 first):
    # the prior the trees correct, so a small dataset starts from it.
    "handset_rank",
    # Version 4, appended so a version-3 model still reads its prefix: the
    # suffixed variants, which v3 saw as their plain twins. conv_ws_sized
    # (-ws: 1, another conv candidate 0, no conv step -1), fp32_emulated
    # (-x3), strict_round (0 none, 1 -f32g, 2 -f32), split_blocks_per_sm
    # (-s<n>, else the default 8).
    "conv_ws_sized", "fp32_emulated", "strict_round", "split_blocks_per_sm",
    # Version 5: the layout and attention choices that decide most conv and
    # attention groups (the hand-set order lists a conv group's NCHW plan
    # first; on the H100 it was 2-9x behind the best of 15 of 20 conv groups).
    # conv_* -1 without a conv step; attention_key_tile 0 without attention.
    "conv_channels_last", "conv_layout_copies", "conv_transposed_forward",
    "attention_key_tile", "attention_query_shared", "attention_score_chains",
    "attention_async_copy", "layout_tile",
]
DEFAULT_SPLIT_BLOCKS_PER_SM = 8  # kDefaultSplitBlocksPerSm (CudaEmitter.h)
STRICT_ROUNDS = {"-f32g": 1, "-f32": 2}

_ID = re.compile(r"builtin/b(?P<block>\d+)-v(?P<vector>\d+)-(?P<warp>warp|block)-c(?P<cached>\d+)"
                 r"(?:-s(?P<split>\d+))?(?:-kt(?P<keytile>\d+))?(?P<qshared>-qs)?"
                 r"(?:-sc(?P<chains>\d+))?(?:-t(?P<tile>\d+))?(?P<async>-ac)?(?P<x3first>-x3)?"
                 r"(?:-a(?P<algo>\d+))?"
                 r"(?:-e(?P<engine>\d+)-(?P<bias>bf|be)(?P<ws>-ws)?(?:(?P<cl>-cl)(?P<clc>c)?)?"
                 r"(?P<fw>-fw)?)?(?P<x3>-x3)?"
                 r"(?P<strict>-f32g|-f32)?(?P<plain>-plain)?(?P<tiled>-bt\d+)?$")


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
    if not m or (m["x3first"] and m["x3"]):
        raise ValueError(f"not a builtin candidate id: {candidate_id!r}")
    params = {"block": int(m["block"]), "vector": int(m["vector"]),
              "warp_per_row": m["warp"] == "warp", "max_cached": int(m["cached"])}
    # Only the parts the id has: feature_vector defaults the rest, so params
    # a dataset line stored before version 4 still read right.
    if m["split"] is not None:
        params["split_blocks_per_sm"] = int(m["split"])
    if m["algo"] is not None:
        params["gemm_algo"] = int(m["algo"])
    if m["engine"] is not None:
        params["conv_engine"] = int(m["engine"])
        params["conv_bias_fused"] = m["bias"] == "bf"
        params["conv_ws_sized"] = m["ws"] is not None
        params["conv_channels_last"] = m["cl"] is not None  # decision 59
        params["conv_layout_copies"] = m["clc"] is not None  # decisions 119, 133-135 off
        params["conv_transposed_forward"] = m["fw"] is not None  # decision 137
    if m["keytile"]:  # decision 70: attention's keys per tile
        params["attention_key_tile"] = int(m["keytile"])
    if m["qshared"]:  # decision 71: query fragments in shared memory
        params["attention_query_shared"] = True
    if m["chains"]:
        params["attention_score_chains"] = int(m["chains"])
    if m["tile"]:  # decision 146: a layout kernel's square tile
        params["layout_tile"] = int(m["tile"])
    if m["async"]:
        params["attention_async_copy"] = True
    # Strict-fp32 attention groups are emulated from the start, so their
    # -x3 comes with KernelParams::id(), before the library suffixes.
    if m["x3"] or m["x3first"]:
        params["fp32_emulated"] = True
    if m["strict"]:
        params["strict_round"] = STRICT_ROUNDS[m["strict"]]
    if m["plain"]:
        params["plain_round"] = True  # no feature (see the top of this file)
    if m["tiled"]:  # decision 69: the plan of one batch chunk, repeated; no feature yet
        params["batch_chunks"] = int(m["tiled"][3:])
    return params


def params_or_none(candidate_id):
    """candidate_params, or None for an id form this file does not know (a
    dataset line counts it as unknown instead of failing)."""
    try:
        return candidate_params(candidate_id)
    except ValueError:
        return None


# ----------------------------------------------------------------------------
# 1. The raw group summary, with the shape rules RankerFeatures.cpp mirrors.

def numel(shape):
    return math.prod(shape) if shape else 1


def _norm_dim(d, rank):
    return d + rank if d < 0 else d


def _expand(values, n, default):
    """A pooling/conv list attr: [] -> default, one value -> n copies."""
    values = list(values) if isinstance(values, list) else [values]
    if not values:
        return [default] * n
    return values * n if len(values) == 1 else values


def _broadcast(shapes):
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dims = [s[i - rank + len(s)] for s in shapes if i - rank + len(s) >= 0]
        out.append(max(dims) if 0 not in dims else 0)
    return out


def _reduced_dims(attrs, rank):
    dims = attrs.get("dim", [])
    dims = dims if isinstance(dims, list) else [dims]
    if not dims:
        return list(range(rank))
    return sorted({_norm_dim(d, rank) for d in dims})


def _gemm_shape(op, s):
    a, b = s[1:3] if op in SELF_FIRST else s[:2]
    need = {"aten::linear": (1, 1), "aten::mm": (2, 2), "aten::addmm": (2, 2), "aten::bmm": (3, 3),
            "aten::baddbmm": (3, 3)}
    lo_a, lo_b = need.get(op, (1, 1))
    if len(a) < lo_a or len(b) < lo_b:
        return None
    if op == "aten::linear":
        return a[:-1] + [b[0]]
    if op in ("aten::mm", "aten::addmm"):
        return [a[0], b[1]]
    if op in ("aten::bmm", "aten::baddbmm"):
        return [a[0], a[1], b[2]]
    if len(b) == 1:  # matmul with a vector
        return a[:-1]
    if len(a) == 1:
        return b[:-2] + [b[-1]]
    return _broadcast([a[:-2], b[:-2]]) + [a[-2], b[-1]]


def _conv_shape(attrs, x, w):
    n = len(x) - 2
    if attrs.get("transposed") or "transpose" in attrs.get("_op", ""):
        stride, pad = _expand(attrs.get("stride", []), n, 1), _expand(attrs.get("padding", []), n, 0)
        dil = _expand(attrs.get("dilation", []), n, 1)
        extra = _expand(attrs.get("output_padding", []), n, 0)
        spatial = [(x[2 + i] - 1) * stride[i] - 2 * pad[i] + dil[i] * (w[2 + i] - 1) + extra[i] + 1
                   for i in range(n)]
        return [x[0], w[1] * attrs.get("groups", 1)] + spatial
    dil = _expand(attrs.get("dilation", []), n, 1)
    padding = attrs.get("padding", [])
    if padding == "same":
        spatial = x[2:]
    else:
        pad = [0] * n if padding == "valid" else _expand(padding, n, 0)
        stride = _expand(attrs.get("stride", []), n, 1)
        spatial = [(x[2 + i] + 2 * pad[i] - dil[i] * (w[2 + i] - 1) - 1) // stride[i] + 1
                   for i in range(n)]
    return [x[0], w[0]] + spatial


def pool_rank(op):
    """aten::max_pool2d -> 2."""
    return int(op.split("_pool")[1][0])


def _pool_window(op, attrs, x):
    """The window's extent per spatial dim (adaptive: the largest window)."""
    n = pool_rank(op)
    if "adaptive" in op:
        out = _expand(attrs.get("output_size", []), n, 1)
        return [-(-x[len(x) - n + i] // max(out[i], 1)) for i in range(n)], n
    return _expand(attrs.get("kernel_size", []), n, 1), n


def _pool_shape(op, attrs, x):
    window, n = _pool_window(op, attrs, x)
    lead = x[:len(x) - n]
    if "adaptive" in op:
        return lead + _expand(attrs.get("output_size", []), n, 1)
    stride = _expand(attrs.get("stride", []), n, 0)
    stride = [s or k for s, k in zip(stride, window)]
    pad, dil = _expand(attrs.get("padding", []), n, 0), _expand(attrs.get("dilation", []), n, 1)
    out = []
    for i in range(n):
        size = x[len(x) - n + i] + 2 * pad[i] - dil[i] * (window[i] - 1) - 1
        o = (size + (stride[i] - 1 if attrs.get("ceil_mode") else 0)) // stride[i] + 1
        if attrs.get("ceil_mode") and (o - 1) * stride[i] >= x[len(x) - n + i] + pad[i]:
            o -= 1
        out.append(o)
    return lead + out


def infer_shape(op, attrs, shapes):
    """The first output's shape from the inputs', or None (no rule, or an
    input's shape is unknown)."""
    if not shapes or any(s is None for s in shapes):
        return None
    cls = _CLASSES.get(op)
    if op == "aten::batch_norm" or cls == "Row":
        return list(shapes[0])
    if cls == "Elementwise":
        return _broadcast(shapes)
    if cls == "Reduction":
        x = shapes[0]
        dims = _reduced_dims(attrs, len(x))
        if attrs.get("keepdim"):
            return [1 if i in dims else d for i, d in enumerate(x)]
        return [d for i, d in enumerate(x) if i not in dims]
    if op in GEMM_OPS and len(shapes) >= (3 if op in SELF_FIRST else 2):
        return _gemm_shape(op, shapes)
    if cls == "Library" and "conv" in op and len(shapes) >= 2:
        if len(shapes[0]) < 3 or len(shapes[1]) != len(shapes[0]):
            return None
        return _conv_shape({**attrs, "_op": op}, shapes[0], shapes[1])
    if cls == "Window" and len(shapes[0]) > pool_rank(op):
        return _pool_shape(op, attrs, shapes[0])
    return None


def group_summary(task):
    """task.json -> the raw summary a v2 dataset line keeps."""
    graph = task["graph"]
    shapes = {i["name"]: list(i["shape"]) for i in graph["inputs"]}
    given = {o["name"]: list(o["shape"]) for o in graph["outputs"]}
    nodes = []
    for node in graph["nodes"]:
        attrs = node.get("attrs") or {}
        ins = [shapes.get(name) for name in node["inputs"]]
        out = infer_shape(node["op"], attrs, ins)
        for name in node["outputs"]:
            shapes[name] = given.get(name, out)
        nodes.append({"op": node["op"], "in": ins,
                      "out": [shapes[name] for name in node["outputs"]],
                      "attrs": {k: v for k, v in sorted(attrs.items()) if k in KEPT_ATTRS}})
    spec = lambda s: {"shape": list(s["shape"]), "dtype": s["dtype"]}
    return {"inputs": [spec(i) for i in graph["inputs"]],
            "outputs": [spec(o) for o in graph["outputs"]],
            "nodes": nodes, "precision": task.get("precision", "fp32"),
            "arch": task.get("target", {}).get("arch", "")}


# ----------------------------------------------------------------------------
# 2. The task's numbers.

def op_family(op):
    """One family per op: the counts and the evaluation's per-family rows."""
    cls = _CLASSES.get(op)
    if op in NORM_OPS:
        return "norm"
    if op in GEMM_OPS:
        return "gemm"
    if cls == "Library" and "conv" in op:
        return "conv"
    if op in COMPARE_OPS or op.startswith(COMPARE_PREFIXES):
        return "compare"
    return {"Elementwise": "elementwise", "Row": "row", "Reduction": "reduction",
            "Window": "pool"}.get(cls, "unknown")


def _reduction(node):
    """(elements reduced per output, inner stride) of a reducing node, else None."""
    op, attrs, x = node["op"], node["attrs"], node["in"][0] if node["in"] else None
    if x is None:
        return None
    rank = len(x)
    if _CLASSES.get(op) == "Reduction" or op in SOFTMAX_OPS:
        dims = _reduced_dims(attrs, rank) if rank else []
        if not dims:
            return 1, 1
        return numel([x[d] for d in dims]), numel(x[dims[-1] + 1:])
    if op in ("aten::layer_norm", "aten::rms_norm"):
        return numel(x[max(0, rank - len(attrs.get("normalized_shape", []))):]), 1
    if op == "aten::group_norm" and rank >= 2:
        return x[1] // max(attrs.get("num_groups", 1), 1) * numel(x[2:]), 1
    if op == "aten::instance_norm" and rank >= 2:
        return numel(x[2:]), 1
    return None


def _gemm_flops(node):
    out, ins = node["out"][0], node["in"]
    a = ins[1] if node["op"] in SELF_FIRST and len(ins) > 1 else ins[0]
    if out is None or not a:
        return 0
    return 2 * numel(out) * a[-1]


def _conv_flops(node):
    out, w = node["out"][0], node["in"][1] if len(node["in"]) > 1 else None
    transposed = node["attrs"].get("transposed") or "transpose" in node["op"]
    if out is None or not w or len(w) < 2 or (transposed and node["in"][0] is None):
        return 0
    # Forward: every output element takes C_in/groups x window MACs (w[1] is
    # C_in/groups). Transposed: every input element scatters C_out/groups x
    # window (w[1] is C_out/groups there).
    return 2 * numel(node["in"][0] if transposed else out) * w[1] * numel(w[2:])


def aggregates(summary):
    """The raw summary -> the task's numbers feature_vector reads."""
    counts = {f: 0 for f in ("elementwise", "compare", "row", "norm", "reduction", "pool",
                             "gemm", "conv", "unknown")}
    strided = gemm_flops = conv_flops = reduction = inner = window = 0
    for node in summary["nodes"]:
        family = op_family(node["op"])
        counts[family] += 1
        if family == "gemm":
            gemm_flops += _gemm_flops(node)
        elif family == "conv":
            conv_flops += _conv_flops(node)
        elif family == "pool" and node["in"] and node["in"][0] is not None and \
                len(node["in"][0]) > pool_rank(node["op"]):
            window = max(window, numel(_pool_window(node["op"], node["attrs"], node["in"][0])[0]))
        r = _reduction(node)
        if r:
            reduction, inner = max(reduction, r[0]), max(inner, r[1])
            strided += int(r[1] > 1)
    spec_bytes = lambda s: numel(s["shape"]) * DTYPE_BYTES.get(s["dtype"], 4)
    moved = sum(map(spec_bytes, summary["inputs"])) + sum(map(spec_bytes, summary["outputs"]))
    flops = gemm_flops + conv_flops
    return {"n_ops": len(summary["nodes"]), **{f"n_{f}": n for f, n in counts.items()},
            "n_strided_reduction": strided,
            "n_inputs": len(summary["inputs"]), "n_outputs": len(summary["outputs"]),
            "bytes_moved": moved, "out_elements": sum(numel(o["shape"]) for o in summary["outputs"]),
            "gemm_flops": gemm_flops, "conv_flops": conv_flops,
            "arithmetic_intensity": flops / moved if moved else 0.0,
            "max_reduction_length": reduction, "max_reduction_inner": inner,
            "max_window_volume": window,
            # The first float input's (a b8 mask may come first), as
            # agent/RankerFeatures.cpp reads it.
            "dtype": next((i["dtype"] for i in summary["inputs"]
                           if i["dtype"] in DTYPE_CODES), "f32"),
            "precision": summary["precision"]}


def aggregates_from_v1(task):
    """A v1 line's "task" (collect_dataset v1's task_features) -> aggregates;
    what v1 did not keep (strides, windows, conv FLOPs, shapes of
    intermediates) is 0, so a v1 dataset trains a weaker model, never a wrong
    one."""
    families = [op_family(op) for op in task["ops"]]
    counts = {f"n_{f}": families.count(f) for f in ("elementwise", "compare", "row", "norm",
                                                       "reduction", "pool", "gemm", "conv",
                                                       "unknown")}
    return {"n_ops": task["n_ops"], **counts, "n_strided_reduction": 0,
            "n_inputs": task["n_inputs"], "n_outputs": task["n_outputs"],
            "bytes_moved": task["bytes_moved"], "out_elements": task["out_elements"],
            "gemm_flops": task["gemm_flops"], "conv_flops": 0,
            "arithmetic_intensity": task["arithmetic_intensity"],
            "max_reduction_length": task["max_reduction_length"], "max_reduction_inner": 0,
            "max_window_volume": 0, "dtype": task["dtype"], "precision": task["precision"]}


def family(agg):
    """The group's op family for per-family evaluation rows: its heaviest op kind."""
    for name in ("conv", "gemm", "pool", "norm", "row", "reduction", "compare"):
        if agg[f"n_{name}"]:
            return name
    return "elementwise"


# ----------------------------------------------------------------------------
# 3. The vector.

def feature_vector(agg, params):
    """The features of one candidate of one task's aggregates, FEATURE_NAMES order."""
    block, vector = params["block"], params["vector"]
    warp = bool(params["warp_per_row"])
    conv_fused = params.get("conv_bias_fused")

    def conv_flag(name):  # -1 without a conv step, like conv_engine
        return -1 if conv_fused is None else int(bool(params.get(name)))

    values = dict(agg)
    values.update({
        "dtype": DTYPE_CODES.get(agg["dtype"], -1),
        "precision": PRECISION_CODES.get(agg["precision"], -1),
        "block": block,
        "vector": vector,
        "warp_per_row": int(warp),
        "max_cached": params["max_cached"],
        "gemm_algo": params.get("gemm_algo", 0) if agg["n_gemm"] > 0 else -1,
        "conv_engine": params.get("conv_engine", -1),
        "conv_bias_fused": -1 if conv_fused is None else int(conv_fused),
        "elements_per_thread": agg["out_elements"] / (block * vector),
        "row_per_lane": agg["max_reduction_length"] / ((32 if warp else block) * vector),
        "vector_bytes": vector * (2 if agg["dtype"] in ("f16", "bf16") else 4),
        "handset_rank": params.get("handset_rank", 0),
        # A conv candidate without "-ws" (or stored before version 4) is 0.
        "conv_ws_sized": -1 if conv_fused is None else int(bool(params.get("conv_ws_sized"))),
        "fp32_emulated": int(bool(params.get("fp32_emulated"))),
        "strict_round": params.get("strict_round", 0),
        "split_blocks_per_sm": params.get("split_blocks_per_sm", DEFAULT_SPLIT_BLOCKS_PER_SM),
        "conv_channels_last": conv_flag("conv_channels_last"),
        "conv_layout_copies": conv_flag("conv_layout_copies"),
        "conv_transposed_forward": conv_flag("conv_transposed_forward"),
        "attention_key_tile": params.get("attention_key_tile", 0),
        "attention_query_shared": int(bool(params.get("attention_query_shared"))),
        "attention_score_chains": params.get("attention_score_chains", 1),
        "attention_async_copy": int(bool(params.get("attention_async_copy"))),
        "layout_tile": params.get("layout_tile", 0),
    })
    return [float(values[name]) for name in FEATURE_NAMES]


FIXTURE = REPO / "test/unit/Inputs/ranker-features.json"
FIXTURE_TASKS = ["gemm", "layer_norm", "leaky_relu", "activations", "math", "gemm_mm_3d", "gemm_baddbmm",
                 "reduce", "norm_group", "norm_batch", "norm_instance", "rms_norm",
                 "pool_family", "conv_family", "conv_small", "compare",
                 # Intermediate values: the shape rules, not the graph outputs, decide.
                 "test/unit/Inputs/ranker-intermediates.task.json"]
FIXTURE_CANDIDATES = [
    "builtin/b256-v4-block-c32", "builtin/b128-v1-warp-c32", "builtin/b512-v8-block-c16-a3",
    "builtin/b256-v2-warp-c32-a1", "builtin/b128-v4-block-c32-e2-bf",
    "builtin/b256-v4-block-c32-a2-e0-be",
    # Version 4's suffixes, alone and together (the order the policy appends them).
    "builtin/b256-v4-block-c32-e0-bf-ws", "builtin/b128-v2-block-c32-a1-x3",
    "builtin/b256-v4-block-c32-a0-e1-be-ws-x3", "builtin/b512-v4-warp-c32-a2-f32g",
    "builtin/b256-v1-block-c32-e0-bf-f32", "builtin/b256-v4-block-c32-s4",
    "builtin/b128-v4-warp-c16-s4-a3-e2-bf-ws-x3-f32-plain",
    # Version 5's layout and attention parts.
    "builtin/b256-v4-warp-c32-e1-bf-cl-fw", "builtin/b256-v4-block-c32-e0-be-clc",
    "builtin/b256-v1-block-c32-a0-e1-be-cl", "builtin/b256-v4-block-c32-t32-e0-be-cl",
    "builtin/b256-v1-block-c32-kt32-ac-e0-bf-ws", "builtin/b128-v1-block-c32-kt64-qs-sc2-ac-x3-a1",
]


def fixture():
    """Tasks x candidates -> the features C++ must reproduce."""
    cases = []
    for name in FIXTURE_TASKS:
        task_file = name if "/" in name else f"test/Import/Inputs/{name}.task.json"
        agg = aggregates(group_summary(json.loads((REPO / task_file).read_text())))
        for rank, candidate in enumerate(FIXTURE_CANDIDATES):
            params = dict(candidate_params(candidate), handset_rank=rank)
            cases.append({"task": task_file, "candidate": candidate, "params": params,
                          "features": feature_vector(agg, params)})
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
