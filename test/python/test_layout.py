"""Layout ops inside groups (issue 10): view/reshape/flatten/unflatten/
squeeze/unsqueeze, permute/transpose/t, expand and the inference identities
join the groups of the ops they connect, are recorded with their result
shape (-1 inferred) or permutation, and fold into the index arithmetic of
the emitted kernels (never a copy kernel). A C++ emulation of the emitted
elementwise kernels on the CPU is compared with PyTorch, and the planted
faulty kernels of planted_layout.py compile and change the result. The GPU
verdict is test/gpu/test_layout_gpu.py's."""
import json
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from conftest import REPO, groups, real_worker, reasons
from emulation import compile_task, emulate, emulate_slip, emulate_task, matches, references
from models import scripted
from test_planted_compile import compile_planted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_layout  # noqa: E402
import planted_slips  # noqa: E402


def task_nodes(cuagent, model, inputs, tmp_path, worker):
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"))
    nodes = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        nodes += task["graph"]["nodes"]
    return nodes


class ReluViewMean(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x).view(-1, 72).mean(1)


class ReluFlattenMean(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x).flatten(1).mean(1)


class ViewBySelfSize(torch.nn.Module):
    """The size list from the view's own input, a group input here."""

    def forward(self, x):
        x = x.view(x.size(0), -1)
        return torch.relu(x).mean(1)


class ViewOfComputedBySelfSize(torch.nn.Module):
    def forward(self, x):
        x = torch.relu(x)
        x = x.view(x.size(0), -1)
        return x.mean(1)


class OnlyViews(torch.nn.Module):
    def forward(self, x):
        return x.view(-1).unsqueeze(0)


