"""Small models shared by the tests."""
import torch


class Chain(torch.nn.Module):
    """One elementwise group: add, relu, mul.Scalar, sigmoid."""

    def forward(self, x, y):
        return torch.sigmoid(torch.relu(x + y) * 2.0)


class BrokenChain(torch.nn.Module):
    """atan2 is not supported: two groups around it."""

    def forward(self, x, y):
        a = torch.relu(x + y)
        b = torch.atan2(a, y)
        return torch.tanh(b * 0.5 - 1.0)


class Single(torch.nn.Module):
    """A supported op alone between unsupported ones (atan2): GroupTooSmall."""

    def forward(self, x, w):
        return torch.atan2(torch.relu(torch.atan2(x, w)), w)


class NotLast(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x).sum(0) * 2.0


class Diamond(torch.nn.Module):
    """relu -> mul feeds both an unsupported atan2 and the add that also reads
    the atan2: merging all four supported ops into one group would make a cycle."""

    def forward(self, x, w):
        a = torch.relu(x) * 2.0
        b = torch.atan2(a, w)
        return torch.sigmoid(a + b)


class Crossed(torch.nn.Module):
    """Two chains that feed each other through unsupported atan2s: each group
    alone is convex, but contracting both naively would create a cycle."""

    def forward(self, x, y, w):
        a1 = torch.relu(x)
        b1 = torch.tanh(y)
        p = torch.atan2(a1, w)
        q = torch.atan2(b1, w)
        a2 = torch.sigmoid(a1 + q)
        b2 = torch.relu(b1 - p)
        return a2 * b2


class Softmax(torch.nn.Module):
    def forward(self, x):
        return torch.softmax(x * 0.5, dim=-1) + 1.0


class WithParam(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.bias = torch.nn.Parameter(torch.randn(16))

    def forward(self, x):
        h = torch.relu(x + self.bias)
        return torch.matmul(h, h.t()), torch.sigmoid(h).sum(-1)


def scripted(module):
    return torch.jit.script(module.eval())
