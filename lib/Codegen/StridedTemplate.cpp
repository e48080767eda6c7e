//===- StridedTemplate.cpp - Reductions over a non-trailing block ---------===//
//
// The input is [outer, R, inner] with inner > 1. Block b covers outer index
// b / tiles and tx consecutive inner positions; thread (tx, ty) walks
// r = ty, ty + TY, ... with stride inner, so a warp's loads are coalesced.
// The TY partial results are combined through shared memory in ty order:
// the same sum in every run. Reductions make one pass; logsumexp, softmax
// and log-softmax get the max and the sum of exponentials in one online
// pass, and the softmax pair writes in a second, re-reading the input. A
// thread's share of a column that fits in registers is read once, and the
// softmax family then makes the row template's cached passes over them:
// the max, the exponentials kept with their sum, the scaled write (one
// expf per element and no data-dependent branch, where the online pass
// takes two expf and a branch per element on its critical path).
//
//===----------------------------------------------------------------------===//
#include "StridedTemplate.h"

#include <sstream>

namespace cuagent::codegen {

const char *reduceKindName(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Sum:
    return "sum";
  case ReduceKind::Mean:
    return "mean";
  case ReduceKind::Max:
    return "amax";
  case ReduceKind::Min:
    return "amin";
  case ReduceKind::Prod:
    return "prod";
  case ReduceKind::LogSumExp:
    return "logsumexp";
  case ReduceKind::Softmax:
    return "softmax";
  case ReduceKind::LogSoftmax:
    return "log-softmax";
  case ReduceKind::LayerNorm:
    return "layer-norm";
  case ReduceKind::RmsNorm:
    return "rms-norm";
  case ReduceKind::ArgMax:
    return "argmax";
  case ReduceKind::ArgMin:
    return "argmin";
  case ReduceKind::CumSum:
    return "cumsum";
  case ReduceKind::CumProd:
    return "cumprod";
  }
  return "unknown";
}

/// Two blocks per SM of an H200 (132 SMs): below this, a wider tile leaves
/// SMs idle.
constexpr int64_t kFillBlocks = 264;

StridedLayout stridedLayoutOf(const ReductionView &view, ReduceKind kind, int blockSize,
                              bool narrow) {
  StridedLayout layout;
  layout.view = view;
  layout.kind = kind;
  layout.blockSize = blockSize;
  // Widening tx halves the blocks; it pays while the grid still fills the
  // GPU, or when R is too short to keep the ty threads busy.
  auto blocksAt = [&](int64_t width) { return view.outer * ((view.inner + width - 1) / width); };
  int tx = 32;
  while (tx < view.inner && blockSize % (tx * 2) == 0 &&
         ((!narrow && blocksAt(tx * 2) >= kFillBlocks) || blockSize / tx > view.reduced))
    tx *= 2;
  layout.tx = tx;
  layout.ty = blockSize / tx;
  layout.tiles = (view.inner + tx - 1) / tx;
  return layout;
}

void cacheColumns(StridedLayout &layout, bool laterPass, int maxCachedPerThread) {
  layout.cachedPerThread = 0;
  if (!laterPass)
    return;
  // A tile wider than a warp leaves each thread more of its column than
  // the cap: fewer columns and more threads per column, down to a warp's
  // width, where that makes the share fit (the measurement weighs the
  // narrower tile against the uncached wide one, a -c0 candidate).
  StridedLayout narrowed = layout;
  while (narrowed.perThread() > maxCachedPerThread && narrowed.tx > 32) {
    narrowed.tx /= 2;
    narrowed.ty *= 2;
    narrowed.tiles = (narrowed.view.inner + narrowed.tx - 1) / narrowed.tx;
  }
  if (narrowed.perThread() > maxCachedPerThread)
    return;
  layout = narrowed;
  layout.cachedPerThread = int(layout.perThread());
}