class TrainingDropout(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(F.dropout(torch.relu(x), 0.5, True))


class ViewBySizeOfOther(torch.nn.Module):
    def forward(self, x, y):
        return torch.tanh(torch.relu(x).view(y.size(0), -1)).sum(1)


class SoftmaxTranspose(torch.nn.Module):
    def forward(self, x):
        return torch.softmax(torch.sigmoid(x).transpose(1, 2), dim=-1)


class ViewOutputs(torch.nn.Module):
    def forward(self, x):
        y = torch.tanh(torch.relu(x) * 2.0)
        return y.flatten(1), y.unsqueeze(0)


class LoneView(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(x).view(-1), torch.relu(x).sum()


class TransposeOut(torch.nn.Module):
    def forward(self, x):
        return torch.relu(torch.sigmoid(x)).transpose(0, 1)


class Dropout(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = torch.nn.Dropout(0.5)

    def forward(self, x):
        return torch.tanh(self.drop(torch.relu(x)))


class Slices(torch.nn.Module):
    """Every other channel from 1, the last 3 of dim 2 (a negative start),
    and all of dim 3 (end past the size: PyTorch clamps)."""

    def forward(self, x, y):
        return torch.relu(x[:, 1::2] + y[:, :, -3:, :100])


class DynamicSlice(torch.nn.Module):
    def forward(self, x, n: int):
        return torch.relu(x[:, :n]) * 2.0


def test_slices_join_the_group_resolved(cuagent, tmp_path, worker):
    """aten::slice.Tensor joins the group of the ops it connects, recorded as
    [dim, start, end, step] resolved against the profiled input (decision
    72): negative starts counted from the end, ends clamped."""
    x, y = torch.randn(2, 8, 3, 4), torch.randn(2, 4, 5, 4)
    result = cuagent.partition(scripted(Slices()), [x, y])
    (group,) = groups(result)
    assert group.count("aten::slice.Tensor") >= 2 and "aten::relu" in group, result
    nodes = task_nodes(cuagent, scripted(Slices()), [x, y], tmp_path, worker)
    slices = [n["attrs"]["slice"] for n in nodes if n["op"] == "aten::slice.Tensor"]
    # x[:, 1::2]; y's -3: from 2, and :100 clamped to its 4 (TorchScript
    # writes a whole-dim slice for every ':' too; they fold away).
    assert [1, 1, 8, 2] in slices and [2, 2, 5, 1] in slices and [3, 0, 4, 1] in slices, slices


def test_a_slice_by_a_runtime_int_stays_stock(cuagent):
    """A bound known only at run time is not a constant: the slice stays
    stock and says why."""
    result = cuagent.partition(torch.jit.script(DynamicSlice()), [torch.randn(2, 8), 3])
    assert "aten::slice.Tensor" not in [op for g in groups(result) for op in g], result
    assert ("aten::slice.Tensor", "UnsupportedArgument") in reasons(result), result


class Cat(torch.nn.Module):
    def forward(self, x, y):
        return torch.relu(torch.cat([x, torch.sigmoid(y), x], -2)) * 2


class DenseBlock(torch.nn.Module):
    """DenseNet's pattern: a list grown by append, each layer reading the
    cat of everything so far."""

    def __init__(self):
        super().__init__()
        self.convs = torch.nn.ModuleList([torch.nn.Conv2d(4 + 2 * i, 2, 3, padding=1)
                                          for i in range(3)])

    def forward(self, x):
        features = [x]
        for conv in self.convs:
            features.append(conv(torch.relu(torch.cat(features, 1))))
        return torch.cat(features, 1)


class Stack(torch.nn.Module):
    def forward(self, x, y):
        return torch.tanh(torch.stack([x, torch.relu(y)], -1)).sum(-1)


class ReverseCumsum(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x.flip(1).cumsum(1).flip(1)) + x.flip([-1, 0])


class QkvSplit(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = torch.nn.Linear(16, 48)

    def forward(self, x):
        q, k, v = self.qkv(x).split(16, dim=2)
        return torch.relu(q) * torch.sigmoid(k) + v


class Chunks(torch.nn.Module):
    def forward(self, x):
        a, b, c = x.chunk(3, -1)
        p, r = torch.split(x, [2, 5], 1)
        u, w = torch.relu(x).unbind(0)
        return torch.tanh(a) + b * c, p.sum(1) + r.sum(1), u - w * 2


class ShapedAs(torch.nn.Module):
    def forward(self, x, g, y):
        gate = torch.sigmoid(g).expand_as(x)
        return torch.relu(x * gate).view_as(y) + 1, torch.tanh(x).reshape_as(y) * 2


class Shuffles(torch.nn.Module):
    def forward(self, x, y):
        return (torch.relu(F.pixel_shuffle(torch.tanh(x), 2)) * 2,
                torch.sigmoid(F.pixel_unshuffle(y * 3, 2)) + 1,
                torch.tanh(torch.channel_shuffle(torch.relu(x), 4)) - 1)


class Upsamples(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up = torch.nn.Upsample(scale_factor=1.5)

    def forward(self, x, s):
        return (torch.relu(F.interpolate(torch.tanh(x), scale_factor=2.0)) + s,
                F.interpolate(x, size=(5, 7), mode="nearest-exact") * 2,
                torch.sigmoid(self.up(x)))


class RollRepeat(torch.nn.Module):
    def forward(self, x, y):
        shifted = torch.roll(torch.relu(x), shifts=(-2, 3), dims=(1, 2))
        return torch.sigmoid(shifted) * y.repeat(2, 1, 1) + x.tile((1, 1)) * 2


class Bilinear(torch.nn.Module):
    def forward(self, x):
        return (torch.relu(F.interpolate(x, scale_factor=2.0, mode="bilinear")) * 2,
                F.interpolate(torch.sigmoid(x), size=(7, 9), mode="bilinear",
                              align_corners=True) + 1)


class Pads(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.pad(x, [1, -1, 2, 0], value=0.25)) * 2


class Glu(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(F.glu(x * 2, -1))


class SplitIndexed(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x.split(2, 1)[0]) * 2


class Selects(torch.nn.Module):
    def forward(self, x, y):
        return torch.relu(x[:, -1] * y[1]) + 1


class MixedCat(torch.nn.Module):
    def forward(self, x, y):
        return torch.relu(torch.cat([x, y], 1))


def test_cat_joins_the_group_with_its_dim(cuagent, tmp_path, worker):
    """torch.cat of a list literal is captured as prim::VarConcat (PyTorch's
    UseVariadicCat form: its tensors are the node's inputs), in the group of
    the ops around it, its dim normalized (decision 74)."""
    x, y = torch.randn(2, 3, 4), torch.randn(2, 5, 4)
    result = cuagent.partition(scripted(Cat()), [x, y])
    assert groups(result) == [["aten::sigmoid", "prim::VarConcat", "aten::relu",
                               "aten::mul.Scalar"]], result
    nodes = task_nodes(cuagent, scripted(Cat()), [x, y], tmp_path, worker)
    (cat,) = [n for n in nodes if n["op"] == "prim::VarConcat"]
    assert len(cat["inputs"]) == 3 and cat["inputs"][0] == cat["inputs"][2], cat
    assert cat["attrs"] == {"dim": 1}


def test_densenet_appends_are_one_group(cuagent, tmp_path, worker):
    """The appends are removed (PyTorch's RemoveListMutation), so every cat
    is a node with its tensors as inputs: the convs, relus and cats of the
    block are ONE group, and the rewritten module computes what it did."""
    model = scripted(DenseBlock())
    x = torch.randn(2, 4, 6, 6)
    result = cuagent.partition(model, [x])
    (group,) = groups(result)
    assert group.count("prim::VarConcat") == 4 and group.count("aten::conv2d") == 3, group
    assert not [f for f in result["fallbacks"] if "cat" in f["op"].lower()], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    torch.testing.assert_close(fast(x), model(x))


def test_stack_joins_the_group_with_its_dim(cuagent, tmp_path, worker):
    """torch.stack likewise, as prim::VarStack, its dim normalized against
    the result's rank."""
    x, y = torch.randn(3, 4), torch.randn(3, 4)
    result = cuagent.partition(scripted(Stack()), [x, y])
    assert groups(result) == [["aten::relu", "prim::VarStack", "aten::tanh", "aten::sum.dim_IntList"]], \
        result
    nodes = task_nodes(cuagent, scripted(Stack()), [x, y], tmp_path, worker)
    (stack,) = [n for n in nodes if n["op"] == "prim::VarStack"]
    assert len(stack["inputs"]) == 2 and stack["attrs"] == {"dim": 2}, stack


def test_flips_join_the_group_with_their_dims(cuagent, tmp_path, worker):
    """aten::flip is an index map too: a reverse cumsum (flip, cumsum,
    flip) and a flip of two dims join one group, the dims normalized and
    sorted; the module computes what it did."""
    x = torch.randn(3, 8)
    model = scripted(ReverseCumsum())
    result = cuagent.partition(model, [x])
    (group,) = groups(result)
    assert group.count("aten::flip") == 3 and "aten::cumsum" in group, result
    nodes = task_nodes(cuagent, model, [x], tmp_path, worker)
    assert sorted(n["attrs"]["dims"] for n in nodes if n["op"] == "aten::flip") == \
        [[0, 1], [1], [1]]
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c2"), worker_path=worker)
    torch.testing.assert_close(fast(x), model(x))


def test_qkv_split_joins_the_linear_group(cuagent, tmp_path, worker):
    """q, k, v = linear(x).split(...): the unpacked parts are slices of the
    linear's result (decision 76), so the linear, the slices and the ops on
    the parts are ONE group; the split itself is gone."""
    model, x = scripted(QkvSplit()), torch.randn(2, 5, 16)
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::linear", "aten::slice.Tensor", "aten::slice.Tensor",
                               "aten::slice.Tensor", "aten::relu", "aten::sigmoid",
                               "aten::mul.Tensor", "aten::add.Tensor"]], result
    nodes = task_nodes(cuagent, model, [x], tmp_path, worker)
    assert sorted(n["attrs"]["slice"] for n in nodes if n["op"] == "aten::slice.Tensor") == \
        [[2, 0, 16, 1], [2, 16, 32, 1], [2, 32, 48, 1]]


def test_chunk_split_sizes_and_unbind_become_slices(cuagent, tmp_path, worker):
    """chunk (parts of ceil(size / chunks)), split with sizes and unbind
    (parts squeezed): the specialized graph computes what the model does;
    other sizes run the graph as it was, raising where the model raises."""
    model, x = scripted(Chunks()), torch.randn(2, 7, 7)
    result = cuagent.partition(model, [x])
    ops = [op for g in groups(result) for op in g]
    assert ops.count("aten::slice.Tensor") >= 5 and "aten::tanh" in ops, result
    assert not [f for f in result["fallbacks"] if "split" in f["op"] or "chunk" in f["op"]]
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(x), model(x)):
        torch.testing.assert_close(actual, expected)
    y = torch.randn(2, 7, 9)  # other sizes the model takes: chunks of 3
    for actual, expected in zip(fast(y), model(y)):
        torch.testing.assert_close(actual, expected)
    with pytest.raises(Exception):  # unbind(0) of 3 into two names raises in the model too
        model(torch.randn(3, 7, 7))
    with pytest.raises(Exception):
        fast(torch.randn(3, 7, 7))


def test_expand_view_and_reshape_as_are_sized_ops(cuagent, tmp_path, worker):
    """expand_as, view_as and reshape_as read the other tensor for its
    sizes only: they become expand, view and reshape by its (folded) size,
    so the gate, the views and the ops around them are groups and no group
    reads the shape source; other sizes run the graph as it was."""
    model = scripted(ShapedAs())
    inputs = [torch.randn(4, 6), torch.randn(4, 1), torch.randn(2, 12)]
    result = cuagent.partition(model, inputs)
    assert result["sized_as_ops"] == 3, result
    ops = [op for g in groups(result) for op in g]
    for op in ("aten::expand", "aten::view", "aten::reshape"):
        assert op in ops, result
    assert not [f for f in result["fallbacks"] if f["op"].endswith("_as")], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)
    other = [torch.randn(3, 8), torch.randn(3, 1), torch.randn(6, 4)]
    for actual, expected in zip(fast(*other), model(*other)):
        torch.testing.assert_close(actual, expected)


def test_pixel_and_channel_shuffles_are_reshape_permute_reshape(cuagent, tmp_path, worker):
    """pixel_shuffle, pixel_unshuffle and channel_shuffle become ATen's own
    reshape, permute and reshape by size queries (Shuffles.h), which join
    the ops around them; other sizes run the graph as it was."""
    model, inputs = scripted(Shuffles()), [torch.randn(2, 8, 3, 5), torch.randn(2, 3, 4, 6)]
    result = cuagent.partition(model, inputs)
    assert result["shuffles"] == 3 and result["fallbacks"] == [], result
    chain = ["aten::reshape", "aten::permute", "aten::reshape"]
    assert groups(result) == [["aten::tanh"] + chain + ["aten::relu", "aten::mul.Scalar"],
                              ["aten::mul.Scalar"] + chain + ["aten::sigmoid", "aten::add.Scalar"],
                              ["aten::relu"] + chain + ["aten::tanh", "aten::sub.Scalar"]], result
    nodes = task_nodes(cuagent, model, inputs, tmp_path, worker)
    perms = [n["attrs"]["dims"] for n in nodes if n["op"] == "aten::permute"]
    assert perms == [[0, 1, 4, 2, 5, 3], [0, 1, 3, 5, 2, 4], [0, 2, 1, 3, 4]], perms
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)
    other = [torch.randn(1, 16, 2, 2), torch.randn(1, 2, 6, 2)]
    for actual, expected in zip(fast(*other), model(*other)):
        torch.testing.assert_close(actual, expected)


class UnshuffleRelu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.pixel_unshuffle(x, 2))


