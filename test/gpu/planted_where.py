"""Planted faulty kernels for make_task's `where_round_threshold` task
(torch.where(round(2x) < 1, x, y) over f32[1024, 1024]): each computes a
plausible select and breaks one rule of the comparison/where lowering.
round(2x) is exactly 1.0 for about a sixth of the elements, so a `<=` in
place of `<` differs there (on random inputs smooth-L1 is continuous at its
threshold, which would hide the flip).

Used by the GPU test (rejection, test_where_gpu.py) and by a CPU test
(every source compiles with NVRTC, test/python/test_where.py)."""

N = 1024 * 1024
SHAPE = [1024, 1024]

_KERNEL = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *__restrict__ in0,
                                                    const float *__restrict__ in1,
                                                    float *__restrict__ out0) {
  const long long n = NUMEL;
  for (long long i = (long long)blockIdx.x * 256 + threadIdx.x; i < n;
       i += (long long)gridDim.x * 256) {
    const float x = in0[i], y = in1[i];
    const bool c = (rintf(x * 2.f) COMPARE 1.f);
    out0[i] = SELECT;
  }
}
'''


def _source(compare="<", select="c ? x : y"):
    return (_KERNEL.replace("NUMEL", "%dLL" % N).replace("COMPARE", compare)
            .replace("SELECT", select))


def plan():
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": SHAPE},
            {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": SHAPE},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": SHAPE},
        ],
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [1024, 1, 1],
                   "block": [256, 1, 1], "args": ["in0", "in1", "out0"]}],
    }


# id -> (source, substring the rejection reason must contain, or None)
PLANTED = {
    # Control: the correct select passes every check.
    "correct": (_source(), None),
    # `<=` where torch compares with `<`: wrong where round(2x) == 1.
    "compare-flipped": (_source(compare="<="), "wrong result"),
    # The branches swapped: wrong almost everywhere.
    "branches-swapped": (_source(select="c ? y : x"), "wrong result"),
    # The condition inverted by NaN-unsafe logic: !(r >= 1) is r < 1 except
    # for NaN; no NaN here, so this one is CORRECT and must pass (it guards
    # the test against rejecting everything).
    "equivalent-negation": (_source(compare=">=", select="!c ? x : y"), None),
}

# Planted ids that verification must accept.
ACCEPTED = ("correct", "equivalent-negation")


def candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": PLANTED[name][0], "plan": plan()}
                           for name in (ids or sorted(PLANTED))]}