// The softmax family's statistics in one pass (Milakov & Gimelshein, "Online
// normalizer calculation for softmax", 2018): the running max m of a column
// and the sum s of exp(x - m), rescaled when the max grows. Special values
// give what the two separate passes give: -inf elements add nothing (a column
// of only -inf ends at m = -inf, where every exp(x - m) is NaN, as there); a
// +inf or NaN element makes the sum NaN (inf - inf and NaN propagate there).
// m is never NaN: it only takes an x greater than itself.
const char *const kOnlineSoftmax = R"(#ifndef CUAGENT_ONLINE_SOFTMAX
#define CUAGENT_ONLINE_SOFTMAX
static __device__ __forceinline__ void cuagent_online_add(float &m, float &s, float x) {
  if (x > m) {
    s = x == __int_as_float(0x7f800000) ? __int_as_float(0x7fffffff) : s * expf(m - x) + 1.f;
    m = x;
  } else if (x != -__int_as_float(0x7f800000)) {
    s += expf(x - m);
  }
}
static __device__ __forceinline__ void cuagent_online_merge(float &m, float &s, float m2,
                                                            float s2) {
  const float top = fmaxf(m, m2);
  if (top == -__int_as_float(0x7f800000)) { s += s2; return; }
  s = s * expf(m - top) + s2 * expf(m2 - top);
  m = top;
}
)";

// logsumexp's (max, sum of exp(x - max)) in one pass, with ATen's values
// where the softmax helpers' differ: a NaN anywhere gives NaN (the nanmax
// is NaN), a +inf gives +inf (shifted by 0, the sum is infinite), all -inf
// give -inf (log 0). So logf(s) + m is the result in every case.
const char *const kOnlineLogSumExp = R"(#ifndef CUAGENT_ONLINE_LOGSUMEXP
#define CUAGENT_ONLINE_LOGSUMEXP
static __device__ __forceinline__ void cuagent_online_lse_add(float &m, float &s, float x) {
  if (m != m) return;
  if (x != x) { m = x; s = x; return; }
  if (x > m) {
    s = x == __int_as_float(0x7f800000) ? 1.f : s * expf(m - x) + 1.f;
    m = x;
  } else if (m == __int_as_float(0x7f800000)) {
    s += x == m ? 1.f : 0.f;
  } else if (x != -__int_as_float(0x7f800000)) {
    s += expf(x - m);
  }
}
static __device__ __forceinline__ void cuagent_online_lse_merge(float &m, float &s, float m2,
                                                                float s2) {
  if (m != m) return;
  if (m2 != m2) { m = m2; s = m2; return; }
  const float top = fmaxf(m, m2);
  if (top == -__int_as_float(0x7f800000)) { s += s2; return; }
  if (top == __int_as_float(0x7f800000)) {
    s = (m == top ? s : 0.f) + (m2 == top ? s2 : 0.f);
  } else {
    s = s * expf(m - top) + s2 * expf(m2 - top);
  }
  m = top;
}
)";

namespace {

/// The (m, s) reduction over the TPR threads of a row by `merge`, named
/// `name`: the softmax and logsumexp forms differ in their merge alone.
std::string onlineReduction(const std::string &name, const std::string &merge) {
  std::string step = "    " + merge + "(m, s, __shfl_xor_sync(0xffffffffu, m, o),\n" +
                     std::string(merge.size() + 5, ' ') + "__shfl_xor_sync(0xffffffffu, s, o));\n";
  auto loop = [&](const char *from) {
    return std::string("#pragma unroll\n  for (int o = ") + from + "; o > 0; o >>= 1)\n" + step;
  };
  // A row of fewer than 32 threads (subWarpRowThreads) reduces within its
  // aligned group of lanes.
  std::string firstLoop = loop("(TPR < 32 ? TPR : 32) / 2");
  return "// (m, s) over the TPR threads of a row (a warp, or the whole block; scratch\n"
         "// holds 64 floats). The merge is symmetric, so every lane gets the same.\n"
         "template <int TPR>\n"
         "static __device__ __forceinline__ void " +
         name + "(float &m, float &s, float *scratch) {\n" + firstLoop +
         "  if (TPR <= 32) return;\n"
         "  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;\n"
         "  __syncthreads();\n"
         "  if (lane == 0) { scratch[warp] = m; scratch[32 + warp] = s; }\n"
         "  __syncthreads();\n"
         "  m = lane < TPR / 32 ? scratch[lane] : -__int_as_float(0x7f800000);\n"
         "  s = lane < TPR / 32 ? scratch[32 + lane] : 0.f;\n" +
         loop("16") + "}\n#endif\n";
}

} // namespace

std::string loadFence(const std::string &array, int64_t count) {
  std::string text = "asm volatile(\"\" ::";
  for (int64_t u = 0; u < count; ++u)
    text += std::string(u ? ", " : " ") + "\"f\"(" + array + "[" + std::to_string(u) + "])";
  return text + ");";
}

