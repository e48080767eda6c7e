//===- Evaluate.cpp - Run a plan on the GPU: verify, then profile ----------===//
//
// Everything stays on the device (issue 11): outputs are compared with the
// references by a kernel, and the checks that a run left its inputs alone
// and that a second run repeats the first compare hashes. Only the verdicts
// and, for a mismatch, the first differing pair of elements reach the host.
//
//===----------------------------------------------------------------------===//
#include "DeviceReferences.h"

#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Support/Clock.h"
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

namespace cuagent {
namespace {

Evaluation failed(std::string reason, bool deviceError = false) {
  Evaluation evaluation;
  evaluation.reason = std::move(reason);
  evaluation.deviceError = deviceError;
  return evaluation;
}

} // namespace

struct TaskEvaluator::State {
  explicit State(rt::CudaDriver *driver) : driver(driver), buffers(driver) {}
  ~State() {
    references.reset();
    if (stream)
      driver->cuStreamDestroy(stream);
    if (start)
      driver->cuEventDestroy(start);
    if (stop)
      driver->cuEventDestroy(stop);
  }
  rt::CudaDriver *driver;
  rt::ReferenceKernels *kernels = nullptr;
  const Task *task = nullptr;
  std::string device;
  DeviceBuffers buffers;
  CUstream stream = nullptr;
  CUevent start = nullptr, stop = nullptr;
  std::unique_ptr<DeviceReferences> references;
  std::vector<CUdeviceptr> outputPointers;
  CUdeviceptr flush = 0;
  size_t flushBytes = 0;
  /// Set once a plan damaged the reference outputs: nothing after it can
  /// be verified in this process.
  std::string damaged;
};

TaskEvaluator::TaskEvaluator(std::unique_ptr<State> state) : state_(std::move(state)) {}
TaskEvaluator::~TaskEvaluator() = default;
const std::string &TaskEvaluator::device() const { return state_->device; }

namespace {

Status createStreamAndEvents(TaskEvaluator::State &s) {
  rt::CudaDriver *d = s.driver;
  if (Status status =
          d->check(d->cuStreamCreate(&s.stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
      !status)
    return status;
  if (Status status = d->check(d->cuEventCreate(&s.start, CU_EVENT_DEFAULT), "cuEventCreate");
      !status)
    return status;
  return d->check(d->cuEventCreate(&s.stop, CU_EVENT_DEFAULT), "cuEventCreate");
}

/// The plan's outputs and the L2 flush buffer (2x L2, at least 64 MiB).
Status allocateOutputsAndFlush(TaskEvaluator::State &s) {
  for (const TensorSpec &output : s.task->outputs) {
    Expected<CUdeviceptr> pointer = s.buffers.allocate(output.bytes());
    if (!pointer)
      return pointer.status();
    s.outputPointers.push_back(*pointer);
  }
  int l2Bytes = 0;
  s.driver->cuDeviceGetAttribute(&l2Bytes, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 0);
  s.flushBytes = std::max<size_t>(size_t(l2Bytes) * 2, 64u << 20);
  Expected<CUdeviceptr> flush = s.buffers.allocate(s.flushBytes);
  if (!flush)
    return flush.status();
  s.flush = *flush;
  return Status::ok();
}

} // namespace

Expected<std::unique_ptr<TaskEvaluator>> TaskEvaluator::create(const Task &task) {
  Expected<rt::CudaDriver *> driverOr = rt::CudaDriver::get();
  if (!driverOr)
    return Status::error("not verified: no GPU device (" + driverOr.message() + ")");
  rt::CudaDriver *driver = *driverOr;
  int deviceCount = 0;
  if (driver->cuDeviceGetCount(&deviceCount) != CUDA_SUCCESS || deviceCount == 0)
    return Status::error("not verified: no GPU device");
  if (Status status = driver->makePrimaryContextCurrent(0); !status)
    return status;
  if (task.references.empty())
    return Status::error("task has no reference sets; cannot verify");

  auto state = std::make_unique<State>(driver);
  state->task = &task;
  char name[256] = {0};
  driver->cuDeviceGetName(name, sizeof(name), 0);
  state->device = name;
  Expected<rt::ReferenceKernels *> kernels = rt::ReferenceKernels::forCurrentContext();
  if (!kernels)
    return kernels.status();
  state->kernels = *kernels;
  if (Status status = createStreamAndEvents(*state); !status)
    return status;
  Expected<std::unique_ptr<DeviceReferences>> references =
      DeviceReferences::load(task, driver, state->kernels, state->stream);
  if (!references)
    return references.status();
  state->references = references.take();
  if (Status status = allocateOutputsAndFlush(*state); !status)
    return status;
  return std::unique_ptr<TaskEvaluator>(new TaskEvaluator(std::move(state)));
}

namespace {

/// Fills every output with `poison` bytes (on the stream, unchecked: the
/// run's own synchronization reports a failure).
void poisonOutputs(TaskEvaluator::State &s, uint8_t poison) {
  for (size_t i = 0; i < s.outputPointers.size(); ++i)
    s.driver->cuMemsetD8Async(s.outputPointers[i], poison, s.task->outputs[i].bytes(), s.stream);
}

/// Runs the plan once on reference set `set` with outputs and workspace
/// filled with `poison` bytes.
std::optional<Evaluation> runPoisoned(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                      CUdeviceptr workspace, size_t set, uint8_t poison) {
  const Task &task = *s.task;
  rt::CudaDriver *driver = s.driver;
  Expected<const std::vector<CUdeviceptr> *> inputs = s.references->inputs(set);
  if (!inputs)
    return failed(inputs.message(), true);
  poisonOutputs(s, poison);
  if (workspace)
    driver->cuMemsetD8Async(workspace, poison, plan.workspaceBytes(), s.stream);
  if (Status status = plan.enqueue(**inputs, s.outputPointers, workspace, s.stream); !status)
    return failed(status.message(), true);
  if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "kernel execution");
      !status)
    return failed("fault while running the plan: " + status.message(), true);
  return std::nullopt;
}

/// One element of a device buffer, as float (for the mismatch message).
float elementAt(TaskEvaluator::State &s, CUdeviceptr pointer, const TensorSpec &spec,
                uint64_t index) {
  char bytes[8] = {0, 0, 0, 0, 0, 0, 0, 0}; // i64 indices take 8
  size_t size = dtypeSize(spec.dtype);
  s.driver->cuMemcpyDtoHAsync(bytes, pointer + index * size, size, s.stream);
  s.driver->cuStreamSynchronize(s.stream);
  return loadAsFloat(bytes, spec.dtype, 0);
}

/// Compares the outputs with reference set `set` on the device. Outputs
/// that are not float32 get their dtype's 1e-2: fused kernels keep
/// intermediates in float while eager rounds after every op.
std::optional<Evaluation> compareWithReference(TaskEvaluator::State &s, size_t set,
                                               const std::string &what) {
  const Task &task = *s.task;
  Tolerance tolerance = toleranceForPrecision(task.precision);
  for (size_t i = 0; i < task.outputs.size(); ++i) {
    const TensorSpec &spec = task.outputs[i];
    Tolerance outputTolerance = tolerance;
    if (spec.dtype != DType::F32)
      outputTolerance = {std::max(tolerance.atol, 1e-2), std::max(tolerance.rtol, 1e-2)};
    CUdeviceptr expected = s.references->expectedOutput(set, i);
    Expected<rt::DeviceCompare> compared =
        s.kernels->compare(s.outputPointers[i], expected, uint64_t(spec.numel()), spec.dtype,
                           outputTolerance.atol, outputTolerance.rtol, s.stream);
    if (!compared)
      return failed(compared.message(), true);
    if (compared->mismatches == 0)
      continue;
    uint64_t index = compared->firstMismatch;
    float got = elementAt(s, s.outputPointers[i], spec, index);
    float want = elementAt(s, expected, spec, index);
    return failed(what + " on reference set " + std::to_string(set) + ": output '" + spec.name +
                  "' " + spec.describe() + ": element " + std::to_string(index) + " is " +
                  std::to_string(got) + ", expected " + std::to_string(want) +
                  (std::isnan(got) ? " (NaN: never written?)" : "") + "; " +
                  std::to_string(compared->mismatches) + " of " + std::to_string(spec.numel()) +
                  " elements differ");
  }
  return std::nullopt;
}

/// Inputs are read-only: a plan that writes into one corrupts the user's
/// tensors. The damaged buffers are drawn again (arena) or the process is
/// replaced (files; deviceError makes the caller start a fresh one).
std::optional<Evaluation> checkInputsUnchanged(TaskEvaluator::State &s, size_t set) {
  const Task &task = *s.task;
  Expected<const std::vector<CUdeviceptr> *> inputs = s.references->inputs(set);
  if (!inputs)
    return failed(inputs.message(), true);
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    Expected<uint64_t> hash = s.kernels->hash((**inputs)[i], task.inputs[i].bytes(), s.stream);
    if (!hash)
      return failed(hash.message(), true);
    if (*hash == s.references->inputHash(set, i))
      continue;
    bool redraw = s.references->canRedraw() && !task.inputs[i].isParameter;
    s.references->invalidate();
    return failed("the plan wrote into its input '" + task.inputs[i].name + "' (reference set " +
                      std::to_string(set) + "); inputs are read-only",
                  /*deviceError=*/!redraw);
  }
  return std::nullopt;
}

Expected<std::vector<uint64_t>> hashOutputs(TaskEvaluator::State &s) {
  std::vector<uint64_t> hashes;
  for (size_t i = 0; i < s.outputPointers.size(); ++i) {
    Expected<uint64_t> hash =
        s.kernels->hash(s.outputPointers[i], s.task->outputs[i].bytes(), s.stream);
    if (!hash)
      return hash.status();
    hashes.push_back(*hash);
  }
  return hashes;
}

/// Two runs per reference set: outputs and workspace poisoned with NaN, then
/// with a finite pattern (0x5a bytes). The first must match the reference;
/// the second must repeat the first bit for bit, which a plan that reads
/// memory it did not write, races, depends on launch order or timing, or
/// skips work for a repeated input cannot do reliably.
std::optional<Evaluation> verifySet(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                    CUdeviceptr workspace, size_t set) {
  if (auto failure = runPoisoned(s, plan, workspace, set, 0xff))
    return failure;
  if (auto failure = compareWithReference(s, set, kWrongResultReason))
    return failure;
  Expected<std::vector<uint64_t>> first = hashOutputs(s);
  if (!first)
    return failed(first.message(), true);
  // Before the second run, which would otherwise see the damage as
  // non-determinism.
  if (auto failure = checkInputsUnchanged(s, set))
    return failure;
  if (auto failure = runPoisoned(s, plan, workspace, set, 0x5a))
    return failure;
  Expected<std::vector<uint64_t>> second = hashOutputs(s);
  if (!second)
    return failed(second.message(), true);
  for (size_t i = 0; i < first->size(); ++i)
    if ((*first)[i] != (*second)[i])
      return failed("not deterministic: output " + std::to_string(i) + " of reference set " +
                    std::to_string(set) +
                    " differs between two runs on the same inputs (a data race, a read of "
                    "memory the plan did not write, or a result that depends on launch order "
                    "or on earlier calls)");
  return checkInputsUnchanged(s, set);
}

/// Makes set `set` resident before a timed run (arena mode draws it; the
/// drawing is outside the timed region and the flush follows it).
std::optional<Evaluation> selectSet(TaskEvaluator::State &s, size_t set,
                                    const std::vector<CUdeviceptr> *&inputs) {
  Expected<const std::vector<CUdeviceptr> *> resident = s.references->inputs(set);
  if (!resident)
    return failed(resident.message(), true);
  inputs = *resident;
  return std::nullopt;
}

/// Profiles on a cold L2, rotating through the reference sets so that no
/// two consecutive timed runs see the same inputs (a plan cannot time a
/// cached result), then checks that the last timed run computed its set's
/// outputs.
std::optional<Evaluation> profile(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                  CUdeviceptr workspace, const ProfileOptions &options,
                                  Evaluation &evaluation) {
  rt::CudaDriver *driver = s.driver;
  size_t sets = s.references->sets();
  const std::vector<CUdeviceptr> *inputs = nullptr;
  auto warmupStart = std::chrono::steady_clock::now();
  for (int i = 0; i < options.warmupIterations; ++i) {
    if (auto failure = selectSet(s, size_t(i) % sets, inputs))
      return failure;
    // A run that fails to enqueue would time nothing (an impossible speed)
    // while the verified runs before it stand: it rejects the plan.
    if (Status status = plan.enqueue(*inputs, s.outputPointers, workspace, s.stream); !status)
      return failed("a warm-up run failed: " + status.message(), true);
    if (options.warmupBudgetMs <= 0 || i + 1 < kMinWarmup)
      continue;
    if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "warm-up run");
        !status)
      return failed(status.message(), true);
    if (secondsSince(warmupStart) * 1e3 > options.warmupBudgetMs)
      break;
  }
  if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "warm-up run"); !status)
    return failed(status.message(), true);
  std::vector<float> samples;
  size_t lastSet = 0;
  auto wallStart = std::chrono::steady_clock::now();
  for (int i = 0; i < options.maxIterations; ++i) {
    lastSet = size_t(i) % sets;
    if (auto failure = selectSet(s, lastSet, inputs))
      return failure;
    // Outputs poisoned before every timed run (the flush evicts them), so
    // the check after the last one proves the timed path wrote them: a run
    // that silently did nothing would otherwise leave a verified run's.
    poisonOutputs(s, 0xff);
    driver->cuMemsetD8Async(s.flush, uint8_t(i), s.flushBytes, s.stream);
    driver->cuEventRecord(s.start, s.stream);
    if (Status status = plan.enqueue(*inputs, s.outputPointers, workspace, s.stream); !status)
      return failed("a timed run failed: " + status.message(), true);
    driver->cuEventRecord(s.stop, s.stream);
    if (Status status = driver->check(driver->cuEventSynchronize(s.stop), "profiling run"); !status)
      return failed(status.message(), true);
    float ms = 0;
    driver->cuEventElapsedTime(&ms, s.start, s.stop);
    samples.push_back(ms);
    double wallMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart)
            .count();
    if (i >= 10 && wallMs > options.budgetMs)
      break;
    if (lostRace(samples, options.stopAboveMs) || converged(samples, options.targetError))
      break;
  }
  if (auto failure =
          compareWithReference(s, lastSet, std::string(kWrongResultReason) + " in a timed run"))
    return failure;
  std::sort(samples.begin(), samples.end());
  evaluation.trials = int(samples.size());
  evaluation.medianMs = samples[samples.size() / 2];
  evaluation.minMs = samples.front();
  return std::nullopt;
}

