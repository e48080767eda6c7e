"""Slips an emitted kernel could make (issue 10), planted as faulty
candidates: each is an edit of the kernel cuagent-translate emits for one of
make_task's tasks (one candidate, --block 128 --vector 1), with the text it
edits (present exactly once, or codegen changed and the slip needs updating)
and the output it changes.

Used by the CPU tests (test/python/test_layout.py, test_more_elementwise.py
and test_where.py: a C++ emulation of the edited kernel changes that
output, and only it) and by the GPU test (test_slips_gpu.py: verification
rejects the edited kernel as a wrong result while the unedited control
verifies)."""
import json
import subprocess
from pathlib import Path

# Index-map slips: the task, the output they change and the text edited.
LAYOUT_SLIPS = {
    # the fill of the padded band read as the input's neighbour (bound check dropped)
    "pad-bound-check-dropped": (
        "layout_pad", 0,
        "((i % 10LL) < 7LL && ((i / 10LL) % 9LL) >= 2LL && ((i / 10LL) % 9LL) < 8LL ? ",
        "(true ? "),
    # reflect repeating the edge (PyTorch's reflect does not: that is symmetric)
    "reflect-repeats-the-edge": ("layout_pad_modes", 0, "12LL - ((i % 10LL) - 1LL)",
                                 "13LL - ((i % 10LL) - 1LL)"),
    # circular clamped instead of wrapped
    "circular-clamped": ("layout_pad_modes", 0, "(((i / 10LL) % 9LL) - 2LL) + 5LL", "0LL"),
    # nearest-exact read at the pixel's corner, not its centre
    "exact-at-the-corner": ("layout_upsample", 2, "(float)((i / 1LL) % 80LL) + 0.5f)",
                            "(float)((i / 1LL) % 80LL))"),
    # the scale factor itself, not its reciprocal
    "scaled-by-the-factor": ("layout_upsample", 1,
                             "((float)0x1.5555555555555p-1)), 31LL) * 32LL",
                             "((float)0x1.8p+0)), 31LL) * 32LL"),
    # the half-pixel source not clamped at 0 (a negative weight at the edge)
    "bilinear-source-below-zero": (
        "layout_upsample_bilinear", 1,
        "fmaxf(((float)0x1.5555555555555p-1) * ((float)(((i) / 20LL) % 24LL) + 0.5f) - 0.5f, 0.f)",
        "(((float)0x1.5555555555555p-1) * ((float)(((i) / 20LL) % 24LL) + 0.5f) - 0.5f)"),
    # align_corners scaled by n / m instead of (n - 1) / (m - 1)
    "bilinear-corners-at-the-plain-scale": (
        "layout_upsample_bilinear", 0,
        "((float)0x1.e9bd37a6f4deap-2) * (float)(((i) / 20LL) % 24LL)",
        "((float)0x1p-1) * (float)(((i) / 20LL) % 24LL)"),
}


