"""Shape specialization (lib/TorchScript/Specialize.cpp): nn modules' rank
and size checks (BatchNorm's input.dim(), InstanceNorm's size loop, a view
built from x.size(0)) fold to constants for the example inputs' sizes, so
they no longer cut groups or hide ops inside branches; the specialized body
runs behind one cuagent::inputs_match guard and any other sizes run the graph
as it was. Sizes that depend on data or on a non-tensor argument never fold."""
import torch

from conftest import groups, reasons


class SoftmaxThenBatchNorm(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = torch.nn.BatchNorm2d(4).eval()
        with torch.no_grad():
            self.bn.running_mean.uniform_(-1, 1)
            self.bn.running_var.uniform_(0.5, 2)

    def forward(self, x):
        return torch.relu(self.bn(torch.softmax(x * 0.5, dim=-1)))


class TwoInstanceNorms(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.first = torch.nn.InstanceNorm1d(8, affine=True)
        self.second = torch.nn.InstanceNorm1d(8)

    def forward(self, x):
        return torch.nn.functional.softplus(self.second(self.first(x * 2.0) + 1.0))


class FlattenBySize(torch.nn.Module):
    def forward(self, x):
        y = torch.relu(x * 3.0)
        return torch.tanh(y.view(y.size(0), -1) - 1.0)


class SizeFromData(torch.nn.Module):
    """y's width is a tensor's value: y.size(1) must not fold."""

    def forward(self, x, n):
        y = x[:, : int(n.item())]
        return torch.relu(y * 2.0 + 1.0) * y.size(1)


class SizeFromArgument(torch.nn.Module):
    """y's shape follows the int argument k: y.size(0) must not fold."""

    def forward(self, x, k: int):
        y = x.view(k, -1)
        return torch.sigmoid(y * 2.0 - 1.0) + y.size(0)


def grouped_ops(result):
    return [op for group in result["groups"] for op in group["ops"]]


def test_batch_norm_joins_the_group_before_it(cuagent):
    result = cuagent.partition(torch.jit.script(SoftmaxThenBatchNorm().eval()),
                               [torch.randn(2, 4, 8, 16)])
    assert result["folded_shape_queries"] >= 1, result
    assert len(result["groups"]) == 1, result
    assert {"aten::softmax.int", "aten::batch_norm", "aten::relu"} <= set(grouped_ops(result))
    assert not any(f["op"] == "aten::dim" for f in result["fallbacks"]), result


def test_instance_norms_inside_branches_are_captured(cuagent):
    """InstanceNorm's op sits in an If on the input's rank: after folding, both
    norms (the second only after the first is profiled at top level) are in
    one group with what surrounds them."""
    result = cuagent.partition(torch.jit.script(TwoInstanceNorms().eval()),
                               [torch.randn(4, 8, 32)])
    assert grouped_ops(result).count("aten::instance_norm") == 2, result
    assert len(result["groups"]) == 1, result
    assert not result["fallbacks"], result


def test_view_sizes_from_size_queries_fold(cuagent):
    result = cuagent.partition(torch.jit.script(FlattenBySize()), [torch.randn(4, 8, 16)])
    assert len(result["groups"]) == 1 and not result["fallbacks"], result
    assert "aten::view" in grouped_ops(result), result


def test_data_dependent_sizes_do_not_fold(cuagent, tmp_path, worker):
    model = torch.jit.script(SizeFromData())
    example = [torch.randn(4, 16), torch.tensor(5)]
    result = cuagent.partition(model, example)
    assert result["folded_shape_queries"] == 0, result
    assert ("aten::size.int", "UnsupportedOp") in reasons(result), result
    fast = cuagent.optimize(model, example, patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    x = torch.randn(4, 16)
    for n in (5, 7, 2):  # same input sizes, another width
        torch.testing.assert_close(fast(x, torch.tensor(n)), model(x, torch.tensor(n)))


def test_sizes_from_a_non_tensor_argument_do_not_fold(cuagent, tmp_path, worker):
    model = torch.jit.script(SizeFromArgument())
    result = cuagent.partition(model, [torch.randn(4, 16), 2])
    assert result["folded_shape_queries"] == 0, result
    assert ("aten::view", "NonConstantArgument") in reasons(result), result
    fast = cuagent.optimize(model, [torch.randn(4, 16), 2], patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    x = torch.randn(4, 16)
    for k in (2, 8, 1):
        torch.testing.assert_close(fast(x, k), model(x, k))


def test_specialized_module_runs_any_size_and_round_trips(cuagent, tmp_path, worker):
    """The optimized module holds the guard; the example sizes run the
    specialized body, other sizes (a different rank included) the original
    graph, and both agree with eager, also after save/load."""
    model = TwoInstanceNorms().eval()
    fast = cuagent.optimize(torch.jit.script(model), [torch.randn(4, 8, 32)], patch_all=True,
                            worker_path=worker, cache_dir=str(tmp_path / "cache"))
    assert cuagent.last_report()["folded_shape_queries"] >= 2
    assert "cuagent::inputs_match" in str(fast.graph), fast.graph
    path = tmp_path / "fast.pt"
    torch.jit.save(fast, str(path))
    loaded = torch.jit.load(str(path))
    with torch.no_grad():
        for shape in [(4, 8, 32), (2, 8, 48), (8, 32)]:
            x = torch.randn(shape)
            torch.testing.assert_close(fast(x), model(x))
            torch.testing.assert_close(loaded(x), model(x))


def test_inputs_match_op(cuagent):
    """Sizes, then device type, device index and dtype per input; strided only."""
    a, b = torch.randn(2, 3), torch.randn(5, dtype=torch.float64)
    cpu, f32, f64 = 0, 6, 7  # c10::DeviceType::CPU, c10::ScalarType::Float and Double
    match = torch.ops.cuagent.inputs_match
    spec = [2, 2, 3, cpu, -1, f32, 1, 5, cpu, -1, f64]
    assert match([a, b], spec)
    assert not match([a, b.float()], spec)  # a dtype differs
    assert not match([a, b], spec[:5] + [0] + spec[6:])  # a device index differs
    assert not match([a, b], spec[:4] + [1] + spec[5:])  # a device type differs (CUDA)
    assert not match([a, b], [2, 2, 4] + spec[3:])  # a size differs
    assert not match([a], spec) and not match([a, b, b], spec)  # one missing, one too many
    assert not match([a.to_sparse(), b], spec)  # not strided
    assert match([torch.tensor(1.0)], [0, cpu, -1, f32])  # a 0-d tensor


def test_inputs_match_only_where_the_call_needs_no_autograd_or_autocast(cuagent):
    """The specialized graph computes as under torch.no_grad() with autocast
    off (its grad-mode and autocast queries fold so): an input that requires
    grad with grad mode on, or autocast, gets the graph as it was."""
    cpu, f32 = 0, 6
    spec = [2, 2, 3, cpu, -1, f32]
    match = torch.ops.cuagent.inputs_match
    x = torch.randn(2, 3, requires_grad=True)
    assert not match([x], spec)
    with torch.no_grad():
        assert match([x], spec)
    assert match([x.detach()], spec)
    with torch.autocast("cpu"):
        assert not match([x.detach()], spec)


def test_sizes_match_op_still_runs_modules_saved_before_inputs_match(cuagent):
    a, b = torch.randn(2, 3), torch.randn(5)
    match = torch.ops.cuagent.sizes_match
    assert match([a, b], [2, 2, 3, 1, 5])
    assert not match([a, b], [2, 2, 4, 1, 5])  # a size differs
    assert not match([a, b], [2, 2, 3, 2, 5, 1])  # a rank differs
    assert not match([a], [2, 2, 3, 1, 5])  # an input is missing
    assert not match([a, b, b], [2, 2, 3, 1, 5])  # one too many
    assert match([torch.tensor(1.0)], [0])  # a 0-d tensor


class MaskedScoresBatchNorm(torch.nn.Module):
    def __init__(self, n):
        super().__init__()
        # One key more hidden than causal: the exact causal mask is computed,
        # not widened (decision 96).
        mask = torch.tril(torch.ones(n, n))
        mask[n - 1, 0] = 0.0
        self.register_buffer("mask", mask)
        self.bn = torch.nn.BatchNorm2d(3).eval()

    def forward(self, q, k):
        scores = torch.matmul(q, k.transpose(-2, -1)) * 0.125
        return self.bn(torch.softmax(scores.masked_fill(self.mask == 0, float("-inf")), -1))


def test_specialization_keeps_the_widened_bool_mask(cuagent, tmp_path, worker):
    """Constant propagation (part of specialization) folds ne(mask, 0) back to
    a bool constant: the mask is widened after it, and both apply."""
    model = torch.jit.script(MaskedScoresBatchNorm(16).eval())
    example = [torch.randn(2, 3, 16, 8), torch.randn(2, 3, 16, 8)]
    result = cuagent.partition(model, example)
    assert result["folded_shape_queries"] >= 1 and result["widened_bool_masks"] == 1, result
    assert len(result["groups"]) == 1 and not result["fallbacks"], result
    fast = cuagent.optimize(model, example, patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    with torch.no_grad():
        for batch in (2, 5):
            inputs = [torch.randn(batch, 3, 16, 8), torch.randn(batch, 3, 16, 8)]
            torch.testing.assert_close(fast(*inputs), model(*inputs))


class Norms(torch.nn.Module):
    def forward(self, x):
        return x / torch.norm(x, p="fro") + x / torch.norm(x, p=2, dim=1, keepdim=True)


def test_torch_norm_layout_and_device_checks_fold(cuagent, tmp_path, worker):
    """torch.norm picks its kernel by the input's layout and device type
    (prim::layout, prim::device): folded under the guard, which checks both,
    the norms and divisions are one group; a float64 input (another dtype)
    and other sizes run the original graph."""
    model = torch.jit.script(Norms())
    x = torch.randn(8, 32)
    result = cuagent.partition(model, [x])
    assert not [f for f in result["fallbacks"] if f["op"] == "aten::eq.int"], result
    (group,) = groups(result)
    assert group.count("aten::linalg_vector_norm") == 2 and "aten::div.Tensor" in group, group
    fast = cuagent.optimize(model, [x], patch_all=True, cache_dir=str(tmp_path / "c"),
                            worker_path=worker)
    assert "cuagent::inputs_match" in str(fast.graph)
    for other in (x, torch.randn(4, 32), x.double()):
        torch.testing.assert_close(fast(other), model(other))
