"""Seed ops of suite v4: PyTorch's transformer modules and the ops ATen defines by others.

Suites v1-v3 write attention by hand. Real models also use ``nn.TransformerEncoderLayer`` and
``nn.MultiheadAttention`` (whose inference fast path is one fused op), ``nn.Bilinear``, the
statistics pairs ``var_mean``/``std_mean``, clamps by tensor bounds, floor and trunc division,
``diff`` and the special elementwise functions (logaddexp, hypot, sinc). Each op here is one of
those, written for cuagent's synthesis (no benchmark file was copied), on ops.py's Op protocol
and suite v2's sizes.
"""
from __future__ import annotations

import math
from typing import List

from bench.synth.ops import Op, numel
from bench.synth.ops_v3 import REGISTRY_V3


class _AttentionModule(Op):
    """A PyTorch attention module on [B, T, C]: heads that divide C at every scale."""
    family, heavy = "attention", True

    def applicable(self, shape):
        return len(shape) == 3 and shape[-1] % 2 == 0 and shape[-1] <= 4096

    def sample_structure(self, srng, shapes):
        heads = [h for h in (2, 4, 8) if all(s[-1] % h == 0 for s in shapes.values())]
        return {"heads": srng.choice(heads), **self.sample_module(srng)} if heads else None

    def sample_module(self, srng) -> dict:
        return {}