def test_a_shuffle_with_one_op_is_a_group(cuagent, tmp_path, worker):
    """The shuffle's last reshape reads its permute: a copy in stock too, so
    it counts toward the group's size (a lone relu after it is no longer
    too small), as a pad or cat does."""
    model, inputs = scripted(UnshuffleRelu()), [torch.randn(2, 3, 4, 6)]
    result = cuagent.partition(model, inputs)
    assert groups(result) == [["aten::reshape", "aten::permute", "aten::reshape",
                               "aten::relu"]], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(*inputs), model(*inputs))


def test_nearest_upsampling_joins_the_group_with_its_scales(cuagent, tmp_path, worker):
    """F.interpolate in modes nearest and nearest-exact (its scale_factors
    list, built by a loop, folds once the loop unrolls): the output sizes
    and the scales ATen's kernel multiplies by (1 / factor, or in / out)
    are recorded, and an upsampling counts as a kernel of the group (stock
    runs it as a copy)."""
    model, inputs = scripted(Upsamples()), [torch.randn(2, 3, 4, 6), torch.randn(2, 3, 8, 12)]
    result = cuagent.partition(model, inputs)
    assert result["fallbacks"] == [], result
    assert groups(result) == [
        ["aten::tanh", "aten::upsample_nearest2d.vec", "aten::relu", "aten::add.Tensor"],
        ["aten::_upsample_nearest_exact2d.vec", "aten::mul.Scalar"],
        ["aten::upsample_nearest2d.vec", "aten::sigmoid"]], result
    nodes = task_nodes(cuagent, model, inputs, tmp_path, worker)
    recorded = sorted((n["op"], n["attrs"]["sizes"], n["attrs"]["scales"]) for n in nodes
                      if "upsample" in n["op"])
    assert recorded == [("aten::_upsample_nearest_exact2d.vec", [5, 7], [4 / 5, 6 / 7]),
                        ("aten::upsample_nearest2d.vec", [6, 9], [1 / 1.5, 1 / 1.5]),
                        ("aten::upsample_nearest2d.vec", [8, 12], [0.5, 0.5])], recorded
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


