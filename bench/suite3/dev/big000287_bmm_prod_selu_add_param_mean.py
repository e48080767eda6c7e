# Synthesized by cuagent (bench.synth.compose), seed=287, scale=large.
# ops: bmm -> prod -> activation2:selu -> tensor_arith:add_param -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_3 = nn.Parameter(torch.randn(32))

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        x = F.selu(x)
        x = x + self.tensor_arith_3
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 32768)
    y1 = torch.randn(32, 32768, 2048)
    return [x, y1]


def get_init_inputs():
    return []
