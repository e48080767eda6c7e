//===- Cudnn.h - cuDNN, loaded lazily, and prepared conv graphs -*- C++ -*-===//
//
// Like cuBLASLt, cuDNN is dlopen'ed on first use, so nothing links it and
// every binary starts on machines without it. The user process takes the
// copy PyTorch already loaded; the worker the one named by CUAGENT_CUDNN
// (which the user process sets to its own copy), else the system's. A plan
// records the cuDNN version it was verified with and runs only on that one.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_CUDNN_H
#define CUAGENT_RUNTIME_CUDNN_H

#include <cstdint>
#include <string>

namespace cuagent::rt {

/// The cudnnGetVersion() a conv plan step should record, or 0 when cuDNN
/// cannot be loaded here (the plan then fails to load anywhere).
int64_t cudnnVersionOrZero();

/// The path of the cuDNN library this process uses (loaded or found), or ""
/// when there is none.
std::string cudnnLibraryPath();

} // namespace cuagent::rt

#endif // CUAGENT_RUNTIME_CUDNN_H
