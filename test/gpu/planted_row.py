"""Planted faulty kernels of the row template's fused paths, for make_task's
`row_softmax_planted` (batch_norm(softmax(x + mask, -1)) over f32[4, 8, 16, 128]
with a [16, 128] mask): the template's own output with one slip each in the
code that reads a broadcast operand once per row, reads per-channel
parameters once per row, keeps the exponentials, and stores vectors.

ONLINE_PLANTED: make_task's `softmax_long_ragged_rows` (softmax(4x) over rows
of 40000, too long to cache: the online pass's whole chunks four at a time,
decision 151, then chunks 36-39 one at a time, the last guarded), one slip
each in the batches and the chunks after them.

Used by the GPU test (rejection) and by a CPU test (the template still emits
what each edit targets, and every source compiles with NVRTC)."""
import os

from planted_fullred import candidates_json, emitted

TASK = "row_softmax_planted"
MLIR = r'''
func.func @row_softmax_planted(%x: tensor<4x8x16x128xf32>, %mask: tensor<16x128xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<4x8x16x128xf32> {
  %0 = cuagent.add %x, %mask : tensor<4x8x16x128xf32>, tensor<16x128xf32> -> tensor<4x8x16x128xf32>
  %1 = cuagent.softmax %0 : tensor<4x8x16x128xf32>
  %2 = cuagent.batch_norm %1, %m, %v affine(%w, %b : tensor<8xf32>, tensor<8xf32>) {eps = 1.0 : f64} : tensor<4x8x16x128xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<4x8x16x128xf32>
  return %2 : tensor<4x8x16x128xf32>
}
'''
EXPECT = "row-softmax over 512 rows of 128 (row cached in registers)"


def _replace(old, new, count=1):
    def edit(text):
        assert text.count(old) == count, (old, text.count(old))
        return text.replace(old, new)
    return edit


_CHANNEL = "(unsigned)(rowBase) / 2048u % 8u"

# id -> (source edits, plan edits, substring the rejection reason must contain)
PLANTED = {
    "correct": ([], [], None),
    # The mask of the next row (its offset of the row's first element is off
    # by one row).
    "mask-next-row": ([_replace("(rowBase % 2048LL) + c0", "((rowBase + 128) % 2048LL) + c0")],
                      [], "wrong result"),
    # The batch_norm parameters of the channel after the row's.
    "channel-of-next-row": ([_replace(_CHANNEL, "(unsigned)(rowBase + 2048) / 2048u % 8u", 4)],
                            [], "wrong result"),
    # The exponentials are not kept: the last pass scales the shifted inputs.
    "exp-not-kept": ([_replace("cache[k * 4 + v] = e; sum += e;", "sum += e;")], [],
                     "wrong result"),
    # Neighbouring vectors of a row swap places when stored.
    "store-swapped": ([_replace("(out0 + rowBase + c0) = S0", "(out0 + rowBase + (c0 ^ 4)) = S0")],
                      [], "wrong result"),
}


def candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, MLIR, TASK, "--warp-per-row")
    return candidates_json(source, plan, PLANTED, EXPECT)


ONLINE_TASK = "softmax_long_ragged_rows"
ONLINE_MLIR = r'''
func.func @softmax_long_ragged_rows(%x: tensor<64x40000xf32>) -> tensor<64x40000xf32> {
  %0 = cuagent.mul_s %x, 4.0 : tensor<64x40000xf32>
  %1 = cuagent.softmax %0 : tensor<64x40000xf32>
  return %1 : tensor<64x40000xf32>
}
'''
ONLINE_EXPECT = "row-softmax over 64 rows of 40000 (row recomputed per pass)"

ONLINE_PLANTED = {
    "correct": ([], [], None),
    # Each batch's last element loaded but never added.
    "online-batch-drops-one": ([_replace(
        "for (int e = 0; e < 16; ++e)\n        cuagent_online_add(",
        "for (int e = 0; e < 15; ++e)\n        cuagent_online_add(")], [], "wrong result"),
    # Every chunk of a batch the batch's first: its others never read.
    "online-batch-chunks-overlap": ([_replace("((kb + u) * 256 + lane) * 4",
                                              "((kb + 0) * 256 + lane) * 4")], [], "wrong result"),
    # The last, partial chunk never read by the online pass.
    "online-tail-unread": ([_replace("for (int k = 36; k < 40; ++k)",
                                     "for (int k = 36; k < 39; ++k)")], [], "wrong result"),
}


def online_candidates(translate, tmp_dir):
    # 64 rows would split across blocks (decision 152): the row template's
    # own online pass is the grid without a split.
    source, plan = emitted(translate, tmp_dir, ONLINE_MLIR, ONLINE_TASK,
                           "--split-blocks-per-sm", "0")
    return candidates_json(source, plan, ONLINE_PLANTED, ONLINE_EXPECT)
