// layout_probe.cu - how fast can the channels-last layout kernels go?
//
// Times batched fp32 transposes [B, R, C] -> [B, C, R] (what cuagent's
// layout kernels do around a channels-last conv, decisions 59/119/142) in
// several tilings, against a float4 copy of the same bytes (the card's
// practical ceiling). A diagnosis aid, not a benchmark of cuagent:
//
//   nvcc -O3 -arch=sm_90 -o /tmp/layout_probe tools/bench/layout_probe.cu
//   /tmp/layout_probe            # prints one table row per (shape, variant)
//
// Variants: the tile as cuagent emits it today (TR x TC tile, bounds-checked
// loop, "guarded"), the same with whole tiles unrolled and unchecked
// ("whole"), and rectangular tiles longer along the output's contiguous dim.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CHECK(x)                                                                                   \
  do {                                                                                             \
    cudaError_t e = (x);                                                                           \
    if (e != cudaSuccess) {                                                                        \
      std::printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__);         \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

// Tile of TR input rows x TC input columns; blocks of TC x (256 / TC)
// threads load along C (the input's contiguous dim), store along R.
template <int TR, int TC, bool Whole>
__global__ void __launch_bounds__(256)
    transposeKernel(const float *__restrict__ in, float *__restrict__ out, long long B,
                    long long R, long long C) {
  constexpr int High = 256 / TC;
  __shared__ float tile[TR][TC + 1];
  const long long tilesR = (R + TR - 1) / TR, tilesC = (C + TC - 1) / TC;
  const long long tiles = B * tilesR * tilesC;
  for (long long t = blockIdx.x; t < tiles; t += gridDim.x) {
    const long long o = t / (tilesR * tilesC), rest = t % (tilesR * tilesC);
    const long long r0 = (rest / tilesC) * TR, c0 = (rest % tilesC) * TC;
    const float *src = in + o * R * C;
    float *dst = out + o * R * C;
    const bool whole = Whole && r0 + TR <= R && c0 + TC <= C;
    if (whole) {
#pragma unroll
      for (int j = 0; j < TR / High; ++j) {
        const int i = threadIdx.y + j * High;
        tile[i][threadIdx.x] = src[(r0 + i) * C + c0 + threadIdx.x];
      }
    } else {
      for (int i = threadIdx.y; i < TR; i += High) {
        const long long r = r0 + i, c = c0 + threadIdx.x;
        if (r < R && c < C)
          tile[i][threadIdx.x] = src[r * C + c];
      }
    }
    __syncthreads();
    // Stores: output rows are input columns (TC of them), each TR long; the
    // block's 256 threads cover TR consecutive outputs of 256 / TR rows.
    constexpr int Wide = TR < 256 ? TR : 256, Rows = 256 / Wide;
    const int lane = (threadIdx.y * TC + threadIdx.x) % Wide;
    const int row = (threadIdx.y * TC + threadIdx.x) / Wide;
    if (whole) {
#pragma unroll
      for (int j = 0; j < TC / Rows; ++j) {
        const int c = row + j * Rows;
#pragma unroll
        for (int q = 0; q < TR / Wide; ++q)
          dst[(c0 + c) * R + r0 + lane + q * Wide] = tile[lane + q * Wide][c];
      }
    } else {
      for (int c = row; c < TC; c += Rows)
        for (int q = 0; q < TR / Wide; ++q) {
          const long long r = r0 + lane + q * Wide;
          if (r < R && c0 + c < C)
            dst[(c0 + c) * R + r] = tile[lane + q * Wide][c];
        }
    }
    __syncthreads();
  }
}

__global__ void copyKernel(const float4 *__restrict__ in, float4 *__restrict__ out, long long n4) {
  for (long long i = blockIdx.x * 256LL + threadIdx.x; i < n4; i += 256LL * gridDim.x)
    out[i] = in[i];
}

struct Shape {
  long long B, R, C;
  const char *what;
};

template <typename Launch> float timeMs(Launch launch) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  for (int i = 0; i < 3; ++i)
    launch();
  std::vector<float> runs;
  for (int i = 0; i < 20; ++i) {
    CHECK(cudaEventRecord(a));
    launch();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    runs.push_back(ms);
  }
  std::sort(runs.begin(), runs.end());
  return runs[runs.size() / 2];
}

