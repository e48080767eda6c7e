//===- Diagnostics.h - Why groups fall back, and logging once ---*- C++ -*-===//
//
// The LibTorch side's diagnostics: the FallbackReason every op or group that
// stays stock carries (capture, worker and runtime reasons alike), and a
// logger that never floods a hot loop. Definitions are in Partition.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_DIAGNOSTICS_H
#define CUAGENT_TORCHSCRIPT_DIAGNOSTICS_H

#include <string>

namespace cuagent {

/// Why an op or a group runs on the stock kernels.
enum class FallbackReason {
  UnsupportedOp,
  DenyListed,
  NonConstantArgument,
  UnsupportedDtype,
  NonContiguous,
  NotLastDim,
  MixedDevices,
  UnsupportedArgument, // an attribute value the compiler cannot take
  UnsupportedShape,    // operand ranks or batch dims the compiler cannot take (GEMMs)
  NotProfiled,         // no concrete type (inside control flow, or not a tensor)
  GroupTooSmall,
  NoGpu,
  WorkerFailed,
  VerifyFailed,
  NotFaster, // verified, but not faster than the stock subgraph as TorchScript runs it
  CacheCorrupt,
  TaskFailed,    // writing the task (reference data, parameters) failed
  InternalError, // an exception inside optimize; the group (or module) stays stock
  TooLarge,      // verifying it would not fit the memory_budget of free GPU memory or disk
};
const char *fallbackReasonName(FallbackReason reason);

/// Writes "cuagent: <message>" to stderr the first time `dedupKey` is seen in
/// this process; later calls are silent so a hot loop never floods the log.
/// Returns true when it logged.
bool logOnce(const std::string &dedupKey, const std::string &message);
/// Forgets what was logged (tests).
void resetLogOnce();

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_DIAGNOSTICS_H
