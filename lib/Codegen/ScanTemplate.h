//===- ScanTemplate.h - cumsum and cumprod along one dim -------*- C++ -*-===//
//
// Private to lib/Codegen. The scan template computes the inclusive scan of
// the middle axis of an input viewed as [outer, R, inner], associating in
// the order of PyTorch's CUDA kernels (ATen/native/cuda/ScanUtils.cuh), so
// f32 results equal eager's bit for bit for any length:
//  - dim not the last dim: one thread per column (consecutive threads along inner, so
//    loads and stores are coalesced) accumulates sequentially, as
//    tensor_kernel_scan_outer_dim does;
//  - dim the last dim: rows of R, tx = 2^k threads per row (PyTorch's
//    get_log_num_threads_x_inner_scan), chunks of 2 * tx elements in shared
//    memory, the running total added to each chunk's first element, then a
//    Sklansky scan, as tensor_kernel_scan_innermost_dim does. The block
//    holds blockSize / tx rows (at least one row).
// The module emitter supplies the fused prologue (per loaded element) and
// epilogue (per written element).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_SCANTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_SCANTEMPLATE_H

#include "cuagent/Support/ReduceDims.h"

#include <functional>
#include <string>
#include <vector>

namespace cuagent::codegen {

struct ScanLayout {
  ReductionView view;   // PyTorch's: outer = prod(sizes[:dim]), inner = prod(sizes[dim+1:])
  bool columns = false; // PyTorch's outer-dim kernel (dim is not the last dim)
  bool isProduct = false;
  int blockSize = 256;
  int tx = 32;          // inner == 1: threads per row (a power of two, 16 to 512)
  int logTx = 5;        // log2(tx)
  int rowsPerBlock = 1; // inner == 1: blockSize / tx
  int64_t blocks() const;
  int threads() const; // threads per block
};

/// PyTorch's threads per row of an innermost-dim scan (log2), from the
/// number of rows and the row length.
int torchInnerScanLogThreads(int64_t rows, int64_t rowLength);

/// The layout of scanning dim `dim` of a contiguous `shape`.
ScanLayout scanLayoutOf(const std::vector<int64_t> &shape, int64_t dim, bool isProduct,
                        int blockSize);

struct ScanBodies {
  /// Code computing the scanned value of input element `i` (a `long long`
  /// in scope); sets `inputVar` to the float holding it (with the
  /// prologue's stores: each element is loaded once).
  std::function<std::string(std::string &inputVar)> prologue;
  /// Code for the epilogue of element `i` given the float variable
  /// `resultVar` holding the scan's value there, with the stores.
  std::function<std::string(const std::string &resultVar)> epilogue;
  std::string resultVar; // the name the epilogue expects for the result
};

std::string emitScanKernel(const ScanLayout &layout, const std::string &function,
                           const std::string &signature, const ScanBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_SCANTEMPLATE_H
