import math

import pytest
import torch

from bench.judge import aggregate, geomean, judge, judge_sets, speedup


def test_equal_tensor_ok():
    x = torch.randn(4, 5)
    assert judge(x, x.clone()) == (True, "")


def test_planted_wrong_value():
    x = torch.randn(4, 5)
    y = x.clone()
    y[1, 2] += 0.5
    ok, why = judge(x, y, 1e-4, 1e-4)
    assert not ok and "values differ" in why


def test_within_tolerance_tf32_but_not_fp32():
    x = torch.ones(10)
    y = x + 5e-3
    assert judge(x, y, 1e-2, 1e-2)[0]
    assert not judge(x, y, 1e-4, 1e-4)[0]


def test_nan_is_failure_even_if_reference_nan():
    x = torch.randn(3)
    y = x.clone()
    y[0] = float("nan")
    ok, why = judge(x, y)
    assert not ok and "non-finite" in why
    ok, _ = judge(y, y.clone())
    assert not ok


def test_shape_and_dtype_mismatch():
    assert "shape" in judge(torch.zeros(2, 3), torch.zeros(3, 2))[1]
    assert "dtype" in judge(torch.zeros(2), torch.zeros(2, dtype=torch.float64))[1]


def test_tuple_outputs():
    a, b = torch.randn(2), torch.randn(3)
    assert judge((a, b), (a.clone(), b.clone()))[0]
    assert not judge((a, b), (a.clone(), b + 1))[0]
    assert "structure" in judge((a, b), (a,))[1]
    assert judge([a, (b, 3)], [a, (b, 3)])[0]


def test_scalars_and_ints():
    assert judge(1.0, 1.0 + 1e-7)[0]
    assert not judge(2, 3)[0]
    assert not judge(torch.tensor([1, 2]), torch.tensor([1, 3]))[0]
    assert not judge(torch.tensor(1.0), 1.0)[0]  # tensor vs python scalar is a type mismatch


def test_judge_sets_reports_set():
    r = [torch.ones(2)] * 3
    o = [torch.ones(2), torch.ones(2), torch.zeros(2)]
    ok, why = judge_sets(r, o, 1e-4, 1e-4)
    assert not ok and why.startswith("input set 2")


def test_aggregation_hand_computed():
    # 4 problems: 2x faster, 0.5x (correct but slower), failure, 4x faster
    s = [speedup(2.0, 1.0, True), speedup(1.0, 2.0, True), speedup(1.0, 0.1, False), speedup(4.0, 1.0, True)]
    assert s == [2.0, 0.5, None, 4.0]
    a = aggregate(s)
    assert a["pass_rate"] == pytest.approx(0.75)
    assert a["fast_1"] == pytest.approx(0.5)
    # failures counted as 1.0: (2 * 0.5 * 1 * 4) ** (1/4) = 4 ** 0.25
    assert a["geomean_all"] == pytest.approx(4 ** 0.25)
    # correct only: (2 * 0.5 * 4) ** (1/3)
    assert a["geomean_correct"] == pytest.approx(4 ** (1 / 3))
    assert geomean([]) is None
    assert aggregate([None, None])["geomean_all"] == pytest.approx(1.0)
    assert math.isclose(geomean([1, 100]), 10.0)


