"""GPU tests of the attention template (decision 70): sdpa and the
softmax(q @ k^T * s) @ v chain written out, fused into one flash kernel on
TF32 tensor cores (3xTF32 in strict fp32), verify against stock PyTorch,
and verification rejects planted slips of the template (the causal
diagonal, the key tail, the last key tile, the scale, the mask, the rescale
of earlier tiles, the second row of each lane; with the query fragments
parked in shared memory, decision 71: a neighbour's fragment, another head
dim's, two warps on one region)."""
import json
import os
import re
import subprocess
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from test_worker_gpu import BUILD, reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


def _entry(tmp_path, name, *extra):
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    cache = tmp_path / "cache"
    summary, report = run_worker(task, str(cache), *extra)
    entry = cache / "v1" / summary["key"][:2] / summary["key"]
    return summary, report, entry


def _fused(candidate):
    """A candidate of the rewritten group (not of the unrewritten race,
    decision 71, whose ids hold "-plain")."""
    return "-plain" not in candidate["id"]


@pytest.mark.parametrize("name", sorted(make_task.ATTENTION_TASKS))
def test_fused_attention_verifies(name, tmp_path):
    """Every candidate of the fused kernel verifies. The unrewritten group
    races it (decision 71): the chosen plan is the faster of the two; where
    it is the fused one, it has no GEMM and no [L, S] buffer."""
    summary, report, entry = _entry(tmp_path, name)
    print(name, json.dumps({"best": report.get("best"),
                            "candidates": [(c["id"], c.get("median_ms"), c["reason"][:160])
                                           for c in report["candidates"]]}, indent=1))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    fused = [c for c in report["candidates"] if _fused(c)]
    assert fused and all(c["verified"] for c in fused), json.dumps(fused, indent=1)
    assert report.get("unrewritten_search") is True
    best_fused = min(c["median_ms"] for c in fused)
    if not _fused({"id": report["best"]["candidate"]}):
        assert report["best"]["median_ms"] < best_fused, report["best"]
        return
    source = (entry / "kernels.cu").read_text()
    kind = "attention-3xtf32" if name.endswith("_fp32") else "attention-tf32"
    assert kind in source
    plan = json.loads((entry / "plan.json").read_text())
    assert all(s["kind"] == "launch" for s in plan["steps"]), plan["steps"]
    # No [.., L, S] scores in workspace (views and workspace pools have no shape).
    scores = [b for b in plan["buffers"] if b["kind"] == "workspace" and len(b.get("shape", [])) >= 2
              and b["shape"][-1] in (192, 256, 300, 333, 1024)
              and b["shape"][-2] in (200, 256, 320, 1024)]
    assert not scores, scores


def _translated(tmp_path, mlir_path, *flags):
    """The source and plan cuagent-translate emits for `mlir_path` (the
    fused kernel IR a worker entry holds, or a module written here)."""
    proc = subprocess.run([os.path.join(BUILD, "bin", "cuagent-translate"), *flags, "--plan",
                           str(mlir_path)],
                          capture_output=True, text=True, timeout=120, check=True)
    source, plan = proc.stdout.split("\n// plan\n")
    source = source.split("\n", 1)[1]  # the "// function @..." line
    plan = {k: v for k, v in json.loads(plan).items()
            if k in ("format", "version", "buffers", "modules", "steps")}
    return source, plan


def _regex(pattern, replacement):
    return ("re", pattern, replacement)


# (task, edits of the verified source, expected reason). Each edit is a
# (old, new) text replacement that must apply, or a regex one.
PLANTED = {
    "correct": ("attention_masked_tails_tf32", [], None),
    # The diagonal hidden too: each query loses its own key.
    "diagonal-hidden": ("attention_causal_tf32", [("j >= S || j > r", "j >= S || j >= r")],
                        "wrong result"),
    # The padded keys past S (zero scores) counted in the softmax.
    "key-tail-counted": ("attention_masked_tails_tf32", [("if (j >= S)", "if (j > S + 64)")],
                         "wrong result"),
    # The last key tile never read.
    "last-tile-skipped": ("attention_masked_tails_tf32",
                          [("j0 < kend; j0 += BC", "j0 + BC < kend; j0 += BC")], "wrong result"),
    # 1 / sqrt(E) dropped: base 2 only.
    "scale-dropped": ("attention_masked_tails_tf32",
                      [_regex(r"float x = s\[n\]\[i\] \* \(\(float\)[0-9a-fx.p+-]+\);",
                              "float x = s[n][i] * ((float)0x1.71547652b82fep+0);")],
                      "wrong result"),
    # The mask never added.
    "mask-ignored": ("attention_masked_tails_tf32", [("x += in3[", "x += 0.f * in3[")],
                     "wrong result"),
    # Earlier tiles' sums not rescaled when the max moves.
    "no-rescale": ("attention_masked_tails_tf32", [("o[n][0] *= alpha0;", "")], "wrong result"),
    # Each lane's second query row (r0 + 8) never written.
    "second-rows-unwritten": ("attention_causal_tf32",
                              [("if (r1 < L && c < EV)", "if (r1 < 0 && c < EV)")],
                              "wrong result"),
}


