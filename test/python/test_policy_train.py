"""The trained policy's learner (tools/policy/train.py) and features
(tools/policy/features.py), on a synthetic dataset made here: deterministic
retraining, cross-validation that never splits a problem, an export that
reproduces LightGBM, a model that beats a random pick where there is signal,
and the committed fixture and model kept current."""
import json
import math
import random
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools" / "policy"))
import features as F  # noqa: E402
import train as T  # noqa: E402

pytest.importorskip("lightgbm")

TASKS = {
    "ew": {"ops": ["aten::add.Tensor", "aten::relu"], "n_gemm": 0, "reduction": 0},
    "row": {"ops": ["aten::softmax.int"], "n_gemm": 0, "reduction": 1},
    "gemm": {"ops": ["aten::linear", "aten::tanh"], "n_gemm": 1, "reduction": 0},
}


def synthetic_lines(n_problems=24, seed=0):
    """Problems of 1-2 groups; time depends on block, vector, warp and the
    GEMM algorithm in a way the features can see, plus 2% noise; one
    candidate in 7 fails verification."""
    rng = random.Random(seed)
    lines = []
    for p in range(n_problems):
        kind = ("ew", "row", "gemm")[p % 3]
        for g in range(1 + p % 2):
            elements = 2 ** rng.randint(12, 22)
            row = 2 ** rng.randint(6, 12) if TASKS[kind]["reduction"] else 0
            task = {"ops": TASKS[kind]["ops"], "n_ops": len(TASKS[kind]["ops"]),
                    "n_gemm": TASKS[kind]["n_gemm"], "n_inputs": 2, "n_outputs": 1,
                    "bytes_moved": elements * 12, "gemm_flops": elements * 256 * (kind == "gemm"),
                    "arithmetic_intensity": 0.0, "max_reduction_length": row, "dtype": "f32",
                    "out_elements": elements, "precision": "fp32"}
            task["arithmetic_intensity"] = task["gemm_flops"] / task["bytes_moved"]
            for block in (128, 256, 512):
                for vector in (1, 2, 4):
                    for warp in ((False, True) if row else (False,)):
                        for algo in (range(3) if kind == "gemm" else [None]):
                            cid = f"builtin/b{block}-v{vector}-{'warp' if warp else 'block'}-c32"
                            cid += "" if algo is None else f"-a{algo}"
                            ms = elements * 1e-6 / vector * (1 + abs(math.log2(block / 256)) / 4)
                            ms *= (0.6 if warp == (0 < row <= 1024) else 1.0) if row else 1.0
                            ms *= 1 + 0.3 * (algo or 0)
                            ms *= 1 + rng.uniform(-0.02, 0.02)
                            ok = rng.random() > 1 / 7
                            lines.append({"format": "cuagent.policy-dataset", "version": 1,
                                          "problem": f"syn{p:03d}_{kind}", "group": g,
                                          "device": "synthetic", "task": task, "candidate": cid,
                                          "params": {}, "compiled": True, "verified": ok,
                                          "median_ms": ms if ok else -1.0, "reason": ""})
    lines.append({"format": "cuagent.policy-dataset", "version": 1, "problem": "empty",
                  "group": None, "candidate": None})
    return lines


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    path = tmp_path_factory.mktemp("policy") / "syn.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in synthetic_lines()))
    return path


def train(data, out_dir, *extra):
    out = T.main(["--data", str(data), "--out", str(out_dir / "ranker-<hash>.json"),
                  "--report", str(out_dir / "report.json"), "--rounds", "40", *extra])
    return out, json.loads((out_dir / "report.json").read_text())


def test_two_trainings_write_the_same_file(dataset, tmp_path):
    a, _ = train(dataset, tmp_path / "a")
    b, _ = train(dataset, tmp_path / "b")
    assert a.name == b.name
    assert a.read_bytes() == b.read_bytes()
    digest = __import__("hashlib").sha256(a.read_bytes()).hexdigest()[:8]
    assert a.name == f"ranker-{digest}.json"


