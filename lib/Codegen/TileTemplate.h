//===- TileTemplate.h - Tiles of a channels-last tensor's [C, spatial] -*- C++ -*-===//
//
// Private to lib/Codegen. The layout kernels around a channels-last conv
// (decisions 59, 119, 134, 135, 146) move [N, C, spatial] data between
// PyTorch's layout and [N, spatial, C] through shared-memory tiles of
// tileS positions x tileC channels: one pass along C (a warp's lanes on
// consecutive channels, coalesced on the channels-last side), a barrier,
// one pass along the positions (coalesced on PyTorch's side). Blocks of
// 256 threads walk the tiles in a grid-stride loop. Tiles that lie wholly
// inside the tensor run each pass unrolled with no bounds checks, so that a
// thread's loads are all in flight at once; tiles cut by the edges check
// every element. The kernels' bodies come from their emitters.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_TILETEMPLATE_H
#define CUAGENT_LIB_CODEGEN_TILETEMPLATE_H

#include <array>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace cuagent::codegen {

/// Threads of every layout kernel's block.
inline constexpr int64_t kTileThreads = 256;

struct TileGrid {
  int64_t batch, channels, inner, tileS, tileC, tilesS, tilesC, tiles;
  /// Elements per thread in each pass over a tile.
  int64_t passes() const { return tileS * tileC / kTileThreads; }
  /// Every tile is whole (no bounds checks at all).
  bool allWhole() const { return inner % tileS == 0 && channels % tileC == 0; }
  std::array<unsigned, 3> block() const { return {unsigned(kTileThreads), 1, 1}; }
};

/// The tiles of `space` ([N, C, spatial...]): square of side `layoutTile`
/// (32 or 64, KernelParams::layoutTile), or by shape when it is 0.
TileGrid tileGridOf(const std::vector<int64_t> &space, int64_t layoutTile);

/// "tiles of S positions x C channels", for kernel comments.
std::string tileText(const TileGrid &grid);

/// A layout kernel's signature, its shared tile ([tileS][tileC + 1] of
/// `tileType`) and the grid-stride loop over tiles, through the tile's
/// batch index (named `batch`), origin (s0, c0) and, where some tiles are
/// cut by the edges, `whole`.
void openTiledKernel(std::ostringstream &out, const TileGrid &grid, const std::string &function,
                     const std::string &signature, const std::string &tileType,
                     const std::string &batch = "o");

/// One pass of the block over the tile at (s0, c0), along C or along the
/// positions: `body` runs once per element with s, c (its place in the
/// batch element) and sl, cl (its place in the tile, `tile[sl][cl]`) in
/// scope.
void emitTilePass(std::ostringstream &out, const TileGrid &grid, bool alongC,
                  const std::string &body);

/// The barrier after a tile's last pass and the end of the kernel.
void closeTiledKernel(std::ostringstream &out);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_TILETEMPLATE_H
