"""The dataset job of the trained policy (tools/policy/collect_dataset.py), with the
problem capture and the worker injected: one v2 line per group (raw summary, every
candidate parsed, unknown id forms kept and counted), resumable, sharded and
interleaved by family, the test split refused unless measured as eval lines, the
profiling budget and k=1/k=8 cold runs passed to the worker, scaled and perturbed
variants, a failing problem recorded without ending the job."""
import json
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools" / "policy"))
import collect_dataset as cd  # noqa: E402

TASK = REPO / "test" / "Import" / "Inputs" / "gemm.task.json"

FAKE_WORKER = r'''#!/usr/bin/env python3
import json, os, sys
args = dict(zip(sys.argv[1::2], sys.argv[2::2]))
with open(os.environ["FAKE_WORKER_LOG"], "a") as log:
    log.write(json.dumps(sys.argv[1:]) + "\n")
assert args["--profile-budget-ms"] == os.environ.get("EXPECT_BUDGET", "75.0")
assert args.get("--max-candidates") == "1000" or args["--policy"] in ("builtin:k=1", "builtin:k=8")
key = "ab" + "0" * 62
entry = os.path.join(args["--cache"], "v1", key[:2], key)
os.makedirs(entry, exist_ok=True)
cands = [{"id": "builtin/b256-v4-block-c32-a%d" % a, "compiled": True, "verified": a != 3,
          "median_ms": 0.1 * (a + 1), "reason": "" if a != 3 else "wrong result"}
         for a in range(4)] + [{"id": "builtin/split-row-x9", "compiled": True,
                                "verified": True, "median_ms": 0.5}]
json.dump({"candidates": cands, "policy": "builtin-v1", "nvrtc": "13.0"},
          open(os.path.join(entry, "report.json"), "w"))
print(json.dumps({"key": key, "status": "verified", "best": {"median_ms": 0.1}}))
'''


@pytest.fixture(autouse=True)
def worker_log(tmp_path, monkeypatch):
    log = tmp_path / "worker.log"
    monkeypatch.setenv("FAKE_WORKER_LOG", str(log))
    return log


@pytest.fixture
def suite(tmp_path):
    directory = tmp_path / "dev"
    directory.mkdir()
    for name in ("p0", "p1", "p2", "broken"):
        (directory / f"{name}.py").write_text("# problem\n")
    worker = tmp_path / "worker.py"
    worker.write_text(FAKE_WORKER)
    worker.chmod(0o755)
    return directory, worker


def fake_groups(path, task_root, cache, device, kwargs, variant="orig", max_input_bytes=0):
    if Path(path).stem == "broken":
        raise RuntimeError("the model raised")
    return [TASK], [[4, 32, 128]], variant


def read(out):
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_one_line_per_group_with_the_raw_summary_and_every_candidate(suite, tmp_path):
    directory, worker = suite
    out = tmp_path / "data.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu"], groups_of=fake_groups)
    lines = read(out)
    good = [line for line in lines if line["group"] is not None]
    assert sorted(line["problem"] for line in good) == ["p0", "p1", "p2"]
    first = good[0]
    assert first["format"] == "cuagent.policy-dataset" and first["version"] == 2
    assert first["role"] == "dev" and first["variant"]["name"] == "orig"
    assert first["profile_budget_ms"] == 75.0 and first["toolchain"] == {"nvrtc": "13.0"}
    assert first["wall_s"]["space"] >= 0 and "k1" not in first["wall_s"]  # dev: no k runs
    cands = first["candidates"]
    assert len(cands) == 5
    assert cands[0]["params"] == {"block": 256, "vector": 4, "warp_per_row": False,
                                  "max_cached": 32, "gemm_algo": 0}
    assert [c["verified"] for c in cands[:4]] == [True, True, True, False]
    # An id form features.py does not know is kept raw and counted, never dropped.
    assert cands[4]["id"] == "builtin/split-row-x9" and cands[4]["params"] is None
    assert first["unknown_ids"] == 1
    # The raw summary: ops with shapes (intermediates inferred) and attrs.
    nodes = first["summary"]["nodes"]
    assert [n["op"] for n in nodes] == ["aten::linear", "aten::relu", "aten::matmul",
                                        "aten::add.Tensor"]
    assert nodes[0]["out"] == [[4, 32, 64]] and nodes[2]["in"] == [[4, 32, 64], [64, 16]]
    agg = cd.F.aggregates(first["summary"])
    assert agg["gemm_flops"] == 2 * 128 * 64 * 128 + 2 * 128 * 16 * 64
    (broken,) = [line for line in lines if line["problem"] == "broken"]
    assert broken["group"] is None and "the model raised" in broken["error"]
    summary = json.loads(Path(f"{out}.summary.json").read_text())
    assert summary["groups"] == 3 and summary["unknown_ids"] == 3 and summary["errors"] == 1