def test_another_seed_or_dataset_gives_another_model(dataset, tmp_path):
    a, _ = train(dataset, tmp_path / "a")
    other = tmp_path / "other.jsonl"
    other.write_text("".join(json.dumps(line) + "\n" for line in synthetic_lines(seed=1)))
    b, _ = train(other, tmp_path / "b")
    assert a.read_bytes() != b.read_bytes()


def test_cross_validation_never_splits_a_problem(dataset, monkeypatch):
    groups, *_ = T.load_groups(dataset)
    folds = T.problem_folds(groups, 5)
    assert set(folds.values()) == set(range(5))
    seen = []
    real = T.train_booster

    def spy(train_groups, opts):
        seen.append({g.problem for g in train_groups})
        return real(train_groups, opts)

    monkeypatch.setattr(T, "train_booster", spy)
    opts = T.parse_args(["--data", str(dataset), "--out", "x", "--rounds", "5"])
    result = T.cross_validate(groups, opts)
    assert result["folds"] == 5 and len(seen) == 5
    problems = {g.problem for g in groups}
    for fold, trained_on in enumerate(seen):
        held_out = {p for p, f in folds.items() if f == fold}
        assert held_out and not (held_out & trained_on)
        assert trained_on | held_out == problems
    # Every group is scored exactly once, on the fold that held its problem out.
    assert result["model"]["all"]["groups"] == len(groups)


def test_export_reproduces_lightgbm_on_every_training_row(dataset, tmp_path):
    import numpy as np

    groups, *_ = T.load_groups(dataset)
    opts = T.parse_args(["--data", str(dataset), "--out", "x", "--rounds", "30"])
    booster = T.train_booster(groups, opts)
    model = T.export_model(booster, groups, opts, "sha")
    X = np.asarray([x for g in groups for x in g.features], dtype=np.float64)
    expected = booster.predict(X)
    worst = max(abs(T.predict_json(model, list(x)) - e) for x, e in zip(X, expected))
    assert worst <= 1e-9
    assert len(model["checks"]) == T.N_CHECKS
    assert model["feature_names"] == F.FEATURE_NAMES
    assert all(lo <= hi for lo, hi in zip(model["feature_min"], model["feature_max"]))
    # A corrupted leaf is visible in the checks the C++ loader recomputes.
    model["trees"][0]["leaf_value"][0] += 0.5
    assert any(abs(T.predict_json(model, c["features"]) - c["prediction"]) > 1e-9
               for c in model["checks"])


def test_model_beats_a_random_pick_on_held_out_problems(dataset, tmp_path):
    _, report = train(dataset, tmp_path)
    held = report["held_out"]
    assert held["model"]["all"]["groups"] == report["dataset"]["groups"]
    assert held["model"]["all"]["top1"] >= 0.8
    assert held["model"]["all"]["top1"] > held["random"]["all"]["top1"] + 0.3
    assert {"elementwise", "row", "gemm"} <= set(held["model"])
    assert report["importance"] and report["learning_curve"][-1]["fraction"] == 1.0
    assert report["export_max_abs_error"] <= 1e-9


def test_pick_metrics_fall_back_past_unverified_candidates():
    g = T.Group("p", 0, {})
    g.ids = ["a", "b", "c"]
    g.verified = [False, True, True]
    g.median = [None, 1.04, 1.0]
    m = T.pick_metrics(g, [0, 1, 2])  # "a" failed: the pick is "b"
    assert m["top1"] and m["top1_ratio"] == 1.04
    assert m["top8"]
    assert not T.pick_metrics(g, [1, 0])["top8"]  # c not among the ranked
    r = T.random_metrics(g)
    assert r["top1"] == 1.0 and r["top8"] == 1.0


def test_random_top8_is_the_exact_expectation():
    g = T.Group("p", 0, {})
    g.ids = [str(i) for i in range(10)]
    g.verified = [True] * 10
    g.median = [1.0] + [2.0] * 9
    # The best is among a random 8 of 10 with probability 8/10.
    assert T.random_metrics(g)["top8"] == pytest.approx(0.8)
    assert T.random_metrics(g)["top1"] == pytest.approx(0.1)


