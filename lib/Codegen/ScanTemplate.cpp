//===- ScanTemplate.cpp - cumsum and cumprod along one dim -----------------===//
//
// See ScanTemplate.h: the association order is PyTorch's, not a choice; a
// faster order (a warp-shuffle scan, or more elements per thread) would
// round differently and, for long f32 rows, beyond the tolerance. The
// combining adds and multiplies are __fadd_rn / __fmul_rn: NVRTC contracts
// a plain a * b + c into one FMA, which PyTorch's separate kernels (a fused
// prologue's multiply, then the scan's add) do not.
//
//===----------------------------------------------------------------------===//
#include "ScanTemplate.h"

#include <algorithm>
#include <sstream>

namespace cuagent::codegen {

int torchInnerScanLogThreads(int64_t rows, int64_t rowLength) {
  // get_log_num_threads_x_inner_scan (ATen/native/cuda/ScanUtils.cuh).
  int logX = 0, logY = 0;
  while ((int64_t(1) << logX) < rowLength)
    ++logX;
  while ((int64_t(1) << logY) < rows)
    ++logY;
  int diff = logX - logY;
  logX = (9 + diff) / 2;
  return std::min(std::max(4, logX), 9);
}

ScanLayout scanLayoutOf(const std::vector<int64_t> &shape, int64_t dim, bool isProduct,
                        int blockSize) {
  ScanLayout layout;
  ReductionView &view = layout.view;
  for (size_t d = 0; d < shape.size(); ++d)
    (int64_t(d) < dim ? view.outer : int64_t(d) == dim ? view.reduced : view.inner) *= shape[d];
  // Size-1 dims matter here: PyTorch picks its kernel by dim alone.
  layout.columns = dim + 1 != int64_t(shape.size());
  layout.isProduct = isProduct;
  layout.blockSize = blockSize;
  if (!layout.columns) {
    layout.logTx = torchInnerScanLogThreads(view.outer, view.reduced);
    layout.tx = 1 << layout.logTx;
    layout.rowsPerBlock = std::max(1, blockSize / layout.tx);
  }
  return layout;
}

int ScanLayout::threads() const { return columns ? blockSize : tx * rowsPerBlock; }

int64_t ScanLayout::blocks() const {
  if (columns)
    return (view.outer * view.inner + blockSize - 1) / blockSize;
  return (view.outer + rowsPerBlock - 1) / rowsPerBlock;
}

namespace {

class ScanWriter {
public:
  ScanWriter(const ScanLayout &layout, const ScanBodies &bodies)
      : l_(layout), b_(bodies), op_(layout.isProduct ? "__fmul_rn" : "__fadd_rn"),
        init_(layout.isProduct ? "1.f" : "0.f") {}

  std::string run(const std::string &function, const std::string &signature) {
    k_ << "extern \"C\" __global__ void __launch_bounds__(" << l_.threads() << ") " << function
       << "(" << signature << ") {\n";
    if (l_.columns)
      emitColumns();
    else
      emitRows();
    k_ << "}\n";
    return k_.str();
  }

private:
  /// dim not last: thread c scans column c = (o, j) sequentially.
  void emitColumns() {
    const ReductionView &v = l_.view;
    k_ << "  const long long column = (long long)blockIdx.x * " << l_.blockSize
       << " + threadIdx.x;\n";
    k_ << "  if (column >= " << v.outer * v.inner << "LL) return;\n";
    k_ << "  const long long base = (column / " << v.inner << "LL) * " << v.reduced * v.inner
       << "LL + column % " << v.inner << "LL;\n";
    k_ << "  float acc = " << init_ << ";\n";
    k_ << "  for (long long r = 0; r < " << v.reduced << "LL; ++r) {\n";
    k_ << "    const long long i = base + r * " << v.inner << "LL;\n";
    k_ << "    {\n";
    std::string inputVar;
    k_ << b_.prologue(inputVar);
    k_ << "        acc = " << op_ << "(acc, " << inputVar << ");\n";
    k_ << "        const float " << b_.resultVar << " = acc;\n";
    k_ << b_.epilogue(b_.resultVar);
    k_ << "    }\n  }\n";
  }

