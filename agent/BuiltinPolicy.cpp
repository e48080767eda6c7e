//===- BuiltinPolicy.cpp - Templates x parameters, ranked ------------------===//
//
// Offline and deterministic: the candidates are the two codegen templates
// over a small parameter grid, ordered by a linear model whose weights ship
// as JSON (agent/models/builtin-ranker.json, embedded at build time).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/BatchTiling.h"
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Agent/Policy.h"
#include "cuagent/Agent/Search.h"
#include "cuagent/Codegen/CudaEmitter.h"
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Runtime/CublasLt.h"
#include "cuagent/Runtime/Cudnn.h"
#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Verify/Verify.h"

#include "cuagent/Agent/RankerModel.inc"
#include "cuagent/Agent/RankerWeights.inc"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <tuple>

namespace cuagent {
namespace {

using json = nlohmann::json;

class BuiltinPolicy : public Policy {
public:
  explicit BuiltinPolicy(json weights) : weights_(std::move(weights)) {}
  // v3: v1's candidates and order, plus the strict-fp32 rounds after tf32
  // rounds that verified nothing (v2 names the trained ranker); v4: v3's,
  // with 3xTF32 variants first for compute-bound strict-fp32 library calls;
  // v5: v4's, with sized-workspace conv variants where tensors are large.
  // v6: v5's, less what cannot fit the task's memory cap (decision 52).
  // v7: v6's, with 3xTF32 variants first in the tf32 mode's strict rounds.
  // v8: v7's, with channels-last conv variants on tensor cores (decision 59).
  // v9: v8's, with the first four channels-last engines instead of two
  // (decision 61). v10: v9's, with engines 4 and 5 too where convs run
  // without tensor cores (strict fp32; decision 61). v11: v10's, with a
  // group's conv variants ahead of its other GEMM algorithms, and strict
  // rounds of six where there is a conv (decision 63).
  // v12: v11's, with attention (decision 70) on TF32, or 3xTF32 in strict fp32.
  // v13: v12's, with attention's query fragments in shared memory too, one
  // candidate of each attention shape first (decision 71).
  // v14: v13's, with attention's K and V tiles copied asynchronously in two
  // stages, measured faster at heads of 64 and 128 (decision 88).
  std::string id() const override { return "builtin-v15"; }

  Expected<std::vector<Candidate>> propose(const Task &task, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    Libraries libraries = librariesOf(kernels);
    // One round (the grid is small enough to measure the top of it), and in
    // the tf32 mode strict-fp32 ones where TF32 rounding was the trouble.
    if (history.empty()) {
      bool tf32 = task.precision == "tf32";
      return candidatesFor(
          kernels, libraries, {tf32, tf32, ""}, maxCandidates, workspaceCapBytes(task),
          task.precision == "fp32" && task.fp32Emulation && emulationMayPay(kernels));
    }
    std::optional<Compute> strict = nextStrictRound(task, libraries, history);
    if (!strict)
      return std::vector<Candidate>();
    // TF32 missed the tolerance; 3xTF32 is as exact as strict fp32 to within
    // its rounding (decision 49) at up to twice its speed, so it leads the
    // strict round where the calls are compute-bound (decision 55).
    bool emulate = task.fp32Emulation && emulationMayPay(kernels);
    int size = (libraries.conv ? kStrictConvCandidates : kStrictFp32Candidates) +
               (emulate ? int(kEmulated) : 0);
    return candidatesFor(kernels, libraries, *strict, std::min(maxCandidates, size),
                         workspaceCapBytes(task), emulate);
  }

private:
  static constexpr int kStrictFp32Candidates = 4;
  /// With a conv: its engine 0, channels-last and sized variants (decision 63).
  static constexpr int kStrictConvCandidates = 6;
  /// 3xTF32 variants per round: one per leading library variant.
  static constexpr size_t kEmulated = 3;

  struct Libraries {
    bool gemm = false, conv = false;
    bool attention = false; // cuagent.attention: TF32 products, or 3xTF32 in strict fp32
    bool tf32Gemm = false;  // a GEMM (or attention) the tf32 mode may run on TF32
  };
  /// Where TF32 is allowed, and the id suffix that says what is not.
  struct Compute {
    bool gemmTf32 = false, convTf32 = false;
    const char *suffix = "";
  };
  // GEMMs in strict fp32, convolutions in TF32 (what stock cuDNN does at
  // PyTorch's defaults); then everything in strict fp32.
  static constexpr Compute kStrictGemms = {false, true, "-f32g"};
  static constexpr Compute kStrictAll = {false, false, "-f32"};