class TransformerLayer(_AttentionModule):
    """``nn.TransformerEncoderLayer`` on [B, T, C]: batch first or not (PyTorch's default is
    sequence first, which takes no fast path), pre- or post-norm, ReLU or GELU."""
    name = "transformer_layer"

    def sample_module(self, srng):
        return {"ffn": srng.choice([2, 4]), "act": srng.choice(["relu", "gelu"]),
                "batch_first": srng.random() < 0.6, "norm_first": srng.random() < 0.5}

    def init_lines(self, n, sc):
        s, c = n.sargs, n.in_shapes[sc][-1]
        return [f"self.{n.attr} = nn.TransformerEncoderLayer({c}, {s['heads']}, "
                f"{s['ffn'] * c}, dropout=0.1, activation=\"{s['act']}\", "
                f"batch_first={s['batch_first']}, norm_first={s['norm_first']})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x})"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        bb, t, c = n.in_shapes[sc]
        if not n.sargs["batch_first"]:
            bb, t = t, bb
        ffn = n.sargs["ffn"] * c
        flops = 2.0 * bb * t * (4 * c * c + 2 * c * ffn) + 4.0 * bb * t * t * c
        return flops, b + 4.0 * bb * t * (3 * c + ffn) * 2


class SelfAttentionResidual(_AttentionModule):
    """``x + nn.MultiheadAttention(x, x, x)[0]`` (batch first, with or without the attention
    weights computed)."""
    name = "mha_residual"

    def sample_module(self, srng):
        return {"need_weights": srng.random() < 0.3}

    def init_lines(self, n, sc):
        c = n.in_shapes[sc][-1]
        return [f"self.{n.attr} = nn.MultiheadAttention({c}, {n.sargs['heads']}, "
                f"batch_first=True)"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = {x} + self.{n.attr}({x}, {x}, {x}, "
                f"need_weights={n.sargs['need_weights']})[0]"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        bb, t, c = n.in_shapes[sc]
        return (2.0 * bb * t * 4 * c * c + 4.0 * bb * t * t * c,
                b + 4.0 * (3 * bb * t * c + bb * n.sargs["heads"] * t * t))


class BilinearMix(Op):
    """``nn.Bilinear`` of the features with a transformed copy of themselves, over the last
    dim (kept narrow: the weight is out * C * C)."""
    name, family, heavy = "bilinear", "gemm", True

    def applicable(self, shape):
        return len(shape) in (2, 3) and shape[-1] <= 256

    def sample_structure(self, srng, shapes):
        return {"out": srng.choice([8, 16, 32]), "bias": srng.random() < 0.7}

    def out_shape(self, shape, s, z):
        return shape[:-1] + (s["out"],)

    def init_lines(self, n, sc):
        c = n.in_shapes[sc][-1]
        return [f"self.{n.attr} = nn.Bilinear({c}, {c}, {n.sargs['out']}, "
                f"bias={n.sargs['bias']})"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = self.{n.attr}({x}, torch.tanh({x}))"]

    def cost(self, n, sc):
        f, b = super().cost(n, sc)
        i = n.in_shapes[sc]
        return 2.0 * numel(i) * i[-1] * n.sargs["out"], b


class StatNormalize(Op):
    """Standardization by ``torch.var_mean`` or ``torch.std_mean`` over the last dim."""
    name, family = "stat_normalize", "norm"

    def sample_structure(self, srng, shapes):
        return {"std": srng.random() < 0.5}

    def forward_lines(self, n, sc, x):
        a = n.attr
        if n.sargs["std"]:
            return [f"s_{a}, m_{a} = torch.std_mean({x}, dim=-1, keepdim=True)",
                    f"{x} = ({x} - m_{a}) / (s_{a} + 1e-5)"]
        return [f"v_{a}, m_{a} = torch.var_mean({x}, dim=-1, keepdim=True)",
                f"{x} = ({x} - m_{a}) * torch.rsqrt(v_{a} + 1e-5)"]


class Quantize(Op):
    """Rounding to a step by floor division, or by ``torch.div``'s floor or trunc mode."""
    name, family = "quantize", "elementwise"

    def sample_structure(self, srng, shapes):
        return {"form": srng.choice(["floordiv", "floor", "trunc"]),
                "step": srng.choice([0.05, 0.1, 0.25])}

    def forward_lines(self, n, sc, x):
        step, form = n.sargs["step"], n.sargs["form"]
        if form == "floordiv":
            return [f"{x} = ({x} // {step}) * {step}"]
        return [f"{x} = torch.div({x}, {step}, rounding_mode=\"{form}\") * {step}"]


SPECIAL = {"logaddexp": "torch.logaddexp({x}, -{x})", "hypot": "torch.hypot({x}, 1.0 - {x})",
           "sinc": "torch.sinc({x})", "logaddexp2": "torch.logaddexp2({x}, 0.5 * {x})"}


class SpecialElementwise(Op):
    """One of logaddexp, logaddexp2, hypot and sinc of the features."""
    name, family = "special", "activation"

    def sample_structure(self, srng, shapes):
        return {"fn": srng.choice(sorted(SPECIAL))}

    def forward_lines(self, n, sc, x):
        return [f"{x} = {SPECIAL[n.sargs['fn']].format(x=x)}"]


class ClampByParams(Op):
    """``torch.clamp`` between learned per-feature bounds (tensor min and max)."""
    name, family = "clamp_tensor", "elementwise"

    def init_lines(self, n, sc):
        c = n.in_shapes[sc][-1]
        return [f"self.{n.attr}_lo = nn.Parameter(-1.0 - torch.rand({c}))",
                f"self.{n.attr}_hi = nn.Parameter(1.0 + torch.rand({c}))"]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.clamp({x}, self.{n.attr}_lo, self.{n.attr}_hi)"]


class Difference(Op):
    """``torch.diff`` along one dim (that dim one shorter)."""
    name, family = "diff", "layout"

    def applicable(self, shape):
        return shape[-1] > 2

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        dim = srng.choice([d for d in range(1, rank)] or [0])
        if any(s[dim] < 3 for s in shapes.values()):
            return None
        return {"dim": dim}

    def out_shape(self, shape, s, z):
        d = s["dim"]
        return shape[:d] + (shape[d] - 1,) + shape[d + 1:]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.diff({x}, dim={n.sargs['dim']})"]


NEW_OPS_V4: List[Op] = [TransformerLayer(), SelfAttentionResidual(), BilinearMix(),
                        StatNormalize(), Quantize(), SpecialElementwise(), ClampByParams(),
                        Difference()]
REGISTRY_V4: List[Op] = list(REGISTRY_V3) + NEW_OPS_V4
