"""The main job: optimize the example model and print what happened.

Captures the fused groups, compiles each in the worker, verifies on the GPU
(when there is one), patches the graph, then checks the optimized model
against eager on 5 fresh input sets and times stock vs cuagent per group.
"""
import argparse
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "../python"))
sys.path.insert(0, HERE)
import cuagent  # noqa: E402
from example_model import ExampleBlock, example_inputs  # noqa: E402


def fmt(value, spec="{:.4f}"):
    return spec.format(value) if isinstance(value, (int, float)) and value >= 0 else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--cache", default=os.environ.get("CUAGENT_CACHE_DIR",
                                                          os.path.join(HERE, "../cache")))
    parser.add_argument("--batch", type=int, default=4096)
    parser.add_argument("--save", default="", help="also torch.jit.save the optimized model here")
    args = parser.parse_args()
    if args.device == "cpu":
        print("cuagent: no GPU here: the groups are captured and compiled, not verified; "
              "the optimized model runs the stock kernels (the fallback).")
        args.batch = min(args.batch, 64)

    torch.manual_seed(0)
    model = ExampleBlock().to(args.device).eval()
    inputs = example_inputs(args.device, batch=args.batch)
    with torch.no_grad():
        optimized = cuagent.optimize(torch.jit.script(model), inputs, cache_dir=args.cache)
    report = cuagent.last_report()

    print("\ngroups captured")
    print(f"{'#':>2} {'ops':58s} {'status':11s} {'stock ms':>9s} {'cuagent ms':>10s}  reason")
    for group in report.get("groups", []):
        ops = " -> ".join(op.split("::")[-1] for op in group.get("ops", []))
        print(f"{group.get('index', '?'):>2} {ops[:58]:58s} {group.get('status', '?'):11s} "
              f"{fmt(group.get('stock_time_ms', -1)):>9s} {fmt(group.get('kernel_time_ms', -1)):>10s}"
              f"  {group.get('reason', '')[:90]}")
    fallbacks = report.get("fallbacks", [])
    if fallbacks:
        print("\nops left stock")
        for item in fallbacks:
            print(f"  {item.get('op', '?'):28s} {item.get('reason', '?'):20s} {item.get('detail', '')[:80]}")

    cuagent.reset()
    worst = 0.0
    with torch.no_grad():
        for seed in range(5):
            torch.manual_seed(1000 + seed)
            x = example_inputs(args.device, batch=args.batch)
            want = model(*x)
            got = optimized(*x)
            worst = max(worst, (got - want).abs().max().item())
            if not torch.allclose(got, want, atol=1e-4, rtol=1e-4):
                print(f"\nFAIL: optimized output differs from eager on input set {seed} "
                      f"(max abs error {worst:.3g})")
                return 1
    stats = cuagent.stats()
    print(f"\noutputs match eager on 5 fresh input sets (max abs error {worst:.3g}); "
          f"fast-path calls {stats.get('fast_path_calls', 0)}, fallbacks {stats.get('fallbacks', 0)}")
    if args.save:
        optimized.save(args.save)
        print(f"saved {args.save} (cache: {args.cache})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
