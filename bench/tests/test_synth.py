import importlib.util
import json

import pytest
import torch

from bench.synth.compose import V2, compose, describe, render
from bench.synth.decontam import main as decontam_main
from bench.synth.decontam import similarity
from bench.synth.generate import generate
from bench.synth.suite import split_of

ORIGINAL = '''
import torch
import torch.nn as nn

class Model(nn.Module):
    """Conv, norm and activation."""
    def __init__(self, in_ch, out_ch, k):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, out_ch, kernel_size=k, padding=1)
        self.norm = nn.GroupNorm(4, out_ch)
        self.scale = 2.0

    def forward(self, x, residual):
        y = self.conv(x)
        y = self.norm(y)
        y = torch.relu(y) * self.scale
        return torch.sum(y + residual, dim=1)

batch = 16
def get_inputs():
    return [torch.randn(batch, 3, 64, 64), torch.randn(batch, 8, 64, 64)]

def get_init_inputs():
    return [3, 8, 3]
'''

RENAMED = '''
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, a, b, kk):
        super().__init__()
        self.layer1 = nn.Conv2d(a, b, kernel_size=kk, padding=2)
        self.gn = nn.GroupNorm(8, b)
        self.mult = 0.5

    def forward(self, inp, skip):
        h = self.layer1(inp)
        h = self.gn(h)
        h = torch.relu(h) * self.mult
        return torch.sum(h + skip, dim=2)

N = 128
def get_inputs():
    return [torch.randn(N, 7, 32, 32), torch.randn(N, 16, 32, 32)]

def get_init_inputs():
    return [7, 16, 5]
'''

UNRELATED = '''
import json, sys
from pathlib import Path

def parse(path):
    data = json.loads(Path(path).read_text())
    out = {}
    for k, v in data.items():
        if isinstance(v, list):
            out[k] = sorted(v)
        elif isinstance(v, dict):
            out[k] = {a: b for a, b in v.items() if b}
        else:
            out[k] = v
    return out

class Cache:
    def __init__(self):
        self.items = {}
    def get(self, key, default=None):
        try:
            return self.items[key]
        except KeyError:
            return default

if __name__ == "__main__":
    print(parse(sys.argv[1]))
'''


def test_similarity_renamed_copy_high_unrelated_low():
    assert similarity(ORIGINAL, RENAMED) >= 0.9
    assert similarity(ORIGINAL, ORIGINAL) == pytest.approx(1.0)
    assert similarity(ORIGINAL, UNRELATED) < 0.5


def test_decontam_cli_drops(tmp_path, capsys):
    tasks, ref = tmp_path / "tasks", tmp_path / "ref"
    tasks.mkdir(), ref.mkdir()
    (tasks / "t_copy.py").write_text(RENAMED)
    (tasks / "t_other.py").write_text(UNRELATED)
    (ref / "orig.py").write_text(ORIGINAL)
    decontam_main(["--tasks", str(tasks), "--against", str(ref), "--drop", "--json", str(tmp_path / "s.json")])
    assert not (tasks / "t_copy.py").exists() and (tasks / "t_other.py").exists()
    scores = json.loads((tmp_path / "s.json").read_text())
    assert scores[0]["score"] >= 0.9 and scores[1]["score"] < 0.5


def test_compose_reproducible():
    for seed in (1, 7, 42):
        a, b = compose(seed), compose(seed)
        assert render(a, "h200") == render(b, "h200")
        assert render(a, "small") == render(b, "small")
        assert describe(a) == describe(b)
    assert render(compose(1), "h200") != render(compose(2), "h200")


def _load(path):
    spec = importlib.util.spec_from_file_location(f"synth_t_{abs(hash(str(path)))}", str(path))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def test_generated_small_problems_import_and_run(tmp_path):
    m = generate(12, 100, tmp_path, scale="small", progress=False)
    assert len(m["tasks"]) == 12
    assert json.loads((tmp_path / "manifest.json").read_text())["count"] == 12
    for e in m["tasks"]:
        mod = _load(tmp_path / e["file"])
        torch.manual_seed(0)
        model = mod.Model(*mod.get_init_inputs()).eval()
        with torch.no_grad():
            out = model(*mod.get_inputs())
        assert tuple(out.shape) == tuple(e["output_shape"]["small"]), e["name"]
        assert e["ops"] and e["families"]


def test_h200_sizes_in_profile_and_estimated_time():
    for seed in range(30):
        t = compose(seed)
        assert t is not None
        assert 1.0 <= t.est_ms("h200") <= 100.0
        assert t.max_numel("h200") <= 2 ** 28
        assert 1 <= len(t.nodes) <= 5
        assert render(t, "h200").startswith("# Synthesized by cuagent")


def test_generate_with_filters_small(tmp_path):
    m = generate(4, 5, tmp_path, scale="small", run_filters=True, use_compile=False, progress=False)
    assert all("filters" in e for e in m["tasks"])
    assert sum(1 for e in m["tasks"] if e["file"]) >= 3


