"""Seed ops of suite v2: the families suite v1 (ops.py) never emits, at real sizes.

Suite v1 draws from 30 op kinds and keeps every tensor under 2^28 elements. Suite v2 adds
losses, scans, layout and resampling ops, distances, two-input elementwise ops, more
activations and reductions (variance, norms, argmin), and sizes its GPU scale (``large``) so
that every task's largest tensor holds 2^30 to 2^31 float32 elements (4-8 GiB). The ops are
written for cuagent's synthesis (no benchmark file was copied); each follows ops.py's Op
protocol: shape rules, structural arguments from the structure RNG, sizes from the per-scale
RNG, and source lines for ``__init__`` and ``forward``. Every forward input is drawn by
``torch.randn``: ops that need another distribution (a sign target, positive bases) derive
it in ``forward``.
"""
from __future__ import annotations

from typing import List

from bench.synth.ops import REGISTRY, Op

# Loss kinds: forward source of loss(x, y) with `r` the reduction; y is randn, so targets
# that must be signs or probabilities are derived from it.
LOSSES = {
    "mse": "F.mse_loss({x}, {y}, reduction=\"{r}\")",
    "l1": "F.l1_loss({x}, {y}, reduction=\"{r}\")",
    "smooth_l1": "F.smooth_l1_loss({x}, {y}, reduction=\"{r}\", beta=0.5)",
    "huber": "F.huber_loss({x}, {y}, reduction=\"{r}\", delta=1.5)",
    "soft_margin": "F.soft_margin_loss({x}, torch.sign({y}), reduction=\"{r}\")",
    "bce_logits": "F.binary_cross_entropy_with_logits({x}, torch.sigmoid({y}), reduction=\"{r}\")",
}
HINGE = "torch.clamp(1.0 - {x} * torch.sign({y}), min=0.0)"

ACTIVATIONS_V2 = {
    "selu": "F.selu({x})",
    "celu": "F.celu({x}, alpha=0.75)",
    "hardtanh": "F.hardtanh({x}, min_val=-0.5, max_val=1.5)",
    "hardsigmoid": "F.hardsigmoid({x})",
    "softsign": "F.softsign({x})",
    "relu6": "F.relu6({x})",
    "logsigmoid": "F.logsigmoid({x})",
    "tanhshrink": "F.tanhshrink({x})",
    "gelu_tanh": "F.gelu({x}, approximate=\"tanh\")",
    "softshrink": "F.softshrink({x}, lambd=0.25)",
}

BINARY = {
    "maximum": "torch.maximum({x}, {y})",
    "minimum": "torch.minimum({x}, {y})",
    "where": "torch.where({x} > {y}, {x}, 0.5 * {y})",
    "lerp": "torch.lerp({x}, {y}, 0.3)",
    "addcmul": "torch.addcmul({x}, {y}, {y}, value=0.25)",
    "rsub": "1.5 - {x} * {y}",
    "pow": "torch.pow({x}.abs() + 1.0, 0.5 * torch.tanh({y}))",
    "remainder": "torch.remainder({x}, 1.25) + {y}",
}


class Loss(Op):
    """A loss of x against a second input; reduced (mean or sum, a scalar, so last) or not."""
    name, family, n_extra = "loss", "loss", 1

    def sample_structure(self, srng, shapes):
        kind = srng.choice(sorted(LOSSES) + ["hinge"])
        return {"kind": kind, "reduction": srng.choice(["mean", "mean", "sum", "none"])}

    def terminal_for(self, sargs) -> bool:
        return sargs["reduction"] != "none"

    def out_shape(self, shape, s, z):
        return shape if s["reduction"] == "none" else ()

    def extra_shapes(self, shape, s, z):
        return [shape]

    def forward_lines(self, n, sc, x):
        s, y = n.sargs, n.extra_names[0]
        if s["kind"] == "hinge":
            tail = "" if s["reduction"] == "none" else f".{s['reduction']}()"
            return [f"{x} = " + HINGE.format(x=x, y=y) + tail]
        return [f"{x} = " + LOSSES[s["kind"]].format(x=x, y=y, r=s["reduction"])]


class KlDiv(Op):
    """KL divergence between softmaxes of x and a second input over the last dim."""
    name, family, n_extra = "kl_div", "loss", 1

    def applicable(self, shape):
        return len(shape) >= 2 and shape[-1] >= 8

    def terminal_for(self, sargs) -> bool:
        return True

    def out_shape(self, shape, s, z):
        return ()

    def extra_shapes(self, shape, s, z):
        return [shape]

    def forward_lines(self, n, sc, x):
        y = n.extra_names[0]
        return [f"{x} = F.kl_div(F.log_softmax({x}, dim=-1), F.softmax({y}, dim=-1), "
                f"reduction=\"batchmean\")"]


