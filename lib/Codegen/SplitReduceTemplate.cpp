//===- SplitReduceTemplate.cpp - Reductions split across blocks -----------===//
//
// Stage 1, inner == 1: block (o, s) walks its chunk of row o with a stride
// of blockSize * width, a vector load per step, then a block-wide butterfly
// (cuagent_reduce_*). Stage 1, inner > 1: as the strided template, tx
// threads along inner (coalesced) and ty along the chunk, combined through
// shared memory in ty order. Stage 2: a warp per output, lane l combining
// partials l, l + 32, ... then a warp butterfly.
//
//===----------------------------------------------------------------------===//
#include "SplitReduceTemplate.h"

#include <algorithm>
#include <sstream>

namespace cuagent::codegen {

const char *reduceIdentity(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Max:
    return "(-__int_as_float(0x7f800000))";
  case ReduceKind::Min:
    return "(__int_as_float(0x7f800000))";
  case ReduceKind::Prod:
    return "1.f";
  default:
    return "0.f";
  }
}

const char *blockReduceHelper(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Max:
    return "cuagent_reduce_max";
  case ReduceKind::Min:
    return "cuagent_reduce_min";
  case ReduceKind::Prod:
    return "cuagent_reduce_prod";
  default:
    return "cuagent_reduce_sum";
  }
}

namespace {
constexpr int64_t kSms = 132;
/// Below this many elements per output a second kernel costs more than the
/// idle SMs of the one-kernel template.
constexpr int64_t kMinSplitReduced = 8192;
/// The one-kernel templates fill the GPU from two blocks per SM.
constexpr int64_t kFillBlocks = 2 * kSms;
/// A chunk keeps every thread busy for a few vector loads at least.
constexpr int64_t kMinLoadsPerThread = 4;
/// Stage 1 is sized in threads: blocksPerSm blocks of this many threads per
/// SM (two full waves at 512), so that smaller blocks do not leave the GPU
/// with too few loads in flight.
constexpr int64_t kReferenceBlock = 512;
} // namespace

std::optional<SplitLayout> splitLayoutOf(const ReductionView &view, ReduceKind kind, int blockSize,
                                         int width, int blocksPerSm, int64_t naturalBlocks) {
  if (!isSplittable(kind, view) || naturalBlocks >= kFillBlocks ||
      view.reduced < kMinSplitReduced || blockSize % 32 != 0 || blocksPerSm < 1)
    return std::nullopt;
  SplitLayout layout;
  layout.view = view;
  layout.kind = kind;
  layout.blockSize = blockSize;
  if (view.inner == 1) {
    layout.width = view.reduced % width == 0 ? width : 1;
  } else {
    // tx covers inner up to a warp, so a warp's loads are whole runs of
    // consecutive inner positions.
    int tx = 1;
    while (tx < view.inner && tx < 32)
      tx *= 2;
    layout.tx = tx;
    layout.ty = blockSize / tx;
    layout.tiles = (view.inner + tx - 1) / tx;
  }
  int64_t perStep = layout.view.inner == 1 ? int64_t(blockSize) * layout.width : layout.ty;
  int64_t tiles = view.outer * layout.tiles;
  int64_t target = kSms * blocksPerSm * std::max<int64_t>(1, kReferenceBlock / blockSize);
  int64_t wanted = std::max<int64_t>(1, (target + tiles - 1) / tiles);
  int64_t minChunk = perStep * kMinLoadsPerThread;
  int64_t chunk = std::max<int64_t>(minChunk, (view.reduced + wanted - 1) / wanted);
  // Chunks start at vector boundaries; along a row they are whole steps of
  // the block, so a full chunk's loop has a fixed trip count.
  int64_t align = layout.view.inner == 1 ? perStep : layout.width;
  chunk = (chunk + align - 1) / align * align;
  layout.chunk = chunk;
  layout.splits = (view.reduced + chunk - 1) / chunk;
  if (layout.splits < 2)
    return std::nullopt;
  return layout;
}

