"""The planted faulty kernels of the GPU test (test/gpu/planted.py) compile
with NVRTC and load as file-policy candidates, so that on the GPU machine
they can only fail for the fault they plant."""
import json
import subprocess
import sys
from pathlib import Path

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted  # noqa: E402


def compile_planted(tmp_path, task_name, candidates, names, max_candidates=None):
    """Runs the worker without a GPU on `candidates` for make_task's `task_name`:
    every planted candidate must pass the plan format and compile with NVRTC."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(task_name, str(tmp_path / "task"), "cpu", sets=1)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(candidates))
    extra = ["--max-candidates", str(max_candidates)] if max_candidates else []
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--policy", "file:%s" % path, "--no-gpu", "--max-rounds", "1", *extra],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    report = json.loads((tmp_path / "cache" / "v1" / key[:2] / key / "report.json").read_text())
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + name for name in names)
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)


def test_planted_kernels_compile(tmp_path):
    compile_planted(tmp_path, "softmax", planted.candidates_json(), planted.PLANTED)


def test_planted_rms_norm_kernels_compile(tmp_path):
    compile_planted(tmp_path, "rms_norm_eps", planted.rms_candidates_json(), planted.RMS_PLANTED)


def test_planted_layer_norm_kernels_compile(tmp_path):
    compile_planted(tmp_path, "layer_norm_eps", planted.ln_candidates_json(), planted.LN_PLANTED,
                    max_candidates=len(planted.LN_PLANTED))


def test_planted_norm_kernels_compile(tmp_path):
    import planted_norms  # noqa: E402

    compile_planted(tmp_path / "gn", planted_norms.GN_TASK, planted_norms.gn_candidates_json(),
                    planted_norms.GN_PLANTED, max_candidates=len(planted_norms.GN_PLANTED))
    compile_planted(tmp_path / "bn", planted_norms.BN_TASK, planted_norms.bn_candidates_json(),
                    planted_norms.BN_PLANTED, max_candidates=len(planted_norms.BN_PLANTED))


def test_planted_split_group_norm_kernels_compile(tmp_path):
    """The norm template's own split-row kernels with one fault each."""
    import planted_norms  # noqa: E402
    from conftest import build_dir

    source, plan = planted_norms.emitted_split_kernels(build_dir() / "bin" / "cuagent-translate",
                                                       tmp_path)
    compile_planted(tmp_path / "split", planted_norms.SPLIT_TASK,
                    planted_norms.split_candidates_json(source, plan),
                    planted_norms.SPLIT_PLANTED, max_candidates=len(planted_norms.SPLIT_PLANTED))


def test_planted_split_group_norms_compile(tmp_path):
    """Decision 136's statistics and apply kernels with one fault each."""
    import planted_split_norms  # noqa: E402
    from conftest import build_dir

    translate = build_dir() / "bin" / "cuagent-translate"
    for case, (name, _, planted_cases, _) in sorted(planted_split_norms.CASES.items()):
        (tmp_path / case).mkdir()
        compile_planted(tmp_path / case, name,
                        planted_split_norms.candidates_json(case, translate, tmp_path / case),
                        planted_cases, max_candidates=len(planted_cases))