def test_candidate_params_parse_every_builtin_id():
    assert F.candidate_params("builtin/b256-v4-block-c32") == {
        "block": 256, "vector": 4, "warp_per_row": False, "max_cached": 32}
    assert F.candidate_params("builtin/b128-v2-warp-c16-a3")["gemm_algo"] == 3
    conv = F.candidate_params("builtin/b256-v4-block-c32-a1-e2-be")
    assert (conv["gemm_algo"], conv["conv_engine"], conv["conv_bias_fused"]) == (1, 2, False)
    # A batch-tiled round's (decision 69): its chunks, after the policy's suffixes.
    assert F.candidate_params("builtin/b256-v4-block-c32-a1-f32-bt8")["batch_chunks"] == 8
    assert F.candidate_params("builtin/b256-v4-block-c32-a1-f32-bt8")["strict_round"] == 2
    # Attention's keys per tile (decision 70), and strict-fp32 attention's
    # -x3 from KernelParams::id(), before the library suffixes.
    attention = F.candidate_params("builtin/b128-v1-block-c32-kt32-x3-a0-f32")
    assert (attention["attention_key_tile"], attention["fp32_emulated"]) == (32, True)
    assert F.candidate_params("builtin/b256-v4-block-c32-kt64")["attention_key_tile"] == 64
    # Query fragments in shared memory (decision 71), after the keys per tile.
    shared = F.candidate_params("builtin/b128-v4-block-c32-kt32-qs-x3-a0")
    assert (shared["attention_key_tile"], shared["attention_query_shared"]) == (32, True)
    assert "attention_query_shared" not in F.candidate_params("builtin/b256-v4-block-c32-kt64")
    # Channels-last copies (-clc) and a transposed conv run forward (-fw,
    # decision 137), before a 3xTF32 twin's -x3.
    copies = F.candidate_params("builtin/b256-v4-block-c32-e0-bf-clc")
    assert (copies["conv_channels_last"], copies["conv_layout_copies"]) == (True, True)
    forward = F.candidate_params("builtin/b256-v4-block-c32-e1-bf-cl-fw")
    assert (forward["conv_engine"], forward["conv_transposed_forward"]) == (1, True)
    assert F.candidate_params("builtin/b256-v4-block-c32-e0-bf-fw-x3")["fp32_emulated"]
    # The suffixes only in the order the policy and the driver append them.
    for bad in ("file/x", "builtin/b256-v4", "builtin/b256-v4-block-c32-e1", None,
                "builtin/b256-v4-block-c32-ws", "builtin/b256-v4-block-c32-e1-bf-x3-ws",
                "builtin/b256-v4-block-c32-a1-f32-x3", "builtin/b256-v4-block-c32-plain-f32",
                "builtin/b256-v4-block-c32-a1-s4", "builtin/b256-v4-block-c32-e1-bf-a1",
                "builtin/b256-v4-block-c32-f32g-f32", "builtin/b256-v4-block-c32-x3-x3",
                "builtin/b256-v4-block-c32-f32-plain-plain", "builtin/b256-v4-block-c32-bt8-f32",
                "builtin/b256-v4-block-c32-bt", "builtin/b256-v4-block-c32-kt32-x3-a0-x3",
                "builtin/b256-v4-block-c32-a0-kt32", "builtin/b256-v4-block-c32-qs-kt32",
                "builtin/b256-v4-block-c32-e0-bf-c", "builtin/b256-v4-block-c32-e0-bf-fw-cl",
                "builtin/b256-v4-block-c32-e0-bf-x3-fw", "builtin/b256-v4-block-c32-fw"):
        with pytest.raises(ValueError):
            F.candidate_params(bad)