  static Libraries librariesOf(mlir::func::FuncOp kernels) {
    Libraries libraries;
    kernels.walk([&](mlir::Operation *op) {
      libraries.conv = libraries.conv || mlir::isa<ConvOp>(op);
      libraries.attention = libraries.attention || mlir::isa<AttentionOp>(op);
      libraries.gemm = libraries.gemm || mlir::isa<MatmulOp>(op);
      if (auto matmul = mlir::dyn_cast<MatmulOp>(op))
        libraries.tf32Gemm = libraries.tf32Gemm || !matmul.getStrictFp32();
      libraries.tf32Gemm = libraries.tf32Gemm || mlir::isa<AttentionOp>(op);
    });
    return libraries;
  }

  /// A GEMM or conv whose TF32 result is outside the tolerance (long sums
  /// with outputs near zero: TF32's error scales with the terms, not the
  /// result) still fuses its epilogue in strict fp32. After a round that
  /// had a wrong result and verified nothing faster than stock (syn000635:
  /// its channels-last TF32 plans were wrong, only NCHW plans 4.5x slower
  /// than stock verified, so the group stayed stock with no strict round
  /// tried): GEMMs first where the group also has a convolution (which
  /// keeps TF32, as stock's does), then all.
  static std::optional<Compute> nextStrictRound(const Task &task, const Libraries &libraries,
                                                const std::vector<CandidateFeedback> &history) {
    // Nothing would change: the same plans would fail the same way.
    if (task.precision != "tf32" || (!libraries.tf32Gemm && !libraries.conv))
      return std::nullopt;
    bool wrong = false, strictGemms = false;
    for (const CandidateFeedback &feedback : history) {
      std::string own = policyCandidateId(feedback.id); // what this policy proposed
      llvm::StringRef id(own);
      if (beatsStock(task, feedback) || id.ends_with(kStrictAll.suffix))
        return std::nullopt;
      strictGemms = strictGemms || id.ends_with(kStrictGemms.suffix);
      wrong = wrong || isWrongResult(feedback.reason);
    }
    if (!wrong)
      return std::nullopt;
    if (libraries.tf32Gemm && libraries.conv && !strictGemms)
      return kStrictGemms;
    return kStrictAll;
  }

  /// Verified and faster than stock, or verified where either time is
  /// unknown (nothing says a strict round could do better).
  static bool beatsStock(const Task &task, const CandidateFeedback &feedback) {
    if (!feedback.verified)
      return false;
    return task.stockTimeMs <= 0 || feedback.medianMs <= 0 || feedback.medianMs < task.stockTimeMs;
  }

  Expected<std::vector<Candidate>> candidatesFor(mlir::func::FuncOp kernels,
                                                 const Libraries &libraries, const Compute &compute,
                                                 int maxCandidates, size_t workspaceCap,
                                                 bool emulate = false) {
    KernelParams base;
    base.workspaceCapBytes = workspaceCap == SIZE_MAX ? 0 : workspaceCap;
    if (libraries.conv) {
      base.cudnnVersion = rt::cudnnVersionOrZero();
      if (!base.cudnnVersion)
        return Status::error(cudnnMissingReason());
      base.convCompute = compute.convTf32 ? "32F_FAST_TF32" : "32F";
    }
    if (libraries.gemm) {
      base.cublasLtVersion = rt::cublasLtVersionOrZero();
      if (!base.cublasLtVersion)
        return Status::error("GEMM candidates need cuBLASLt: " + rt::CublasLt::get().message());
    }
    if (libraries.gemm || libraries.attention)
      base.gemmCompute = compute.gemmTf32 ? "32F_FAST_TF32" : "32F";
    // Strict-fp32 attention exists only as 3xTF32 (decision 70): the whole
    // group emulates, and no strict variants follow (none would emit).
    if (libraries.attention && !compute.gemmTf32 && emulate) {
      base.fp32Emulated = true;
      emulate = false;
    }
    Expected<std::vector<Candidate>> ranked =
        rankedTemplateCandidates(kernels, base, libraries.attention);
    if (!ranked)
      return ranked.status();
    std::vector<Candidate> candidates =
        libraries.gemm ? withGemmAlgorithms(kernels, *ranked) : ranked.take();
    if (libraries.conv)
      candidates = withConvVariants(kernels, candidates, libraries.gemm);
    if (emulate)
      candidates = withEmulatedFp32(kernels, std::move(candidates));
    // Before the cut to maxCandidates: plans that cannot fit the memory cap
    // (the search would not run them) must not take the places of ones that can.
    size_t least = SIZE_MAX;
    llvm::erase_if(candidates, [&](const Candidate &candidate) {
      size_t own = rt::ownWorkspaceBytes(candidate.plan);
      least = std::min(least, own);
      return own > workspaceCap;
    });
    if (candidates.empty() && least != SIZE_MAX)
      return Status::error(overMemoryCapError(least, workspaceCap));
    if (int(candidates.size()) > maxCandidates)
      candidates.resize(size_t(maxCandidates));
    for (Candidate &candidate : candidates) {
      candidate.id += compute.suffix;
      candidate.plan.candidate = candidate.id;
    }
    return candidates;
  }

