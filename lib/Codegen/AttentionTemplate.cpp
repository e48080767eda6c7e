//===- AttentionTemplate.cpp - Flash attention on TF32 tensor cores --------===//
//
// See AttentionTemplate.h. The kernel is written out with the task's sizes
// as constants, so every loop over head dims and key tiles unrolls and
// every fragment stays in registers.
//
//===----------------------------------------------------------------------===//
#include "AttentionTemplate.h"

#include "cuagent/Dialect/CuagentOps.h"

#include <array>
#include <sstream>

namespace cuagent::codegen {

namespace {

/// The mask's element offset for batch entry `b`: the flattened batch
/// index split into the batch dims the mask does not broadcast over.
std::string maskBatchOffset(const AttentionLayout &layout) {
  std::string offset;
  int64_t inner = 1; // the product of the batch dims after dim i
  for (size_t i = layout.batchShape.size(); i-- > 0;) {
    if (int64_t stride = layout.maskStrides[i])
      offset += (offset.empty() ? "" : " + ") + std::string("((b / ") + std::to_string(inner) +
                "LL) % " + std::to_string(layout.batchShape[i]) + "LL) * " +
                std::to_string(stride) + "LL";
    inner *= layout.batchShape[i];
  }
  return offset.empty() ? "0LL" : offset;
}

/// TF32 conversion, one m16n8k8 MMA, an A fragment from four floats and
/// the product `c += a * b` of a fragment and two B values read from shared
/// memory: TF32 operands (B already rounded when staged), or the operands'
/// TF32 high and low parts in three products, the small terms first.
std::string helpers(const std::string &prefix, bool split3) {
  std::ostringstream os;
  os << "static __device__ __forceinline__ unsigned " << prefix << "_tf32(float x) {\n"
     << "  unsigned r;\n"
     << "  asm(\"cvt.rna.tf32.f32 %0, %1;\" : \"=r\"(r) : \"f\"(x));\n"
     << "  return r;\n"
     << "}\n"
     << "static __device__ __forceinline__ void " << prefix
     << "_mma(float (&c)[4], const unsigned (&a)[4], unsigned b0, unsigned b1) {\n"
     << "  asm volatile(\"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n"
     << "               : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n"
     << "               : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), "
        "\"r\"(b1));\n"
     << "}\n";
  if (split3) {
    os << "static __device__ __forceinline__ void " << prefix
       << "_frag(const float (&x)[4], unsigned (&hi)[4], unsigned (&lo)[4]) {\n"
       << "#pragma unroll\n"
       << "  for (int i = 0; i < 4; ++i) {\n"
       << "    hi[i] = " << prefix << "_tf32(x[i]);\n"
       << "    lo[i] = " << prefix << "_tf32(x[i] - __uint_as_float(hi[i]));\n"
       << "  }\n"
       << "}\n"
       << "static __device__ __forceinline__ void " << prefix
       << "_product(float (&c)[4], const unsigned (&hi)[4], const unsigned (&lo)[4], float b0, "
          "float b1) {\n"
       << "  const unsigned bh0 = " << prefix << "_tf32(b0), bh1 = " << prefix << "_tf32(b1);\n"
       << "  const unsigned bl0 = " << prefix << "_tf32(b0 - __uint_as_float(bh0));\n"
       << "  const unsigned bl1 = " << prefix << "_tf32(b1 - __uint_as_float(bh1));\n"
       << "  " << prefix << "_mma(c, lo, bh0, bh1);\n"
       << "  " << prefix << "_mma(c, hi, bl0, bl1);\n"
       << "  " << prefix << "_mma(c, hi, bh0, bh1);\n"
       << "}\n"
       << "static __device__ __forceinline__ float " << prefix << "_stage(float x) { return x; }\n";
  } else {
    os << "static __device__ __forceinline__ void " << prefix
       << "_frag(const float (&x)[4], unsigned (&hi)[4]) {\n"
       << "#pragma unroll\n"
       << "  for (int i = 0; i < 4; ++i)\n"
       << "    hi[i] = " << prefix << "_tf32(x[i]);\n"
       << "}\n"
       << "static __device__ __forceinline__ void " << prefix
       << "_product(float (&c)[4], const unsigned (&hi)[4], float b0, float b1) {\n"
       << "  " << prefix << "_mma(c, hi, __float_as_uint(b0), __float_as_uint(b1));\n"
       << "}\n"
       << "static __device__ __forceinline__ float " << prefix << "_stage(float x) {\n"
       << "  return __uint_as_float(" << prefix << "_tf32(x));\n"
       << "}\n";
  }
  return os.str();
}

/// The fragment arguments of a product: "<name>h[...]" and, in 3xTF32,
/// "<name>l[...]".
std::string fragArgs(const AttentionLayout &layout, const std::string &name,
                     const std::string &index = "") {
  std::string args = name + "h" + index;
  if (layout.split3)
    args += ", " + name + "l" + index;
  return args;
}

/// Loads keys [jb, jb + BC) of k and v into registers (16-byte loads where
/// the head dims allow them), zeros past S and past the head dims: the
/// next tile's loads are in flight while the current tile is computed.
std::string loadTile() {
  auto load = [](const char *regs, const char *iters, const char *width, const char *dim,
                 const char *padded, const char *src) {
    std::ostringstream os;
    os << "#pragma unroll\n"
       << "    for (int it = 0; it < " << iters << "; ++it) {\n"
       << "      const int i = threadIdx.x + it * THREADS;\n"
       << "      const int r = i / (" << padded << " / " << width << "), c = (i % (" << padded
       << " / " << width << ")) * " << width << ", j = jb + r;\n"
       << "      float4 x = make_float4(0.f, 0.f, 0.f, 0.f);\n"
       << "      if (i < BC * (" << padded << " / " << width << ") && j < S && c < " << dim << ")\n"
       << "        x = " << width << " == 4 ? *reinterpret_cast<const float4 *>(" << src
       << " + (long long)j * " << dim << " + c)\n"
       << "                     : make_float4(" << src << "[(long long)j * " << dim
       << " + c], 0.f, 0.f, 0.f);\n"
       << "      " << regs << "[it][0] = x.x;\n"
       << "      " << regs << "[it][1] = x.y;\n"
       << "      " << regs << "[it][2] = x.z;\n"
       << "      " << regs << "[it][3] = x.w;\n"
       << "    }\n";
    return os.str();
  };
  return load("kreg", "KITER", "VK", "E", "EP", "k") +
         load("vreg", "VITER", "VV", "EV", "EVP", "v");
}

/// Stores the loaded tile in shared memory (rounded to TF32 once here, in
/// the TF32 mode): K by rows, V transposed.
std::string storeTile(const std::string &prefix) {
  std::string p = prefix + "_stage";
  return "#pragma unroll\n"
         "    for (int it = 0; it < KITER; ++it) {\n"
         "      const int i = threadIdx.x + it * THREADS;\n"
         "      const int r = i / (EP / VK), c = (i % (EP / VK)) * VK;\n"
         "      if (i < BC * (EP / VK)) {\n"
         "#pragma unroll\n"
         "        for (int u = 0; u < VK; ++u) {\n"
         "          const int cu = c + u;\n"
         "          ks[r * KP + (cu & ~7) + ((cu & 3) << 1) + ((cu >> 2) & 1)] = " +
         p +
         "(kreg[it][u]);\n"
         "        }\n"
         "      }\n"
         "    }\n"
         "#pragma unroll\n"
         "    for (int it = 0; it < VITER; ++it) {\n"
         "      const int i = threadIdx.x + it * THREADS;\n"
         "      const int r = i / (EVP / VV), c = (i % (EVP / VV)) * VV;\n"
         "      const int rp = (r & ~7) + ((r & 3) << 1) + ((r >> 2) & 1);\n"
         "      if (i < BC * (EVP / VV)) {\n"
         "#pragma unroll\n"
         "        for (int u = 0; u < VV; ++u)\n"
         "          vt[(c + u) * VTP + rp] = " +
         p +
         "(vreg[it][u]);\n"
         "      }\n"
         "    }\n";
}

/// cp.async of 16 bytes, zero-filled where `full` is false (the source is
/// then not read): the tails past S and past the head dims.
std::string asyncHelpers(const std::string &prefix) {
  return "static __device__ __forceinline__ void " + prefix +
         "_copy16(float *dst, const float *src, bool full) {\n"
         "  const unsigned d = (unsigned)__cvta_generic_to_shared(dst);\n"
         "  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\\n\" :: \"r\"(d), "
         "\"l\"(src), \"r\"(full ? 16 : 0) : \"memory\");\n"
         "}\n";
}

/// Starts the copies of keys [jb, jb + BC) of k and v into stage `stage`,
/// each thread 8 floats of a row at a time (the run it settles), as one
/// cp.async group.
std::string issueTile(const std::string &prefix, const std::string &stage) {
  auto copy = [&](const char *groups, const char *padded, const char *dim, const char *pitch,
                  const char *src, const char *dst) {
    std::ostringstream os;
    os << "#pragma unroll\n"
       << "      for (int it = 0; it < " << groups << "; ++it) {\n"
       << "        const int i = threadIdx.x + it * THREADS;\n"
       << "        const int r = i / (" << padded << " / 8), c = (i % (" << padded
       << " / 8)) * 8, j = jb + r;\n"
       << "        if (i < BC * (" << padded << " / 8)) {\n"
       << "          const bool lo = j < S && c < " << dim << ", hi = j < S && c + 4 < " << dim
       << ";\n"
       << "          " << prefix << "_copy16(" << dst << " + r * " << pitch << " + c, lo ? " << src
       << " + (long long)j * " << dim << " + c : " << src << ", lo);\n"
       << "          " << prefix << "_copy16(" << dst << " + r * " << pitch << " + c + 4, hi ? "
       << src << " + (long long)j * " << dim << " + c + 4 : " << src << ", hi);\n"
       << "        }\n"
       << "      }\n";
    return os.str();
  };
  return "    {\n"
         "      float *kd = cuagent_smem + (" +
         stage + ") * STAGE, *vd = kd + BC * KP;\n" + copy("KGROUPS", "EP", "E", "KP", "k", "kd") +
         copy("VGROUPS", "EVP", "EV", "VP", "v", "vd") +
         "      asm volatile(\"cp.async.commit_group;\\n\" ::: \"memory\");\n"
         "    }\n";
}

/// The copying thread's own runs of the landed stage: K permuted within
/// each run of 8 (0 4 1 5 2 6 3 7, the 8-byte B loads) and both rounded to
/// TF32 once (3xTF32 splits at use: V is left as copied).
std::string settleTile(const AttentionLayout &layout, const std::string &prefix) {
  std::string r = prefix + "_stage";
  // One run of 8 (a = its first 4, h = its last 4) written back in `order`.
  auto settle = [&](const char *groups, const char *padded, const char *pitch, const char *dst,
                    const std::array<const char *, 8> &order) {
    std::string p =
        std::string("(i / (") + padded + " / 8)) * " + pitch + " + (i % (" + padded + " / 8)) * 8";
    std::ostringstream os;
    os << "#pragma unroll\n"
       << "      for (int it = 0; it < " << groups << "; ++it) {\n"
       << "        const int i = threadIdx.x + it * THREADS;\n"
       << "        if (i < BC * (" << padded << " / 8)) {\n"
       << "          float4 *p = reinterpret_cast<float4 *>(" << dst << " + " << p << ");\n"
       << "          const float4 a = p[0], h = p[1];\n";
    for (int half = 0; half < 2; ++half)
      os << "          p[" << half << "] = make_float4(" << r << "(" << order[4 * half] << "), "
         << r << "(" << order[4 * half + 1] << "), " << r << "(" << order[4 * half + 2] << "), "
         << r << "(" << order[4 * half + 3] << "));\n";
    os << "        }\n"
       << "      }\n";
    return os.str();
  };
  return "    {\n"
         "      float *kd = cuagent_smem + stage * STAGE, *vd = kd + BC * KP;\n" +
         settle("KGROUPS", "EP", "KP", "kd",
                {"a.x", "h.x", "a.y", "h.y", "a.z", "h.z", "a.w", "h.w"}) +
         (layout.split3 ? ""
                        : settle("VGROUPS", "EVP", "VP", "vd",
                                 {"a.x", "a.y", "a.z", "a.w", "h.x", "h.y", "h.z", "h.w"})) +
         "    }\n";
}

/// This lane's query fragments (rows r0 and r0 + 8, head dims kk * 8 + t
/// and + 4: the MMA's A layout), rounded or split once, in registers or
/// parked in shared memory.
std::string queryFragments(const AttentionLayout &layout, const std::string &prefix) {
  std::ostringstream os;
  if (layout.queryShared) {
    // [warp][kk][lane][4]: a lane writes and reads back only its own
    // fragments (no barrier), one conflict-free 16-byte access each.
    os << "  uint4 *qsh = reinterpret_cast<uint4 *>(cuagent_smem + STAGES * STAGE) +\n"
       << "              (threadIdx.x >> 5) * (EP / 8) * 32 + lane;\n";
    if (layout.split3)
      os << "  uint4 *qsl = qsh + (THREADS / 32) * (EP / 8) * 32;\n";
  } else {
    os << "  unsigned qh[EP / 8][4];\n";
    if (layout.split3)
      os << "  unsigned ql[EP / 8][4];\n";
  }
  os << "#pragma unroll\n"
     << "  for (int kk = 0; kk < EP / 8; ++kk) {\n"
     << "    const int e0 = kk * 8 + t, e1 = e0 + 4;\n"
     << "    const float x[4] = {(r0 < L && e0 < E) ? q[(long long)r0 * E + e0] : 0.f,\n"
     << "                        (r1 < L && e0 < E) ? q[(long long)r1 * E + e0] : 0.f,\n"
     << "                        (r0 < L && e1 < E) ? q[(long long)r0 * E + e1] : 0.f,\n"
     << "                        (r1 < L && e1 < E) ? q[(long long)r1 * E + e1] : 0.f};\n";
  if (layout.queryShared) {
    os << "    unsigned qh[4];\n"
       << (layout.split3 ? "    unsigned ql[4];\n" : "") << "    " << prefix << "_frag(x, "
       << fragArgs(layout, "q") << ");\n"
       << "    qsh[kk * 32] = make_uint4(qh[0], qh[1], qh[2], qh[3]);\n";
    if (layout.split3)
      os << "    qsl[kk * 32] = make_uint4(ql[0], ql[1], ql[2], ql[3]);\n";
  } else {
    os << "    " << prefix << "_frag(x, " << fragArgs(layout, "q", "[kk]") << ");\n";
  }
  os << "  }\n";
  return os.str();
}

/// The block's constants and the query fragments: rows r0 and r0 + 8 of
/// this lane, head dims kk * 8 + t and + 4 (the MMA's A layout), rounded
/// (or split) once.
std::string prologue(const AttentionLayout &layout, const AttentionCode &code,
                     const std::string &prefix) {
  std::ostringstream os;
  os << "  constexpr int L = " << layout.queries << ", S = " << layout.keys
     << ", E = " << layout.headDim << ", EV = " << layout.valueDim << ";\n"
     << "  constexpr int EP = " << layout.paddedHeadDim() << ", EVP = " << layout.paddedValueDim()
     << ", KP = " << layout.keyPitch() << ", VTP = " << layout.valuePitch() << ";\n"
     << "  constexpr int BC = " << layout.keyTile << ", THREADS = " << layout.warps * 32
     << ", ROWS = " << layout.rowsPerBlock() << ";\n"
     << "  constexpr int VK = " << (layout.headDim % 4 == 0 ? 4 : 1)
     << ", VV = " << (layout.valueDim % 4 == 0 ? 4 : 1) << ";\n"
     << "  constexpr int KITER = (BC * (EP / VK) + THREADS - 1) / THREADS;\n"
     << "  constexpr int VITER = (BC * (EVP / VV) + THREADS - 1) / THREADS;\n"
     << "  constexpr int STAGE = " << layout.stageFloats() << ", STAGES = " << layout.stages()
     << ";\n";
  if (layout.asyncCopy)
    os << "  constexpr int VP = " << layout.valueRowPitch() << ";\n"
       << "  constexpr int KGROUPS = (BC * (EP / 8) + THREADS - 1) / THREADS;\n"
       << "  constexpr int VGROUPS = (BC * (EVP / 8) + THREADS - 1) / THREADS;\n";
  os << "  constexpr long long QTILES = " << layout.queryTiles() << "LL;\n"
     << "  const float NEG_INF = -__int_as_float(0x7f800000);\n"
     << "  extern __shared__ float cuagent_smem[];\n";
  if (!layout.asyncCopy)
    os << "  // K as [BC][KP] and V transposed as [EVP][VTP], each run of 8 along\n"
       << "  // the MMA's k stored as 0 4 1 5 2 6 3 7: a lane's two B values are\n"
       << "  // one 8-byte load.\n"
       << "  float *ks = cuagent_smem, *vt = cuagent_smem + BC * KP;\n";
  os << "  const long long b = blockIdx.x / QTILES;\n"
     << "  const int q0 = int(blockIdx.x % QTILES) * ROWS;\n"
     << "  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;\n"
     << "  const int r0 = q0 + (threadIdx.x >> 5) * 16 + g, r1 = r0 + 8;\n"
     << "  const float *q = " << code.query << " + b * ((long long)L * E);\n"
     << "  const float *k = " << code.key << " + b * ((long long)S * E);\n"
     << "  const float *v = " << code.value << " + b * ((long long)S * EV);\n";
  os << queryFragments(layout, prefix)
     << "  float o[EVP / 8][4];\n"
     << "#pragma unroll\n"
     << "  for (int n = 0; n < EVP / 8; ++n)\n"
     << "    o[n][0] = o[n][1] = o[n][2] = o[n][3] = 0.f;\n"
     << "  float m0 = NEG_INF, m1 = NEG_INF, l0 = 0.f, l1 = 0.f;\n";
  if (layout.masked)
    os << "  const long long moff = " << maskBatchOffset(layout) << ";\n";
  // A causal block needs no key after its last query.
  if (layout.causal)
    os << "  const int kend = min(S, min(L, q0 + ROWS));\n";
  else
    os << "  const int kend = S;\n";
  if (layout.asyncCopy) {
    os << "  int stage = 0;\n"
       << "  {\n"
       << "    const int jb = 0;\n"
       << issueTile(prefix, "stage") << "  }\n";
    return os.str();
  }
  os << "  float kreg[KITER][4], vreg[VITER][4];\n";
  if (layout.prefetch())
    os << "  {\n"
       << "    const int jb = 0;\n"
       << loadTile() << "  }\n";
  return os.str();
}

/// The tile's raw scores s = q . k in the MMA's C layout, summed in one
/// or two chains (scoreChains).
std::string scoreProducts(const AttentionLayout &layout, const std::string &prefix) {
  std::ostringstream os;
  bool chained = layout.scoreChains == 2;
  os << "    float s[BC / 8][4];\n"
     << (chained ? "    float s2[BC / 8][4];\n" : "") << "#pragma unroll\n"
     << "    for (int n = 0; n < BC / 8; ++n)\n"
     << "      s[n][0] = s[n][1] = s[n][2] = s[n][3] = 0.f;\n";
  if (chained)
    os << "#pragma unroll\n"
       << "    for (int n = 0; n < BC / 8; ++n)\n"
       << "      s2[n][0] = s2[n][1] = s2[n][2] = s2[n][3] = 0.f;\n";
  // With two chains, odd head-dim steps add into s2 (kk is a constant once
  // unrolled, so the choice costs nothing).
  std::string acc = chained ? "(kk & 1 ? s2[n] : s[n])" : "s[n]";
  std::string bFragment =
      "        const float2 kb =\n"
      "            *reinterpret_cast<const float2 *>(ks + (n * 8 + g) * KP + kk * 8 + 2 * t);\n";
  if (layout.queryShared) {
    // Head dims outer: each parked fragment is read back once per tile.
    auto unpack = [](const std::string &name, const std::string &from) {
      return "      const uint4 " + name + "v = " + from + "[kk * 32];\n      const unsigned " +
             name + "[4] = {" + name + "v.x, " + name + "v.y, " + name + "v.z, " + name + "v.w};\n";
    };
    os << "#pragma unroll\n"
       << "    for (int kk = 0; kk < EP / 8; ++kk) {\n"
       << unpack("qh", "qsh") << (layout.split3 ? unpack("ql", "qsl") : "") << "#pragma unroll\n"
       << "      for (int n = 0; n < BC / 8; ++n) {\n"
       << bFragment << "        " << prefix << "_product(" << acc << ", " << fragArgs(layout, "q")
       << ", kb.x, kb.y);\n"
       << "      }\n"
       << "    }\n";
  } else {
    os << "#pragma unroll\n"
       << "    for (int n = 0; n < BC / 8; ++n) {\n"
       << "#pragma unroll\n"
       << "      for (int kk = 0; kk < EP / 8; ++kk) {\n"
       << bFragment << "        " << prefix << "_product(" << acc << ", "
       << fragArgs(layout, "q", "[kk]") << ", kb.x, kb.y);\n"
       << "      }\n"
       << "    }\n";
  }
  if (chained)
    os << "#pragma unroll\n"
       << "    for (int n = 0; n < BC / 8; ++n) {\n"
       << "      s[n][0] += s2[n][0];\n"
       << "      s[n][1] += s2[n][1];\n"
       << "      s[n][2] += s2[n][2];\n"
       << "      s[n][3] += s2[n][3];\n"
       << "    }\n";
  return os.str();
}

/// The tile's scores in base 2 (scale * log2(e), the mask times log2(e)),
/// -inf past S and above the causal diagonal, then the online softmax:
/// the new running max, the factor that rescales what came before, the
/// weights and their running sums.
std::string scoreTile(const AttentionLayout &layout, const AttentionCode &code,
                      const std::string &prefix) {
  std::ostringstream os;
  os << scoreProducts(layout, prefix) << "    float tmax0 = NEG_INF, tmax1 = NEG_INF;\n"
     << "#pragma unroll\n"
     << "    for (int n = 0; n < BC / 8; ++n) {\n"
     << "#pragma unroll\n"
     << "      for (int i = 0; i < 4; ++i) {\n"
     << "        const int j = j0 + n * 8 + 2 * t + (i & 1), r = i < 2 ? r0 : r1;\n"
     << "        float x = s[n][i] * " << code.scoreScale << ";\n";
  if (layout.masked) {
    std::string strideL = std::to_string(layout.maskStrides[layout.batchShape.size()]);
    std::string strideS = std::to_string(layout.maskStrides[layout.batchShape.size() + 1]);
    os << "        if (r < L && j < S)\n"
       << "          x += " << code.mask << "[moff + (long long)r * " << strideL
       << "LL + (long long)j * " << strideS << "LL] * " << code.log2e << ";\n";
  }
  os << "        if (j >= S" << (layout.causal ? " || j > r" : "") << ")\n"
     << "          x = NEG_INF;\n"
     << "        s[n][i] = x;\n"
     << "        if (i < 2)\n"
     << "          tmax0 = fmaxf(tmax0, x);\n"
     << "        else\n"
     << "          tmax1 = fmaxf(tmax1, x);\n"
     << "      }\n"
     << "    }\n"
     << "#pragma unroll\n"
     << "    for (int w = 1; w < 4; w <<= 1) {\n"
     << "      tmax0 = fmaxf(tmax0, __shfl_xor_sync(0xffffffffu, tmax0, w));\n"
     << "      tmax1 = fmaxf(tmax1, __shfl_xor_sync(0xffffffffu, tmax1, w));\n"
     << "    }\n"
     << "    // A row with every score so far -inf keeps base 0: no -inf - -inf.\n"
     << "    const float n0 = fmaxf(m0, tmax0), n1 = fmaxf(m1, tmax1);\n"
     << "    const float base0 = n0 == NEG_INF ? 0.f : n0, base1 = n1 == NEG_INF ? 0.f : n1;\n"
     << "    const float alpha0 = exp2f(m0 - base0), alpha1 = exp2f(m1 - base1);\n"
     << "    m0 = n0;\n"
     << "    m1 = n1;\n"
     << "    l0 *= alpha0;\n"
     << "    l1 *= alpha1;\n"
     << "#pragma unroll\n"
     << "    for (int n = 0; n < BC / 8; ++n) {\n"
     << "      s[n][0] = exp2f(s[n][0] - base0);\n"
     << "      s[n][1] = exp2f(s[n][1] - base0);\n"
     << "      s[n][2] = exp2f(s[n][2] - base1);\n"
     << "      s[n][3] = exp2f(s[n][3] - base1);\n"
     << "      l0 += s[n][0] + s[n][1];\n"
     << "      l1 += s[n][2] + s[n][3];\n"
     << "    }\n"
     << "#pragma unroll\n"
     << "    for (int n = 0; n < EVP / 8; ++n) {\n"
     << "      o[n][0] *= alpha0;\n"
     << "      o[n][1] *= alpha0;\n"
     << "      o[n][2] *= alpha1;\n"
     << "      o[n][3] *= alpha1;\n"
     << "    }\n";
  return os.str();
}

/// o += weights @ v. The weights sit in the MMA's C layout (columns 2t and
/// 2t + 1 of rows g and g + 8); as its A operand a lane needs columns t and
/// t + 4, which lanes t / 2 and 2 + t / 2 of its quad hold.
std::string weightedValues(const AttentionLayout &layout, const std::string &prefix) {
  std::ostringstream os;
  os << "    const int src0 = (lane & ~3) | (t >> 1), src1 = src0 + 2;\n"
     << "    const bool odd = t & 1;\n"
     << "#pragma unroll\n"
     << "    for (int kk = 0; kk < BC / 8; ++kk) {\n"
     << "      float p[4];\n"
     << "      float x0 = __shfl_sync(0xffffffffu, s[kk][0], src0);\n"
     << "      float x1 = __shfl_sync(0xffffffffu, s[kk][1], src0);\n"
     << "      float y0 = __shfl_sync(0xffffffffu, s[kk][2], src0);\n"
     << "      float y1 = __shfl_sync(0xffffffffu, s[kk][3], src0);\n"
     << "      float z0 = __shfl_sync(0xffffffffu, s[kk][0], src1);\n"
     << "      float z1 = __shfl_sync(0xffffffffu, s[kk][1], src1);\n"
     << "      float w0 = __shfl_sync(0xffffffffu, s[kk][2], src1);\n"
     << "      float w1 = __shfl_sync(0xffffffffu, s[kk][3], src1);\n"
     << "      p[0] = odd ? x1 : x0;\n"
     << "      p[1] = odd ? y1 : y0;\n"
     << "      p[2] = odd ? z1 : z0;\n"
     << "      p[3] = odd ? w1 : w0;\n"
     << "      unsigned ph[4];\n"
     << (layout.split3 ? "      unsigned pl[4];\n" : "") << "      " << prefix << "_frag(p, "
     << fragArgs(layout, "p") << ");\n"
     << "#pragma unroll\n"
     << "      for (int n = 0; n < EVP / 8; ++n) {\n";
  // Row-major V (cp.async staging): rows t and t + 4 of the MMA's k.
  if (layout.asyncCopy)
    os << "        const float2 vb = make_float2(vs[(kk * 8 + t) * VP + n * 8 + g],\n"
       << "                                      vs[(kk * 8 + t + 4) * VP + n * 8 + g]);\n";
  else
    os << "        const float2 vb =\n"
       << "            *reinterpret_cast<const float2 *>(vt + (n * 8 + g) * VTP + kk * 8 + 2 * "
          "t);\n";
  os << "        " << prefix << "_product(o[n], " << fragArgs(layout, "p") << ", vb.x, vb.y);\n"
     << "      }\n"
     << "    }\n";
  return os.str();
}

/// The row sums over the quad, and o / l stored for rows below L.
std::string epilogue(const std::string &result) {
  return "#pragma unroll\n"
         "  for (int w = 1; w < 4; w <<= 1) {\n"
         "    l0 += __shfl_xor_sync(0xffffffffu, l0, w);\n"
         "    l1 += __shfl_xor_sync(0xffffffffu, l1, w);\n"
         "  }\n"
         "  const float inv0 = 1.f / l0, inv1 = 1.f / l1;\n"
         "  float *out = " +
         result +
         " + b * ((long long)L * EV);\n"
         "#pragma unroll\n"
         "  for (int n = 0; n < EVP / 8; ++n) {\n"
         "    const int c = n * 8 + 2 * t;\n"
         "    if (r0 < L && c < EV)\n"
         "      out[(long long)r0 * EV + c] = o[n][0] * inv0;\n"
         "    if (r0 < L && c + 1 < EV)\n"
         "      out[(long long)r0 * EV + c + 1] = o[n][1] * inv0;\n"
         "    if (r1 < L && c < EV)\n"
         "      out[(long long)r1 * EV + c] = o[n][2] * inv1;\n"
         "    if (r1 < L && c + 1 < EV)\n"
         "      out[(long long)r1 * EV + c + 1] = o[n][3] * inv1;\n"
         "  }\n";
}

} // namespace

unsigned AttentionLayout::sharedBytes() const {
  return unsigned((stages() * stageFloats() + queryFloats()) * int64_t(sizeof(float)));
}

Expected<AttentionLayout> attentionLayoutOf(mlir::Operation *op, const AttentionChoice &choice,
                                            bool split3) {
  int blockSize = choice.blockSize, keyTile = choice.keyTile;
  auto attention = mlir::dyn_cast<AttentionOp>(op);
  if (!attention)
    return Status::error("internal: the attention template got another op");
  if (blockSize != 128 && blockSize != 256)
    return Status::error("the attention template runs 128 or 256 threads per block, not " +
                         std::to_string(blockSize));
  auto shape = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getShape();
  };
  llvm::ArrayRef<int64_t> q = shape(attention.getQuery()), v = shape(attention.getValue());
  AttentionLayout layout;
  size_t batchDims = q.size() - 2;
  layout.batchShape.assign(q.begin(), q.begin() + batchDims);
  for (int64_t d : layout.batchShape)
    layout.batch *= d;
  layout.queries = q[batchDims];
  layout.keys = shape(attention.getKey())[batchDims];
  layout.headDim = q.back();
  layout.valueDim = v.back();
  if (layout.headDim > kMaxAttentionHeadDim || layout.valueDim > kMaxAttentionHeadDim)
    return Status::error("the attention template keeps at most " +
                         std::to_string(kMaxAttentionHeadDim) + " head dims in registers");
  layout.scale = attention.getScale().convertToDouble();
  layout.causal = attention.getCausal();
  if (mlir::Value mask = attention.getMask()) {
    layout.masked = true;
    // Right-aligned strides over [B..., L, S], 0 on broadcast dims.
    llvm::ArrayRef<int64_t> m = shape(mask);
    size_t rank = batchDims + 2;
    layout.maskStrides.assign(rank, 0);
    int64_t stride = 1;
    for (size_t i = 0; i < m.size(); ++i) {
      size_t dim = m.size() - 1 - i;
      if (m[dim] != 1)
        layout.maskStrides[rank - 1 - i] = stride;
      stride *= m[dim];
    }
  }
  layout.warps = blockSize / 32;
  // Longer heads take more registers per key: half the keys per tile.
  if (keyTile != 0 && keyTile != 32 && keyTile != 64)
    return Status::error("the attention template stages 32 or 64 keys per tile, not " +
                         std::to_string(keyTile));
  layout.keyTile = keyTile                                                           ? keyTile
                   : std::max(layout.paddedHeadDim(), layout.paddedValueDim()) <= 64 ? 64
                                                                                     : 32;
  layout.split3 = split3;
  layout.queryShared = choice.queryShared;
  if (choice.scoreChains != 1 && choice.scoreChains != 2)
    return Status::error("the attention template sums each score in 1 or 2 chains, not " +
                         std::to_string(choice.scoreChains));
  layout.scoreChains = choice.scoreChains;
  // cp.async copies 16 bytes: whole runs of 4 floats of a row.
  if (choice.asyncCopy && (layout.headDim % 4 || layout.valueDim % 4))
    return Status::error("the attention template's cp.async staging copies 16 bytes: head dims "
                         "must be multiples of 4");
  layout.asyncCopy = choice.asyncCopy;
  if (layout.blocks() > int64_t(0x7fffffff))
    return Status::error("the attention grid has more blocks than one launch takes");
  return layout;
}

