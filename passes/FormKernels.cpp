//===- FormKernels.cpp - Group ops into kernels ----------------------------===//
//
// The grouping is greedy and in program order, which is also a topological
// order, so every kernel only reads values of earlier kernels.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"
#include "cuagent/Support/ReduceDims.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTFORMKERNELS
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;

namespace {

/// True if `shape` broadcasts to `target` (numpy rules, right-aligned).
bool broadcastsTo(ArrayRef<int64_t> shape, ArrayRef<int64_t> target) {
  if (shape.size() > target.size())
    return false;
  size_t offset = target.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1 && shape[i] != target[offset + i])
      return false;
  return true;
}

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

int64_t numelOf(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

struct KernelState {
  int64_t index = -1;
  Operation *rowOp = nullptr;
  // The first row op of a chain (decision 129); rowOp is then the second.
  Operation *chainedRowOp = nullptr;
  llvm::SmallVector<Operation *> ops;
  llvm::DenseSet<Operation *> epilogue;
  // Layout ops: codegen reads through them with index arithmetic (a value
  // in `lazy` is a layout chain over values from outside the kernel, loaded
  // through its index map). A reshape of a value computed here reuses its
  // register, which needs every op so far computed at the same linear
  // index: all of them span the iteration space. After it (`linear`), the
  // space is that of the reshape, and may no longer grow by broadcasting.
  llvm::SmallVector<int64_t> space;
  bool linear = false;
  llvm::DenseSet<Value> lazy;
};

/// Adds a value of `shape` to the iteration space of an elementwise kernel:
/// false when it does not broadcast to it (after a reshape of a value
/// computed in the kernel, the space may no longer grow).
bool growSpace(KernelState &state, ArrayRef<int64_t> shape) {
  if (state.ops.empty() && state.space.empty()) {
    state.space.assign(shape.begin(), shape.end());
    return true;
  }
  if (broadcastsTo(shape, state.space))
    return true;
  if (state.linear || !broadcastsTo(state.space, shape))
    return false;
  state.space.assign(shape.begin(), shape.end());
  return true;
}

/// True when every op of the kernel so far is an index map (a lazy value;
/// a reshape is one only over loads, never over a register) whose only
/// users are `op` and other such maps of the kernel.
bool onlyFeeds(const KernelState &state, Operation &op) {
  return llvm::all_of(state.ops, [&](Operation *member) {
    Value value = member->getResult(0);
    return state.lazy.contains(value) && llvm::all_of(value.getUsers(), [&](Operation *user) {
             return user == &op ||
                    (::cuagent::isLayoutOp(user) && llvm::is_contained(state.ops, user));
           });
  });
}

/// True when `op`'s result is only the input of a chain of index maps that
/// follow it one by one in the block and end in a value of a shape that
/// broadcasts to the kernel's space: a step of a layout chain over loads
/// (cuagent-sink-layout-ops builds them: the reshape-permute-reshape of a
/// shuffle over a bias expanded to the op's shape). Such a step sets no
/// space of its own (codegen's iterationSpace skips it), only the chain's
/// last value has to fit.
bool passesThroughToSpace(Operation &op, const KernelState &state) {
  Operation *step = &op;
  while (step->getResult(0).hasOneUse()) {
    Operation *user = *step->getResult(0).getUsers().begin();
    if (!::cuagent::isLayoutOp(user) || isa<::cuagent::CatOp>(user) ||
        user->getNumOperands() != 1 || user != step->getNextNode())
      break;
    step = user;
  }
  return step != &op && broadcastsTo(shapeOf(step->getResult(0)), state.space);
}

/// Whether layout op `op` joins the current kernel (updating the state);
/// false: it starts the next one, reading its input from there.
template <typename InCurrent>
bool placeLayoutOp(Operation &op, KernelState &state, InCurrent inCurrent) {
  Value input = op.getOperand(0), result = op.getResult(0);
  ArrayRef<int64_t> shape = shapeOf(result);
  bool reshape = isa<::cuagent::ReshapeOp, ::cuagent::ContiguousOp>(op);
  // A cat reads each element from one input: all of them must be loads
  // (outside values or layout chains over them), never registers here.
  if (isa<::cuagent::CatOp>(op) && llvm::any_of(op.getOperands(), [&](Value v) {
        return inCurrent(v) && !state.lazy.contains(v);
      }))
    return false;
  if (!inCurrent(input) || state.lazy.contains(input)) {
    if (state.rowOp)
      return false;
    if (!growSpace(state, shape)) {
      // Index maps read only by this one set no space of their own (codegen's
      // iterationSpace skips them): a permute under a cat, the first of two
      // slices of different dims. Nor does a step of a chain whose last
      // value fits the space.
      if (passesThroughToSpace(op, state)) {
        state.lazy.insert(result);
        return true;
      }
      if (!onlyFeeds(state, op))
        return false;
      state.space.assign(shape.begin(), shape.end());
    }
    state.lazy.insert(result);
    return true;
  }
  if (state.rowOp) { // a reshape of the row result: an epilogue op
    Operation *def = input.getDefiningOp();
    if (!reshape || (def != state.rowOp && !state.epilogue.contains(def)) ||
        numelOf(shape) != numelOf(shapeOf(state.rowOp->getResult(0))))
      return false;
    state.epilogue.insert(&op);
    state.linear = true;
    return true;
  }
  // A permuted or expanded intermediate would need another iteration order.
  if (!reshape || numelOf(shapeOf(input)) != numelOf(state.space))
    return false;
  // Layout chains over outside values are loaded again in each frame.
  for (Operation *member : state.ops)
    if (!state.lazy.contains(member->getResult(0)) &&
        numelOf(shapeOf(member->getResult(0))) != numelOf(state.space))
      return false;
  state.space.assign(shape.begin(), shape.end());
  state.linear = true;
  return true;
}

/// Fewer reduced outputs than this leave a reduction with a broadcast
/// epilogue too few rows (blocks) to fill the GPU: it stays a reduction
/// kernel (split across blocks where rows are long) and an elementwise one.
constexpr int64_t kMinBroadcastRows = 2048;
/// The strided template's fewest blocks (a warp of columns each) for that:
/// two per SM of an H100/H200, the split template's threshold too.
constexpr int64_t kMinBroadcastBlocks = 264;

/// True when a reduction viewed as [outer, R, inner] reduces something and
/// has blocks enough without splitting its rows: outer * inner rows, and
/// outer * ceil(inner / 32) column tiles where inner > 1.
bool fillsWithoutSplit(const ::cuagent::ReductionView &view) {
  return view.reduced > 1 && view.outer * view.inner >= kMinBroadcastRows &&
         (view.inner == 1 || view.outer * ((view.inner + 31) / 32) >= kMinBroadcastBlocks);
}

/// True when `value` reaches a row op through elementwise ops alone (up to
/// `depth` of them).
bool feedsRowOp(Value value, int depth = 8) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    if (::cuagent::isRowOp(user))
      return true;
    return depth > 0 && ::cuagent::isElementwise(user) && !::cuagent::isLayoutOp(user) &&
           user->getNumResults() == 1 && feedsRowOp(user->getResult(0), depth - 1);
  });
}

