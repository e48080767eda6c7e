//===- Worker.h - Run cuagent-compile for one task --------------*- C++ -*-===//
#ifndef CUAGENT_TORCHSCRIPT_WORKER_H
#define CUAGENT_TORCHSCRIPT_WORKER_H

#include "cuagent/Support/Status.h"

#include <optional>
#include <string>

namespace cuagent {

struct WorkerOptions {
  std::string workerPath; // empty: search (see findWorker)
  double timeoutSeconds = 300;
  std::string policy = "builtin";
  std::optional<double> candidateTimeoutSeconds;
  /// --sanitize=<tools> (compute-sanitizer tools, comma list); empty: off.
  std::string sanitize;
};

/// `explicitPath`, else $CUAGENT_WORKER, else <dir of libcuagent_torch.so>/
/// ../bin/cuagent-compile when it exists, else "cuagent-compile" (PATH).
std::string findWorker(const std::string &explicitPath);

/// The path of the first libcublasLt.so* loaded in this process (torch's),
/// or "". runWorker passes it to the worker as $CUAGENT_CUBLASLT unless the
/// user set that variable, so both processes use one cuBLASLt.
std::string loadedCublasLtPath();

/// What the worker compiles with; part of the cache key.
struct WorkerToolchain {
  std::string compiler; // compilerVersion() of the worker's build
  std::string nvrtc;    // the NVRTC it loads, e.g. "13.0"
};

/// Asks `findWorker(explicitPath) --print-toolchain`, once per worker path
/// and process. Empty fields when the worker cannot be run: its run fails
/// later with the real error.
WorkerToolchain workerToolchain(const std::string &explicitPath);

/// Runs the worker on `taskPath`; it writes its cache entry into `cacheDir`.
/// The error is one line: the worker's own last line, or how it died.
Status runWorker(const WorkerOptions &options, const std::string &taskPath,
                 const std::string &cacheDir);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_WORKER_H
