"""Network-shaped tasks: small recurrent, conv-block and attention networks.

The op-chain composer (compose.py) builds straight-line chains of 1-6 seed ops. Whole
networks behave differently on the host: many small kernels per call (an LSTM layer stack,
a multi-branch block), where per-call overhead of the module around the kernels shows. These
templates are written for cuagent (no benchmark file was copied); sizes come from a seeded
RNG so every task is reproducible from (kind, seed).

    python -m bench.synth.networks --out bench/suite --per-kind 4 --seed 0

writes ``net<seed>_<kind>.py`` into the dev or test split by the suite's seeded hash
(``suite.split_of``), the same rule as the chain tasks.
"""
from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Callable, Dict, Tuple

HEADER = """# Synthesized by cuagent (bench.synth.networks), kind={kind}, seed={seed}.
import torch
import torch.nn as nn
import torch.nn.functional as F

"""


def _lstm(r: random.Random) -> Tuple[str, str]:
    b, t = r.choice([8, 16, 32]), r.choice([128, 256, 512])
    i, h, layers = r.choice([64, 128, 256]), r.choice([128, 256, 512]), r.choice([2, 4, 6])
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM({i}, {h}, num_layers={layers}, batch_first=True)
        self.head = nn.Linear({h}, {h // 2})

    def forward(self, x):
        h0 = torch.zeros({layers}, x.size(0), {h}, device=x.device, dtype=x.dtype)
        c0 = torch.zeros({layers}, x.size(0), {h}, device=x.device, dtype=x.dtype)
        out, (hn, cn) = self.rnn(x, (h0, c0))
        return torch.tanh(self.head(out[:, -1, :])) + cn[-1][:, : {h // 2}]
"""
    return model, f"x = torch.randn({b}, {t}, {i})"


def _gru(r: random.Random) -> Tuple[str, str]:
    b, t = r.choice([8, 16, 32]), r.choice([128, 256, 512])
    i, h, layers = r.choice([64, 128, 256]), r.choice([128, 256, 512]), r.choice([2, 3, 6])
    bidir = r.choice([False, True])
    dirs = 2 if bidir else 1
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU({i}, {h}, num_layers={layers}, bidirectional={bidir})

    def forward(self, x):
        h0 = torch.zeros({layers * dirs}, x.size(1), {h}, device=x.device, dtype=x.dtype)
        out, hn = self.rnn(x, h0)
        return hn
"""
    return model, f"x = torch.randn({t}, {b}, {i})"


def _transition(r: random.Random) -> Tuple[str, str]:
    b, c, s = r.choice([16, 32, 64]), r.choice([64, 128, 256]), r.choice([28, 56, 112])
    out = c // 2
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d({c})
        self.conv = nn.Conv2d({c}, {out}, kernel_size=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        return self.pool(self.conv(F.relu(self.bn(x))))
"""
    return model, f"x = torch.randn({b}, {c}, {s}, {s})"


def _attention(r: random.Random) -> Tuple[str, str]:
    b, c, s = r.choice([2, 4, 8]), r.choice([128, 256]), r.choice([16, 32])
    heads = r.choice([4, 8])
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention({c}, {heads})
        self.norm = nn.LayerNorm({c})

    def forward(self, x):
        b, c, h, w = x.shape
        seq = x.flatten(2).permute(2, 0, 1)
        y, _ = self.attn(seq, seq, seq)
        y = self.norm(y + seq)
        return y.permute(1, 2, 0).reshape(b, c, h, w)
"""
    return model, f"x = torch.randn({b}, {c}, {s}, {s})"


def _inception(r: random.Random) -> Tuple[str, str]:
    b, c, s = r.choice([8, 16, 32]), r.choice([64, 128, 192]), r.choice([28, 56])
    o1, o3, o5, op = (r.choice([32, 64]) for _ in range(4))
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.b1 = nn.Conv2d({c}, {o1}, 1)
        self.b3 = nn.Sequential(nn.Conv2d({c}, {o3 // 2}, 1), nn.ReLU(), nn.Conv2d({o3 // 2}, {o3}, 3, padding=1))
        self.b5 = nn.Sequential(nn.Conv2d({c}, {o5 // 4}, 1), nn.ReLU(), nn.Conv2d({o5 // 4}, {o5}, 5, padding=2))
        self.bp = nn.Sequential(nn.MaxPool2d(3, stride=1, padding=1), nn.Conv2d({c}, {op}, 1))

    def forward(self, x):
        return F.relu(torch.cat([self.b1(x), self.b3(x), self.b5(x), self.bp(x)], 1))
"""
    return model, f"x = torch.randn({b}, {c}, {s}, {s})"


def _resblock(r: random.Random) -> Tuple[str, str]:
    b, c, s = r.choice([16, 32, 64]), r.choice([64, 128]), r.choice([28, 56])
    model = f"""class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d({c}, {c}, 3, padding=1, bias=False)
        self.n1 = nn.BatchNorm2d({c})
        self.c2 = nn.Conv2d({c}, {c}, 3, padding=1, bias=False)
        self.n2 = nn.BatchNorm2d({c})

    def forward(self, x):
        y = F.relu(self.n1(self.c1(x)))
        y = self.n2(self.c2(y))
        return F.relu(y + x) * 0.5 - 0.1
"""
    return model, f"x = torch.randn({b}, {c}, {s}, {s})"


KINDS: Dict[str, Callable[[random.Random], Tuple[str, str]]] = {
    "lstm": _lstm,
    "gru": _gru,
    "transition": _transition,
    "attention": _attention,
    "inception": _inception,
    "resblock": _resblock,
}


def render(kind: str, seed: int) -> str:
    """The KernelBench-format source of network `kind` with sizes drawn from `seed`."""
    model, inputs = KINDS[kind](random.Random(f"{kind}:{seed}"))
    return (HEADER.format(kind=kind, seed=seed) + model +
            f"\n\ndef get_inputs():\n    {inputs}\n    return [x]\n\n\n"
            "def get_init_inputs():\n    return []\n")


def task_name(kind: str, seed: int) -> str:
    return f"net{seed:06d}_{kind}"


def write(out: Path, per_kind: int, seed: int) -> list:
    from bench.synth.suite import split_of

    written = []
    for kind in KINDS:
        bodies, s = set(), seed
        while len(bodies) < per_kind:
            # A seed that draws the same sizes as an earlier one is skipped: the suite holds
            # no task twice (the header comment, which names the seed, does not count).
            text = render(kind, s)
            body = "".join(line for line in text.splitlines(True) if not line.startswith("#"))
            if body not in bodies:
                bodies.add(body)
                name = task_name(kind, s)
                path = Path(out) / split_of(name) / f"{name}.py"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
                written.append(path)
            s += 1
    return written


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="bench/suite")
    ap.add_argument("--per-kind", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    for path in write(Path(args.out), args.per_kind, args.seed):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