  /// The split kinds that read a row twice (stage 1, then the apply
  /// kernel or a second pass): the unsplit row template is measured too.
  static bool isTwoReadSplitKind(const std::string &kind) {
    return kind == "split-softmax" || kind == "split-log-softmax" || kind == "split-logsumexp" ||
           kind == "split-rms-norm";
  }

  /// Attention's (keys per tile, query fragments in shared memory, K and V
  /// tiles copied asynchronously) triples.
  using AttentionShape = std::tuple<int, bool, bool>;

  /// (warpPerRow, splitBlocksPerSm, attention shape) triples: warp per row
  /// only with a row op.
  static std::vector<std::tuple<bool, int, AttentionShape>>
  gridOf(bool hasRow, const std::vector<int> &splits,
         const std::vector<AttentionShape> &attentionShapes) {
    std::vector<std::tuple<bool, int, AttentionShape>> grid;
    for (bool warp : hasRow ? std::vector<bool>{false, true} : std::vector<bool>{false})
      for (int split : splits)
        for (AttentionShape shape : attentionShapes)
          grid.emplace_back(warp, split, shape);
    return grid;
  }

  /// Moves ahead, in ranked order, the best candidate of each attention
  /// kernel shape (block, keys per tile, where the queries live): the
  /// ranker's features do not tell them apart, and only the measurement
  /// can (registers against barriers and shared-memory reads).
  static void attentionShapesFirst(std::vector<Candidate> &ranked) {
    std::set<std::tuple<int, int, bool, bool>> seen;
    std::stable_partition(ranked.begin(), ranked.end(), [&](const Candidate &c) {
      return seen
          .insert({c.params.blockSize, c.params.attentionKeyTile, c.params.attentionQueryShared,
                   c.params.attentionAsyncCopy})
          .second;
    });
  }

  /// Emits `params`' candidate into `candidates`, unless its source is
  /// already there (two parameter sets can emit the same code: a vector
  /// width that does not divide the row falls back) or emission fails
  /// (`lastError`).
  void addCandidate(mlir::func::FuncOp kernels, const KernelParams &params,
                    std::vector<Candidate> &candidates, std::string &lastError) {
    Expected<EmittedModule> emitted = emitCuda(kernels, params);
    if (!emitted) {
      lastError = emitted.message();
      return;
    }
    for (const Candidate &other : candidates)
      if (other.source == emitted->source)
        return;
    Candidate candidate;
    candidate.id = "builtin/" + params.id();
    candidate.source = emitted->source;
    candidate.plan = emitted->plan;
    candidate.plan.candidate = candidate.id;
    candidate.features = features(params, *emitted);
    candidate.predictedScore = score(candidate.features);
    candidate.params = params;
    candidates.push_back(std::move(candidate));
  }