std::string loadBatch(const std::string &indent, int64_t elements, const std::string &fill,
                      const std::string &var, const std::string &update) {
  std::string n = std::to_string(elements);
  return indent + "float batch[" + n + "];\n" + fill + indent + loadFence("batch", elements) +
         "\n#pragma unroll\n" + indent + "for (int " + var + " = 0; " + var + " < " + n + "; ++" +
         var + ")\n" + indent + "  " + update + "\n";
}

std::string vectorBatchFill(const std::string &indent, int64_t vectors, int width,
                            const std::string &c0Declaration, const std::string &vectorLoads,
                            const std::string &elementCode, const std::string &inputVar) {
  std::ostringstream fill;
  fill << "#pragma unroll\n";
  fill << indent << "for (int u = 0; u < " << vectors << "; ++u) {\n";
  fill << indent << "  " << c0Declaration << "\n";
  fill << vectorLoads;
  fill << "#pragma unroll\n";
  fill << indent << "  for (int v = 0; v < " << width << "; ++v) {\n";
  fill << indent << "    const long long i = rowBase + c0 + v;\n";
  fill << elementCode;
  fill << indent << "    batch[u * " << width << " + v] = " << inputVar << ";\n";
  fill << indent << "  }\n" << indent << "}\n";
  return fill.str();
}

const char *onlineSoftmaxHelpers() {
  static const std::string text =
      kOnlineSoftmax + onlineReduction("cuagent_reduce_online", "cuagent_online_merge");
  return text.c_str();
}

const char *onlineLogSumExpHelpers() {
  static const std::string text =
      kOnlineLogSumExp + onlineReduction("cuagent_reduce_online_lse", "cuagent_online_lse_merge");
  return text.c_str();
}

namespace {

enum class Combine { Sum, Max, Min, Prod };

constexpr const char *kInf = "__int_as_float(0x7f800000)";

std::string initialValue(Combine combine) {
  switch (combine) {
  case Combine::Sum:
    return "0.f";
  case Combine::Max:
    return std::string("(-") + kInf + ")";
  case Combine::Min:
    return std::string("(") + kInf + ")";
  case Combine::Prod:
    return "1.f";
  }
  return "0.f";
}

std::string combined(Combine combine, const std::string &a, const std::string &b) {
  switch (combine) {
  case Combine::Sum:
    return a + " + " + b;
  case Combine::Max:
    return "cuagent_nanmax(" + a + ", " + b + ")";
  case Combine::Min:
    return "cuagent_nanmin(" + a + ", " + b + ")";
  case Combine::Prod:
    return a + " * " + b;
  }
  return a;
}

/// A pass's update of `acc` by an element `x` under `combine`.
std::function<std::string(const std::string &)> accumulate(Combine combine) {
  return [combine](const std::string &x) { return "acc = " + combined(combine, "acc", x) + ";\n"; };
}

class StridedWriter {
public:
  StridedWriter(const StridedLayout &layout, const StridedBodies &bodies)
      : l_(layout), b_(bodies) {}

  std::string run(const std::string &function, const std::string &signature);

private:
  /// The first pass over the thread's share of its column (the prologue's
  /// side outputs stored): `var` starts at the identity of `combine` and
  /// takes `update(inputVar)` per element.
  void pass(const std::string &var, Combine combine,
            const std::function<std::string(const std::string &)> &update);
  /// Combines `var` over the ty threads of a column, in ty order. With
  /// `broadcast`, every thread gets the result; else only ty == 0.
  void combineColumn(const std::string &var, Combine combine, bool broadcast);
  void openColumnLoop();
  /// The reduced op's input in the first pass (stored to the cache when
  /// cached) and in a later one (from the cache, or recomputed).
  std::string firstPassInput(std::string &inputVar);
  std::string laterPassInput(std::string &inputVar);
  void closeColumnLoop() { k_ << "      }\n    }\n  }\n"; }
  void emitOnlineSoftmaxStatistics();
  void emitOnlineColumnPass(const std::string &add);
  void emitCachedSoftmaxStatistics(bool keepExp);
  void emitReductionResult(const std::string &value);
  void emitBroadcastPass(const std::string &value);
  void emitNormalizedWrite(const std::string &shift, const std::string &scale, bool keepExp);

