//===- Subprocess.h - Run a child with a time limit -------------*- C++ -*-===//
//
// Used to run the worker from the user's process and candidate evaluations
// from the worker: a child that faults or hangs is killed and reported, and
// never takes its parent down.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_SUBPROCESS_H
#define CUAGENT_SUPPORT_SUBPROCESS_H

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <sys/types.h>
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

/// A forked child whose reports are read as they come, one line per unit of
/// work. The worker verifies many candidates in one child this way: when the
/// child stalls or dies, the parent knows which candidate it was on, charges
/// that candidate, and starts a fresh child for the rest.
class StreamingChild {
public:
  /// Forks `body` (its return value is the exit code) in a new process group;
  /// it writes its reports to `resultFd`. Check running() for fork failure.
  explicit StreamingChild(const std::function<int(int resultFd)> &body);
  /// Kills the child's process group and reaps it if still running.
  ~StreamingChild();
  StreamingChild(const StreamingChild &) = delete;
  StreamingChild &operator=(const StreamingChild &) = delete;

  bool running() const { return pid_ > 0 && !finished_; }
  enum class Read { Line, EndOfOutput, TimedOut };
  /// Waits up to `timeoutSeconds` for the next complete line (returned
  /// without its newline).
  Read readLine(std::string &line, double timeoutSeconds);
  /// Reads everything up to end of output, waiting at most `timeoutSeconds`.
  Read readToEnd(std::string &output, double timeoutSeconds, size_t maxOutputBytes);
  /// Reaps the child; kills its process group first when `kill` is set or it
  /// has not exited within `graceSeconds`. Describes how it ended.
  ProcessResult finish(bool kill, double graceSeconds = 5);

private:
  /// Appends what is readable within the deadline; false on timeout.
  bool fill(std::chrono::steady_clock::time_point deadline);

  pid_t pid_ = -1;
  int fd_ = -1;
  bool finished_ = false;
  bool endOfOutput_ = false;
  std::string buffer_;
  std::string spawnError_;
  std::chrono::steady_clock::time_point start_;
};

/// Writes all of `data` to `fd`, retrying short writes; false on error.
bool writeAll(int fd, const std::string &data);

} // namespace cuagent

#endif