  /// The NVRTC templates over the parameter grid, best predicted first, one
  /// candidate per distinct source.
  Expected<std::vector<Candidate>> rankedTemplateCandidates(mlir::func::FuncOp kernels,
                                                            const KernelParams &base,
                                                            bool hasAttention) {
    int64_t longestRow = 0;
    kernels.walk([&](mlir::Operation *op) {
      auto type = isRowOp(op) ? mlir::cast<mlir::RankedTensorType>(op->getOperand(0).getType())
                              : mlir::RankedTensorType();
      if (type && type.getRank() > 0) // a 0-d reduction is one element
        longestRow = std::max<int64_t>(longestRow, type.getShape().back());
    });
    bool hasRow = longestRow > 0;
    // Split reductions (SplitReduceTemplate) also try a second stage-1 grid.
    std::vector<int> splitGrids = {kDefaultSplitBlocksPerSm};
    // Strided kernels also try their columns uncached (decision 118): a
    // block's column tile re-read from L2 can beat registers that cost
    // occupancy; only the measurement tells.
    std::vector<int> caches = {base.maxCachedPerThread};
    if (hasRow)
      if (Expected<EmittedModule> probe = emitCuda(kernels, base))
        for (const KernelInfo &info : probe->kernels) {
          if (info.kind.rfind("split-", 0) == 0 && splitGrids.size() == 1)
            splitGrids.push_back(kDefaultSplitBlocksPerSm / 2);
          // A split softmax family or rms_norm reads the row twice where
          // the row template with the row in registers reads it once:
          // both are measured (no split: a grid of 0).
          if (isTwoReadSplitKind(info.kind) && !llvm::is_contained(splitGrids, 0))
            splitGrids.push_back(0);
          if (info.kind.rfind("strided-", 0) == 0 && caches.size() == 1)
            caches.push_back(0);
        }
    // Attention's keys per tile (registers against barriers), where its
    // query fragments live (registers against shared-memory reads) and
    // whether K and V tiles are copied asynchronously. The async copies won
    // at every shape measured (docs/performance.md, twenty-seventh session:
    // 32 keys at heads of 128, 64 keys with parked queries at 64); one
    // synchronous shape stays for heads the copies cannot take (not a
    // multiple of 4). Two blocks of four shapes fill one round of 8.
    std::vector<AttentionShape> attentionShapes =
        hasAttention ? std::vector<AttentionShape>{{32, false, true},
                                                   {64, true, true},
                                                   {64, false, true},
                                                   {32, false, false}}
                     : std::vector<AttentionShape>{{0, false, false}};
    std::vector<Candidate> candidates;
    std::string lastError;
    for (int block : {128, 256, 512}) {
      for (int vector : {1, 2, 4, 8}) {
        for (auto [warp, split, shape] : gridOf(hasRow, splitGrids, attentionShapes))
          for (int cache : caches) {
            KernelParams params = base;
            params.maxCachedPerThread = cache;
            params.blockSize = block;
            params.vectorWidth = vector;
            params.warpPerRow = warp;
            params.splitBlocksPerSm = split;
            params.attentionKeyTile = std::get<0>(shape);
            params.attentionQueryShared = std::get<1>(shape);
            params.attentionAsyncCopy = std::get<2>(shape);
            addCandidate(kernels, params, candidates, lastError);
          }
      }
    }
    if (candidates.empty())
      return Status::error("the builtin policy found no candidate: " + lastError);
    std::stable_sort(
        candidates.begin(), candidates.end(),
        [](const Candidate &a, const Candidate &b) { return a.predictedScore > b.predictedScore; });
    if (hasAttention)
      attentionShapesFirst(candidates);
    return candidates;
  }

  /// GEMM groups: cuBLASLt's top heuristic algorithms, each with the two
  /// best-ranked epilogue kernels (the heuristic's first pick is not always
  /// the fastest, and measuring four is cheap next to a GEMM).
  std::vector<Candidate> withGemmAlgorithms(mlir::func::FuncOp kernels,
                                            const std::vector<Candidate> &ranked) {
    constexpr int kAlgorithms = 4, kEpilogues = 2;
    std::vector<Candidate> candidates;
    for (int algo = 0; algo < kAlgorithms; ++algo) {
      for (size_t e = 0; e < ranked.size() && e < size_t(kEpilogues); ++e) {
        KernelParams params = ranked[e].params;
        params.gemmAlgo = algo;
        Expected<EmittedModule> emitted = emitCuda(kernels, params);
        if (!emitted)
          continue;
        Candidate candidate = ranked[e];
        candidate.id = ranked[e].id + "-a" + std::to_string(algo);
        candidate.plan = emitted->plan;
        candidate.plan.candidate = candidate.id;
        candidate.features["gemm_algo"] = double(algo);
        candidate.params = params;
        candidates.push_back(std::move(candidate));
      }
    }
    return candidates;
  }