namespace {

std::string combined(ReduceKind kind, const std::string &a, const std::string &b) {
  switch (kind) {
  case ReduceKind::Max:
    return "cuagent_nanmax(" + a + ", " + b + ")";
  case ReduceKind::Min:
    return "cuagent_nanmin(" + a + ", " + b + ")";
  case ReduceKind::Prod:
    return a + " * " + b;
  default:
    return a + " + " + b;
  }
}

class SplitWriter {
public:
  SplitWriter(const SplitLayout &layout, const SplitBodies &bodies) : l_(layout), b_(bodies) {}

  std::string run(const std::string &function, const std::string &signature) {
    if (l_.online())
      k_ << (l_.kind == ReduceKind::LogSumExp ? onlineLogSumExpHelpers() : onlineSoftmaxHelpers());
    if (l_.view.inner == 1)
      emitRowStage1(function, signature);
    else
      emitStridedStage1(function, signature);
    if (l_.normalizes())
      emitApply(function, signature);
    else
      emitStage2(function, signature);
    return k_.str();
  }

private:
  void openKernel(const std::string &name, const std::string &signature, const char *partials) {
    k_ << "extern \"C\" __global__ void __launch_bounds__(" << l_.blockSize << ") " << name << "("
       << signature << (signature.empty() ? "" : ", ") << partials << ") {\n";
  }
  /// The statement folding `x` into the thread's partial.
  std::string update(const std::string &x) const {
    if (l_.kind == ReduceKind::RmsNorm)
      return "acc += " + x + " * " + x + ";";
    if (!l_.online())
      return "acc = " + combined(l_.kind, "acc", x) + ";";
    return std::string(l_.kind == ReduceKind::LogSumExp ? "cuagent_online_lse_add"
                                                        : "cuagent_online_add") +
           "(acc, sum, " + x + ");";
  }
  std::string onlineMerge() const {
    return l_.kind == ReduceKind::LogSumExp ? "cuagent_online_lse_merge" : "cuagent_online_merge";
  }
  std::string onlineReduce() const {
    return l_.kind == ReduceKind::LogSumExp ? "cuagent_reduce_online_lse" : "cuagent_reduce_online";
  }
  void accumulate() {
    std::string inputVar;
    std::string body = b_.prologue(true, inputVar);
    k_ << "        {\n" << body;
    k_ << "          " << update(inputVar) << "\n";
    k_ << "        }\n";
  }
  /// One step of a row chunk: the vector at c0, each element given to `each`
  /// (the code inside the element's scope, `i` in scope).
  /// `stores`: the apply kernel's vector stores around the elements.
  void emitRowStep(const std::function<void()> &each, bool stores = false) {
    k_ << b_.vectorLoads;
    if (stores)
      k_ << b_.storeDeclare;
    k_ << "#pragma unroll\n";
    k_ << "    for (int v = 0; v < " << l_.width << "; ++v) {\n";
    k_ << "      const long long i = rowBase + c0 + v;\n";
    each();
    k_ << "    }\n";
    if (stores)
      k_ << b_.storeWrite;
  }
  void openRowChunk(const char *kernelName, const std::string &signature, const char *partials);
  void walkRowChunk(const std::function<void()> &each, bool batched, bool stores = false);
  void emitBatchedSteps(int64_t trips, int64_t step, const std::function<void()> &each);
  void emitRowStage1(const std::string &function, const std::string &signature);
  void emitStridedStage1(const std::string &function, const std::string &signature);
  void emitStage2(const std::string &function, const std::string &signature);
  void emitApply(const std::string &function, const std::string &signature);
  void emitRmsApply();
  void normalizeChunk(const std::function<std::string(const std::string &)> &valueOf);

