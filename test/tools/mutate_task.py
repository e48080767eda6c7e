"""Writes a hostile variant of a task.json (issue 14's table) beside it, so
that its reference files still resolve: mutate_task.py TASK MUTATION OUT."""
import json
import sys


def node(task, op):
    return next(n for n in task["graph"]["nodes"] if n["op"] == op)


MUTATIONS = {
    "dim-string": lambda t: node(t, "aten::sum.dim_IntList")["attrs"].update(dim=["a"]),
    "keepdim-string": lambda t: node(t, "aten::sum.dim_IntList")["attrs"].update(keepdim="yes"),
    "null-scalar": lambda t: node(t, "aten::mul.Scalar")["attrs"].update(other=None),
    # Replaced by 100k nested arrays below.
    "deep": lambda t: node(t, "aten::mul.Scalar")["attrs"].update(other="DEEP"),
    # [n, 4096] -> [n / 4, 16384]: the same byte count, so every file size
    # still matches, but it no longer broadcasts with the [4096] bias.
    "no-broadcast": lambda t: t["graph"]["inputs"][0].update(
        shape=[t["graph"]["inputs"][0]["shape"][0] // 4, 16384]),
    "overflow": lambda t: t["graph"]["inputs"][0].update(shape=[2**60 + 96]),
    # A zero-size input passes import and fails the pass pipeline.
    "zero-size": lambda t: (t["graph"]["inputs"][0].update(shape=[0, 4096]),
                            t["graph"]["outputs"][0].update(shape=[0, 4096]),
                            t.update(reference={"sets": []})),
}

if __name__ == "__main__":
    path, mutation, out = sys.argv[1:]
    with open(path) as f:
        task = json.load(f)
    MUTATIONS[mutation](task)
    text = json.dumps(task)
    text = text.replace('"DEEP"', "[" * 100000 + "]" * 100000)
    with open(out, "w") as f:
        f.write(text)