/// True when elementwise `op` joins the kernel of reduction `state.rowOp`
/// as a broadcast epilogue (x * f(prod(x, 1, keepdim)), x - x.mean(-1,
/// keepdim)): it spans the reduction's input shape and reads from the kernel
/// only the kept-dims result, epilogue values or values the prologue
/// computes (not index maps). Codegen computes it in one more pass over each
/// row, which reads the row from registers or a cache just filled, instead
/// of a second kernel that reads the whole input from DRAM again.
template <typename InCurrent>
bool joinsAsBroadcast(Operation &op, const KernelState &state, InCurrent inCurrent) {
  Operation *row = state.rowOp;
  std::optional<SmallVector<int64_t>> dims = ::cuagent::plainReductionDims(row);
  // A chain's second stage holds no value of the first in registers.
  if (!dims || state.linear || state.chainedRowOp)
    return false;
  Value input = row->getOperand(0);
  ArrayRef<int64_t> shape = shapeOf(input);
  std::optional<::cuagent::ReductionView> view = ::cuagent::reductionView(
      std::vector<int64_t>(shape.begin(), shape.end()), std::vector<int64_t>(dims->begin(), dims->end()));
  if (shapeOf(row->getResult(0)).size() != shape.size() || shapeOf(op.getResult(0)) != shape ||
      !view || !fillsWithoutSplit(*view))
    return false;
  // A value a later row op reduces (through elementwise ops) starts that
  // op's kernel instead, as its prologue: here it would be stored for it
  // (exp(x - max) before its sum, the square of x - mean before its mean).
  if (feedsRowOp(op.getResult(0)))
    return false;
  return llvm::all_of(op.getOperands(), [&](Value operand) {
    if (!inCurrent(operand))
      return true;
    Operation *def = operand.getDefiningOp();
    return def == row || state.epilogue.contains(def) || !state.lazy.contains(operand);
  });
}

/// The longest row a chain takes: every block-mode candidate keeps it in
/// registers, which the chained kernel needs.
constexpr int64_t kMaxChainedRow = int64_t(::cuagent::kRowCachePerThread) * ::cuagent::kMinRowBlock;

