"""Op families of suite problems, by the op names a problem's file name lists.

Torch-free, so the offline tools (tools/policy) share the report's families.
"""
from __future__ import annotations

# The first family whose keys occur in the name wins: attention before
# convolution before GEMM, since those ops hold a problem's time.
FAMILIES = [
    ("attention", ("sdpa", "attention")),
    ("convolution", ("conv",)),
    ("gemm", ("matmul", "linear", "bmm", "qk_scores", "addmm", "lstm")),
    ("norm", ("norm",)),
    ("pooling", ("pool",)),
    ("softmax/reduction", ("softmax", "logsumexp", "sum", "mean", "amax", "min", "max", "cumsum",
                           "argmax", "argmin")),
]
OTHER = "elementwise/other"


def family_of(problem: str) -> str:
    name = (problem or "").lower()
    for family, keys in FAMILIES:
        if any(k in name for k in keys):
            return family
    return OTHER