  /// Conv groups: cuDNN's first engines (its heuristic's first pick is not
  /// always the fastest), each with the bias in the cuDNN graph and in the
  /// NVRTC kernels after it (whether cuDNN's fused bias beats a load-time
  /// add depends on the engine). The epilogue kernel is the best-ranked one,
  /// per GEMM algorithm when the group also has a GEMM.
  std::vector<Candidate> withConvVariants(mlir::func::FuncOp kernels,
                                          const std::vector<Candidate> &bases, bool hasGemm) {
    constexpr int kEngines = 4, kStrictEngines = 6, kSizedEngines = 2, kChannelsLastEngines = 4;
    std::vector<const Candidate *> chosen;
    // withGemmAlgorithms lists each algorithm's best epilogue first.
    for (const Candidate &base : bases)
      if (chosen.empty() || (hasGemm && base.params.gemmAlgo != chosen.back()->params.gemmAlgo))
        chosen.push_back(&base);
    // Bias placement is a choice only for a forward conv with a bias:
    // otherwise both placements emit the same plan.
    bool biasChoice = false;
    kernels.walk([&](ConvOp conv) { biasChoice |= conv.getBias() && !conv.getTransposed(); });
    std::vector<bool> placements =
        biasChoice ? std::vector<bool>{true, false} : std::vector<bool>{false};
    bool tensorCores = !chosen.empty() && tensorCoreConvs(kernels, chosen.front()->params);
    std::vector<Candidate> candidates;
    auto add = [&](const Candidate &base, int engine, bool fused, bool sized,
                   bool channelsLast = false, bool inPlace = true, bool forward = false) {
      KernelParams params = base.params;
      params.convEngine = engine;
      params.convBiasFused = fused;
      params.convWorkspaceSized = sized;
      params.convChannelsLast = channelsLast;
      params.convInPlaceLayouts = inPlace;
      params.convTransposedForward = forward;
      Expected<EmittedModule> emitted = emitCuda(kernels, params);
      if (!emitted || (sized && !hasSizedConvWorkspace(emitted->plan)) ||
          (forward && !hasForwardedConv(*emitted)))
        return;
      // Without a kernel that reads or writes a conv's tensors in place, the
      // copy variant emits what its twin did (same engine, same source).
      if (!inPlace && llvm::any_of(candidates, [&](const Candidate &other) {
            return other.source == emitted->source;
          }))
        return;
      Candidate candidate = base;
      candidate.id = base.id + "-e" + std::to_string(engine) + (fused ? "-bf" : "-be") +
                     (sized ? "-ws" : "") + (channelsLast ? "-cl" : "") + (inPlace ? "" : "c") +
                     (forward ? "-fw" : "");
      candidate.source = emitted->source;
      candidate.plan = emitted->plan;
      candidate.plan.candidate = candidate.id;
      candidate.features["conv_engine"] = double(engine);
      candidate.features["conv_bias_fused"] = fused ? 1.0 : 0.0;
      if (sized)
        candidate.features["conv_workspace_sized"] = 1.0;
      if (channelsLast)
        candidate.features["conv_channels_last"] = 1.0;
      if (forward)
        candidate.features["conv_transposed_forward"] = 1.0;
      candidate.params = params;
      candidates.push_back(std::move(candidate));
    };
    // Where cuDNN runs on tensor cores (TF32, or half data), its engines
    // are NHWC ones: on NCHW tensors they transform in and out in their
    // workspace. Channels-last plans (decision 59) transpose with NVRTC
    // kernels instead, so the first engines again on those: four, because
    // under a workspace limit the heuristics' fastest NHWC engine is often
    // third or fourth (decision 61: conv1d 2048->256 k5, the first two need
    // 522 MiB, the third, 1.01 ms, none). They come first (decision 153):
    // the forty-fifth session's tf32 measurements had the NCHW plan 2-9x
    // behind on 15 of 20 conv groups, and the first-ranked candidate is the
    // one a k = 1 cold run keeps.
    if (tensorCores)
      for (int engine = 0; engine < kChannelsLastEngines; ++engine)
        add(*chosen.front(), engine, placements.front(), false, true);
    // Engine 0 in every placement; then, where a conv's tensors call for
    // more workspace than the default limit, the first engines again under
    // a limit sized to them (decision 50: stock cuDNN's first pick may be an
    // engine the default limit drops); then each other engine in the first
    // placement before any in the second, so that the candidate cap drops
    // placements rather than whole engines. With a GEMM in the group, the
    // conv variants come on the first GEMM algorithm before the other
    // algorithms (decision 63): the conv's plans differ twelvefold (the
    // H200: a conv_transpose1d's NCHW engine 0 under the default limit
    // 4.0 ms, its channels-last one 0.33 ms), cuBLASLt's algorithms by a
    // few percent, and a short strict round would otherwise hold only the
    // slowest conv plan.
    if (!chosen.empty())
      for (bool fused : placements)
        add(*chosen.front(), 0, fused, false);
    // A transposed conv with unit strides also as the forward conv it
    // equals (decision 137; cuDNN's forward engines against its dgrad ones),
    // its bias then fused in cuDNN: on tensor cores the first two
    // channels-last engines (the H100 ran NCHW forward plans 3x slower than
    // these on three groups), else engine 0.
    if (!chosen.empty() && !tensorCores)
      add(*chosen.front(), 0, /*fused=*/true, /*sized=*/false, /*channelsLast=*/false,
          /*inPlace=*/true, /*forward=*/true);
    if (tensorCores)
      for (int engine = 0; engine < 2; ++engine)
        add(*chosen.front(), engine, /*fused=*/true, /*sized=*/false, /*channelsLast=*/true,
            /*inPlace=*/true, /*forward=*/true);
    // Where a kernel next to a conv reads or writes its channels-last
    // tensors in place (decisions 119, 133, 134), engine 0 once more with
    // PyTorch's layout around the conv and transposes copying x and y
    // (`-clc`): on the H100 reflect_pad_conv's group took 1.97 ms with the
    // writer against 1.89 with the pad and the copy (two runs), so the
    // measurement decides.
    if (tensorCores)
      add(*chosen.front(), 0, placements.front(), false, true, false);
    if (!chosen.empty())
      for (int sized = 0; sized < kSizedEngines; ++sized)
        add(*chosen.front(), sized, placements.front(), true);
    for (bool fused : placements)
      for (size_t b = 1; b < chosen.size(); ++b)
        add(*chosen[b], 0, fused, false);
    // Strict fp32's list is short and its order far from the speed order
    // (the H200 probe: a conv1d's engine 4 at 2.2x stock's pick, engine 0),
    // so there engines 4 and 5 come too, in the first placement.
    int engines = tensorCores ? kEngines : kStrictEngines;
    for (bool fused : placements)
      for (int engine = 1; engine < (fused == placements.front() ? engines : kEngines); ++engine)
        for (const Candidate *base : chosen)
          add(*base, engine, fused, false);
    return candidates;
  }

