"""layer_norm and rms_norm over several trailing dims (FlattenNorms.h):
ATen computes them over the trailing dims flattened into one, so capture
rewrites them as flatten, a norm over the last dim and unflatten, which
join the group around them; a frozen weight and bias become flat
constants. The optimized module must compute what the model does, for the
example sizes and others."""
import torch
import torch.nn.functional as F

from conftest import groups
from models import scripted


class ChannelsLayerNorm(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm((4, 5, 6))
        with torch.no_grad():
            self.norm.weight.normal_()
            self.norm.bias.normal_()

    def forward(self, x):
        return torch.relu(self.norm(torch.tanh(x))) * 2


class ShapeOfInput(torch.nn.Module):
    def forward(self, x):
        return F.layer_norm(x, x.shape[1:]) + 1


class RmsTwoDims(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.RMSNorm((5, 6), eps=1e-6)
        with torch.no_grad():
            self.norm.weight.normal_()

    def forward(self, x):
        return torch.sigmoid(self.norm(x)) * x


def check(cuagent, model, inputs, others, tmp_path, worker):
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    assert cuagent.last_report()["flattened_norms"] == 1
    for args in (inputs, others):
        torch.testing.assert_close(fast(*args), model(*args))


def test_layer_norm_over_three_dims_is_one_group(cuagent, tmp_path, worker):
    model, x = scripted(ChannelsLayerNorm()), torch.randn(3, 4, 5, 6)
    result = cuagent.partition(model, [x])
    assert result["flattened_norms"] == 1 and not result["fallbacks"], result
    assert groups(result) == [["aten::tanh", "aten::flatten.using_ints", "aten::layer_norm",
                               "aten::unflatten.int", "aten::relu", "aten::mul.Scalar"]], result
    check(cuagent, model, [x], [torch.randn(7, 4, 5, 6)], tmp_path, worker)


def test_normalized_shape_from_the_input_folds_first(cuagent, tmp_path, worker):
    model, x = scripted(ShapeOfInput()), torch.randn(2, 3, 8)
    result = cuagent.partition(model, [x])
    assert result["flattened_norms"] == 1 and not result["fallbacks"], result
    assert groups(result) == [["aten::flatten.using_ints", "aten::layer_norm",
                               "aten::unflatten.int", "aten::add.Scalar"]], result
    # Other sizes run the graph as it was, behind the guard.
    check(cuagent, model, [x], [torch.randn(4, 5, 2)], tmp_path, worker)


def test_rms_norm_over_two_dims(cuagent, tmp_path, worker):
    model, x = scripted(RmsTwoDims()), torch.randn(3, 4, 5, 6)
    result = cuagent.partition(model, [x])
    assert result["flattened_norms"] == 1 and not result["fallbacks"], result
    assert groups(result) == [["aten::flatten.using_ints", "aten::rms_norm",
                               "aten::unflatten.int", "aten::sigmoid", "aten::mul.Tensor"]], result
    check(cuagent, model, [x], [torch.randn(2, 9, 5, 6)], tmp_path, worker)