  const SplitLayout &l_;
  const SplitBodies &b_;
  std::ostringstream k_;
};

/// The head of a kernel over stage 1's grid: block (o, s) owns [begin, end)
/// = [s * chunk, min(R, (s + 1) * chunk)) of row o.
void SplitWriter::openRowChunk(const char *kernelName, const std::string &signature,
                               const char *partials) {
  const ReductionView &v = l_.view;
  openKernel(kernelName, signature, partials);
  k_ << "  __shared__ float scratch[" << (l_.online() ? 64 : 32) << "];\n";
  k_ << "  const long long o = (long long)blockIdx.x / " << l_.splits << "LL;\n";
  k_ << "  const long long s = (long long)blockIdx.x % " << l_.splits << "LL;\n";
  k_ << "  const long long rowBase = o * " << v.reduced << "LL;\n";
  k_ << "  const long long begin = s * " << l_.chunk << "LL;\n";
  k_ << "  const long long end = begin + " << l_.chunk << "LL < " << v.reduced << "LL ? begin + "
     << l_.chunk << "LL : " << v.reduced << "LL;\n";
}

/// The steps of a full chunk a batch at a time (decision 151's reason: the
/// online update branches, so a step at a time kept one vector load in
/// flight), the updates in the order of one at a time; the steps after the
/// last whole batch one at a time, each element to `each` (stage 1's
/// accumulate: the batches fold with update() too).
void SplitWriter::emitBatchedSteps(int64_t trips, int64_t step, const std::function<void()> &each) {
  int w = l_.width;
  int64_t vectors = std::max<int64_t>(1, std::min({kLoadBatchElements / w, kLoadBatch, trips}));
  int64_t batched = vectors > 1 ? trips / vectors * vectors : 0;
  if (batched > 0) {
    std::string x;
    std::string element = b_.prologue(true, x);
    std::string fill = vectorBatchFill("    ", vectors, w,
                                       "const long long c0 = begin + (long long)(kb + u) * " +
                                           std::to_string(step) + "LL + (long long)threadIdx.x * " +
                                           std::to_string(w) + ";",
                                       b_.vectorLoads, element, x);
    k_ << "  for (int kb = 0; kb < " << batched << "; kb += " << vectors << ") {\n";
    k_ << loadBatch("    ", vectors * w, fill, "e", update("batch[e]"));
    k_ << "  }\n";
  }
  if (batched == trips)
    return;
  k_ << "#pragma unroll 4\n";
  k_ << "  for (int k = " << batched << "; k < " << trips << "; ++k) {\n";
  k_ << "    const long long c0 = begin + (long long)k * " << step
     << "LL + (long long)threadIdx.x * " << w << ";\n";
  emitRowStep(each);
  k_ << "  }\n";
}

/// The thread's vectors of its block's chunk, each element to `each`: a
/// full chunk walks a fixed number of steps (unrolled so that several loads
/// are in flight, or `batched`), the last, shorter chunk checks its end.
void SplitWriter::walkRowChunk(const std::function<void()> &each, bool batched, bool stores) {
  int w = l_.width;
  int64_t step = int64_t(l_.blockSize) * w;
  k_ << "  if (end - begin == " << l_.chunk << "LL) {\n";
  if (batched) {
    emitBatchedSteps(l_.chunk / step, step, each);
  } else {
    k_ << "#pragma unroll 4\n";
    k_ << "  for (int k = 0; k < " << l_.chunk / step << "; ++k) {\n";
    k_ << "    const long long c0 = begin + (long long)k * " << step
       << "LL + (long long)threadIdx.x * " << w << ";\n";
    emitRowStep(each, stores);
    k_ << "  }\n";
  }
  k_ << "  } else {\n";
  k_ << "#pragma unroll 4\n";
  k_ << "  for (long long c0 = begin + (long long)threadIdx.x * " << w
     << "; c0 < end; c0 += " << step << "LL) {\n";
  emitRowStep(each, stores);
  k_ << "  }\n";
  k_ << "  }\n";
}

/// inner == 1: block (o, s) reduces its chunk of row o; thread t reads
/// vectors t, t + blockSize, ... of the chunk.
void SplitWriter::emitRowStage1(const std::string &function, const std::string &signature) {
  openRowChunk((function + "_partials").c_str(), signature, "float *__restrict__ partials");
  k_ << "  float acc = "
     << (l_.online() ? "-__int_as_float(0x7f800000), sum = 0.f" : reduceIdentity(l_.kind)) << ";\n";
  walkRowChunk([&] { accumulate(); }, /*batched=*/l_.online());
  if (l_.online()) {
    k_ << "  " << onlineReduce() << "<" << l_.blockSize << ">(acc, sum, scratch);\n";
    k_ << "  if (threadIdx.x == 0)\n";
    k_ << "    reinterpret_cast<float2 *>(partials)[blockIdx.x] = make_float2(acc, sum);\n";
    k_ << "}\n";
    return;
  }
  k_ << "  acc = " << blockReduceHelper(l_.kind) << "<" << l_.blockSize << ">(acc, scratch);\n";
  k_ << "  if (threadIdx.x == 0) partials[blockIdx.x] = acc;\n";
  k_ << "}\n";
}

/// inner > 1: block (o, tile, s); thread (tx, ty) walks r = begin + ty,
/// begin + ty + TY, ... of its column j; the TY partial values of a column
/// are combined in ty order through shared memory.
void SplitWriter::emitStridedStage1(const std::string &function, const std::string &signature) {
  const ReductionView &v = l_.view;
  openKernel(function + "_partials", signature, "float *__restrict__ partials");
  k_ << "  __shared__ float red[" << l_.blockSize << "];\n";
  k_ << "  const int tx = threadIdx.x % " << l_.tx << ", ty = threadIdx.x / " << l_.tx << ";\n";
  k_ << "  const long long s = (long long)blockIdx.x % " << l_.splits << "LL;\n";
  k_ << "  const long long tile = (long long)blockIdx.x / " << l_.splits << "LL;\n";
  k_ << "  const long long o = tile / " << l_.tiles << "LL;\n";
  k_ << "  const long long j = (tile % " << l_.tiles << "LL) * " << l_.tx << " + tx;\n";
  k_ << "  const bool active = j < " << v.inner << "LL;\n";
  k_ << "  const long long begin = s * " << l_.chunk << "LL;\n";
  k_ << "  const long long end = begin + " << l_.chunk << "LL < " << v.reduced << "LL ? begin + "
     << l_.chunk << "LL : " << v.reduced << "LL;\n";
  k_ << "  float acc = " << reduceIdentity(l_.kind) << ";\n";
  k_ << "  if (active) {\n";
  k_ << "#pragma unroll 4\n";
  k_ << "    for (long long r = begin + ty; r < end; r += " << l_.ty << ") {\n";
  k_ << "      const long long i = o * " << v.reduced * v.inner << "LL + r * " << v.inner
     << "LL + j;\n";
  accumulate();
  k_ << "    }\n";
  k_ << "  }\n";
  if (l_.ty > 1) {
    k_ << "  red[threadIdx.x] = acc;\n";
    k_ << "  __syncthreads();\n";
    k_ << "  if (ty == 0) {\n";
    k_ << "    for (int t = 1; t < " << l_.ty << "; ++t)\n";
    k_ << "      acc = " << combined(l_.kind, "acc", "red[t * " + std::to_string(l_.tx) + " + tx]")
       << ";\n";
    k_ << "  }\n";
  }
  k_ << "  if (active && ty == 0)\n";
  k_ << "    partials[(o * " << v.inner << "LL + j) * " << l_.splits << "LL + s] = acc;\n";
  k_ << "}\n";
}

/// A warp per output: lane l combines partials l, l + 32, ... in order
/// (logsumexp: merges its (max, sum) pairs), then the warp butterfly; lane
/// 0 runs the epilogue (logsumexp's value: logf(sum) + max).
void SplitWriter::emitStage2(const std::string &function, const std::string &signature) {
  openKernel(function, signature, "const float *__restrict__ partials");
  k_ << "  const long long out = (long long)blockIdx.x * " << l_.blockSize / 32
     << " + threadIdx.x / 32;\n";
  k_ << "  const int lane = threadIdx.x % 32;\n";
  k_ << "  if (out >= " << l_.outputs() << "LL) return;\n";
  std::string value = l_.kind == ReduceKind::Mean ? "acc / " + b_.reducedCount : "acc";
  if (l_.online()) {
    k_ << "  const float2 *parts = reinterpret_cast<const float2 *>(partials) + out * " << l_.splits
       << "LL;\n";
    k_ << "  float acc = -__int_as_float(0x7f800000), sum = 0.f;\n";
    k_ << "  for (long long p = lane; p < " << l_.splits << "LL; p += 32)\n";
    k_ << "    " << onlineMerge() << "(acc, sum, parts[p].x, parts[p].y);\n";
    k_ << "  " << onlineReduce() << "<32>(acc, sum, nullptr);\n";
    value = "logf(sum) + acc";
  } else {
    k_ << "  float acc = " << reduceIdentity(l_.kind) << ";\n";
    k_ << "  for (long long p = lane; p < " << l_.splits << "LL; p += 32)\n";
    k_ << "    acc = "
       << combined(l_.kind, "acc", "partials[out * " + std::to_string(l_.splits) + "LL + p]")
       << ";\n";
    k_ << "  acc = " << blockReduceHelper(l_.kind) << "<32>(acc, nullptr);\n";
  }
  k_ << "  if (lane == 0) {\n";
  k_ << "    const long long i = out;\n";
  k_ << "    const float " << b_.resultVar << " = " << value << ";\n";
  k_ << b_.epilogue(b_.resultVar);
  k_ << "  }\n";
  k_ << "}\n";
}

/// softmax, log_softmax: block (o, s) merges row o's pairs (thread t those
/// at t, t + blockSize, ..., then the block butterfly: the same bits in
/// every block of the row), then normalizes its chunk as the row template's
/// last pass does, the prologue recomputed without its stores.
void SplitWriter::emitApply(const std::string &function, const std::string &signature) {
  openRowChunk(function.c_str(), signature, "const float *__restrict__ partials");
  if (l_.kind == ReduceKind::RmsNorm) {
    emitRmsApply();
    return;
  }
  k_ << "  const float2 *parts = reinterpret_cast<const float2 *>(partials) + o * " << l_.splits
     << "LL;\n";
  k_ << "  float acc = -__int_as_float(0x7f800000), sum = 0.f;\n";
  k_ << "  for (int p = threadIdx.x; p < " << l_.splits << "; p += " << l_.blockSize << ")\n";
  k_ << "    " << onlineMerge() << "(acc, sum, parts[p].x, parts[p].y);\n";
  k_ << "  " << onlineReduce() << "<" << l_.blockSize << ">(acc, sum, scratch);\n";
  k_ << "  const float rowMax = acc;\n";
  bool softmax = l_.kind == ReduceKind::Softmax;
  // One reciprocal per row, as the row template (within an ulp of a divide).
  k_ << (softmax ? "  const float inverseSum = 1.f / sum;\n"
                 : "  const float logSum = logf(sum);\n");
  normalizeChunk([&](const std::string &x) {
    return softmax ? "expf(" + x + " - rowMax) * inverseSum" : "(" + x + " - rowMax) - logSum";
  });
}

/// The apply kernel's walk: each element of the block's chunk, its
/// prologue recomputed without stores, as `valueOf` its input, then the
/// epilogue; the kernel's end.
void SplitWriter::normalizeChunk(const std::function<std::string(const std::string &)> &valueOf) {
  walkRowChunk(
      [&] {
        std::string x;
        std::string body = b_.prologue(false, x);
        k_ << "        {\n" << body;
        k_ << "          const float " << b_.resultVar << " = " << valueOf(x) << ";\n";
        k_ << b_.epilogue(b_.resultVar);
        k_ << "        }\n";
      },
      /*batched=*/false, /*stores=*/true);
  k_ << "}\n";
}

/// rms_norm (decision 155): block (o, s) sums row o's partial sums of
/// squares (thread t those at t, t + blockSize, ..., then the block
/// butterfly: the same bits in every block of the row), then scales its
/// chunk as the row template's last pass does, `(x * rstd) * weight`.
void SplitWriter::emitRmsApply() {
  k_ << "  float acc = 0.f;\n";
  k_ << "  for (int p = threadIdx.x; p < " << l_.splits << "; p += " << l_.blockSize << ")\n";
  k_ << "    acc += partials[o * " << l_.splits << "LL + p];\n";
  k_ << "  acc = cuagent_reduce_sum<" << l_.blockSize << ">(acc, scratch);\n";
  k_ << "  const float rstd = rsqrtf(acc / " << b_.reducedCount << " + " << b_.eps << ");\n";
  normalizeChunk([&](const std::string &x) {
    std::string value = x + " * rstd";
    return b_.weightAt ? "(" + value + ") * " + b_.weightAt("c0 + v") : value;
  });
}

} // namespace

std::string emitSplitReduceKernels(const SplitLayout &layout, const std::string &function,
                                   const std::string &signature, const SplitBodies &bodies) {
  return SplitWriter(layout, bodies).run(function, signature);
}

} // namespace cuagent::codegen
