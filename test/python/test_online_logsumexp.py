"""logsumexp's online helpers (StridedTemplate.cpp, cuagent_online_lse_add
and _merge): the max and the shifted sum in one read, with aten's values
where a softmax's online helpers differ. The emitted helpers, built with g++
around emulation.py's shim, run over rows split into chunks (each chunk
added, the chunks merged, as threads and warps do), and logf(s) + m must be
torch.logsumexp's: NaN wherever a NaN is, +inf with a +inf (NaN with both),
-inf for all -inf, and the value within float rounding elsewhere."""
import math
import subprocess
import sys

import pytest
import torch

from conftest import REPO, real_worker
from emulation import _SHIM

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_slips  # noqa: E402

INF, NAN = math.inf, math.nan
ROWS = [
    [0.5, -1.0, 2.0, 3.5, -0.25, 1.0, 0.0, 7.0],
    [NAN, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0],
    [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, NAN],
    [1.0, INF, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
    [1.0, 2.0, 3.0, 4.0, 5.0, INF, 7.0, INF],
    [INF, 2.0, 3.0, 4.0, 5.0, 6.0, NAN, 8.0],
    [-INF] * 8,
    [-INF, -INF, -INF, 2.5, -INF, -INF, -INF, -INF],
    [-INF, 1.0, -INF, 2.0, -INF, 3.0, -INF, 4.0],
    [80.0, 85.0, 90.0, 95.0, -90.0, 88.0, 0.0, 1.0],
]


def helpers(tmp_path):
    task = make_task.write_task("logsumexp_dim1_sigmoid", str(tmp_path / "task"), "cpu",
                                sets=1)
    source, _ = planted_slips.emitted(real_worker(), task, tmp_path)
    start = source.index("#ifndef CUAGENT_ONLINE_LOGSUMEXP")
    # The warp reduction after them uses shuffles: the merge is what it calls.
    return source[start:source.index("// (m, s) over the TPR threads", start)] + "#endif\n"


def run_helpers(tmp_path, rows, chunk):
    literal = lambda v: ("NAN" if math.isnan(v) else
                         ("INFINITY" if v > 0 else "-INFINITY") if math.isinf(v) else repr(v) + "f")
    data = ",\n".join("{" + ", ".join(literal(v) for v in row) + "}" for row in rows)
    program = _SHIM + helpers(tmp_path) + f"""
static const float rows[{len(rows)}][8] = {{{data}}};
int main() {{
  for (int r = 0; r < {len(rows)}; ++r) {{
    float m = -INFINITY, s = 0.f;
    for (int c = 0; c < 8; c += {chunk}) {{
      float cm = -INFINITY, cs = 0.f;
      for (int k = c; k < c + {chunk}; ++k) cuagent_online_lse_add(cm, cs, rows[r][k]);
      cuagent_online_lse_merge(m, s, cm, cs);
    }}
    std::printf("%a\\n", logf(s) + m);
  }}
}}
"""
    src = tmp_path / "lse.cpp"
    src.write_text(program)
    subprocess.run(["g++", "-O1", "-o", str(tmp_path / "lse"), str(src)], check=True)
    out = subprocess.run([str(tmp_path / "lse")], capture_output=True, text=True, check=True)
    return [float.fromhex(line) if "nan" not in line else NAN for line in out.stdout.split()]


@pytest.mark.parametrize("chunk", [1, 2, 8])
def test_online_logsumexp_is_atens(tmp_path, chunk):
    got = run_helpers(tmp_path, ROWS, chunk)
    expected = torch.logsumexp(torch.tensor(ROWS, dtype=torch.float32), dim=1).tolist()
    for row, a, e in zip(ROWS, got, expected):
        if math.isnan(e) or math.isinf(e):
            assert (math.isnan(a) and math.isnan(e)) or a == e, (row, a, e)
        else:
            assert a == pytest.approx(e, rel=1e-6, abs=1e-6), (row, a, e)