  const StridedLayout &l_;
  const StridedBodies &b_;
  std::ostringstream k_;
};

void StridedWriter::openColumnLoop() {
  k_ << "  if (active) {\n";
  if (l_.cachedPerThread > 0) {
    // Unrolled in full: cache[k] must be a register.
    k_ << "#pragma unroll\n";
    k_ << "    for (int k = 0; k < " << l_.cachedPerThread << "; ++k) {\n";
    k_ << "      const long long r = ty + (long long)k * " << l_.ty << ";\n";
    if (l_.view.reduced % l_.ty != 0)
      k_ << "      if (r >= " << l_.view.reduced << "LL) break;\n";
  } else {
    k_ << "#pragma unroll 4\n";
    k_ << "    for (long long r = ty; r < " << l_.view.reduced << "LL; r += " << l_.ty << ") {\n";
  }
  k_ << "      const long long i = base + r * " << l_.view.inner << "LL;\n";
  k_ << "      {\n";
}

std::string StridedWriter::firstPassInput(std::string &inputVar) {
  std::string cacheVar;
  std::string code = b_.prologue(true, inputVar, l_.cachedPerThread > 0 ? &cacheVar : nullptr);
  if (l_.cachedPerThread > 0)
    code += "        cache[k] = " + cacheVar + ";\n";
  return code;
}

std::string StridedWriter::laterPassInput(std::string &inputVar) {
  if (l_.cachedPerThread == 0)
    return b_.prologue(false, inputVar, nullptr);
  inputVar = "xc";
  return "        const float xc = cache[k];\n";
}

void StridedWriter::pass(const std::string &var, Combine combine,
                         const std::function<std::string(const std::string &)> &update) {
  k_ << "  float " << var << " = " << initialValue(combine) << ";\n";
  openColumnLoop();
  std::string inputVar;
  k_ << firstPassInput(inputVar);
  k_ << "        " << update(inputVar);
  closeColumnLoop();
}

void StridedWriter::combineColumn(const std::string &var, Combine combine, bool broadcast) {
  if (l_.ty == 1)
    return;
  k_ << "  red[threadIdx.x] = " << var << ";\n";
  k_ << "  __syncthreads();\n";
  k_ << "  if (ty == 0) {\n";
  k_ << "    for (int t = 1; t < " << l_.ty << "; ++t)\n";
  k_ << "      " << var << " = "
     << combined(combine, var, "red[t * " + std::to_string(l_.tx) + " + tx]") << ";\n";
  if (broadcast)
    k_ << "    red[tx] = " << var << ";\n";
  k_ << "  }\n";
  if (broadcast) {
    k_ << "  __syncthreads();\n";
    k_ << "  " << var << " = red[tx];\n";
    // red is written again by the next combine.
    k_ << "  __syncthreads();\n";
  }
}

/// softmax and log_softmax: the column's max (`acc`) and sum of exp(x - acc)
/// (`sum`) in one pass, merged over the ty threads in ty order and given to
/// every thread.
void StridedWriter::emitOnlineSoftmaxStatistics() {
  // logsumexp's helpers keep ATen's values for NaN and infinities.
  std::string helper = l_.kind == ReduceKind::LogSumExp ? "cuagent_online_lse_" : "cuagent_online_";
  k_ << "  float acc = " << initialValue(Combine::Max) << ", sum = 0.f;\n";
  emitOnlineColumnPass(helper + "add");
  if (l_.ty == 1)
    return;
  k_ << "  red[threadIdx.x] = acc;\n  redSum[threadIdx.x] = sum;\n";
  k_ << "  __syncthreads();\n";
  k_ << "  if (ty == 0) {\n";
  k_ << "    for (int t = 1; t < " << l_.ty << "; ++t)\n";
  k_ << "      " << helper << "merge(acc, sum, red[t * " << l_.tx << " + tx], redSum[t * " << l_.tx
     << " + tx]);\n";
  k_ << "    red[tx] = acc;\n    redSum[tx] = sum;\n";
  k_ << "  }\n";
  k_ << "  __syncthreads();\n";
  k_ << "  acc = red[tx];\n  sum = redSum[tx];\n";
}

/// The online pass over a thread's share of its column, kLoadBatch
/// elements at a time: their loads and prologues, then their updates. The
/// update branches, so an element at a time kept one load in flight per
/// thread (the SASS of a softmax over dim 1: a load, its compare and
/// branches, the next load). The updates run in the same order as one at a
/// time, so the statistics are the same bits.
void StridedWriter::emitOnlineColumnPass(const std::string &add) {
  int64_t step = l_.ty * kLoadBatch;
  std::string R = std::to_string(l_.view.reduced) + "LL",
              inner = std::to_string(l_.view.inner) + "LL";
  std::string inputVar;
  k_ << "  if (active) {\n";
  k_ << "    long long r = ty;\n";
  if (l_.view.reduced >= step) {
    k_ << "    for (; r + " << step - l_.ty << " < " << R << "; r += " << step << ") {\n";
    std::string fill = "#pragma unroll\n      for (int u = 0; u < " + std::to_string(kLoadBatch) +
                       "; ++u) {\n        const long long i = base + (r + u * " +
                       std::to_string(l_.ty) + ") * " + inner + ";\n" +
                       b_.prologue(true, inputVar, nullptr);
    fill += "        batch[u] = " + inputVar + ";\n      }\n";
    k_ << loadBatch("      ", kLoadBatch, fill, "u", add + "(acc, sum, batch[u]);");
    k_ << "    }\n";
  }
  k_ << "    for (; r < " << R << "; r += " << l_.ty << ") {\n";
  k_ << "      const long long i = base + r * " << inner << ";\n";
  k_ << b_.prologue(true, inputVar, nullptr);
  k_ << "      " << add << "(acc, sum, " << inputVar << ");\n";
  k_ << "    }\n";
  k_ << "  }\n";
}

/// One value per column, by its ty == 0 thread, then the epilogue.
void StridedWriter::emitReductionResult(const std::string &value) {
  k_ << "  if (active && ty == 0) {\n";
  k_ << "    const long long i = o * " << l_.view.inner << "LL + j;\n";
  k_ << "        const float " << b_.resultVar << " = " << value << ";\n";
  k_ << b_.epilogue(b_.resultVar);
  k_ << "  }\n";
}

/// A broadcast epilogue: one more pass over the column, every element given
/// the column's reduced value (which every thread holds).
void StridedWriter::emitBroadcastPass(const std::string &value) {
  k_ << "  const float rowValue = " << value << ";\n";
  openColumnLoop();
  std::string inputVar;
  k_ << laterPassInput(inputVar);
  k_ << b_.broadcast("rowValue", inputVar);
  closeColumnLoop();
}

/// A cached column's statistics over its registers: the max (the first
/// pass, which loads the cache), then the sum of exp(x - max), each
/// exponential kept in the cache with `keepExp` (softmax), given to every
/// thread of the column.
void StridedWriter::emitCachedSoftmaxStatistics(bool keepExp) {
  pass("acc", Combine::Max, accumulate(Combine::Max));
  combineColumn("acc", Combine::Max, true);
  // aten's logsumexp shifts by 0 where the max is infinite: +inf then, and
  // -inf for a column of only -inf.
  if (l_.kind == ReduceKind::LogSumExp)
    k_ << "  if (fabsf(acc) == " << kInf << ") acc = 0.f;\n";
  k_ << "  float sum = 0.f;\n";
  openColumnLoop();
  std::string inputVar;
  k_ << laterPassInput(inputVar);
  if (keepExp)
    k_ << "        { const float e = expf(" << inputVar << " - acc); cache[k] = e; sum += e; }\n";
  else
    k_ << "        sum += expf(" << inputVar << " - acc);\n";
  closeColumnLoop();
  combineColumn("sum", Combine::Sum, true);
}

/// The last pass of softmax and log-softmax: every element, its epilogue.
/// `keepExp`: the cache holds exp(x - shift) already.
void StridedWriter::emitNormalizedWrite(const std::string &shift, const std::string &scale,
                                        bool keepExp) {
  openColumnLoop();
  std::string inputVar;
  k_ << laterPassInput(inputVar);
  // scale is the reciprocal of the sum (softmax) or its log (log_softmax).
  std::string value = keepExp ? inputVar + " * " + scale
                      : l_.kind == ReduceKind::Softmax
                          ? "expf(" + inputVar + " - " + shift + ") * " + scale
                          : "(" + inputVar + " - " + shift + ") - " + scale;
  k_ << "        const float " << b_.resultVar << " = " << value << ";\n";
  k_ << b_.epilogue(b_.resultVar);
  closeColumnLoop();
}

std::string StridedWriter::run(const std::string &function, const std::string &signature) {
  const ReductionView &v = l_.view;
  bool online = l_.cachedPerThread == 0 &&
                (l_.kind == ReduceKind::Softmax || l_.kind == ReduceKind::LogSoftmax ||
                 l_.kind == ReduceKind::LogSumExp);
  if (online)
    k_ << (l_.kind == ReduceKind::LogSumExp ? onlineLogSumExpHelpers() : onlineSoftmaxHelpers());
  k_ << "extern \"C\" __global__ void __launch_bounds__(" << l_.blockSize << ") " << function << "("
     << signature << ") {\n";
  if (l_.ty > 1)
    k_ << "  __shared__ float red[" << l_.blockSize << "];\n";
  if (l_.ty > 1 && online)
    k_ << "  __shared__ float redSum[" << l_.blockSize << "];\n";
  if (l_.cachedPerThread > 0)
    k_ << "  float cache[" << l_.cachedPerThread << "];\n";
  k_ << "  const int tx = threadIdx.x % " << l_.tx << ", ty = threadIdx.x / " << l_.tx << ";\n";
  k_ << "  const long long o = (long long)blockIdx.x / " << l_.tiles << "LL;\n";
  k_ << "  const long long j = ((long long)blockIdx.x % " << l_.tiles << "LL) * " << l_.tx
     << " + tx;\n";
  k_ << "  const bool active = j < " << v.inner << "LL;\n";
  k_ << "  const long long base = o * " << v.reduced * v.inner << "LL + j;\n";
  // Every thread needs the column's value for a broadcast epilogue.
  bool toAll = static_cast<bool>(b_.broadcast);
  auto reduced = [&](const std::string &value) {
    emitReductionResult(value);
    if (toAll)
      emitBroadcastPass(value);
  };
  switch (l_.kind) {
  case ReduceKind::Sum:
  case ReduceKind::Mean:
    pass("acc", Combine::Sum, accumulate(Combine::Sum));
    combineColumn("acc", Combine::Sum, toAll);
    reduced(l_.kind == ReduceKind::Mean ? "acc / " + b_.reducedCount : "acc");
    break;
  case ReduceKind::Max:
  case ReduceKind::Min:
  case ReduceKind::Prod: {
    Combine combine = l_.kind == ReduceKind::Max   ? Combine::Max
                      : l_.kind == ReduceKind::Min ? Combine::Min
                                                   : Combine::Prod;
    pass("acc", combine, accumulate(combine));
    combineColumn("acc", combine, toAll);
    reduced("acc");
    break;
  }
  case ReduceKind::LogSumExp:
    // One read of the column: the max and the shifted sum online, given to
    // every thread (over the registers when cached).
    if (l_.cachedPerThread > 0)
      emitCachedSoftmaxStatistics(false);
    else
      emitOnlineSoftmaxStatistics();
    reduced("logf(sum) + acc");
    break;
  case ReduceKind::Softmax:
  case ReduceKind::LogSoftmax: {
    bool cached = l_.cachedPerThread > 0;
    bool keepExp = cached && l_.kind == ReduceKind::Softmax;
    // Uncached: two reads of the input instead of three, the statistics in
    // one pass.
    if (cached)
      emitCachedSoftmaxStatistics(keepExp);
    else
      emitOnlineSoftmaxStatistics();
    k_ << "  const float shift = acc;\n";
    k_ << (l_.kind == ReduceKind::Softmax ? "  const float scale = 1.f / sum;\n"
                                          : "  const float scale = logf(sum);\n");
    emitNormalizedWrite("shift", "scale", keepExp);
    break;
  }
  case ReduceKind::LayerNorm:
  case ReduceKind::RmsNorm:
  case ReduceKind::ArgMax: // IndexTemplate.cpp
  case ReduceKind::ArgMin:
  case ReduceKind::CumSum: // ScanTemplate.cpp
  case ReduceKind::CumProd:
    break; // the emitter never sends them here
  }
  k_ << "}\n";
  return k_.str();
}

} // namespace

std::string emitStridedKernel(const StridedLayout &layout, const std::string &function,
                              const std::string &signature, const StridedBodies &bodies) {
  return StridedWriter(layout, bodies).run(function, signature);
}

} // namespace cuagent::codegen
