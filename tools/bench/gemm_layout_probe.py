"""Does a TF32 GEMM's operand layout decide its speed on this card?

Hopper's wgmma reads 32-bit (tf32) operands K-major only, so a GEMM whose
operand is stored M- or N-major may run on older kernels. Times torch.matmul
(cuBLAS) at TF32 and strict fp32 for the four layouts of one shape, plus the
transpose that would make an operand K-major, CUDA events.

    python3 -m tools.bench.gemm_layout_probe [--shape M,N,K ...]
"""
import argparse

import torch

from tools.bench.convt_probe import time_ms as timed


def operands(m, n, k, a_kmajor, b_kmajor):
    # torch's (m x k) @ (k x n): a K-major lhs is row-major, a K-major rhs is
    # the transpose of a row-major (n x k).
    a = torch.randn(m, k, device="cuda") if a_kmajor else torch.randn(k, m, device="cuda").t()
    b = torch.randn(n, k, device="cuda").t() if b_kmajor else torch.randn(k, n, device="cuda")
    return a, b


def probe(m, n, k):
    flops = 2.0 * m * n * k
    line = []
    for tf32 in (True, False):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        for a_k in (True, False):
            for b_k in (True, False):
                a, b = operands(m, n, k, a_k, b_k)
                ms = timed(lambda: torch.matmul(a, b))
                name = ("K" if a_k else "M") + ("K" if b_k else "N")
                line.append(f"{'tf32' if tf32 else 'fp32'} {name} {ms:.3f} ms "
                            f"({flops / ms / 1e9:.0f} TF/s)")
    torch.backends.cuda.matmul.allow_tf32 = False
    x = torch.randn(k, n, device="cuda")
    line.append(f"transpose of the {k}x{n} operand {timed(lambda: x.t().contiguous()):.3f} ms")
    print(f"{m} x {n} x {k}: " + "; ".join(line), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shape", action="append",
                        default=None, help="M,N,K (repeatable)")
    args = parser.parse_args()
    shapes = args.shape or ["16384,2048,2048", "4096,4096,4096", "8192,8192,8192",
                            "2048,4096,6144", "2048,16384,615"]
    print(torch.cuda.get_device_name(), torch.__version__, torch.backends.cuda.matmul)
    for shape in shapes:
        probe(*map(int, shape.split(",")))


if __name__ == "__main__":
    main()
