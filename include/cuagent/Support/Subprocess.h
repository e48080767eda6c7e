//===- Subprocess.h - Run a child with a time limit -------------*- C++ -*-===//
//
// Used to run the worker from the user's process and candidate evaluations
// from the worker: a child that faults or hangs is killed and reported, and
// never takes its parent down.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_SUBPROCESS_H
#define CUAGENT_SUPPORT_SUBPROCESS_H

#include <functional>
#include <string>
#include <vector>

namespace cuagent {

struct ProcessResult {
  enum class Outcome { Exited, Signaled, TimedOut, SpawnFailed };
  Outcome outcome = Outcome::SpawnFailed;
  int exitCode = -1;  // valid when Exited
  int signal = 0;     // valid when Signaled
  std::string output; // stdout and stderr together, possibly truncated
  double seconds = 0;
  /// "exit code 1", "killed by signal 11 (SIGSEGV)", "timed out after 30 s".
  std::string describe() const;
  bool succeeded() const { return outcome == Outcome::Exited && exitCode == 0; }
};

/// Runs `argv` (argv[0] resolved through PATH), kills its process group after
/// `timeoutSeconds`, and captures up to `maxOutputBytes` of its output.
ProcessResult runProcess(const std::vector<std::string> &argv, double timeoutSeconds,
                         size_t maxOutputBytes = 1 << 20);

/// Forks and runs `body` in the child (its return value is the exit code);
/// whatever the child writes to `resultFd` is returned in `output`.
ProcessResult runForked(const std::function<int(int resultFd)> &body, double timeoutSeconds,
                        size_t maxOutputBytes = 1 << 20);

} // namespace cuagent

#endif
