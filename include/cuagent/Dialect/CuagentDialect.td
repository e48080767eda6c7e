//===- CuagentDialect.td - The cuagent dialect -------------*- tablegen -*-===//
//
// The dialect that captured PyTorch graphs are imported into. It is kept
// deliberately close to the ATen ops in cuagent/Support/OpRegistry.def so that
// import is a one-to-one mapping and codegen sees one op per ATen call.
//
//===----------------------------------------------------------------------===//

#ifndef CUAGENT_DIALECT_CUAGENTDIALECT_TD
#define CUAGENT_DIALECT_CUAGENTDIALECT_TD

include "mlir/IR/OpBase.td"

def Cuagent_Dialect : Dialect {
  let name = "cuagent";
  let cppNamespace = "::cuagent";
  let summary = "Tensor ops captured from PyTorch, compiled to CUDA";
  let description = [{
    Every value is a builtin ranked tensor with a static shape and an f32,
    f16 or bf16 element type. Ops have value semantics and no side effects;
    buffers are assigned later, by codegen.
  }];
  // Canonicalizations of the registry's generated ops, which declare none.
  let hasCanonicalizer = 1;
}

class Cuagent_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cuagent_Dialect, mnemonic, traits>;

// Codegen only emits kernels for these shapes and element types, so anything
// else is rejected at the IR boundary rather than deep inside a lowering.
def Cuagent_Tensor : StaticShapeTensorOf<[F32, F16, BF16]>;

#endif // CUAGENT_DIALECT_CUAGENTDIALECT_TD
