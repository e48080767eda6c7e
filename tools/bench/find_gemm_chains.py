"""Which problems of a suite split hold a GEMM chain that
cuagent-reassociate-matmuls rewrites (decision 45), from the problems' own
shapes, on CPU, before any GPU run: the way the eleventh session chose the
18 test-split problems of `.carry/split-chains`.

    .venv/bin/python tools/bench/find_gemm_chains.py bench/suite/test [--copy-to DIR]

Per problem: torch.fx traces the model, shapes propagate on the meta device
(no memory, no GPU), and every linear/matmul/bmm whose lhs is another one's
result (through scalar multiplies and divides, each used once) is scored as
the pass scores it: multiply-adds of (A B) C against A (B C); "FIRES" where
the new order needs at most half. Only the left association is scored (the
pass also takes C (A B)); problems fx cannot trace are skipped, so the list
is a lower bound.
"""
import argparse
import importlib.util
import math
import operator
import shutil
import sys
from pathlib import Path

import torch
import torch.nn.functional as F
from torch.fx.passes.shape_prop import ShapeProp

SCALARS = (operator.mul, operator.truediv, torch.mul, torch.div)
MATMULS = (torch.matmul, torch.bmm, torch.mm, operator.matmul)


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def macs(lhs, rhs):
    """Multiply-adds of lhs [..., M, K] @ rhs [..., K, N]."""
    batch = max(math.prod(lhs[:-2]), math.prod(rhs[:-2]))
    return batch * lhs[-2] * lhs[-1] * rhs[-1]


def shape(node):
    meta = getattr(node, "meta", {}).get("tensor_meta")
    return list(meta.shape) if meta is not None else None


def gemm_operands(graph_module, node):
    """(lhs node, rhs shape as multiplied) of a GEMM node, else None."""
    if node.op == "call_module":
        module = graph_module.get_submodule(node.target)
        if isinstance(module, torch.nn.Linear):
            return node.args[0], list(module.weight.shape[::-1])
    if node.op == "call_function" and (node.target in MATMULS or node.target is F.linear):
        if node.target is F.linear:
            return node.args[0], list(shape(node.args[1])[::-1])
        return node.args[0], shape(node.args[1])
    return None


def chains(path: Path):
    """[(before, after)] multiply-adds per chain of the problem at `path`."""
    problem = load(path)
    with torch.device("meta"):
        model = problem.Model(*problem.get_init_inputs())
    inputs = [x.to("meta") if torch.is_tensor(x) else x for x in problem.get_inputs()]
    graph_module = torch.fx.symbolic_trace(model)
    ShapeProp(graph_module).propagate(*inputs)
    found = []
    for node in graph_module.graph.nodes:
        outer = gemm_operands(graph_module, node)
        if not outer:
            continue
        value, c = outer
        while (getattr(value, "op", None) == "call_function" and value.target in SCALARS
               and len(value.users) == 1):
            value = value.args[0]
        if not hasattr(value, "op") or len(value.users) != 1:
            continue
        inner = gemm_operands(graph_module, value)
        if not inner or c is None:
            continue
        a, b, ab = shape(inner[0]), inner[1], shape(value)
        if None in (a, b, ab) or min(len(a), len(b), len(c)) < 2:
            continue
        bc = list(b[:-1]) + [c[-1]]
        found.append((macs(a, b) + macs(ab, c), macs(b, c) + macs(a, bc)))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("split", type=Path, help="a folder of problems (bench/suite/test)")
    parser.add_argument("--copy-to", type=Path, help="copy the problems that fire here")
    args = parser.parse_args(argv)
    firing = []
    for path in sorted(args.split.glob("*.py")):
        try:
            found = chains(path)
        except Exception as error:  # fx cannot trace every model: skipped, said
            print(f"{path.name}: skipped ({type(error).__name__})", file=sys.stderr)
            continue
        for before, after in found:
            fires = 2 * after <= before
            print(f"{path.name[:60]:60s} {before / 1e9:9.2f} G -> {after / 1e9:9.2f} G"
                  f"{'  FIRES' if fires else ''}")
            if fires and path not in firing:
                firing.append(path)
    print(f"{len(firing)} problems with a chain the pass rewrites")
    if args.copy_to:
        args.copy_to.mkdir(parents=True, exist_ok=True)
        for path in firing:
            shutil.copy(path, args.copy_to / path.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