template <int TR, int TC, bool Whole>
void probe(const Shape &s, const float *in, float *out, float *check, const char *name,
           int blocksPerSm) {
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  long long tiles = s.B * ((s.R + TR - 1) / TR) * ((s.C + TC - 1) / TC);
  long long grid = blocksPerSm > 0 ? std::min<long long>(tiles, (long long)sms * blocksPerSm)
                                   : std::min<long long>(tiles, 2147483647LL);
  dim3 block(TC, 256 / TC);
  float ms = timeMs([&] {
    transposeKernel<TR, TC, Whole><<<grid, block>>>(in, out, s.B, s.R, s.C);
  });
  CHECK(cudaGetLastError());
  // Correctness against the first variant's output (a probe that lies is
  // worse than none).
  long long n = s.B * s.R * s.C;
  bool same = true;
  if (check) {
    std::vector<float> x(1 << 16), y(1 << 16);
    for (long long at : {0LL, n / 2, n - (1 << 16)}) {
      CHECK(cudaMemcpy(x.data(), out + at, sizeof(float) << 16, cudaMemcpyDeviceToHost));
      CHECK(cudaMemcpy(y.data(), check + at, sizeof(float) << 16, cudaMemcpyDeviceToHost));
      for (int i = 0; i < (1 << 16); ++i)
        same = same && x[i] == y[i];
    }
  }
  double tbs = 2.0 * n * 4 / (ms * 1e-3) / 1e12;
  std::printf("| %s [%lld, %lld, %lld] | %s | grid %s | %.3f | %.2f | %s |\n", s.what, s.B, s.R,
              s.C, name, blocksPerSm > 0 ? "sms x k" : "tiles", ms, tbs,
              check ? (same ? "same" : "DIFFERENT") : "reference");
}

int main() {
  std::vector<Shape> shapes = {
      {32, 511LL * 511, 32, "convT y, C=32 (back)"},
      {32, 32, 511LL * 511, "x, C=32 (to cl)"},
      {16, 128LL * 128, 256, "y, C=256 (back)"},
      {16, 256, 128LL * 128, "x, C=256 (to cl)"},
      {64, 62LL * 62, 64, "y, C=64, odd S"},
  };
  for (const Shape &s : shapes) {
    long long n = s.B * s.R * s.C;
    float *in, *out, *ref;
    CHECK(cudaMalloc(&in, n * 4));
    CHECK(cudaMalloc(&out, n * 4));
    CHECK(cudaMalloc(&ref, n * 4));
    std::vector<float> host(n);
    for (long long i = 0; i < n; ++i)
      host[i] = float(i % 1000003);
    CHECK(cudaMemcpy(in, host.data(), n * 4, cudaMemcpyHostToDevice));
    float copy = timeMs([&] {
      copyKernel<<<132 * 8, 256>>>((const float4 *)in, (float4 *)out, n / 4);
    });
    std::printf("| %s [%lld, %lld, %lld] | float4 copy | - | %.3f | %.2f | - |\n", s.what, s.B,
                s.R, s.C, copy, 2.0 * n * 4 / (copy * 1e-3) / 1e12);
    probe<32, 32, false>(s, in, ref, nullptr, "32x32 guarded (today, t32)", 0);
    probe<64, 64, false>(s, in, out, ref, "64x64 guarded (today, t64)", 0);
    probe<32, 32, true>(s, in, out, ref, "32x32 whole", 0);
    probe<64, 64, true>(s, in, out, ref, "64x64 whole", 0);
    probe<128, 32, true>(s, in, out, ref, "128 R x 32 C whole", 0);
    probe<256, 32, true>(s, in, out, ref, "256 R x 32 C whole", 0);
    probe<128, 64, true>(s, in, out, ref, "128 R x 64 C whole", 0);
    probe<64, 64, true>(s, in, out, ref, "64x64 whole, grid 132x8", 8);
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(ref));
  }
  return 0;
}
