//===- FilePolicy.cpp - Fixed candidates from a JSON file ------------------===//
//
// For tests (the faulty-plan tests) and external tools that write their own
// CUDA: proposes the file's candidates once.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Policy.h"
#include "cuagent/Support/FileSystem.h"

namespace cuagent {
namespace {

using json = nlohmann::json;

/// Candidates written by hand (or by an external tool) in a JSON file:
/// {"candidates": [{"id", "source", "plan": <plan JSON>}]}.
class FilePolicy : public Policy {
public:
  explicit FilePolicy(std::string path) : path_(std::move(path)) {}
  std::string id() const override { return "file"; }
  bool plansFromKernels() const override { return false; }

  Expected<std::vector<Candidate>> propose(const Task &, mlir::func::FuncOp,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    if (!history.empty())
      return std::vector<Candidate>();
    Expected<std::string> text = readFile(path_);
    if (!text)
      return text.status();
    json root = json::parse(*text, nullptr, false);
    if (root.is_discarded() || !root.contains("candidates") || !root["candidates"].is_array())
      return Status::error("candidate file '" + path_ + "' must hold {\"candidates\": [...]}");
    std::vector<Candidate> candidates;
    for (const json &entry : root["candidates"]) {
      Candidate candidate;
      candidate.id = "file/" + entry.value("id", std::to_string(candidates.size()));
      candidate.source = entry.value("source", "");
      Expected<Plan> plan = parsePlan(entry.value("plan", json::object()).dump());
      if (!plan)
        return Status::error("candidate '" + candidate.id + "': " + plan.message());
      candidate.plan = plan.take();
      candidate.plan.candidate = candidate.id;
      candidates.push_back(std::move(candidate));
      if (int(candidates.size()) >= maxCandidates)
        break;
    }
    return candidates;
  }

private:
  std::string path_;
};

} // namespace

std::unique_ptr<Policy> createFilePolicy(const std::string &path) {
  return std::make_unique<FilePolicy>(path);
}

} // namespace cuagent
