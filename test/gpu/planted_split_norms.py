"""Planted faulty kernels of decision 136 (a group norm read by a row op is
group_norm_stats and a group_norm_apply its reader computes as it loads):
the template's own kernels, each with one slip, that verification must
reject on the GPU (test_norms_gpu.py); a CPU test compiles them all with
NVRTC (test/python/test_planted_compile.py).

Two of make_task's tasks. SPLIT_TASK: 32 (sample, group) rows of 8 channels
x 4160, long enough that the statistics are split into segments and merged
per row, read by a layer norm over rows of 65. BLOCK_TASK: 256 rows of 4
channels x 576, a block per row, read by an instance norm (a group norm of
one channel per group) that applies the first norm in its prologue."""
from planted_fullred import candidates_json as planted_json, emitted, in_marked as in_kernel

SPLIT_TASK = "group_norm_layer_norm_split"
SPLIT_MLIR = r'''
func.func @group_norm_layer_norm_split(%x: tensor<4x64x64x65xf32>, %w: tensor<64xf32>, %b: tensor<64xf32>, %lw: tensor<65xf32>, %lb: tensor<65xf32>) -> tensor<4x64x64x65xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<64xf32>, tensor<64xf32>) {num_groups = 8 : i64} : tensor<4x64x64x65xf32> -> tensor<4x64x64x65xf32>
  %1 = cuagent.layer_norm %0 affine(%lw, %lb : tensor<65xf32>, tensor<65xf32>) : tensor<4x64x64x65xf32> -> tensor<4x64x64x65xf32>
  %2 = cuagent.mish %1 : tensor<4x64x64x65xf32>
  return %2 : tensor<4x64x64x65xf32>
}
'''
SPLIT_STATS = "group-norm-stats-split of 32 rows of 33280"
SPLIT_READER = "row-layer-norm over 16384 rows of 65"

BLOCK_TASK = "group_norm_instance_norm"
BLOCK_MLIR = r'''
func.func @group_norm_instance_norm(%x: tensor<32x32x24x24xf32>, %w: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<32x32x24x24xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<32xf32>, tensor<32xf32>) {num_groups = 8 : i64} : tensor<32x32x24x24xf32> -> tensor<32x32x24x24xf32>
  %1 = cuagent.group_norm %0 {num_groups = 32 : i64} : tensor<32x32x24x24xf32> -> tensor<32x32x24x24xf32>
  return %1 : tensor<32x32x24x24xf32>
}
'''
BLOCK_STATS = "group-norm-stats of 256 rows of 2304"
BLOCK_READER = "group-norm over 1024 rows of 576"


# The merge takes three of each row's four segments; rstd is the standard
# deviation itself; the reader normalizes by its neighbour group's rstd;
# the weight loaded per group, not per channel.
SPLIT_PLANTED = {
    "correct": ([], [], None),
    "merge-drops-a-segment": ([in_kernel(
        SPLIT_STATS, "for (int p = 0; p < 4; ++p)", "for (int p = 0; p < 3; ++p)")], [],
        "wrong result"),
    "rstd-is-the-std": ([in_kernel(
        SPLIT_STATS, "const float rstd = rsqrtf(fmaxf(stats.m2 / 33280.f, 0.f)",
        "const float rstd = sqrtf(fmaxf(stats.m2 / 33280.f, 0.f)")], [], "wrong result"),
    # Decision 150: each segment's batches of four vectors, the last
    # element of each never added.
    "stats-batch-drops-one": ([in_kernel(
        SPLIT_STATS, "for (int e = 0; e < 16; ++e)", "for (int e = 0; e < 15; ++e)")], [],
        "wrong result"),
    "apply-rstd-of-the-next-group": ([in_kernel(
        SPLIT_READER, "[((i) / 33280LL)].y", "[((i) / 33280LL) ^ 1].y")], [], "wrong result"),
    "apply-weight-per-group": ([in_kernel(
        SPLIT_READER, "in2[(int)((unsigned)(i) / 4160u % 64u)]",
        "in2[(int)((unsigned)(i) / 33280u % 64u)]")], [], "wrong result"),
}

# The statistics of the neighbouring row; a row's last chunk never read;
# the reader taking groups of an eighth of a group's elements. (Another
# group's statistics would change each channel by an affine map, which the
# instance norm reading it undoes exactly: no fault to see.)
BLOCK_PLANTED = {
    "correct": ([], [], None),
    "stats-of-the-neighbour-row": ([in_kernel(
        BLOCK_STATS, "const long long rowBase = row * 2304LL;",
        "const long long rowBase = (row ^ 1) * 2304LL;")], [], "wrong result"),
    "stats-tail-unread": ([in_kernel(
        BLOCK_STATS, "c0 < 2304; c0 += 1024)", "c0 < 2048; c0 += 1024)")], [],
        "wrong result"),
    # Decision 150's batches (two vectors a thread, then the rest): a
    # batch's last element loaded but never added; a batch's second vector
    # the next lane's, not the next chunk's.
    "stats-batch-drops-one": ([in_kernel(
        BLOCK_STATS, "for (int e = 0; e < 8; ++e)", "for (int e = 0; e < 7; ++e)")], [],
        "wrong result"),
    "stats-batch-vectors-overlap": ([in_kernel(
        BLOCK_STATS, "const int c0 = cb + u * 1024;", "const int c0 = cb + u * 4;")], [],
        "wrong result"),
    "apply-groups-an-eighth-long": ([in_kernel(
        BLOCK_READER, "[((i) / 2304LL)].x", "[((i) / 288LL) % 256].x")], [], "wrong result"),
}

CASES = {
    "split": (SPLIT_TASK, SPLIT_MLIR, SPLIT_PLANTED, SPLIT_STATS),
    "block": (BLOCK_TASK, BLOCK_MLIR, BLOCK_PLANTED, BLOCK_STATS),
}


def candidates_json(case, translate, tmp_dir):
    """The planted candidates of CASES[`case`], for the file policy (fp32,
    the worker's pipeline: the group norm split)."""
    name, mlir, planted, marker = CASES[case]
    source, plan = emitted(translate, tmp_dir, mlir, name)
    return planted_json(source, plan, planted, marker)