namespace {

/// One key tile's staging, cp.async: the next tile's copy is issued while
/// this one (landed) is settled; the barrier at the loop's end frees the
/// stage the following copy overwrites.
std::string asyncStaging(const AttentionLayout &layout, const std::string &function) {
  return "    if (j0 + BC < kend) {\n"
         "      const int jb = j0 + BC;\n" +
         issueTile(function, "stage ^ 1") +
         "      asm volatile(\"cp.async.wait_group 1;\\n\" ::: \"memory\");\n"
         "    } else {\n"
         "      asm volatile(\"cp.async.wait_group 0;\\n\" ::: \"memory\");\n"
         "    }\n" +
         settleTile(layout, function) +
         "    __syncthreads();\n"
         "    const float *ks = cuagent_smem + stage * STAGE, *vs = ks + BC * KP;\n";
}

/// One key tile's staging through registers: loaded before the barrier (a
/// warp's loads overlap the others' compute), or the next tile's loaded
/// after it where 8 warps prefetch.
std::string registerStaging(const AttentionLayout &layout, const std::string &function) {
  std::string os;
  if (!layout.prefetch())
    os += "    {\n"
          "      const int jb = j0;\n" +
          loadTile() + "    }\n";
  os += "    __syncthreads();\n" + storeTile(function) + "    __syncthreads();\n";
  if (layout.prefetch())
    os += "    if (j0 + BC < kend) {\n"
          "      const int jb = j0 + BC;\n" +
          loadTile() + "    }\n";
  return os;
}

} // namespace

std::string emitAttentionKernel(const AttentionLayout &layout, const std::string &function,
                                const std::string &signature, const AttentionCode &code) {
  bool async = layout.asyncCopy;
  std::ostringstream os;
  os << helpers(function, layout.split3) << (async ? asyncHelpers(function) : "")
     << "extern \"C\" __global__ void __launch_bounds__(" << layout.warps * 32 << ") " << function
     << "(" << signature << ") {\n"
     << prologue(layout, code, function) << "  for (int j0 = 0; j0 < kend; j0 += BC"
     << (async ? ", stage ^= 1" : "") << ") {\n"
     << (async ? asyncStaging(layout, function) : registerStaging(layout, function))
     << scoreTile(layout, code, function) << weightedValues(layout, function)
     << (async ? "    __syncthreads();\n" : "") << "  }\n"
     << epilogue(code.result) << "}\n";
  return os.str();
}

} // namespace cuagent::codegen
