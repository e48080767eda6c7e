"""The dataset job of the trained policy (tools/policy/collect_dataset.py), with the
problem capture and the worker injected: one line per candidate, resumable, sharded,
the test split refused, a failing problem recorded without ending the job."""
import json
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
assert args["--max-candidates"] == "1000"
key = "ab" + "0" * 62
entry = os.path.join(args["--cache"], "v1", key[:2], key)
os.makedirs(entry, exist_ok=True)
cands = [{"id": "builtin/b256-v4-block-c32-a%d" % a, "compiled": True, "verified": a != 3,
          "median_ms": 0.1 * (a + 1), "reason": "" if a != 3 else "wrong result"}
         for a in range(4)]
json.dump({"candidates": cands}, open(os.path.join(entry, "report.json"), "w"))
print(json.dumps({"key": key, "status": "verified"}))
'''


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


def fake_groups(path, task_root, cache, device, kwargs):
    if Path(path).stem == "broken":
        raise RuntimeError("the model raised")
    return [TASK]


def read(out):
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_one_line_per_candidate_with_task_features(suite, tmp_path):
    directory, worker = suite
    out = tmp_path / "data.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu"], groups_of=fake_groups)
    lines = read(out)
    good = [line for line in lines if line["candidate"]]
    assert {line["problem"] for line in good} == {"p0", "p1", "p2"}
    assert len(good) == 3 * 4
    first = good[0]
    assert first["format"] == "cuagent.policy-dataset" and first["version"] == 1
    assert first["params"] == {"block": 256, "vector": 4, "warp_per_row": False,
                               "max_cached": 32, "gemm_algo": 0}
    task = first["task"]
    assert task["n_gemm"] == 2 and task["n_ops"] == 4
    # linear [4*32, 128] x [64, 128]^T: 2 * 128 * 128 * 64 FLOPs (+ the matmul's).
    assert task["gemm_flops"] >= 2 * 128 * 128 * 64
    assert [line["verified"] for line in good[:4]] == [True, True, True, False]
    (broken,) = [line for line in lines if line["problem"] == "broken"]
    assert broken["candidate"] is None and "the model raised" in broken["error"]


def test_resumes_and_shards(suite, tmp_path):
    directory, worker = suite
    out = tmp_path / "data.jsonl"
    seen = []

    def counting(path, *args):
        seen.append(Path(path).stem)
        return fake_groups(path, *args)

    common = ["--suite", str(directory), "--out", str(out), "--worker", str(worker),
              "--device", "cpu"]
    cd.main(common + ["--shard", "0/2"], groups_of=counting)
    assert seen == ["broken", "p1"]  # sorted: broken, p0, p1, p2; every 2nd from 0
    cd.main(common, groups_of=counting)  # the rest only
    assert seen == ["broken", "p1", "p0", "p2"]
    cd.main(common, groups_of=counting)  # nothing left
    assert len(seen) == 4


def test_test_split_is_refused(tmp_path):
    with pytest.raises(SystemExit):
        cd.main(["--suite", str(REPO / "bench" / "suite" / "test"), "--out",
                 str(tmp_path / "x.jsonl")])


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
    with pytest.raises(cd.TooLarge, match="exceed --max-input-mib 1"):
        cd.problem_groups(problem, tmp_path / "t", tmp_path / "c", "cpu", {},
                          max_input_bytes=2**20)


def test_too_large_problems_are_recorded_as_skipped(suite, tmp_path):
    directory, worker = suite

    def too_large(path, *args):
        raise cd.TooLarge("inputs of 8192 MiB exceed --max-input-mib 1024")

    out = tmp_path / "d.jsonl"
    cd.main(["--suite", str(directory), "--out", str(out), "--worker", str(worker),
             "--device", "cpu"], groups_of=too_large)
    lines = read(out)
    assert len(lines) == 4 and all("exceed" in line["skipped"] for line in lines)