/// A plan runs in the same context as the reference outputs (the arena is
/// mapped into it, file sets are uploaded into it): one that wrote into
/// them could make a wrong result match. Checked after every plan; once
/// damaged, nothing more is verified in this process.
std::optional<Evaluation> checkReferencesIntact(TaskEvaluator::State &s) {
  Expected<std::string> damage = s.references->damage();
  if (!damage)
    return failed(damage.message(), true);
  if (damage->empty())
    return std::nullopt;
  s.damaged = *damage;
  return failed("the plan wrote into the reference data (" + *damage + ")", true);
}

std::optional<Evaluation> verifyAndProfile(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                           CUdeviceptr workspace, const ProfileOptions &options,
                                           Evaluation &evaluation) {
  auto start = std::chrono::steady_clock::now();
  for (size_t set = 0; set < s.references->sets(); ++set)
    if (std::optional<Evaluation> failure = verifySet(s, plan, workspace, set)) {
      evaluation.seconds.verify = secondsSince(start);
      return failure;
    }
  evaluation.seconds.verify = secondsSince(start);
  start = std::chrono::steady_clock::now();
  std::optional<Evaluation> failure = profile(s, plan, workspace, options, evaluation);
  evaluation.seconds.profile = secondsSince(start);
  return failure;
}

} // namespace

