//===- Nvrtc.h - Compile CUDA C++ to a cubin with NVRTC ---------*- C++ -*-===//
//
// Used by the worker only; NVRTC needs no GPU, so tasks compile on CI too.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_NVRTC_H
#define CUAGENT_RUNTIME_NVRTC_H

#include "cuagent/Support/Status.h"

#include <string>
#include <vector>

namespace cuagent::rt {

struct CompileOutput {
  std::string cubin;
  std::string log;
};

/// Compiles `source` for `arch` ("sm_90"). On failure the message holds the
/// compiler log.
Expected<CompileOutput> compileToCubin(const std::string &source, const std::string &name,
                                       const std::string &arch,
                                       const std::vector<std::string> &extraOptions = {});

std::string nvrtcVersionString();

} // namespace cuagent::rt

#endif