def test_roll_repeat_and_tile_join_the_group(cuagent, tmp_path, worker):
    """roll (shifts recorded per dim, reduced modulo the size), repeat and
    tile are index maps: one group with the ops around them; a roll of the
    flattened tensor (no dims) stays stock."""
    model, inputs = scripted(RollRepeat()), [torch.randn(2, 5, 6), torch.randn(1, 5, 6)]
    result = cuagent.partition(model, inputs)
    ops = [op for g in groups(result) for op in g]
    for op in ("aten::roll", "aten::repeat", "aten::tile"):
        assert op in ops, result
    nodes = task_nodes(cuagent, model, inputs, tmp_path, worker)
    (roll,) = [n for n in nodes if n["op"] == "aten::roll"]
    assert roll["attrs"]["shifts"] == [0, 3, 3], roll
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(*inputs), model(*inputs))
    flat = cuagent.partition(scripted(FlatRoll()), [torch.randn(4, 5)])
    assert ("aten::roll", "UnsupportedArgument") in reasons(flat), flat


class FlatRoll(torch.nn.Module):
    def forward(self, x):
        return torch.relu(torch.roll(x, 3)) * 2


def test_bilinear_upsampling_joins_the_group(cuagent, tmp_path, worker):
    """F.interpolate in mode bilinear, with and without align_corners: the
    scale of each (1 / factor; (n - 1) / (m - 1) at the corners) and the
    flag are recorded, and the module computes what it did."""
    model, x = scripted(Bilinear()), torch.randn(2, 3, 4, 5)
    result = cuagent.partition(model, [x])
    assert result["fallbacks"] == [], result
    assert groups(result) == [
        ["aten::upsample_bilinear2d.vec", "aten::relu", "aten::mul.Scalar"],
        ["aten::sigmoid", "aten::upsample_bilinear2d.vec", "aten::add.Scalar"]], result
    nodes = task_nodes(cuagent, model, [x], tmp_path, worker)
    recorded = sorted((n["attrs"]["sizes"], n["attrs"]["scales"], n["attrs"]["align_corners"])
                      for n in nodes if "upsample" in n["op"])
    assert recorded == [([7, 9], [3 / 6, 4 / 8], True), ([8, 10], [0.5, 0.5], False)], recorded
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(x), model(x)):
        torch.testing.assert_close(actual, expected)


