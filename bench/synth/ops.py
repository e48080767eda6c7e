"""Seed-operator library for task synthesis.

Every op knows (1) which input shapes it accepts, (2) how to sample its arguments -- structural
arguments (kernel size, dim, activation kind, ...) from the shared structure RNG and size
arguments (output channels/features, ...) from a per-scale RNG -- (3) its output shape,
(4) the Python source for its parameters (``__init__``) and its forward expression, and
(5) a rough cost (FLOPs, bytes) used to size problems for a target device.

Shapes are tracked for every scale at once (``{"h200": shape, "small": shape}``) so that one
structural choice yields the same problem at every scale; an op is applied only when it is
valid at all scales.  All tensors are float32 (argmax, the one integer-valued op, is terminal).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

Shape = Tuple[int, ...]

# Size profiles.  h200: typical problems take ~1-100 ms eager on an H200; small: CPU tests.
PROFILES: Dict[str, Dict[str, list]] = {
    "h200": {
        "batch": [16, 32, 64, 128],
        "channels": [16, 32, 64, 128, 256, 512],
        "len1d": [512, 1024, 2048, 4096, 8192],
        "spatial2d": [32, 64, 128, 256],
        "spatial3d": [16, 24, 32, 48, 64],
        "gemm": [512, 1024, 2048, 4096, 8192],
        "seq": [256, 512, 1024, 2048],
        "heads": [8, 16],
        "head_dim": [64, 128],
    },
    "small": {
        "batch": [2, 3],
        "channels": [4, 8, 16],
        "len1d": [16, 24, 32],
        "spatial2d": [8, 10, 12],
        "spatial3d": [6, 8],
        "gemm": [8, 16, 24, 32],
        "seq": [8, 12, 16],
        "heads": [2],
        "head_dim": [8, 16],
    },
}
# Suite v2's GPU scale (ops_v2.py): an H200 with 4-8 GiB tensors.
PROFILES["large"] = {
    "batch": [32, 64, 128, 256],
    "channels": [32, 64, 128, 256, 512],
    "len1d": [16384, 32768, 65536, 131072],
    "spatial2d": [128, 256, 512],
    "spatial3d": [32, 48, 64, 96],
    "gemm": [1024, 2048, 4096, 8192, 16384],
    "seq": [1024, 2048, 4096, 8192],
    "heads": [16, 32],
    "head_dim": [64, 128],
}
SCALES = ("h200", "small")  # suite v1's

ACTIVATIONS = {
    "relu": "torch.relu({x})",
    "gelu": "F.gelu({x})",
    "silu": "F.silu({x})",
    "sigmoid": "torch.sigmoid({x})",
    "tanh": "torch.tanh({x})",
    "leaky_relu": "F.leaky_relu({x}, negative_slope={a})",
    "hardswish": "F.hardswish({x})",
    "softplus": "F.softplus({x})",
    "elu": "F.elu({x}, alpha={a})",
    "mish": "F.mish({x})",
}


def numel(shape: Shape) -> int:
    n = 1
    for s in shape:
        n *= s
    return n


def fnum(x: float) -> str:
    """Stable float literal."""
    return repr(round(float(x), 4))


@dataclass
class Node:
    op: "Op"
    attr: str                              # attribute / identifier stem, e.g. "conv2d_0"
    sargs: dict                            # structural args, shared across scales
    zargs: Dict[str, dict]                 # per-scale size args
    in_shapes: Dict[str, Shape]
    out_shapes: Dict[str, Shape]
    extras: Dict[str, List[Shape]] = field(default_factory=dict)  # extra forward inputs per scale
    extra_names: List[str] = field(default_factory=list)


class Op:
    name = "op"
    family = "misc"
    heavy = False          # compute-heavy ops are preferred as the first op of a problem
    n_extra = 0            # extra forward inputs (second operands)

    def applicable(self, shape: Shape) -> bool:
        return True

    def terminal_for(self, sargs: dict) -> bool:
        """Whether the op must end the chain with these arguments (an integer or 0-dim output)."""
        return sargs.get("kind") == "argmax"

    def sample(self, srng: random.Random, shapes: Dict[str, Shape], zrngs: Dict[str, random.Random]):
        """Return (sargs, zargs, out_shapes, extras) or None if not valid at every scale."""
        if not all(self.applicable(s) for s in shapes.values()):
            return None
        sargs = self.sample_structure(srng, shapes)
        if sargs is None:
            return None
        zargs, outs, extras = {}, {}, {}
        for sc, shp in shapes.items():
            z = self.sample_sizes(zrngs[sc], sc, shp, sargs)
            if z is None:
                return None
            o = self.out_shape(shp, sargs, z)
            if o is None or any(d < 1 for d in o):
                return None
            zargs[sc], outs[sc] = z, o
            extras[sc] = self.extra_shapes(shp, sargs, z)
        return sargs, zargs, outs, extras

    # -- to override
    def sample_structure(self, srng, shapes) -> Optional[dict]:
        return {}

    def sample_sizes(self, zrng, scale, shape, sargs) -> Optional[dict]:
        return {}

    def out_shape(self, shape, sargs, zargs) -> Optional[Shape]:
        return shape

    def extra_shapes(self, shape, sargs, zargs) -> List[Shape]:
        return []

    def init_lines(self, node: Node, scale: str) -> List[str]:
        return []

    def forward_lines(self, node: Node, scale: str, x: str) -> List[str]:
        raise NotImplementedError

    def cost(self, node: Node, scale: str) -> Tuple[float, float]:
        """(flops, bytes) for one forward call of this op (rough, fp32)."""
        b = 4 * (numel(node.in_shapes[scale]) + numel(node.out_shapes[scale])
                 + sum(numel(s) for s in node.extras.get(scale, [])))
        return 0.0, float(b)


# ----------------------------------------------------------------------------- GEMM family
class Linear(Op):
    name, family, heavy = "linear", "gemm", True

    def applicable(self, shape):
        return len(shape) in (2, 3)

    def sample_structure(self, srng, shapes):
        return {"bias": srng.random() < 0.7}

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["gemm"])}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (z["out"],)

    def init_lines(self, n, sc):
        return [f"self.{n.attr} = nn.Linear({n.in_shapes[sc][-1]}, {n.zargs[sc]['out']}, bias={n.sargs['bias']})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i = n.in_shapes[sc]
        return 2.0 * numel(i) * n.zargs[sc]["out"], b + 4.0 * i[-1] * n.zargs[sc]["out"]


class MatmulInput(Op):
    """x @ w with w a second forward input (K, N)."""
    name, family, heavy, n_extra = "matmul", "gemm", True, 1

    def applicable(self, shape):
        return len(shape) in (2, 3)

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["gemm"])}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (z["out"],)

    def extra_shapes(self, shape, s, z):
        return [(shape[-1], z["out"])]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.matmul({x}, {n.extra_names[0]})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        return 2.0 * numel(n.in_shapes[sc]) * n.zargs[sc]["out"], b


class Bmm(Op):
    name, family, heavy, n_extra = "bmm", "gemm", True, 1

    def applicable(self, shape):
        return len(shape) == 3

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["gemm"][:3])}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (z["out"],)

    def extra_shapes(self, shape, s, z):
        return [(shape[0], shape[2], z["out"])]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.bmm({x}, {n.extra_names[0]})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        return 2.0 * numel(n.in_shapes[sc]) * n.zargs[sc]["out"], b


# ----------------------------------------------------------------------------- convolutions
def _conv_out(L, k, s, p):
    return (L + 2 * p - k) // s + 1


def _convt_out(L, k, s, p):
    return (L - 1) * s - 2 * p + k


class Conv(Op):
    family, heavy = "conv", True
    transpose = False

    def __init__(self, nd: int, transpose: bool = False):
        self.nd, self.transpose = nd, transpose
        self.name = f"conv_transpose{nd}d" if transpose else f"conv{nd}d"
        self.family = "conv_transpose" if transpose else "conv"

    def applicable(self, shape):
        return len(shape) == self.nd + 2

    def sample_structure(self, srng, shapes):
        if self.transpose:
            k = srng.choice([2, 3, 4])
            s = srng.choice([1, 2])
            p = srng.choice([0, 1]) if k >= 3 else 0
        else:
            k = srng.choice([1, 3, 3, 5]) if self.nd < 3 else srng.choice([1, 3])
            s = srng.choice([1, 1, 2])
            p = k // 2 if srng.random() < 0.7 else 0
        return {"k": k, "stride": s, "pad": p, "bias": srng.random() < 0.6}

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["channels"])}

    def out_shape(self, shape, s, z):
        f = _convt_out if self.transpose else _conv_out
        sp = tuple(f(L, s["k"], s["stride"], s["pad"]) for L in shape[2:])
        if any(d < 2 for d in sp):
            return None
        return (shape[0], z["out"]) + sp

    def init_lines(self, n, sc):
        cls = f"nn.ConvTranspose{self.nd}d" if self.transpose else f"nn.Conv{self.nd}d"
        s = n.sargs
        return [f"self.{n.attr} = {cls}({n.in_shapes[sc][1]}, {n.zargs[sc]['out']}, kernel_size={s['k']}, "
                f"stride={s['stride']}, padding={s['pad']}, bias={s['bias']})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i, o = n.in_shapes[sc], n.out_shapes[sc]
        kvol = n.sargs["k"] ** self.nd
        pos = numel(i[2:]) if self.transpose else numel(o[2:])
        return 2.0 * i[0] * pos * i[1] * o[1] * kvol, b + 4.0 * i[1] * o[1] * kvol


# ----------------------------------------------------------------------------- attention
class SDPA(Op):
    name, family, heavy, n_extra = "sdpa", "attention", True, 2

    def applicable(self, shape):
        return len(shape) == 4 and shape[-1] <= 256

    def sample_structure(self, srng, shapes):
        return {"causal": srng.random() < 0.5}

    def extra_shapes(self, shape, s, z):
        return [shape, shape]

    def forward_lines(self, n, sc, x):
        k, v = n.extra_names
        return [f"{x} = F.scaled_dot_product_attention({x}, {k}, {v}, is_causal={n.sargs['causal']})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        B, H, S, D = n.in_shapes[sc]
        return 4.0 * B * H * S * S * D * (0.5 if n.sargs["causal"] else 1.0) * 2.0, b


class QKScores(Op):
    """Scaled Q K^T with K a second input: (..., S, D) x (..., S, D) -> (..., S, S)."""
    name, family, heavy, n_extra = "qk_scores", "attention", True, 1

    def applicable(self, shape):
        return len(shape) in (3, 4) and shape[-1] <= 512

    def out_shape(self, shape, s, z):
        return shape[:-1] + (shape[-2],)

    def extra_shapes(self, shape, s, z):
        return [shape]

    def forward_lines(self, n, sc, x):
        d = n.in_shapes[sc][-1]
        return [f"{x} = torch.matmul({x}, {n.extra_names[0]}.transpose(-2, -1)) * {fnum(1.0 / math.sqrt(d))}"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i = n.in_shapes[sc]
        return 2.0 * numel(i) * i[-2], b


class MaskedSoftmax(Op):
    """Causal-masked softmax over the last dim of a square (..., S, S) score tensor."""
    name, family = "masked_softmax", "attention"

    def applicable(self, shape):
        return len(shape) >= 3 and shape[-1] == shape[-2]

    def init_lines(self, n, sc):
        S = n.in_shapes[sc][-1]
        return [f"self.register_buffer(\"{n.attr}_mask\", torch.tril(torch.ones({S}, {S})))"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.softmax({x}.masked_fill(self.{n.attr}_mask == 0, float(\"-inf\")), dim=-1)"]


class MatmulV(Op):
    """Attention-probabilities times V: (..., S, S) x (..., S, Dv) -> (..., S, Dv)."""
    name, family, heavy, n_extra = "matmul_v", "attention", True, 1

    def applicable(self, shape):
        return len(shape) in (3, 4) and shape[-1] == shape[-2]

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"dv": zrng.choice(PROFILES[scale]["head_dim"])}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (z["dv"],)

    def extra_shapes(self, shape, s, z):
        return [shape[:-1] + (z["dv"],)]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.matmul({x}, {n.extra_names[0]})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        return 2.0 * numel(n.in_shapes[sc]) * n.zargs[sc]["dv"], b


# ----------------------------------------------------------------------------- pooling
class Pool(Op):
    family = "pool"

    def __init__(self, kind: str, nd: int):
        self.kind, self.nd = kind, nd
        self.name = f"{kind}_pool{nd}d"

    def applicable(self, shape):
        return len(shape) == self.nd + 2

    def sample_structure(self, srng, shapes):
        k = srng.choice([2, 2, 3])
        return {"k": k, "stride": srng.choice([k, 2])}

    def out_shape(self, shape, s, z):
        sp = tuple(_conv_out(L, s["k"], s["stride"], 0) for L in shape[2:])
        if any(d < 1 for d in sp) or any(L < s["k"] for L in shape[2:]):
            return None
        return shape[:2] + sp

    def init_lines(self, n, sc):
        cls = "nn.MaxPool" if self.kind == "max" else "nn.AvgPool"
        return [f"self.{n.attr} = {cls}{self.nd}d(kernel_size={n.sargs['k']}, stride={n.sargs['stride']})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]


# ----------------------------------------------------------------------------- norms
class BatchNorm(Op):
    name, family = "batch_norm", "norm"

    def applicable(self, shape):
        return 2 <= len(shape) <= 5

    def init_lines(self, n, sc):
        r = len(n.in_shapes[sc])
        nd = {2: 1, 3: 1, 4: 2, 5: 3}[r]
        return [f"self.{n.attr} = nn.BatchNorm{nd}d({n.in_shapes[sc][1]})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]


class LayerNorm(Op):
    name, family = "layer_norm", "norm"

    def applicable(self, shape):
        return len(shape) >= 2 and shape[-1] >= 4

    def init_lines(self, n, sc):
        return [f"self.{n.attr} = nn.LayerNorm({n.in_shapes[sc][-1]})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]


class RMSNorm(LayerNorm):
    name = "rms_norm"

    def init_lines(self, n, sc):
        return [f"self.{n.attr} = nn.RMSNorm({n.in_shapes[sc][-1]})"]


class GroupNorm(Op):
    name, family = "group_norm", "norm"

    def applicable(self, shape):
        return len(shape) >= 3

    def sample_structure(self, srng, shapes):
        g = srng.choice([2, 4, 8])
        for shp in shapes.values():
            while g > 1 and shp[1] % g:
                g //= 2
        return {"groups": g}

    def init_lines(self, n, sc):
        return [f"self.{n.attr} = nn.GroupNorm({n.sargs['groups']}, {n.in_shapes[sc][1]})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]


class InstanceNorm(Op):
    name, family = "instance_norm", "norm"

    def applicable(self, shape):
        return 3 <= len(shape) <= 5 and numel(shape[2:]) > 1

    def init_lines(self, n, sc):
        nd = len(n.in_shapes[sc]) - 2
        return [f"self.{n.attr} = nn.InstanceNorm{nd}d({n.in_shapes[sc][1]}, affine=True)"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]


# ----------------------------------------------------------------------------- elementwise
class Activation(Op):
    name, family = "activation", "activation"

    def sample_structure(self, srng, shapes):
        kind = srng.choice(sorted(ACTIVATIONS))
        a = {"leaky_relu": srng.choice([0.01, 0.05, 0.1, 0.2]), "elu": srng.choice([0.5, 1.0])}.get(kind)
        return {"kind": kind, "a": a}

    def forward_lines(self, n, sc, x):
        return [f"{x} = " + ACTIVATIONS[n.sargs["kind"]].format(x=x, a=n.sargs["a"])]


class ScalarArith(Op):
    name, family = "scalar_arith", "elementwise"

    def sample_structure(self, srng, shapes):
        opr = srng.choice(["+", "-", "*", "/"])
        c = srng.choice([0.5, 1.5, 2.0, 3.0, 0.1, 0.25]) if opr in "*/" else srng.choice([0.1, 0.5, 1.0, 2.0])
        return {"opr": opr, "c": c}

    def forward_lines(self, n, sc, x):
        return [f"{x} = {x} {n.sargs['opr']} {fnum(n.sargs['c'])}"]


class TensorArith(Op):
    """Second operand: a residual forward input of the same shape, or a learned per-channel
    bias/scale broadcast over the remaining dims."""
    name, family = "tensor_arith", "elementwise"

    def sample_structure(self, srng, shapes):
        return {"kind": srng.choice(["add_input", "mul_input", "add_param", "mul_param", "sub_input"])}

    def extra_shapes(self, shape, s, z):
        return [shape] if s["kind"].endswith("_input") else []

    @staticmethod
    def _pshape(shape):
        if len(shape) <= 2:
            return (shape[-1],)
        return (shape[1],) + (1,) * (len(shape) - 2)

    def init_lines(self, n, sc):
        k = n.sargs["kind"]
        if k.endswith("_param"):
            ps = ", ".join(str(d) for d in self._pshape(n.in_shapes[sc]))
            init = "torch.randn" if k == "add_param" else "1.0 + 0.1 * torch.randn"
            return [f"self.{n.attr} = nn.Parameter({init}({ps}))"]
        return []

    def forward_lines(self, n, sc, x):
        k = n.sargs["kind"]
        opr = {"add": "+", "mul": "*", "sub": "-"}[k.split("_")[0]]
        other = n.extra_names[0] if k.endswith("_input") else f"self.{n.attr}"
        return [f"{x} = {x} {opr} {other}"]


class Clamp(Op):
    name, family = "clamp", "elementwise"

    def sample_structure(self, srng, shapes):
        return {"lo": -srng.choice([0.5, 1.0, 2.0]), "hi": srng.choice([0.5, 1.0, 2.0])}

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.clamp({x}, min={fnum(n.sargs['lo'])}, max={fnum(n.sargs['hi'])})"]


# ----------------------------------------------------------------------------- reductions, softmax
class Reduce(Op):
    name, family = "reduce", "reduction"

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        kind = srng.choice(["sum", "mean", "amax", "min", "argmax", "logsumexp"])
        keep = srng.random() < 0.4
        return {"kind": kind, "dim": srng.randint(1, rank - 1), "keepdim": keep}

    def out_shape(self, shape, s, z):
        d = s["dim"]
        return shape[:d] + ((1,) if s["keepdim"] else ()) + shape[d + 1:]

    def forward_lines(self, n, sc, x):
        s = n.sargs
        d, kd = s["dim"], s["keepdim"]
        if s["kind"] == "min":
            return [f"{x} = torch.min({x}, dim={d}, keepdim={kd})[0]"]
        return [f"{x} = torch.{s['kind']}({x}, dim={d}, keepdim={kd})"]


class Softmax(Op):
    name, family = "softmax", "softmax"

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        return {"kind": srng.choice(["softmax", "log_softmax"]), "dim": srng.choice([-1, 1] if rank > 2 else [-1])}

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.{n.sargs['kind']}({x}, dim={n.sargs['dim']})"]


def build_registry() -> List[Op]:
    ops: List[Op] = [Linear(), MatmulInput(), Bmm(), SDPA(), QKScores(), MaskedSoftmax(), MatmulV(),
                     BatchNorm(), LayerNorm(), RMSNorm(), GroupNorm(), InstanceNorm(), Activation(),
                     ScalarArith(), TensorArith(), Clamp(), Reduce(), Softmax()]
    for nd in (1, 2, 3):
        ops += [Conv(nd), Conv(nd, transpose=True), Pool("max", nd), Pool("avg", nd)]
    return ops


REGISTRY = build_registry()
OPS = {op.name: op for op in REGISTRY}
