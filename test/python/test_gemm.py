"""The GEMM family (issue 8) on the capture side: partitioning, task contents,
the precision option and the worker's cuBLASLt. CPU only; the fast path on a
GPU is in test_gpu.py."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from conftest import REPO, make_script, reasons
from models import scripted

F = torch.nn.functional


class LinearRelu(torch.nn.Module):
    def __init__(self, bias=True):
        super().__init__()
        self.linear = torch.nn.Linear(8, 16, bias=bias)

    def forward(self, x):
        return torch.relu(self.linear(x))


class FunctionalLinearRelu(torch.nn.Module):
    """linear with a weight and a bias computed at run time (forward arguments)."""

    def forward(self, x, w, b):
        return torch.relu(F.linear(x, w, b))


class MatmulRelu(torch.nn.Module):
    def forward(self, a, b):
        return torch.relu(torch.matmul(a, b))


class BmmRelu(torch.nn.Module):
    def forward(self, a, b):
        return torch.relu(torch.bmm(a, b))


class AddmmRelu(torch.nn.Module):
    def forward(self, c, a, b):
        return torch.relu(torch.addmm(c, a, b, beta=0.5, alpha=2.0))


class BaddbmmRelu(torch.nn.Module):
    def forward(self, c, a, b):
        return torch.relu(torch.baddbmm(c, a, b, beta=0.5, alpha=2.0))


class LoneLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(8, 16)

    def forward(self, x):
        return self.linear(x)


GEMM_CASES = [
    ("linear+bias", LinearRelu(), [(4, 8)], "aten::linear"),
    ("linear no bias, 3-D input", LinearRelu(bias=False), [(2, 4, 8)], "aten::linear"),
    ("functional linear", FunctionalLinearRelu(), [(4, 8), (16, 8), (16,)], "aten::linear"),
    ("matmul 2-D", MatmulRelu(), [(4, 8), (8, 5)], "aten::matmul"),
    ("matmul batched", MatmulRelu(), [(3, 4, 8), (3, 8, 5)], "aten::matmul"),
    ("matmul 2-D weight", MatmulRelu(), [(2, 3, 4, 8), (8, 5)], "aten::matmul"),
    ("matmul 2-D lhs", MatmulRelu(), [(4, 8), (3, 8, 5)], "aten::matmul"),
    ("matmul vector", MatmulRelu(), [(3, 4, 8), (8,)], "aten::matmul"),
    ("bmm", BmmRelu(), [(3, 4, 8), (3, 8, 5)], "aten::bmm"),
    ("addmm", AddmmRelu(), [(5,), (4, 8), (8, 5)], "aten::addmm"),
    ("baddbmm", BaddbmmRelu(), [(3, 1, 5), (3, 4, 8), (3, 8, 5)], "aten::baddbmm"),
]


@pytest.mark.parametrize("name,model,shapes,op", GEMM_CASES, ids=[c[0] for c in GEMM_CASES])
def test_gemm_and_relu_form_one_group(cuagent, name, model, shapes, op):
    inputs = [torch.randn(s) for s in shapes]
    result = cuagent.partition(scripted(model), inputs)
    assert [g["ops"] for g in result["groups"]] == [[op, "aten::relu"]], result
    assert result["fallbacks"] == [], result


def test_lone_linear_is_a_group(cuagent):
    """min_group_size is for groups of elementwise ops: a lone GEMM may win alone."""
    result = cuagent.partition(scripted(LoneLinear()), [torch.randn(4, 8)])
    assert [g["ops"] for g in result["groups"]] == [["aten::linear"]]
    assert result["fallbacks"] == []
    # ... while a lone elementwise op is still too small.
    class Lone(torch.nn.Module):
        def forward(self, x, w):
            return torch.atan2(torch.relu(x), w)

    result = cuagent.partition(scripted(Lone()), [torch.randn(4, 8), torch.randn(4, 8)])
    assert ("aten::relu", "GroupTooSmall") in reasons(result)


def test_matmul_batch_broadcast_stays_stock(cuagent):
    result = cuagent.partition(scripted(MatmulRelu()), [torch.randn(3, 4, 8), torch.randn(1, 8, 5)])
    assert result["groups"] == []
    (matmul,) = [f for f in result["fallbacks"] if f["op"] == "aten::matmul"]
    assert matmul["reason"] == "UnsupportedShape"
    assert "batch dims [3] and [1]" in matmul["detail"], matmul
    # Equal batch dims of rank 2 are fine; rank 5 is not.
    ok = cuagent.partition(scripted(MatmulRelu()), [torch.randn(2, 3, 4, 8), torch.randn(2, 3, 8, 5)])
    assert len(ok["groups"]) == 1
    five = cuagent.partition(scripted(MatmulRelu()), [torch.randn(1, 2, 3, 4, 8), torch.randn(8, 5)])
    assert ("aten::matmul", "UnsupportedShape") in reasons(five)


def test_gemm_operands_are_checked_like_the_others(cuagent):
    x, w = torch.randn(4, 8), torch.randn(5, 8)
    result = cuagent.partition(scripted(MatmulRelu()), [x, w.t()])
    assert ("aten::matmul", "NonContiguous") in reasons(result)
    result = cuagent.partition(scripted(MatmulRelu()), [x.double(), w.t().contiguous().double()])
    assert ("aten::matmul", "UnsupportedDtype") in reasons(result)
    # A non-contiguous bias is an operand too.
    b = torch.randn(16, 2)[:, 0]
    result = cuagent.partition(scripted(FunctionalLinearRelu()), [x, torch.randn(16, 8), b])
    assert ("aten::linear", "NonContiguous") in reasons(result)


def test_optional_bias_decided_at_run_time_stays_stock(cuagent):
    from typing import Optional

    class M(torch.nn.Module):
        def forward(self, x, w, b: Optional[torch.Tensor]):
            return torch.relu(F.linear(x, w, b))

    result = cuagent.partition(scripted(M()), [torch.randn(4, 8), torch.randn(16, 8),
                                               torch.randn(16)])
    assert ("aten::linear", "UnsupportedArgument") in reasons(result), result


def task_of(report):
    (group,) = report["groups"]
    return json.loads((Path(group["task_dir"]) / "task.json").read_text()), Path(group["task_dir"])


@pytest.mark.parametrize("bias", [True, False])
def test_linear_parameters_become_task_inputs(cuagent, tmp_path, worker, bias):
    model = scripted(LinearRelu(bias=bias))
    cuagent.optimize(model, [torch.randn(4, 8)], cache_dir=str(tmp_path / "c"),
                     worker_path=worker, task_dir=str(tmp_path / "t"))
    task, task_dir = task_of(cuagent.last_report())
    inputs = task["graph"]["inputs"]
    assert [i["kind"] for i in inputs] == ["input", "parameter"] + (["parameter"] if bias else [])
    assert inputs[1]["shape"] == [16, 8]
    weight = torch.from_file(str(task_dir / inputs[1]["file"]), size=128, dtype=torch.float32)
    torch.testing.assert_close(weight.view(16, 8), model.linear.weight.detach())
    if bias:
        assert inputs[2]["shape"] == [16]
        data = torch.from_file(str(task_dir / inputs[2]["file"]), size=16, dtype=torch.float32)
        torch.testing.assert_close(data, model.linear.bias.detach())
    linear, relu = task["graph"]["nodes"]
    # Leading operands, then the bias when given.
    assert linear["op"] == "aten::linear" and linear["attrs"] == {}
    assert linear["inputs"] == [i["name"] for i in inputs]
    assert relu["inputs"] == linear["outputs"]
    assert task["precision"] == "fp32"


@pytest.mark.parametrize("model,shapes,op", [
    (AddmmRelu(), [(5,), (4, 8), (8, 5)], "aten::addmm"),
    (BaddbmmRelu(), [(3, 1, 5), (3, 4, 8), (3, 8, 5)], "aten::baddbmm"),
], ids=["addmm", "baddbmm"])
def test_addmm_records_beta_and_alpha(cuagent, tmp_path, worker, model, shapes, op):
    cuagent.optimize(scripted(model), [torch.randn(s) for s in shapes],
                     cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"))
    task, _ = task_of(cuagent.last_report())
    node = task["graph"]["nodes"][0]
    assert node["op"] == op and len(node["inputs"]) == 3
    assert node["attrs"] == {"beta": 0.5, "alpha": 2.0}


def test_stock_fallback_of_a_patched_gemm_group_matches_eager(cuagent, tmp_path, worker):
    model = scripted(LinearRelu())
    fast = cuagent.optimize(model, [torch.randn(4, 8)], patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "c"))
    assert "cuagent::guard" in str(fast.graph)
    for _ in range(3):
        x = torch.randn(4, 8)
        torch.testing.assert_close(fast(x), model(x))


@pytest.mark.parametrize("value", ["bf16", "TF32", "", 32, True])
def test_precision_is_validated(cuagent, tmp_path, value):
    with pytest.raises((ValueError, TypeError), match=r"precision must be one of 'fp32', 'tf32'"):
        cuagent.optimize(scripted(LinearRelu()), [torch.randn(4, 8)], precision=value,
                         cache_dir=str(tmp_path))


def test_precision_is_validated_in_cpp(cuagent, tmp_path):
    """The C++ options parser checks too (the C++ API has no Python in front of it)."""
    src = tmp_path / "m.pt"
    torch.jit.save(scripted(LinearRelu()), str(src))
    with pytest.raises(RuntimeError, match=r"precision.*\"fp32\".*\"tf32\""):
        torch.ops.cuagent.partition_file(str(src), [torch.randn(4, 8)],
                                         json.dumps({"precision": "fp64"}))
    with pytest.raises(RuntimeError, match=r"known options:.*precision"):
        torch.ops.cuagent.partition_file(str(src), [torch.randn(4, 8)],
                                         json.dumps({"precison": "tf32"}))


def test_tf32_precision_is_in_the_task_and_the_key(cuagent, tmp_path, worker):
    model = scripted(LinearRelu())
    x = torch.randn(4, 8)
    keys = {}
    for precision in ("fp32", "tf32"):
        cuagent.optimize(model, [x], precision=precision, cache_dir=str(tmp_path / "c"),
                         worker_path=worker, task_dir=str(tmp_path / precision))
        report = cuagent.last_report()
        assert report["precision"] == precision
        task, _ = task_of(report)
        assert task["precision"] == precision
        keys[precision] = report["groups"][0]["key"]
    assert keys["fp32"] != keys["tf32"]
    # Half-precision tasks keep their own precision under tf32.
    half = scripted(LinearRelu()).to(torch.float16)
    cuagent.optimize(half, [x.half()], precision="tf32", cache_dir=str(tmp_path / "c"),
                     worker_path=worker, task_dir=str(tmp_path / "half"))
    task, _ = task_of(cuagent.last_report())
    assert task["precision"] == "fp16"


def test_partition_accepts_tf32(cuagent):
    result = cuagent.partition(scripted(LinearRelu()), [torch.randn(4, 8)], precision="tf32")
    assert [g["ops"] for g in result["groups"]] == [["aten::linear", "aten::relu"]]


def run_isolated(body, tmp_path, env=None):
    script = tmp_path / "script.py"
    script.write_text(textwrap.dedent("""
        import sys, torch
        sys.path.insert(0, %r)
        sys.path.insert(0, %r)
        import cuagent
    """ % (str(REPO / "python"), str(Path(__file__).parent))) + textwrap.dedent(body))
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120, env=env or dict(os.environ))


@pytest.mark.parametrize("user_set", [False, True])
def test_worker_gets_the_loaded_cublaslt(cuagent, tmp_path, user_set):
    """The worker is told which libcublasLt this process loaded (CUAGENT_CUBLASLT), unless
    the user set the variable. A CUDA build of torch loads its own copy at import (GPU or
    not) and that one is named; otherwise a stand-in library plays torch's copy."""
    source = tmp_path / "empty.c"
    source.write_text("int cuagent_fake_cublaslt;\n")
    fake = tmp_path / "libcublasLt.so.99"
    try:
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(fake), str(source)], check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no C compiler to build a stand-in libcublasLt")
    seen = tmp_path / "seen.txt"
    worker = make_script(tmp_path / "worker", 'echo "${CUAGENT_CUBLASLT-unset}" >> %s' % seen)
    env = dict(os.environ)
    if user_set:
        env["CUAGENT_CUBLASLT"] = "/user/choice/libcublasLt.so.13"
    result = run_isolated("""
        import ctypes
        torch_copy = sorted({l.split()[-1] for l in open("/proc/self/maps")
                             if "libcublasLt.so" in l.split()[-1]})
        ctypes.CDLL(%r)
        class M(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.linear = torch.nn.Linear(8, 16)
            def forward(self, x):
                return torch.relu(self.linear(x))
        cuagent.optimize(torch.jit.script(M().eval()), [torch.randn(4, 8)], worker_path=%r,
                         cache_dir=%r)
        print(torch_copy[0] if torch_copy else "")
    """ % (str(fake), str(worker), str(tmp_path / "c")), tmp_path, env)
    assert result.returncode == 0, result.stderr
    lines = seen.read_text().split()
    assert len(lines) >= 1, lines  # --print-toolchain and the task
    torch_copy = result.stdout.strip()
    if user_set:
        assert set(lines) == {"/user/choice/libcublasLt.so.13"}
    else:
        # /proc/self/maps names the file itself; the loader's name may go through a link.
        assert {os.path.realpath(l) for l in lines} == \
            {os.path.realpath(torch_copy or str(fake))}, (lines, torch_copy)