def test_constant_pads_join_the_group(cuagent, tmp_path, worker):
    """F.pad in mode 'constant' (a negative pad crops) is an index map with
    its fill; pairs from the last dim back are recorded per dim in order."""
    x = torch.randn(2, 3, 5)
    result = cuagent.partition(scripted(Pads()), [x])
    assert groups(result) == [["aten::pad", "aten::relu", "aten::mul.Scalar"]], result
    nodes = task_nodes(cuagent, scripted(Pads()), [x], tmp_path, worker)
    (pad,) = [n for n in nodes if n["op"] == "aten::pad"]
    assert pad["attrs"]["pad"] == [0, 0, 2, 0, 1, -1] and pad["attrs"]["value"] == 0.25, pad


class PadModes(torch.nn.Module):
    def forward(self, x):
        return (F.pad(x, [1, 2, 3, 0], mode="reflect") + F.pad(x, [0, 3, 1, 2], mode="replicate")
                + F.pad(x, [3, 0, 0, 3], mode="circular")) * 2


def test_reflect_replicate_and_circular_pads_join_the_group(cuagent, tmp_path, worker):
    """The other pad modes are index maps too (every element read from the
    input): the mode is recorded, and the module computes what it did."""
    model, x = scripted(PadModes()), torch.randn(2, 3, 4, 5)
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::pad", "aten::pad", "aten::add.Tensor", "aten::pad",
                               "aten::add.Tensor", "aten::mul.Scalar"]], result
    nodes = task_nodes(cuagent, model, [x], tmp_path, worker)
    pads = [(n["attrs"]["mode"], n["attrs"]["pad"]) for n in nodes if n["op"] == "aten::pad"]
    assert pads == [("reflect", [0, 0, 0, 0, 3, 0, 1, 2]), ("replicate", [0, 0, 0, 0, 1, 2, 0, 3]),
                    ("circular", [0, 0, 0, 0, 0, 3, 3, 0])], pads
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(x), model(x))


# ATen's CPU bilinear kernel sums weight products (w00 x00 + ...), the CUDA
# one, which the kernel follows, nests the sums: they differ by float
# rounding of values near 1, so these compare at 1e-5.
WEIGHTED_TASKS = {"layout_upsample_bilinear"}

SLIPS = planted_slips.LAYOUT_SLIPS


@pytest.mark.parametrize("slip", sorted(SLIPS))
def test_slipped_index_maps_change_the_emulated_result(slip, tmp_path):
    """The emulated comparison can fail: each slip changes its output, and
    only it (bilinear's at 1e-5, as the CPU reference sums in another order)."""
    task, output, before, after = SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after)
    close = (lambda a, e: np.allclose(a, e, rtol=1e-5, atol=1e-5)) if task in WEIGHTED_TASKS \
        else matches
    for index, (a, e) in enumerate(zip(actual, expected)):
        assert close(a, e) == (index != output), (slip, index)


def test_glu_is_two_slices_a_sigmoid_and_a_product(cuagent, tmp_path, worker):
    """glu(x, dim): the halves as slices, a * sigmoid(b), in the group of
    the ops around it; the module computes what it did."""
    model, x = scripted(Glu()), torch.randn(3, 8)
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::mul.Scalar", "aten::slice.Tensor", "aten::slice.Tensor",
                               "aten::sigmoid", "aten::mul.Tensor", "aten::tanh"]], result
    nodes = task_nodes(cuagent, model, [x], tmp_path, worker)
    assert sorted(n["attrs"]["slice"] for n in nodes if n["op"] == "aten::slice.Tensor") == \
        [[1, 0, 4, 1], [1, 4, 8, 1]]
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c2"), worker_path=worker)
    torch.testing.assert_close(fast(x), model(x))


