// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-check-supported))' --split-input-file --verify-diagnostics %s

// expected-error @+1 {{must be a non-empty tensor of static shape}}
func.func @check_supported$empty_tensor(%x: tensor<0x8xf32>) -> tensor<0x8xf32> {
  %0 = cuagent.relu %x : tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// -----

func.func @check_supported$result_is_argument(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{a function result is one of its arguments}}
  return %x : tensor<4xf32>
}