def test_every_suffix_combination_parses_into_its_features():
    """Every id the builtin policy and the search driver can emit, in their
    order: KernelParams::id() (-s), -a (withGemmAlgorithms), -e..-bf/-be and
    -ws (withConvVariants), -x3 (withEmulatedFp32), -f32g/-f32
    (candidatesFor), -plain (Search.cpp): the features tell each variant
    from its plain twin."""
    import itertools

    agg = dict(F.aggregates(_summary("conv_small")), n_gemm=1)  # a conv and a GEMM
    names = F.FEATURE_NAMES
    assert names[:34][-1] == "handset_rank", "version 4 appends after version 3's 34"
    assert names[34:38] == ["conv_ws_sized", "fp32_emulated", "strict_round",
                            "split_blocks_per_sm"]
    assert F.FEATURE_VERSION == 5
    convs = {"": None, "-e1-bf": (1, True, False), "-e3-be": (3, False, False),
             "-e0-bf-ws": (0, True, True), "-e2-be-ws": (2, False, True)}
    seen = set()
    for split, algo, conv, x3, strict, plain in itertools.product(
            ("", "-s4"), ("", "-a2"), convs, ("", "-x3"), ("", "-f32g", "-f32"),
            ("", "-plain")):
        cid = f"builtin/b512-v2-warp-c16{split}{algo}{conv}{x3}{strict}{plain}"
        params = F.candidate_params(cid)
        assert (params["block"], params["vector"], params["warp_per_row"],
                params["max_cached"]) == (512, 2, True, 16), cid
        assert params.get("plain_round", False) == bool(plain), cid
        f = dict(zip(names, F.feature_vector(agg, params)))
        engine, fused, sized = convs[conv] or (-1, None, None)
        assert f["conv_engine"] == engine, cid
        assert f["conv_bias_fused"] == (-1 if fused is None else int(fused)), cid
        assert f["conv_ws_sized"] == (-1 if sized is None else int(sized)), cid
        assert f["fp32_emulated"] == (1 if x3 else 0), cid
        assert f["strict_round"] == {"": 0, "-f32g": 1, "-f32": 2}[strict], cid
        assert f["split_blocks_per_sm"] == (4 if split else 8), cid
        assert f["gemm_algo"] == (2 if algo else 0), cid
        seen.add(tuple(f.values()) + (bool(plain),))
    # Only -plain leaves the vector as it is: the driver appends it after the
    # ranker ranked the round, so C++ never sees it there.
    assert len(seen) == 2 * 2 * len(convs) * 2 * 3 * 2
    assert len({v[:-1] for v in seen}) == len(seen) // 2
    # Params a dataset line stored before version 4 (no new keys) read as the
    # plain variants they were.
    old = {"block": 256, "vector": 4, "warp_per_row": False, "max_cached": 32,
           "conv_engine": 0, "conv_bias_fused": True}
    f = dict(zip(names, F.feature_vector(agg, old)))
    assert (f["conv_ws_sized"], f["fp32_emulated"], f["strict_round"],
            f["split_blocks_per_sm"]) == (0, 0, 0, 8)


def test_version_five_reads_the_layout_and_attention_parts():
    """The ids the conv and attention groups emit today (decisions 59, 70-71,
    119, 137, 146): each part has its feature, and the old stored params of a
    conv candidate read as NCHW."""
    agg = F.aggregates(_summary("conv_small"))
    names = F.FEATURE_NAMES
    assert names[38:] == ["conv_channels_last", "conv_layout_copies", "conv_transposed_forward",
                          "attention_key_tile", "attention_query_shared",
                          "attention_score_chains", "attention_async_copy", "layout_tile"]

    def features(cid):
        return dict(zip(names, F.feature_vector(agg, F.candidate_params(cid))))

    nchw = features("builtin/b256-v4-warp-c32-e1-bf")
    assert [nchw[n] for n in names[38:41]] == [0, 0, 0]
    cl_fw = features("builtin/b256-v4-warp-c32-e1-bf-cl-fw")
    assert [cl_fw[n] for n in names[38:41]] == [1, 0, 1]
    clc = features("builtin/b256-v4-block-c32-e0-be-clc")
    assert [clc[n] for n in names[38:41]] == [1, 1, 0]
    assert features("builtin/b256-v4-block-c32-t32-e0-be-cl")["layout_tile"] == 32
    attn = features("builtin/b128-v1-block-c32-kt64-qs-sc2-ac-x3-a1")
    assert (attn["attention_key_tile"], attn["attention_query_shared"],
            attn["attention_score_chains"], attn["attention_async_copy"],
            attn["fp32_emulated"], attn["gemm_algo"]) == (64, 1, 2, 1, 1, -1)
    plain = features("builtin/b256-v4-block-c32")
    assert [plain[n] for n in names[38:]] == [-1, -1, -1, 0, 0, 1, 0, 0]
    old = {"block": 256, "vector": 4, "warp_per_row": False, "max_cached": 32,
           "conv_engine": 0, "conv_bias_fused": True}
    f = dict(zip(names, F.feature_vector(agg, old)))
    assert [f[n] for n in names[38:41]] == [0, 0, 0]
    with pytest.raises(ValueError):  # the id's order is KernelParams::id()'s
        F.candidate_params("builtin/b256-v4-block-c32-ac-kt32")