  /// One element of a chunk into buf[slot], the prologue run on it.
  void load(const std::string &column, const std::string &slot) {
    k_ << "      if (" << column << " < " << l_.view.reduced << "LL) {\n";
    k_ << "        const long long i = rowBase + " << column << ";\n";
    std::string inputVar;
    k_ << b_.prologue(inputVar);
    k_ << "        buf[" << slot << "] = " << inputVar << ";\n";
    k_ << "      } else {\n";
    k_ << "        buf[" << slot << "] = " << init_ << ";\n";
    k_ << "      }\n";
  }

  void store(const std::string &column, const std::string &slot) {
    k_ << "      if (" << column << " < " << l_.view.reduced << "LL) {\n";
    k_ << "        const long long i = rowBase + " << column << ";\n";
    k_ << "        const float " << b_.resultVar << " = buf[" << slot << "];\n";
    k_ << b_.epilogue(b_.resultVar);
    k_ << "      }\n";
  }

  /// dim last: chunks of 2 * tx with a carried total, Sklansky per chunk.
  void emitRows() {
    const ReductionView &v = l_.view;
    int tx = l_.tx;
    k_ << "  __shared__ float rowBuffers[" << 2 * tx * l_.rowsPerBlock << "];\n";
    k_ << "  const int tx = threadIdx.x % " << tx << ", ty = threadIdx.x / " << tx << ";\n";
    k_ << "  float *buf = rowBuffers + " << 2 * tx << " * ty;\n";
    k_ << "  const long long row = (long long)blockIdx.x * " << l_.rowsPerBlock << " + ty;\n";
    k_ << "  const bool active = row < " << v.outer << "LL;\n";
    k_ << "  const long long rowBase = row * " << v.reduced << "LL;\n";
    k_ << "  float total = " << init_ << ";\n";
    k_ << "  for (long long chunk = 0; chunk < " << v.reduced << "LL; chunk += " << 2 * tx
       << ") {\n";
    k_ << "    const long long c1 = chunk + tx, c2 = chunk + " << tx << " + tx;\n";
    k_ << "    if (active) {\n";
    load("c1", "tx");
    load("c2", std::to_string(tx) + " + tx");
    // The running total joins the chunk's first element.
    k_ << "      if (tx == 0) buf[0] = " << op_ << "(buf[0], total);\n";
    k_ << "    }\n";
    k_ << "    __syncthreads();\n";
    k_ << "    for (int m = 0; m <= " << l_.logTx << "; ++m) {\n";
    k_ << "      if (active) {\n";
    k_ << "        const int s = 1 << m;\n";
    k_ << "        const int a = ((tx >> m) << (m + 1)) | s;\n";
    k_ << "        buf[a + tx % s] = " << op_ << "(buf[a + tx % s], buf[a - 1]);\n";
    k_ << "      }\n";
    k_ << "      __syncthreads();\n";
    k_ << "    }\n";
    k_ << "    if (active) {\n";
    store("c1", "tx");
    store("c2", std::to_string(tx) + " + tx");
    k_ << "    }\n";
    k_ << "    total = buf[" << 2 * tx - 1 << "];\n";
    k_ << "    __syncthreads();\n";
    k_ << "  }\n";
  }

  const ScanLayout &l_;
  const ScanBodies &b_;
  std::string op_, init_;
  std::ostringstream k_;
};

} // namespace

std::string emitScanKernel(const ScanLayout &layout, const std::string &function,
                           const std::string &signature, const ScanBodies &bodies) {
  return ScanWriter(layout, bodies).run(function, signature);
}

} // namespace cuagent::codegen
