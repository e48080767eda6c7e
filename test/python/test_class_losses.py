"""int64 class targets (issue 10, item 5): cross_entropy and nll_loss are
captured with their Long target as an i64 group input, whose task records
the range its reference values are drawn from (the class count and the
ignore_index); what cuagent does not compile stays stock with its reason;
the emitted pick (take_along) matches PyTorch in CPU emulation, and a
planted slip of it does not."""
import json
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from emulation import emulate_slip, emulate_task, matches
from models import scripted

import planted_slips  # noqa: E402  (test/gpu, on the path through emulation)


class ClassLosses(torch.nn.Module):
    def forward(self, x, t, seg, m):
        return (F.cross_entropy(x * 2.0, t),
                F.nll_loss(torch.log_softmax(x, 1), t, reduction="sum"),
                F.cross_entropy(seg, m, ignore_index=255, reduction="none") + 1.0)


class UnsupportedClassLosses(torch.nn.Module):
    def forward(self, x, t, p):
        return (F.cross_entropy(x, t, label_smoothing=0.1) * 2.0,
                F.cross_entropy(x, p) * 3.0)


def _inputs():
    t = torch.randint(0, 10, (16,))
    t[3] = -100
    m = torch.randint(0, 5, (2, 6, 7))
    m[0, 1, 2] = 255
    return [torch.randn(16, 10), t, torch.randn(2, 5, 6, 7), m]


def test_class_losses_are_grouped_with_their_targets(cuagent):
    result = cuagent.partition(scripted(ClassLosses()), _inputs())
    ops = [op for g in result["groups"] for op in g["ops"]]
    for op in ("aten::cross_entropy_loss", "aten::nll_loss_nd", "aten::log_softmax"):
        assert any(o.startswith(op) for o in ops), (op, result)
    assert not result["fallbacks"], result["fallbacks"]


def test_targets_are_i64_inputs_with_their_range(cuagent, tmp_path, worker):
    """Each target is an i64 input whose range is [0, classes) of its
    logits' class dim plus the op's ignore_index; the module computes what
    it did."""
    model, inputs = scripted(ClassLosses()), _inputs()
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"), min_group_size=1)
    ranges = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        ranges += [(i["dtype"], i["shape"], i["range"]) for i in task["graph"]["inputs"]
                   if "range" in i]
    assert ("i64", [16], {"low": 0, "high": 10, "also": -100}) in ranges, ranges
    assert ("i64", [2, 6, 7], {"low": 0, "high": 5, "also": 255}) in ranges, ranges
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


def test_unsupported_class_losses_stay_stock_with_their_reason(cuagent):
    x, t = torch.randn(8, 6), torch.randint(0, 6, (8,))
    p = torch.softmax(torch.randn(8, 6), 1)
    result = cuagent.partition(scripted(UnsupportedClassLosses()), [x, t, p])
    reasons = {(f["op"], f["reason"], f["detail"]) for f in result["fallbacks"]}
    assert ("aten::cross_entropy_loss", "UnsupportedArgument",
            "cross_entropy with label smoothing") in reasons, reasons
    assert any(op == "aten::cross_entropy_loss" and reason == "UnsupportedDtype" and
               "class probabilities are not" in detail for op, reason, detail in reasons), reasons


def test_picks_emulate_exactly(tmp_path):
    """make_task's class_targets_nll (classes in dim 1 of [N, C, H, W] and
    of [N, C], ignore_index -100 and -1 drawn among the targets) at both
    vector widths: PyTorch's nll_loss exactly."""
    actual, expected = emulate_task(tmp_path, "class_targets_nll")
    assert (expected[0] == 0).any() and (expected[1] == 0).any(), "ignored targets were drawn"
    for vector, outputs in actual.items():
        for a, e in zip(outputs, expected):
            assert np.array_equal(a, e), vector


@pytest.mark.parametrize("slip", sorted(planted_slips.INDEX_SLIPS))
def test_slipped_picks_change_the_emulated_result(slip, tmp_path):
    """Each pick slip (planted on the GPU by test_slips_gpu.py) changes its
    output, and only it."""
    task, output, before, after = planted_slips.INDEX_SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after)
    for index, (a, e) in enumerate(zip(actual, expected)):
        assert matches(a, e) == (index != output), (slip, index)


class WeightedBce(torch.nn.Module):
    def forward(self, p, y, w):
        return (F.binary_cross_entropy(p, y, reduction="none") * w).mean()


def test_bce_inputs_are_drawn_as_probabilities(cuagent, tmp_path, worker):
    """binary_cross_entropy's probabilities and targets, when they are group
    inputs, are drawn in [0, 1] (stock rejects other values, on the GPU
    with a device assert); the weight keeps bell-shaped values."""
    inputs = [torch.rand(8, 16), torch.rand(8, 16), torch.randn(8, 16)]
    model = scripted(WeightedBce())
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    assert "stock subgraph failed" not in (report.get("reason") or ""), report
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    ranges = [i.get("range") for i in task["graph"]["inputs"]]
    assert ranges == [{"low": 0, "high": 1}, {"low": 0, "high": 1}, None], ranges
    torch.testing.assert_close(fast(*inputs), model(*inputs))


class TokenEmbedding(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.tokens = torch.nn.Embedding(100, 32)
        self.norm = torch.nn.LayerNorm(32)

    def forward(self, ids, positions):
        return self.norm(self.tokens(ids) + positions)


def test_embedding_joins_the_group_with_its_token_ids(cuagent, tmp_path, worker):
    """nn.Embedding's frozen table is a parameter and the token ids an i64
    input drawn in [0, rows); the lookup joins the positions' add and the
    layer norm; the module computes what it did."""
    ids, positions = torch.randint(0, 100, (2, 16)), torch.randn(16, 32)
    model = scripted(TokenEmbedding())
    result = cuagent.partition(model, [ids, positions])
    assert [["aten::embedding", "aten::add.Tensor", "aten::layer_norm"]] == \
        [g["ops"] for g in result["groups"]], result
    fast = cuagent.optimize(model, [ids, positions], cache_dir=str(tmp_path / "c"),
                            worker_path=worker, task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    inputs = {i["dtype"]: i for i in task["graph"]["inputs"]}
    assert inputs["i64"]["range"] == {"low": 0, "high": 100}, inputs
    torch.testing.assert_close(fast(ids, positions), model(ids, positions))


@pytest.mark.parametrize("slip", ["gather-vector-elementwise-drops-the-column",
                                  "broadcast-vector-wrong-period", "chunk-scalar-next-run"])
def test_a_vector_read_at_the_wrong_place_changes_the_emulated_result(slip, tmp_path):
    """The elementwise template's vector gather, trailing-broadcast load and
    once-a-chunk scalar (decision 124) are what the exact emulations at
    width 4 check: reading each chunk at its table row's first columns, the
    positions at the wrong period, or the next run's scalar (all planted on
    the GPU too) changes the output."""
    task, _, before, after = planted_slips.VECTOR_SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after,
                                    vector=planted_slips.VECTOR_WIDTH)
    assert not matches(actual[0], expected[0])


def test_embedding_emulates_exactly(tmp_path):
    actual, expected = emulate_task(tmp_path, "embedding_positions")
    for vector, outputs in actual.items():
        assert np.array_equal(outputs[0], expected[0]), vector