def test_features_use_the_op_registry_and_no_timing():
    task = {"ops": ["aten::linear", "aten::relu", "aten::softmax.int", "aten::sum.dim_IntList",
                    "aten::not_an_op"], "n_ops": 5, "n_gemm": 1, "n_inputs": 3, "n_outputs": 1,
            "bytes_moved": 4096, "gemm_flops": 8192, "arithmetic_intensity": 2.0,
            "max_reduction_length": 64, "dtype": "bf16", "out_elements": 512,
            "precision": "tf32", "stock_ms": 123.0}
    f = dict(zip(F.FEATURE_NAMES, F.feature_vector(F.aggregates_from_v1(task),
                                                   F.candidate_params("builtin/b128-v2-warp-c32"))))
    assert (f["n_gemm"], f["n_elementwise"], f["n_row"], f["n_reduction"], f["n_unknown"]) == \
        (1, 1, 1, 1, 1)
    assert f["gemm_algo"] == 0 and f["conv_engine"] == -1
    assert f["row_per_lane"] == 64 / (32 * 2) and f["vector_bytes"] == 4
    assert f["elements_per_thread"] == 512 / 256
    assert f["dtype"] == 2 and f["precision"] == 1
    assert 123.0 not in f.values()


def _summary(name):
    return F.group_summary(json.loads((REPO / f"test/Import/Inputs/{name}.task.json").read_text()))


def test_v2_features_cover_every_op_family():
    """Counts, reduction length and inner stride, window volume, conv FLOPs."""
    reduce = F.aggregates(_summary("reduce"))  # x: [2, 8, 4, 4]
    assert (reduce["n_reduction"], reduce["n_row"], reduce["n_elementwise"]) == (5, 2, 1)
    # sum over dim 1 keeps an inner 16, softmax over dim 1 too; logsumexp(-1, 2): 16 reduced.
    assert reduce["max_reduction_inner"] == 4 * 4 * 8 and reduce["max_reduction_length"] == 256
    assert reduce["n_strided_reduction"] >= 3
    pool = F.aggregates(_summary("pool_family"))
    # adaptive_max_pool2d to [1] over 9x9: one window of 81.
    assert pool["n_pool"] == 11 and pool["max_window_volume"] == 81
    conv = F.aggregates(_summary("conv_small"))
    assert conv["n_conv"] == 1 and conv["conv_flops"] > 0 and conv["arithmetic_intensity"] > 0
    cmp = F.aggregates(_summary("compare"))
    assert cmp["n_compare"] == 8 and cmp["n_elementwise"] == 4
    norm = F.aggregates(_summary("norm_group"))  # [2, 32, 8, 8], 8 groups: 4 * 64 per group
    assert norm["n_norm"] == 1 and norm["max_reduction_length"] == 256
    assert F.family(norm) == "norm" and F.family(conv) == "conv" and F.family(pool) == "pool"