def test_eval_role_runs_the_test_split_with_cold_k_runs(suite, tmp_path, worker_log):
    directory, worker = suite
    test_split = directory.parent / "test"
    directory.rename(test_split)
    out = tmp_path / "eval.jsonl"
    cd.main(["--suite", str(test_split), "--out", str(out), "--worker", str(worker),
             "--device", "cpu", "--split-role", "eval", "--limit", "2"], groups_of=fake_groups)
    (line,) = [x for x in read(out) if x["group"] is not None]  # broken, p0
    assert line["role"] == "eval"
    assert set(line["k_runs"]) == {"k1", "k8"} and line["wall_s"]["k1"] >= 0
    calls = [json.loads(c) for c in worker_log.read_text().splitlines()]
    policies = [c[c.index("--policy") + 1] for c in calls if "--policy" in c]
    assert policies == ["builtin:k=1", "builtin:k=8"]
    caches = [c[c.index("--cache") + 1] for c in calls]
    assert len(set(caches)) == 3  # each k run is cold


def test_profile_budget_is_passed_to_the_worker(suite, tmp_path, monkeypatch):
    directory, worker = suite
    monkeypatch.setenv("EXPECT_BUDGET", "50.0")
    out = tmp_path / "d.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu", "--profile-budget-ms", "50", "--limit", "2"],
            groups_of=fake_groups)
    assert all(x["profile_budget_ms"] == 50.0 for x in read(out) if x["group"] is not None)


def test_interleaved_by_family_and_perturbed_variants_after_every_orig(suite, tmp_path):
    names = ["net000_gru", "net001_gru", "net002_gru", "syn000_lstm", "syn001_conv",
             "syn002_bmm_relu", "syn003_bmm_relu", "syn004_conv2d", "syn005_bmm_tanh"]
    order = [p.stem for p in cd.interleaved(Path(f"{n}.py") for n in names)]
    # Op families first (convolution, elementwise/other, gemm), then within
    # one, compositions in turn: the second bmm_relu after bmm_tanh.
    assert order[:3] == ["syn001_conv", "net000_gru", "syn002_bmm_relu"]
    assert order.index("syn005_bmm_tanh") < order.index("syn003_bmm_relu")
    assert sorted(order) == sorted(names)
    directory, worker = suite
    out = tmp_path / "d.jsonl"
    seen = []

    def spy(path, *args, variant="orig", **kwargs):
        seen.append((Path(path).stem, variant))
        return fake_groups(path, *args, variant=variant, **kwargs)

    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu", "--perturb", "2"], groups_of=spy)
    assert [v for _, v in seen[:4]] == ["orig"] * 4
    assert {v for _, v in seen[4:]} == {"batch_x0.5", "batch_x2"} and len(seen) == 12
    variants = {(x["problem"], x["variant"]["name"]) for x in read(out)}
    assert ("p0", "batch_x2") in variants


def test_resumes_and_shards(suite, tmp_path):
    directory, worker = suite
    out = tmp_path / "data.jsonl"
    seen = []

    def counting(path, *args, **kwargs):
        seen.append(Path(path).stem)
        return fake_groups(path, *args, **kwargs)

    common = ["--suite", str(directory), "--out", str(out), "--worker", str(worker),
              "--device", "cpu"]
    cd.main(common + ["--shard", "0/2"], groups_of=counting)
    assert seen == ["broken", "p1"]  # one family each, by name: every 2nd from 0
    cd.main(common, groups_of=counting)  # the rest only
    assert seen == ["broken", "p1", "p0", "p2"]
    cd.main(common, groups_of=counting)  # nothing left
    assert len(seen) == 4