def test_a_missing_worker_is_still_reported_as_not_started(cuagent, tmp_path):
    """With CUAGENT_CUBLASLT passed, the worker is started by another path; a worker that
    does not exist still reads 'could not be started'."""
    source = tmp_path / "empty.c"
    source.write_text("int cuagent_fake_cublaslt;\n")
    fake = tmp_path / "libcublasLt.so.99"
    try:
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(fake), str(source)], check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no C compiler to build a stand-in libcublasLt")
    result = run_isolated("""
        import ctypes
        ctypes.CDLL(%r)
        m = torch.jit.script(torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU()).eval())
        cuagent.optimize(m, [torch.randn(4, 8)], worker_path=%r, cache_dir=%r)
        (group,) = cuagent.last_report()["groups"]
        print(group["reason"])
    """ % (str(fake), str(tmp_path / "no-such-worker"), str(tmp_path / "c")), tmp_path)
    assert result.returncode == 0, result.stderr
    assert "could not be started" in result.stdout and "No such file" in result.stdout, \
        result.stdout


class QkScores(torch.nn.Module):
    def forward(self, q, k):
        return torch.matmul(q, k.transpose(-2, -1)) * 0.125


class TransposedLhsRelu(torch.nn.Module):
    def forward(self, a, b):
        return torch.relu(torch.matmul(a.t(), b))


