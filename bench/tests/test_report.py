

def test_family_of_names_the_first_matching_family():
    from bench.report import family_of
    assert family_of("syn000089_sdpa_sigmoid_rms_norm") == "attention"
    assert family_of("syn000023_softmax_conv1d_group_norm") == "convolution"
    assert family_of("syn000069_qk_scores_qk_scores_group_norm") == "gemm"
    assert family_of("syn000291_group_norm_avg_pool1d") == "norm"
    assert family_of("syn000010_tanh_clamp") == "elementwise/other"


def _report(tmp_path, name, timings):
    """A results.json as write_report makes it, one row per (problem, cuagent ms)."""
    import json
    from bench.report import problem_row, suite_summary
    rows = [problem_row({"problem": p, "status": "ok", "variants": {
        "eager": {"status": "ok", "correct": True, "time_ms": {"median": 1.0}},
        "cuagent": {"status": "ok", "correct": True, "time_ms": {"median": ms}}}})
        for p, ms in timings]
    f = tmp_path / name
    f.write_text(json.dumps({"summary": suite_summary(rows, ["eager", "cuagent"]), "problems": rows}))
    return f


def test_merge_recomputes_the_aggregates_over_the_union_and_names_its_sources(tmp_path):
    from bench.report import merge_reports
    a = _report(tmp_path, "shard0.json", [("p1", 0.5), ("p2", 0.25)])
    b = _report(tmp_path, "shard1.json", [("p2", 1.0), ("p3", 0.125)])
    doc = merge_reports(tmp_path / "out", [a, b])
    rows = {r["problem"]: r for r in doc["problems"]}
    # p2 is in both: the last report named wins.
    assert sorted(rows) == ["p1", "p2", "p3"]
    assert rows["p2"]["source"] == "shard1.json"
    assert rows["p2"]["variants"]["cuagent"]["time_ms"] == 1.0
    # geomean of 2, 1, 8
    assert abs(doc["summary"]["variants"]["cuagent"]["geomean_vs_eager_all"] - 16 ** (1 / 3)) < 1e-9
    assert doc["summary"]["sources"] == [{"source": "shard0.json", "rows": 2, "kept": 1},
                                         {"source": "shard1.json", "rows": 2, "kept": 2}]
    text = (tmp_path / "out" / "report.md").read_text()
    assert "Merged from 2 reports" in text and "`shard0.json`: 2 problems, 1 kept" in text


def test_merge_keeps_a_finished_row_over_a_later_interrupted_one(tmp_path):
    import json
    from bench.report import merge_reports
    a = _report(tmp_path, "full.json", [("p1", 0.5), ("p2", 0.25)])
    b = _report(tmp_path, "cut.json", [("p2", 1.0), ("p3", 0.125)])
    doc = json.loads(b.read_text())
    for r in doc["problems"]:
        r["complete"] = False  # the deadline cut both of this run's problems
    b.write_text(json.dumps(doc))
    rows = {r["problem"]: r for r in merge_reports(tmp_path / "out", [a, b])["problems"]}
    assert rows["p2"]["source"] == "full.json" and rows["p2"]["variants"]["cuagent"]["time_ms"] == 0.25
    # p3 has no finished row anywhere: kept, and counted as incomplete.
    assert rows["p3"]["source"] == "cut.json" and rows["p3"]["complete"] is False


def test_merge_refuses_a_file_that_is_not_a_report(tmp_path):
    from bench.report import main
    bad = tmp_path / "problems.json"
    bad.write_text('{"problem": "p1"}')
    assert main([str(tmp_path / "out"), "--merge", str(bad)]) == 2
    assert not (tmp_path / "out").exists()


def test_merge_list_names_the_reports_in_order_relative_to_itself(tmp_path):
    from bench.report import main, read_merge_list
    a = _report(tmp_path, "shard0.json", [("p1", 0.5), ("p2", 0.25)])
    b = _report(tmp_path, "shard1.json", [("p2", 1.0)])
    listing = tmp_path / "stitch.list"
    listing.write_text("# oldest first\nshard0.json\n\n%s  # absolute\n" % b)
    assert read_merge_list(listing) == [str(a), str(b)]
    assert main([str(tmp_path / "out"), "--merge-list", str(listing)]) == 0
    text = (tmp_path / "out" / "report.md").read_text()
    assert "`shard1.json`: 1 problems, 1 kept" in text  # p2 from the later report
    # Missing, empty or naming a missing report: one error line, exit 2.
    (tmp_path / "empty.list").write_text("# nothing\n")
    (tmp_path / "gone.list").write_text("nowhere.json\n")
    for bad in ("missing.list", "empty.list", "gone.list"):
        assert main([str(tmp_path / "out2"), "--merge-list", str(tmp_path / bad)]) == 2


def test_committed_stitch_lists_name_committed_reports():
    from pathlib import Path

    from bench.report import read_merge_list
    results = Path(__file__).resolve().parents[2] / "docs" / "results"
    for listing in sorted(results.glob("stitched-*.list")):
        files = read_merge_list(listing)
        assert files and all(Path(f).is_file() for f in files), listing