# Formula slips: the task, the output they change and the text edited.
FORMULA_SLIPS = {
    "remainder-without-the-divisor-sign": ("more_binary", 3, "fmodf(v1, x4) + x4 :",
                                           "fmodf(v1, x4) :"),
    "addcdiv-without-value": ("more_binary", 5, "((float)0x1p+1) * (x9 / x7)", "(x9 / x7)"),
    "fmod-by-the-magnitude": ("more_binary", 1,
                              "fmodf(v1, ((float)-0x1.8p+0)) + ((float)-0x1.8p+0)",
                              "fmodf(v1, ((float)-0x1.8p+0)) + ((float)0x1.8p+0)"),
    # rsub's alpha folded into the scalar (as sub.Scalar's is), or its
    # tensor operands taken in schema order.
    "rsub-alpha-on-the-scalar": ("rsub_pow", 0, "(((float)0x1p-1) - ((float)0x1p+1) * x0)",
                                 "(((float)0x1p-1) * ((float)0x1p+1) - x0)"),
    "rsub-operands-in-order": ("rsub_pow", 1, "(x0 - ((float)0x1p-1) * x3)",
                               "(x3 - ((float)0x1p-1) * x0)"),
    # A triangle's edge off by one, and tril's i and j swapped (a triu).
    "tril-edge-off-by-one": ("triangles", 2, "<= -2LL ? x0", "< -2LL ? x0"),
    "tril-rows-for-columns": ("triangles", 0,
                              "(((i) % 160LL) - (((i) / 160LL) % 96LL) <= 0LL",
                              "((((i) / 160LL) % 96LL) - ((i) % 160LL) <= 0LL"),
    # Huber's linear part without its delta; the logits' log-sigmoid added.
    "huber-without-delta": ("losses_elementwise", 3,
                            "const float v14 = v13 * ((float)0x1.6666666666666p-1);",
                            "const float v14 = v13;"),
    "bce-log-sigmoid-added": ("losses_elementwise", 7, "const float v32 = v31 - v28;",
                              "const float v32 = v31 + v28;"),
    # binary_cross_entropy's log(1 - p) unclamped: a saturated probability
    # of 1 costs inf instead of ATen's 100.
    "bce-log1p-unclamped": ("losses_elementwise", 9, "const float v46 = v45 * v43;",
                            "const float v46 = v45 * v42;"),
    # The thirty-first session's rows: heaviside's values at zero, rrelu's
    # slope, floor division as the floor of the rounded quotient (wrong
    # where x / y rounds up to an integer), trunc rounding down, logaddexp2
    # in base e.
    "heaviside-values-at-zero-dropped": ("ops31_binary", 3, "(v6 == 0.f ? x2 :",
                                         "(v6 == 0.f ? 0.f :"),
    "rrelu-slope-of-lower-alone": ("ops31_binary", 5,
                                   "((((float)0x1p-3) + ((float)0x1.5555555555555p-2)) * 0.5f)",
                                   "((float)0x1p-3)"),
    "floor-division-of-the-rounded-quotient": (
        "ops31_binary", 7, "cuagent_div_floor(v6, ((float)0x1.999999999999ap-4))",
        "floorf(v6 / ((float)0x1.999999999999ap-4))"),
    "trunc-division-rounded-down": ("ops31_binary", 9, "truncf(v1 / ", "floorf(v1 / "),
    "logaddexp2-in-base-e": ("ops31_binary", 1,
                             "log1pf(exp2f(-fabsf(v1 - x2))) * 1.4426950408889634f",
                             "log1pf(expf(-fabsf(v1 - x2)))"),
    # The channel weight broadcast over the last dim (of the same size).
    "prelu-weight-over-the-last-dim": ("prelu_channels", 0, "in0[(((i / 128LL) % 16LL))]",
                                       "in0[(i % 16LL)]"),
}

# b8 slips (decision 93): a bool output stored negated, a condition's
# branches swapped, a conjunction taken as a disjunction.
BOOL_SLIPS = {
    "bool-output-stored-negated": ("bool_elementwise", 1, "out1[i] = v7;", "out1[i] = !v7;"),
    "where-branches-swapped": ("bool_elementwise", 0, "(x2 ? x3 : v1)", "(x2 ? v1 : x3)"),
    "bool-and-as-or": ("bool_elementwise", 1, "(v6 && x2)", "(v6 || x2)"),
    # A promoted bool read as its negation where x * mask reads it.
    "promoted-mask-negated": ("bool_promoted_elementwise", 1, "x0 * v3;", "x0 * (1.f - v3);"),
}

# Picks of class targets (take_along): the class stride off by one, the
# position within the class plane taken from the wrong dims, an ignored
# target's term not zeroed (NaN, as the pick of -1 gives).
INDEX_SLIPS = {
    "pick-class-stride-off-by-one": ("class_targets_nll", 0, "((((i) / 21LL) * 5LL + x0)",
                                     "((((i) / 21LL) * 4LL + x0)"),
    "pick-plane-position-transposed": ("class_targets_nll", 0, "+ ((i) % 21LL))]",
                                       "+ (((i) % 3LL) * 7LL + ((i) / 3LL) % 7LL))]"),
    "ignored-target-not-zeroed": ("class_targets_nll", 1, "(v8 ? ((float)0x0p+0) : v7)", "(v7)"),
    # An embedding's row read one token later, and its column from the
    # position's index instead of the width's.
    "embedding-next-token": ("embedding_positions", 0, "in1[(i) / 24LL]",
                             "in1[((i) / 24LL + 1) % 132LL]"),
    "embedding-column-of-the-position": ("embedding_positions", 0, "in0[(r0 * 24LL + (i) % 24LL)]",
                                         "in0[(r0 * 24LL + (i) % 33LL % 24LL)]"),
}

