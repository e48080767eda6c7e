"""PyTorch's transformer fast path (NativeAttention.h): nn.MultiheadAttention
and nn.TransformerEncoderLayer choose it by grad mode, autocast, nestedness
and `query is key` checks, on attributes freezing leaves as reads
(FrozenAttributes.h). Those fold under the guard, and the fast path's one
opaque op is spelled out as linear, slices, scaled_dot_product_attention,
layer_norm and the feed-forward, which groups take. Whatever the worker
does, the rewritten graph must compute what the module does: results are
compared here for the example sizes and others (the guard's fallback)."""
import pytest
import torch
import torch.nn as nn

from conftest import groups

E, H = 32, 4


class SelfAttention(nn.Module):
    def __init__(self, need_weights):
        super().__init__()
        self.attn = nn.MultiheadAttention(E, H, batch_first=True)
        self.need_weights = need_weights

    def forward(self, x):
        return torch.relu(self.attn(x, x, x, need_weights=self.need_weights)[0])


class SequenceFirst(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(E, H)

    def forward(self, x):
        return self.attn(x, x, x)[0] * 2.0


class CrossAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(E, H, batch_first=True)

    def forward(self, x, memory):
        return self.attn(x, memory, memory, need_weights=False)[0] + x


class Masked(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(E, H, batch_first=True)

    def forward(self, x, mask):
        return self.attn(x, x, x, attn_mask=mask, need_weights=False)[0]


class Weights(nn.Module):
    """The attention weights are used: the op stays."""

    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(E, H, batch_first=True)

    def forward(self, x):
        out, weights = self.attn(x, x, x)
        assert weights is not None
        return out.sum() + weights.sum()


def encoder_layer(activation, norm_first):
    return nn.TransformerEncoderLayer(E, H, 64, dropout=0.1, activation=activation,
                                      batch_first=True, norm_first=norm_first)


class Counter(nn.Module):
    """A buffer forward writes: freezing keeps it an attribute, and so must
    cuagent."""

    def __init__(self):
        super().__init__()
        self.register_buffer("count", torch.zeros(1))

    def forward(self, x):
        self.count.add_(1.0)
        return torch.relu(x) * self.count


def frozen_model(module):
    torch.manual_seed(0)
    return torch.jit.script(module.eval())


def check_results(cuagent, model, inputs, others, tmp_path, worker):
    fast = cuagent.optimize(model, inputs, worker_path=worker, cache_dir=str(tmp_path / "c"))
    with torch.no_grad():
        for args in [inputs] + others:
            torch.testing.assert_close(fast(*args), model(*args), rtol=1e-4, atol=1e-5)
    return fast


def grouped_ops(result):
    return [op for group in groups(result) for op in group]


@pytest.mark.parametrize("need_weights", [False, True])
def test_self_attention_is_spelled_out(cuagent, tmp_path, worker, need_weights):
    model = frozen_model(SelfAttention(need_weights))
    x = torch.randn(3, 10, E)
    # Attention joins a group where it is decomposed (the tf32 default).
    result = cuagent.partition(model, [x], decompose_attention=True)
    assert result["native_attention"] == 1, result
    assert result["frozen_attributes"] >= 2, result
    # One GEMM for the packed q, k, v projection and the attention with the
    # head split between; the output projection with the ReLU.
    assert groups(result) == [
        ["aten::linear"] + ["aten::slice.Tensor"] * 3 +
        ["aten::reshape", "aten::transpose.int"] * 3 +
        ["aten::scaled_dot_product_attention", "aten::transpose.int"],
        ["aten::linear", "aten::relu"]], result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    check_results(cuagent, model, [x], [[torch.randn(2, 7, E)]], tmp_path, worker)


def test_cross_attention_identity_checks_fold_under_the_guard(cuagent, tmp_path, worker):
    """`query is key` of two inputs folds to what the example call had, and
    the guard compares the call's: the same module optimized with one tensor
    passed twice (self-attention, the fast path) or two (cross-attention, the
    slow path), called either way, computes what the model does."""
    model = frozen_model(CrossAttention())
    x, memory = torch.randn(2, 6, E), torch.randn(2, 9, E)
    result = cuagent.partition(model, [x, memory])
    assert result["fixed_identities"] == 1, result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    assert "aten::linear" in grouped_ops(result), result
    y = torch.randn(2, 6, E)
    for example in ([x, memory], [y, y]):
        fast = cuagent.optimize(model, example, worker_path=worker,
                                cache_dir=str(tmp_path / str(len(example[1]))))
        with torch.no_grad():
            for args in ([x, memory], [y, y], [x, x[:, :4]]):
                torch.testing.assert_close(fast(*args), model(*args), rtol=1e-4, atol=1e-5)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerDecoderLayer(E, H, 64, batch_first=True)

    def forward(self, x, memory):
        return self.layer(x, memory)


def test_batch_first_cross_attention_groups_its_projections_and_attention(cuagent, tmp_path,
                                                                           worker):
    """The slow path's batch-first transposes feed the projections: stock's
    linear copies such an input to a matrix anyway, so the transposes join
    the group, with the packed k/v split and the attention (decomposed)."""
    model = frozen_model(CrossAttention())
    x, memory = torch.randn(2, 6, E), torch.randn(2, 9, E)
    result = cuagent.partition(model, [x, memory], decompose_attention=True)
    (attention,) = [g for g in groups(result) if "aten::scaled_dot_product_attention" in g]
    assert attention[:4] == ["aten::transpose.int", "aten::transpose.int", "aten::linear",
                             "aten::linear"], attention
    check_results(cuagent, model, [x, memory], [[torch.randn(1, 3, E), torch.randn(1, 4, E)]],
                  tmp_path, worker)


def test_decoder_layer_control_flow_folds(cuagent, tmp_path, worker):
    """nn.TransformerDecoderLayer: self-attention takes the fast path and is
    spelled out; the cross-attention's checks (`x is memory` of a computed
    tensor and an input) fold; its norms, residuals and FFN are grouped."""
    model = frozen_model(Decoder())
    x, memory = torch.randn(2, 6, E), torch.randn(2, 9, E)
    result = cuagent.partition(model, [x, memory], decompose_attention=True)
    assert result["native_attention"] == 1, result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    ops = grouped_ops(result)
    assert ops.count("aten::layer_norm") == 3 and "aten::relu" in ops, result
    check_results(cuagent, model, [x, memory], [[torch.randn(1, 3, E), torch.randn(1, 4, E)]],
                  tmp_path, worker)


def test_sequence_first_attention_takes_the_slow_path(cuagent, tmp_path, worker):
    """Not batch_first: no fast path, but its checks fold all the same and
    F.multi_head_attention_forward's ops are grouped."""
    model = frozen_model(SequenceFirst())
    x = torch.randn(10, 3, E)
    result = cuagent.partition(model, [x])
    assert result["native_attention"] == 0, result
    assert "aten::linear" in grouped_ops(result), result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    check_results(cuagent, model, [x], [[torch.randn(5, 2, E)]], tmp_path, worker)


@pytest.mark.parametrize("model,inputs,why", [
    (Masked(), [torch.randn(2, 5, E), torch.zeros(5, 5)], "a mask"),
    (Weights(), [torch.randn(2, 5, E)], "the weights are used"),
], ids=lambda value: value if isinstance(value, str) else "")
def test_what_stays_fused(cuagent, tmp_path, worker, model, inputs, why):
    model = frozen_model(model)
    result = cuagent.partition(model, inputs)
    assert result["native_attention"] == 0, (why, result)
    check_results(cuagent, model, inputs, [], tmp_path, worker)


@pytest.mark.parametrize("activation", ["relu", "gelu"])
@pytest.mark.parametrize("norm_first", [False, True])
def test_encoder_layer_is_spelled_out(cuagent, tmp_path, worker, activation, norm_first):
    model = frozen_model(encoder_layer(activation, norm_first))
    x = torch.randn(3, 10, E)
    result = cuagent.partition(model, [x], decompose_attention=True)
    assert result["native_attention"] == 1, result
    # src_mask=None, src_key_padding_mask=None, is_causal=False: constants.
    assert result["fixed_inputs"] == 3, result
    ops = grouped_ops(result)
    assert ops.count("aten::linear") == 4 and ops.count("aten::layer_norm") == 2, result
    assert "aten::scaled_dot_product_attention" in ops, result
    assert ("aten::gelu" if activation == "gelu" else "aten::relu") in ops, result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    check_results(cuagent, model, [x], [[torch.randn(2, 4, E)]], tmp_path, worker)


def test_encoder_stack(cuagent, tmp_path, worker):
    layer = encoder_layer("relu", False)
    model = frozen_model(nn.TransformerEncoder(layer, 2, enable_nested_tensor=False))
    x = torch.randn(2, 8, E)
    result = cuagent.partition(model, [x], decompose_attention=True)
    assert result["native_attention"] == 2, result
    # The first layer's FFN and norms and the second's attention: one group.
    assert len(groups(result)) == 3, result
    check_results(cuagent, model, [x], [[torch.randn(1, 3, E)]], tmp_path, worker)


def test_a_written_attribute_stays_an_attribute(cuagent, tmp_path, worker):
    model = torch.jit.script(Counter().eval())
    assert cuagent.partition(model, [torch.randn(4, 4)])["frozen_attributes"] == 0
    fast = cuagent.optimize(model, [torch.randn(4, 4)], worker_path=worker,
                            cache_dir=str(tmp_path / "c"))
    x = torch.randn(4, 4)
    first, second = fast(x), fast(x)
    torch.testing.assert_close(second - first, torch.relu(x))


def test_sequence_first_encoder_layer_groups_its_attention(cuagent, tmp_path, worker):
    """batch_first=False (PyTorch's default) takes no fast path:
    F.multi_head_attention_forward's views of the packed projection feed
    the attention, which may read any view (its copy is small next to the
    scores), so the projection, head split and attention are one group."""
    model = frozen_model(nn.TransformerEncoderLayer(E, H, 64))
    x = torch.randn(10, 3, E)
    result = cuagent.partition(model, [x], decompose_attention=True)
    assert result["native_attention"] == 0, result
    (attention,) = [g for g in groups(result) if "aten::scaled_dot_product_attention" in g]
    assert attention[0] == "aten::linear", attention
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    check_results(cuagent, model, [x], [[torch.randn(4, 2, E)]], tmp_path, worker)


@pytest.mark.gpu
@pytest.mark.parametrize("activation", ["relu", "gelu"])
@pytest.mark.parametrize("norm_first", [False, True])
def test_encoder_layer_rewrite_matches_the_fast_path_on_cuda(cuagent, tmp_path, activation,
                                                             norm_first):
    """On CUDA the eager layer runs ATen's fused _transformer_encoder_layer_fwd
    (its GELU the GEMM epilogue's tanh form); the rewritten graph, every
    group left stock (a worker that fails), must compute the same, and the
    optimized module with the real worker too (strict fp32)."""
    torch.backends.cuda.matmul.allow_tf32 = False
    model = frozen_model(encoder_layer(activation, norm_first)).cuda()
    x = torch.randn(4, 64, E, device="cuda")
    with torch.no_grad():
        expected = model(x)
        stock = cuagent.optimize(model, [x], worker_path="/bin/false",
                                 cache_dir=str(tmp_path / "stock"))
        assert cuagent.last_report()["native_attention"] == 1
        torch.testing.assert_close(stock(x), expected, rtol=1e-5, atol=1e-5)
        fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "fast"))
        torch.testing.assert_close(fast(x), expected, rtol=1e-4, atol=1e-4)