class PermutedBothBmm(torch.nn.Module):
    def forward(self, a, b):
        return torch.bmm(a.permute(0, 2, 1), b.transpose(1, 2)) + 1.0


TRANSPOSE_CASES = [
    ("q @ k^T, 4-D", QkScores(), [(2, 3, 4, 8), (2, 3, 5, 8)],
     ["aten::transpose.int", "aten::matmul", "aten::mul.Scalar"]),
    ("a.t() @ b, shared lhs", TransposedLhsRelu(), [(8, 4), (3, 8, 5)],
     ["aten::t", "aten::matmul", "aten::relu"]),
    ("bmm of two transposes", PermutedBothBmm(), [(3, 8, 4), (3, 5, 8)],
     ["aten::permute", "aten::transpose.int", "aten::bmm", "aten::add.Scalar"]),
]


@pytest.mark.parametrize("name,model,shapes,ops", TRANSPOSE_CASES,
                         ids=[c[0] for c in TRANSPOSE_CASES])
def test_a_transpose_feeding_a_gemm_joins_its_group(cuagent, name, model, shapes, ops):
    """A swap of the last two dims feeding a GEMM is read transposed by
    cuBLASLt (no copy), so it joins the GEMM's group."""
    result = cuagent.partition(scripted(model), [torch.randn(s) for s in shapes])
    assert [g["ops"] for g in result["groups"]] == [ops], result
    assert result["fallbacks"] == [], result