/// True for a row op giving one value per element over the last dim.
bool mapsLastDimRows(Operation *op) {
  int64_t last = int64_t(shapeOf(op->getOperand(0)).size()) - 1;
  if (auto softmax = dyn_cast<::cuagent::SoftmaxOp>(op))
    return int64_t(softmax.getNormalizedDim()) == last;
  if (auto logSoftmax = dyn_cast<::cuagent::LogSoftmaxOp>(op))
    return int64_t(logSoftmax.getNormalizedDim()) == last;
  return isa<::cuagent::LayerNormOp, ::cuagent::RmsNormOp>(op);
}

/// True for a reduction of the last dim alone whose first pass the row
/// template folds as it goes (sum, mean, amax, amin, logsumexp): a chain's
/// second stage (decision 131) starts from that fold.
bool reducesLastDim(Operation *op) {
  if (!isa<::cuagent::SumOp, ::cuagent::MeanOp, ::cuagent::AmaxOp, ::cuagent::AminOp,
           ::cuagent::LogsumexpOp>(op))
    return false;
  std::optional<SmallVector<int64_t>> dims = ::cuagent::plainReductionDims(op);
  int64_t last = int64_t(shapeOf(op->getOperand(0)).size()) - 1;
  return dims && dims->size() == 1 && (*dims)[0] == last;
}

/// True when row op `op` continues the kernel of row op `state.rowOp`
/// (decision 129): both normalize the same rows of the last dim, element
/// by element, or the second reduces them (decision 131: its epilogue is
/// then per row, and no broadcast op joins), `op` reads the first's result
/// or an epilogue value of it
/// (every epilogue op so far computed per element), and the rows are short
/// enough to stay in registers. One kernel then reads and writes the rows
/// once, where two would read and write them twice.
template <typename InCurrent>
bool chainsAfter(const KernelState &state, Operation &op, InCurrent inCurrent) {
  Operation *first = state.rowOp;
  if (!first || state.chainedRowOp || state.linear || !mapsLastDimRows(first) ||
      !(mapsLastDimRows(&op) || reducesLastDim(&op)))
    return false;
  ArrayRef<int64_t> rows = shapeOf(first->getOperand(0));
  if (rows.empty() || rows.back() > kMaxChainedRow || shapeOf(first->getResult(0)) != rows ||
      shapeOf(op.getOperand(0)) != rows)
    return false;
  Operation *def = op.getOperand(0).getDefiningOp();
  if (!def || (def != first && !state.epilogue.contains(def)))
    return false;
  for (Value parameter : llvm::drop_begin(op.getOperands()))
    if (inCurrent(parameter))
      return false;
  return llvm::all_of(state.epilogue,
                      [&](Operation *member) { return shapeOf(member->getResult(0)) == rows; });
}

/// A causal_mask reads nothing, so every kernel that uses it computes it
/// from its own indices: one copy right before each user (CSE merged the
/// masks of attention layers of one shape), where it joins the user's
/// kernel instead of becoming a stored bool buffer.
void cloneCausalMasksToUsers(func::FuncOp function) {
  SmallVector<::cuagent::CausalMaskOp> masks;
  function.walk([&](::cuagent::CausalMaskOp mask) { masks.push_back(mask); });
  for (::cuagent::CausalMaskOp mask : masks) {
    for (OpOperand &use : llvm::make_early_inc_range(mask->getUses())) {
      OpBuilder builder(use.getOwner());
      use.set(builder.clone(*mask)->getResult(0));
    }
    mask.erase();
  }
}

/// Walks a function's ops in order, assigning each the kernel it joins:
/// the current one, or a new one when it cannot join (the rules above).
class KernelFormer {
public:
  explicit KernelFormer(OpBuilder &builder) : builder_(builder) {}

