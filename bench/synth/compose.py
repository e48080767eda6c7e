"""Composer: chains 1-5 seed ops into a standalone KernelBench-format problem file.

Seeded and reproducible: ``compose(seed)`` always returns the same task, and ``render`` turns it
into byte-identical source.  One task carries shapes for every scale (h200 and small) with the
same op structure, so CPU checks on the small twin speak for the structure of the h200 task.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from bench.synth.ops import PROFILES, REGISTRY, Node, Op, Shape, numel
from bench.synth.ops_v2 import FAMILY_WEIGHT_V2, REGISTRY_V2
from bench.synth.ops_v3 import REGISTRY_V3
from bench.synth.ops_v4 import REGISTRY_V4

LAYOUTS = ("mat", "seq", "ncl", "nchw", "nchw", "ncdhw", "bhsd", "bmk")
N_OPS_WEIGHTS = {1: 0.12, 2: 0.23, 3: 0.27, 4: 0.22, 5: 0.16}
FAMILY_WEIGHT = {"activation": 4.0, "elementwise": 1.5, "norm": 1.2, "reduction": 1.6, "softmax": 1.4,
                 "pool": 1.0, "conv": 1.2, "conv_transpose": 1.0, "gemm": 1.2, "attention": 2.0}
# rough fp32 throughput on an H200 (FLOP/s) per family, and memory bandwidth (B/s)
PEAK_FLOPS = {"gemm": 45e12, "conv": 25e12, "conv_transpose": 15e12, "attention": 20e12}
MEM_BW = 3.0e12
LAUNCH_MS = 0.005
# limits per scale: max elements in any one tensor; for h200 also the estimated eager ms range
MAX_NUMEL = {"h200": 2 ** 28, "small": 2 ** 15}
MAX_FLOPS = {"h200": 5e12, "small": 3e7}
TARGET_MS = (1.5, 40.0)


@dataclass(frozen=True)
class Library:
    """What a suite version draws from and how big its tasks are. ``gpu`` names the scale the
    committed files are rendered at (the other is the small CPU twin); its largest tensor must
    hold at least ``min_numel`` elements."""
    name: str
    registry: Sequence[Op]
    gpu: str
    max_numel: Dict[str, int]
    max_flops: Dict[str, float]
    target_ms: Tuple[float, float]
    family_weight: Dict[str, float]
    min_numel: int = 0

    @property
    def scales(self) -> Tuple[str, str]:
        return (self.gpu, "small")


V1 = Library("v1", tuple(REGISTRY), "h200", MAX_NUMEL, MAX_FLOPS, TARGET_MS, FAMILY_WEIGHT)
# Suite v2: v1's ops and ops_v2's, every task's largest tensor 4-8 GiB of float32. Eager times
# run longer at that size (a 4 GiB elementwise op alone moves 8.6 GB: ~3 ms).
V2 = Library("v2", tuple(REGISTRY_V2), "large", {"large": 2 ** 31, "small": 2 ** 15},
             {"large": 2e13, "small": 3e7}, (3.0, 120.0), FAMILY_WEIGHT_V2, min_numel=2 ** 30)
# Suite v3: v2's ops and ops_v3's idioms (einsum, `w.T`, in-place residuals, norms over
# trailing dims, products, hand-split attention heads), at v2's sizes.
V3 = Library("v3", tuple(REGISTRY_V3), "large", {"large": 2 ** 31, "small": 2 ** 15},
             {"large": 2e13, "small": 3e7}, (3.0, 120.0), FAMILY_WEIGHT_V2, min_numel=2 ** 30)
# Suite v4: v3's ops and ops_v4's (PyTorch's transformer modules, nn.Bilinear, var_mean,
# clamps by tensors, floor division, diff, special elementwise functions), at v2's sizes.
V4 = Library("v4", tuple(REGISTRY_V4), "large", {"large": 2 ** 31, "small": 2 ** 15},
             {"large": 2e13, "small": 3e7}, (3.0, 120.0), FAMILY_WEIGHT_V2, min_numel=2 ** 30)
LIBRARIES = {"v1": V1, "v2": V2, "v3": V3, "v4": V4}


@dataclass
class Task:
    seed: int
    layout: str
    input_shapes: Dict[str, Shape]
    nodes: List[Node] = field(default_factory=list)
    gpu: str = "h200"  # the library's GPU scale

    def labels(self) -> List[str]:
        out = []
        for n in self.nodes:
            k = n.sargs.get("kind")
            out.append(f"{n.op.name}:{k}" if k else n.op.name)
        return out

    def families(self) -> List[str]:
        return [n.op.family for n in self.nodes]

    def extra_inputs(self, scale: str) -> List[Tuple[str, Shape]]:
        out = []
        for n in self.nodes:
            out += list(zip(n.extra_names, n.extras[scale]))
        return out

    def est_ms(self, scale: Optional[str] = None) -> float:
        scale = scale or self.gpu
        t = 0.0
        for n in self.nodes:
            f, b = n.op.cost(n, scale)
            peak = PEAK_FLOPS.get(n.op.family, 1e30)
            t += max(f / peak, b / MEM_BW) * 1e3 + LAUNCH_MS
        return t

    def flops(self, scale: str) -> float:
        return sum(n.op.cost(n, scale)[0] for n in self.nodes)

    def max_numel(self, scale: str) -> int:
        m = numel(self.input_shapes[scale])
        for n in self.nodes:
            m = max([m, numel(n.out_shapes[scale])] + [numel(s) for s in n.extras[scale]])
            if n.op.name == "linear":
                m = max(m, n.in_shapes[scale][-1] * n.zargs[scale]["out"])
        return m


def layout_shape(layout: str, zrng: random.Random, scale: str) -> Shape:
    P = PROFILES[scale]
    c = zrng.choice
    if layout == "mat":
        return (c(P["gemm"]), c(P["gemm"]))
    if layout == "seq":
        return (c(P["batch"][:2]), c(P["seq"]), c(P["gemm"][:3]))
    if layout == "ncl":
        return (c(P["batch"]), c(P["channels"]), c(P["len1d"]))
    if layout == "nchw":
        return (c(P["batch"]), c(P["channels"]), c(P["spatial2d"]), c(P["spatial2d"]))
    if layout == "ncdhw":
        return (c(P["batch"][:3]), c(P["channels"][:4]), c(P["spatial3d"]), c(P["spatial3d"]), c(P["spatial3d"]))
    if layout == "bhsd":
        return (c(P["batch"][:2]), c(P["heads"]), c(P["seq"]), c(P["head_dim"]))
    if layout == "bmk":
        return (c(P["batch"]), c(P["gemm"][:3]), c(P["gemm"][:3]))
    raise ValueError(layout)


def _pick_node(library, srng, zrngs, shapes, index, first, last, n_extra_so_far) -> Optional[Node]:
    cands = [op for op in library.registry if all(op.applicable(s) for s in shapes.values())]
    if first:
        heavy = [op for op in cands if op.heavy]
        if heavy and srng.random() < 0.8:
            cands = heavy
    while cands:
        w = [library.family_weight.get(op.family, 1.0) for op in cands]
        op: Op = srng.choices(cands, weights=w)[0]
        cands.remove(op)
        r = op.sample(srng, shapes, zrngs)
        if r is None:
            continue
        sargs, zargs, outs, extras = r
        if op.terminal_for(sargs) and not last:
            continue
        ne = len(next(iter(extras.values())))
        names = [f"y{n_extra_so_far + j + 1}" for j in range(ne)]
        return Node(op, f"{op.name}_{index}", sargs, zargs, dict(shapes), outs, extras, names)
    return None


def _try_build(library, seed, srng, zrngs, n_ops) -> Optional[Task]:
    layout = srng.choice(LAYOUTS)
    shapes = {sc: layout_shape(layout, zrngs[sc], sc) for sc in zrngs}
    task = Task(seed, layout, dict(shapes), gpu=library.gpu)
    n_extra = 0
    for i in range(n_ops):
        node = _pick_node(library, srng, zrngs, shapes, i, i == 0, i == n_ops - 1, n_extra)
        if node is None:
            return None
        task.nodes.append(node)
        n_extra += len(node.extra_names)
        shapes = node.out_shapes
    return task


def acceptable(task: Task, target_ms=None, library: Library = V1) -> bool:
    target_ms = target_ms or library.target_ms
    for sc in task.input_shapes:
        if task.max_numel(sc) > library.max_numel[sc] or task.flops(sc) > library.max_flops[sc]:
            return False
    if library.gpu in task.input_shapes:
        if task.max_numel(library.gpu) < library.min_numel:
            return False
        est = task.est_ms(library.gpu)
        if not (target_ms[0] <= est <= target_ms[1]):
            return False
    return True


def compose(seed: int, scales=None, n_ops: Optional[int] = None, max_attempts: int = 300,
            target_ms=None, library: Library = V1) -> Optional[Task]:
    """Deterministically build one task for ``seed`` from ``library`` (None if no acceptable
    chain was found). Suite v1's tasks (the default) are as they were before libraries."""
    scales = scales or library.scales
    target_ms = target_ms or library.target_ms
    salt = "" if library is V1 else library.name + "-"
    srng = random.Random(f"cuagent-struct-{salt}{seed}")
    zrngs = {sc: random.Random(f"cuagent-size-{salt}{seed}-{sc}") for sc in scales}
    if n_ops is None:
        ks = sorted(N_OPS_WEIGHTS)
        n_ops = srng.choices(ks, weights=[N_OPS_WEIGHTS[k] for k in ks])[0]
    for _ in range(max_attempts):
        t = _try_build(library, seed, srng, zrngs, n_ops)
        if t is not None and acceptable(t, target_ms, library):
            return t
    return None