def test_a_batch_dim_permute_feeding_a_gemm_stays_stock(cuagent):
    """Any other permute would be a copy in front of the library call: cut."""
    class M(torch.nn.Module):
        def forward(self, a, b):
            return torch.relu(torch.bmm(a, b.transpose(0, 1)))

    result = cuagent.partition(scripted(M()), [torch.randn(3, 4, 8), torch.randn(8, 3, 5)])
    assert ("aten::transpose.int", "UnsupportedArgument") in reasons(result), result
    # The bmm then reads a strided value: stock too.
    assert ("aten::bmm", "NonContiguous") in reasons(result), result
    assert result["groups"] == [], result


def test_transposed_gemm_tasks_build_plans_with_transposed_operands(cuagent, tmp_path, worker):
    """The worker (no GPU) imports the task, folds the transposes into the GEMM
    and builds a cuBLASLt step that reads the operands transposed."""
    from test_argscan import run_no_gpu

    for i, (_, model, shapes, ops) in enumerate(TRANSPOSE_CASES):
        cuagent.optimize(scripted(model), [torch.randn(s) for s in shapes],
                         cache_dir=str(tmp_path / ("c%d" % i)), worker_path=worker,
                         task_dir=str(tmp_path / ("t%d" % i)))
        (group,) = cuagent.last_report()["groups"]
        task = str(Path(group["task_dir"]) / "task.json")
        run_no_gpu(worker, task, tmp_path / ("w%d" % i), "--max-candidates", "1")
        plans = list((tmp_path / ("w%d" % i)).rglob("plan.json"))
        assert plans, list((tmp_path / ("w%d" % i)).rglob("*"))
        steps = [s for p in plans for s in json.loads(p.read_text())["steps"] if s["kind"] == "cublaslt"]
        assert steps and all(s["gemm"]["trans_a"] or s["gemm"]["trans_b"] for s in steps), steps