def test_each_precision_is_its_own_dataset(suite, tmp_path):
    """--precision reaches optimize; a problem measured in fp32 is measured
    again in tf32 (other candidates), and each resumes on its own."""
    directory, worker = suite
    out = tmp_path / "data.jsonl"
    seen = []

    def spy(path, task_root, cache, device, kwargs, **rest):
        seen.append((Path(path).stem, kwargs["precision"]))
        return fake_groups(path, task_root, cache, device, kwargs, **rest)

    common = ["--suite", str(directory), "--out", str(out), "--worker", str(worker),
              "--device", "cpu", "--limit", "2"]
    cd.main(common, groups_of=spy)
    cd.main(common + ["--precision", "tf32"], groups_of=spy)
    cd.main(common + ["--precision", "tf32"], groups_of=spy)  # nothing left
    assert [p for _, p in seen] == ["fp32", "fp32", "tf32", "tf32"]
    assert seen[0][0] == seen[2][0] and seen[1][0] == seen[3][0]
    lines = read(out)
    assert sorted({x["mode"] for x in lines}) == ["fp32", "tf32"]


def test_test_split_is_refused_for_training(tmp_path):
    with pytest.raises(SystemExit):
        cd.main(["--suite", str(REPO / "bench" / "suite" / "test"), "--out",
                 str(tmp_path / "x.jsonl")])


def test_large_inputs_run_scaled_and_batch_variants_change_dim0(tmp_path):
    pytest.importorskip("torch")
    problem = tmp_path / "big.py"
    problem.write_text("import torch\n"
                       "class Model(torch.nn.Module):\n"
                       "    def __init__(self):\n        super().__init__()\n"
                       "        self.l = torch.nn.Linear(1024, 8)\n"
                       "    def forward(self, x):\n        return self.l(x)\n"
                       "def get_inputs():\n    return [torch.randn(2**20, 1024)]\n"
                       "def get_init_inputs():\n    return []\n")
    sys.path.insert(0, str(REPO))
    from bench.problem import load_problem
    p = load_problem(problem)
    assert cd.input_bytes(p) == 4 * 2**30
    # 4 GiB over a 1 GiB cap: the batch halves twice; the feature dim stays.
    assert cd.variant_shapes(p, "orig", 2**30) is None
    assert cd.variant_shapes(p, "scaled", 2**30) == [[2**18, 1024]]
    assert cd.variant_shapes(p, "batch_x0.5", 0) == [[2**19, 1024]]
    # Perturbed variants of a scaled problem perturb the scaled shapes.
    assert cd.variant_shapes(p, "batch_x0.5", 2**30) == [[2**17, 1024]]
    with pytest.raises(cd.Skip, match="exceed"):
        cd.variant_shapes(p, "batch_x2", 2**30)
    # A model that refuses any other shape is skipped with the reason.
    fixed = tmp_path / "fixed.py"
    fixed.write_text("import torch\n"
                     "class Model(torch.nn.Module):\n"
                     "    def forward(self, x):\n        return x.view(4096, 4096) * 2\n"
                     "def get_inputs():\n    return [torch.randn(4096, 4096)]\n"
                     "def get_init_inputs():\n    return []\n")
    with pytest.raises(cd.Skip, match="no halving"):
        cd.variant_shapes(load_problem(fixed), "scaled", 2**20)


def test_input_bytes_come_from_shapes_alone(tmp_path):
    # 2^40 floats (4 TiB): measured on the meta device, never allocated.
    problem = tmp_path / "huge.py"
    problem.write_text("import torch\n"
                       "class Model(torch.nn.Module):\n"
                       "    def forward(self, x):\n        return x\n"
                       "def get_inputs():\n    return [torch.randn(2**20, 2**20), 3]\n"
                       "def get_init_inputs():\n    return []\n")
    sys.path.insert(0, str(REPO))
    from bench.problem import load_problem
    assert cd.input_bytes(load_problem(problem)) == 4 * 2**40