def test_a_split_read_other_than_unpacked_stays_stock(cuagent):
    """A split list that is indexed (not unpacked) is left as it is."""
    result = cuagent.partition(scripted(SplitIndexed()), [torch.randn(2, 6)])
    assert ("aten::split.Tensor", "UnsupportedOp") in reasons(result), result


def test_selects_join_the_group_resolved(cuagent, tmp_path, worker):
    """x[:, -1] and y[1] (aten::select.int) are one-index slices with the
    dim dropped, the index resolved against the profiled size."""
    x, y = torch.randn(4, 6, 5), torch.randn(3, 4, 5)
    result = cuagent.partition(scripted(Selects()), [x, y])
    (group,) = groups(result)
    assert group.count("aten::select.int") == 2, result
    nodes = task_nodes(cuagent, scripted(Selects()), [x, y], tmp_path, worker)
    assert sorted(n["attrs"]["select"] for n in nodes if n["op"] == "aten::select.int") == \
        [[0, 1, 2, 1], [1, 5, 6, 1]]


def test_cat_of_mixed_dtypes_stays_stock(cuagent):
    """PyTorch promotes the dtypes of a cat; cuagent compiles no promotion."""
    result = cuagent.partition(scripted(MixedCat()),
                               [torch.randn(2, 3), torch.randn(2, 4).double()])
    assert ("prim::VarConcat", "UnsupportedDtype") in reasons(result), result


def test_relu_view_mean_is_one_group(cuagent, tmp_path, worker):
    """A view between a relu and a mean: ONE group, the view recorded with
    -1 inferred; flatten the same way."""
    x = torch.randn(4, 8, 3, 3)
    result = cuagent.partition(scripted(ReluViewMean()), [x])
    assert groups(result) == [["aten::relu", "aten::view", "aten::mean.dim"]], result
    nodes = task_nodes(cuagent, scripted(ReluViewMean()), [x], tmp_path, worker)
    assert [n["op"] for n in nodes] == ["aten::relu", "aten::view", "aten::mean.dim"]
    assert nodes[1]["attrs"] == {"size": [4, 72]}
    result = cuagent.partition(scripted(ReluFlattenMean()), [x])
    assert groups(result) == [["aten::relu", "aten::flatten.using_ints", "aten::mean.dim"]], \
        result


def test_view_sized_by_its_own_input(cuagent, tmp_path, worker):
    """x.view(x.size(0), -1): the size list is fixed by the view's own input
    (guarded with the group), so the view joins the group."""
    x = torch.randn(4, 8, 3, 3)
    result = cuagent.partition(scripted(ViewBySelfSize()), [x])
    assert groups(result) == [["aten::view", "aten::relu", "aten::mean.dim"]], result
    nodes = task_nodes(cuagent, scripted(ViewBySelfSize()), [x], tmp_path, worker)
    assert nodes[0] == {"op": "aten::view", "inputs": nodes[0]["inputs"],
                        "outputs": nodes[0]["outputs"], "attrs": {"size": [4, 72]}}


def test_view_of_a_computed_value_sized_by_it_is_one_group(cuagent):
    """relu(x).view(y.size(0), -1) with y the relu's result: the aten::size
    between two members folds (shape specialization), so nothing splits."""
    result = cuagent.partition(scripted(ViewOfComputedBySelfSize()), [torch.randn(4, 8, 3, 3)])
    assert groups(result) == [["aten::relu", "aten::view", "aten::mean.dim"]], result
    assert result["folded_shape_queries"] == 1, result


def test_view_sized_by_another_tensor_folds_under_the_graph_guard(cuagent):
    """A size list from another input's sizes folds too: the specialized
    graph's guard checks every tensor input's sizes."""
    result = cuagent.partition(scripted(ViewBySizeOfOther()),
                               [torch.randn(4, 6), torch.randn(4, 2)])
    assert "aten::view" in [op for g in groups(result) for op in g], result
    assert not result["fallbacks"], result


def test_softmax_over_a_transpose_is_one_group(cuagent, tmp_path, worker):
    x = torch.randn(2, 5, 7)
    result = cuagent.partition(scripted(SoftmaxTranspose()), [x])
    assert groups(result) == [["aten::sigmoid", "aten::transpose.int", "aten::softmax.int"]], \
        result
    nodes = task_nodes(cuagent, scripted(SoftmaxTranspose()), [x], tmp_path, worker)
    assert nodes[1]["attrs"] == {"perm": [0, 2, 1]}