class Scan(Op):
    """Inclusive, reverse or exclusive cumulative sums, or a damped cumulative product."""
    name, family = "scan", "scan"

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        return {"kind": srng.choice(["cumsum", "cumsum", "reverse", "exclusive", "cumprod"]),
                "dim": srng.choice([rank - 1, rank - 1, 1])}

    def forward_lines(self, n, sc, x):
        d, kind = n.sargs["dim"], n.sargs["kind"]
        if kind == "reverse":
            return [f"{x} = torch.cumsum({x}.flip({d}), dim={d}).flip({d})"]
        if kind == "exclusive":
            return [f"{x} = torch.cumsum({x}, dim={d}) - {x}"]
        if kind == "cumprod":  # factors near 1, so long rows neither vanish nor overflow
            return [f"{x} = torch.cumprod(1.0 + 0.01 * torch.tanh({x}), dim={d})"]
        return [f"{x} = torch.cumsum({x}, dim={d})"]


class Layout(Op):
    """Ops that move data: flips, rolls, triangles, transposes made contiguous, pads, a
    channel repeat; the resampling ones are their own ops (Resample)."""
    name, family = "layout", "layout"

    def applicable(self, shape):
        return len(shape) >= 3

    def sample_structure(self, srng, shapes):
        kind = srng.choice(["flip", "roll", "tril", "triu", "transpose", "pad_constant",
                            "pad_reflect", "pad_replicate", "pad_circular", "repeat"])
        if kind.startswith("pad") and any(min(s[-2:]) < 4 for s in shapes.values()):
            kind = "flip"
        return {"kind": kind, "pad": srng.choice([1, 2, 3]), "shift": srng.choice([1, 3, -2])}

    def out_shape(self, shape, s, z):
        if s["kind"].startswith("pad"):
            if s["kind"] == "pad_reflect" and min(shape[-2:]) <= s["pad"]:
                return None
            return shape[:-2] + tuple(d + 2 * s["pad"] for d in shape[-2:])
        if s["kind"] == "transpose":
            return shape[:1] + (shape[2], shape[1]) + shape[3:]
        if s["kind"] == "repeat":
            return shape[:1] + (2 * shape[1],) + shape[2:]
        return shape

    def forward_lines(self, n, sc, x):
        s, rank = n.sargs, len(n.in_shapes[sc])
        kind, p = s["kind"], s["pad"]
        if kind == "flip":
            return [f"{x} = torch.flip({x}, dims=[{rank - 1}])"]
        if kind == "roll":
            return [f"{x} = torch.roll({x}, shifts={s['shift']}, dims={rank - 2})"]
        if kind in ("tril", "triu"):
            return [f"{x} = torch.{kind}({x}, diagonal={s['shift']})"]
        if kind == "transpose":
            return [f"{x} = {x}.transpose(1, 2).contiguous()"]
        if kind == "repeat":
            reps = ", ".join(["1", "2"] + ["1"] * (rank - 2))
            return [f"{x} = {x}.repeat({reps})"]
        mode = kind[len("pad_"):]
        if rank not in (3, 4):  # reflect, replicate and circular pad 2 dims of 3-D or 4-D inputs
            mode = "constant"
        value = ", value=0.5" if mode == "constant" else ""
        return [f"{x} = F.pad({x}, ({p}, {p}, {p}, {p}), mode=\"{mode}\"{value})"]


