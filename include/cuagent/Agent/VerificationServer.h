//===- VerificationServer.h - The worker's verification process -*- C++ -*-===//
//
// The process that verifies and times candidates (decision 67). The worker
// forks it before the first round compiles; it starts CUDA and the libraries
// the task will need, then serves rounds of candidates sent over a pipe
// until the pipe closes. Framing, worker to server, per round:
//
//   {"count": n}\n
//   n times: {"plan": <plan JSON>, "cubin_bytes": k}\n <k bytes of cubin>
//
// and server to worker: one hello line ({"device", "seconds"} or
// {"error"}), then per round a line {"lock_wait", "task_load"} (or
// {"error"} when the task cannot be loaded) and one result line per
// candidate. It leaves after a CUDA error (a faulting kernel poisons its
// context), and the worker starts another for the rest.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_VERIFICATIONSERVER_H
#define CUAGENT_AGENT_VERIFICATIONSERVER_H

#include "cuagent/Agent/Policy.h"
#include "cuagent/Format/Plan.h"
#include "cuagent/Format/Task.h"
#include "cuagent/Support/Status.h"
#include "cuagent/Verify/Verify.h"

#include <optional>
#include <string>
#include <vector>

namespace cuagent {

/// One candidate as the server receives it.
struct RoundRequest {
  Plan plan;
  std::string cubin;
};

/// The bytes that send `indices[first..]` of a round's candidates.
std::string encodeRound(const std::vector<Candidate> &candidates,
                        const std::vector<Expected<std::string>> &cubins,
                        const std::vector<size_t> &indices, size_t first);

/// Reads rounds from a file descriptor (the server's end of the pipe).
class RoundReader {
public:
  explicit RoundReader(int fd) : fd_(fd) {}
  /// The next round; nullopt when the input ended cleanly before one, an
  /// error when it ended inside one or is not in the format above.
  Expected<std::optional<std::vector<RoundRequest>>> next();

private:
  enum class Fill { Data, End, Error };
  Fill fill();
  /// False at end of input.
  bool readLine(std::string &line);
  bool readBytes(size_t count, std::string &bytes);

  int fd_;
  std::string buffer_;
  std::string error_;
};

/// The server's main: `resultFd` takes its lines, `requestFd` gives it
/// rounds. Returns the exit code.
int serveVerification(int resultFd, int requestFd, const Task &task, const ProfileOptions &profile);

} // namespace cuagent

#endif // CUAGENT_AGENT_VERIFICATIONSERVER_H
