//===- Policy.cpp - Policies by name ---------------------------------------===//
#include "cuagent/Agent/Policy.h"

#include <cctype>

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
  size_t at = message.find(prefix);
  if (at == std::string::npos)
    return 0;
  size_t mib = 0;
  for (size_t i = at + prefix.size(); i < message.size() && std::isdigit(message[i]); ++i)
    mib = mib * 10 + size_t(message[i] - '0');
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