Evaluation TaskEvaluator::evaluate(const Plan &plan,
                                   const std::map<std::string, std::string> &moduleFiles,
                                   const ProfileOptions &options) {
  State &s = *state_;
  const Task &task = *s.task;
  if (!s.damaged.empty())
    return failed("not verified: an earlier candidate wrote into the reference data (" + s.damaged +
                      ")",
                  true);
  if (plan.numInputs() != task.inputs.size() || plan.numOutputs() != task.outputs.size())
    return failed("plan declares " + std::to_string(plan.numInputs()) + " inputs and " +
                  std::to_string(plan.numOutputs()) + " outputs; the task has " +
                  std::to_string(task.inputs.size()) + " and " +
                  std::to_string(task.outputs.size()));
  auto loadStart = std::chrono::steady_clock::now();
  Expected<std::unique_ptr<rt::LoadedPlan>> loaded = rt::LoadedPlan::load(plan, moduleFiles);
  if (!loaded)
    return failed("cannot load plan: " + loaded.message(), /*deviceError=*/true);
  // The workspace is the plan's own: allocated per evaluation.
  DeviceBuffers planBuffers(s.driver);
  CUdeviceptr workspace = 0;
  if ((*loaded)->workspaceBytes()) {
    Expected<CUdeviceptr> pointer = planBuffers.allocate((*loaded)->workspaceBytes());
    if (!pointer)
      return failed(pointer.message(), /*deviceError=*/true);
    workspace = *pointer;
  }

  Evaluation evaluation;
  evaluation.device = s.device;
  evaluation.workspaceBytes = (*loaded)->workspaceBytes();
  evaluation.seconds.load = secondsSince(loadStart);
  std::optional<Evaluation> failure = verifyAndProfile(s, **loaded, workspace, options, evaluation);
  // Also after a failure: a plan that damaged the references must not get
  // its successors judged against them.
  std::optional<Evaluation> damaged = checkReferencesIntact(s);
  if (damaged || failure) {
    Evaluation rejected = damaged ? *damaged : *failure;
    rejected.seconds = evaluation.seconds;
    return rejected;
  }
  evaluation.verified = true;
  return evaluation;
}

