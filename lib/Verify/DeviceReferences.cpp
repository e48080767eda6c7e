//===- DeviceReferences.cpp - A task's reference data on the GPU ----------===//
#include "DeviceReferences.h"

#include <algorithm>

namespace cuagent {

DeviceBuffers::~DeviceBuffers() {
  for (CUdeviceptr pointer : pointers_)
    driver_->cuMemFree(pointer);
}

Expected<CUdeviceptr> DeviceBuffers::allocate(size_t bytes) {
  CUdeviceptr pointer = 0;
  if (Status status = driver_->check(driver_->cuMemAlloc(&pointer, std::max<size_t>(bytes, 256)),
                                     "cuMemAlloc");
      !status)
    return status;
  pointers_.push_back(pointer);
  return pointer;
}

Expected<std::unique_ptr<DeviceReferences>>
DeviceReferences::load(const Task &task, rt::CudaDriver *driver, rt::ReferenceKernels *kernels,
                       CUstream stream) {
  if (task.references.empty())
    return Status::error("task has no reference sets; cannot verify");
  std::unique_ptr<DeviceReferences> references(
      new DeviceReferences(task, driver, kernels, stream));
  std::vector<CUdeviceptr> parameters;
  std::vector<uint64_t> parameterHashes;
  if (Status status = references->loadParameters(parameters, parameterHashes); !status)
    return status;
  Status loaded = task.arena ? references->openArena(parameters, parameterHashes)
                             : references->loadFileSets(parameters, parameterHashes);
  if (!loaded)
    return loaded;
  return references;
}

/// Copies host bytes to the device on the stream and waits: a plain
/// cuMemcpyHtoD from pageable memory may return before the data lands, and
/// the non-blocking stream does not wait for it (seen on the H200: kernels
/// read stale tails).
Expected<CUdeviceptr> DeviceReferences::uploadFile(const std::string &file,
                                                   const TensorSpec &spec) {
  Expected<std::vector<char>> data = readTensorFile(task_.directory + "/" + file, spec);
  if (!data)
    return data.status();
  return upload(*data, spec);
}

Expected<CUdeviceptr> DeviceReferences::upload(const std::vector<char> &data,
                                               const TensorSpec &spec) {
  Expected<CUdeviceptr> pointer = buffers_.allocate(spec.bytes());
  if (!pointer)
    return pointer.status();
  if (Status status =
          driver_->check(driver_->cuMemcpyHtoDAsync(*pointer, data.data(), data.size(), stream_),
                         "cuMemcpyHtoDAsync");
      !status)
    return status;
  if (Status status = driver_->check(driver_->cuStreamSynchronize(stream_), "uploading inputs");
      !status)
    return status;
  return pointer;
}

/// Parameters come from files in both modes (the cache key hashes them).
/// Zeros stand in for runtime inputs until a set fills them in.
Status DeviceReferences::loadParameters(std::vector<CUdeviceptr> &pointers,
                                        std::vector<uint64_t> &hashes) {
  pointers.assign(task_.inputs.size(), 0);
  hashes.assign(task_.inputs.size(), 0);
  for (size_t i = 0; i < task_.inputs.size(); ++i) {
    const TaskInput &input = task_.inputs[i];
    if (!input.isParameter)
      continue;
    Expected<std::vector<char>> data = readTensorFile(task_.directory + "/" + input.file, input);
    if (!data)
      return data.status();
    if (Status status = checkPatternData(input, *data); !status)
      return status;
    Expected<CUdeviceptr> pointer = upload(*data, input);
    if (!pointer)
      return pointer.status();
    Expected<uint64_t> hash = kernels_->hash(*pointer, input.bytes(), stream_);
    if (!hash)
      return hash.status();
    pointers[i] = *pointer;
    hashes[i] = *hash;
  }
  return Status::ok();
}

/// Every set resident, each in its own buffers: the timing runs rotate
/// through them at no cost.
Status DeviceReferences::loadFileSets(const std::vector<CUdeviceptr> &parameters,
                                      const std::vector<uint64_t> &parameterHashes) {
  for (const ReferenceSet &set : task_.references) {
    std::vector<CUdeviceptr> pointers = parameters;
    std::vector<uint64_t> hashes = parameterHashes;
    size_t runtimeIndex = 0;
    for (size_t i = 0; i < task_.inputs.size(); ++i) {
      if (task_.inputs[i].isParameter)
        continue;
      Expected<CUdeviceptr> pointer = uploadFile(set.inputs[runtimeIndex++], task_.inputs[i]);
      if (!pointer)
        return pointer.status();
      Expected<uint64_t> hash = kernels_->hash(*pointer, task_.inputs[i].bytes(), stream_);
      if (!hash)
        return hash.status();
      pointers[i] = *pointer;
      hashes[i] = *hash;
    }
    std::vector<CUdeviceptr> outputs;
    std::vector<uint64_t> outputHashes;
    for (size_t o = 0; o < task_.outputs.size(); ++o) {
      Expected<CUdeviceptr> pointer = uploadFile(set.outputs[o], task_.outputs[o]);
      if (!pointer)
        return pointer.status();
      Expected<uint64_t> hash = kernels_->hash(*pointer, task_.outputs[o].bytes(), stream_);
      if (!hash)
        return hash.status();
      outputs.push_back(*pointer);
      outputHashes.push_back(*hash);
    }
    inputPointers_.push_back(std::move(pointers));
    inputHashes_.push_back(std::move(hashes));
    expectedOutputs_.push_back(std::move(outputs));
    outputHashes_.push_back(std::move(outputHashes));
  }
  return Status::ok();
}

/// One buffer per runtime input, shared by the sets; the expected outputs
/// are read in place in the user process's memory, checked against the
/// hashes the task records.
Status DeviceReferences::openArena(const std::vector<CUdeviceptr> &parameters,
                                   const std::vector<uint64_t> &parameterHashes) {
  Expected<std::unique_ptr<rt::ImportedArena>> arena =
      rt::ImportedArena::open(task_.arena->ipcHandle, task_.arena->bytes);
  if (!arena)
    return arena.status();
  arena_ = arena.take();
  std::vector<CUdeviceptr> pointers = parameters;
  for (size_t i = 0; i < task_.inputs.size(); ++i) {
    if (task_.inputs[i].isParameter)
      continue;
    Expected<CUdeviceptr> pointer = buffers_.allocate(task_.inputs[i].bytes());
    if (!pointer)
      return pointer.status();
    pointers[i] = *pointer;
  }
  inputPointers_.push_back(pointers);
  for (const ReferenceSet &set : task_.references) {
    std::vector<uint64_t> hashes = parameterHashes;
    size_t runtimeIndex = 0;
    for (size_t i = 0; i < task_.inputs.size(); ++i)
      if (!task_.inputs[i].isParameter)
        hashes[i] = set.inputHashes[runtimeIndex++];
    inputHashes_.push_back(std::move(hashes));
    std::vector<CUdeviceptr> outputs;
    for (uint64_t offset : set.outputOffsets)
      outputs.push_back(arena_->base() + offset);
    expectedOutputs_.push_back(std::move(outputs));
    outputHashes_.push_back(set.outputHashes);
  }
  drawnOnce_.assign(task_.references.size(), false);
  Expected<std::string> broken = damage();
  if (!broken)
    return broken.status();
  if (!broken->empty())
    return Status::error("the reference outputs shared by the user process do not match the "
                         "task (" + *broken + "); re-run optimize");
  return Status::ok();
}

/// Draws set `set` into the shared input buffers. The first time, its
/// hashes must be the ones the user process drew: the same kernels from the
/// same seeds, or the references would belong to other inputs.
Status DeviceReferences::draw(size_t set) {
  const std::vector<CUdeviceptr> &pointers = inputPointers_[0];
  for (size_t i = 0; i < task_.inputs.size(); ++i) {
    const TaskInput &input = task_.inputs[i];
    if (input.isParameter)
      continue;
    uint64_t key = rt::referenceInputKey(task_.references[set].seed, i);
    if (Status status = kernels_->fill(pointers[i], uint64_t(input.numel()), input.dtype, key,
                                       stream_, input.range);
        !status)
      return status;
    if (drawnOnce_[set])
      continue;
    Expected<uint64_t> hash = kernels_->hash(pointers[i], input.bytes(), stream_);
    if (!hash)
      return hash.status();
    if (*hash != inputHashes_[set][i])
      return Status::error("the worker drew other reference inputs than the user process for '" +
                           input.name + "' (set " + std::to_string(set) +
                           "); rebuild the worker and libcuagent_torch from one tree");
  }
  drawnOnce_[set] = true;
  resident_ = int(set);
  return Status::ok();
}

Expected<const std::vector<CUdeviceptr> *> DeviceReferences::inputs(size_t set) {
  if (!arena_)
    return &inputPointers_[set];
  if (resident_ != int(set))
    if (Status status = draw(set); !status)
      return status;
  return &inputPointers_[0];
}

Expected<std::string> DeviceReferences::damage() {
  for (size_t set = 0; set < expectedOutputs_.size(); ++set)
    for (size_t o = 0; o < task_.outputs.size(); ++o) {
      Expected<uint64_t> hash =
          kernels_->hash(expectedOutputs_[set][o], task_.outputs[o].bytes(), stream_);
      if (!hash)
        return hash.status();
      if (*hash != outputHashes_[set][o])
        return "expected output " + std::to_string(o) + " of reference set " +
               std::to_string(set) + " changed";
    }
  return std::string();
}

} // namespace cuagent