# torch.prod's templates (row, strided, split): a sum where the product
# goes, the product started at 0, the block's partial products added. These
# kernels use shuffles and shared memory, which the CPU emulation does not
# run: the CPU tests compile them, the GPU test plants them.
REDUCE_SLIPS = {
    "prod-row-adds": ("prod_last_row", 0, "acc *= v2;", "acc += v2;"),
    "prod-strided-starts-at-zero": ("prod_dim1_tanh", 0, "  float acc = 1.f;",
                                    "  float acc = 0.f;"),
    "prod-split-adds-partials": ("prod_dim1_long", 0, "acc = acc * red[t * 32 + tx];",
                                 "acc = acc + red[t * 32 + tx];"),
    # A group-norm row widened to a 1024-thread block to stay in registers,
    # walked as if the block had 256 threads: a quarter of the row, four
    # times over.
    "wide-group-norm-walks-a-quarter": ("group_norm_wide_rows", 0,
                                        "const int lane = threadIdx.x % 1024;",
                                        "const int lane = threadIdx.x % 256;"),
}

# Broadcast epilogues (decision 115): the row's value taken before its
# threads' partials are combined; a column's threads that split R keeping
# their own partial mean. Shuffles and shared memory again: GPU only.
BROADCAST_SLIPS = {
    "broadcast-before-the-row-combine": (
        "broadcast_normalize_rows", 0,
        "  acc = cuagent_reduce_sum<128>(acc, scratch);\n  const float rowValue = acc;",
        "  const float rowValue = acc;\n  acc = cuagent_reduce_sum<128>(acc, scratch);"),
    "broadcast-strided-partial-mean": ("broadcast_center_strided", 0, "  acc = red[tx];\n", ""),
    # logsumexp's online merge without rescaling the partial sums to the
    # common max (a strided column's threads merged; an uncached column:
    # a cached one makes its passes over the registers, decision 122).
    "online-lse-merge-unscaled": ("logsumexp_dim1_sigmoid", 0,
                                  "    s = s * expf(m - top) + s2 * expf(m2 - top);",
                                  "    s = s + s2;"),
    # A cached column (decision 118) holding the loaded value instead of the
    # reduced op's input (x, not x * 4): the write pass normalizes the wrong
    # values with the right statistics.
    "strided-cache-holds-the-load": ("softmax_dim1_cached", 0, "        cache[k] = v2;",
                                     "        cache[k] = x1;"),
    # A broadcast pass given the reduced op's input (x * x, the sigmoid) for
    # the x the cache holds since decision 123.
    "broadcast-row-cache-holds-the-square": ("broadcast_rms_rows", 0,
                                             "          cache[k * 1 + v] = x0;",
                                             "          cache[k * 1 + v] = v1;"),
    "broadcast-strided-cache-holds-the-gate-input": ("broadcast_gate_strided", 0,
                                                     "        cache[k] = x1;",
                                                     "        cache[k] = v3;"),
    # A cached softmax column (decision 122) whose write pass scales the
    # cached inputs: the exponentials were summed but not kept.
    "strided-cached-exp-not-kept": ("softmax_dim1_cached", 0,
                                    "{ const float e = expf(xc - acc); cache[k] = e; sum += e; }",
                                    "{ const float e = expf(xc - acc); sum += e; }"),
    # Its column sum merged without the second ty thread's share.
    "strided-cached-sum-skips-a-thread": ("softmax_dim1_cached", 0,
                                          "for (int t = 1; t < 4; ++t)\n      sum = sum + red",
                                          "for (int t = 2; t < 4; ++t)\n      sum = sum + red"),
}

# The window template's dense windows (no padding, none past the input):
# the constant divisor of one dim's window, the constant window one short;
# a clipped window's constant loop stopping early.
POOL_SLIPS = {
    "dense-avg-divides-by-one-dim": ("avgpool2d_dense_tanh", 0, "acc / (float)4;",
                                     "acc / (float)2;"),
    "dense-max-window-one-short": ("maxpool2d_dense_overlap", 0, "wk1 < 3; ++wk1",
                                   "wk1 < 2; ++wk1"),
    # A clipped window (padding not counted) walked by constant loops that
    # stop one position early: the last column of every window dropped.
    "clipped-window-stops-early": ("avgpool2d_exclude_pad_sigmoid", 0, "if (wp1 >= we1) break;",
                                   "if (wp1 >= we1 - 1) break;"),
    # Windows that tile the rows read as vectors: the vector's second
    # element left out of the sum.
    "vector-window-drops-the-second-column": ("avgpool2d_dense_tanh", 0,
                                              "for (int v = 0; v < 2; ++v) {",
                                              "for (int v = 0; v < 1; ++v) {"),
}

