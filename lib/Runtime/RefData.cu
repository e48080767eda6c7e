//===- RefData.cu - Reference inputs, hashes and comparison on the GPU ----===//
//
// Compiled to PTX by nvcc at build time and embedded (RefData.cpp): the user
// process and the worker load the same PTX, so both draw the same reference
// inputs from a seed (docs/decisions.md #32). The arithmetic is exact
// (integers, one correctly rounded multiply, round-to-nearest conversions),
// so the values do not depend on the compiler or the driver's PTX JIT.
//
//===----------------------------------------------------------------------===//
#include <cuda_bf16.h>
#include <cuda_fp16.h>

typedef unsigned long long u64;

// DType codes, in the order of cuagent::DType.
enum { kF32 = 0, kF16 = 1, kBF16 = 2, kI64 = 3, kB8 = 4 };

__device__ __forceinline__ u64 mix64(u64 z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

__device__ __forceinline__ u64 globalThread() {
  return u64(blockIdx.x) * blockDim.x + threadIdx.x;
}
__device__ __forceinline__ u64 gridThreads() { return u64(gridDim.x) * blockDim.x; }

/// Sum of four 16-bit uniforms (Irwin-Hall), centred and scaled to unit
/// variance: bell-shaped in [-3.46, 3.46], never all zeros.
__device__ __forceinline__ float referenceValue(u64 key, u64 index) {
  u64 h = mix64(key ^ mix64(index + 0x9e3779b97f4a7c15ULL));
  int sum = int(h & 0xffff) + int((h >> 16) & 0xffff) + int((h >> 32) & 0xffff) + int(h >> 48);
  return __fmul_rn(float(sum - 131070), 2.6429518e-05f);
}

/// An index drawn uniformly from [low, low + span) (span <= 2^62: the
/// modulo bias of 60 random bits is negligible), or `also` for about one in
/// 16 elements where hasAlso is set. Floats take a range as span > 0.
__device__ __forceinline__ long long referenceIndex(u64 key, u64 index, long long low, u64 span,
                                                    long long also, int hasAlso) {
  u64 h = mix64(key ^ mix64(index + 0x632be59bd9b4e019ULL));
  if (hasAlso && (h >> 60) == 0)
    return also;
  return (long long)(u64(low) + (h & 0x0fffffffffffffffULL) % span);
}

extern "C" __global__ void cuagent_ref_fill(void *out, u64 count, u64 key, int dtype, long long low,
                                            u64 span, long long also, int hasAlso) {
  for (u64 i = globalThread(); i < count; i += gridThreads()) {
    if (dtype == kI64) {
      static_cast<long long *>(out)[i] = referenceIndex(key, i, low, span, also, hasAlso);
      continue;
    }
    // A range (probabilities): uniform in [low, low + span], 24 random bits.
    float value =
        span == 0
            ? referenceValue(key, i)
            : __fadd_rn(float(low), __fmul_rn(float(mix64(key ^ mix64(i)) >> 40) * 5.9604645e-08f,
                                              float(span)));
    if (dtype == kF32)
      static_cast<float *>(out)[i] = value;
    else if (dtype == kB8) // a bool: true for about half the elements
      static_cast<unsigned char *>(out)[i] = value > 0.f;
    else if (dtype == kF16)
      static_cast<__half *>(out)[i] = __float2half_rn(value);
    else
      static_cast<__nv_bfloat16 *>(out)[i] = __float2bfloat16_rn(value);
  }
}

__device__ __forceinline__ u64 warpSum(u64 value) {
  for (int offset = 16; offset > 0; offset /= 2)
    value += __shfl_down_sync(0xffffffffu, value, offset);
  return value;
}

/// A position-dependent sum of mixed 8-byte words: equal for equal bytes,
/// independent of the order in which threads add.
extern "C" __global__ void cuagent_ref_hash(const unsigned char *data, u64 bytes, u64 *result) {
  u64 words = bytes / 8;
  const u64 *word = reinterpret_cast<const u64 *>(data);
  u64 acc = 0;
  for (u64 i = globalThread(); i < words; i += gridThreads())
    acc += mix64(word[i] ^ mix64(i));
  if (globalThread() == 0 && bytes % 8) {
    u64 tail = 0;
    for (u64 b = words * 8; b < bytes; ++b)
      tail |= u64(data[b]) << (8 * (b - words * 8));
    acc += mix64(tail ^ mix64(words)) + 1;
  }
  acc = warpSum(acc);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(result, acc);
}

__device__ __forceinline__ float loadAsFloat(const void *data, int dtype, u64 i) {
  if (dtype == kF32)
    return static_cast<const float *>(data)[i];
  if (dtype == kF16)
    return __half2float(static_cast<const __half *>(data)[i]);
  return __bfloat162float(static_cast<const __nv_bfloat16 *>(data)[i]);
}

/// The rule of compareTensors (lib/Verify/Compare.cpp), element for element.
/// stats: [mismatches, first mismatching index, bits of the largest finite
/// absolute error (non-negative doubles order like their bits)].
extern "C" __global__ void cuagent_ref_compare(const void *got, const void *want, u64 count,
                                               int dtype, double atol, double rtol, u64 *stats) {
  u64 mismatches = 0, first = ~0ULL;
  double maxError = 0;
  for (u64 i = globalThread(); i < count; i += gridThreads()) {
    bool ok;
    if (dtype == kI64 || dtype == kB8) { // indices, bools: exact
      ok = dtype == kI64
               ? static_cast<const long long *>(got)[i] == static_cast<const long long *>(want)[i]
               : (static_cast<const unsigned char *>(got)[i] != 0) ==
                     (static_cast<const unsigned char *>(want)[i] != 0);
      if (!ok) {
        ++mismatches;
        first = first < i ? first : i;
      }
      continue;
    }
    float g = loadAsFloat(got, dtype, i), w = loadAsFloat(want, dtype, i);
    if (isnan(w)) {
      ok = isnan(g);
    } else if (isinf(w)) {
      ok = g == w;
    } else if (isnan(g) || isinf(g)) {
      ok = false;
    } else {
      double error = fabs(double(g) - double(w));
      ok = error <= __dadd_rn(atol, __dmul_rn(rtol, fabs(double(w))));
      maxError = fmax(maxError, error);
    }
    if (!ok) {
      ++mismatches;
      first = first < i ? first : i;
    }
  }
  u64 errorBits = __double_as_longlong(maxError);
  mismatches = warpSum(mismatches);
  for (int offset = 16; offset > 0; offset /= 2) {
    u64 otherFirst = __shfl_down_sync(0xffffffffu, first, offset);
    u64 otherBits = __shfl_down_sync(0xffffffffu, errorBits, offset);
    first = otherFirst < first ? otherFirst : first;
    errorBits = otherBits > errorBits ? otherBits : errorBits;
  }
  if ((threadIdx.x & 31) == 0) {
    if (mismatches)
      atomicAdd(&stats[0], mismatches);
    atomicMin(&stats[1], first);
    atomicMax(&stats[2], errorBits);
  }
}