def test_outputs_through_views(cuagent, tmp_path, worker):
    """Views of an intermediate are group outputs, written in their layout."""
    x = torch.randn(3, 4, 5)
    result = cuagent.partition(scripted(ViewOutputs()), [x])
    assert groups(result) == [["aten::relu", "aten::mul.Scalar", "aten::tanh",
                               "aten::flatten.using_ints", "aten::unsqueeze"]], result
    nodes = {n["op"]: n["attrs"] for n in
             task_nodes(cuagent, scripted(ViewOutputs()), [x], tmp_path, worker)}
    assert nodes["aten::flatten.using_ints"] == {"shape": [3, 20]}
    assert nodes["aten::unsqueeze"] == {"shape": [1, 3, 4, 5]}


def test_layout_ops_alone_make_no_group(cuagent):
    """A view of a group input that leaves the group is an alias (stock),
    and layout ops do not count toward the minimum group size."""
    result = cuagent.partition(scripted(LoneView()), [torch.randn(3, 4)])
    # relu(x).sum() is a group of its own (a full reduction); tanh and its view are not.
    assert groups(result) == [["aten::relu", "aten::sum"]], result
    assert ("aten::view", "UnsupportedArgument") in reasons(result) or \
        ("aten::view", "GroupTooSmall") in reasons(result), result
    only = cuagent.partition(scripted(OnlyViews()), [torch.randn(3)])
    assert groups(only) == [], only


def test_strided_group_output_stays_stock(cuagent):
    """A transpose of an intermediate that leaves the group would be a
    strided output: it stays stock, the rest is one group."""
    result = cuagent.partition(scripted(TransposeOut()), [torch.randn(3, 4)])
    assert groups(result) == [["aten::sigmoid", "aten::relu"]], result
    assert ("aten::transpose.int", "NonContiguous") in reasons(result), result


def test_dropout_in_eval_is_an_identity(cuagent):
    """Freezing in eval mode usually removes dropout; either way the relu
    and the tanh around it are one group."""
    result = cuagent.partition(scripted(Dropout()), [torch.randn(3, 4)])
    assert [[op for op in g if op != "aten::dropout"] for g in groups(result)] == \
        [["aten::relu", "aten::tanh"]], result


def test_dropout_in_training_stays_stock(cuagent):
    result = cuagent.partition(torch.jit.script(TrainingDropout()), [torch.randn(3, 4)])
    assert ("aten::dropout", "UnsupportedArgument") in reasons(result), result
    detail = [f["detail"] for f in result["fallbacks"] if f["op"] == "aten::dropout"]
    assert "train=True" in detail[0]


def test_traced_view_is_captured(cuagent):
    x = torch.randn(4, 8, 3, 3)
    traced = torch.jit.freeze(torch.jit.trace(ViewBySelfSize().eval(), x))
    ops = [op for g in groups(cuagent.partition(traced, [x])) for op in g]
    assert "aten::view" in ops and "aten::relu" in ops and "aten::mean.dim" in ops, ops


#===------------------------------------------------------------------------===#
# Compiling and emulating the emitted kernels
#===------------------------------------------------------------------------===#

@pytest.mark.parametrize("name", make_task.LAYOUT_TASKS)
def test_every_layout_candidate_compiles_in_one_kernel(name, tmp_path):
    """Every builtin candidate compiles with NVRTC, and no layout op became
    a kernel of its own: each task is one kernel."""
    entry, _ = compile_task(tmp_path, name)
    report = json.loads((entry / "report.json").read_text())
    assert len(report["candidates"]) >= 2
    for candidate in report["candidates"]:
        assert candidate["compiled"], (candidate["id"], candidate["reason"])
    source = (entry / "kernels.cu").read_text()
    assert "// kernel 0" in source and "// kernel 1" not in source, source


def test_planted_layout_kernels_compile(tmp_path):
    for task in sorted(planted_layout.PLANTED):
        compile_planted(tmp_path / task, task, planted_layout.candidates_json(task),
                        planted_layout.PLANTED[task])


@pytest.mark.parametrize("slip", sorted(planted_slips.SLIPS))
def test_slip_candidates_compile(slip, tmp_path):
    """Each slip of the GPU test (test_slips_gpu.py), and its control, is a
    candidate the file policy takes: the plan passes the format check and
    both sources compile with NVRTC."""
    task = make_task.write_task(planted_slips.SLIPS[slip][0], str(tmp_path / "emit-task"), "cpu")
    source, plan = planted_slips.emitted(real_worker(), task, tmp_path,
                                         planted_slips.vector_of(slip), planted_slips.warp_of(slip))
    compile_planted(tmp_path, planted_slips.SLIPS[slip][0],
                    planted_slips.candidates_json(source, plan, slip), ["correct", slip])


