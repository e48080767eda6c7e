//===- TileTemplate.cpp - Tiles of a channels-last tensor's [C, spatial] --===//
//
// See TileTemplate.h.
//
//===----------------------------------------------------------------------===//
#include "TileTemplate.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>

namespace cuagent::codegen {

/// The tile for [batch, channels, inner] (decision 146): square when
/// KernelParams::layoutTile asks for it (32 or 64), else by shape. As many
/// channels as there are, rounded up to a power of two in [4, 64], so that
/// a tile's lanes along C are not idle for 16 channels; 64 x 64 where C
/// fills 64 channels, else 256 positions long (at most what the spatial
/// dims need), so that each channel's row stores 1 KB at a time
/// (tools/bench/layout_probe.cu on the H100: 2.3 TB/s for 32 x 32 tiles,
/// 2.8-2.9 for these, the copy 2.8).
TileGrid tileGridOf(const std::vector<int64_t> &space, int64_t layoutTile) {
  TileGrid grid;
  grid.batch = space[0];
  grid.channels = space[1];
  grid.inner = 1;
  for (size_t d = 2; d < space.size(); ++d)
    grid.inner *= space[d];
  auto pow2 = [](int64_t n) {
    return int64_t(llvm::PowerOf2Ceil(uint64_t(std::max<int64_t>(n, 1))));
  };
  if (layoutTile) {
    grid.tileS = grid.tileC = layoutTile;
  } else {
    grid.tileC = std::clamp<int64_t>(pow2(grid.channels), 4, 64);
    grid.tileS = std::clamp<int64_t>(pow2(grid.inner), kTileThreads / grid.tileC,
                                     grid.tileC == 64 ? 64 : 256);
  }
  grid.tilesS = (grid.inner + grid.tileS - 1) / grid.tileS;
  grid.tilesC = (grid.channels + grid.tileC - 1) / grid.tileC;
  grid.tiles = grid.batch * grid.tilesS * grid.tilesC;
  return grid;
}

std::string tileText(const TileGrid &grid) {
  return "tiles of " + std::to_string(grid.tileS) + " positions x " + std::to_string(grid.tileC) +
         " channels";
}

void openTiledKernel(std::ostringstream &out, const TileGrid &grid, const std::string &function,
                     const std::string &signature, const std::string &tileType,
                     const std::string &batch) {
  out << "extern \"C\" __global__ void __launch_bounds__(" << kTileThreads << ") " << function
      << "(" << signature << ") {\n";
  out << "  __shared__ " << tileType << " tile[" << grid.tileS << "][" << grid.tileC + 1 << "];\n";
  out << "  for (long long t = blockIdx.x; t < " << grid.tiles << "LL; t += gridDim.x) {\n";
  int64_t perBatch = grid.tilesS * grid.tilesC;
  out << "    const long long " << batch << " = t / " << perBatch << "LL, tileRest = t % "
      << perBatch << "LL;\n";
  out << "    const long long s0 = (tileRest / " << grid.tilesC << "LL) * " << grid.tileS
      << ", c0 = (tileRest % " << grid.tilesC << "LL) * " << grid.tileC << ";\n";
  if (!grid.allWhole())
    out << "    const bool whole = s0 + " << grid.tileS << " <= " << grid.inner << "LL && c0 + "
        << grid.tileC << " <= " << grid.channels << "LL;\n";
}

/// Whole tiles run the pass unrolled with no bounds checks, so that all of a
/// thread's loads are in flight at once; tiles cut by the edges check every
/// element.
void emitTilePass(std::ostringstream &out, const TileGrid &grid, bool alongC,
                  const std::string &body) {
  int64_t wide = alongC ? grid.tileC : grid.tileS;
  std::string lane = "threadIdx.x % " + std::to_string(wide);
  std::string step =
      "threadIdx.x / " + std::to_string(wide) + " + j * " + std::to_string(kTileThreads / wide);
  std::string map = alongC ? "const int cl = " + lane + ", sl = " + step + ";"
                           : "const int sl = " + lane + ", cl = " + step + ";";
  auto loop = [&](bool checked) {
    out << "    for (int j = 0; j < " << grid.passes() << "; ++j) {\n";
    out << "      " << map << "\n";
    out << "      const long long s = s0 + sl, c = c0 + cl;\n";
    if (checked)
      out << "      if (s < " << grid.inner << "LL && c < " << grid.channels << "LL) {\n";
    else
      out << "      {\n";
    out << body;
    out << "      }\n";
    out << "    }\n";
  };
  if (grid.allWhole()) {
    out << "#pragma unroll\n";
    loop(false);
    return;
  }
  out << "    if (whole) {\n#pragma unroll\n";
  loop(false);
  out << "    } else {\n";
  loop(true);
  out << "    }\n";
}

void closeTiledKernel(std::ostringstream &out) {
  out << "    __syncthreads();\n";
  out << "  }\n}\n";
}

} // namespace cuagent::codegen
