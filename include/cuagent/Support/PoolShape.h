//===- PoolShape.h - Pooling output sizes, as PyTorch computes them -*- C++ -*-===//
//
// The one output-size rule of the pooling ops, shared by capture (which keeps
// a node stock with the reason), the importer (which must not build an op
// that fails to verify) and the verifiers. Header-only and free of MLIR and
// LibTorch, like OpRegistry.h. Every product and sum is overflow-checked:
// hand-written IR and tasks can state any sizes.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_POOLSHAPE_H
#define CUAGENT_SUPPORT_POOLSHAPE_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {

/// A max or average pooling window, one entry per spatial dim. Average
/// pooling has dilation 1.
struct PoolGeometry {
  std::vector<int64_t> kernel, stride, padding, dilation;
  bool ceilMode = false;
};

/// PyTorch's pooling_output_shape for one spatial dim: floor (or, with
/// ceil_mode, ceil) of (in + 2 * pad - extent) / stride, plus one, where
/// extent = dilation * (kernel - 1) + 1; with ceil_mode the last window
/// must start inside the input or the left padding, else it is dropped.
/// PyTorch also requires pad <= kernel / 2 (every pooling kernel checks it,
/// dilated or not) and a positive output. Returns nullopt and sets `error`
/// when a rule fails.
inline std::optional<int64_t> poolOutputSize(int64_t in, int64_t kernel, int64_t stride,
                                             int64_t pad, int64_t dilation, bool ceilMode,
                                             std::string &error) {
  if (kernel < 1 || stride < 1 || dilation < 1 || pad < 0) {
    error = "kernel_size, stride and dilation must be positive and padding non-negative";
    return std::nullopt;
  }
  if (pad > kernel / 2) {
    error = "padding " + std::to_string(pad) + " exceeds half the kernel size " +
            std::to_string(kernel) + " (PyTorch rejects it)";
    return std::nullopt;
  }
  int64_t extent, padded, numerator;
  bool overflow = __builtin_mul_overflow(dilation, kernel - 1, &extent) ||
                  __builtin_add_overflow(extent, 1, &extent) ||
                  __builtin_mul_overflow(pad, 2, &padded) ||
                  __builtin_add_overflow(in, padded, &padded) ||
                  __builtin_sub_overflow(padded, extent, &numerator) ||
                  (ceilMode && __builtin_add_overflow(numerator, stride - 1, &numerator));
  if (overflow) {
    error = "the output size overflows 64 bits";
    return std::nullopt;
  }
  // Floor division (div_rtn): a negative numerator rounds down.
  int64_t out = numerator >= 0 ? numerator / stride : -((-numerator + stride - 1) / stride);
  out += 1;
  int64_t lastStart;
  if (ceilMode && out >= 1 && !__builtin_mul_overflow(out - 1, stride, &lastStart) &&
      lastStart >= in + pad)
    --out;
  if (out < 1) {
    error = "input size " + std::to_string(in) + " leaves no output for window extent " +
            std::to_string(extent) + " (PyTorch: output size is too small)";
    return std::nullopt;
  }
  return out;
}

/// The result shape of pooling `input` ([N, C, spatial...], every size
/// positive) with `geometry`, one entry per spatial dim; or nullopt and an
/// error naming the dim that does not fit.
inline std::optional<std::vector<int64_t>> poolOutputShape(const std::vector<int64_t> &input,
                                                           const PoolGeometry &geometry,
                                                           std::string &error) {
  if (input.size() < 3 || input.size() > 5) {
    error = "input must have rank 3 to 5 (N, C and 1 to 3 spatial dims)";
    return std::nullopt;
  }
  size_t spatial = input.size() - 2;
  if (geometry.kernel.size() != spatial || geometry.stride.size() != spatial ||
      geometry.padding.size() != spatial || geometry.dilation.size() != spatial) {
    error = "kernel_size, stride, padding and dilation need one entry per spatial dim (" +
            std::to_string(spatial) + ")";
    return std::nullopt;
  }
  for (int64_t size : input)
    if (size < 1) {
      error = "every input dim must be positive (empty tensors are not compiled)";
      return std::nullopt;
    }
  std::vector<int64_t> result{input[0], input[1]};
  for (size_t i = 0; i < spatial; ++i) {
    std::optional<int64_t> out =
        poolOutputSize(input[2 + i], geometry.kernel[i], geometry.stride[i], geometry.padding[i],
                       geometry.dilation[i], geometry.ceilMode, error);
    if (!out) {
      error = "spatial dim " + std::to_string(i) + ": " + error;
      return std::nullopt;
    }
    result.push_back(*out);
  }
  return result;
}

/// Adaptive pooling's window along one dim: output o of `out` covers input
/// positions [floor(o * in / out), ceil((o + 1) * in / out)).
inline int64_t adaptiveStart(int64_t o, int64_t in, int64_t out) { return (o * in) / out; }
inline int64_t adaptiveEnd(int64_t o, int64_t in, int64_t out) {
  return ((o + 1) * in + out - 1) / out;
}

/// The largest adaptive window along one dim (the template's loop bound).
inline int64_t adaptiveMaxWindow(int64_t in, int64_t out) {
  int64_t widest = 0;
  for (int64_t o = 0; o < out; ++o)
    widest = std::max(widest, adaptiveEnd(o, in, out) - adaptiveStart(o, in, out));
  return widest;
}

/// Checks an adaptive pooling's shapes: input [N, C, spatial...] and output
/// [N, C, out...] with every size positive, and sizes whose window
/// arithmetic ((o + 1) * in) fits 64 bits.
inline bool checkAdaptiveShapes(const std::vector<int64_t> &input,
                                const std::vector<int64_t> &output, std::string &error) {
  if (input.size() < 3 || input.size() > 5 || output.size() != input.size() ||
      output[0] != input[0] || output[1] != input[1]) {
    error = "input and result must both be [N, C, 1 to 3 spatial dims] with equal N and C";
    return false;
  }
  for (size_t i = 0; i < input.size(); ++i) {
    int64_t product;
    if (input[i] < 1 || output[i] < 1) {
      error = "every input and output size must be positive (empty tensors are not compiled)";
      return false;
    }
    if (__builtin_mul_overflow(input[i], output[i] + 1, &product)) {
      error = "spatial sizes " + std::to_string(input[i]) + " -> " + std::to_string(output[i]) +
              " overflow the window arithmetic";
      return false;
    }
  }
  return true;
}

} // namespace cuagent

#endif // CUAGENT_SUPPORT_POOLSHAPE_H
