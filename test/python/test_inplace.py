"""In-place ops (Optimize.cpp, RemoveTensorMutation): nn.ReLU(inplace=True)
and `out += identity` are aten::relu_ and aten::add_, which no group takes;
where PyTorch's pass proves nothing else sees the mutation they become
their functional ops and join the group. A mutated graph input stays
mutated, as the model does it."""
import torch

from conftest import groups
from models import scripted


class BasicBlock(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(8, 8, 3, padding=1, bias=False)
        self.bn = torch.nn.BatchNorm2d(8)
        self.relu = torch.nn.ReLU(inplace=True)
        with torch.no_grad():
            self.bn.running_mean.normal_()
            self.bn.running_var.uniform_(0.5, 2.0)

    def forward(self, x):
        out = self.relu(self.bn(self.conv(x)))
        out += x
        return self.relu(out)


class MutatesInput(torch.nn.Module):
    def forward(self, x):
        x.relu_()
        return torch.tanh(x) * 2 + 1


class MutatedThenRead(torch.nn.Module):
    """`y` is read before and after its in-place update."""

    def forward(self, x):
        y = torch.sigmoid(x)
        z = y * 3
        y.mul_(2)
        return z + y, torch.tanh(y)


def test_residual_block_is_one_group(cuagent, tmp_path, worker):
    model, x = scripted(BasicBlock()), torch.randn(2, 8, 6, 6)
    result = cuagent.partition(model, [x])
    assert not result["fallbacks"], result
    assert groups(result) == [["aten::conv2d", "aten::relu", "aten::add.Tensor",
                               "aten::relu"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(x), model(x))


def test_mutated_input_stays_mutated(cuagent, tmp_path, worker):
    model, x = scripted(MutatesInput()), torch.randn(4, 8)
    result = cuagent.partition(model, [x.clone()])
    assert ("aten::relu_", "UnsupportedOp") in [(f["op"], f["reason"])
                                                for f in result["fallbacks"]], result
    fast = cuagent.optimize(model, [x.clone()], cache_dir=str(tmp_path / "c"),
                            worker_path=worker)
    mine, theirs = x.clone(), x.clone()
    torch.testing.assert_close(fast(mine), model(theirs))
    torch.testing.assert_close(mine, theirs)
    assert (mine >= 0).all()


def test_update_of_a_value_read_before_stays(cuagent, tmp_path, worker):
    model, x = scripted(MutatedThenRead()), torch.randn(4, 8)
    result = cuagent.partition(model, [x])
    # PyTorch's pass keeps a mutation of a value read before it; stock runs it.
    assert ("aten::mul_.Scalar", "UnsupportedOp") in [(f["op"], f["reason"])
                                                      for f in result["fallbacks"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(x), model(x)):
        torch.testing.assert_close(actual, expected)
