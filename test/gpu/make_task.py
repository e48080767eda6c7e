"""Builds worker tasks (task.json + reference tensors) with PyTorch as the
stock implementation. Used by the GPU tests of the worker alone, without the
LibTorch capture side, and by the CPU lit tests (with --device cpu)."""
import argparse
import contextlib
import json
import os

import torch
import torch.nn.functional as F

# name -> (inputs, nodes, function computing the outputs with torch)
def _chain(x, b):
    return torch.tanh(torch.relu(x * 2.0 + b) - 0.5) * 3.0


def _math(x, b):
    m = torch.maximum(torch.log(x) + torch.sqrt(x), b)
    t = torch.expm1(torch.erf(torch.cos(torch.sin(torch.pow(torch.reciprocal(
        torch.rsqrt(torch.log1p(torch.square(m)))), 1.5)))))
    y = x * 4.0
    return [torch.floor(y), torch.ceil(y), torch.round(y), torch.trunc(y),
            torch.minimum(F.threshold(t, 0.5, -2.0), b)]


TASKS = {
    "chain": dict(
        inputs=[("%x", [256, 4096]), ("%b", [4096])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 2.0}),
            ("aten::add.Tensor", ["%1", "%b"], "%2", {"alpha": 1}),
            ("aten::relu", ["%2"], "%3", {}),
            ("aten::sub.Scalar", ["%3"], "%4", {"other": 0.5, "alpha": 1}),
            ("aten::tanh", ["%4"], "%5", {}),
            ("aten::mul.Scalar", ["%5"], "%6", {"other": 3.0}),
        ],
        outputs=["%6"],
        fn=lambda x, b: [_chain(x, b)],
    ),
    "softmax": dict(
        inputs=[("%x", [512, 4096])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.125}),
            ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
        ],
        outputs=["%2"],
        fn=lambda x: [torch.softmax(x * 0.125, -1)],
    ),
    "rowsum_gelu": dict(
        inputs=[("%x", [1024, 1000])],
        nodes=[
            ("aten::gelu", ["%x"], "%1", {"approximate": "none"}),
            ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [-1], "keepdim": True}),
            ("aten::sigmoid", ["%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda x: [torch.sigmoid(torch.nn.functional.gelu(x).sum(-1, keepdim=True))],
    ),
    "mean_amax_two_outputs": dict(
        inputs=[("%x", [300, 96])],
        nodes=[
            ("aten::clamp", ["%x"], "%1", {"min": -1.0, "max": 1.5}),
            ("aten::mean.dim", ["%1"], "%2", {"dim": [-1], "keepdim": False}),
            ("aten::amax", ["%1"], "%3", {"dim": [-1], "keepdim": False}),
            ("aten::div.Tensor", ["%2", "%3"], "%4", {}),
        ],
        outputs=["%1", "%4"],
        fn=lambda x: [x.clamp(-1.0, 1.5), x.clamp(-1.0, 1.5).mean(-1) / x.clamp(-1.0, 1.5).amax(-1)],
    ),
    "leaky_relu_softmax": dict(
        inputs=[("%x", [512, 1000])],
        nodes=[
            ("aten::leaky_relu", ["%x"], "%1", {"negative_slope": 0.2}),
            ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
        ],
        outputs=["%2"],
        fn=lambda x: [torch.softmax(torch.nn.functional.leaky_relu(x, 0.2), -1)],
    ),
    # The unary math and activation rows, checked against torch's CUDA kernels.
    "activations": dict(
        inputs=[("%x", [512, 2048])],
        nodes=[
            ("aten::silu", ["%x"], "%1", {}),
            ("aten::softplus", ["%1"], "%2", {"beta": 2.0, "threshold": 20}),
            ("aten::elu", ["%2"], "%3", {"alpha": 0.5, "scale": 1.0, "input_scale": 1.0}),
            ("aten::neg", ["%3"], "%4", {}),
            ("aten::selu", ["%4"], "%5", {}),
            ("aten::hardtanh", ["%5"], "%6", {"min_val": -1.0, "max_val": 2.0}),
            ("aten::mish", ["%6"], "%7", {}),
            ("aten::hardswish", ["%7"], "%8", {}),
            ("aten::abs", ["%8"], "%9", {}),
            ("aten::exp", ["%9"], "%10", {}),
            ("aten::hardsigmoid", ["%10"], "%11", {}),
        ],
        outputs=["%11"],
        fn=lambda x: [F.hardsigmoid(torch.exp(torch.abs(F.hardswish(F.mish(F.hardtanh(
            F.selu(-F.elu(F.softplus(F.silu(x), 2.0, 20), 0.5)), -1.0, 2.0))))))],
    ),
    # The math rows against torch's CUDA kernels, NaN references included
    # (log and sqrt of negatives, rsqrt of 0 is never drawn).
    "math": dict(
        inputs=[("%x", [512, 2048]), ("%b", [2048])],
        nodes=[
            ("aten::log", ["%x"], "%1", {}),
            ("aten::sqrt", ["%x"], "%2", {}),
            ("aten::add.Tensor", ["%1", "%2"], "%3", {"alpha": 1}),
            ("aten::maximum", ["%3", "%b"], "%4", {}),
            ("aten::square", ["%4"], "%5", {}),
            ("aten::log1p", ["%5"], "%6", {}),
            ("aten::rsqrt", ["%6"], "%7", {}),
            ("aten::reciprocal", ["%7"], "%8", {}),
            ("aten::pow.Tensor_Scalar", ["%8"], "%9", {"exponent": 1.5}),
            ("aten::sin", ["%9"], "%10", {}),
            ("aten::cos", ["%10"], "%11", {}),
            ("aten::erf", ["%11"], "%12", {}),
            ("aten::expm1", ["%12"], "%13", {}),
            ("aten::threshold", ["%13"], "%14", {"threshold": 0.5, "value": -2.0}),
            ("aten::minimum", ["%14", "%b"], "%15", {}),
            # Rounding of an exactly computed value: a last-ulp difference
            # upstream must not flip a floor.
            ("aten::mul.Scalar", ["%x"], "%16", {"other": 4.0}),
            ("aten::floor", ["%16"], "%17", {}),
            ("aten::ceil", ["%16"], "%18", {}),
            ("aten::round", ["%16"], "%19", {}),
            ("aten::trunc", ["%16"], "%20", {}),
        ],
        outputs=["%17", "%18", "%19", "%20", "%15"],
        fn=lambda x, b: _math(x, b),
    ),
    # The activation rows of the twenty-sixth session, each on 4 * x (exact)
    # so relu6's 6 and the shrink thresholds are crossed; summed, so no
    # rounding or threshold decision sees another op's last-ulp difference.
    "more_activations": dict(
        inputs=[("%x", [512, 2048])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%y", {"other": 4.0}),
            ("aten::relu6", ["%y"], "%1", {}),
            ("aten::log_sigmoid", ["%y"], "%2", {}),
            ("aten::hardshrink", ["%y"], "%3", {"lambd": 1.5}),
            ("aten::softshrink", ["%y"], "%4", {"lambd": 0.75}),
            ("aten::celu", ["%y"], "%5", {"alpha": 0.7}),
            ("aten::sign", ["%y"], "%6", {}),
            ("aten::add.Tensor", ["%1", "%2"], "%7", {"alpha": 1}),
            ("aten::add.Tensor", ["%7", "%3"], "%8", {"alpha": 1}),
            ("aten::add.Tensor", ["%8", "%4"], "%9", {"alpha": 1}),
            ("aten::add.Tensor", ["%9", "%5"], "%10", {"alpha": 1}),
            ("aten::add.Tensor", ["%10", "%6"], "%11", {"alpha": 1}),
        ],
        outputs=["%11"],
        fn=lambda x: [F.relu6(4 * x) + F.logsigmoid(4 * x) + F.hardshrink(4 * x, 1.5)
                      + F.softshrink(4 * x, 0.75) + F.celu(4 * x, 0.7) + torch.sign(4 * x)],
    ),
    # Unary math rows: NaN references from the logs of negatives, and the
    # clamps on either side.
    "more_math": dict(
        inputs=[("%x", [512, 2048])],
        nodes=[
            ("aten::log2", ["%x"], "%1", {}),
            ("aten::log10", ["%x"], "%2", {}),
            ("aten::exp2", ["%x"], "%3", {}),
            ("aten::tan", ["%x"], "%4", {}),
            ("aten::atan", ["%x"], "%5", {}),
            ("aten::sinh", ["%x"], "%6", {}),
            ("aten::cosh", ["%x"], "%7", {}),
            ("aten::clamp_min", ["%x"], "%8", {"min": -0.5}),
            ("aten::clamp_max", ["%x"], "%9", {"max": 0.25}),
            ("aten::mul.Scalar", ["%x"], "%y", {"other": 4.0}),
            ("aten::frac", ["%y"], "%10", {}),
            ("aten::add.Tensor", ["%3", "%4"], "%11", {"alpha": 1}),
            ("aten::add.Tensor", ["%11", "%5"], "%12", {"alpha": 1}),
            ("aten::add.Tensor", ["%12", "%6"], "%13", {"alpha": 1}),
            ("aten::add.Tensor", ["%13", "%7"], "%14", {"alpha": 1}),
            ("aten::add.Tensor", ["%14", "%8"], "%15", {"alpha": 1}),
            ("aten::add.Tensor", ["%15", "%9"], "%16", {"alpha": 1}),
        ],
        outputs=["%1", "%2", "%10", "%16"],
        fn=lambda x: [torch.log2(x), torch.log10(x), torch.frac(4 * x),
                      torch.exp2(x) + torch.tan(x) + torch.atan(x) + torch.sinh(x)
                      + torch.cosh(x) + torch.clamp_min(x, -0.5) + torch.clamp_max(x, 0.25)],
    ),
    # Binary and ternary rows with broadcasting (a bias row as divisor or
    # weight): fmod and remainder of exact inputs by scalars of both signs
    # and by a tensor, xlogy (NaN for negative y), addcmul, addcdiv, lerp
    # with weights in both of its forms.
    # Constant tensors of an input's shape (its values unread) in a chain.
    "constant_fills": dict(
        inputs=[("%x", [512, 2048])],
        nodes=[
            ("aten::zeros_like", ["%x"], "%1", {}),
            ("aten::ones_like", ["%x"], "%2", {}),
            ("aten::full_like", ["%x"], "%3", {"fill_value": -2.5}),
            ("aten::relu", ["%x"], "%4", {}),
            ("aten::add.Tensor", ["%4", "%1"], "%5", {"alpha": 1}),
            ("aten::mul.Tensor", ["%3", "%2"], "%6", {}),
            ("aten::add.Tensor", ["%5", "%6"], "%7", {"alpha": 1}),
        ],
        outputs=["%7", "%3"],
        fn=lambda x: [torch.relu(x) - 2.5, torch.full_like(x, -2.5)],
    ),
    "more_binary": dict(
        inputs=[("%x", [512, 2048]), ("%y", [512, 2048]), ("%z", [512, 2048]), ("%b", [2048])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%x4", {"other": 4.0}),
            ("aten::fmod.Scalar", ["%x4"], "%1", {"other": 1.5}),
            ("aten::remainder.Scalar", ["%x4"], "%2", {"other": -1.5}),
            ("aten::fmod.Tensor", ["%x4", "%b"], "%3", {}),
            ("aten::remainder.Tensor", ["%x4", "%b"], "%4", {}),
            ("aten::xlogy.Tensor", ["%x", "%z"], "%5", {}),
            ("aten::addcmul", ["%x", "%y", "%b"], "%6", {"value": 0.5}),
            ("aten::addcdiv", ["%x", "%y", "%z"], "%7", {"value": 2.0}),
            ("aten::lerp.Scalar", ["%x", "%y"], "%8", {"weight": 0.3}),
            ("aten::lerp.Scalar", ["%x", "%y"], "%9", {"weight": 0.7}),
            ("aten::lerp.Tensor", ["%x", "%y", "%z"], "%10", {}),
            ("aten::add.Tensor", ["%6", "%8"], "%11", {"alpha": 1}),
            ("aten::add.Tensor", ["%11", "%9"], "%12", {"alpha": 1}),
            ("aten::add.Tensor", ["%12", "%10"], "%13", {"alpha": 1}),
        ],
        outputs=["%1", "%2", "%3", "%4", "%5", "%7", "%13"],
        fn=lambda x, y, z, b: [torch.fmod(4 * x, 1.5), torch.remainder(4 * x, -1.5),
                               torch.fmod(4 * x, b), torch.remainder(4 * x, b),
                               torch.xlogy(x, z), torch.addcdiv(x, y, z, value=2.0),
                               torch.addcmul(x, y, b, value=0.5) + torch.lerp(x, y, 0.3)
                               + torch.lerp(x, y, 0.7) + torch.lerp(x, y, z)],
    ),
    # The thirty-first session's rows: logaddexp and logaddexp2, hypot,
    # heaviside of a floor (exact zeros, where the values are read), sinc,
    # rrelu in eval, floor division by a tensor and of integers by 0.1 (k /
    # 0.1f rounds up to 10k in float, the floor is 10k - 1), and div's two
    # rounding modes.
    "ops31_binary": dict(
        inputs=[("%x", [512, 2048]), ("%y", [512, 2048])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%x4", {"other": 4.0}),
            ("aten::logaddexp", ["%x4", "%y"], "%1", {}),
            ("aten::logaddexp2", ["%x4", "%y"], "%2", {}),
            ("aten::hypot", ["%x", "%y"], "%3", {}),
            ("aten::floor", ["%x4"], "%fl", {}),
            ("aten::heaviside", ["%fl", "%y"], "%4", {}),
            ("aten::sinc", ["%x"], "%5", {}),
            ("aten::rrelu", ["%x"], "%6", {"lower": 0.125, "upper": 0.3333333333333333}),
            ("aten::floor_divide", ["%x4", "%y"], "%7", {}),
            ("aten::floor_divide.Scalar", ["%fl"], "%8", {"other": 0.1}),
            ("aten::div.Tensor_mode", ["%x4", "%y"], "%9", {"rounding_mode": "floor"}),
            ("aten::div.Scalar_mode", ["%x4"], "%10", {"other": -0.7,
                                                       "rounding_mode": "trunc"}),
        ],
        outputs=["%1", "%2", "%3", "%4", "%5", "%6", "%7", "%8", "%9", "%10"],
        fn=lambda x, y: [torch.logaddexp(4 * x, y), torch.logaddexp2(4 * x, y),
                         torch.hypot(x, y), torch.heaviside(torch.floor(4 * x), y),
                         torch.sinc(x), torch.nn.functional.rrelu(x, training=False),
                         torch.floor_divide(4 * x, y),
                         torch.floor_divide(torch.floor(4 * x), 0.1),
                         torch.div(4 * x, y, rounding_mode="floor"),
                         torch.div(4 * x, -0.7, rounding_mode="trunc")],
    ),
    # rsub (`1 - x`; alpha scales self, not other) by a scalar and by a
    # broadcast tensor, and pow of a positive base by a tensor exponent.
    "rsub_pow": dict(
        inputs=[("%x", [512, 2048]), ("%y", [512, 2048]), ("%b", [2048])],
        nodes=[
            ("aten::rsub.Scalar", ["%x"], "%1", {"other": 1.0, "alpha": 1}),
            ("aten::rsub.Scalar", ["%x"], "%2", {"other": 0.5, "alpha": 2.0}),
            ("aten::rsub.Tensor", ["%b", "%x"], "%3", {"alpha": 0.5}),
            ("aten::abs", ["%x"], "%ax", {}),
            ("aten::add.Scalar", ["%ax"], "%base", {"other": 0.5, "alpha": 1}),
            ("aten::pow.Tensor_Tensor", ["%base", "%y"], "%4", {}),
            ("aten::mul.Tensor", ["%1", "%4"], "%5", {}),
        ],
        outputs=["%2", "%3", "%5"],
        fn=lambda x, y, b: [torch.rsub(x, 0.5, alpha=2.0), torch.rsub(b, x, alpha=0.5),
                            (1 - x) * torch.pow(x.abs() + 0.5, y)],
    ),
    # tril and triu of a batch of non-square matrices at three offsets; the
    # exp overflows to inf, which must become 0 outside the triangle (a
    # select, never a multiply by a 0/1 mask).
    "triangles": dict(
        inputs=[("%x", [6, 96, 160])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%x40", {"other": 40.0}),
            ("aten::exp", ["%x40"], "%e", {}),
            ("aten::tril", ["%e"], "%1", {"diagonal": 0}),
            ("aten::triu", ["%e"], "%2", {"diagonal": 1}),
            ("aten::tril", ["%x"], "%l", {"diagonal": -2}),
            ("aten::triu", ["%x"], "%u", {"diagonal": 70}),
            ("aten::add.Tensor", ["%l", "%u"], "%3", {"alpha": 1}),
        ],
        outputs=["%1", "%2", "%3"],
        fn=lambda x: [torch.tril(torch.exp(x * 40)), torch.triu(torch.exp(x * 40), 1),
                      torch.tril(x, -2) + torch.triu(x, 70)],
    ),
    # prelu per channel where C equals the last dim (16): the weight must
    # broadcast over dim 1, not the last; and with one weight for all.
    "prelu_channels": dict(
        inputs=[("%x", [32, 16, 8, 16]), ("%w", [16], 0.25), ("%s", [1])],
        nodes=[
            ("aten::prelu", ["%x", "%w"], "%1", {}),
            ("aten::prelu", ["%1", "%s"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, s: [F.prelu(F.prelu(x, w), s)],
    ),
    # A cat of values computed in the group: they are stored by one kernel
    # and read through the cat by the next (FormKernels).
    "cat_of_computed": dict(
        inputs=[("%x", [64, 48, 80]), ("%y", [64, 16, 80])],
        nodes=[
            ("aten::relu", ["%x"], "%1", {}),
            ("aten::sigmoid", ["%y"], "%2", {}),
            ("prim::VarConcat", ["%1", "%2", "%x"], "%3", {"dim": 1}),
            ("aten::mul.Scalar", ["%3"], "%4", {"other": 2.0}),
        ],
        outputs=["%4"],
        fn=lambda x, y: [torch.cat([torch.relu(x), torch.sigmoid(y), x], 1) * 2],
    ),
    # The loss rows with reduction 0 (none): ATen's elementwise formulas,
    # emulated on the CPU too; t is +-1 (soft margin, margin ranking).
    "losses_elementwise": dict(
        inputs=[("%x", [256, 512]), ("%y", [256, 512]), ("%t", [512])],
        nodes=[
            ("aten::sign", ["%t"], "%s", {}),
            ("aten::mse_loss", ["%x", "%y"], "%1", {"reduction": 0}),
            ("aten::l1_loss", ["%x", "%y"], "%2", {"reduction": 0}),
            ("aten::smooth_l1_loss", ["%x", "%y"], "%3", {"reduction": 0, "beta": 0.5}),
            ("aten::huber_loss", ["%x", "%y"], "%4", {"reduction": 0, "delta": 0.7}),
            ("aten::soft_margin_loss", ["%x", "%s"], "%5", {"reduction": 0}),
            ("aten::sigmoid", ["%y"], "%p", {}),
            ("aten::kl_div", ["%x", "%p"], "%6", {"reduction": 0, "log_target": False}),
            ("aten::kl_div", ["%x", "%y"], "%7", {"reduction": 0, "log_target": True}),
            ("aten::binary_cross_entropy_with_logits", ["%x", "%p"], "%8", {"reduction": 0}),
            ("aten::margin_ranking_loss", ["%x", "%y", "%s"], "%9",
             {"margin": 0.2, "reduction": 0}),
            # Probabilities of exactly 0 and 1 (sigmoid(20 x) saturates in
            # float): each log is clamped at -100.
            ("aten::mul.Scalar", ["%x"], "%x20", {"other": 20.0}),
            ("aten::sigmoid", ["%x20"], "%q", {}),
            ("aten::binary_cross_entropy", ["%q", "%p"], "%10", {"reduction": 0}),
        ],
        outputs=["%1", "%2", "%3", "%4", "%5", "%6", "%7", "%8", "%9", "%10"],
        fn=lambda x, y, t: [
            F.mse_loss(x, y, reduction="none"), F.l1_loss(x, y, reduction="none"),
            F.smooth_l1_loss(x, y, reduction="none", beta=0.5),
            F.huber_loss(x, y, reduction="none", delta=0.7),
            F.soft_margin_loss(x, torch.sign(t).expand_as(x), reduction="none"),
            F.kl_div(x, torch.sigmoid(y), reduction="none"),
            F.kl_div(x, y, reduction="none", log_target=True),
            F.binary_cross_entropy_with_logits(x, torch.sigmoid(y), reduction="none"),
            F.margin_ranking_loss(x, y, torch.sign(t).expand_as(x), margin=0.2,
                                  reduction="none"),
            F.binary_cross_entropy(torch.sigmoid(x * 20.0), torch.sigmoid(y), reduction="none")],
    ),
    # Class targets (int64 inputs): nll_loss picks minus the target's value
    # along the class dim (dim 1 of [N, C, H, W], and of [N, C]), 0 where
    # the target is ignore_index (-100, and -1 here); elementwise only, so
    # the CPU emulates it.
    "class_targets_nll": dict(
        inputs=[("%x", [6, 5, 7, 3]), ("%t", [6, 7, 3]), ("%y", [64, 37]), ("%u", [64])],
        ints={"%t": (0, 5, -100), "%u": (0, 37, -1)},
        nodes=[
            ("aten::nll_loss_nd", ["%x", "%t"], "%1", {"reduction": 0, "ignore_index": -100}),
            ("aten::nll_loss_nd", ["%y", "%u"], "%2", {"reduction": 0, "ignore_index": -1}),
        ],
        outputs=["%1", "%2"],
        fn=lambda x, t, y, u: [F.nll_loss(x, t, reduction="none"),
                               F.nll_loss(y, u, reduction="none", ignore_index=-1)],
    ),
    # nll_loss of a tempered log_softmax (decision 116): the pick becomes
    # x[t] / 0.7 minus the logsumexp of x / 0.7, summed.
    "tempered_nll_pick": dict(
        inputs=[("%x", [4096, 1000]), ("%t", [4096])],
        ints={"%t": (0, 1000, -100)},
        nodes=[
            ("aten::div.Scalar", ["%x"], "%1", {"other": 0.7}),
            ("aten::log_softmax.int", ["%1"], "%2", {"dim": 1}),
            ("aten::nll_loss_nd", ["%2", "%t"], "%3", {"reduction": 2, "ignore_index": -100}),
        ],
        outputs=["%3"],
        fn=lambda x, t: [F.nll_loss(F.log_softmax(x / 0.7, 1), t, reduction="sum")],
    ),
    # A token embedding (a frozen [rows, width] table, int64 token ids) plus
    # positions, scaled: one elementwise kernel reading each token's row.
    "embedding_positions": dict(
        inputs=[("%ids", [4, 33]), ("%pos", [33, 24])],
        ints={"%ids": (0, 50, None)},
        params=[("%w", lambda: torch.randn(50, 24, generator=torch.Generator().manual_seed(7)),
                 None)],
        nodes=[
            ("aten::embedding", ["%w", "%ids"], "%1",
             {"padding_idx": -1, "scale_grad_by_freq": False, "sparse": False}),
            ("aten::add.Tensor", ["%1", "%pos"], "%2", {"alpha": 1.0}),
            ("aten::mul.Scalar", ["%2"], "%3", {"other": 2.0}),
        ],
        outputs=["%3"],
        fn=lambda ids, pos, w: [(F.embedding(ids, w) + pos) * 2.0],
    ),
    # Token embeddings plus positions, layer-normed over the width: the row
    # template reads each chunk's table row as one vector (decision 124).
    "embedding_layer_norm": dict(
        inputs=[("%ids", [16, 64]), ("%pos", [64, 256]), ("%lw", [256]), ("%lb", [256])],
        ints={"%ids": (0, 100, None)},
        params=[("%w", lambda: torch.randn(100, 256, generator=torch.Generator().manual_seed(7)),
                 None)],
        nodes=[
            ("aten::embedding", ["%w", "%ids"], "%1",
             {"padding_idx": -1, "scale_grad_by_freq": False, "sparse": False}),
            ("aten::add.Tensor", ["%1", "%pos"], "%2", {"alpha": 1.0}),
            ("aten::layer_norm", ["%2", "%lw", "%lb"], "%3",
             {"normalized_shape": [256], "eps": 1e-5, "cudnn_enable": True}),
        ],
        outputs=["%3"],
        fn=lambda ids, pos, lw, lb, w: [F.layer_norm(F.embedding(ids, w) + pos, [256], lw, lb,
                                                     1e-5)],
    ),
    # A row of two tokens' embeddings divided by the row's sum of magnitudes
    # (a plain sum of 256 normal values comes near 0 and amplifies the
    # summation order past any tolerance: H100, session 34): each chunk
    # reads its own token's index.
    "embedding_rows_of_two": dict(
        inputs=[("%ids", [2048, 2])],
        ints={"%ids": (0, 100, None)},
        params=[("%w", lambda: torch.randn(100, 128, generator=torch.Generator().manual_seed(7)),
                 None)],
        nodes=[
            ("aten::embedding", ["%w", "%ids"], "%1",
             {"padding_idx": -1, "scale_grad_by_freq": False, "sparse": False}),
            ("aten::abs", ["%1"], "%2", {}),
            ("aten::sum.dim_IntList", ["%2"], "%3", {"dim": [1, 2], "keepdim": True}),
            ("aten::div.Tensor", ["%1", "%3"], "%4", {}),
        ],
        outputs=["%4"],
        fn=lambda ids, w: [F.embedding(ids, w) /
                           F.embedding(ids, w).abs().sum((1, 2), keepdim=True)],
    ),
    # cross_entropy (logsumexp over the classes minus the target's logit, in
    # one row kernel) reduced by mean over the targets not ignored, nll_loss
    # of a log_softmax summed, and a segmentation map's per-pixel loss
    # (classes in dim 1 of [N, C, H, W]: a strided logsumexp).
    "class_losses": dict(
        inputs=[("%x", [512, 1000]), ("%t", [512]), ("%s", [4, 21, 32, 32]),
                ("%m", [4, 32, 32])],
        ints={"%t": (0, 1000, -100), "%m": (0, 21, 255)},
        nodes=[
            ("aten::cross_entropy_loss", ["%x", "%t"], "%1",
             {"reduction": 1, "ignore_index": -100, "label_smoothing": 0.0}),
            ("aten::log_softmax.int", ["%x"], "%lp", {"dim": 1}),
            ("aten::nll_loss_nd", ["%lp", "%t"], "%2", {"reduction": 2, "ignore_index": -100}),
            ("aten::cross_entropy_loss", ["%s", "%m"], "%3",
             {"reduction": 0, "ignore_index": 255, "label_smoothing": 0.0}),
        ],
        outputs=["%1", "%2", "%3"],
        fn=lambda x, t, s, m: [F.cross_entropy(x, t),
                               F.nll_loss(torch.log_softmax(x, 1), t, reduction="sum"),
                               F.cross_entropy(s, m, reduction="none", ignore_index=255)],
    ),
    # The same losses reduced (mean and sum): a full reduction after each.
    "losses_reduced": dict(
        inputs=[("%x", [1024, 1024]), ("%y", [1024, 1024])],
        nodes=[
            ("aten::mse_loss", ["%x", "%y"], "%1", {"reduction": 1}),
            ("aten::smooth_l1_loss", ["%x", "%y"], "%2", {"reduction": 2, "beta": 1.0}),
            ("aten::huber_loss", ["%x", "%y"], "%3", {"reduction": 1, "delta": 1.0}),
            ("aten::sigmoid", ["%y"], "%p", {}),
            ("aten::kl_div", ["%x", "%p"], "%4", {"reduction": 2, "log_target": False}),
        ],
        outputs=["%1", "%2", "%3", "%4"],
        fn=lambda x, y: [F.mse_loss(x, y), F.smooth_l1_loss(x, y, reduction="sum"),
                         F.huber_loss(x, y), F.kl_div(x, torch.sigmoid(y), reduction="sum")],
    ),
    # Distances: cosine similarity over dim 1 (each input over its own norm),
    # pairwise distance over the last dim, the triplet margin loss (mean).
    "distances": dict(
        inputs=[("%a", [512, 256]), ("%p", [512, 256]), ("%n", [512, 256])],
        nodes=[
            ("aten::cosine_similarity", ["%a", "%p"], "%1", {"dim": 1, "eps": 1e-8}),
            ("aten::pairwise_distance", ["%a", "%n"], "%2",
             {"p": 2.0, "eps": 1e-6, "keepdim": False}),
            ("aten::triplet_margin_loss", ["%a", "%p", "%n"], "%3",
             {"margin": 0.5, "p": 2.0, "eps": 1e-6, "swap": False, "reduction": 1}),
        ],
        outputs=["%1", "%2", "%3"],
        fn=lambda a, p, n: [F.cosine_similarity(a, p, dim=1), F.pairwise_distance(a, n),
                            F.triplet_margin_loss(a, p, n, margin=0.5)],
    ),
    # layer_norm with weight and bias, its epilogue fused, and without affine
    # on a row too long to cache in registers.
    # scaled_dot_product_attention decomposed (decompose_attention=True):
    # q @ k^T, the scale and a float mask fused into the row softmax, @ v.
    "sdpa_decomposed": dict(
        inputs=[("%q", [4, 8, 128, 64]), ("%k", [4, 8, 192, 64]), ("%v", [4, 8, 192, 64]),
                ("%m", [128, 192])],
        nodes=[
            ("aten::scaled_dot_product_attention", ["%q", "%k", "%v", "%m"], "%1",
             {"dropout_p": 0.0, "is_causal": False, "enable_gqa": False}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda q, k, v, m: [torch.relu(F.scaled_dot_product_attention(q, k, v, attn_mask=m))],
    ),
    # is_causal, L < S and L > S: the mask from each element's index.
    "sdpa_causal_decomposed": dict(
        inputs=[("%q", [4, 8, 128, 64]), ("%k", [4, 8, 192, 64]), ("%v", [4, 8, 192, 64])],
        nodes=[
            ("aten::scaled_dot_product_attention", ["%q", "%k", "%v"], "%1",
             {"dropout_p": 0.0, "is_causal": True, "enable_gqa": False}),
            ("aten::mul.Scalar", ["%1"], "%2", {"other": 2.0}),
        ],
        outputs=["%2"],
        fn=lambda q, k, v: [F.scaled_dot_product_attention(q, k, v, is_causal=True) * 2.0],
    ),
    "sdpa_causal_long_queries": dict(
        inputs=[("%q", [2, 4, 320, 64]), ("%k", [2, 4, 256, 64]), ("%v", [2, 4, 256, 32])],
        nodes=[
            ("aten::scaled_dot_product_attention", ["%q", "%k", "%v"], "%1",
             {"dropout_p": 0.0, "is_causal": True, "enable_gqa": False}),
        ],
        outputs=["%1"],
        fn=lambda q, k, v: [F.scaled_dot_product_attention(q, k, v, is_causal=True)],
    ),
    "layer_norm_gelu": dict(
        inputs=[("%x", [2048, 768]), ("%w", [768]), ("%b", [768])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
            ("aten::layer_norm", ["%1", "%w", "%b"], "%2",
             {"normalized_shape": [768], "eps": 1e-5, "cudnn_enable": True}),
            ("aten::gelu", ["%2"], "%3", {"approximate": "none"}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b: [F.gelu(F.layer_norm(x * 3.0, [768], w, b, 1e-5))],
    ),
    # Two row ops over the same rows in one kernel (decision 129): the first
    # norm's last pass hands gelu's value to the second through the cache.
    "layer_norm_chain": dict(
        inputs=[("%x", [8192, 512]), ("%w", [512]), ("%b", [512])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
            ("aten::layer_norm", ["%1", "%w", "%b"], "%2",
             {"normalized_shape": [512], "eps": 1e-5, "cudnn_enable": True}),
            ("aten::gelu", ["%2"], "%3", {"approximate": "none"}),
            ("aten::layer_norm", ["%3"], "%4",
             {"normalized_shape": [512], "eps": 1e-5, "cudnn_enable": True}),
            ("aten::relu", ["%4"], "%5", {}),
        ],
        outputs=["%5"],
        fn=lambda x, w, b: [F.relu(F.layer_norm(F.gelu(F.layer_norm(x * 3.0, [512], w, b, 1e-5)),
                                                [512], eps=1e-5))],
    ),
    # A softmax after an rms_norm (the handoff takes the max), the norm's
    # result leaving the kernel too (stored by the first stage).
    "rms_norm_softmax_chain": dict(
        inputs=[("%x", [4096, 1024])],
        nodes=[
            ("aten::rms_norm", ["%x"], "%1", {"normalized_shape": [1024], "eps": 1e-5}),
            ("aten::mul.Scalar", ["%1"], "%2", {"other": 2.0}),
            ("aten::softmax.int", ["%2"], "%3", {"dim": -1}),
        ],
        outputs=["%3", "%1"],
        fn=lambda x: [torch.softmax(F.rms_norm(x, [1024], eps=1e-5) * 2.0, -1),
                      F.rms_norm(x, [1024], eps=1e-5)],
    ),
    # A reducing second (decision 131): layer_norm's last pass hands the
    # scaled row to logsumexp through the cache (the max folded as it goes),
    # whose per-row result is negated; and rms_norm then a mean of the row.
    "layer_norm_logsumexp_chain": dict(
        inputs=[("%x", [8192, 512]), ("%w", [512]), ("%b", [512])],
        nodes=[
            ("aten::layer_norm", ["%x", "%w", "%b"], "%1",
             {"normalized_shape": [512], "eps": 1e-5, "cudnn_enable": True}),
            ("aten::mul.Scalar", ["%1"], "%2", {"other": 2.0}),
            ("aten::logsumexp", ["%2"], "%3", {"dim": [-1], "keepdim": True}),
            ("aten::neg", ["%3"], "%4", {}),
        ],
        outputs=["%4"],
        fn=lambda x, w, b: [-torch.logsumexp(F.layer_norm(x, [512], w, b, 1e-5) * 2.0, -1,
                                             keepdim=True)],
    ),
    # Rows shorter than half a warp's vector chunks: several rows per warp
    # (decision 132; the warp-per-row candidates at 16-byte vectors give 2,
    # 4 and 8 threads a row). 12 columns leave the last lane of each row
    # past its end.
    "softmax_short_rows": dict(
        inputs=[("%x", [65536, 8])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.5}),
            ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
        ],
        outputs=["%2"],
        fn=lambda x: [torch.softmax(x * 0.5, -1)],
    ),
    "layer_norm_rows_of_12": dict(
        inputs=[("%x", [32768, 12]), ("%w", [12]), ("%b", [12])],
        nodes=[
            ("aten::layer_norm", ["%x", "%w", "%b"], "%1",
             {"normalized_shape": [12], "eps": 1e-5, "cudnn_enable": True}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.layer_norm(x, [12], w, b, 1e-5))],
    ),
    "sum_rows_of_24": dict(
        inputs=[("%x", [16384, 24])],
        nodes=[
            ("aten::tanh", ["%x"], "%1", {}),
            ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [-1], "keepdim": False}),
        ],
        outputs=["%2"],
        fn=lambda x: [torch.tanh(x).sum(-1)],
    ),
    "rms_norm_mean_chain": dict(
        inputs=[("%x", [4096, 1024])],
        nodes=[
            ("aten::rms_norm", ["%x"], "%1", {"normalized_shape": [1024], "eps": 1e-5}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::mean.dim", ["%2"], "%3", {"dim": [-1], "keepdim": False}),
        ],
        outputs=["%3"],
        fn=lambda x: [torch.relu(F.rms_norm(x, [1024], eps=1e-5)).mean(-1)],
    ),
    # 512 rows: enough to fill the GPU, so the row template's uncached path
    # (with fewer, cuagent-long-rows-as-group-norm takes them).
    "layer_norm_long_rows": dict(
        inputs=[("%x", [512, 16384])],
        nodes=[
            ("aten::layer_norm", ["%x"], "%1",
             {"normalized_shape": [16384], "eps": 1e-6, "cudnn_enable": True}),
        ],
        outputs=["%1"],
        fn=lambda x: [F.layer_norm(x, [16384], None, None, 1e-6)],
    ),
    # rms_norm with its weight, prologue and epilogue fused, and without
    # weight and eps (None: float32's epsilon) on a row too long to cache.
    "rms_norm_silu": dict(
        inputs=[("%x", [2048, 768]), ("%w", [768])],
        nodes=[
            ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
            ("aten::rms_norm", ["%1", "%w"], "%2", {"normalized_shape": [768], "eps": 1e-5}),
            ("aten::silu", ["%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda x, w: [F.silu(F.rms_norm(x * 3.0, [768], w, 1e-5))],
    ),
    "rms_norm_long_rows": dict(
        inputs=[("%x", [256, 16384])],
        nodes=[
            ("aten::rms_norm", ["%x"], "%1", {"normalized_shape": [16384], "eps": None}),
        ],
        outputs=["%1"],
        fn=lambda x: [F.rms_norm(x, [16384], None, None)],
    ),
    # A large eps (against mean(x^2) ~ 1), so that a kernel that drops it or
    # adds it outside the square root is a wrong result: the task of the
    # planted faulty rms_norm kernels (planted.RMS_PLANTED).
    # The planted faulty layer_norm kernels' task (test/gpu/planted.py): eps
    # large against the variance so that eps slips are far outside 1e-4,
    # rows with a visible mean so that a missing mean subtraction is too.
    "layer_norm_eps": dict(
        inputs=[("%x", [512, 1024]), ("%w", [1024]), ("%b", [1024])],
        nodes=[
            ("aten::add.Scalar", ["%x"], "%1", {"other": 0.5, "alpha": 1}),
            ("aten::layer_norm", ["%1", "%w", "%b"], "%2",
             {"normalized_shape": [1024], "eps": 0.5, "cudnn_enable": True}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [F.layer_norm(x + 0.5, [1024], w, b, 0.5)],
    ),
    "rms_norm_eps": dict(
        inputs=[("%x", [512, 1024]), ("%w", [1024])],
        nodes=[
            ("aten::rms_norm", ["%x", "%w"], "%1", {"normalized_shape": [1024], "eps": 0.5}),
        ],
        outputs=["%1"],
        fn=lambda x, w: [F.rms_norm(x, [1024], w, 0.5)],
    ),
    "side_output_and_sum": dict(
        inputs=[("%x", [256, 2048])],
        nodes=[
            ("aten::relu", ["%x"], "%1", {}),
            ("aten::sum.dim_IntList", ["%x"], "%2", {"dim": [-1], "keepdim": False}),
        ],
        outputs=["%1", "%2"],
        fn=lambda x: [torch.relu(x), x.sum(-1)],
    ),
    # GEMM family (cublaslt steps). Inputs may carry a scale (nn.Linear-like
    # weights, so that TF32's error stays inside its 1e-2 tolerance).
    # w scaled as nn.Linear's weights are: with unit weights the 1024-term
    # sums reach ~32 and a 3xTF32 candidate's rounding (about 4x fp32's)
    # passed 1e-4 on 13 of 393216 elements where relu kept a near-zero sum
    # (H100); verification rejected it, as it must.
    "linear_bias_relu": dict(
        inputs=[("%x", [512, 1024]), ("%w", [768, 1024], 1024 ** -0.5), ("%b", [768])],
        nodes=[
            ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.linear(x, w, b))],
    ),
    "bmm_scale": dict(
        inputs=[("%a", [8, 256, 512]), ("%b", [8, 512, 384])],
        nodes=[
            ("aten::bmm", ["%a", "%b"], "%1", {}),
            ("aten::mul.Scalar", ["%1"], "%2", {"other": 0.125}),
        ],
        outputs=["%2"],
        fn=lambda a, b: [torch.bmm(a, b) * 0.125],
    ),
    # Decision 144: the matmul writes the output and the tanh runs in place
    # over it (test_gemm_gpu.py plants its faults).
    "matmul_tanh": dict(
        inputs=[("%x", [4, 128, 256]), ("%w", [256, 64], 256 ** -0.5)],
        nodes=[
            ("aten::matmul", ["%x", "%w"], "%1", {}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w: [torch.tanh(torch.matmul(x, w))],
    ),
    "matmul_folded_batch_add": dict(
        inputs=[("%x", [4, 128, 256]), ("%w", [256, 64]), ("%c", [64])],
        nodes=[
            ("aten::matmul", ["%x", "%w"], "%1", {}),
            ("aten::add.Tensor", ["%1", "%c"], "%2", {"alpha": 1}),
        ],
        outputs=["%2"],
        fn=lambda x, w, c: [torch.matmul(x, w) + c],
    ),
    "matmul_shared_lhs_vector_rhs": dict(
        inputs=[("%a", [64, 128]), ("%b", [4, 128, 32]), ("%v", [128])],
        nodes=[
            ("aten::matmul", ["%a", "%b"], "%1", {}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::matmul", ["%a", "%v"], "%3", {}),
        ],
        outputs=["%2", "%3"],
        fn=lambda a, b, v: [torch.relu(torch.matmul(a, b)), torch.matmul(a, v)],
    ),
    "addmm_scaled_tanh": dict(
        inputs=[("%s", [384]), ("%m1", [256, 512]), ("%m2", [512, 384])],
        nodes=[
            ("aten::addmm", ["%s", "%m1", "%m2"], "%1", {"beta": 0.5, "alpha": 2.0}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda s, m1, m2: [torch.tanh(torch.addmm(s, m1, m2, beta=0.5, alpha=2.0))],
    ),
    # baddbmm: alpha on the batched GEMM, beta * self broadcast over the rows;
    # b2 scaled as a layer's weights are (unscaled, tanh's input is ~45 and the
    # 3xTF32 candidates differ from fp32 cuBLAS past the tolerance on 5 of
    # 786432 elements: rejected, as they should be).
    "baddbmm_scaled_tanh": dict(
        inputs=[("%s", [8, 1, 384]), ("%b1", [8, 256, 512]), ("%b2", [8, 512, 384], 512 ** -0.5)],
        nodes=[
            ("aten::baddbmm", ["%s", "%b1", "%b2"], "%1", {"beta": 0.5, "alpha": 2.0}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda s, b1, b2: [torch.tanh(torch.baddbmm(s, b1, b2, beta=0.5, alpha=2.0))],
    ),
    # Transposes feeding a GEMM are read by cuBLASLt (transpose_lhs/rhs), not copied.
    "mm_transposed_both": dict(
        inputs=[("%a", [256, 256]), ("%b", [256, 256])],
        nodes=[
            ("aten::t", ["%a"], "%1", {"perm": [1, 0]}),
            ("aten::t", ["%b"], "%2", {"perm": [1, 0]}),
            ("aten::mm", ["%1", "%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda a, b: [torch.mm(a.t(), b.t())],
    ),
    "bmm_qk_scores": dict(
        inputs=[("%q", [4, 128, 64]), ("%k", [4, 96, 64])],
        nodes=[
            ("aten::transpose.int", ["%k"], "%1", {"perm": [0, 2, 1]}),
            ("aten::bmm", ["%q", "%1"], "%2", {}),
            ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.125}),
        ],
        outputs=["%3"],
        fn=lambda q, k: [torch.bmm(q, k.transpose(1, 2)) * 0.125],
    ),
    "mm_square": dict(
        inputs=[("%a", [256, 256]), ("%b", [256, 256])],
        nodes=[("aten::mm", ["%a", "%b"], "%1", {})],
        outputs=["%1"],
        fn=lambda a, b: [torch.mm(a, b)],
    ),
    # Compute-bound strict fp32: the builtin policy's 3xTF32 candidates
    # (decision 49) come first; every candidate must verify at 1e-4. b is
    # scaled by 1/sqrt(K) as nn.Linear's weights are: with unit operands the
    # outputs (std 32) carry fp32's own rounding, about 3e-5, and any other
    # summation order misses 1e-4 on a few near-zero outputs (the H200 run
    # of the thirteenth session: 86 of 1M; strict algorithms share cuBLAS's
    # order and pass).
    "mm_1024": dict(
        inputs=[("%a", [1024, 1024]), ("%b", [1024, 1024], 1024 ** -0.5)],
        nodes=[("aten::mm", ["%a", "%b"], "%1", {})],
        outputs=["%1"],
        fn=lambda a, b: [torch.mm(a, b)],
    ),
    # 3xTF32 on special values: +inf planted in a (about 1 a row), NaN in a
    # few rows, b positive, so strict fp32 gives +inf in every column of a
    # row with an infinity. A split where inf meets a lo of 0 gives NaN there.
    "mm_1024_specials": dict(
        inputs=[("%a", [1024, 1024]), ("%m", [1024, 1024]), ("%b", [1024, 1024], 1024 ** -0.5)],
        nodes=[
            ("aten::gt.Scalar", ["%m"], "%1", {"other": 3.0}),
            ("aten::masked_fill.Scalar", ["%a", "%1"], "%2", {"value": "inf"}),
            ("aten::lt.Scalar", ["%m"], "%3", {"other": -4.0}),
            ("aten::masked_fill.Scalar", ["%2", "%3"], "%4", {"value": "nan"}),
            ("aten::abs", ["%b"], "%5", {}),
            ("aten::mm", ["%4", "%5"], "%6", {}),
        ],
        outputs=["%6"],
        fn=lambda a, m, b: [torch.mm(a.masked_fill(m > 3.0, float("inf"))
                                     .masked_fill(m < -4.0, float("nan")), b.abs())],
    ),
    # The tf32 mode's convolution with cuDNN's TF32 engines (decision 48).
    "conv2d_bias_relu_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [32, 64, 56, 56]), ("%w", [128, 64, 3, 3], (64 * 9) ** -0.5),
                ("%b", [128], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv2d(x, w, b, 1, 1))],
    ),
    # padding_mode="reflect": the pad (a copy in stock too) is computed into
    # the buffer cuDNN reads, in the conv's group; a cat of a computed value
    # and an input feeds the second conv the same way (U-Net's skip).
    "pad_reflect_conv_cat": dict(
        inputs=[("%x", [8, 32, 64, 64]), ("%w", [32, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [32], 0.1), ("%s", [8, 32, 64, 64]),
                ("%w2", [32, 64, 3, 3], (64 * 9) ** -0.5), ("%b2", [32], 0.1)],
        nodes=[
            ("aten::pad", ["%x"], "%p", {"pad": [0, 0, 0, 0, 1, 1, 1, 1], "value": None,
                                         "mode": "reflect"}),
            ("aten::conv2d", ["%p", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
            ("prim::VarConcat", ["%2", "%s"], "%3", {"dim": 1}),
            ("aten::conv2d", ["%3", "%w2", "%b2"], "%4",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
        ],
        outputs=["%4"],
        fn=lambda x, w, b, s, w2, b2: [F.conv2d(torch.cat(
            [torch.relu(F.conv2d(F.pad(x, [1, 1, 1, 1], mode="reflect"), w, b)), s], 1),
            w2, b2, 1, 1)],
    ),
    # pow(x, 2) becomes x * x and pow(x, 3) (x * x) * x (decision 121),
    # exactly ATen's f32 results; the fourth power stays powf.
    "pow_square_cube": dict(
        inputs=[("%x", [64, 33])],
        nodes=[
            ("aten::pow.Tensor_Scalar", ["%x"], "%1", {"exponent": 2.0}),
            ("aten::pow.Tensor_Scalar", ["%x"], "%2", {"exponent": 3.0}),
            ("aten::pow.Tensor_Scalar", ["%x"], "%3", {"exponent": 4.0}),
        ],
        outputs=["%1", "%2", "%3"],
        fn=lambda x: [x.pow(2), x.pow(3), x.pow(4)],
    ),
    # A TF32 conv after a reflect pad (decision 119): with channels-last
    # plans the pad's kernel writes x channels-last itself, no transpose.
    "pad_reflect_conv_relu_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 32, 62, 62]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [64], 0.1)],
        nodes=[
            ("aten::pad", ["%x"], "%p", {"pad": [0, 0, 0, 0, 1, 1, 1, 1], "value": None,
                                         "mode": "reflect"}),
            ("aten::conv2d", ["%p", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv2d(F.pad(x, [1, 1, 1, 1], mode="reflect"), w, b))],
    ),
    # A TF32 conv_transpose2d whose bias the kernel after it adds: decision
    # 59's channels-last plans transpose x, the filter and y around cuDNN's
    # NHWC data-gradient engines.
    "conv_transpose2d_relu_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [16, 64, 32, 32]), ("%w", [64, 32, 4, 4], (64 * 16) ** -0.5),
                ("%b", [32], 0.1)],
        nodes=[
            ("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2], "padding": [1, 1], "output_padding": [0, 0], "groups": 1,
              "dilation": [1, 1]}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv_transpose2d(x, w, b, 2, 1))],
    ),
    # Decision 133: a row op over a conv's last dim reads the channels-last
    # result staged through shared memory, 8 or 16 channels a block; the
    # transposed conv's bias is added as the row loads it.
    "conv_transpose2d_layer_norm_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [16, 64, 32, 32]), ("%w", [64, 32, 4, 4], (64 * 16) ** -0.5),
                ("%b", [32], 0.1), ("%g", [64]), ("%beta", [64])],
        nodes=[
            ("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2], "padding": [1, 1], "output_padding": [0, 0], "groups": 1,
              "dilation": [1, 1]}),
            ("aten::layer_norm", ["%1", "%g", "%beta"], "%2",
             {"normalized_shape": [64], "eps": 1e-5, "cudnn_enable": True}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b, g, beta: [F.layer_norm(F.conv_transpose2d(x, w, b, 2, 1), [64], g,
                                                  beta, 1e-5)],
    ),
    # ... and a log_softmax over rows of 48 (16 lanes a row) after a relu,
    # the bias fused in cuDNN's graph.
    "conv2d_relu_log_softmax_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 32, 50, 50]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [64], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::log_softmax.int", ["%2"], "%3", {"dim": -1}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b: [torch.log_softmax(torch.relu(F.conv2d(x, w, b)), -1)],
    ),
    # Decision 134: a group norm reads the conv's channels-last result, a
    # statistics kernel along C and a tiled apply kernel, no transpose back.
    "conv2d_group_norm_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 32, 66, 66]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [64], 0.1), ("%g", [64]), ("%beta", [64])],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::group_norm", ["%1", "%g", "%beta"], "%2",
             {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b, g, beta: [F.group_norm(F.conv2d(x, w, b), 8, g, beta, 1e-5)],
    ),
    # Decision 136 after decision 134: the group norm read by a layer norm
    # (through a tanh) is its statistics (along C, in place) and an apply the
    # layer norm's staged rows (decision 133) compute; y has two in-place
    # readers. Without the tanh, the layer norm over rows inside one channel
    # would remove any per-group error in the statistics exactly: a planted
    # merge one segment short verified.
    "conv2d_group_norm_layer_norm_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 32, 66, 66]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [64], 0.1), ("%g", [64]), ("%beta", [64]), ("%lg", [64]), ("%lb", [64])],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::group_norm", ["%1", "%g", "%beta"], "%2",
             {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
            ("aten::tanh", ["%2"], "%t", {}),
            ("aten::layer_norm", ["%t", "%lg", "%lb"], "%3",
             {"normalized_shape": [64], "eps": 1e-5, "cudnn_enable": True}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b, g, beta, lg, lb: [F.layer_norm(torch.tanh(
            F.group_norm(F.conv2d(x, w, b), 8, g, beta, 1e-5)), [64], lg, lb, 1e-5)],
    ),
    # ... and one group per channel (an instance norm) after a transposed
    # conv (its bias added by both kernels) and a relu, a tanh after it.
    "conv_transpose2d_relu_instance_norm_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [16, 64, 32, 32]), ("%w", [64, 32, 4, 4], (64 * 16) ** -0.5),
                ("%b", [32], 0.1), ("%g", [32]), ("%beta", [32])],
        nodes=[
            ("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2], "padding": [1, 1], "output_padding": [0, 0], "groups": 1,
              "dilation": [1, 1]}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::group_norm", ["%2", "%g", "%beta"], "%3",
             {"num_groups": 32, "eps": 1e-5, "cudnn_enabled": True}),
            ("aten::tanh", ["%3"], "%4", {}),
        ],
        outputs=["%4"],
        fn=lambda x, w, b, g, beta: [torch.tanh(F.group_norm(
            torch.relu(F.conv_transpose2d(x, w, b, 2, 1)), 32, g, beta, 1e-5))],
    ),
    # Decision 135: a pooling window reads the conv's channels-last result
    # along C through tiles of the output, no transpose back.
    "conv2d_relu_max_pool_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 32, 66, 66]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b", [64], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::max_pool2d", ["%2"], "%3",
             {"kernel_size": [2, 2], "stride": [2, 2], "padding": [0, 0], "dilation": [1, 1],
              "ceil_mode": False}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b: [F.max_pool2d(torch.relu(F.conv2d(x, w, b)), 2)],
    ),
    # ... a padded avg_pool3d after a transposed conv, its bias added as the
    # windows read.
    "conv_transpose3d_avg_pool_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [4, 32, 8, 16, 16]), ("%w", [32, 32, 2, 2, 2], (32 * 8) ** -0.5),
                ("%b", [32], 0.1)],
        nodes=[
            ("aten::conv_transpose3d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2, 2], "padding": [0, 0, 0], "output_padding": [0, 0, 0],
              "groups": 1, "dilation": [1, 1, 1]}),
            ("aten::avg_pool3d", ["%1"], "%2",
             {"kernel_size": [2, 2, 2], "stride": [2, 2, 2], "padding": [1, 1, 1],
              "ceil_mode": False, "count_include_pad": False, "divisor_override": None}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [F.avg_pool3d(F.conv_transpose3d(x, w, b, 2), 2, 2, 1,
                                         count_include_pad=False)],
    ),
    # Pointwise convs in the fp32 mode (decision 62): a GEMM over the
    # NC<spatial> layout as it lies, the bias a per-channel add in the kernel
    # after it. conv1d (k 1), softmax over channels before it and a group
    # norm after (the shape of a pointwise projection in a 1-D conv net) ...
    "pointwise_conv1d": dict(
        batched=["%x"],
        inputs=[("%x", [8, 256, 512]), ("%w", [128, 256, 1], 256 ** -0.5), ("%b", [128], 0.1),
                ("%g", [128], 0.1), ("%beta", [128], 0.1)],
        nodes=[
            ("aten::softmax.int", ["%x"], "%1", {"dim": 1}),
            ("aten::conv1d", ["%1", "%w", "%b"], "%2",
             {"stride": [1], "padding": [0], "dilation": [1], "groups": 1}),
            ("aten::group_norm", ["%2", "%g", "%beta"], "%3",
             {"num_groups": 4, "eps": 1e-5, "cudnn_enabled": True}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b, g, beta: [F.group_norm(F.conv1d(torch.softmax(x, 1), w, b), 4,
                                                  g, beta, 1e-5)],
    ),
    # ... a 1x1 conv2d with bias and relu in strict fp32 ...
    "pointwise_conv2d_relu": dict(
        batched=["%x"],
        inputs=[("%x", [16, 64, 32, 32]), ("%w", [96, 64, 1, 1], 64 ** -0.5), ("%b", [96], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv2d(x, w, b))],
    ),
    # ... and a 1x1 conv_transpose2d (its weight [C_in, C_out] read transposed).
    "pointwise_conv_transpose2d_tanh": dict(
        batched=["%x"],
        inputs=[("%x", [8, 64, 16, 16]), ("%w", [64, 48, 1, 1], 64 ** -0.5), ("%b", [48], 0.1)],
        nodes=[
            ("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [0, 0], "output_padding": [0, 0], "groups": 1,
              "dilation": [1, 1]}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.tanh(F.conv_transpose2d(x, w, b))],
    ),
    # Two TF32 convs in a row: decision 59's chain keeps the first's result
    # channels-last in its buffer for the second.
    "conv_chain_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [16, 32, 64, 64]), ("%w0", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b0", [64], 0.1), ("%w1", [64, 64, 3, 3], (64 * 9) ** -0.5)],
        nodes=[
            ("aten::conv2d", ["%x", "%w0", "%b0"], "%1",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
            ("aten::conv2d", ["%1", "%w1"], "%2",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda x, w0, b0, w1: [torch.relu(F.conv2d(F.conv2d(x, w0, b0, 1, 1), w1, None, 1, 1))],
    ),
    # A relu and a per-channel scale between two TF32 convs: decision 59
    # runs them in NHWC order, with no transpose on either side.
    "conv_relu_conv_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [16, 32, 64, 64]), ("%w0", [64, 32, 3, 3], (32 * 9) ** -0.5),
                ("%b0", [64], 0.1), ("%s", [64, 1, 1]), ("%w1", [64, 64, 3, 3], (64 * 9) ** -0.5)],
        nodes=[
            ("aten::conv2d", ["%x", "%w0", "%b0"], "%1",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
            ("aten::mul.Tensor", ["%2", "%s"], "%3", {}),
            ("aten::conv2d", ["%3", "%w1"], "%4",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
        ],
        outputs=["%4"],
        fn=lambda x, w0, b0, sc, w1: [F.conv2d(torch.relu(F.conv2d(x, w0, b0, 1, 1)) * sc, w1,
                                               None, 1, 1)],
    ),
    "linear_gelu_tf32": dict(
        precision="tf32",
        inputs=[("%x", [1024, 2048]), ("%w", [2048, 2048], 2048 ** -0.5), ("%b", [2048], 0.1)],
        nodes=[
            ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
            ("aten::gelu", ["%1"], "%2", {"approximate": "none"}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [F.gelu(F.linear(x, w, b))],
    ),
    # Convolution family (cudnn steps, issue 9), KernelBench-like shapes.
    # Weights carry 1/sqrt(fan_in) like nn.Conv's, so outputs stay O(1) and
    # TF32's error inside its tolerance; references are strict fp32 (cuDNN's
    # TF32 is off while they are drawn, see write_task).
    "conv2d_bias_relu": dict(
        batched=["%x"],
        inputs=[("%x", [32, 64, 56, 56]), ("%w", [128, 64, 3, 3], (64 * 9) ** -0.5),
                ("%b", [128], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv2d(x, w, b, 1, 1))],
    ),
    "conv_transpose3d_clamp_div": dict(
        batched=["%x"],
        inputs=[("%x", [8, 32, 8, 16, 16]), ("%w", [32, 32, 3, 3, 3], (32 * 27) ** -0.5),
                ("%b", [32], 0.1)],
        nodes=[
            ("aten::conv_transpose3d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2, 2], "padding": [1, 1, 1], "output_padding": [1, 1, 1],
              "groups": 1, "dilation": [1, 1, 1]}),
            ("aten::clamp", ["%1"], "%2", {"min": -1.0, "max": 1.0}),
            ("aten::div.Scalar", ["%2"], "%3", {"other": 2.0}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b: [torch.clamp(F.conv_transpose3d(x, w, b, 2, 1, 1), -1.0, 1.0) / 2.0],
    ),
    # Decision 137: transposed convs with unit strides, also run as the
    # forward convs they equal (the filter's channel dims swapped per group
    # and its window reversed by an NVRTC kernel). Two groups, dilation
    # (2, 1), padding (1, 0): the forward padding (3, 1); strict fp32.
    "conv_transpose2d_unit_stride_groups": dict(
        batched=["%x"],
        inputs=[("%x", [8, 64, 48, 40]), ("%w", [64, 24, 3, 2], (32 * 6) ** -0.5),
                ("%b", [48], 0.1)],
        nodes=[
            ("aten::conv_transpose2d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [1, 0], "output_padding": [0, 0], "groups": 2,
              "dilation": [2, 1]}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv_transpose2d(x, w, b, 1, (1, 0), 0, 2, (2, 1)))],
    ),
    # ... a 3-D one on TF32 tensor cores, a layer norm after it.
    "conv_transpose3d_unit_stride_layer_norm_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [4, 32, 12, 24, 24]), ("%w", [32, 48, 3, 3, 3], (32 * 27) ** -0.5),
                ("%b", [48], 0.1), ("%g", [24]), ("%beta", [24])],
        nodes=[
            ("aten::conv_transpose3d.input", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1, 1], "padding": [1, 1, 1], "output_padding": [0, 0, 0],
              "groups": 1, "dilation": [1, 1, 1]}),
            ("aten::layer_norm", ["%1", "%g", "%beta"], "%2",
             {"normalized_shape": [24], "eps": 1e-5, "cudnn_enable": True}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b, g, beta: [F.layer_norm(F.conv_transpose3d(x, w, b, 1, 1), [24], g,
                                                  beta, 1e-5)],
    ),
    # Convolutions whose tensors exceed what the 64 MiB workspace limit lets
    # an engine transform: the builtin policy adds sized-workspace ("-ws")
    # variants (decision 50); every candidate must verify.
    "conv_transpose1d_wide": dict(
        batched=["%x"],
        inputs=[("%x", [16, 512, 1024]), ("%w", [512, 128, 4], 1024 ** -0.5), ("%b", [128], 0.1)],
        nodes=[
            ("aten::conv_transpose1d", ["%x", "%w", "%b"], "%1",
             {"stride": [2], "padding": [1], "output_padding": [0], "groups": 1,
              "dilation": [1]}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv_transpose1d(x, w, b, 2, 1))],
    ),
    "conv2d_5x5_s2_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [32, 128, 128, 32]), ("%w", [128, 128, 5, 5], (128 * 25) ** -0.5)],
        nodes=[
            ("aten::conv2d", ["%x", "%w"], "%1",
             {"stride": [2, 2], "padding": [2, 2], "dilation": [1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w: [torch.relu(F.conv2d(x, w, None, 2, 2))],
    ),
    "depthwise_conv_hardswish": dict(
        batched=["%x"],
        inputs=[("%x", [32, 128, 56, 56]), ("%w", [128, 1, 3, 3], 9 ** -0.5), ("%b", [128], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [2, 2], "padding": [1, 1], "dilation": [1, 1], "groups": 128}),
            ("aten::hardswish", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [F.hardswish(F.conv2d(x, w, b, 2, 1, 1, 128))],
    ),
    "conv1d_same_gelu": dict(
        batched=["%x"],
        inputs=[("%x", [16, 64, 512]), ("%w", [128, 64, 5], (64 * 5) ** -0.5)],
        nodes=[
            ("aten::conv1d.padding", ["%x", "%w"], "%1",
             {"stride": [1], "padding": "same", "dilation": [2], "groups": 1}),
            ("aten::gelu", ["%1"], "%2", {"approximate": "none"}),
        ],
        outputs=["%2"],
        fn=lambda x, w: [F.gelu(F.conv1d(x, w, None, 1, "same", 2))],
    ),
    "conv2d_grouped_dilated_tanh": dict(
        batched=["%x"],
        inputs=[("%x", [16, 64, 32, 32]), ("%w", [128, 16, 3, 3], (16 * 9) ** -0.5),
                ("%b", [128], 0.1)],
        nodes=[
            ("aten::conv2d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1], "padding": [2, 2], "dilation": [2, 2], "groups": 4}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.tanh(F.conv2d(x, w, b, 1, 2, 2, 4))],
    ),
    # What tracing records: aten::_convolution, here transposed without bias.
    "convolution_transposed_sigmoid": dict(
        batched=["%x"],
        inputs=[("%x", [16, 64, 16, 16]), ("%w", [64, 32, 4, 4], (64 * 16) ** -0.5)],
        nodes=[
            ("aten::_convolution", ["%x", "%w"], "%1",
             {"stride": [2, 2], "padding": [1, 1], "dilation": [1, 1], "transposed": True,
              "output_padding": [0, 0], "groups": 1, "benchmark": False,
              "deterministic": False, "cudnn_enabled": True, "allow_tf32": True}),
            ("aten::sigmoid", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w: [torch.sigmoid(F.conv_transpose2d(x, w, None, 2, 1))],
    ),
    "conv3d_relu_tf32": dict(
        precision="tf32",
        batched=["%x"],
        inputs=[("%x", [8, 16, 16, 32, 32]), ("%w", [32, 16, 3, 3, 3], (16 * 27) ** -0.5),
                ("%b", [32], 0.1)],
        nodes=[
            ("aten::conv3d", ["%x", "%w", "%b"], "%1",
             {"stride": [1, 1, 1], "padding": [1, 1, 1], "dilation": [1, 1, 1], "groups": 1}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [torch.relu(F.conv3d(x, w, b, 1, 1))],
    ),
}


@contextlib.contextmanager
def strict_cudnn():
    """References are strict fp32: torch's cuDNN convolutions use TF32 on
    fp32 data unless told otherwise (cuBLAS's default is already strict)."""
    saved = torch.backends.cudnn.allow_tf32
    torch.backends.cudnn.allow_tf32 = False
    try:
        yield
    finally:
        torch.backends.cudnn.allow_tf32 = saved

def _specials_task(shape, line_shape, inf_below, nan_above, outputs):
    """softmax-family outputs (op, dim) of x with special values planted: -inf
    where m > 1.5, +inf where m < inf_below, -inf over whole lines where the
    line_shape input c > 1.0 (broadcast over the normalized dim), NaN where
    x > nan_above."""
    fills = [("aten::gt.Scalar", "%m", 1.5, "-inf"), ("aten::lt.Scalar", "%m", inf_below, "inf"),
             ("aten::gt.Scalar", "%c", 1.0, "-inf"), ("aten::gt.Scalar", "%x", nan_above, "nan")]
    nodes, value = [], "%x"
    for i, (compare, operand, other, fill) in enumerate(fills, 1):
        nodes.append((compare, [operand], f"%b{i}", {"other": other}))
        nodes.append(("aten::masked_fill.Scalar", [value, f"%b{i}"], f"%x{i}", {"value": fill}))
        value = f"%x{i}"
    for i, (op, dim) in enumerate(outputs, 1):
        nodes.append((f"aten::{op}.int", [value], f"%o{i}", {"dim": dim}))
    functions = {"softmax": torch.softmax, "log_softmax": torch.log_softmax}

    def fn(x, m, c):
        v = (x.masked_fill(m > 1.5, float("-inf")).masked_fill(m < inf_below, float("inf"))
             .masked_fill(c > 1.0, float("-inf")).masked_fill(x > nan_above, float("nan")))
        return [functions[op](v, dim) for op, dim in outputs]

    return dict(inputs=[("%x", shape), ("%m", shape), ("%c", line_shape)], nodes=nodes,
                outputs=[f"%o{i}" for i in range(1, len(outputs) + 1)], fn=fn)


def _reduce_tasks():
    """Reductions over non-trailing dims and the softmax family over any dim
    (issue 10): the strided template, its prologue/epilogue fusion and the
    row template over merged trailing dims. Small shapes; the 4-GiB class
    shape of the benchmark, for the lead's performance runs only, is
    [64, 256, 256, 256] f32 (x.sum(dim=1): [outer, R, inner] = [64, 256, 65536])."""
    return {
        # x.sum(dim=1) of [B, C, H, W] after a conv: relu prologue, mul epilogue.
        "sum_dim1_relu": dict(
            inputs=[("%x", [16, 64, 28, 28])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [1], "keepdim": False}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.5}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.relu(x).sum(1) * 0.5],
        ),
        # torch.prod over channels (the strided template) of values in
        # (0, 2), so 32 factors neither overflow nor vanish; a tanh epilogue.
        "prod_dim1_tanh": dict(
            inputs=[("%x", [16, 32, 28, 28])],
            nodes=[
                ("aten::tanh", ["%x"], "%1", {}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::prod.dim_int", ["%2"], "%3", {"dim": [1], "keepdim": False}),
                ("aten::tanh", ["%3"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x: [torch.tanh(torch.prod(torch.tanh(x) + 1.0, 1))],
        ),
        # Over the last dim (the row template), and a long reduction with few
        # outputs (the split template), of factors near 1.
        "prod_last_row": dict(
            inputs=[("%x", [512, 256])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.05}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::prod.dim_int", ["%2"], "%3", {"dim": [-1], "keepdim": True}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.prod(x * 0.05 + 1.0, -1, keepdim=True)],
        ),
        # Reductions with a broadcast epilogue (decision 115): the kept-dims
        # result read back over the reduced input in one kernel. A gate from a
        # product over channels (the strided template, one thread a column).
        "broadcast_gate_strided": dict(
            inputs=[("%x", [16, 24, 32, 32])],
            nodes=[
                ("aten::sigmoid", ["%x"], "%1", {}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 0.5, "alpha": 1}),
                ("aten::prod.dim_int", ["%2"], "%3", {"dim": [1], "keepdim": True}),
                ("aten::tanh", ["%3"], "%4", {}),
                ("aten::mul.Tensor", ["%x", "%4"], "%5", {}),
            ],
            outputs=["%5"],
            fn=lambda x: [x * torch.tanh(torch.prod(torch.sigmoid(x) + 0.5, 1, keepdim=True))],
        ),
        # RMS normalization spelled out over rows (with a bias broadcast
        # over them): the reduction reads x * x, the broadcast pass x, which
        # the cache holds (decision 123), and the bias, loaded.
        "broadcast_rms_rows": dict(
            inputs=[("%x", [4096, 384]), ("%b", [384])],
            nodes=[
                ("aten::mul.Tensor", ["%x", "%x"], "%1", {}),
                ("aten::mean.dim", ["%1"], "%2", {"dim": [-1], "keepdim": True}),
                ("aten::add.Scalar", ["%2"], "%3", {"other": 1e-5, "alpha": 1}),
                ("aten::rsqrt", ["%3"], "%4", {}),
                ("aten::mul.Tensor", ["%x", "%4"], "%5", {}),
                ("aten::add.Tensor", ["%5", "%b"], "%6", {"alpha": 1}),
            ],
            outputs=["%6"],
            fn=lambda x, b: [x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-5) + b],
        ),
        # Centering over a middle dim with a short inner one: threads of a
        # column split R, the mean combined and given to all of them.
        "broadcast_center_strided": dict(
            inputs=[("%x", [512, 48, 32])],
            nodes=[
                ("aten::mean.dim", ["%x"], "%1", {"dim": [1], "keepdim": True}),
                ("aten::sub.Tensor", ["%x", "%1"], "%2", {"alpha": 1}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 2.0}),
            ],
            outputs=["%3"],
            fn=lambda x: [(x - x.mean(1, keepdim=True)) * 2.0],
        ),
        # Rows normalized by their sum (a tail of 200 % 128), the sum an output
        # too: stored once per row, read back per element.
        "broadcast_normalize_rows": dict(
            inputs=[("%x", [8192, 200])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 0.1, "alpha": 1}),
                ("aten::sum.dim_IntList", ["%2"], "%3", {"dim": [-1], "keepdim": True}),
                ("aten::div.Tensor", ["%2", "%3"], "%4", {}),
            ],
            outputs=["%3", "%4"],
            fn=lambda x: [(x.relu() + 0.1).sum(-1, keepdim=True),
                          (x.relu() + 0.1) / (x.relu() + 0.1).sum(-1, keepdim=True)],
        ),
        # x - logsumexp over the classes of [N, C, L] (strided), a bias after.
        "broadcast_logsumexp_strided": dict(
            inputs=[("%x", [64, 10, 256]), ("%b", [256])],
            nodes=[
                ("aten::logsumexp", ["%x"], "%1", {"dim": [1], "keepdim": True}),
                ("aten::sub.Tensor", ["%x", "%1"], "%2", {"alpha": 1}),
                ("aten::add.Tensor", ["%2", "%b"], "%3", {"alpha": 1}),
            ],
            outputs=["%3"],
            fn=lambda x, b: [x - torch.logsumexp(x, 1, keepdim=True) + b],
        ),
        # F.normalize as TorchScript spells it: the norm, clamped, expanded
        # back (the expand folds into the division's broadcast), one kernel.
        "broadcast_normalize_expand": dict(
            inputs=[("%x", [4096, 512])],
            batched=[],  # the expand's size is fixed
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::norm.ScalarOpt_dim", ["%1"], "%2", {"p": 2.0, "dim": [1], "keepdim": True}),
                ("aten::clamp_min", ["%2"], "%3", {"min": 1e-12}),
                ("aten::expand", ["%3"], "%4", {"size": [4096, 512]}),
                ("aten::div.Tensor", ["%1", "%4"], "%5", {}),
            ],
            outputs=["%5"],
            fn=lambda x: [torch.nn.functional.normalize(torch.relu(x), p=2.0, dim=1)],
        ),
        # A softmax spelled out over the channels: exp(x - max) starts the
        # sum's kernel (its prologue) and the division joins that kernel.
        "broadcast_manual_softmax_strided": dict(
            inputs=[("%x", [64, 32, 256])],
            nodes=[
                ("aten::amax", ["%x"], "%1", {"dim": [1], "keepdim": True}),
                ("aten::sub.Tensor", ["%x", "%1"], "%2", {"alpha": 1}),
                ("aten::exp", ["%2"], "%3", {}),
                ("aten::sum.dim_IntList", ["%3"], "%4", {"dim": [1], "keepdim": True}),
                ("aten::div.Tensor", ["%3", "%4"], "%5", {}),
            ],
            outputs=["%5"],
            fn=lambda x: [torch.exp(x - x.amax(1, keepdim=True)) /
                          torch.exp(x - x.amax(1, keepdim=True)).sum(1, keepdim=True)],
        ),
        # A layer norm spelled out over rows: the scaling reads x - mean, a
        # prologue value of the variance's kernel recomputed in its last pass.
        "broadcast_layernorm_rows": dict(
            inputs=[("%x", [4096, 256])],
            nodes=[
                ("aten::mean.dim", ["%x"], "%1", {"dim": [-1], "keepdim": True}),
                ("aten::sub.Tensor", ["%x", "%1"], "%2", {"alpha": 1}),
                ("aten::mul.Tensor", ["%2", "%2"], "%3", {}),
                ("aten::mean.dim", ["%3"], "%4", {"dim": [-1], "keepdim": True}),
                ("aten::add.Scalar", ["%4"], "%5", {"other": 1e-5, "alpha": 1}),
                ("aten::rsqrt", ["%5"], "%6", {}),
                ("aten::mul.Tensor", ["%2", "%6"], "%7", {}),
            ],
            outputs=["%7"],
            fn=lambda x: [(x - x.mean(-1, keepdim=True)) *
                          torch.rsqrt(((x - x.mean(-1, keepdim=True)) ** 2).mean(-1, keepdim=True)
                                      + 1e-5)],
        ),
        # logsumexp over rows too long for the register cache: the max and
        # the shifted sum in one read (cuagent_online_lse_add), then a scale.
        "logsumexp_long_rows": dict(
            inputs=[("%x", [512, 16384])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
                ("aten::logsumexp", ["%1"], "%2", {"dim": [-1], "keepdim": False}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.5}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.logsumexp(x * 3.0, -1) * 0.5],
        ),
        # Softmax over rows of 40000 (decision 151): the online pass's chunks
        # four at a time, then the last four one at a time, the last guarded.
        "softmax_long_ragged_rows": dict(
            inputs=[("%x", [64, 40000])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 4.0}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(x * 4.0, -1)],
        ),
        # The softmax family over few long rows (decision 152): a block per
        # row would leave most SMs idle, so the rows split across blocks,
        # (max, sum) per chunk, then an apply kernel (softmax, log_softmax)
        # or a warp per row (logsumexp) merging a row's pairs. 49 chunks of
        # 4096 a row, the last of 3392, the epilogue's multiply fused.
        "softmax_few_long_rows": dict(
            inputs=[("%x", [6, 200000])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 4.0}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 2.0}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.softmax(x * 4.0, -1) * 2.0],
        ),
        # An odd row length: scalar loads, a ragged last chunk.
        "log_softmax_few_long_ragged_rows": dict(
            inputs=[("%x", [3, 150001])],
            nodes=[
                ("aten::log_softmax.int", ["%x"], "%1", {"dim": -1}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.log_softmax(x, -1) + 1.0],
        ),
        # rms_norm over few long rows (decision 155): sums of squares per
        # chunk, then an apply kernel summing its row's partials and scaling
        # its chunk by the weight, the prologue and silu fused.
        "rms_norm_few_long_rows": dict(
            inputs=[("%x", [6, 200000]), ("%w", [200000])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
                ("aten::rms_norm", ["%1", "%w"], "%2",
                 {"normalized_shape": [200000], "eps": 1e-5}),
                ("aten::silu", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w: [F.silu(F.rms_norm(x * 3.0, [200000], w, 1e-5))],
        ),
        # No weight, eps None (float32's epsilon), an odd row length: scalar
        # loads and a ragged last chunk.
        "rms_norm_few_long_ragged_rows": dict(
            inputs=[("%x", [3, 150001])],
            nodes=[
                ("aten::rms_norm", ["%x"], "%1", {"normalized_shape": [150001], "eps": None}),
            ],
            outputs=["%1"],
            fn=lambda x: [F.rms_norm(x, [150001], None, None)],
        ),
        # Two rows of 5M: chunks of five block steps, four loaded as a batch
        # and the fifth alone.
        "logsumexp_few_long_rows": dict(
            inputs=[("%x", [2, 5000000])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
                ("aten::logsumexp", ["%1"], "%2", {"dim": [-1], "keepdim": False}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.5}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.logsumexp(x * 3.0, -1) * 0.5],
        ),
        # torch.prod(x) of every element (decision 111): a full reduction of
        # values near 1 (split across blocks at this length).
        "prod_all": dict(
            inputs=[("%x", [64, 4096])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.001}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::prod", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.prod(x * 0.001 + 1.0)],
        ),
        "prod_dim1_long": dict(
            inputs=[("%x", [4, 8192, 96])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.01}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::prod.dim_int", ["%2"], "%3", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.prod(x * 0.01 + 1.0, 1)],
        ),
        # Global average pooling: trailing dims (2, 3) merged into one row.
        "gap_mean_relu": dict(
            inputs=[("%x", [32, 256, 14, 14])],
            nodes=[
                ("aten::mean.dim", ["%x"], "%1", {"dim": [2, 3], "keepdim": True}),
                ("aten::relu", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.relu(x.mean((2, 3), keepdim=True))],
        ),
        # A long reduction with few outputs: R is split over the block.
        "mean_dim1_keepdim_long": dict(
            inputs=[("%x", [4, 8192, 96])],
            nodes=[("aten::mean.dim", ["%x"], "%1", {"dim": [1], "keepdim": True})],
            outputs=["%1"],
            fn=lambda x: [x.mean(1, keepdim=True)],
        ),
        "softmax_dim1": dict(
            inputs=[("%x", [8, 1000, 7, 7])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 4.0}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": 1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(x * 4.0, 1)],
        ),
        # 42 channels of 4 ty threads: each thread's 11 (the last one past
        # the column's end for two of them) stay in registers between the
        # statistics and the write.
        "softmax_dim1_cached": dict(
            inputs=[("%x", [64, 42, 16, 16])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 4.0}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": 1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(x * 4.0, 1)],
        ),
        "log_softmax_dim0_gelu": dict(
            inputs=[("%x", [512, 1024])],
            nodes=[
                ("aten::log_softmax.int", ["%x"], "%1", {"dim": 0}),
                ("aten::gelu", ["%1"], "%2", {"approximate": "tanh"}),
            ],
            outputs=["%2"],
            fn=lambda x: [F.gelu(torch.log_softmax(x, 0), approximate="tanh")],
        ),
        "logsumexp_dim1_sigmoid": dict(
            inputs=[("%x", [32, 512, 64])],
            nodes=[
                ("aten::logsumexp", ["%x"], "%1", {"dim": [1], "keepdim": False}),
                ("aten::sigmoid", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.sigmoid(torch.logsumexp(x, 1))],
        ),
        # log(relu(x)) is -inf for x <= 0: a column of 4 such values (1 in 16)
        # has an infinite max, where logsumexp shifts by 0 (-inf, not NaN).
        "logsumexp_infinite_max": dict(
            inputs=[("%x", [64, 4, 512])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::log", ["%1"], "%2", {}),
                ("aten::logsumexp", ["%2"], "%3", {"dim": [1], "keepdim": True}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.logsumexp(torch.log(torch.relu(x)), 1, keepdim=True)],
        ),
        # The online softmax statistics (strided template) and the row
        # template against special values: -inf elements in most columns, a
        # +inf in about 1 column of 7 (NaN columns), whole columns of -inf
        # (1 in 6: NaN), and a NaN where x > 2.9; over dim 1 (strided) and
        # the last dim (row).
        "softmax_specials": _specials_task([4, 64, 8, 16], [4, 1, 8, 16], -2.8, 2.9,
                                           [("softmax", 1), ("log_softmax", 1), ("softmax", -1)]),
        # The same over rows too long to cache (the row template's online
        # first pass): -inf in most rows, +inf in about 2 rows of 5, all -inf
        # rows (1 in 6), a NaN in about 1 row of 5.
        "softmax_specials_long": _specials_task([32, 16384], [32, 1], -4.0, 4.2,
                                                [("softmax", -1), ("log_softmax", -1)]),
        # NaN propagation: log(x) is NaN for x < 0, so most columns of 8 hold
        # a NaN (and 1 in 256 none); amax and amin propagate it as torch does.
        "amax_amin_dim1_nan": dict(
            inputs=[("%x", [64, 8, 512])],
            nodes=[
                ("aten::log", ["%x"], "%1", {}),
                ("aten::amax", ["%1"], "%2", {"dim": [1], "keepdim": False}),
                ("aten::amin", ["%1"], "%3", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2", "%3"],
            fn=lambda x: [torch.log(x).amax(1), torch.log(x).amin(1)],
        ),
        "amin_dim0": dict(
            inputs=[("%x", [4096, 256])],
            nodes=[("aten::amin", ["%x"], "%1", {"dim": [0], "keepdim": False})],
            outputs=["%1"],
            fn=lambda x: [x.amin(0)],
        ),
        # The planted faulty kernels' task (test/gpu/planted_reduce.py): most
        # columns of x - 2 are all negative, so a max started at 0 is wrong.
        "amax_dim1_shifted": dict(
            inputs=[("%x", [32, 8, 1024])],
            nodes=[
                ("aten::sub.Scalar", ["%x"], "%1", {"other": 2.0, "alpha": 1}),
                ("aten::amax", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [(x - 2.0).amax(1)],
        ),
    }


REDUCE_TASKS = sorted(_reduce_tasks())
TASKS.update(_reduce_tasks())


def _norm_tasks():
    """group_norm, instance_norm and batch_norm in eval (issue 10), with the
    elementwise ops around them fused. BatchNorm running variances are
    inputs scaled by 0.2 with eps 1.0, so var + eps stays positive. The
    planted faulty kernels' task (test/gpu/planted_norms.py) is
    `group_norm_planted`: rows of 64 elements (so that an unbiased variance
    is 1.6% off), eps large against the variance (so that eps outside the
    square root is far off), a visible mean."""
    return {
        # Few long rows: layer_norm as a one-group group_norm (the pass
        # cuagent-long-rows-as-group-norm), split across blocks; the affine
        # per column.
        "layer_norm_few_long_rows": dict(
            inputs=[("%x", [8, 65536]), ("%w", [65536]), ("%b", [65536])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 2.0}),
                ("aten::layer_norm", ["%1", "%w", "%b"], "%2",
                 {"normalized_shape": [65536], "eps": 1e-5, "cudnn_enable": True}),
                ("aten::relu", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [torch.relu(F.layer_norm(x * 2.0, [65536], w, b, 1e-5))],
        ),
        # conv -> group_norm -> relu: a block per row, the row in registers.
        "group_norm_relu": dict(
            inputs=[("%x", [8, 64, 32, 32]), ("%w", [64]), ("%b", [64])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 2.0}),
                ("aten::group_norm", ["%1", "%w", "%b"], "%2",
                 {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::relu", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [torch.relu(F.group_norm(x * 2.0, 8, w, b, 1e-5))],
        ),
        # 16 rows of 32 * 64 * 64 = 131072: the split-row kernels; swish after.
        # 288 rows of 8 x 2304 = 18432: past a 256-thread block's cache, so
        # the row takes a block of 1024 threads and stays in registers (the
        # last chunk partial: 18432 = 4.5 x 4096).
        "group_norm_wide_rows": dict(
            inputs=[("%x", [36, 64, 48, 48]), ("%w", [64]), ("%b", [64])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
                ("aten::group_norm", ["%1", "%w", "%b"], "%2",
                 {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::tanh", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [torch.tanh(F.group_norm(x * 3.0, 8, w, b, 1e-5))],
        ),
        "group_norm_swish_long": dict(
            inputs=[("%x", [4, 128, 64, 64]), ("%w", [128]), ("%b", [128])],
            nodes=[
                ("aten::group_norm", ["%x", "%w", "%b"], "%1",
                 {"num_groups": 4, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::sigmoid", ["%1"], "%2", {}),
                ("aten::mul.Tensor", ["%1", "%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [F.silu(F.group_norm(x, 4, w, b, 1e-5))],
        ),
        # One group per channel, odd spatial sizes (no vector access fits).
        "instance_norm_sigmoid": dict(
            inputs=[("%x", [16, 32, 17, 9])],
            nodes=[
                ("aten::instance_norm", ["%x"], "%1",
                 {"use_input_stats": True, "momentum": 0.1, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::sigmoid", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.sigmoid(F.instance_norm(x, eps=1e-5))],
        ),
        # batch_norm (eval) -> relu: one elementwise kernel.
        "batch_norm_relu": dict(
            inputs=[("%x", [16, 64, 28, 28]), ("%w", [64]), ("%b", [64]), ("%m", [64]),
                    ("%v", [64], 0.2)],
            nodes=[
                ("aten::batch_norm", ["%x", "%w", "%b", "%m", "%v"], "%1",
                 {"training": False, "momentum": 0.1, "eps": 1.0, "cudnn_enabled": True}),
                ("aten::relu", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b, m, v: [torch.relu(F.batch_norm(x, m, v, w, b, False, 0.1, 1.0))],
        ),
        # batch_norm -> relu as the prologue of a group_norm: one kernel;
        # instance_norm with running statistics is batch_norm too.
        "batch_norm_group_norm": dict(
            inputs=[("%x", [4, 32, 16, 16]), ("%m", [32]), ("%v", [32], 0.2)],
            nodes=[
                ("aten::instance_norm", ["%x", "%m", "%v"], "%1",
                 {"use_input_stats": False, "momentum": 0.1, "eps": 1.0, "cudnn_enabled": True}),
                ("aten::relu", ["%1"], "%2", {}),
                ("aten::group_norm", ["%2"], "%3",
                 {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
            ],
            outputs=["%3"],
            fn=lambda x, m, v: [F.group_norm(torch.relu(
                F.batch_norm(x, m, v, None, None, False, 0.1, 1.0)), 8, None, None, 1e-5)],
        ),
        "group_norm_planted": dict(
            inputs=[("%x", [256, 32, 4, 4]), ("%w", [32]), ("%b", [32])],
            nodes=[
                ("aten::add.Scalar", ["%x"], "%1", {"other": 0.5, "alpha": 1}),
                ("aten::group_norm", ["%1", "%w", "%b"], "%2",
                 {"num_groups": 8, "eps": 0.5, "cudnn_enabled": True}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.group_norm(x + 0.5, 8, w, b, 0.5)],
        ),
        # Decision 136: a group norm read by a row op is its statistics and
        # an apply the reader computes as it loads. 32 rows of 8 x 64 x 65 =
        # 33280: the split statistics and their merge; the layer norm over
        # rows of 65 (no vector access) normalizes as it loads, then mish.
        "group_norm_layer_norm_split": dict(
            inputs=[("%x", [4, 64, 64, 65]), ("%w", [64]), ("%b", [64]), ("%lw", [65]),
                    ("%lb", [65])],
            nodes=[
                ("aten::group_norm", ["%x", "%w", "%b"], "%1",
                 {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::layer_norm", ["%1", "%lw", "%lb"], "%2",
                 {"normalized_shape": [65], "eps": 1e-5, "cudnn_enable": True}),
                ("aten::mish", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b, lw, lb: [F.mish(F.layer_norm(
                F.group_norm(x, 8, w, b, 1e-5), [65], lw, lb, 1e-5))],
        ),
        # The relu before the norm is cloned for the pooling kernel, which
        # applies the norm to each element of its windows.
        "relu_group_norm_avg_pool": dict(
            inputs=[("%x", [16, 64, 32, 32]), ("%w", [64]), ("%b", [64])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::group_norm", ["%1", "%w", "%b"], "%2",
                 {"num_groups": 4, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::avg_pool2d", ["%2"], "%3",
                 {"kernel_size": [2, 2], "stride": [2, 2], "padding": [0, 0],
                  "ceil_mode": False, "count_include_pad": True, "divisor_override": None}),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [F.avg_pool2d(F.group_norm(torch.relu(x), 4, w, b, 1e-5), 2)],
        ),
        # A block per row of 4 x 576 (no split): the apply is the prologue of
        # an instance norm, itself a group norm of one channel per group.
        "group_norm_instance_norm": dict(
            inputs=[("%x", [32, 32, 24, 24]), ("%w", [32]), ("%b", [32])],
            nodes=[
                ("aten::group_norm", ["%x", "%w", "%b"], "%1",
                 {"num_groups": 8, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::instance_norm", ["%1"], "%2",
                 {"use_input_stats": True, "momentum": 0.1, "eps": 1e-5, "cudnn_enabled": True}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.instance_norm(F.group_norm(x, 8, w, b, 1e-5), eps=1e-5)],
        ),
        # Read by a softmax over the channels (the strided template), and by
        # a sum over rows of 16 (2048 rows: the warp candidates' statistics).
        "group_norm_softmax_channels": dict(
            inputs=[("%x", [8, 64, 128])],
            nodes=[
                ("aten::group_norm", ["%x"], "%1",
                 {"num_groups": 16, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": 1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(F.group_norm(x, 16, None, None, 1e-5), 1)],
        ),
        "group_norm_sum_rows": dict(
            inputs=[("%x", [512, 32, 16])],
            nodes=[
                ("aten::group_norm", ["%x"], "%1",
                 {"num_groups": 4, "eps": 1e-5, "cudnn_enabled": True}),
                ("aten::tanh", ["%1"], "%2", {}),
                ("aten::sum.dim_IntList", ["%2"], "%3", {"dim": [-1], "keepdim": False}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.tanh(F.group_norm(x, 4, None, None, 1e-5)).sum(-1)],
        ),
        # The planted faulty batch_norm kernels' task: 24 channels of 20
        # elements, so a parameter broadcast along the last dim is wrong.
        "batch_norm_planted": dict(
            inputs=[("%x", [64, 24, 20]), ("%w", [24]), ("%b", [24]), ("%m", [24]),
                    ("%v", [24], 0.2)],
            nodes=[
                ("aten::batch_norm", ["%x", "%w", "%b", "%m", "%v"], "%1",
                 {"training": False, "momentum": 0.1, "eps": 1.0, "cudnn_enabled": True}),
            ],
            outputs=["%1"],
            fn=lambda x, w, b, m, v: [F.batch_norm(x, m, v, w, b, False, 0.1, 1.0)],
        ),
    }


def _where_tasks():
    """Comparisons, where, masked_fill and boolean logic (issue 10): bool
    values are registers inside one elementwise kernel with one output."""
    def smooth_l1(x, y):
        d = x - y
        return [torch.where(d.abs() < 1.0, 0.5 * d * d, d.abs() - 0.5)]

    def nan_masks(x, y):
        # log of a negative is NaN: comparisons with it are false, != true.
        l = torch.log(x)
        keep = (l < 0.5) & ~torch.isnan(l)
        filled = x.masked_fill(l != l, -7.0)
        return [torch.where(keep | (y > x), filled * 2.0, torch.where(x >= y, filled, 0.25))]

    return {
        # The measured smooth-L1 loss: 3.5x slower than torch.compile while
        # lt.Scalar and where.self were missing.
        "smooth_l1_where": dict(
            inputs=[("%x", [512, 4096]), ("%y", [512, 4096])],
            nodes=[
                ("aten::sub.Tensor", ["%x", "%y"], "%d", {"alpha": 1}),
                ("aten::abs", ["%d"], "%a", {}),
                ("aten::lt.Scalar", ["%a"], "%c", {"other": 1.0}),
                ("aten::mul.Scalar", ["%d"], "%h", {"other": 0.5}),
                ("aten::mul.Tensor", ["%h", "%d"], "%q", {}),
                ("aten::sub.Scalar", ["%a"], "%l", {"other": 0.5, "alpha": 1}),
                ("aten::where.self", ["%c", "%q", "%l"], "%r", {}),
            ],
            outputs=["%r"],
            fn=smooth_l1,
        ),
        # NaN semantics on the GPU: the graph makes NaNs (log of negatives).
        "where_nan_masks": dict(
            inputs=[("%x", [256, 1024]), ("%y", [1024])],
            nodes=[
                ("aten::log", ["%x"], "%l", {}),
                ("aten::lt.Scalar", ["%l"], "%c1", {"other": 0.5}),
                ("aten::isnan", ["%l"], "%n", {}),
                ("aten::bitwise_not", ["%n"], "%nn", {}),
                ("aten::__and__.Tensor", ["%c1", "%nn"], "%keep", {}),
                ("aten::ne.Tensor", ["%l", "%l"], "%isnan", {}),
                ("aten::masked_fill.Scalar", ["%x", "%isnan"], "%f", {"value": -7.0}),
                ("aten::gt.Tensor", ["%y", "%x"], "%g", {}),
                ("aten::__or__.Tensor", ["%keep", "%g"], "%sel", {}),
                ("aten::mul.Scalar", ["%f"], "%f2", {"other": 2.0}),
                ("aten::ge.Tensor", ["%x", "%y"], "%ge", {}),
                ("aten::where.ScalarOther", ["%ge", "%f"], "%w", {"other": 0.25}),
                ("aten::where.self", ["%sel", "%f2", "%w"], "%r", {}),
            ],
            outputs=["%r"],
            fn=nan_masks,
        ),
        # where(round(2x) < 1, x, y): the comparison's operand is often
        # exactly 1.0, so a kernel comparing with <= instead of < differs
        # (planted_where.py).
        "where_round_threshold": dict(
            inputs=[("%x", [1024, 1024]), ("%y", [1024, 1024])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 2.0}),
                ("aten::round", ["%1"], "%2", {}),
                ("aten::lt.Scalar", ["%2"], "%3", {"other": 1.0}),
                ("aten::where.self", ["%3", "%x", "%y"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x, y: [torch.where(torch.round(x * 2.0) < 1.0, x, y)],
        ),
    }


def _pool_tasks():
    """Pooling (issue 10): the window template with its prologue and
    epilogue, 1-D to 3-D, every geometry option, NaN windows, a prologue
    value used outside (written by a pass of its own: stride 3 > kernel 2
    leaves inputs no window reads), and adaptive pooling to 1 (a mean).
    The ImageNet-class shape of the benchmark, for the lead's performance
    runs only, is max_pool2d(k3, s2, p1) of [256, 64, 112, 112] f32."""
    def max2d(k, s, p, d=1, ceil=False):
        return {"kernel_size": [k, k], "stride": [s, s], "padding": [p, p], "dilation": [d, d],
                "ceil_mode": ceil}

    def avg(k, s, p, n, ceil=False, include=True, divisor=None):
        attrs = {"kernel_size": [k] * n, "stride": [s] * n, "padding": [p] * n,
                 "ceil_mode": ceil, "count_include_pad": include}
        if n > 1:
            attrs["divisor_override"] = divisor
        return attrs

    return {
        # conv -> relu -> maxpool -> sigmoid, as in the fused-operator problems.
        "maxpool2d_relu_sigmoid": dict(
            inputs=[("%x", [16, 64, 56, 56])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::max_pool2d", ["%1"], "%2", max2d(3, 2, 1)),
                ("aten::sigmoid", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.sigmoid(F.max_pool2d(torch.relu(x), 3, 2, 1))],
        ),
        # ceil_mode with dilation: the last window hangs over the input.
        "maxpool2d_ceil_dilated": dict(
            inputs=[("%x", [8, 32, 33, 33])],
            nodes=[("aten::max_pool2d", ["%x"], "%1", max2d(3, 2, 1, 2, True))],
            outputs=["%1"],
            fn=lambda x: [F.max_pool2d(x, 3, 2, 1, 2, ceil_mode=True)],
        ),
        # log(x) is NaN for x < 0: 3 windows in 4 hold a NaN, which wins.
        "maxpool1d_nan": dict(
            inputs=[("%x", [32, 64, 1024])],
            nodes=[
                ("aten::log", ["%x"], "%1", {}),
                ("aten::max_pool1d", ["%1"], "%2", {"kernel_size": [2], "stride": [2],
                                                   "padding": [0], "dilation": [1],
                                                   "ceil_mode": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [F.max_pool1d(torch.log(x), 2, 2)],
        ),
        "maxpool3d": dict(
            inputs=[("%x", [4, 16, 32, 32, 32])],
            nodes=[("aten::max_pool3d", ["%x"], "%1",
                    {"kernel_size": [2, 2, 2], "stride": [], "padding": [0, 0, 0],
                     "dilation": [1, 1, 1], "ceil_mode": False})],
            outputs=["%1"],
            fn=lambda x: [F.max_pool3d(x, 2)],
        ),
        # The prologue's relu is an output too; stride 3 skips every third row.
        "maxpool2d_side_output": dict(
            inputs=[("%x", [8, 32, 31, 31])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::max_pool2d", ["%1"], "%2", max2d(2, 3, 0)),
            ],
            outputs=["%1", "%2"],
            fn=lambda x: [torch.relu(x), F.max_pool2d(torch.relu(x), 2, 3)],
        ),
        # conv -> avgpool -> sigmoid; padding not counted, ceil_mode.
        "avgpool2d_exclude_pad_sigmoid": dict(
            inputs=[("%x", [16, 64, 57, 57])],
            nodes=[
                ("aten::avg_pool2d", ["%x"], "%1", avg(3, 2, 1, 2, ceil=True, include=False)),
                ("aten::sigmoid", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.sigmoid(F.avg_pool2d(x, 3, 2, 1, ceil_mode=True,
                                                     count_include_pad=False))],
        ),
        "avgpool2d_divisor": dict(
            inputs=[("%x", [16, 32, 32, 32])],
            nodes=[("aten::avg_pool2d", ["%x"], "%1", avg(2, 2, 0, 2, divisor=3))],
            outputs=["%1"],
            fn=lambda x: [F.avg_pool2d(x, 2, divisor_override=3)],
        ),
        "avgpool3d_include_pad": dict(
            inputs=[("%x", [4, 16, 16, 16, 16])],
            nodes=[("aten::avg_pool3d", ["%x"], "%1", avg(3, 2, 1, 3, ceil=True))],
            outputs=["%1"],
            fn=lambda x: [F.avg_pool3d(x, 3, 2, 1, ceil_mode=True)],
        ),
        "avgpool1d": dict(
            inputs=[("%x", [32, 64, 1000])],
            nodes=[("aten::avg_pool1d", ["%x"], "%1", avg(4, 3, 2, 1))],
            outputs=["%1"],
            fn=lambda x: [F.avg_pool1d(x, 4, 3, 2)],
        ),
        # Uneven adaptive windows (15 -> 7), relu epilogue.
        "adaptive_avg2d_relu": dict(
            inputs=[("%x", [16, 256, 15, 15])],
            nodes=[
                ("aten::adaptive_avg_pool2d", ["%x"], "%1", {"output_size": [7, 7]}),
                ("aten::relu", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.relu(F.adaptive_avg_pool2d(x, 7))],
        ),
        "adaptive_avg1d_upsample": dict(
            inputs=[("%x", [32, 64, 97])],
            nodes=[("aten::adaptive_avg_pool1d", ["%x"], "%1", {"output_size": [120]})],
            outputs=["%1"],
            fn=lambda x: [F.adaptive_avg_pool1d(x, 120)],
        ),
        "adaptive_max2d_nan": dict(
            inputs=[("%x", [16, 64, 17, 13])],
            # sqrt(x + 2) is NaN below -2: about 1 window in 4 holds a NaN.
            nodes=[
                ("aten::add.Scalar", ["%x"], "%1", {"other": 2.0, "alpha": 1}),
                ("aten::sqrt", ["%1"], "%2", {}),
                ("aten::adaptive_max_pool2d", ["%2"], "%3", {"output_size": [9, 3]}),
            ],
            outputs=["%3"],
            fn=lambda x: [F.adaptive_max_pool2d(torch.sqrt(x + 2.0), (9, 3))],
        ),
        "adaptive_max3d": dict(
            inputs=[("%x", [4, 16, 9, 10, 11])],
            nodes=[("aten::adaptive_max_pool3d", ["%x"], "%1", {"output_size": [2, 3, 4]})],
            outputs=["%1"],
            fn=lambda x: [F.adaptive_max_pool3d(x, (2, 3, 4))],
        ),
        # Output size 1: a mean over the spatial dims (the row template).
        "adaptive_avg2d_global_sigmoid": dict(
            inputs=[("%x", [32, 256, 14, 14])],
            nodes=[
                ("aten::adaptive_avg_pool2d", ["%x"], "%1", {"output_size": [1, 1]}),
                ("aten::sigmoid", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.sigmoid(F.adaptive_avg_pool2d(x, 1))],
        ),
        # conv -> relu -> max_pool: the cuDNN step, then one window kernel
        # (which adds the bias as it loads when the policy leaves it out of cuDNN).
        "conv2d_relu_maxpool": dict(
            batched=["%x"],
            inputs=[("%x", [16, 32, 56, 56]), ("%w", [64, 32, 3, 3], (32 * 9) ** -0.5),
                    ("%b", [64], 0.1)],
            nodes=[
                ("aten::conv2d", ["%x", "%w", "%b"], "%1",
                 {"stride": [1, 1], "padding": [1, 1], "dilation": [1, 1], "groups": 1}),
                ("aten::relu", ["%1"], "%2", {}),
                ("aten::max_pool2d", ["%2"], "%3", max2d(2, 2, 0)),
            ],
            outputs=["%3"],
            fn=lambda x, w, b: [F.max_pool2d(torch.relu(F.conv2d(x, w, b, 1, 1)), 2)],
        ),
        # The planted faulty kernels' tasks (test/gpu/planted_pool.py). x - 2:
        # most 3x3 windows are all negative, so a max started at 0 is wrong.
        "maxpool2d_planted": dict(
            inputs=[("%x", [8, 16, 33, 33])],
            nodes=[
                ("aten::sub.Scalar", ["%x"], "%1", {"other": 2.0, "alpha": 1}),
                ("aten::max_pool2d", ["%1"], "%2", max2d(3, 2, 1)),
            ],
            outputs=["%2"],
            fn=lambda x: [F.max_pool2d(x - 2.0, 3, 2, 1)],
        ),
        # Dense windows (no padding, none past the input): constant
        # windows without bounds checks, a constant divisor.
        "avgpool2d_dense_tanh": dict(
            inputs=[("%x", [8, 16, 32, 24])],
            nodes=[
                ("aten::avg_pool2d", ["%x"], "%1", avg(2, 2, 0, 2)),
                ("aten::tanh", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.tanh(F.avg_pool2d(x, 2))],
        ),
        # Dense windows over a permuted input whose innermost dim stays
        # innermost (sdpa -> avg_pool2d): window rows read as vectors at
        # their permuted offsets.
        "avgpool2d_permuted": dict(
            inputs=[("%x", [4, 16, 12, 8])],
            nodes=[
                ("aten::permute", ["%x"], "%1", {"dims": [0, 2, 1, 3]}),
                ("aten::avg_pool2d", ["%1"], "%2", avg(2, 2, 0, 2)),
                ("aten::tanh", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.tanh(F.avg_pool2d(x.permute(0, 2, 1, 3), 2))],
        ),
        # Overlapping dense windows (3 over stride 2, 33 = 2 * 15 + 3).
        "maxpool2d_dense_overlap": dict(
            inputs=[("%x", [8, 16, 33, 33])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::max_pool2d", ["%1"], "%2", max2d(3, 2, 0)),
            ],
            outputs=["%2"],
            fn=lambda x: [F.max_pool2d(torch.relu(x), 3, 2)],
        ),
        "avgpool2d_planted": dict(
            inputs=[("%x", [8, 16, 33, 33])],
            nodes=[("aten::avg_pool2d", ["%x"], "%1", avg(3, 2, 1, 2, include=False))],
            outputs=["%1"],
            fn=lambda x: [F.avg_pool2d(x, 3, 2, 1, count_include_pad=False)],
        ),
    }


NORM_TASKS = sorted(_norm_tasks())
TASKS.update(_norm_tasks())
# mm_1024 again, for the row-chunked 3xTF32 plans of decision 57 (planted
# tests key their cases by task name).
TASKS["mm_1024_slabs"] = TASKS["mm_1024"]
# A bmm one of whose entries' copies exceed a 6 MiB cap (decision 139).
TASKS["bmm_scale_entries"] = TASKS["bmm_scale"]
# Decision 141: the transposed conv's result leaves the group, so its bias
# (never fused in cuDNN) is added by the transpose back as it stores.
TASKS["conv_transpose2d_bias_tf32"] = dict(
    TASKS["conv_transpose2d_relu_tf32"], nodes=TASKS["conv_transpose2d_relu_tf32"]["nodes"][:1],
    outputs=["%1"], fn=lambda x, w, b: [F.conv_transpose2d(x, w, b, 2, 1)])
# A linear whose weight rows are chunked under a 4 MiB cap (decision 57):
# the bias must follow the rows.
TASKS["linear_bias_rows"] = dict(
    inputs=[("%x", [512, 256]), ("%w", [1024, 256], 256 ** -0.5), ("%b", [1024])],
    nodes=[("aten::linear", ["%x", "%w", "%b"], "%1", {})],
    outputs=["%1"],
    fn=lambda x, w, b: [F.linear(x, w, b)],
)
POOL_TASKS = sorted(_pool_tasks())
TASKS.update(_pool_tasks())
WHERE_TASKS = sorted(_where_tasks())
TASKS.update(_where_tasks())


def _bool_tasks():
    """Bool tensors crossing a group's boundary (the task format's b8): a
    mask and a condition read as inputs (drawn as randn > 0.3, named in
    "bools"), a comparison returned as an output, compared exactly."""
    def logic(x, m, y):
        return [torch.relu(torch.where(m, x, y * 2.0)), (x > 0.5) & m, ~m | (y < -1.0)]

    # where, a comparison and'ed with the mask, not-mask or'ed: %6, %8, %11.
    logic_nodes = [
        ("aten::mul.Scalar", ["%y"], "%4", {"other": 2.0}),
        ("aten::where.self", ["%m", "%x", "%4"], "%5", {}),
        ("aten::relu", ["%5"], "%6", {}),
        ("aten::gt.Scalar", ["%x"], "%7", {"other": 0.5}),
        ("aten::__and__.Tensor", ["%7", "%m"], "%8", {}),
        ("aten::logical_not", ["%m"], "%9", {}),
        ("aten::lt.Scalar", ["%y"], "%10", {"other": -1.0}),
        ("aten::__or__.Tensor", ["%9", "%10"], "%11", {}),
    ]

    return {
        "bool_inputs_outputs": dict(
            inputs=[("%x", [64, 1024]), ("%m", [64, 1024]), ("%y", [64, 1024])],
            bools=["%m"],
            nodes=[
                ("aten::masked_fill.Scalar", ["%x", "%m"], "%1", {"value": "-inf"}),
                ("aten::mul.Scalar", ["%1"], "%2", {"other": 0.5}),
                ("aten::softmax.int", ["%2"], "%3", {"dim": -1}),
            ] + logic_nodes,
            outputs=["%3", "%6", "%8", "%11"],
            fn=lambda x, m, y: [torch.softmax(x.masked_fill(m, float("-inf")) * 0.5, dim=-1),
                                *logic(x, m, y)],
        ),
        # The elementwise half alone (emulated on the CPU: no row kernel).
        "bool_elementwise": dict(
            inputs=[("%x", [16, 100]), ("%m", [16, 100]), ("%y", [16, 100])],
            bools=["%m"],
            nodes=logic_nodes,
            outputs=["%6", "%8", "%11"],
            fn=logic,
        ),
        # Bools promoted to float (decision 94): x * mask (a masked cumsum
        # on the GPU), mask * 0.5 and mask.float(); elementwise-only twin
        # for the CPU emulation.
        "bool_promoted_cumsum": dict(
            inputs=[("%x", [32, 4096]), ("%m", [32, 4096])],
            bools=["%m"],
            nodes=[
                ("aten::mul.Tensor", ["%x", "%m"], "%1", {}),
                ("aten::cumsum", ["%1"], "%2", {"dim": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, m: [torch.cumsum(x * m, dim=1)],
        ),
        "bool_promoted_elementwise": dict(
            inputs=[("%x", [16, 100]), ("%m", [16, 100])],
            bools=["%m"],
            nodes=[
                ("aten::tanh", ["%x"], "%1", {}),
                ("aten::mul.Scalar", ["%m"], "%2", {"other": 0.5}),
                ("aten::add.Tensor", ["%1", "%2"], "%3", {}),
                ("aten::to.dtype", ["%m"], "%4", {"dtype": 6}),
                ("aten::add.Tensor", ["%3", "%4"], "%5", {}),
                ("aten::mul.Tensor", ["%x", "%m"], "%6", {}),
            ],
            outputs=["%5", "%6"],
            fn=lambda x, m: [torch.tanh(x) + m * 0.5 + m.float(), x * m],
        ),
        # A mask of one row per batch entry, broadcast over the scores' rows
        # (a key padding mask), then the attention-style softmax.
        "bool_key_padding_mask": dict(
            inputs=[("%s", [32, 128, 256]), ("%k", [32, 1, 256])],
            bools=["%k"],
            nodes=[
                ("aten::mul.Scalar", ["%s"], "%1", {"other": 0.125}),
                ("aten::masked_fill.Scalar", ["%1", "%k"], "%2", {"value": -1e9}),
                ("aten::softmax.int", ["%2"], "%3", {"dim": -1}),
            ],
            outputs=["%3"],
            fn=lambda s, k: [torch.softmax((s * 0.125).masked_fill(k, -1e9), dim=-1)],
        ),
    }


BOOL_TASKS = sorted(_bool_tasks())
TASKS.update(_bool_tasks())


def _layout_tasks():
    """Layout ops inside groups (issue 10): views, transposes, permutes and
    expands folded into the index arithmetic of the ops reading them, never
    a copy kernel. The `layout_*_planted` tasks are planted_layout.py's."""
    B, C, L = 32, 64, 64
    return {
        # relu -> view -> mean: one row kernel, the view a no-op on the index.
        "layout_relu_view_mean": dict(
            inputs=[("%x", [64, 32, 8, 8])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::view", ["%1"], "%2", {"size": [64, 2048]}),
                ("aten::mean.dim", ["%2"], "%3", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.relu(x).view(64, -1).mean(1)],
        ),
        # A permute that keeps the innermost dim innermost (sdpa's output
        # seen as [B, H, L, E]): each chunk of 4 is consecutive in memory
        # too, read as one vector at its permuted offset.
        "layout_permute_vector": dict(
            inputs=[("%x", [4, 32, 8, 24]), ("%y", [4, 8, 32, 24])],
            nodes=[
                ("aten::permute", ["%x"], "%1", {"dims": [0, 2, 1, 3]}),
                ("aten::mul.Scalar", ["%1"], "%2", {"other": 2.0}),
                ("aten::add.Tensor", ["%2", "%y"], "%3", {"alpha": 1}),
                ("aten::relu", ["%3"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x, y: [torch.relu(x.permute(0, 2, 1, 3) * 2.0 + y)],
        ),
        # The same permute under a softmax over the kept innermost dim: the
        # row template's chunks read as vectors.
        "softmax_permuted_rows": dict(
            inputs=[("%x", [4, 16, 8, 64])],
            nodes=[
                ("aten::permute", ["%x"], "%1", {"dims": [0, 2, 1, 3]}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(x.permute(0, 2, 1, 3), -1)],
        ),
        # ... and under a group norm (sdpa -> group_norm), one row of the
        # split layout per group.
        "group_norm_permuted": dict(
            inputs=[("%x", [4, 16, 8, 32]), ("%w", [8]), ("%b", [8])],
            nodes=[
                ("aten::permute", ["%x"], "%1", {"dims": [0, 2, 1, 3]}),
                ("aten::group_norm", ["%1", "%w", "%b"], "%2",
                 {"num_groups": 4, "eps": 1e-5, "cudnn_enabled": True}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.group_norm(x.permute(0, 2, 1, 3), 4, w, b, 1e-5)],
        ),
        # softmax over a transpose of the input: the row template loads
        # through the permuted strides.
        "layout_transpose_softmax": dict(
            inputs=[("%x", [16, 256, 96])],
            nodes=[
                ("aten::transpose.int", ["%x"], "%1", {"perm": [0, 2, 1]}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.softmax(x.transpose(1, 2), -1)],
        ),
        # A permute (NCHW -> NHWC) and an expand read as strided loads, the
        # result written through a flatten (a view of an intermediate).
        "layout_permute_expand_flatten": dict(
            inputs=[("%x", [8, 64, 16, 16]), ("%b", [64, 1]), ("%y", [8, 16, 16, 64])],
            nodes=[
                ("aten::permute", ["%x"], "%1", {"dims": [0, 2, 3, 1]}),
                ("aten::t", ["%b"], "%2", {"perm": [1, 0]}),
                ("aten::expand", ["%2"], "%3", {"size": [8, 16, 16, 64]}),
                ("aten::mul.Tensor", ["%1", "%3"], "%4", {}),
                ("aten::add.Tensor", ["%4", "%y"], "%5", {"alpha": 1}),
                ("aten::tanh", ["%5"], "%6", {}),
                ("aten::flatten.using_ints", ["%6"], "%7", {"shape": [8, 16384]}),
            ],
            outputs=["%7"],
            fn=lambda x, b, y: [torch.tanh(x.permute(0, 2, 3, 1) * b.t().expand(8, 16, 16, 64)
                                           + y).flatten(1)],
        ),
        # Slices fold into the loads (decision 72): every third channel from
        # 1 of x (dims after it keep their strides), the last 5 rows of y's
        # dim 2 (a negative start, resolved at capture), then rows 1.. of
        # those (a slice of a slice of one dim: one slice) and a whole dim
        # (it folds away).
        "layout_slices": dict(
            inputs=[("%x", [4, 30, 4, 7]), ("%y", [4, 10, 11, 7])],
            nodes=[
                ("aten::slice.Tensor", ["%x"], "%1", {"slice": [1, 1, 30, 3]}),
                ("aten::slice.Tensor", ["%y"], "%2", {"slice": [2, 6, 11, 1]}),
                ("aten::slice.Tensor", ["%2"], "%3", {"slice": [2, 1, 5, 1]}),
                ("aten::slice.Tensor", ["%3"], "%4", {"slice": [3, 0, 7, 1]}),
                ("aten::add.Tensor", ["%1", "%4"], "%5", {"alpha": 1}),
                ("aten::relu", ["%5"], "%6", {}),
            ],
            outputs=["%6"],
            fn=lambda x, y: [torch.relu(x[:, 1::3] + y[:, :, -5:][:, :, 1:])],
        ),
        # Slices of two dims in a chain: one kernel (the first slice is read
        # through the second and sets no iteration space).
        "layout_slices_two_dims": dict(
            inputs=[("%x", [4, 9, 10]), ("%y", [4, 4, 7])],
            nodes=[
                ("aten::slice.Tensor", ["%x"], "%1", {"slice": [1, 1, 9, 2]}),
                ("aten::slice.Tensor", ["%1"], "%2", {"slice": [2, 3, 10, 1]}),
                ("aten::add.Tensor", ["%2", "%y"], "%3", {"alpha": 1}),
            ],
            outputs=["%3"],
            fn=lambda x, y: [x[:, 1::2][:, :, 3:] + y],
        ),
        # cat (prim::VarConcat) read through its index map, one input per
        # element: a permuted input among them, a bias row after it.
        "layout_cats": dict(
            inputs=[("%x", [4, 3, 5]), ("%p", [4, 5, 6]), ("%y", [4, 2, 5]), ("%b", [5])],
            nodes=[
                ("aten::permute", ["%p"], "%1", {"dims": [0, 2, 1]}),
                ("prim::VarConcat", ["%x", "%1", "%y"], "%2", {"dim": -2}),
                ("aten::mul.Tensor", ["%2", "%b"], "%3", {}),
                ("aten::relu", ["%3"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x, p, y, b: [torch.relu(torch.cat([x, p.permute(0, 2, 1), y], -2) * b)],
        ),
        # One unary op on every input of a cat moves after it
        # (canonicalization): ONE kernel reading x and y where they are.
        "layout_cat_of_relus": dict(
            inputs=[("%x", [8, 3, 16]), ("%y", [8, 5, 16])],
            nodes=[
                ("aten::leaky_relu", ["%x"], "%1", {"negative_slope": 0.1}),
                ("aten::leaky_relu", ["%y"], "%2", {"negative_slope": 0.1}),
                ("prim::VarConcat", ["%1", "%2", "%1"], "%3", {"dim": 1}),
                ("aten::mul.Scalar", ["%3"], "%4", {"other": 3.0}),
            ],
            outputs=["%4"],
            fn=lambda x, y: [torch.cat([F.leaky_relu(x, 0.1), F.leaky_relu(y, 0.1),
                                        F.leaky_relu(x, 0.1)], 1) * 3],
        ),
        # stack (prim::VarStack): a size-1 dim inserted in each input (a
        # reshape, the same row-major order), then the cat along it.
        "layout_stack": dict(
            inputs=[("%x", [4, 6, 5]), ("%y", [4, 6, 5])],
            nodes=[
                ("prim::VarStack", ["%x", "%y", "%x"], "%1", {"dim": 2}),
                ("aten::tanh", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x, y: [torch.tanh(torch.stack([x, y, x], 2))],
        ),
        # select (x[:, -1] and x[1]): a one-index slice with its dim dropped.
        "layout_select": dict(
            inputs=[("%x", [4, 6, 5]), ("%y", [3, 4, 5])],
            nodes=[
                ("aten::select.int", ["%x"], "%1", {"select": [1, 5, 6, 1]}),
                ("aten::select.int", ["%y"], "%2", {"select": [0, 1, 2, 1]}),
                ("aten::mul.Tensor", ["%1", "%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, y: [x[:, -1] * y[1]],
        ),
        # Constant padding of the last two dims, one side cropped (a negative
        # pad), the fill 0.5 where no input element is.
        "layout_pad": dict(
            inputs=[("%x", [4, 6, 8])],
            nodes=[
                ("aten::pad", ["%x"], "%1", {"pad": [0, 0, 2, 1, -1, 3], "value": 0.5}),
                ("aten::tanh", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.tanh(F.pad(x, [-1, 3, 2, 1], value=0.5))],
        ),
        # The other pad modes of a [N, C, H, W] input, each over its last
        # dims: reflect (pads up to size - 1), replicate and circular (pads up
        # to the size), summed so every output is read.
        "layout_pad_modes": dict(
            inputs=[("%x", [2, 3, 5, 7]), ("%y", [2, 3, 9, 10])],
            nodes=[
                ("aten::pad", ["%x"], "%1", {"pad": [0, 0, 0, 0, 4, 0, 1, 2], "value": None,
                                             "mode": "reflect"}),
                ("aten::pad", ["%x"], "%2", {"pad": [0, 0, 0, 0, 1, 3, 3, 0], "value": None,
                                             "mode": "replicate"}),
                ("aten::pad", ["%x"], "%3", {"pad": [0, 0, 0, 0, 2, 2, 0, 3], "value": None,
                                             "mode": "circular"}),
                ("aten::add.Tensor", ["%1", "%2"], "%4", {"alpha": 1}),
                ("aten::add.Tensor", ["%4", "%3"], "%5", {"alpha": 1}),
                ("aten::mul.Tensor", ["%5", "%y"], "%6", {}),
            ],
            outputs=["%6"],
            fn=lambda x, y: [(F.pad(x, [1, 2, 4, 0], mode="reflect")
                              + F.pad(x, [3, 0, 1, 3], mode="replicate")
                              + F.pad(x, [0, 3, 2, 2], mode="circular")) * y],
        ),
        # Nearest upsampling as F.interpolate records it, three ways to one
        # [48, 80]: x2 (scale 0.5), factors (1.5, 2.5) (1 / factor, rounded to
        # float as ATen's kernel rounds it) and nearest-exact to a given size
        # (in / out, at pixel centres).
        "layout_upsample": dict(
            inputs=[("%x", [4, 8, 24, 40]), ("%z", [4, 8, 32, 32]), ("%w", [4, 8, 36, 30]),
                    ("%y", [4, 8, 48, 80])],
            nodes=[
                ("aten::upsample_nearest2d.vec", ["%x"], "%1",
                 {"sizes": [48, 80], "scales": [0.5, 0.5]}),
                ("aten::add.Tensor", ["%1", "%y"], "%2", {"alpha": 1}),
                ("aten::upsample_nearest2d.vec", ["%z"], "%3",
                 {"sizes": [48, 80], "scales": [1 / 1.5, 1 / 2.5]}),
                ("aten::tanh", ["%3"], "%4", {}),
                ("aten::_upsample_nearest_exact2d.vec", ["%w"], "%5",
                 {"sizes": [48, 80], "scales": [36 / 48, 30 / 80]}),
                ("aten::mul.Scalar", ["%5"], "%6", {"other": 2.0}),
            ],
            outputs=["%2", "%4", "%6"],
            fn=lambda x, z, w, y: [
                F.interpolate(x, scale_factor=2.0) + y,
                torch.tanh(F.interpolate(z, scale_factor=(1.5, 2.5))),
                F.interpolate(w, size=(48, 80), mode="nearest-exact") * 2],
        ),
        # Bilinear upsampling to one [24, 20] three ways: x2 without corners
        # (scale 0.5), with align_corners ((n - 1) / (m - 1)), and by factors
        # (1.5, 1.25) from another size (1 / factor).
        "layout_upsample_bilinear": dict(
            inputs=[("%x", [2, 4, 12, 10]), ("%z", [2, 4, 16, 16])],
            nodes=[
                ("aten::upsample_bilinear2d.vec", ["%x"], "%1",
                 {"sizes": [24, 20], "scales": [0.5, 0.5], "align_corners": False}),
                ("aten::upsample_bilinear2d.vec", ["%x"], "%2",
                 {"sizes": [24, 20], "scales": [11 / 23, 9 / 19], "align_corners": True}),
                ("aten::upsample_bilinear2d.vec", ["%z"], "%3",
                 {"sizes": [24, 20], "scales": [1 / 1.5, 1 / 1.25], "align_corners": False}),
                ("aten::add.Tensor", ["%1", "%2"], "%4", {"alpha": 1}),
                ("aten::tanh", ["%3"], "%5", {}),
            ],
            outputs=["%4", "%5"],
            fn=lambda x, z: [
                F.interpolate(x, scale_factor=2.0, mode="bilinear")
                + F.interpolate(x, size=(24, 20), mode="bilinear", align_corners=True),
                torch.tanh(F.interpolate(z, scale_factor=(1.5, 1.25), mode="bilinear"))],
        ),
        # Swin's cyclic shift (roll of H and W by -3, one by more than its
        # size) and a repeat with a new leading dim, read through their index
        # maps into one [2, 4, 12, 10] space.
        "layout_roll_repeat": dict(
            inputs=[("%x", [2, 4, 12, 10]), ("%y", [4, 6, 5])],
            nodes=[
                ("aten::roll", ["%x"], "%1", {"shifts": [0, 0, 9, 3]}),
                ("aten::repeat", ["%y"], "%2", {"repeats": [2, 4, 12, 10]}),
                ("aten::mul.Tensor", ["%1", "%2"], "%3", {}),
                ("aten::tile", ["%y"], "%4", {"dims": [2, 4, 12, 10]}),
                ("aten::sub.Tensor", ["%3", "%4"], "%5", {"alpha": 1}),
            ],
            outputs=["%5"],
            fn=lambda x, y: [torch.roll(x, (-3, 13), (2, 3)) * y.repeat(2, 1, 2, 2)
                             - y.tile((2, 1, 2, 2))],
        ),
        # flip of two dims, read through its index map.
        "layout_flip": dict(
            inputs=[("%x", [3, 4, 5]), ("%y", [3, 4, 5])],
            nodes=[
                ("aten::flip", ["%x"], "%1", {"dims": [0, 2]}),
                ("aten::sub.Tensor", ["%1", "%y"], "%2", {"alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, y: [x.flip([0, 2]) - y],
        ),
        "layout_flip_planted": dict(
            inputs=[("%x", [B, 48, 80]), ("%y", [B, 48, 80])],
            nodes=[
                ("aten::flip", ["%x"], "%1", {"dims": [2]}),
                ("aten::add.Tensor", ["%1", "%y"], "%2", {"alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, y: [x.flip(2) + y],
        ),
        # pixel_shuffle (r = 2) and channel_shuffle (g = 4) as capture writes
        # them (Shuffles.h): reshape, permute, reshape of a value from outside
        # (a conv's output), read through one index map by the ops after.
        "layout_pixel_shuffle": dict(
            inputs=[("%x", [B, 32, 24, 40]), ("%y", [B, 8, 48, 80])],
            nodes=[
                ("aten::reshape", ["%x"], "%1", {"shape": [B, 8, 2, 2, 24, 40]}),
                ("aten::permute", ["%1"], "%2", {"dims": [0, 1, 4, 2, 5, 3]}),
                ("aten::reshape", ["%2"], "%3", {"shape": [B, 8, 48, 80]}),
                ("aten::add.Tensor", ["%3", "%y"], "%4", {"alpha": 1}),
            ],
            outputs=["%4"],
            fn=lambda x, y: [F.pixel_shuffle(x, 2) + y],
        ),
        # Shuffles of values computed in the group (decision 95): the
        # index maps move below the bias add and relu, one kernel.
        "layout_shuffle_of_computed": dict(
            inputs=[("%x", [B, 32, 24, 40]), ("%b", [32, 1, 1]), ("%y", [B, 8, 48, 80])],
            nodes=[
                ("aten::add.Tensor", ["%x", "%b"], "%0", {"alpha": 1}),
                ("aten::relu", ["%0"], "%1", {}),
                ("aten::reshape", ["%1"], "%2", {"shape": [B, 8, 2, 2, 24, 40]}),
                ("aten::permute", ["%2"], "%3", {"dims": [0, 1, 4, 2, 5, 3]}),
                ("aten::reshape", ["%3"], "%4", {"shape": [B, 8, 48, 80]}),
                ("aten::add.Tensor", ["%4", "%y"], "%5", {"alpha": 1}),
            ],
            outputs=["%5"],
            fn=lambda x, b, y: [F.pixel_shuffle(torch.relu(x + b), 2) + y],
        ),
        "layout_channel_shuffle": dict(
            inputs=[("%x", [B, 32, 24, 40])],
            nodes=[
                ("aten::reshape", ["%x"], "%1", {"shape": [B, 4, 8, 24, 40]}),
                ("aten::permute", ["%1"], "%2", {"dims": [0, 2, 1, 3, 4]}),
                ("aten::reshape", ["%2"], "%3", {"shape": [B, 32, 24, 40]}),
                ("aten::relu", ["%3"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x: [torch.relu(torch.channel_shuffle(x, 4))],
        ),
        # Planted-fault tasks (planted_layout.py): a transpose read with its
        # strides swapped differs (N != M), as does an expand of the wrong
        # dim (C == L keeps it in bounds) and a view with the wrong row length.
        "layout_transpose_planted": dict(
            inputs=[("%x", [B, 48, 80]), ("%y", [B, 80, 48])],
            nodes=[
                ("aten::transpose.int", ["%x"], "%1", {"perm": [0, 2, 1]}),
                ("aten::add.Tensor", ["%1", "%y"], "%2", {"alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, y: [x.transpose(1, 2) + y],
        ),
        "layout_slice_planted": dict(
            inputs=[("%x", [B, 48, 80]), ("%y", [B, 48, 39])],
            nodes=[
                ("aten::slice.Tensor", ["%x"], "%1", {"slice": [2, 3, 80, 2]}),
                ("aten::add.Tensor", ["%1", "%y"], "%2", {"alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, y: [x[:, :, 3::2] + y],
        ),
        "layout_cat_planted": dict(
            inputs=[("%x", [B, 24, 80]), ("%y", [B, 40, 80]), ("%z", [B, 64, 80])],
            nodes=[
                ("prim::VarConcat", ["%x", "%y"], "%1", {"dim": 1}),
                ("aten::add.Tensor", ["%1", "%z"], "%2", {"alpha": 1}),
            ],
            outputs=["%2"],
            fn=lambda x, y, z: [torch.cat([x, y], 1) + z],
        ),
        "layout_expand_planted": dict(
            inputs=[("%x", [B, C, L]), ("%b", [C, 1])],
            nodes=[
                ("aten::expand", ["%b"], "%1", {"size": [B, C, L]}),
                ("aten::mul.Tensor", ["%x", "%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x, b: [x * b.expand(B, C, L)],
        ),
        "layout_view_planted": dict(
            inputs=[("%x", [B, 16, 8, 8])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::view", ["%1"], "%2", {"size": [B, 1024]}),
                ("aten::sum.dim_IntList", ["%2"], "%3", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.relu(x).view(B, -1).sum(1)],
        ),
    }


def _argscan_tasks():
    """argmax, argmin, max.dim and min.dim (issue 10): int64 indices as task
    outputs (dtype i64, compared exactly). round() makes ties (the first
    index must win); log(x + 3) is NaN where x < -3, about once per 740
    elements, so some rows have NaN (the first NaN wins) and others none."""
    def log3(x):
        return torch.log(x + 3.0)

    return {
        "argmax_round_rows": dict(
            inputs=[("%x", [64, 4096])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmax", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmax(torch.round(x), dim=1)],
        ),
        # Rows of 3000 (decision 149): with 256 threads a row, each thread's
        # first 8 elements as one batch of loads, then 3 or 4 one at a time.
        "argmax_round_rows_tail": dict(
            inputs=[("%x", [64, 3000])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmax", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmax(torch.round(x), dim=1)],
        ),
        # Four rows of 2000003 (decision 154): split across blocks, 521
        # chunks a row; the row's maximum recurs about 7 times, in
        # different chunks, and the first must win.
        "argmax_round_few_long_rows": dict(
            inputs=[("%x", [4, 2000003])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmax", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmax(torch.round(x), dim=1)],
        ),
        # torch.max(x, 1) of NaN-laced few long rows, split: values and the
        # first NaN's index.
        "max_dim_log_few_long_rows": dict(
            inputs=[("%x", [3, 1500000])],
            nodes=[
                ("aten::add.Scalar", ["%x"], "%1", {"other": 3.0, "alpha": 1}),
                ("aten::log", ["%1"], "%2", {}),
                ("aten::max.dim", ["%2"], ["%3", "%4"], {"dim": [1], "keepdim": False}),
            ],
            outputs=["%3", "%4"],
            fn=lambda x: (lambda r: [r.values, r.indices])(torch.max(log3(x), dim=1)),
        ),
        # Rows of 6 (decision 132): 8 lanes a row, several rows a warp; the
        # rounding makes ties inside a row.
        "argmin_round_rows_of_6": dict(
            inputs=[("%x", [100000, 6])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmin", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmin(torch.round(x), dim=1)],
        ),
        "argmin_round_dim1": dict(
            inputs=[("%x", [16, 1024, 64])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmin", ["%1"], "%2", {"dim": [1], "keepdim": True}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmin(torch.round(x), dim=1, keepdim=True)],
        ),
        "argmax_flat_round": dict(
            inputs=[("%x", [1000, 999])],
            nodes=[
                ("aten::round", ["%x"], "%1", {}),
                ("aten::argmax", ["%1"], "%2", {"dim": [], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.argmax(torch.round(x))],
        ),
        "max_dim_log_nan": dict(
            inputs=[("%x", [128, 2048])],
            nodes=[
                ("aten::add.Scalar", ["%x"], "%1", {"other": 3.0, "alpha": 1}),
                ("aten::log", ["%1"], "%2", {}),
                ("aten::max.dim", ["%2"], ["%3", "%4"], {"dim": [1], "keepdim": False}),
                ("aten::mul.Scalar", ["%3"], "%5", {"other": 2.0}),
            ],
            outputs=["%5", "%4"],
            fn=lambda x: (lambda r: [r.values * 2.0, r.indices])(torch.max(log3(x), dim=1)),
        ),
        "min_dim_log_nan_strided": dict(
            inputs=[("%x", [8, 2048, 32])],
            nodes=[
                ("aten::add.Scalar", ["%x"], "%1", {"other": 3.0, "alpha": 1}),
                ("aten::log", ["%1"], "%2", {}),
                ("aten::min.dim", ["%2"], ["%3", "%4"], {"dim": [1], "keepdim": True}),
            ],
            outputs=["%3", "%4"],
            fn=lambda x: list(torch.min(log3(x), dim=1, keepdim=True)),
        ),
    }


LAYOUT_TASKS = sorted(_layout_tasks())
TASKS.update(_layout_tasks())


def _scan_tasks():
    """cumsum and cumprod (issue 10), f32, prologue and epilogue fused: last
    dim rows (PyTorch's chunked Sklansky order, long rows included: codegen
    reproduces the order, so the sums match bit for bit), non-last dims (a
    sequential column per thread), a trailing size-1 dim (PyTorch still
    takes its column kernel there)."""
    return {
        "cumsum_rows": dict(
            inputs=[("%x", [256, 4096])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.5}),
                ("aten::cumsum", ["%1"], "%2", {"dim": 1}),
                ("aten::add.Scalar", ["%2"], "%3", {"other": 1.0, "alpha": 1}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.cumsum(x * 0.5, dim=1) + 1.0],
        ),
        "cumsum_long_rows": dict(
            inputs=[("%x", [8, 65536])],
            nodes=[("aten::cumsum", ["%x"], "%1", {"dim": 1})],
            outputs=["%1"],
            fn=lambda x: [torch.cumsum(x, dim=1)],
        ),
        "cumsum_dim1": dict(
            inputs=[("%x", [16, 2048, 64])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::cumsum", ["%1"], "%2", {"dim": 1}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.cumsum(torch.relu(x), dim=1)],
        ),
        "cumsum_trailing_one": dict(
            inputs=[("%x", [32, 512, 1])],
            nodes=[("aten::cumsum", ["%x"], "%1", {"dim": 1})],
            outputs=["%1"],
            fn=lambda x: [torch.cumsum(x, dim=1)],
        ),
        "cumprod_rows": dict(
            inputs=[("%x", [128, 1024])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.01}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::cumprod", ["%2"], "%3", {"dim": -1}),
            ],
            outputs=["%3"],
            fn=lambda x: [torch.cumprod(x * 0.01 + 1.0, dim=-1)],
        ),
    }


def _fullred_tasks():
    """Full reductions, split-R reductions, var/std and vector norms (issue
    10): the split template (SplitReduceTemplate.cpp) where few outputs meet
    a long reduced axis, with a partial last chunk, its prologue and
    epilogue fused. The bench (tools/bench/fullred_bench.py) runs the same
    patterns at up to 4 GiB."""
    return {
        # x.sum() of 1048588 elements: 257 chunks of 4096, the last one 12.
        "fullsum_relu_tail": dict(
            inputs=[("%x", [4, 262147])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::sum", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.relu(x).sum()],
        ),
        # torch.mean((a - b) ** 2): the MSE loss, a two-input prologue.
        "mse_mean_full": dict(
            inputs=[("%a", [2048, 1000]), ("%b", [2048, 1000])],
            nodes=[
                ("aten::sub.Tensor", ["%a", "%b"], "%1", {"alpha": 1}),
                ("aten::pow.Tensor_Scalar", ["%1"], "%2", {"exponent": 2.0}),
                ("aten::mean", ["%2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda a, b: [torch.mean((a - b) ** 2)],
        ),
        # torch.max(x) and torch.min(x) of x - 2, an odd length (vector width 1).
        "fullmax_min_odd": dict(
            inputs=[("%x", [999999])],
            nodes=[
                ("aten::sub.Scalar", ["%x"], "%1", {"other": 2.0, "alpha": 1}),
                ("aten::max", ["%1"], "%2", {}),
                ("aten::min", ["%1"], "%3", {}),
            ],
            outputs=["%2", "%3"],
            fn=lambda x: [torch.max(x - 2.0), torch.min(x - 2.0)],
        ),
        # sum over dim 0 of [65536, 8]: the strided stage 1, an epilogue.
        "sum_dim0_narrow": dict(
            inputs=[("%x", [65536, 8])],
            nodes=[
                ("aten::sum.dim_IntList", ["%x"], "%1", {"dim": [0], "keepdim": False}),
                ("aten::mul.Scalar", ["%1"], "%2", {"other": 0.5}),
            ],
            outputs=["%2"],
            fn=lambda x: [x.sum(0) * 0.5],
        ),
        # Few long rows: the mean over dim 1 of [3, 100000] keeps dim 1.
        "mean_rows_split": dict(
            inputs=[("%x", [3, 100000])],
            nodes=[("aten::mean.dim", ["%x"], "%1", {"dim": [1], "keepdim": True})],
            outputs=["%1"],
            fn=lambda x: [x.mean(1, keepdim=True)],
        ),
        # x.var(1) of shifted data (x * 3 + 5): E[x^2] - E[x]^2 would cancel.
        "var_dim1_shifted": dict(
            inputs=[("%x", [16, 65536])],
            nodes=[
                ("aten::mul.Scalar", ["%x"], "%1", {"other": 3.0}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 5.0, "alpha": 1}),
                ("aten::var.dim", ["%2"], "%3", {"dim": [1], "unbiased": True, "keepdim": False}),
            ],
            outputs=["%3"],
            fn=lambda x: [(x * 3.0 + 5.0).var(1)],
        ),
        # x.std() of every element, biased; a relu after it.
        "std_all_biased": dict(
            inputs=[("%x", [1000, 1000])],
            nodes=[
                ("aten::std", ["%x"], "%1", {"unbiased": False}),
                ("aten::relu", ["%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.relu(x.std(unbiased=False))],
        ),
        # Small reduced dims, where the correction matters: var over dim 2 of
        # 16 (correction 3: / 13) and std over dims (1, 2) (correction 0).
        "var_std_correction_small": dict(
            inputs=[("%x", [512, 8, 16])],
            nodes=[
                ("aten::var.correction", ["%x"], "%1", {"dim": [2], "correction": 3, "keepdim": False}),
                ("aten::std.correction", ["%x"], "%2", {"dim": [1, 2], "correction": 0, "keepdim": True}),
            ],
            outputs=["%1", "%2"],
            fn=lambda x: [x.var(2, correction=3), x.std((1, 2), correction=0, keepdim=True)],
        ),
        # correction > N: the divisor clamps to 0, as in torch: inf.
        "var_correction_exceeds_n": dict(
            inputs=[("%x", [4096, 2])],
            nodes=[("aten::var.correction", ["%x"], "%1",
                    {"dim": [1], "correction": 5, "keepdim": False})],
            outputs=["%1"],
            fn=lambda x: [x.var(1, correction=5)],
        ),
        # torch.linalg.vector_norm(x): the Frobenius norm of every element.
        "norm_frobenius_full": dict(
            inputs=[("%x", [4096, 1024])],
            nodes=[("aten::linalg_vector_norm", ["%x"], "%1", {"ord": 2, "dim": [], "keepdim": False})],
            outputs=["%1"],
            fn=lambda x: [torch.linalg.vector_norm(x)],
        ),
        # p = 1 over the rows, and p = 3 over dim 0 (strided), keepdim.
        "norm_p1_p3": dict(
            inputs=[("%x", [32, 8192])],
            nodes=[
                ("aten::linalg_vector_norm", ["%x"], "%1", {"ord": 1, "dim": [1], "keepdim": False}),
                ("aten::norm.ScalarOpt_dim", ["%x"], "%2", {"p": 3.0, "dim": [0], "keepdim": True}),
            ],
            outputs=["%1", "%2"],
            fn=lambda x: [torch.linalg.vector_norm(x, 1, dim=1), torch.norm(x, 3.0, dim=[0], keepdim=True)],
        ),
        # The planted faulty row kernels' task (test/gpu/planted_row.py): a
        # mask broadcast over the batch, softmax over rows of 128, batch_norm
        # whose channels span 16 rows (parameters read once per row).
        "row_softmax_planted": dict(
            inputs=[("%x", [4, 8, 16, 128]), ("%mask", [16, 128]), ("%w", [8]), ("%b", [8]),
                    ("%m", [8]), ("%v", [8], 0.2)],
            nodes=[
                ("aten::add.Tensor", ["%x", "%mask"], "%1", {"alpha": 1}),
                ("aten::softmax.int", ["%1"], "%2", {"dim": -1}),
                ("aten::batch_norm", ["%2", "%w", "%b", "%m", "%v"], "%3",
                 {"training": False, "momentum": 0.1, "eps": 1.0, "cudnn_enabled": True}),
            ],
            outputs=["%3"],
            fn=lambda x, mask, w, b, m, v: [
                F.batch_norm(torch.softmax(x + mask, -1), m, v, w, b, False, 0.1, 1.0)],
        ),
        # The planted faulty split kernels' task (test/gpu/planted_fullred.py):
        # mean(relu(x), dim=1) of [2, 50000]: 13 partials per row, the last
        # of 848 elements, so a dropped partial or a skipped block is a
        # visible error.
        "fullred_mean_planted": dict(
            inputs=[("%x", [2, 50000])],
            nodes=[
                ("aten::relu", ["%x"], "%1", {}),
                ("aten::mean.dim", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x: [torch.relu(x).mean(1)],
        ),
        # The planted var kernels' task: var over the last dim of 16, unbiased.
        "var_dim2_planted": dict(
            inputs=[("%x", [4096, 16])],
            nodes=[("aten::var.dim", ["%x"], "%1", {"dim": [1], "unbiased": True, "keepdim": False})],
            outputs=["%1"],
            fn=lambda x: [x.var(1)],
        ),
        # The planted race: the strided stage 1 (sum over dim 0 of [20000, 8]).
        "fullred_strided_planted": dict(
            inputs=[("%x", [20000, 8])],
            nodes=[("aten::sum.dim_IntList", ["%x"], "%1", {"dim": [0], "keepdim": False})],
            outputs=["%1"],
            fn=lambda x: [x.sum(0)],
        ),
    }


ARGSCAN_TASKS = sorted(_argscan_tasks()) + sorted(_scan_tasks())
TASKS.update(_scan_tasks())
TASKS.update(_argscan_tasks())
_TASK_DTYPES = {torch.float32: "f32", torch.int64: "i64", torch.bool: "b8"}


FULLRED_TASKS = sorted(_fullred_tasks())
TASKS.update(_fullred_tasks())


# (x * 0.5) W^T + b: the scale becomes the GEMM's alpha, the bias stays
# unscaled (scale_then_linear and the planted scale faults below).
_SCALE_THEN_LINEAR = dict(
    inputs=[("%x", [256, 64]), ("%w", [32, 64]), ("%b", [32])],
    nodes=[
        ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.5}),
        ("aten::linear", ["%1", "%w", "%b"], "%2", {}),
    ],
    outputs=["%2"],
    fn=lambda x, w, b: [F.linear(x * 0.5, w, b)],
)


# diag(v) @ x: v[:, None] * x (diag_times_matrix and the planted scale on
# the columns below). x's leading dim is v's length: never scaled.
_DIAG_TIMES_MATRIX = dict(
    inputs=[("%v", [256]), ("%x", [256, 512])],
    batched=[],
    nodes=[
        ("aten::diag", ["%v"], "%1", {"diagonal": 0}),
        ("aten::matmul", ["%1", "%x"], "%2", {}),
    ],
    outputs=["%2"],
    fn=lambda v, x: [torch.matmul(torch.diag(v), x)],
)


# x diag(v)^T + b: x * v + b (linear_diag_bias and the planted missing v).
_LINEAR_DIAG_BIAS = dict(
    inputs=[("%x", [128, 256]), ("%v", [256]), ("%b", [256])],
    nodes=[
        ("aten::diag", ["%v"], "%1", {"diagonal": 0}),
        ("aten::linear", ["%x", "%1", "%b"], "%2", {}),
    ],
    outputs=["%2"],
    fn=lambda x, v, b: [F.linear(x, torch.diag(v), b)],
)


# A keepdim logsumexp's column times a row (decision 156): the matmul has
# one term, so it becomes a broadcast multiply fused with the reduction's
# epilogue kernel ([8, 512, 1] @ [1, 1024]).
_OUTER_PRODUCT = dict(
    inputs=[("%x", [8, 512, 256]), ("%y", [1, 1024])],
    nodes=[
        ("aten::logsumexp", ["%x"], "%1", {"dim": [2], "keepdim": True}),
        ("aten::add.Scalar", ["%1"], "%2", {"other": 2.0, "alpha": 1}),
        ("aten::matmul", ["%2", "%y"], "%3", {}),
        ("aten::relu", ["%3"], "%4", {}),
    ],
    outputs=["%4"],
    fn=lambda x, y: [torch.relu(torch.matmul(torch.logsumexp(x, 2, keepdim=True) + 2.0, y))],
)


# A linear with one input feature, its input scaled (alpha) and a bias:
# x * w^T * 0.5 + b.
_LINEAR_ONE_FEATURE = dict(
    inputs=[("%x", [4096, 1]), ("%w", [512, 1]), ("%b", [512])],
    nodes=[
        ("aten::mul.Scalar", ["%x"], "%1", {"other": 0.5}),
        ("aten::linear", ["%1", "%w", "%b"], "%2", {}),
    ],
    outputs=["%2"],
    fn=lambda x, w, b: [F.linear(x * 0.5, w, b)],
)


def _rewrite_tasks():
    """GEMMs under a sum or mean over M or N (passes/ReduceBeforeMatmul.cpp):
    the worker reduces the operand first and runs a GEMM with M (N) = 1.
    GEMM chains (ReassociateMatmuls.cpp), scales folded into alpha
    (FoldScaleIntoMatmul.cpp), matmuls by diag(v) as multiplies
    (DiagMatmulToMultiply.cpp)."""
    # sum over M without keepdim: the reshape drops the dim.
    matmul_sum_rows = dict(
        inputs=[("%x", [8, 64, 256]), ("%y", [256, 512])],
        nodes=[
            ("aten::matmul", ["%x", "%y"], "%1", {}),
            ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [1], "keepdim": False}),
        ],
        outputs=["%2"],
        fn=lambda x, y: [torch.matmul(x, y).sum(dim=1)],
    )
    return {
        "matmul_sum_rows": matmul_sum_rows,
        # The same in the tf32 mode: the GEMV stays strict fp32 (strict_fp32).
        "matmul_sum_rows_tf32": dict(matmul_sum_rows, precision="tf32"),
        # q k^T * scale, mean over M: the mean moves onto q, the scale after.
        "qk_scores_mean_rows": dict(
            inputs=[("%q", [4, 128, 64]), ("%k", [4, 96, 64])],
            nodes=[
                ("aten::transpose.int", ["%k"], "%1", {"perm": [0, 2, 1]}),
                ("aten::matmul", ["%q", "%1"], "%2", {}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.125}),
                ("aten::mean.dim", ["%3"], "%4", {"dim": [1], "keepdim": True}),
            ],
            outputs=["%4"],
            fn=lambda q, k: [(torch.matmul(q, k.transpose(1, 2)) * 0.125).mean(dim=1, keepdim=True)],
        ),
        # sum over N of a linear without bias: the weight's column sum. Short
        # sums: at K = 512, N = 384 the reordering's rounding is already near
        # the fp32 tolerance for outputs near zero (1 element in 256 failed
        # for some cuBLASLt algorithms on the H200), and verification rejects
        # it there, as it must.
        "linear_sum_cols": dict(
            inputs=[("%x", [256, 64]), ("%w", [48, 64])],
            nodes=[
                ("aten::linear", ["%x", "%w"], "%1", {}),
                ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [-1], "keepdim": True}),
            ],
            outputs=["%2"],
            fn=lambda x, w: [F.linear(x, w).sum(dim=-1, keepdim=True)],
        ),
        # A sum over M with a bias adds M times it after the GEMV; a mean
        # over N with a bias adds the bias's mean.
        "linear_bias_sum_rows": dict(
            inputs=[("%x", [16, 64, 96]), ("%w", [80, 96]), ("%b", [80])],
            nodes=[
                ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
                ("aten::sum.dim_IntList", ["%1"], "%2", {"dim": [1], "keepdim": True}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.linear(x, w, b).sum(dim=1, keepdim=True)],
        ),
        "linear_bias_mean_cols": dict(
            inputs=[("%x", [128, 96]), ("%w", [80, 96]), ("%b", [80])],
            nodes=[
                ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
                ("aten::mean.dim", ["%1"], "%2", {"dim": [-1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.linear(x, w, b).mean(dim=-1)],
        ),
        # GEMM chains (passes/ReassociateMatmuls.cpp): a linear to a wide
        # hidden size, then a matmul back to a narrow one: x (W^T y) + b y.
        # Short sums (K = 16, N = 256): longer ones round differently from
        # stock by about the fp32 tolerance near zero outputs (see
        # linear_sum_cols), and the worker then plans the group unrewritten.
        "linear_then_matmul": dict(
            inputs=[("%x", [128, 16]), ("%w", [256, 16]), ("%b", [256]), ("%y", [256, 8])],
            nodes=[
                ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
                ("aten::matmul", ["%1", "%y"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b, y: [torch.matmul(F.linear(x, w, b), y)],
        ),
        # Two linears with a scale between them: the scale moves onto the
        # weight product and the bias row. In fp32: in the tf32 mode TF32's
        # rounding missed 1e-2 on 1 output near zero in 1024 on the H200
        # even with these short sums (the strict round then verified the
        # rewritten plan), and this task wants every candidate to verify.
        "linear_scale_linear": dict(
            inputs=[("%x", [256, 8]), ("%w1", [64, 8]), ("%b1", [64]), ("%w2", [4, 64]),
                    ("%b2", [4])],
            nodes=[
                ("aten::linear", ["%x", "%w1", "%b1"], "%1", {}),
                ("aten::div.Scalar", ["%1"], "%2", {"other": 2.0}),
                ("aten::linear", ["%2", "%w2", "%b2"], "%3", {}),
            ],
            outputs=["%3"],
            fn=lambda x, w1, b1, w2, b2: [F.linear(F.linear(x, w1, b1) / 2.0, w2, b2)],
        ),
        # q k^T * scale @ v without a softmax: q (k^T v) * scale.
        "scores_times_values": dict(
            inputs=[("%q", [4, 128, 16]), ("%k", [4, 128, 16]), ("%v", [4, 128, 16])],
            nodes=[
                ("aten::transpose.int", ["%k"], "%1", {"perm": [0, 2, 1]}),
                ("aten::matmul", ["%q", "%1"], "%2", {}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.25}),
                ("aten::matmul", ["%3", "%v"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda q, k, v: [torch.matmul(torch.matmul(q, k.transpose(1, 2)) * 0.25, v)],
        ),
        # A scalar shift between the two: (x W^T + 1) * 0.5 y =
        # x (W^T y * 0.5) + 0.5 colsum(y).
        "linear_shift_matmul": dict(
            inputs=[("%x", [128, 16]), ("%w", [256, 16]), ("%y", [256, 8])],
            nodes=[
                ("aten::linear", ["%x", "%w"], "%1", {}),
                ("aten::add.Scalar", ["%1"], "%2", {"other": 1.0, "alpha": 1}),
                ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.5}),
                ("aten::matmul", ["%3", "%y"], "%4", {}),
            ],
            outputs=["%4"],
            fn=lambda x, w, y: [torch.matmul((F.linear(x, w) + 1.0) * 0.5, y)],
        ),
        # The product on the right, a shared c: c (a b) = (c a) b.
        "product_on_the_right": dict(
            inputs=[("%c", [16, 256]), ("%a", [2, 256, 8]), ("%b", [2, 8, 256])],
            nodes=[
                ("aten::matmul", ["%a", "%b"], "%1", {}),
                ("aten::matmul", ["%c", "%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda c, a, b: [torch.matmul(c, torch.matmul(a, b))],
        ),
        # Scalar multiplies and divides folded into the GEMM's alpha
        # (passes/FoldScaleIntoMatmul.cpp): a scaled input of a linear with
        # a bias (alpha scales the product, not the bias, as cuBLASLt's
        # epilogue adds it after), and a batched product divided after.
        "scale_then_linear": _SCALE_THEN_LINEAR,
        "matmul_then_divide": dict(
            inputs=[("%a", [4, 128, 64]), ("%b", [4, 64, 96])],
            nodes=[
                ("aten::matmul", ["%a", "%b"], "%1", {}),
                ("aten::div.Scalar", ["%1"], "%2", {"other": 8.0}),
            ],
            outputs=["%2"],
            fn=lambda a, b: [torch.matmul(a, b) / 8.0],
        ),
        # A mean over M keeps the bias.
        "linear_bias_mean_rows": dict(
            inputs=[("%x", [16, 128, 256]), ("%w", [192, 256]), ("%b", [192])],
            nodes=[
                ("aten::linear", ["%x", "%w", "%b"], "%1", {}),
                ("aten::mean.dim", ["%1"], "%2", {"dim": [1], "keepdim": False}),
            ],
            outputs=["%2"],
            fn=lambda x, w, b: [F.linear(x, w, b).mean(dim=1)],
        ),
        # Matmuls by diag(v) as broadcast multiplies
        # (passes/DiagMatmulToMultiply.cpp): v scales the rows of x ...
        "diag_times_matrix": _DIAG_TIMES_MATRIX,
        # ... or the columns of a batched x, ...
        "matrix_times_diag": dict(
            inputs=[("%x", [4, 128, 256]), ("%v", [256])],
            nodes=[
                ("aten::diag", ["%v"], "%1", {"diagonal": 0}),
                ("aten::matmul", ["%x", "%1"], "%2", {}),
            ],
            outputs=["%2"],
            fn=lambda x, v: [torch.matmul(x, torch.diag(v))],
        ),
        # ... and a linear by it reads it transposed (free: it is symmetric),
        # its bias added after the multiply.
        "linear_diag_bias": _LINEAR_DIAG_BIAS,
        # Matmuls of depth 1 as broadcast multiplies
        # (passes/OuterProductToMultiply.cpp).
        "outer_product_keepdim": _OUTER_PRODUCT,
        "linear_one_feature": _LINEAR_ONE_FEATURE,
    }


def _mm_relu_tf32(m, k, n):
    """relu(a @ b) in the tf32 mode, a [m, k] and b [k, n] unit-normal."""
    return dict(
        precision="tf32",
        inputs=[("%a", [m, k]), ("%b", [k, n])],
        nodes=[
            ("aten::mm", ["%a", "%b"], "%1", {}),
            ("aten::relu", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda a, b: [torch.relu(torch.mm(a, b))],
    )


# tf32 tasks whose TF32 GEMM is outside the tolerance (K = 16384: TF32's
# error grows with the summed terms, the tolerance near zero outputs does
# not): the builtin policy's strict-fp32 round must verify them.
TF32_FALLBACK_TASKS = {
    "mm_long_k_relu_tf32": _mm_relu_tf32(256, 16384, 256),
    # Compute-bound (68 GFLOP at K = 8192): the strict round leads with
    # 3xTF32 (decision 55), which should beat strict fp32's SGEMM.
    "mm_8192_relu_tf32": _mm_relu_tf32(2048, 8192, 2048),
}


# x (W^T y * 0.5): the graph two planted reassociations below start from.
_SCALED_CHAIN = dict(
    inputs=[("%x", [128, 16]), ("%w", [256, 16]), ("%y", [256, 8])],
    nodes=[
        ("aten::t", ["%w"], "%1", {"perm": [1, 0]}),
        ("aten::matmul", ["%1", "%y"], "%2", {}),
        ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.5}),
        ("aten::matmul", ["%x", "%3"], "%4", {}),
    ],
    outputs=["%4"],
)


# Planted faulty rewrites: the graph is a wrong rewrite of what `fn` computes
# (the reference), so verification must reject every candidate.
PLANTED_REWRITES = {
    # Wrong forms of decision 116's -log_softmax(x)[t] = logsumexp(x) - x[t]:
    # the max where the logsumexp goes, and the logsumexp over the other dim.
    "planted_pick_minus_max": dict(
        inputs=[("%x", [2048, 1000]), ("%t", [2048])],
        ints={"%t": (0, 1000, None)},
        nodes=[
            ("aten::nll_loss_nd", ["%x", "%t"], "%1", {"reduction": 0, "ignore_index": -100}),
            ("aten::amax", ["%x"], "%2", {"dim": [1], "keepdim": False}),
            ("aten::add.Tensor", ["%1", "%2"], "%3", {"alpha": 1}),
        ],
        outputs=["%3"],
        fn=lambda x, t: [F.nll_loss(F.log_softmax(x, 1), t, reduction="none")],
    ),
    "planted_pick_lse_other_dim": dict(
        inputs=[("%x", [1024, 1024]), ("%t", [1024])],
        ints={"%t": (0, 1024, None)},
        nodes=[
            ("aten::nll_loss_nd", ["%x", "%t"], "%1", {"reduction": 0, "ignore_index": -100}),
            ("aten::logsumexp", ["%x"], "%2", {"dim": [0], "keepdim": False}),
            ("aten::add.Tensor", ["%1", "%2"], "%3", {"alpha": 1}),
        ],
        outputs=["%3"],
        fn=lambda x, t: [F.nll_loss(F.log_softmax(x, 1), t, reduction="none")],
    ),
    # sum over M of x w^T + b with the bias added once (it is M times).
    "planted_sum_rows_bias_once": dict(
        inputs=[("%x", [16, 128, 256]), ("%w", [192, 256]), ("%b", [192])],
        nodes=[
            ("aten::sum.dim_IntList", ["%x"], "%1", {"dim": [1], "keepdim": False}),
            ("aten::linear", ["%1", "%w", "%b"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, w, b: [F.linear(x, w, b).sum(dim=1)],
    ),
    # The mean where the graph had a sum (off by the factor M).
    "planted_mean_for_sum": dict(
        inputs=[("%x", [8, 64, 256]), ("%y", [256, 512])],
        nodes=[
            ("aten::mean.dim", ["%x"], "%1", {"dim": [1], "keepdim": False}),
            ("aten::matmul", ["%1", "%y"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda x, y: [torch.matmul(x, y).sum(dim=1)],
    ),
    # The column sum of the weight over its K dim instead of its N dim,
    # broadcast back: the right shape, the wrong numbers.
    "planted_sum_wrong_operand_dim": dict(
        inputs=[("%x", [256, 512]), ("%w", [512, 512])],
        nodes=[
            ("aten::sum.dim_IntList", ["%w"], "%1", {"dim": [1], "keepdim": False}),
            ("aten::reshape", ["%1"], "%2", {"shape": [1, 512]}),
            ("aten::linear", ["%x", "%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda x, w: [F.linear(x, w).sum(dim=-1, keepdim=True)],
    ),
    # Wrong reassociations of (x W^T + b) y: the bias row b y dropped.
    "planted_chain_bias_dropped": dict(
        inputs=[("%x", [128, 16]), ("%w", [256, 16]), ("%b", [256]), ("%y", [256, 8])],
        nodes=[
            ("aten::t", ["%w"], "%1", {"perm": [1, 0]}),
            ("aten::matmul", ["%1", "%y"], "%2", {}),
            ("aten::matmul", ["%x", "%2"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b, y: [torch.matmul(F.linear(x, w, b), y)],
    ),
    # ... of (x W^T * 0.5) y: the scale applied both to W^T y and after.
    "planted_chain_scale_twice": dict(
        _SCALED_CHAIN,
        nodes=_SCALED_CHAIN["nodes"] + [("aten::mul.Scalar", ["%4"], "%5", {"other": 0.5})],
        outputs=["%5"],
        fn=lambda x, w, y: [torch.matmul(F.linear(x, w) * 0.5, y)],
    ),
    # ... of ((x W^T + 1) * 0.5) y: the shift's row 0.5 colsum(y) dropped.
    "planted_chain_shift_dropped": dict(
        _SCALED_CHAIN,
        fn=lambda x, w, y: [torch.matmul((F.linear(x, w) + 1.0) * 0.5, y)],
    ),
    # Wrong folds of (x * 0.5) W^T + b into alpha: the scale dropped, ...
    "planted_scale_dropped": dict(
        _SCALE_THEN_LINEAR,
        nodes=[("aten::linear", ["%x", "%w", "%b"], "%2", {})],
    ),
    # ... applied twice (the worker folds both multiplies: alpha 0.25), ...
    "planted_scale_twice": dict(
        _SCALE_THEN_LINEAR,
        nodes=[("aten::mul.Scalar", ["%x"], "%0", {"other": 0.5})]
        + [("aten::mul.Scalar", ["%0"], "%1", {"other": 0.5})] + _SCALE_THEN_LINEAR["nodes"][1:],
    ),
    # ... and applied to the bias too (alpha does not scale it).
    "planted_scale_on_bias": dict(
        _SCALE_THEN_LINEAR,
        nodes=[("aten::linear", ["%x", "%w", "%b"], "%1", {}),
               ("aten::mul.Scalar", ["%1"], "%2", {"other": 0.5})],
    ),
    # ... of ((x W1^T + b1) / 2) W2^T: the bias row b1 W2^T not divided.
    "planted_chain_bias_row_unscaled": dict(
        inputs=[("%x", [128, 16]), ("%w1", [512, 16]), ("%b1", [512]), ("%w2", [8, 512])],
        nodes=[
            ("aten::t", ["%w1"], "%1", {"perm": [1, 0]}),
            ("aten::t", ["%w2"], "%2", {"perm": [1, 0]}),
            ("aten::matmul", ["%1", "%2"], "%3", {}),
            ("aten::div.Scalar", ["%3"], "%4", {"other": 2.0}),
            ("aten::matmul", ["%b1", "%2"], "%5", {}),
            ("aten::matmul", ["%x", "%4"], "%6", {}),
            ("aten::add.Tensor", ["%6", "%5"], "%7", {"alpha": 1}),
        ],
        outputs=["%7"],
        fn=lambda x, w1, b1, w2: [F.linear(F.linear(x, w1, b1) / 2.0, w2)],
    ),
    # Wrong multiplies for diag(v) @ x: v scaling the columns of x (x * v,
    # broadcast as a row; x is square so the shapes agree), ...
    "planted_diag_scale_on_columns": dict(
        _DIAG_TIMES_MATRIX,
        inputs=[("%v", [256]), ("%x", [256, 256])],
        nodes=[("aten::mul.Tensor", ["%x", "%v"], "%2", {})],
    ),
    # ... and for x diag(v)^T + b: v left out (x + b).
    "planted_diag_v_missing": dict(
        _LINEAR_DIAG_BIAS,
        nodes=[("aten::add.Tensor", ["%x", "%b"], "%2", {"alpha": 1})],
    ),
    # Wrong multiplies for a matmul of depth 1: the outer product the other
    # way round (row times column: the transpose; square, so the shapes
    # agree), ...
    "planted_outer_product_transposed": dict(
        inputs=[("%a", [1024, 1]), ("%b", [1, 1024])],
        nodes=[
            ("aten::reshape", ["%a"], "%1", {"shape": [1, 1024]}),
            ("aten::reshape", ["%b"], "%2", {"shape": [1024, 1]}),
            ("aten::mul.Tensor", ["%2", "%1"], "%3", {}),
        ],
        outputs=["%3"],
        fn=lambda a, b: [torch.matmul(a, b)],
    ),
    # ... and the linear's bias scaled with the product (alpha applied
    # last instead of before the bias).
    "planted_outer_product_bias_scaled": dict(
        _LINEAR_ONE_FEATURE,
        nodes=[
            ("aten::reshape", ["%w"], "%1", {"shape": [1, 512]}),
            ("aten::mul.Tensor", ["%x", "%1"], "%2", {}),
            ("aten::add.Tensor", ["%2", "%b"], "%3", {"alpha": 1}),
            ("aten::mul.Scalar", ["%3"], "%4", {"other": 0.5}),
        ],
        outputs=["%4"],
    ),
    # Wrong pointwise-conv GEMMs (decision 62): a 1x1 conv_transpose2d's
    # weight read as it is (W x, where the conv computes W^T x; square, so
    # the shapes agree), ...
    "planted_pointwise_weight_untransposed": dict(
        inputs=[("%x", [8, 64, 16, 16]), ("%w", [64, 64, 1, 1], 0.125), ("%b", [64], 0.1)],
        nodes=[
            ("aten::reshape", ["%x"], "%1", {"shape": [8, 64, 256]}),
            ("aten::reshape", ["%w"], "%2", {"shape": [64, 64]}),
            ("aten::matmul", ["%2", "%1"], "%3", {}),
            ("aten::reshape", ["%3"], "%4", {"shape": [8, 64, 16, 16]}),
            ("aten::reshape", ["%b"], "%5", {"shape": [64, 1, 1]}),
            ("aten::add.Tensor", ["%4", "%5"], "%6", {"alpha": 1}),
        ],
        outputs=["%6"],
        fn=lambda x, w, b: [F.conv_transpose2d(x, w, b)],
    ),
    # ... and a conv1d's bias added per position (broadcast over the last
    # dim) instead of per output channel (L = K, so the shapes agree).
    "planted_pointwise_bias_on_positions": dict(
        inputs=[("%x", [8, 64, 128]), ("%w", [128, 64, 1], 0.125), ("%b", [128], 0.1)],
        nodes=[
            ("aten::reshape", ["%w"], "%1", {"shape": [128, 64]}),
            ("aten::matmul", ["%1", "%x"], "%2", {}),
            ("aten::add.Tensor", ["%2", "%b"], "%3", {"alpha": 1}),
        ],
        outputs=["%3"],
        fn=lambda x, w, b: [F.conv1d(x, w, b)],
    ),
}


TASKS.update(_rewrite_tasks())
# ... and in the tf32 mode a pointwise conv stays a cuDNN conv (decision 62:
# the reference's TF32 conv rounds its inputs as cuDNN does).
TASKS["pointwise_conv2d_relu_tf32"] = dict(TASKS["pointwise_conv2d_relu"], precision="tf32")

# Groups whose every whole plan is over the memory cap, which the worker
# plans a batch chunk at a time (decision 69; test_batch_tiling_gpu.py):
# the scores of this attention are 256 MiB against the 64 MiB cap. Heads
# of 160 are more than the attention template holds (decision 70), so the
# group stays decomposed, scores and all.
TILED_TASKS = {
    "sdpa_tiled": dict(
        inputs=[("%q", [16, 4, 1024, 160]), ("%k", [16, 4, 1024, 160]),
                ("%v", [16, 4, 1024, 160])],
        nodes=[
            ("aten::scaled_dot_product_attention", ["%q", "%k", "%v"], "%1",
             {"dropout_p": 0.0, "is_causal": True, "enable_gqa": False}),
            ("aten::sigmoid", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda q, k, v: [torch.sigmoid(F.scaled_dot_product_attention(q, k, v,
                                                                          is_causal=True))],
    ),
    # Two items of 8 heads whose scores (256 MiB) need more chunks than
    # items: a chunk is some heads of one item.
    "sdpa_tiled_heads": dict(
        inputs=[("%q", [2, 8, 2048, 160]), ("%k", [2, 8, 2048, 160]),
                ("%v", [2, 8, 2048, 160])],
        nodes=[
            ("aten::scaled_dot_product_attention", ["%q", "%k", "%v"], "%1",
             {"dropout_p": 0.0, "is_causal": False, "enable_gqa": False}),
            ("aten::tanh", ["%1"], "%2", {}),
        ],
        outputs=["%2"],
        fn=lambda q, k, v: [torch.tanh(F.scaled_dot_product_attention(q, k, v))],
    ),
}


def _sdpa(inputs, causal=False, after=None, **attrs):
    """A task of one sdpa over `inputs` (q, k, v[, mask]), then `after`."""
    names = [n for n, *_ in inputs]
    nodes = [("aten::scaled_dot_product_attention", names, "%1",
              {"dropout_p": 0.0, "is_causal": causal, "enable_gqa": False})]
    if after:
        nodes.append((after[0], ["%1"], "%2", after[1]))
    return dict(inputs=inputs, nodes=nodes, outputs=["%2" if after else "%1"], **attrs)


def _sdpa_fn(causal=False, then=lambda x: x):
    def fn(q, k, v, *mask):
        return [then(F.scaled_dot_product_attention(q, k, v, attn_mask=mask[0] if mask else None,
                                                    is_causal=causal))]
    return fn


# Attention fused into the flash template (decision 70;
# test_attention_gpu.py): query and key counts that are not multiples of
# the block's 64 or 128 queries or of the 64 keys of a tile, value heads
# other than the query's, masks broadcast over heads or batch, causal with
# more queries than keys, the pattern written out by hand, and one tensor
# as q, k and v.
ATTENTION_TASKS = {
    "attention_masked_tails_tf32": dict(
        _sdpa([("%q", [4, 8, 200, 64]), ("%k", [4, 8, 333, 64]), ("%v", [4, 8, 333, 48]),
               ("%m", [200, 333])], after=("aten::relu", {}), precision="tf32"),
        fn=_sdpa_fn(then=torch.relu)),
    "attention_causal_tf32": dict(
        _sdpa([("%q", [2, 4, 320, 64]), ("%k", [2, 4, 256, 64]), ("%v", [2, 4, 256, 40])],
              causal=True, precision="tf32"),
        fn=_sdpa_fn(causal=True)),
    "attention_head128_batch_mask_tf32": dict(
        _sdpa([("%q", [2, 4, 256, 128]), ("%k", [2, 4, 192, 128]), ("%v", [2, 4, 192, 128]),
               ("%m", [2, 1, 256, 192])], precision="tf32"),
        fn=_sdpa_fn()),
    "attention_long_tf32": dict(
        _sdpa([("%q", [8, 8, 1024, 64]), ("%k", [8, 8, 1024, 64]), ("%v", [8, 8, 1024, 64])],
              causal=True, after=("aten::sigmoid", {}), precision="tf32"),
        fn=_sdpa_fn(causal=True, then=torch.sigmoid)),
    "attention_explicit_tf32": dict(
        inputs=[("%q", [8, 256, 32]), ("%k", [8, 300, 32]), ("%v", [8, 300, 32])],
        nodes=[
            ("aten::transpose.int", ["%k"], "%1", {"perm": [0, 2, 1]}),
            ("aten::matmul", ["%q", "%1"], "%2", {}),
            ("aten::div.Scalar", ["%2"], "%3", {"other": 4.0}),
            ("aten::softmax.int", ["%3"], "%4", {"dim": -1}),
            ("aten::matmul", ["%4", "%v"], "%5", {}),
        ],
        outputs=["%5"],
        precision="tf32",
        fn=lambda q, k, v: [torch.matmul(torch.softmax(torch.matmul(q, k.transpose(1, 2)) / 4.0,
                                                       dim=-1), v)],
    ),
    "attention_self_tf32": dict(
        inputs=[("%x", [4, 4, 256, 64])],
        nodes=[("aten::scaled_dot_product_attention", ["%x", "%x", "%x"], "%1",
                {"dropout_p": 0.0, "is_causal": False, "enable_gqa": False})],
        outputs=["%1"],
        precision="tf32",
        fn=lambda x: [F.scaled_dot_product_attention(x, x, x)],
    ),
}


# ... and in the fp32 mode, as 3xTF32.
ATTENTION_TASKS["attention_causal_fp32"] = dict(ATTENTION_TASKS["attention_causal_tf32"],
                                                precision="fp32")


def _explicit_causal_fn(q, k, v, mask):
    scores = torch.matmul(q, k.transpose(-2, -1)) * 0.125
    return [torch.matmul(torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1), v)]


# minGPT's explicit causal attention (decision 96): the frozen mask is a b8
# parameter marked causal, computed by the importer, so the attention fuses.
ATTENTION_TASKS["attention_explicit_causal_mask_tf32"] = dict(
    inputs=[("%q", [4, 8, 256, 64]), ("%k", [4, 8, 256, 64]), ("%v", [4, 8, 256, 64])],
    params=[("%m", lambda: torch.ones(256, 256, dtype=torch.bool).triu(1).view(1, 1, 256, 256),
             "causal")],
    nodes=[
        ("aten::transpose.int", ["%k"], "%1", {"perm": [0, 1, 3, 2]}),
        ("aten::matmul", ["%q", "%1"], "%2", {}),
        ("aten::mul.Scalar", ["%2"], "%3", {"other": 0.125}),
        ("aten::masked_fill.Scalar", ["%3", "%m"], "%4", {"value": "-inf"}),
        ("aten::softmax.int", ["%4"], "%5", {"dim": -1}),
        ("aten::matmul", ["%5", "%v"], "%6", {}),
    ],
    outputs=["%6"],
    precision="tf32",
    fn=_explicit_causal_fn,
)


def _draw_indices(shape, range_, gen):
    """Class targets as the task's range declares them: uniform in [low,
    high), `also` (an ignore_index) for about one in 8."""
    low, high, also = range_
    drawn = torch.randint(low, high, shape, generator=gen)
    if also is None:
        return drawn
    return torch.where(torch.rand(shape, generator=gen) < 0.125, torch.full(shape, also), drawn)


def _range_json(range_):
    low, high, also = range_
    return {"low": low, "high": high, **({"also": also} if also is not None else {})}


def write_task(name, directory, device, sets=5, shape_scale=1, max_memory_ratio=None):
    """The task `name` in `directory`; max_memory_ratio (decision 52) is
    written when given (0: no cap), else the worker's default applies."""
    spec = (TASKS.get(name) or PLANTED_REWRITES.get(name) or TILED_TASKS.get(name)
            or ATTENTION_TASKS.get(name) or TF32_FALLBACK_TASKS[name])
    os.makedirs(directory, exist_ok=True)
    # Scale the leading (batch) dim of inputs of rank >= 2 only: a bias row
    # must keep broadcasting.
    scales = [entry[2] if len(entry) > 2 else 1.0 for entry in spec["inputs"]]
    # A task may name its batched inputs ("batched"): a conv weight's leading
    # dim is its output channels.
    batched = spec.get("batched", [n for n, s, *_ in spec["inputs"] if len(s) > 1])
    inputs = [(n, [max(1, d // shape_scale) if i == 0 and n in batched else d
                   for i, d in enumerate(s)])
              for n, s, *_ in spec["inputs"]]
    bools = set(spec.get("bools", []))  # drawn as randn > 0.3, dtype b8
    ints = spec.get("ints", {})  # i64 class targets: name -> (low, high, also)
    # Frozen parameters (name, make, pattern): one file, after the inputs.
    params = {n: make() for n, make, _ in spec.get("params", [])}
    for n, tensor in params.items():
        tensor.contiguous().cpu().numpy().tofile(os.path.join(directory, f"param_{n[1:]}.bin"))
    references = []
    outputs = None
    for k in range(sets):
        gen = torch.Generator(device="cpu").manual_seed(1000 + k)
        tensors = [(torch.randn(s, generator=gen) > 0.3 if n in bools
                    else _draw_indices(s, ints[n], gen) if n in ints
                    else torch.randn(s, generator=gen) * scale).to(device)
                   for (n, s), scale in zip(inputs, scales)]
        with strict_cudnn():
            results = spec["fn"](*tensors, *[p.to(device) for p in params.values()])
        outputs = results
        entry = {"inputs": [], "outputs": []}
        for (n, _), t in zip(inputs, tensors):
            f = f"set{k}_{n[1:]}.bin"
            t.contiguous().cpu().numpy().tofile(os.path.join(directory, f))
            entry["inputs"].append(f)
        for j, t in enumerate(results):
            f = f"set{k}_out{j}.bin"
            t.contiguous().cpu().numpy().tofile(os.path.join(directory, f))
            entry["outputs"].append(f)
        references.append(entry)
    task = {
        "format": "cuagent.task",
        "version": 1,
        "name": name,
        "target": {"arch": "sm_90"},
        "precision": spec.get("precision", "fp32"),
        "graph": {
            "inputs": [{"name": n, "dtype": "b8" if n in bools else "i64" if n in ints else "f32",
                        "shape": s, **({"range": _range_json(ints[n])} if n in ints else {})}
                       for n, s in inputs] + [
                {"name": n, "dtype": _TASK_DTYPES[params[n].dtype],
                 "shape": list(params[n].shape), "kind": "parameter",
                 "file": f"param_{n[1:]}.bin", **({"pattern": pattern} if pattern else {})}
                for n, _, pattern in spec.get("params", [])],
            "nodes": [
                {"op": op, "inputs": ins, "outputs": [out] if isinstance(out, str) else out,
                 "attrs": attrs}
                for op, ins, out, attrs in spec["nodes"]
            ],
            "outputs": [
                {"name": n, "dtype": _TASK_DTYPES.get(t.dtype, "f32"), "shape": list(t.shape)}
                for n, t in zip(spec["outputs"], outputs)
            ],
        },
        "reference": {"sets": references},
        "stock_time_ms": -1,
    }
    if max_memory_ratio is not None:
        task["max_memory_ratio"] = max_memory_ratio
    with open(os.path.join(directory, "task.json"), "w") as f:
        json.dump(task, f, indent=1)
    return os.path.join(directory, "task.json")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("name", choices=sorted(TASKS) + sorted(PLANTED_REWRITES) + sorted(TF32_FALLBACK_TASKS))
    parser.add_argument("directory")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--scale", type=int, default=1, help="divide the leading dim")
    args = parser.parse_args()
    print(write_task(args.name, args.directory, args.device, shape_scale=args.scale))
