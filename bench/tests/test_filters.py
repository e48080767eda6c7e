import pytest

from bench.synth.filters import FilterCtx, apply_filters, check_deterministic, check_nontrivial, check_runs, check_timing

HEAD = "import torch\nimport torch.nn as nn\n"
TAIL = "\ndef get_inputs():\n    return [torch.randn(8, 16)]\n\ndef get_init_inputs():\n    return []\n"

TASKS = {
    "good": "class Model(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
            "        self.lin = nn.Linear(16, 16)\n    def forward(self, x):\n        return torch.tanh(self.lin(x))\n",
    "constant": "class Model(nn.Module):\n    def forward(self, x):\n        return x * 0 + 3.0\n",
    "random": "class Model(nn.Module):\n    def forward(self, x):\n        return x + torch.rand_like(x)\n",
    "nan": "class Model(nn.Module):\n    def forward(self, x):\n        return torch.log(x - 100.0)\n",
    "zero": "class Model(nn.Module):\n    def forward(self, x):\n        return x * 1e-9\n",
    "ignores_input": "class Model(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                     "        self.w = nn.Parameter(torch.randn(8, 16))\n    def forward(self, x):\n        return self.w * 2\n",
}


@pytest.fixture
def tasks(tmp_path):
    paths = {}
    for k, body in TASKS.items():
        p = tmp_path / f"{k}.py"
        p.write_text(HEAD + body + TAIL)
        paths[k] = str(p)
    return paths


def test_good_task_accepted(tasks):
    ctx = FilterCtx(tasks["good"])
    assert check_runs(ctx, use_compile=False)[0]
    assert check_deterministic(ctx)[0]
    assert check_nontrivial(ctx)[0]
    # stubbed timing thresholds: a tiny CPU op passes a [0, 1e4] ms window
    assert check_timing(ctx, min_ms=0.0, max_ms=1e4, iters=2)[0]
    r = apply_filters(tasks["good"], "cpu", use_compile=False, min_ms=0.0, max_ms=1e4, timing_iters=2)
    assert r["ok"], r


def test_constant_rejected(tasks):
    ok, why = check_nontrivial(FilterCtx(tasks["constant"]))
    assert not ok and "constant" in why


def test_random_output_rejected_as_nondeterministic(tasks):
    ok, why = check_deterministic(FilterCtx(tasks["random"]))
    assert not ok and "nondeterministic" in why


def test_nan_rejected(tasks):
    ok, why = check_nontrivial(FilterCtx(tasks["nan"]))
    assert not ok and "NaN" in why


def test_near_zero_and_input_independent_rejected(tasks):
    ok, why = check_nontrivial(FilterCtx(tasks["zero"]))
    assert not ok and "near zero" in why
    ok, why = check_nontrivial(FilterCtx(tasks["ignores_input"]))
    assert not ok and "does not change" in why


def test_too_fast_rejected(tasks):
    # a microsecond-scale CPU op against a 1 s lower threshold
    ok, why = check_timing(FilterCtx(tasks["good"]), min_ms=1000.0, max_ms=1e5, iters=2)
    assert not ok and "too fast" in why
    ok, why = check_timing(FilterCtx(tasks["good"]), min_ms=0.0, max_ms=1e-6, iters=2)
    assert not ok and "too slow" in why
    r = apply_filters(tasks["good"], "cpu", use_compile=False, min_ms=1000.0, timing_iters=2)
    assert not r["ok"] and not r["verdicts"]["timing"][0]


def test_apply_filters_stops_at_first_failure(tasks):
    r = apply_filters(tasks["random"], "cpu", use_compile=False, min_ms=0.0)
    assert not r["ok"] and "timing" not in r["verdicts"]


@pytest.mark.gpu
def test_good_task_on_gpu(tasks):
    r = apply_filters(tasks["good"], "cuda", use_compile=False, min_ms=0.0, max_ms=1e4)
    assert r["ok"], r