  /// True if some conv of the group runs on tensor cores: f32 data with
  /// TF32 allowed, or half data.
  static bool tensorCoreConvs(mlir::func::FuncOp kernels, const KernelParams &params) {
    bool tensorCores = false;
    kernels.walk([&](ConvOp conv) {
      mlir::Type element =
          mlir::cast<mlir::RankedTensorType>(conv.getResult().getType()).getElementType();
      tensorCores = tensorCores || !element.isF32() || params.convCompute == "32F_FAST_TF32";
    });
    return tensorCores;
  }

  /// True if the emitter ran some transposed conv of the group as the
  /// forward conv it equals (decision 137): else the forward variant
  /// repeats its dgrad twin.
  static bool hasForwardedConv(const EmittedModule &emitted) {
    return llvm::any_of(emitted.kernels,
                        [](const KernelInfo &info) { return info.kind == "conv-forward-filter"; });
  }

  /// True if some cudnn step of `plan` got a workspace limit above the
  /// default one: only then do sized variants differ from the plain ones.
  static bool hasSizedConvWorkspace(const Plan &plan) {
    return llvm::any_of(plan.steps, [](const PlanStep &step) {
      return step.kind == "cudnn" && step.conv.workspaceBytes > kConvWorkspaceBytes;
    });
  }

  /// The least FLOPs per byte moved at which a strict-fp32 GEMM or conv is
  /// tried as 3xTF32: fp32's CUDA cores on the H200 turn compute-bound near
  /// 14 FLOP/B (67 TFLOPS over 4.8 TB/s), and the split copies add four
  /// times the operands' bytes, so only clearly compute-bound calls win.
  static constexpr double kEmulationMinIntensity = 32.0;

