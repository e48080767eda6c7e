//===- ReduceDims.h - Reduced dims: normalized, and as a 3-D view -*- C++ -*-===//
//
// Shared by capture (lib/TorchScript/Partition.cpp), the dialect verifiers
// and codegen, so that what capture accepts is exactly what codegen can
// emit. Depends on neither MLIR nor LibTorch.
//
// A reduction over a set of dims of a contiguous tensor is a reduction over
// the middle axis of a 3-D view [outer, reduced, inner] whenever the reduced
// dims form one contiguous block once dims of size 1 are ignored (a size-1
// dim can join either side). inner == 1 is a row reduction (the last-dim
// template); inner > 1 is a strided one.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_REDUCEDIMS_H
#define CUAGENT_SUPPORT_REDUCEDIMS_H

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {

/// Normalizes `dims` of a rank-`rank` tensor (negative dims count from the
/// end) and sorts them. Returns nullopt and sets `error` when a dim is out of
/// range or listed twice. An empty list stays empty: it means every dim.
inline std::optional<std::vector<int64_t>> normalizeDims(const std::vector<int64_t> &dims,
                                                         int64_t rank, std::string &error) {
  std::vector<int64_t> result;
  for (int64_t dim : dims) {
    if (dim < -rank || dim >= rank) {
      error = "dim " + std::to_string(dim) + " is out of range for rank " + std::to_string(rank);
      return std::nullopt;
    }
    result.push_back(dim < 0 ? dim + rank : dim);
  }
  std::sort(result.begin(), result.end());
  if (std::adjacent_find(result.begin(), result.end()) != result.end()) {
    error = "dims list a dimension twice";
    return std::nullopt;
  }
  return result;
}

/// Every dim of a rank-`rank` tensor, for an empty dims list.
inline std::vector<int64_t> allDims(int64_t rank) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    dims.push_back(d);
  return dims;
}

/// The shape after reducing normalized `dims` (with keepdim: size 1).
inline std::vector<int64_t> reducedShape(const std::vector<int64_t> &shape,
                                         const std::vector<int64_t> &dims, bool keepdim) {
  std::vector<int64_t> result;
  for (size_t d = 0; d < shape.size(); ++d) {
    bool reduced = std::find(dims.begin(), dims.end(), int64_t(d)) != dims.end();
    if (!reduced)
      result.push_back(shape[d]);
    else if (keepdim)
      result.push_back(1);
  }
  return result;
}

/// A reduction as the middle axis of [outer, reduced, inner].
struct ReductionView {
  int64_t outer = 1, reduced = 1, inner = 1;
};

/// The 3-D view of reducing normalized `dims` of a contiguous `shape`, or
/// nullopt when the reduced dims (ignoring dims of size 1) are not one
/// contiguous block, such as dims (0, 2) of [4, 8, 16].
inline std::optional<ReductionView> reductionView(const std::vector<int64_t> &shape,
                                                  const std::vector<int64_t> &dims) {
  ReductionView view;
  // 0: before the reduced block, 1: inside it, 2: after it.
  int phase = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1)
      continue;
    bool reduced = std::find(dims.begin(), dims.end(), int64_t(d)) != dims.end();
    if (reduced) {
      if (phase == 2)
        return std::nullopt;
      phase = 1;
      view.reduced *= shape[d];
    } else {
      if (phase == 1)
        phase = 2;
      (phase == 0 ? view.outer : view.inner) *= shape[d];
    }
  }
  return view;
}

} // namespace cuagent

#endif // CUAGENT_SUPPORT_REDUCEDIMS_H