def test_report_counts_cuagent_groups():
    from bench.report import problem_row, render_markdown, suite_summary

    def result(name, groups):
        t = {"median": 1.0}
        return {"problem": name, "status": "ok", "variants": {
            "eager": {"status": "ok", "correct": True, "time_ms": t},
            "cuagent": {"status": "ok", "correct": True, "time_ms": {"median": 0.5}, "groups": groups}}}

    rows = [problem_row(result("a", [{"status": "verified", "patched": True},
                                     {"status": "rejected", "patched": False},
                                     {"status": "verified", "patched": True,
                                      "candidate": "builtin/b256-v4-warp-c32-a1-bt8"}])),
            problem_row(result("b", []))]
    sdpa = {"op": "aten::scaled_dot_product_attention", "reason": "NonContiguous", "count": 2}
    relu = {"op": "aten::relu", "reason": "GroupTooSmall", "count": 1}
    rows[0]["variants"]["cuagent"]["stock_ops"] = [sdpa, relu, dict(sdpa)]
    rows[1]["variants"]["cuagent"]["stock_ops"] = [sdpa]
    s = suite_summary(rows, ["eager", "cuagent"])
    g = s["cuagent_groups"]
    # Counted once per problem, most frequent first.
    assert g == {"problems_with_groups": 1, "problems_reporting": 2, "groups": 3, "patched": 2,
                 "tiled": 1, "statuses": {"rejected": 1, "verified": 2},
                 "stock_ops": {"aten::scaled_dot_product_attention (NonContiguous)": 2,
                               "aten::relu (GroupTooSmall)": 1}}
    text = render_markdown(s, rows, ["eager", "cuagent"])
    assert "3 groups, 2 patched with verified kernels (1 of them a batch chunk at a time)" in text
    assert "`aten::scaled_dot_product_attention (NonContiguous)` 2, `aten::relu (GroupTooSmall)` 1" in text


def test_stock_ops_come_from_the_reports_op_fallbacks():
    from bench.run_one import _stock_ops

    report = {"fallbacks": [
        {"op": "aten::scaled_dot_product_attention", "reason": "NonContiguous", "count": 1,
         "detail": "%x0.1 is not contiguous"},
        {"op": "group0", "reason": "NoGpu", "count": 1, "detail": "not verified"}]}
    assert _stock_ops(report) == [{"op": "aten::scaled_dot_product_attention",
                                   "reason": "NonContiguous", "count": 1,
                                   "detail": "%x0.1 is not contiguous"}]
    assert _stock_ops(None) == []


def test_report_leaves_interrupted_problems_out():
    from bench.report import problem_row, render_markdown, suite_summary

    ok = {"problem": "a", "status": "ok", "complete": True, "variants": {
        "eager": {"status": "ok", "correct": True, "time_ms": {"median": 1.0}},
        "cuagent": {"status": "ok", "correct": True, "time_ms": {"median": 0.5}}}}
    cut = {"problem": "b", "status": "running", "complete": False, "variants": {
        "eager": {"status": "ok", "correct": True, "time_ms": {"median": 1.0}},
        "cuagent": {"status": "running"}}}
    rows = [problem_row(ok), problem_row(cut)]
    s = suite_summary(rows, ["eager", "cuagent"])
    assert (s["valid"], s["invalid"], s["incomplete"]) == (1, 0, 1)
    assert s["variants"]["cuagent"]["pass_rate"] == 1.0
    assert s["variants"]["cuagent"]["geomean_vs_eager_all"] == 2.0
    assert "incomplete 1" in render_markdown(s, rows, ["eager", "cuagent"])


def test_tf32_protocols_set_stock_and_cuagent_precision():
    """fp32: TF32 off everywhere; tf32 (matched): on everywhere; tf32-cudaagent: PyTorch's
    defaults for stock (cuDNN only) while cuagent is allowed TF32 in both TF32 protocols."""
    import torch
    from bench.run_one import cuagent_precision, set_precision

    saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32,
             torch.get_float32_matmul_precision())
    try:
        expected = {"fp32": (False, False, "fp32"), "tf32": (True, True, "tf32"),
                    "tf32-cudaagent": (False, True, "tf32")}
        for protocol, (matmul, cudnn, own) in expected.items():
            set_precision(protocol)
            assert torch.backends.cuda.matmul.allow_tf32 is matmul, protocol
            assert torch.backends.cudnn.allow_tf32 is cudnn, protocol
            assert cuagent_precision(protocol) == own
            from bench.judge import tolerances
            assert tolerances(protocol) == ((1e-4, 1e-4) if protocol == "fp32" else (1e-2, 1e-2))
    finally:
        torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved[:2]
        torch.set_float32_matmul_precision(saved[2])