Evaluation TaskEvaluator::runOnce(const Plan &plan,
                                  const std::map<std::string, std::string> &moduleFiles,
                                  size_t set) {
  State &s = *state_;
  if (set >= s.references->sets())
    return failed("reference set " + std::to_string(set) + " does not exist (the task has " +
                  std::to_string(s.references->sets()) + ")");
  if (plan.numInputs() != s.task->inputs.size() || plan.numOutputs() != s.task->outputs.size())
    return failed("the plan's inputs and outputs are not the task's");
  Expected<std::unique_ptr<rt::LoadedPlan>> loaded = rt::LoadedPlan::load(plan, moduleFiles);
  if (!loaded)
    return failed("cannot load plan: " + loaded.message(), /*deviceError=*/true);
  DeviceBuffers planBuffers(s.driver);
  CUdeviceptr workspace = 0;
  if ((*loaded)->workspaceBytes()) {
    Expected<CUdeviceptr> pointer = planBuffers.allocate((*loaded)->workspaceBytes());
    if (!pointer)
      return failed(pointer.message(), /*deviceError=*/true);
    workspace = *pointer;
  }
  Expected<const std::vector<CUdeviceptr> *> inputs = s.references->inputs(set);
  if (!inputs)
    return failed(inputs.message(), true);
  if (Status status = (*loaded)->enqueue(**inputs, s.outputPointers, workspace, s.stream); !status)
    return failed(status.message(), true);
  if (Status status = s.driver->check(s.driver->cuStreamSynchronize(s.stream), "kernel execution");
      !status)
    return failed("fault while running the plan: " + status.message(), true);
  Evaluation evaluation;
  evaluation.device = s.device;
  evaluation.verified = true;
  return evaluation;
}

} // namespace cuagent