class Resample(Op):
    """Upsampling by 2 (nearest or bilinear) and pixel (un)shuffles of NCHW tensors."""
    name, family = "resample", "layout"

    def applicable(self, shape):
        return len(shape) == 4

    def sample_structure(self, srng, shapes):
        kind = srng.choice(["nearest", "bilinear", "bilinear_ac", "pixel_shuffle",
                            "pixel_unshuffle"])
        for shape in shapes.values():
            if kind == "pixel_shuffle" and shape[1] % 4:
                kind = "nearest"
            if kind == "pixel_unshuffle" and (shape[2] % 2 or shape[3] % 2):
                kind = "nearest"
        return {"kind": kind}

    def out_shape(self, shape, s, z):
        n, c, h, w = shape
        if s["kind"] == "pixel_shuffle":
            return (n, c // 4, 2 * h, 2 * w)
        if s["kind"] == "pixel_unshuffle":
            return (n, 4 * c, h // 2, w // 2)
        return (n, c, 2 * h, 2 * w)

    def forward_lines(self, n, sc, x):
        kind = n.sargs["kind"]
        if kind in ("pixel_shuffle", "pixel_unshuffle"):
            return [f"{x} = F.{kind}({x}, 2)"]
        if kind == "nearest":
            return [f"{x} = F.interpolate({x}, scale_factor=2.0, mode=\"nearest\")"]
        corners = kind == "bilinear_ac"
        return [f"{x} = F.interpolate({x}, scale_factor=2.0, mode=\"bilinear\", "
                f"align_corners={corners})"]


class CatInput(Op):
    """Concatenation with a second input along the channel dim."""
    name, family, n_extra = "cat", "layout", 1

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_sizes(self, zrng, scale, shape, sargs):
        return {"extra": max(1, shape[1] // zrng.choice([1, 2, 4]))}

    def out_shape(self, shape, s, z):
        return shape[:1] + (shape[1] + z["extra"],) + shape[2:]

    def extra_shapes(self, shape, s, z):
        return [shape[:1] + (z["extra"],) + shape[2:]]

    def forward_lines(self, n, sc, x):
        return [f"{x} = torch.cat([{x}, {n.extra_names[0]}], dim=1)"]


class Distance(Op):
    """Cosine similarity or pairwise distance with a second input (reduces a dim)."""
    name, family, n_extra = "distance", "distance", 1

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_structure(self, srng, shapes):
        return {"kind": srng.choice(["cosine", "pairwise", "normalize"])}

    def out_shape(self, shape, s, z):
        if s["kind"] == "cosine":
            return shape[:1] + shape[2:]
        if s["kind"] == "pairwise":
            return shape[:-1]
        return shape

    def extra_shapes(self, shape, s, z):
        return [shape]

    def forward_lines(self, n, sc, x):
        y = n.extra_names[0]
        if n.sargs["kind"] == "cosine":
            return [f"{x} = F.cosine_similarity({x}, {y}, dim=1)"]
        if n.sargs["kind"] == "pairwise":
            return [f"{x} = F.pairwise_distance({x}, {y})"]
        return [f"{x} = F.normalize({x} + {y}, dim=1)"]


class Binary(Op):
    """Two-input elementwise ops other than + - *."""
    name, family, n_extra = "binary", "elementwise", 1

    def sample_structure(self, srng, shapes):
        return {"kind": srng.choice(sorted(BINARY))}

    def extra_shapes(self, shape, s, z):
        return [shape]

    def forward_lines(self, n, sc, x):
        return [f"{x} = " + BINARY[n.sargs["kind"]].format(x=x, y=n.extra_names[0])]


class ActivationV2(Op):
    name, family = "activation2", "activation"

    def sample_structure(self, srng, shapes):
        return {"kind": srng.choice(sorted(ACTIVATIONS_V2) + ["prelu"])}

    def init_lines(self, n, sc):
        if n.sargs["kind"] != "prelu":
            return []
        channels = n.in_shapes[sc][1] if len(n.in_shapes[sc]) >= 2 else 1
        return [f"self.{n.attr} = nn.PReLU({channels}, init=0.1)"]

    def forward_lines(self, n, sc, x):
        if n.sargs["kind"] == "prelu":
            return [f"{x} = self.{n.attr}({x})"]
        return [f"{x} = " + ACTIVATIONS_V2[n.sargs["kind"]].format(x=x)]


class ReduceV2(Op):
    """Reductions suite v1 lacks: variance, standard deviation, norms, amin, argmin."""
    name, family = "reduce2", "reduction"

    def applicable(self, shape):
        return len(shape) >= 2

    def sample_structure(self, srng, shapes):
        rank = len(next(iter(shapes.values())))
        kind = srng.choice(["var", "std", "norm2", "norm1", "amin", "argmin", "frobenius"])
        return {"kind": kind, "dim": srng.randint(1, rank - 1), "keepdim": srng.random() < 0.4}

    def terminal_for(self, sargs) -> bool:
        return sargs["kind"] == "argmin"

    def out_shape(self, shape, s, z):
        if s["kind"] == "frobenius":
            return shape
        d = s["dim"]
        return shape[:d] + ((1,) if s["keepdim"] else ()) + shape[d + 1:]

    def forward_lines(self, n, sc, x):
        s = n.sargs
        d, kd = s["dim"], s["keepdim"]
        if s["kind"] == "frobenius":  # a whole-tensor reduction broadcast back
            return [f"{x} = {x} / torch.norm({x}, p=\"fro\")"]
        if s["kind"] in ("norm2", "norm1"):
            return [f"{x} = torch.linalg.vector_norm({x}, ord={s['kind'][-1]}, dim={d}, "
                    f"keepdim={kd})"]
        if s["kind"] in ("var", "std"):
            return [f"{x} = torch.{s['kind']}({x}, dim={d}, keepdim={kd})"]
        return [f"{x} = torch.{s['kind']}({x}, dim={d}, keepdim={kd})"]


NEW_OPS: List[Op] = [Loss(), KlDiv(), Scan(), Layout(), Resample(), CatInput(), Distance(),
                     Binary(), ActivationV2(), ReduceV2()]
REGISTRY_V2: List[Op] = list(REGISTRY) + NEW_OPS
# Per op (a family of several ops is drawn that many times as often): the new families
# (loss, scan, layout, distance) are weighted up, so a suite of a few hundred tasks holds each
# a few dozen times.
FAMILY_WEIGHT_V2 = {"activation": 2.0, "elementwise": 1.2, "norm": 1.0, "reduction": 1.5,
                    "softmax": 1.2, "pool": 1.0, "conv": 1.0, "conv_transpose": 0.8, "gemm": 1.0,
                    "attention": 1.0, "loss": 2.0, "scan": 2.5, "layout": 1.0, "distance": 1.5}

