"""bench.capture: the capture figures from per-task partition rows."""
from bench.capture import summarize


def test_summarize_counts_groups_ops_and_reasons():
    rows = [
        {"name": "a", "groups": [["aten::relu", "aten::add.Tensor"], ["aten::softmax.int"]],
         "fallbacks": [{"op": "aten::atan2", "reason": "UnsupportedOp", "count": 2}],
         "folded_shape_queries": 3, "widened_bool_masks": 1},
        {"name": "b", "groups": [], "fallbacks": [
            {"op": "aten::atan2", "reason": "UnsupportedOp", "count": 1}],
         "folded_shape_queries": 0, "widened_bool_masks": 0},
        {"name": "c", "error": "boom"},
    ]
    s = summarize(rows)
    assert (s["tasks"], s["errors"], s["captured"]) == (3, 1, 1)
    assert (s["groups"], s["grouped_ops"]) == (2, 3)
    assert (s["folded_shape_queries"], s["widened_bool_masks"]) == (3, 1)
    assert s["top_fallbacks"] == [("aten::atan2 UnsupportedOp", 3)]


def test_explain_problem_parses_its_arguments(capsys):
    """tools/bench/explain_problem.py needs a GPU to run; on CPU its command line
    and imports (bench.run_one's precision flags, cuagent) must still hold."""
    import pytest as _pytest

    from tools.bench import explain_problem

    with _pytest.raises(SystemExit) as exit_info:
        explain_problem.main(["--help"])
    assert exit_info.value.code == 0
    assert "--precision" in capsys.readouterr().out
