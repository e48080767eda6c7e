# Synthesized by cuagent (bench.synth.compose), seed=160, scale=large.
# ops: activation2:gelu_tanh -> max_pool1d -> activation2:selu -> bmm -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = F.gelu(x, approximate="tanh")
        x = self.max_pool1d_1(x)
        x = F.selu(x)
        x = torch.bmm(x, y1)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 682, 4096)
    return [x, y1]


def get_init_inputs():
    return []