def test_split_is_stable():
    assert split_of("abc") == split_of("abc")
    names = [f"t{i}" for i in range(2000)]
    frac = sum(split_of(n) == "dev" for n in names) / len(names)
    assert 0.65 < frac < 0.75


def test_network_tasks_render_script_and_are_unique(tmp_path):
    """Every network kind renders a KernelBench-format file whose model scripts and freezes
    (the stock TorchScript variant), reproducibly and without duplicates."""
    import importlib.util

    import torch

    from bench.synth import networks

    written = networks.write(tmp_path, per_kind=2, seed=0)
    assert len(written) == 2 * len(networks.KINDS)
    assert networks.render("gru", 3) == networks.render("gru", 3)
    bodies = set()
    for path in written:
        text = path.read_text()
        bodies.add("".join(l for l in text.splitlines(True) if not l.startswith("#")))
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        torch.jit.freeze(torch.jit.script(module.Model().eval()))
    assert len(bodies) == len(written)


def test_v1_tasks_do_not_move_when_libraries_grow():
    """Suite v1's committed files are what compose renders today: adding suite v2's
    library changed no v1 task (their numbers stay comparable across sessions)."""
    from pathlib import Path

    from bench.synth.compose import task_name
    from bench.synth.generate import iter_tasks

    suite = Path(__file__).resolve().parents[1] / "suite"
    checked = 0
    for task in iter_tasks(120, 0):
        for split in ("dev", "test"):
            path = suite / split / f"{task_name(task)}.py"
            if path.exists():
                assert path.read_text() == render(task, "h200"), path.name
                checked += 1
    assert checked >= 100


def test_v2_tasks_hold_4_to_8_gib_tensors_and_new_families():
    tasks = [compose(seed, library=V2) for seed in range(60)]
    tasks = [t for t in tasks if t is not None]
    assert len(tasks) >= 50
    families = set()
    for t in tasks:
        assert 2 ** 30 <= t.max_numel("large") <= 2 ** 31, t.labels()
        assert 3.0 <= t.est_ms() <= 120.0
        assert render(t, "large") == render(compose(t.seed, library=V2), "large")
        families |= set(t.families())
    assert {"loss", "scan", "layout", "distance"} <= families, families
    assert render(compose(5, library=V2), "large") != render(compose(5), "h200")


def test_v2_small_twins_run_and_have_their_shapes(tmp_path):
    """Every new op renders a model that runs on its small twin with the output shape it
    declared (terminal ops such as reduced losses last)."""
    m = generate(40, 0, tmp_path, scale="small", progress=False, library=V2)
    kinds = set()
    for e in m["tasks"]:
        mod = _load(tmp_path / e["file"])
        torch.manual_seed(0)
        with torch.no_grad():
            out = mod.Model(*mod.get_init_inputs()).eval()(*mod.get_inputs())
        assert tuple(out.shape) == tuple(e["output_shape"]["small"]), e["name"]
        kinds |= {op.split(":")[0] for op in e["ops"]}
    assert len({"loss", "scan", "layout", "cat", "binary", "activation2", "reduce2"} & kinds) >= 5, kinds


def _check_small_twins(tmp_path, library, count, new_ops, at_least):
    """A library's tasks render models that run on their small twins with the output shapes
    they declared, at least `at_least` of `new_ops` among them, and the library keeps v2's task
    sizes."""
    m = generate(count, 0, tmp_path, scale="small", progress=False, library=library)
    kinds = set()
    for e in m["tasks"]:
        mod = _load(tmp_path / e["file"])
        torch.manual_seed(0)
        with torch.no_grad():
            out = mod.Model(*mod.get_init_inputs()).eval()(*mod.get_inputs())
        assert tuple(out.shape) == tuple(e["output_shape"]["small"]), e["name"]
        kinds |= {op.split(":")[0] for op in e["ops"]}
    assert len(set(new_ops) & kinds) >= at_least, kinds
    for seed in range(20):
        t = compose(seed, library=library)
        if t is not None:
            assert 2 ** 30 <= t.max_numel("large") <= 2 ** 31, t.labels()


def test_v3_small_twins_run_with_the_new_idioms(tmp_path):
    """Suite v3's idioms: einsum, `w.T`, in-place residuals, trailing-dim norms, products,
    hand-split attention heads."""
    from bench.synth.compose import V3

    _check_small_twins(tmp_path, V3, 60,
                       {"einsum", "matmul_wt", "inplace_residual", "trailing_norm", "prod"}, 4)


def test_v4_small_twins_run_with_the_new_ops(tmp_path):
    """Suite v4's ops: transformer modules, nn.Bilinear, var_mean/std_mean, floor division,
    special functions, clamps by tensors, diff."""
    from bench.synth.compose import V4

    _check_small_twins(tmp_path, V4, 80,
                       {"transformer_layer", "mha_residual", "bilinear", "stat_normalize",
                        "quantize", "special", "clamp_tensor", "diff"}, 5)
