"""Seed ops of suite v3: the idioms suites v1 and v2 never write.

Suite v2's generator writes every op the way cuagent's capture first learned to read it. Real
models also write contractions with ``torch.einsum``, transposed weights as ``w.T``, in-place
activations and ``+=`` residuals, layer norms over several trailing dims, products over a dim,
and attention with heads split by ``view`` + ``transpose``. Each op here is one of those
idioms, written for cuagent's synthesis (no benchmark file was copied), on ops.py's Op
protocol and suite v2's sizes.
"""
from __future__ import annotations

import math
from typing import List

from bench.synth.ops import PROFILES, Op, Reduce, numel
from bench.synth.ops_v2 import REGISTRY_V2


class EinsumProject(Op):
    """A weight contraction by einsum: the last dim against an [out, in] weight, or a 1x1
    channel mix of an NC... map (``nchw,oc->nohw``)."""
    name, family, heavy = "einsum", "gemm", True

    def applicable(self, shape):
        return len(shape) in (2, 3, 4)

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        return {"channels": rank == 4 and srng.random() < 0.6}

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["channels" if sargs["channels"] else "gemm"])}

    def out_shape(self, shape, s, z):
        if s["channels"]:
            return (shape[0], z["out"]) + shape[2:]
        return shape[:-1] + (z["out"],)

    def init_lines(self, n, sc):
        k = n.in_shapes[sc][1 if n.sargs["channels"] else -1]
        out = n.zargs[sc]["out"]
        return [f"self.{n.attr} = nn.Parameter(torch.randn({out}, {k}) / {math.sqrt(k):.4f})"]

    def forward_lines(self, n, sc, x):
        if n.sargs["channels"]:
            return [f"{x} = torch.einsum(\"nchw,oc->nohw\", {x}, self.{n.attr})"]
        lead = "bst"[:len(n.in_shapes[sc]) - 1]
        return [f"{x} = torch.einsum(\"{lead}c,dc->{lead}d\", {x}, self.{n.attr})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i = n.in_shapes[sc]
        k = i[1] if n.sargs["channels"] else i[-1]
        return 2.0 * numel(i) * n.zargs[sc]["out"], b + 4.0 * k * n.zargs[sc]["out"]


class TransposedWeight(Op):
    """``x @ self.w.T`` with the weight stored [out, in] (freezing makes ``.T`` a strided
    constant)."""
    name, family, heavy = "matmul_wt", "gemm", True

    def applicable(self, shape):
        return len(shape) in (2, 3)

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"out": zrng.choice(PROFILES[scale]["gemm"])}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (z["out"],)

    def init_lines(self, n, sc):
        k, out = n.in_shapes[sc][-1], n.zargs[sc]["out"]
        return [f"self.{n.attr} = nn.Parameter(torch.randn({out}, {k}) / {math.sqrt(k):.4f})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = {x} @ self.{n.attr}.T"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i = n.in_shapes[sc]
        return 2.0 * numel(i) * n.zargs[sc]["out"], b + 4.0 * i[-1] * n.zargs[sc]["out"]


INPLACE = {"relu": "nn.ReLU(inplace=True)", "relu6": "nn.ReLU6(inplace=True)",
           "hardtanh": "nn.Hardtanh(inplace=True)", "silu": "nn.SiLU(inplace=True)"}


class InplaceResidual(Op):
    """A scaled branch through an in-place activation, added back with ``+=``."""
    name, family = "inplace_residual", "elementwise"

    def sample_structure(self, srng, shapes):
        return {"act": srng.choice(sorted(INPLACE)), "scale": srng.choice([0.5, 1.5, 2.0])}

    def init_lines(self, n, sc):
        return [f"self.{n.attr} = {INPLACE[n.sargs['act']]}"]

    def forward_lines(self, n, sc, x):
        h = f"h_{n.attr}"
        return [f"{h} = self.{n.attr}({x} * {n.sargs['scale']})", f"{h} += {x}", f"{x} = {h}"]


class TrailingNorm(Op):
    """Layer norm over the last two or three dims (nn.LayerNorm of a (C, H, W) shape, or
    ``F.layer_norm(x, x.shape[-2:])``)."""
    name, family = "trailing_norm", "norm"

    def applicable(self, shape):
        return len(shape) >= 3

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        return {"dims": srng.choice([2, 3] if rank >= 4 else [2]), "module": srng.random() < 0.5}

    def init_lines(self, n, sc):
        if not n.sargs["module"]:
            return []
        trailing = n.in_shapes[sc][-n.sargs["dims"]:]
        return [f"self.{n.attr} = nn.LayerNorm({tuple(trailing)})"]

    def forward_lines(self, n, sc, x):
        if n.sargs["module"]:
            return [f"{x} = self.{n.attr}({x})"]
        return [f"{x} = F.layer_norm({x}, {x}.shape[-{n.sargs['dims']}:])"]


class Product(Reduce):
    """A product over one dim of factors near 1 (so long rows neither vanish nor overflow);
    Reduce's shape rules."""
    name, family = "prod", "reduction"

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        return {"dim": srng.choice([1, rank - 1]), "keepdim": srng.random() < 0.5}

    def forward_lines(self, n, sc, x):
        s = n.sargs
        return [f"{x} = torch.prod(1.0 + 0.01 * torch.tanh({x}), dim={s['dim']}, "
                f"keepdim={s['keepdim']})"]


class HeadSplitAttention(Op):
    """Self-attention written by hand on [B, T, C]: one projection split into q, k, v, heads
    split by view + transpose(1, 2), scaled scores, softmax, the heads merged back."""
    name, family, heavy = "head_split_attention", "attention", True

    def applicable(self, shape):
        return len(shape) == 3 and shape[-1] % 2 == 0

    def sample_structure(self, srng, shapes):
        heads = [h for h in (2, 4, 8) if all(s[-1] % h == 0 for s in shapes.values())]
        return {"heads": srng.choice(heads)}

    def init_lines(self, n, sc):
        c = n.in_shapes[sc][-1]
        return [f"self.{n.attr} = nn.Linear({c}, {3 * c})"]

    def forward_lines(self, n, sc, x):
        h, a = n.sargs["heads"], n.attr
        c = n.in_shapes[sc][-1]
        d = c // h
        return [
            f"b_{a}, t_{a}, c_{a} = {x}.size()",
            f"q_{a}, k_{a}, v_{a} = self.{a}({x}).split(c_{a}, dim=2)",
            f"q_{a} = q_{a}.view(b_{a}, t_{a}, {h}, c_{a} // {h}).transpose(1, 2)",
            f"k_{a} = k_{a}.view(b_{a}, t_{a}, {h}, c_{a} // {h}).transpose(1, 2)",
            f"v_{a} = v_{a}.view(b_{a}, t_{a}, {h}, c_{a} // {h}).transpose(1, 2)",
            f"s_{a} = torch.softmax((q_{a} @ k_{a}.transpose(-2, -1)) * {1 / math.sqrt(d):.6f}, "
            f"dim=-1)",
            f"{x} = (s_{a} @ v_{a}).transpose(1, 2).contiguous().view(b_{a}, t_{a}, c_{a})",
        ]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        bb, t, c = n.in_shapes[sc]
        flops = 2.0 * bb * t * c * 3 * c + 4.0 * bb * t * t * c
        return flops, b + 4.0 * (3 * bb * t * c + 2 * bb * n.sargs["heads"] * t * t)


NEW_OPS_V3: List[Op] = [EinsumProject(), TransposedWeight(), InplaceResidual(), TrailingNorm(),
                        Product(), HeadSplitAttention()]
REGISTRY_V3: List[Op] = list(REGISTRY_V2) + NEW_OPS_V3