class DiagTimesMatrix(torch.nn.Module):
    def __init__(self, diagonal=0):
        super().__init__()
        self.diagonal = diagonal

    def forward(self, v, x):
        return torch.relu(torch.diag(v, self.diagonal) @ x)


def test_diag_is_captured_with_its_matmul(cuagent, tmp_path, worker):
    """aten::diag of a vector came in as one registry row: captured with the
    matmul it feeds (diagonal recorded), and the worker compiles the group,
    the matmul rewritten into a broadcast multiply (decision 47)."""
    v, x = torch.randn(8), torch.randn(8, 5)
    model = scripted(DiagTimesMatrix())
    result = cuagent.partition(model, [v, x])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::diag", "aten::matmul", "aten::relu"]], result
    assert result["fallbacks"] == [], result
    fast = cuagent.optimize(model, [v, x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (group,) = cuagent.last_report()["groups"]
    # Compiled with NVRTC; unverified without a GPU. With one, these CPU tensors verify in the
    # worker but have no stock device time, so the group is not patched (NotFaster).
    assert group["status"] in ("unverified", "not_faster"), group
    task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
    diag = task["graph"]["nodes"][0]
    assert diag["op"] == "aten::diag" and diag["attrs"] == {"diagonal": 0}
    torch.testing.assert_close(fast(v, x), model(v, x))


def test_other_diags_stay_stock_with_reasons(cuagent):
    """An offset diagonal (a larger matrix) and diag of a matrix (which
    extracts its diagonal) are not what cuagent.diag computes."""
    v, x = torch.randn(8), torch.randn(9, 5)
    result = cuagent.partition(scripted(DiagTimesMatrix(1)), [v, x])
    (diag,) = [f for f in result["fallbacks"] if f["op"] == "aten::diag"]
    assert diag["reason"] == "UnsupportedArgument", result
    assert "diagonal=1" in diag["detail"] and "main diagonal" in diag["detail"], diag

    class MatrixDiag(torch.nn.Module):
        def forward(self, m):
            return torch.relu(torch.diag(m)) * 2.0

    result = cuagent.partition(scripted(MatrixDiag()), [torch.randn(6, 6)])
    (diag,) = [f for f in result["fallbacks"] if f["op"] == "aten::diag"]
    assert diag["reason"] == "UnsupportedShape", result
    assert "diag of [6, 6]" in diag["detail"] and "extracts its diagonal" in diag["detail"], diag


@pytest.mark.parametrize("option, bad", [("fp32_emulation", "no"), ("batch_tiling", 1)])
def test_bool_option_reaches_the_task(cuagent, tmp_path, worker, option, bad):
    """fp32_emulation=False (3xTF32 off) and batch_tiling=False (decision 69) are
    written into the task (hence its cache key); the default writes nothing;
    anything but a bool is refused."""
    model = scripted(LinearRelu())
    x = torch.randn(4, 8)
    keys = {}
    for flag in (True, False):
        cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                         task_dir=str(tmp_path / ("t%d" % flag)), **{option: flag})
        (group,) = cuagent.last_report()["groups"]
        task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
        assert task.get(option, True) is flag, task.get(option)
        keys[flag] = group["key"]
    assert keys[True] != keys[False]
    with pytest.raises(TypeError, match=option + " must be True or False"):
        cuagent.optimize(model, [x], **{option: bad})


def test_max_memory_ratio_option_reaches_the_task(cuagent, tmp_path, worker):
    """max_memory_ratio (decision 52) is written into tasks when not the
    default 1.2 (hence their cache key); 0 is no cap; a ratio under 1, or
    not a number, is refused before anything runs."""
    model = scripted(LinearRelu())
    x = torch.randn(4, 8)
    keys = {}
    for ratio in (None, 0, 3):
        cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                         task_dir=str(tmp_path / ("t%s" % ratio)), max_memory_ratio=ratio)
        (group,) = cuagent.last_report()["groups"]
        task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
        assert task.get("max_memory_ratio") == (None if ratio is None else ratio), task
        keys[ratio] = group["key"]
    assert len(set(keys.values())) == 3, keys
    for bad in (0.5, -1, "big", True, float("inf")):
        with pytest.raises(ValueError, match="max_memory_ratio must be a number >= 1"):
            cuagent.optimize(model, [x], max_memory_ratio=bad)
