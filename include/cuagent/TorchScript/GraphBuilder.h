//===- GraphBuilder.h - Inserting ATen ops into a TorchScript graph -*- C++ -*-===//
//
// The graph rewrites of the specialized graph (NativeAttention.cpp,
// Decompositions.cpp) write ATen's own decompositions op by op: this is the
// shorthand they share, inserting at the graph's insertion point.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_GRAPHBUILDER_H
#define CUAGENT_TORCHSCRIPT_GRAPHBUILDER_H

#include <torch/csrc/jit/ir/ir.h>

#include <cstdint>
#include <vector>

namespace cuagent {

class GraphBuilder {
public:
  explicit GraphBuilder(torch::jit::Graph &graph) : graph_(graph) {}

  torch::jit::Value *constant(const c10::IValue &value) { return graph_.insertConstant(value); }
  torch::jit::Value *op(c10::Symbol kind, std::vector<torch::jit::NamedValue> args,
                        std::vector<torch::jit::NamedValue> kwargs = {}) {
    return graph_.insert(kind, args, kwargs);
  }
  torch::jit::Value *linear(torch::jit::Value *x, torch::jit::Value *weight,
                            torch::jit::Value *bias) {
    return op(c10::aten::linear, {x, weight, bias});
  }
  torch::jit::Value *matmul(torch::jit::Value *a, torch::jit::Value *b) {
    return op(c10::aten::matmul, {a, b});
  }
  torch::jit::Value *add(torch::jit::Value *a, torch::jit::Value *b) {
    return op(c10::aten::add, {a, b});
  }
  torch::jit::Value *sub(torch::jit::Value *a, torch::jit::Value *b) {
    return op(c10::aten::sub, {a, b});
  }
  torch::jit::Value *mul(torch::jit::Value *a, torch::jit::Value *b) {
    return op(c10::aten::mul, {a, b});
  }
  torch::jit::Value *unsqueeze(torch::jit::Value *x, int64_t dim) {
    return op(c10::aten::unsqueeze, {x, constant(dim)});
  }
  torch::jit::Value *permute(torch::jit::Value *x, const std::vector<int64_t> &dims) {
    return op(c10::aten::permute, {x, constant(dims)});
  }
  torch::jit::Value *reshape(torch::jit::Value *x, const std::vector<int64_t> &sizes) {
    return op(c10::aten::reshape, {x, constant(sizes)});
  }
  torch::jit::Value *transpose(torch::jit::Value *x, int64_t a, int64_t b) {
    return op(c10::aten::transpose, {x, constant(a), constant(b)});
  }
  /// Elements [begin, end) of dim `dim`, step 1.
  torch::jit::Value *slice(torch::jit::Value *x, int64_t dim, int64_t begin, int64_t end) {
    return op(c10::aten::slice,
              {x, constant(dim), constant(begin), constant(end), constant(int64_t(1))});
  }

private:
  torch::jit::Graph &graph_;
};

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_GRAPHBUILDER_H