def _apply(source, edits):
    for edit in edits:
        if edit[0] == "re":
            edited, count = re.subn(edit[1], edit[2], source)
        else:
            count = source.count(edit[0])
            edited = source.replace(edit[0], edit[1])
        assert count >= 1, edit
        source = edited
    return source


@pytest.mark.parametrize("task_name", ["attention_masked_tails_tf32", "attention_causal_tf32"])
def test_planted_faulty_attention_kernels_are_rejected(task_name, tmp_path):
    """The fused kernel of the worker's entry (its kernels.mlir, emitted as
    the candidate b256-kt64 would be) with each slip planted: every slip is a
    wrong result, the unedited source verifies."""
    summary, _, entry = _entry(tmp_path / "verified", task_name)
    assert summary["status"] == "verified"
    source, plan = _translated(tmp_path, entry / "kernels.mlir", "--tf32", "--block", "256",
                               "--attention-key-tile", "64")
    assert "attention-tf32" in source
    cases = {name: case for name, case in PLANTED.items()
             if name == "correct" or case[0] == task_name}
    candidates = [{"id": name, "source": _apply(source, case[1]), "plan": plan}
                  for name, case in sorted(cases.items())]
    reject_planted(tmp_path, task_name, {"candidates": candidates},
                   {name: (case[2],) for name, case in cases.items()})


def test_decomposed_attention_is_still_planned_unrewritten(tmp_path):
    """Without the algebraic rewrites (the unrewritten rounds) the same task
    runs as GEMMs and a row softmax, and verifies."""
    summary, report, entry = _entry(tmp_path, "attention_causal_tf32", "--fail-rewrite-pipeline")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    plan = json.loads((entry / "plan.json").read_text())
    assert sum(s["kind"] == "cublaslt" for s in plan["steps"]) == 2


# make_task's attention_head128_batch_mask_tf32 as one cuagent.attention
# (sdpa's default scale, 1 / sqrt(128)).
HEAD128_MLIR = r'''
func.func @head128(%q: tensor<2x4x256x128xf32>, %k: tensor<2x4x192x128xf32>, %v: tensor<2x4x192x128xf32>, %m: tensor<2x1x256x192xf32>) -> tensor<2x4x256x128xf32> {
  %0 = cuagent.attention %q, %k, %v, %m {scale = 0.088388347648318447 : f64} : tensor<2x4x256x128xf32>, tensor<2x4x192x128xf32>, tensor<2x4x192x128xf32>, tensor<2x1x256x192xf32> -> tensor<2x4x256x128xf32>
  return %0 : tensor<2x4x256x128xf32>
}
'''

# Slips of the parked query fragments (each lane's own, [warp][kk][lane]).
QUERY_SHARED_PLANTED = {
    "correct": [],
    # Each lane reads back its neighbour's fragment.
    "neighbour-fragment": [("const uint4 qhv = qsh[kk * 32];",
                            "const uint4 qhv = qsh[kk * 32 + (lane < 31)];")],
    # The next head dims' fragment for every head dim.
    "other-head-dims": [("const uint4 qhv = qsh[kk * 32];",
                         "const uint4 qhv = qsh[((kk + 1) % (EP / 8)) * 32];")],
    # Two warps park their fragments in one region: one reads the other's.
    "warps-share-a-region": [("(threadIdx.x >> 5) * (EP / 8) * 32 + lane;",
                              "(threadIdx.x >> 6) * (EP / 8) * 32 + lane;")],
}


def test_planted_query_shared_slips_are_rejected(tmp_path):
    """The query-shared kernel cuagent-translate emits for the heads-of-128
    task verifies unedited; each slip of its parked fragments is a wrong
    result."""
    path = tmp_path / "head128.mlir"
    path.write_text(HEAD128_MLIR)
    source, plan = _translated(tmp_path, path, "--tf32", "--block", "128",
                               "--attention-key-tile", "32", "--attention-query-shared")
    assert "qsh[kk * 32]" in source
    candidates = [{"id": name, "source": _apply(source, edits), "plan": plan}
                  for name, edits in sorted(QUERY_SHARED_PLANTED.items())]
    reject_planted(tmp_path, "attention_head128_batch_mask_tf32", {"candidates": candidates},
                   {name: ("wrong result",) for name in QUERY_SHARED_PLANTED})


