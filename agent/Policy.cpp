//===- Policy.cpp - Policies by name ---------------------------------------===//
#include "cuagent/Agent/Policy.h"

namespace cuagent {

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