  /// True if some f32 GEMM or conv of the group is compute-bound enough for
  /// 3xTF32 (decision 49) to pay for its operand copies.
  static bool emulationMayPay(mlir::func::FuncOp kernels) {
    bool pays = false;
    // Attention is compute-bound, and has no other strict-fp32 form.
    kernels.walk([&](AttentionOp) { pays = true; });
    auto count = [](mlir::Value value) {
      auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
      double n = 1;
      for (int64_t dim : type.getShape())
        n *= double(dim);
      return type.getElementType().isF32() ? n : 0.0;
    };
    auto judge = [&](double flops, double elements) {
      pays = pays || (elements > 0 && flops / (4.0 * elements) >= kEmulationMinIntensity);
    };
    kernels.walk([&](MatmulOp matmul) {
      auto lhs = mlir::cast<mlir::RankedTensorType>(matmul.getLhs().getType()).getShape();
      int64_t k = lhs.empty()                                  ? 1
                  : matmul.getTransposeLhs() && lhs.size() > 1 ? lhs[lhs.size() - 2]
                                                               : lhs.back();
      double out = count(matmul.getResult());
      if (out > 0 && count(matmul.getLhs()) > 0 && count(matmul.getRhs()) > 0)
        judge(2.0 * out * double(k), count(matmul.getLhs()) + count(matmul.getRhs()) + out);
    });
    kernels.walk([&](ConvOp conv) {
      auto w = mlir::cast<mlir::RankedTensorType>(conv.getWeight().getType()).getShape();
      double window = 1;
      for (size_t i = 2; i < w.size(); ++i)
        window *= double(w[i]);
      // Forward: each output sums C/groups x window products (w is
      // [K, C/g, ...]); transposed: each input feeds K/g x window outputs.
      double macs = conv.getTransposed() ? count(conv.getInput()) * double(w[1]) * window
                                         : count(conv.getResult()) * double(w[1]) * window;
      double out = count(conv.getResult());
      if (out > 0 && count(conv.getInput()) > 0 && count(conv.getWeight()) > 0)
        judge(2.0 * macs, count(conv.getInput()) + count(conv.getWeight()) + out);
    });
    return pays;
  }

  /// Strict-fp32 groups whose GEMMs or convs are compute-bound: the first
  /// three library variants again as 3xTF32 (decision 49), ahead of the
  /// strict ones (which stay, behind them, for when emulation is slower or
  /// wrong: verification against strict fp32 decides).
  std::vector<Candidate> withEmulatedFp32(mlir::func::FuncOp kernels,
                                          std::vector<Candidate> strict) {
    std::vector<Candidate> candidates;
    // (algo, engine, sized workspace, channels-last, forward): one per library
    // variant. A sized variant counts as its own: a TF32 engine over tripled
    // channels may need the sized limit (decision 50) where the strict one
    // did not; so does a transposed conv run forward (decision 137: TF32's
    // NCHW forward engines ran up to 2x faster than dgrad on the H100).
    std::vector<std::tuple<int, int, bool, bool, bool>> seen;
    for (const Candidate &base : strict) {
      if (candidates.size() == kEmulated)
        break;
      std::tuple<int, int, bool, bool, bool> variant{
          base.params.gemmAlgo, base.params.convEngine, base.params.convWorkspaceSized,
          base.params.convChannelsLast, base.params.convTransposedForward};
      if (llvm::is_contained(seen, variant))
        continue;
      seen.push_back(variant);
      KernelParams params = base.params;
      params.fp32Emulated = true;
      Expected<EmittedModule> emitted = emitCuda(kernels, params);
      if (!emitted)
        continue; // operands too large or not contiguous: strict only
      Candidate candidate = base;
      candidate.id = base.id + "-x3";
      candidate.source = emitted->source;
      candidate.plan = emitted->plan;
      candidate.plan.candidate = candidate.id;
      candidate.features["fp32_emulated"] = 1.0;
      candidate.params = params;
      candidates.push_back(std::move(candidate));
    }
    for (Candidate &candidate : strict)
      candidates.push_back(std::move(candidate));
    return candidates;
  }