# Slips of code emitted only with vector accesses: emitted at this width.
VECTOR_SLIPS = {
    # The row template's vector gather of an embedding's table row
    # (decision 124) reading every chunk at its row's first columns.
    "gather-vector-drops-the-column": ("embedding_layer_norm", 0,
                                       " + g0 * 256LL + (rowBase + c0) % 256LL);",
                                       " + g0 * 256LL);"),
    # The elementwise template's: every chunk at its table row's first
    # columns.
    "gather-vector-elementwise-drops-the-column": ("embedding_positions", 0,
                                                   " + g0 * 24LL + (base) % 24LL);",
                                                   " + g0 * 24LL);"),
    # A trailing broadcast (the positions, [33, 24] over [4, 33, 24]) loaded
    # as a vector (decision 124) at the wrong period.
    "broadcast-vector-wrong-period": ("embedding_positions", 0, "in2 + (base % 792LL)",
                                      "in2 + (base % 768LL)"),
    # A broadcast pass given the reduced op's input (|e|) for the prologue
    # value it reads (the embedding e, which the cache holds: decision 123).
    "broadcast-cache-holds-the-magnitude": ("embedding_rows_of_two", 0,
                                            "cache[k * 4 + v] = v0;", "cache[k * 4 + v] = v1;"),
    # An operand constant over each chunk (an expanded [64, 1] over runs of
    # 64), loaded once a chunk: at the next run's element.
    "chunk-scalar-next-run": ("layout_expand_planted", 0, "in1[(((base / 64LL) % 64LL))]",
                              "in1[((((base + 64LL) / 64LL) % 64LL))]"),
    # ... or the token of the row's first chunk for every chunk of a row
    # spanning two tokens.
    "gather-vector-first-token": ("embedding_rows_of_two", 0,
                                  "in1[(rowBase + c0) / 128LL]", "in1[(rowBase) / 128LL]"),
}
# A permuted load read as vectors (its innermost dim kept innermost: sdpa's
# output) at the unpermuted offset of the chunk: the elementwise, row,
# group-norm and window templates.
VECTOR_SLIPS.update({
    "permuted-vector-at-the-unpermuted-offset": (
        "layout_permute_vector", 0,
        "(in0 + ((((base) / 1LL) % 24LL) + (((base) / 24LL) % 32LL) * 192LL + (((base) / 768LL) "
        "% 8LL) * 24LL + (((base) / 6144LL) % 4LL) * 6144LL));",
        "(in0 + base);"),
    "permuted-row-vector-at-the-unpermuted-offset": (
        "softmax_permuted_rows", 0,
        "(in0 + ((((rowBase + c0) / 1LL) % 64LL) + (((rowBase + c0) / 64LL) % 16LL) * 512LL + "
        "(((rowBase + c0) / 1024LL) % 8LL) * 64LL + (((rowBase + c0) / 8192LL) % 4LL) * 8192LL));",
        "(in0 + rowBase + c0);"),
    "permuted-group-norm-vector-at-the-unpermuted-offset": (
        "group_norm_permuted", 0,
        "(in0 + ((((rowBase + c0) / 1LL) % 32LL) + (((rowBase + c0) / 32LL) % 16LL) * 256LL + "
        "(((rowBase + c0) / 512LL) % 8LL) * 32LL + (((rowBase + c0) / 4096LL) % 4LL) * 4096LL));",
        "(in0 + rowBase + c0);"),
    "permuted-window-row-at-the-unpermuted-offset": (
        "avgpool2d_permuted", 0,
        "(in0 + ((((rowStart) / 1LL) % 8LL) + (((rowStart) / 8LL) % 16LL) * 96LL + (((rowStart) "
        "/ 128LL) % 12LL) * 8LL + (((rowStart) / 1536LL) % 4LL) * 1536LL));",
        "(in0 + rowStart);"),
})
VECTOR_WIDTH = 4

# Chained row ops (decision 129): the handoff that leaves the first norm's
# input in the cache, or sums the value before the ops between the two row
# ops; the first stage storing the second's input as the first's result.
# Block-wide reductions: GPU only.
CHAIN_SLIPS = {
    "chain-handoff-keeps-the-first-input": ("layer_norm_chain", 0,
                                            "          cache[k * 1 + v] = v3;\n"
                                            "          next += v3;",
                                            "          next += v3;"),
    "chain-handoff-sums-before-the-epilogue": ("layer_norm_chain", 0, "next += v3;",
                                               "next += v2;"),
    "chain-first-stage-stores-the-handoff": ("rms_norm_softmax_chain", 0, "out0[i] = v1;",
                                             "out0[i] = v2;"),
    # Decision 131's reducing second: logsumexp's exponentials over a cache
    # the handoff never refilled (the norm's input), and a mean divided by
    # the block's threads instead of the row's columns.
    "chain-reduce-reads-the-unrefilled-cache": ("layer_norm_logsumexp_chain", 0,
                                                "          cache[k * 1 + v] = v2;\n"
                                                "          next = cuagent_nanmax(next, v2);",
                                                "          next = cuagent_nanmax(next, v2);"),
    "chain-mean-divides-by-the-block": ("rms_norm_mean_chain", 0,
                                        "const float v3 = acc / ((float)0x1p+10);",
                                        "const float v3 = acc / ((float)0x1p+7);"),
}