def task_name(task: Task) -> str:
    short = "_".join(l.split(":")[-1] for l in task.labels())
    prefix = "syn" if task.gpu == "h200" else "big"
    return f"{prefix}{task.seed:06d}_{short}"[:80]


def _shape_src(s: Shape) -> str:
    return ", ".join(str(d) for d in s)


def render(task: Task, scale: str) -> str:
    """Emit the standalone problem file for ``scale``."""
    ops_desc = " -> ".join(task.labels())
    L = [f"# Synthesized by cuagent (bench.synth.compose), seed={task.seed}, scale={scale}.",
         f"# ops: {ops_desc}",
         "import torch",
         "import torch.nn as nn",
         "import torch.nn.functional as F",
         "", "",
         "class Model(nn.Module):",
         "    def __init__(self):",
         "        super().__init__()"]
    for n in task.nodes:
        L += ["        " + s for s in n.op.init_lines(n, scale)]
    extras = task.extra_inputs(scale)
    sig = ", ".join(["self", "x"] + [nm for nm, _ in extras])
    L += ["", f"    def forward({sig}):"]
    for n in task.nodes:
        L += ["        " + s for s in n.op.forward_lines(n, scale, "x")]
    L += ["        return x", "", ""]
    L += ["def get_inputs():", f"    x = torch.randn({_shape_src(task.input_shapes[scale])})"]
    for nm, shp in extras:
        L.append(f"    {nm} = torch.randn({_shape_src(shp)})")
    L += [f"    return [{', '.join(['x'] + [nm for nm, _ in extras])}]", "", "",
          "def get_init_inputs():", "    return []", ""]
    return "\n".join(L)


def describe(task: Task) -> dict:
    """Manifest entry: op families and sizes."""
    return {
        "seed": task.seed, "name": task_name(task), "layout": task.layout, "n_ops": len(task.nodes),
        "ops": task.labels(), "families": task.families(),
        "input_shape": {sc: list(s) for sc, s in task.input_shapes.items()},
        "output_shape": {sc: list(task.nodes[-1].out_shapes[sc]) for sc in task.input_shapes},
        # On the H200 at the library's GPU scale (h200, or v2's large).
        "max_numel_h200": task.max_numel(task.gpu) if task.gpu in task.input_shapes else None,
        "est_ms_h200": round(task.est_ms(), 3) if task.gpu in task.input_shapes else None,
        "gflop_h200": round(task.flops(task.gpu) / 1e9, 3) if task.gpu in task.input_shapes else None,
    }