def test_too_large_problems_are_recorded_as_skipped(suite, tmp_path):
    directory, worker = suite

    def too_large(path, *args, **kwargs):
        raise cd.Skip("inputs of 8192 MiB exceed --max-input-mib 1024")

    out = tmp_path / "d.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu"], groups_of=too_large)
    lines = read(out)
    assert len(lines) == 4 and all("exceed" in line["skipped"] for line in lines)


GPU_PROBLEM = """import torch
class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.Linear(256, 256)
    def forward(self, x):
        return torch.softmax(torch.relu(self.l(x)) * 2.0, dim=-1)
def get_inputs():
    return [torch.randn(4096, 256)]
def get_init_inputs():
    return []
"""


def test_gpu_collects_dev_variants_and_eval_k_runs(tmp_path):
    """On the GPU, end to end: the worker measures every candidate of the real
    groups; a 4 MiB input over a 1 MiB cap runs scaled ([1024, 256]) and its
    batch-x0.5 variant halves that; the eval role records cold k=1 and k=8 runs. Skips without a GPU."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("needs a GPU")
    worker = Path(os.environ.get("CUAGENT_WORKER", REPO / "build/bin/cuagent-compile"))
    if not worker.exists():
        pytest.skip(f"{worker} is not built")
    dev = tmp_path / "dev"
    dev.mkdir()
    (dev / "syn000_linear_softmax.py").write_text(GPU_PROBLEM)
    out = tmp_path / "dev.jsonl"
    cd.main(["--suite", str(dev), "--out", str(out), "--worker", str(worker),
             "--max-input-mib", "1", "--perturb", "1", "--profile-budget-ms", "20"])
    lines = read(out)
    assert not [x for x in lines if "error" in x], lines
    groups = [x for x in lines if x["group"] is not None]
    assert {x["variant"]["name"] for x in groups} == {"scaled", "batch_x0.5"}, lines
    scaled = next(x for x in groups if x["variant"]["name"] == "scaled")
    assert scaled["variant"]["input_shapes"] == [[1024, 256]]
    half = next(x for x in groups if x["variant"]["name"] == "batch_x0.5")
    assert half["variant"]["input_shapes"] == [[512, 256]]
    for line in groups:
        assert line["unknown_ids"] == 0 and line["candidates"]
        assert any(c["verified"] and c["median_ms"] > 0 for c in line["candidates"])
        assert line["device"] and line["toolchain"]
    test = tmp_path / "test"
    dev.rename(test)
    out = tmp_path / "eval.jsonl"
    cd.main(["--suite", str(test), "--out", str(out), "--worker", str(worker),
             "--split-role", "eval", "--profile-budget-ms", "20"])
    groups = [x for x in read(out) if x["group"] is not None]
    assert groups and all(x["role"] == "eval" for x in groups)
    for line in groups:
        assert line["k_runs"]["k1"]["status"] == "verified", line["k_runs"]
        assert line["k_runs"]["k1"]["candidates"] <= line["k_runs"]["k8"]["candidates"]
        assert line["wall_s"]["k1"] > 0 and line["wall_s"]["k8"] > 0


def _cand(cid, ms, verified=True):
    return {"id": cid, "verified": verified, "median_ms": ms}


def test_confirmation_only_where_the_handset_pick_looks_slow():
    fast_first = [_cand("a", 1.0), _cand("b", 1.02), _cand("c", 2.0)]
    slow_first = [_cand("x", 0.5, verified=False), _cand("a", 1.2), _cand("b", 1.0)]
    assert not cd.needs_confirmation(fast_first, 0.05)
    assert cd.needs_confirmation(slow_first, 0.05)  # the first *verified* is the pick
    assert not cd.needs_confirmation(slow_first, 0.25)
    assert not cd.needs_confirmation(slow_first, 0)  # off
    assert not cd.needs_confirmation([_cand("a", 1.0)], 0.05)


def test_confirmation_keeps_the_smaller_median_and_both_verdicts():
    cands = [_cand("a", 0.61), _cand("b", 0.26), _cand("c", 0.3), _cand("d", 0.4)]
    report = {"candidates": [_cand("a", 0.262), _cand("b", 0.27), _cand("c", 0.31, False)]}
    cd.merge_confirmation(cands, report)
    assert [c["median_ms"] for c in cands[:2]] == [0.262, 0.26]
    assert cands[0]["median_ms_runs"] == [0.61, 0.262]
    assert cands[2]["verified"] is False  # failed once: not trusted
    assert "median_ms_runs" not in cands[3] and cands[3]["median_ms"] == 0.4  # not rerun


SLOW_FIRST_WORKER = r'''#!/usr/bin/env python3
import json, os, sys
args = dict(zip(sys.argv[1::2], sys.argv[2::2]))
with open(os.environ["FAKE_WORKER_LOG"], "a") as log:
    log.write(json.dumps(sys.argv[1:]) + "\n")
first_call = os.path.getsize(os.environ["FAKE_WORKER_LOG"]) == len(json.dumps(sys.argv[1:])) + 1
key = "cd" + "0" * 62
entry = os.path.join(args["--cache"], "v1", key[:2], key)
os.makedirs(entry, exist_ok=True)
cands = [{"id": "builtin/b256-v4-block-c32", "compiled": True, "verified": True,
          "median_ms": 0.61 if first_call else 0.262},
         {"id": "builtin/b256-v1-block-c32", "compiled": True, "verified": True,
          "median_ms": 0.26}]
json.dump({"candidates": cands, "policy": "builtin-v3"}, open(os.path.join(entry, "report.json"), "w"))
print(json.dumps({"key": key, "status": "verified"}))
'''


def test_a_slow_looking_pick_is_measured_again_in_a_fresh_cache(tmp_path, worker_log):
    directory = tmp_path / "dev"
    directory.mkdir()
    (directory / "p0.py").write_text("# problem\n")
    worker = tmp_path / "worker.py"
    worker.write_text(SLOW_FIRST_WORKER)
    worker.chmod(0o755)
    out = tmp_path / "data.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu"], groups_of=fake_groups)
    (line,) = read(out)
    assert [c["median_ms"] for c in line["candidates"]] == [0.262, 0.26]
    assert line["candidates"][0]["median_ms_runs"] == [0.61, 0.262]
    assert line["wall_s"]["confirm"] >= 0
    calls = [json.loads(c) for c in worker_log.read_text().splitlines()]
    assert len(calls) == 2 and len({c[c.index("--cache") + 1] for c in calls}) == 2
    # Off: one run, the first labels.
    out2 = tmp_path / "off.jsonl"
    worker_log.write_text("")
    cd.main(["--suite", str(directory), "--out", str(out2), "--worker", str(worker),
             "--device", "cpu", "--confirm-over", "0"], groups_of=fake_groups)
    (line,) = read(out2)
    assert line["candidates"][0]["median_ms"] == 0.61 and "confirm" not in line["wall_s"]


def test_capture_skips_the_end_to_end_check(tmp_path, monkeypatch):
    """problem_groups' optimize patches all (no end-to-end check): in the
    tf32 mode a disagreeing module was optimized again in strict fp32, and
    the strict task folders replaced the tf32 ones in the dataset."""
    import types

    (tmp_path / "p.py").write_text(
        "import torch\n"
        "class Model(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return torch.relu(x) * 2\n"
        "def get_inputs():\n"
        "    return [torch.randn(4, 8)]\n"
        "def get_init_inputs():\n"
        "    return []\n")
    calls = []
    fake = types.ModuleType("cuagent")
    fake.optimize = lambda module, inputs, **kw: calls.append(kw) or module
    fake.last_report = lambda: {"groups": []}
    monkeypatch.setitem(sys.modules, "cuagent", fake)
    tasks, shapes, name = cd.problem_groups(tmp_path / "p.py", tmp_path / "tasks",
                                            tmp_path / "cache", "cpu", {"precision": "tf32"})
    assert (tasks, shapes, name) == ([], [[4, 8]], "orig")
    (kw,) = calls
    assert kw["patch_all"] is True and kw["precision"] == "tf32"
    assert kw["policy"] == "builtin:k=1" and kw["task_dir"] == str(tmp_path / "tasks")