# The elementwise layout tasks (the others are row kernels, with shuffles).
ELEMENTWISE_TASKS = ["layout_permute_expand_flatten", "layout_slices", "layout_slice_planted",
                     "layout_transpose_planted", "layout_expand_planted", "layout_cats",
                     "layout_cat_planted", "cat_of_computed", "layout_slices_two_dims",
                     "layout_stack", "layout_flip", "layout_flip_planted",
                     "layout_cat_of_relus", "layout_select", "layout_pad",
                     "layout_pixel_shuffle", "layout_channel_shuffle", "layout_pad_modes",
                     "layout_upsample", "layout_roll_repeat", "layout_upsample_bilinear",
                     "layout_shuffle_of_computed", "layout_permute_vector"]


@pytest.mark.parametrize("name", ELEMENTWISE_TASKS)
def test_layout_kernels_emulated_on_cpu_match_torch(name, tmp_path):
    """The emitted kernel (scalar and 16-byte vector candidates), emulated
    on the CPU, gives PyTorch's result: permuted and expanded loads, the
    output written through a flatten."""
    actual, expected = emulate_task(tmp_path, name)
    for vector, outputs in actual.items():
        assert len(outputs) == len(expected)
        for a, e in zip(outputs, expected):
            if name in WEIGHTED_TASKS:
                assert np.allclose(a, e, rtol=1e-5, atol=1e-5), (vector, name)
            else:
                assert matches(a, e), (vector, name)


@pytest.mark.parametrize("task_name", sorted(planted_layout.PLANTED))
def test_planted_faults_change_the_emulated_result(task_name, tmp_path):
    """On the CPU emulation the controls match PyTorch and every planted
    fault does not: on the GPU each can only be rejected for its fault."""
    task_dir = Path(make_task.write_task(task_name, str(tmp_path / "task"), "cpu", sets=1)).parent
    inputs, (expected,) = references(task_dir)
    for name, (source, _) in sorted(planted_layout.PLANTED[task_name].items()):
        work = tmp_path / name
        work.mkdir()
        (actual,) = emulate(work, "\n// kernel\n" + source, planted_layout.plan(task_name),
                            inputs)
        assert matches(actual, expected) == (name == "correct"), name


class SubPixel(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(8, 32, 3, padding=1)

    def forward(self, x):
        return torch.tanh(F.pixel_shuffle(torch.relu(self.conv(x)), 2))


def test_shuffle_of_a_conv_epilogue_is_one_kernel_after_the_conv(cuagent, tmp_path, worker):
    """conv -> relu -> pixel_shuffle -> tanh: cuagent-sink-layout-ops moves
    the shuffle's index maps below relu (decision 95), so the conv is one
    kernel and relu, the shuffle and tanh one more (before: three, the
    permute of relu's result starting its own); the module computes what it
    did."""
    model = scripted(SubPixel().eval())
    x = torch.randn(2, 8, 16, 16)
    fast = cuagent.optimize(model, [x], patch_all=True, cache_dir=str(tmp_path / "c"),
                            worker_path=worker)
    kernels = next(Path(tmp_path / "c").rglob("kernels.mlir")).read_text()
    assert "cuagent.kernel = 1" in kernels and "cuagent.kernel = 2" not in kernels, kernels
    torch.testing.assert_close(fast(x), model(x))


class UpsampleAlsoReturned(torch.nn.Module):
    def forward(self, x):
        up = F.interpolate(torch.tanh(x), scale_factor=2.0, mode="bilinear", align_corners=False)
        return up, torch.relu(up) * 2


def test_escaping_upsample_is_a_new_buffer_not_an_alias(cuagent, tmp_path, worker):
    """An upsampling (like a pad or cat) writes a new buffer: when its
    result also leaves the group nothing aliases, so it stays in."""
    model, x = scripted(UpsampleAlsoReturned()), torch.randn(2, 3, 4, 5)
    result = cuagent.partition(model, [x])
    assert result["fallbacks"] == [], result
    assert groups(result) == [["aten::tanh", "aten::upsample_bilinear2d.vec", "aten::relu",
                               "aten::mul.Scalar"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(x), model(x)):
        torch.testing.assert_close(actual, expected)


@pytest.mark.parametrize("slip", ["permuted-vector-at-the-unpermuted-offset",
                                  "permuted-window-row-at-the-unpermuted-offset"])
def test_a_permuted_vector_read_unpermuted_changes_the_emulated_result(slip, tmp_path):
    """A load read through a permute that keeps its innermost dim (sdpa's
    output) is read as one vector per chunk at its permuted offset: the
    exact emulations above check it; reading the chunk where an unpermuted
    input would have it changes the output (planted on the GPU too, with
    the row template's twin)."""
    task, _, before, after = planted_slips.VECTOR_SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after,
                                    vector=planted_slips.VECTOR_WIDTH)
    assert not matches(actual[0], expected[0])