  /// Places `op`; false (with the error emitted) for an op codegen has no
  /// kernel for.
  LogicalResult place(Operation &op) {
    if (current_.index < 0)
      startKernel();
    // A library call is a kernel of its own: it writes its result once,
    // and the ops after it start the next kernel (its epilogue).
    if (::cuagent::isLibraryOp(&op)) {
      if (!current_.ops.empty())
        startKernel();
      assign(&op);
      current_ = KernelState(); // the next op opens a kernel
      return success();
    }
    if (::cuagent::isRowOp(&op))
      return placeRowOp(op), success();
    if (::cuagent::isLayoutOp(&op))
      return placeLayout(op), success();
    // take_along and embedding read their input at data-dependent
    // elements, from memory: the kernel that computes it ends first (and
    // embedding's indices, which it reads at its own index map).
    if (auto take = dyn_cast<::cuagent::TakeAlongOp>(op);
        take && inCurrent(take.getInput()) && !current_.ops.empty())
      startKernel();
    if (auto embedding = dyn_cast<::cuagent::GatherRowsOp>(op);
        embedding && (inCurrent(embedding.getWeight()) || inCurrent(embedding.getIndex())))
      startKernel();
    if (!::cuagent::isElementwise(&op))
      return op.emitOpError("is not supported by cuagent codegen");
    if (current_.rowOp)
      placeEpilogueOp(op);
    else
      placeSpaceOp(op);
    return success();
  }

private:
  void startKernel() {
    current_ = KernelState();
    current_.index = nextIndex_++;
  }
  void assign(Operation *op) {
    op->setAttr(::cuagent::kKernelAttrName, builder_.getI64IntegerAttr(current_.index));
    current_.ops.push_back(op);
  }
  bool inCurrent(Value value) const {
    Operation *def = value.getDefiningOp();
    return def && llvm::is_contained(current_.ops, def);
  }
  auto inCurrentFn() const {
    return [this](Value value) { return inCurrent(value); };
  }

  void placeRowOp(Operation &op) {
    if (chainsAfter(current_, op, inCurrentFn())) {
      // The ops after the second row op read its result, not the
      // first's, nor a value between them: those live in no register of
      // the second stage.
      current_.chainedRowOp = current_.rowOp;
      current_.rowOp = &op;
      current_.epilogue.clear();
      assign(&op);
      return;
    }
    ArrayRef<int64_t> input = shapeOf(op.getOperand(0));
    bool fits = !current_.rowOp;
    for (Operation *member : current_.ops)
      fits =
          fits && (broadcastsTo(shapeOf(member->getResult(0)), input) ||
                   (current_.linear && numelOf(shapeOf(member->getResult(0))) == numelOf(input)));
    if (!fits)
      startKernel();
    current_.rowOp = &op;
    assign(&op);
  }

  void placeLayout(Operation &op) {
    if (!placeLayoutOp(op, current_, inCurrentFn())) {
      // A permuted or expanded intermediate: split.
      startKernel();
      current_.space.assign(shapeOf(op.getResult(0)).begin(), shapeOf(op.getResult(0)).end());
      current_.lazy.insert(op.getResult(0));
    }
    assign(&op);
  }

  /// An elementwise op of a kernel without a row op: over its space.
  void placeSpaceOp(Operation &op) {
    // After a reshape, an op of the space's element count under another
    // shape is computed at the same linear index (in its own frame), if
    // what it reads from this kernel spans the space too.
    bool sameIndex =
        current_.linear && numelOf(shapeOf(op.getResult(0))) == numelOf(current_.space);
    for (Value operand : op.getOperands())
      sameIndex = sameIndex && (!inCurrent(operand) || current_.lazy.contains(operand) ||
                                numelOf(shapeOf(operand)) == numelOf(current_.space));
    if (!sameIndex && !growSpace(current_, shapeOf(op.getResult(0))))
      startKernel(), growSpace(current_, shapeOf(op.getResult(0)));
    assign(&op);
  }

  /// An elementwise op after a row op: its epilogue, a broadcast over its
  /// input, or the start of the next kernel.
  void placeEpilogueOp(Operation &op) {
    // An epilogue op works on the row op's result shape and may only read
    // the row result, other epilogue values or values from outside.
    // Numel equality: after a reshape of the row result, the epilogue is
    // still computed at the result's linear index.
    bool fits = shapeOf(op.getResult(0)) == shapeOf(current_.rowOp->getResult(0)) ||
                (current_.linear && numelOf(shapeOf(op.getResult(0))) ==
                                        numelOf(shapeOf(current_.rowOp->getResult(0))));
    for (Value operand : op.getOperands()) {
      if (!inCurrent(operand))
        continue;
      Operation *def = operand.getDefiningOp();
      fits = fits && (def == current_.rowOp || current_.epilogue.contains(def));
    }
    if (!fits && !joinsAsBroadcast(op, current_, inCurrentFn())) {
      startKernel();
      assign(&op);
      return;
    }
    current_.epilogue.insert(&op);
    assign(&op);
  }

  OpBuilder &builder_;
  KernelState current_;
  int64_t nextIndex_ = 0;
};

class FormKernelsPass : public ::cuagent::impl::CuagentFormKernelsBase<FormKernelsPass> {
public:
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    cloneCausalMasksToUsers(function);
    OpBuilder builder(function.getContext());
    KernelFormer former(builder);
    for (Operation &op : function.getBody().front())
      if (!isa<func::ReturnOp>(op) && failed(former.place(op)))
        return signalPassFailure();
  }
};

} // namespace
