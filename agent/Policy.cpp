//===- Policy.cpp - Policies by name ---------------------------------------===//
#include "cuagent/Agent/Policy.h"

#include "llvm/ADT/StringRef.h"

namespace cuagent {

namespace {
constexpr char kLeastPrefix[] = " (the least ";
} // namespace

std::string overMemoryCapError(size_t leastBytes, size_t capBytes) {
  return std::string(kOverMemoryCapError) + kLeastPrefix +
         std::to_string((leastBytes + (1 << 20) - 1) >> 20) + " MiB, the cap " +
         std::to_string(capBytes >> 20) +
         " MiB); raise max_memory_ratio, or 0 for no cap, to allow it";
}

size_t overMemoryCapLeastBytes(const std::string &message) {
  std::string prefix = std::string(kOverMemoryCapError) + kLeastPrefix;
  llvm::StringRef rest = llvm::StringRef(message).split(prefix).second;
  size_t mib = 0;
  if (rest.empty() || rest.consumeInteger(10, mib))
    return 0;
  return mib << 20;
}

Expected<std::unique_ptr<Policy>> createPolicy(const std::string &spec) {
  if (spec.empty() || spec == "builtin")
    return createBuiltinPolicy();
  if (spec.rfind("builtin:", 0) == 0)
    return createBuiltinPolicy(spec.substr(8));
  if (spec.rfind("file:", 0) == 0)
    return createFilePolicy(spec.substr(5));
  return Status::error("unknown policy '" + spec +
                       "'; use 'builtin', 'builtin:k=<n>' or 'file:<candidates.json>'");
}

} // namespace cuagent