# Several short rows per warp (decision 132), emitted warp-per-row at
# 16-byte vectors: a sum over the whole warp's lanes (16 rows of 8), the
# bound check of a row of 12 dropped (the last lane reads the next row),
# the row's result stored by the warp's first lane instead of the row's.
SUBWARP_SLIPS = {
    "subwarp-sum-spans-the-warp": ("softmax_short_rows", 0, "cuagent_reduce_sum<2>(sum",
                                   "cuagent_reduce_sum<32>(sum"),
    "subwarp-row-bound-dropped": ("layer_norm_rows_of_12", 0,
                                  "      if (c0 < 12) {\n"
                                  "        const CuagentVec<float, 4> L0",
                                  "      {\n"
                                  "        const CuagentVec<float, 4> L0"),
    "subwarp-stored-by-the-warps-lane": ("sum_rows_of_24", 0, "  if (lane == 0) {",
                                         "  if (threadIdx.x % 32 == 0) {"),
    # the index template's combine over the whole warp: a row's lane 0 takes
    # pairs of the next rows (indices of other rows, compared as its own)
    "subwarp-argmin-combine-spans-the-warp": ("argmin_round_rows_of_6", 0,
                                              "for (int o = 4; o > 0; o >>= 1)",
                                              "for (int o = 16; o > 0; o >>= 1)"),
}

SLIPS = {**LAYOUT_SLIPS, **FORMULA_SLIPS, **BOOL_SLIPS, **INDEX_SLIPS, **REDUCE_SLIPS,
         **BROADCAST_SLIPS, **POOL_SLIPS, **VECTOR_SLIPS, **CHAIN_SLIPS, **SUBWARP_SLIPS}
assert len(SLIPS) == (len(LAYOUT_SLIPS) + len(FORMULA_SLIPS) + len(BOOL_SLIPS) +
                      len(INDEX_SLIPS) + len(REDUCE_SLIPS) + len(BROADCAST_SLIPS) +
                      len(POOL_SLIPS) + len(VECTOR_SLIPS) + len(CHAIN_SLIPS) +
                      len(SUBWARP_SLIPS)), "slip names must be unique"


def vector_of(slip):
    """The vector width `slip`'s kernel is emitted at (emitted's `vector`)."""
    return VECTOR_WIDTH if slip in VECTOR_SLIPS or slip in SUBWARP_SLIPS else 1


def warp_of(slip):
    """Whether `slip`'s kernel is emitted warp-per-row (emitted's `warp_per_row`)."""
    return slip in SUBWARP_SLIPS


def emitted(worker, task, tmp_dir, vector=1, warp_per_row=False):
    """(source, plan) cuagent-translate emits for the written `task`
    (compiled by `worker` with --no-gpu, one candidate, scalar code unless
    `vector` says otherwise, a block per row unless `warp_per_row`)."""
    tmp_dir = Path(tmp_dir)
    proc = subprocess.run([str(worker), "--task", str(task), "--cache", str(tmp_dir / "emit"),
                           "--no-gpu", "--max-candidates", "1"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    mlir = tmp_dir / "emit" / "v1" / key[:2] / key / "kernels.mlir"
    translate = Path(worker).parent / "cuagent-translate"
    proc = subprocess.run([str(translate), "--block", "128", "--vector", str(vector), "--plan",
                           str(mlir)] + (["--warp-per-row"] if warp_per_row else []),
                          capture_output=True, text=True, timeout=120, check=True)
    source, plan = proc.stdout.split("// plan\n")
    return source, json.loads(plan)


def slipped(source, before, after):
    """`source` with its one `before` edited to `after`."""
    assert source.count(before) == 1, f"codegen changed: update the slip {before!r}"
    return source.replace(before, after)


def candidates_json(source, plan, slip):
    """The file policy's candidates: the unedited kernel (`correct`) and
    `slip`'s edit of it, over the same plan."""
    _, _, before, after = SLIPS[slip]
    plan = {k: v for k, v in plan.items() if k in ("format", "version", "buffers", "modules",
                                                   "steps")}
    return {"candidates": [{"id": "correct", "source": source, "plan": plan},
                           {"id": slip, "source": slipped(source, before, after), "plan": plan}]}