def test_shapes_of_intermediate_values_are_inferred():
    task = json.loads((REPO / "test/unit/Inputs/ranker-intermediates.task.json").read_text())
    nodes = {n["op"]: n for n in F.group_summary(task)["nodes"]}
    assert nodes["aten::conv2d"]["out"] == [[8, 16, 16, 16]]
    assert nodes["aten::max_pool2d"]["out"] == [[8, 16, 9, 9]]  # ceil_mode
    assert nodes["aten::linear"]["out"] == [[4, 32, 64]]
    assert nodes["aten::matmul"]["in"] == [[4, 32, 64], [64, 16]]
    assert nodes["aten::conv_transpose2d.input"]["out"] == [[2, 8, 32, 32]]
    assert nodes["aten::adaptive_avg_pool2d"]["out"] == [[2, 8, 5, 3]]
    agg = F.aggregates(F.group_summary(task))
    # linear 2*128*64*128 + matmul 2*128*16*64; softmax over dim 1 of [4, 32, 64]: inner 64.
    assert agg["gemm_flops"] == 2 * 128 * 64 * 128 + 2 * 128 * 16 * 64
    assert agg["max_reduction_inner"] == 64
    # conv2d: 2 * 8*16*16*16 outputs * 64*9; transposed: 2 * 2*8*16*16 inputs * 4*9.
    assert agg["conv_flops"] == 2 * 8 * 16 * 16 * 16 * 64 * 9 + 2 * 2 * 8 * 16 * 16 * 4 * 9


def v2_lines(role="dev", n_problems=12, seed=0):
    """The synthetic v1 dataset as v2 group lines (raw summaries of real task
    files), with k=1/k=8 wall times."""
    rng = random.Random(seed)
    names = {"ew": "activations", "row": "layer_norm", "gemm": "gemm"}
    groups = {}
    for line in synthetic_lines(n_problems, seed):
        if line["candidate"] is None:
            continue
        key = (line["problem"], line["group"])
        kind = line["problem"].rsplit("_", 1)[1]
        group = groups.setdefault(key, {
            "format": "cuagent.policy-dataset", "version": 2, "role": role,
            "problem": line["problem"], "variant": {"name": "orig"}, "group": line["group"],
            "device": "synthetic", "policy": "builtin-v1",
            "summary": _summary(names[kind]), "candidates": [], "unknown_ids": 0,
            "wall_s": {"space": 1.0, "k1": 0.5 + rng.random(), "k8": 2.0 + rng.random()}})
        group["candidates"].append({"id": line["candidate"],
                                    "params": F.candidate_params(line["candidate"]),
                                    "verified": line["verified"],
                                    "median_ms": line["median_ms"]})
    return list(groups.values())


def write_lines(path, lines):
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_v2_lines_train_and_unknown_ids_are_counted(tmp_path):
    lines = v2_lines()
    lines[0]["candidates"].append({"id": "builtin/split-x", "params": None, "verified": True,
                                   "median_ms": 0.001})
    data = write_lines(tmp_path / "v2.jsonl", lines)
    groups, _, foreign, *_ = T.load_groups(data)
    assert len(groups) == len(lines) and foreign == 1
    assert all(g.variant == "orig" for g in groups)
    _, report = train(data, tmp_path)
    assert report["dataset"]["non_builtin_rows"] == 1


def test_eval_lines_are_never_trained_on(tmp_path):
    data = write_lines(tmp_path / "mixed.jsonl", v2_lines() + v2_lines(role="eval", seed=3)[:1])
    with pytest.raises(SystemExit, match="never trained on"):
        train(data, tmp_path)
    dev = write_lines(tmp_path / "dev.jsonl", v2_lines())
    with pytest.raises(SystemExit, match="--eval-data takes evaluation lines"):
        train(dev, tmp_path, "--eval-data", str(dev))


