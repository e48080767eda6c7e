//===- LearnedPolicy.cpp - Ranking by the trained model, k per round -------===//
//
// The builtin policy proposes its whole candidate space in the hand-set
// order; this wrapper re-ranks it with the trained model and decides how
// many to verify per round. The model only reorders: every proposed
// candidate is still compiled, verified and profiled before it is used.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/LearnedModel.h"

#include <algorithm>

namespace cuagent {

namespace {

/// More than any policy's candidate space; the wrapper asks for all of it.
constexpr int kWholeSpace = 1 << 20;

class RankedPolicy : public Policy {
public:
  RankedPolicy(std::unique_ptr<Policy> inner, std::shared_ptr<const LearnedModel> model, int k)
      : inner_(std::move(inner)), model_(std::move(model)), k_(k) {}

  std::string id() const override { return model_ ? model_->policyId() : inner_->id(); }
  bool plansFromKernels() const override { return inner_->plansFromKernels(); }

  Expected<std::vector<Candidate>> propose(const Task &task, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    if (history.empty()) {
      Expected<std::vector<Candidate>> all = inner_->propose(task, kernels, {}, kWholeSpace);
      if (!all)
        return all.status();
      ranked_ = all.take();
      int widened = rank(task);
      perRound_ = std::min(k_ ? std::max(k_, widened) : maxCandidates, maxCandidates);
      next_ = 0;
      return nextRound();
    }
    // The inner policy's later rounds first (the builtin policy's strict-fp32
    // rounds after TF32 wrong results, also where what verified is slower
    // than stock): more TF32 candidates of the ranked list would fail the
    // same way. Without k: no round of the ranked list but the first, as
    // the builtin policy always did. With k: its next k only while nothing
    // verified (a failed top pick falls back).
    Expected<std::vector<Candidate>> inner = inner_->propose(task, kernels, history, maxCandidates);
    bool verified = std::any_of(history.begin(), history.end(),
                                [](const CandidateFeedback &f) { return f.verified; });
    if (!inner || !inner->empty() || !k_ || verified)
      return inner;
    return nextRound();
  }

private:
  /// Orders ranked_ by the model; returns the k the features call for (1
  /// when no model or every candidate is in range: the caller's k stands).
  int rank(const Task &task) {
    if (!model_ || ranked_.empty())
      return 1;
    TaskSummary summary = summarizeTask(task);
    std::vector<std::pair<double, size_t>> order;
    int widened = 1;
    for (size_t i = 0; i < ranked_.size(); ++i) {
      RankerParams params = rankerParams(ranked_[i]);
      params.handsetRank = int(i); // ranked_ is still in the inner policy's order
      std::vector<double> features = rankerFeatures(summary, params);
      widened = std::max(widened, model_->recommendedK(features));
      order.push_back({model_->predict(features), i});
    }
    // Outside the training range the model extrapolates: keep the hand-set
    // order and let the caller verify more of it.
    if (widened > 1)
      return widened;
    std::stable_sort(order.begin(), order.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<Candidate> sorted;
    for (const auto &[prediction, index] : order) {
      sorted.push_back(std::move(ranked_[index]));
      sorted.back().predictedScore = -prediction;
    }
    ranked_ = std::move(sorted);
    return 1;
  }

  std::vector<Candidate> nextRound() {
    size_t end = std::min(ranked_.size(), next_ + size_t(std::max(perRound_, 0)));
    std::vector<Candidate> round(ranked_.begin() + long(next_), ranked_.begin() + long(end));
    next_ = end;
    return round;
  }

  std::unique_ptr<Policy> inner_;
  std::shared_ptr<const LearnedModel> model_;
  int k_;
  std::vector<Candidate> ranked_;
  size_t next_ = 0;
  int perRound_ = 0;
};

} // namespace

std::shared_ptr<const LearnedModel> loadRankerModel(std::string_view text, std::string &reason) {
  if (text.empty()) {
    reason = "no trained ranker is embedded";
    return nullptr;
  }
  Expected<LearnedModel> model = LearnedModel::load(text);
  if (!model) {
    reason = model.message();
    return nullptr;
  }
  reason.clear();
  return std::make_shared<const LearnedModel>(model.take());
}

std::unique_ptr<Policy> createRankedPolicy(std::unique_ptr<Policy> inner,
                                           std::shared_ptr<const LearnedModel> model, int k) {
  return std::make_unique<RankedPolicy>(std::move(inner), std::move(model), k);
}

} // namespace cuagent
