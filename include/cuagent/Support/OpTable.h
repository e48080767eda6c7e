//===- OpTable.h - Supported ATen ops, shared by capture and compiler -----===//
//
// Depends on neither MLIR nor LibTorch: it is the contract between the two.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_OPTABLE_H
#define CUAGENT_SUPPORT_OPTABLE_H

#include <array>
#include <string_view>

namespace cuagent {

/// How an op's operands and attributes appear in a task node.
///   Unary:        inputs [x];        attrs: gelu {approximate}, clamp {min,max}
///   Binary:       inputs [x, y];     attrs: {alpha} for add/sub
///   BinaryScalar: inputs [x];        attrs: {other, alpha}
///   Reduction:    inputs [x];        attrs: {dim: [int], keepdim: bool}
///   Softmax:      inputs [x];        attrs: {dim: int}
enum class OpKind { Unary, Binary, BinaryScalar, Reduction, Softmax };

struct OpInfo {
  std::string_view schema;
  std::string_view mnemonic;
  OpKind kind;
};

inline constexpr OpInfo kSupportedOps[] = {
#define CUAGENT_OP(Schema, Mnemonic, Kind) OpInfo{Schema, Mnemonic, OpKind::Kind},
#include "cuagent/Support/OpTable.def"
};

namespace detail {
constexpr bool hasDuplicateSchema() {
  constexpr size_t n = sizeof(kSupportedOps) / sizeof(kSupportedOps[0]);
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 1; j < n; ++j)
      if (kSupportedOps[i].schema == kSupportedOps[j].schema ||
          kSupportedOps[i].mnemonic == kSupportedOps[j].mnemonic)
        return true;
  return false;
}
} // namespace detail

static_assert(!detail::hasDuplicateSchema(),
              "OpTable.def lists an ATen schema or dialect mnemonic twice");

/// Returns the entry for an ATen schema ("aten::add.Tensor"), or nullptr.
constexpr const OpInfo *lookupAtenOp(std::string_view schema) {
  for (const OpInfo &info : kSupportedOps)
    if (info.schema == schema)
      return &info;
  return nullptr;
}

/// Returns the entry for a dialect mnemonic ("add"), or nullptr.
constexpr const OpInfo *lookupMnemonic(std::string_view mnemonic) {
  for (const OpInfo &info : kSupportedOps)
    if (info.mnemonic == mnemonic)
      return &info;
  return nullptr;
}

constexpr std::string_view opKindName(OpKind kind) {
  switch (kind) {
  case OpKind::Unary:
    return "unary";
  case OpKind::Binary:
    return "binary";
  case OpKind::BinaryScalar:
    return "binary-scalar";
  case OpKind::Reduction:
    return "reduction";
  case OpKind::Softmax:
    return "softmax";
  }
  return "unknown";
}

} // namespace cuagent

#endif // CUAGENT_SUPPORT_OPTABLE_H