def test_eval_data_reports_the_issue_numbers_and_cold_times(tmp_path):
    dev = write_lines(tmp_path / "dev.jsonl", v2_lines())
    ev_lines = v2_lines(role="eval", n_problems=6, seed=5)
    ev = write_lines(tmp_path / "eval.jsonl", ev_lines)
    _, report = train(dev, tmp_path, "--eval-data", str(ev))
    test = report["test_split"]
    assert test["groups"] == len(ev_lines)
    for ranker in ("model", "handset", "random"):
        assert test[ranker]["all"]["groups"] == len(ev_lines)
        assert {"elementwise", "norm", "gemm"} <= set(test[ranker])
    k1 = sorted(line["wall_s"]["k1"] for line in ev_lines)
    assert test["cold_optimize_s_median"]["k1"]["all"]["median"] == pytest.approx(
        (k1[len(k1) // 2 - 1] + k1[len(k1) // 2]) / 2 if len(k1) % 2 == 0 else k1[len(k1) // 2])
    assert test["cold_optimize_s_median"]["k8"]["all"]["groups"] == len(ev_lines)
    assert test["model"]["all"]["top1"] > test["random"]["all"]["top1"]


def test_ship_names_the_model_in_shipped_json(tmp_path, monkeypatch):
    models = tmp_path / "models"
    models.mkdir()
    (models / "shipped.json").write_text(json.dumps({"note": "n", "ranker": ""}))
    monkeypatch.setattr(T, "MODELS", models)
    dev = write_lines(tmp_path / "dev.jsonl", v2_lines())
    out = T.main(["--data", str(dev), "--out", str(models / "ranker-<hash>.json"), "--ship",
                  "--report", str(tmp_path / "r.json"), "--rounds", "10"])
    shipped = json.loads((models / "shipped.json").read_text())
    assert shipped == {"note": "n", "ranker": out.name}
    with pytest.raises(SystemExit, match="must be written into"):
        T.main(["--data", str(dev), "--out", str(tmp_path / "ranker-<hash>.json"), "--ship",
                "--report", str(tmp_path / "r.json"), "--rounds", "10"])


def test_committed_cpp_fixture_is_current():
    """test/unit/LearnedModelTest.cpp checks C++ against this file; if
    features.py changed, regenerate it: python3 tools/policy/features.py --fixture"""
    assert F.FIXTURE.read_text() == F.fixture_text()


def test_retraining_reproduces_the_committed_model(tmp_path):
    committed = sorted((REPO / "agent" / "models").glob("ranker-*.json"))
    assert committed, "no committed trained ranker"
    sample = REPO / "data" / "policy-dev-h200-sample.jsonl"
    model = json.loads(committed[0].read_text())
    assert model["training"]["dataset_sha256"] == T.dataset_sha256(sample)
    out = T.main(["--data", str(sample), "--out", str(tmp_path / "ranker-<hash>.json"),
                  "--report", str(tmp_path / "report.json")])
    assert out.name == committed[0].name
    assert out.read_bytes() == committed[0].read_bytes()


def _worker():
    import os

    worker = Path(os.environ.get("CUAGENT_BUILD_DIR", REPO / "build")) / "bin" / "cuagent-compile"
    if not worker.exists():
        pytest.skip(f"{worker} is not built")
    return worker


def _report(cache):
    return json.loads(next(Path(cache).rglob("report.json")).read_text())


def test_worker_k_proposes_k_per_round_and_falls_back(tmp_path):
    """builtin:k=2 with no GPU: nothing verifies, so every round falls back to
    the next 2 (compile only); plain builtin keeps its one round of 8."""
    import subprocess

    worker, task = _worker(), REPO / "test/Import/Inputs/activations.task.json"
    run = lambda *args: subprocess.run([str(worker), "--task", str(task), "--no-gpu", *args],
                                       capture_output=True, text=True, timeout=300)
    k2 = run("--policy", "builtin:k=2", "--max-rounds", "3", "--cache", str(tmp_path / "k2"))
    assert k2.returncode == 0, k2.stderr
    report = _report(tmp_path / "k2")
    assert report["policy"].startswith("builtin-v")
    assert len(report["candidates"]) == 6
    assert len({c["id"] for c in report["candidates"]}) == 6
    plain = run("--cache", str(tmp_path / "plain"))
    assert plain.returncode == 0, plain.stderr
    ids = [c["id"] for c in _report(tmp_path / "plain")["candidates"]]
    assert len(ids) == 8
    # The same ranking: k only changes how many are measured per round.
    assert ids[:6] == [c["id"] for c in report["candidates"]]
    bad = run("--policy", "builtin:k=0", "--cache", str(tmp_path / "bad"))
    assert bad.returncode != 0 and "builtin:k=<1..1024>" in bad.stderr