  /// Why conv candidates cannot be made here, and what to do about it.
  static std::string cudnnMissingReason() {
    std::string path = rt::cudnnLibraryPath();
    if (path.empty())
      return "conv candidates need cuDNN, and no libcudnn.so.9 could be loaded: install cuDNN 9 "
             "or set CUAGENT_CUDNN to its path";
    return "conv candidates need cuDNN, and " + path +
           " has no cudnnGetVersion: set CUAGENT_CUDNN to a cuDNN 9 library";
  }

  json features(const KernelParams &params, const EmittedModule &module) const {
    json f = json::object();
    f["log2_block"] = std::log2(double(params.blockSize));
    f["block_is_256"] = params.blockSize == 256 ? 1.0 : 0.0;
    double vectorBytes = 0, scalar = 0, warpShort = 0, warpLong = 0, cached = 0, blockTiny = 0;
    for (const KernelInfo &kernel : module.kernels) {
      int elementBytes = 4; // the widest access decides; f32 is the common case
      vectorBytes += kernel.effectiveVectorWidth * elementBytes >= 16 ? 1 : 0;
      scalar += kernel.effectiveVectorWidth == 1 ? 1 : 0;
      if (kernel.rowLength > 0) {
        bool shortRow = kernel.rowLength <= 1024;
        if (params.warpPerRow)
          (shortRow ? warpShort : warpLong) += 1;
        else if (kernel.rowLength <= 256)
          blockTiny += 1;
        cached += kernel.cachedRow ? 1 : 0;
      }
    }
    double n = double(std::max<size_t>(module.kernels.size(), 1));
    f["vector_16_bytes"] = vectorBytes / n;
    f["vector_scalar"] = scalar / n;
    f["row_warp_short_rows"] = warpShort / n;
    f["row_warp_long_rows"] = warpLong / n;
    f["row_cached"] = cached / n;
    f["row_block_tiny_rows"] = blockTiny / n;
    return f;
  }

  double score(const json &f) const {
    double total = weights_.value("bias", 0.0);
    const json &weights = weights_["weights"];
    for (auto &[name, value] : f.items())
      if (weights.contains(name))
        total += weights[name].get<double>() * value.get<double>();
    return total;
  }

  json weights_;
};

} // namespace

/// "" or "k=<n>": how many candidates to verify per round (see
/// createRankedPolicy); 0 when not given.
static Expected<int> parseBuiltinOptions(const std::string &options) {
  if (options.empty())
    return 0;
  std::string digits = options.rfind("k=", 0) == 0 ? options.substr(2) : "";
  bool numeric =
      !digits.empty() && digits.size() <= 4 &&
      std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  int k = numeric ? std::stoi(digits) : 0;
  if (k < 1 || k > 1024)
    return Status::error(
        "unknown builtin policy option '" + options +
        "'; use 'builtin' or 'builtin:k=<1..1024>' (candidates verified per round)");
  return k;
}

/// The embedded trained ranker, or null: then the hand-set linear order
/// ranks, and the reason is logged once (a missing or corrupted model file
/// costs speed, never a crash).
static std::shared_ptr<const LearnedModel> embeddedRanker() {
  static const std::shared_ptr<const LearnedModel> model = [] {
    std::string reason = kEmbeddedRankerProblem;
    // No model configured is the default build, not a problem worth a line.
    bool configured = !reason.empty() || sizeof(kEmbeddedRankerModel) > 1;
    std::shared_ptr<const LearnedModel> loaded;
    if (configured && reason.empty())
      loaded = loadRankerModel(
          std::string_view(kEmbeddedRankerModel, sizeof(kEmbeddedRankerModel) - 1), reason);
    if (configured && !loaded)
      std::fprintf(stderr, "cuagent: ranking with the hand-set model: %s\n", reason.c_str());
    return loaded;
  }();
  return model;
}

Expected<std::unique_ptr<Policy>> createBuiltinPolicy(const std::string &options) {
  Expected<int> k = parseBuiltinOptions(options);
  if (!k)
    return k.status();
  nlohmann::json weights = nlohmann::json::parse(kBuiltinRankerWeights, nullptr, false);
  if (weights.is_discarded() || !weights.contains("weights"))
    return Status::error("the embedded ranker weights are malformed; rebuild cuagent");
  return createRankedPolicy(std::unique_ptr<Policy>(new BuiltinPolicy(std::move(weights))),
                            embeddedRanker(), *k);
}

} // namespace cuagent