# Slips of the cp.async staging (a translate-only shape, decision 71).
ASYNC_PLANTED = {
    "correct": [],
    # The tile computed from the other stage (the one in flight).
    "other-stage": [("const float *ks = cuagent_smem + stage * STAGE",
                     "const float *ks = cuagent_smem + (stage ^ 1) * STAGE")],
    # K settled without its permutation: the 8-byte B loads pair wrong keys.
    "k-unpermuted": [
        ("p[0] = make_float4(cuagent_k0_stage(a.x), cuagent_k0_stage(h.x), "
         "cuagent_k0_stage(a.y), cuagent_k0_stage(h.y));",
         "p[0] = make_float4(cuagent_k0_stage(a.x), cuagent_k0_stage(a.y), "
         "cuagent_k0_stage(a.z), cuagent_k0_stage(a.w));"),
        ("p[1] = make_float4(cuagent_k0_stage(a.z), cuagent_k0_stage(h.z), "
         "cuagent_k0_stage(a.w), cuagent_k0_stage(h.w));",
         "p[1] = make_float4(cuagent_k0_stage(h.x), cuagent_k0_stage(h.y), "
         "cuagent_k0_stage(h.z), cuagent_k0_stage(h.w));")],
    # The B fragment's second value read from the first one's row.
    "v-second-row": [("vs[(kk * 8 + t + 4) * VP + n * 8 + g]", "vs[(kk * 8 + t) * VP + n * 8 + g]")],
}


@pytest.mark.parametrize("case", ["tails", "head128"])
def test_planted_async_copy_slips_are_rejected(case, tmp_path):
    """The cp.async kernel verifies unedited (key and head tails, a mask;
    heads of 128 with parked queries); each slip is a wrong result."""
    if case == "tails":
        task_name = "attention_masked_tails_tf32"
        summary, _, entry = _entry(tmp_path / "verified", task_name)
        assert summary["status"] == "verified"
        source, plan = _translated(tmp_path, entry / "kernels.mlir", "--tf32", "--block", "256",
                                   "--attention-key-tile", "64", "--attention-async-copy")
    else:
        task_name = "attention_head128_batch_mask_tf32"
        path = tmp_path / "head128.mlir"
        path.write_text(HEAD128_MLIR)
        source, plan = _translated(tmp_path, path, "--tf32", "--block", "128",
                                   "--attention-key-tile", "32", "--attention-query-shared",
                                   "--attention-async-copy")
    assert "cp.async.wait_group 1" in source
    candidates = [{"id": name, "source": _apply(source, edits), "plan": plan}
                  for name, edits in sorted(ASYNC_PLANTED.items())]
    reject_planted(tmp_path, task_name, {"candidates": candidates},
                   {name: ("wrong result",) for name in ASYNC_PLANTED})


# Slips of the two score chains (a translate-only shape, decision 71).
CHAINS_PLANTED = {
    "correct": [],
    # The second chain (odd head-dim steps) left out of one score of four.
    "second-chain-dropped": [("s[n][0] += s2[n][0];", "")],
    # The second chain counted twice.
    "second-chain-doubled": [("s[n][3] += s2[n][3];", "s[n][3] += 2.f * s2[n][3];")],
}


def test_planted_score_chain_slips_are_rejected(tmp_path):
    """The two-chain kernel (heads of 128, a mask over the batch) verifies
    unedited; each slip of the chains' sum is a wrong result."""
    path = tmp_path / "head128.mlir"
    path.write_text(HEAD128_MLIR)
    source, plan = _translated(tmp_path, path, "--tf32", "--block", "256",
                               "--attention-key-tile", "32", "--attention-score-chains", "2")
    candidates = [{"id": name, "source": _apply(source, edits), "plan": plan}
                  for name, edits in sorted(CHAINS_PLANTED.items())]
    reject_planted(tmp_path, "attention_head128_batch_mask_tf32", {"candidates": candidates},
                   {name: ("wrong result",) for name in CHAINS_PLANTED})


def test_near_causal_mask_marked_causal_is_refused(tmp_path):
    """Planted fault of decision 96: the explicit-causal task with its frozen
    mask one key off the causal mask but still marked "causal". The kernels
    would compute the causal mask instead of reading it, so the worker
    refuses the task when it loads the parameter (before any candidate
    runs); no plan is cached."""
    from test_worker_gpu import WORKER
    task = make_task.write_task("attention_explicit_causal_mask_tf32", str(tmp_path / "task"),
                                "cuda")
    param = tmp_path / "task" / "param_m.bin"
    mask = bytearray(param.read_bytes())
    assert len(mask) == 256 * 256 and mask[255 * 256 + 255] == 0
    mask[100 * 256 + 101] = 0  # query 100 sees key 101
    param.write_bytes(bytes(mask))
    proc = subprocess.run([WORKER, "--task", task, "--cache", str(tmp_path / "cache")],
                          capture_output=True, text=True, timeout=600)
    # The summary is JSON: its reason's quotes are escaped in the raw text.
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] != "verified", summary
    assert 'is marked "causal" but is not the causal mask (element [100, 101] differs)' in \
        summary["reason"], summary
    cached = [p for p in (tmp_path / "cache").rglob("plan.json")]
    assert not cached, cached
