"""Planted faults only compute-sanitizer can see (issue 14, item 6): variants
of planted.py's data-race and uninitialized-workspace kernels whose OUTPUT is
right on every run, whatever the timing or the memory's contents, so the
result checks of lib/Verify (NaN poison, comparison, repeated run, input
hashes) all pass them. The sanitizer mode (`cuagent-compile --sanitize`)
must reject them; the `correct` control must pass it.

Each fault reads through a volatile pointer (the load cannot be dropped) and
hands the value to an empty asm statement, so it never reaches the output."""
from planted import PLANTED, _source, plan

# id -> (source, the tool whose report must reject it)
SANITIZER_PLANTED = {
    "correct": (PLANTED["correct"][0], None),
    # Each thread writes its slot of a shared array and, with no barrier in
    # between, reads the slot of a thread four warps away: a read-after-write
    # race on shared memory (racecheck), whose value is discarded.
    "hidden-race": (_source(prologue=(
        "__shared__ float scratch[256];"
        " scratch[threadIdx.x] = x[threadIdx.x];"
        " { volatile float *peek = scratch; float seen = peek[(threadIdx.x + 128) & 255];"
        " asm volatile(\"\" :: \"f\"(seen)); }")), "racecheck"),
    # Reads the workspace word of its row, which nothing ever writes: a read
    # of uninitialized global memory (initcheck), whose value is discarded.
    # (The plain verification poisons the workspace with a memset, which to
    # initcheck is initialization; the sanitized run does not.)
    "hidden-uninitialized": (_source(prologue=(
        "{ volatile float *word = ws0; float seen = word[row];"
        " asm volatile(\"\" :: \"f\"(seen)); }")), "initcheck"),
}


def candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": SANITIZER_PLANTED[name][0], "plan": plan()}
                           for name in (ids or sorted(SANITIZER_PLANTED))]}
