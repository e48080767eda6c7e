# Synthesized by cuagent (bench.synth.compose), seed=285, scale=large.
# ops: conv1d -> tensor_arith:add_param -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(128, 1))

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x + self.tensor_arith_1
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 128, 2048)
    return [x, y1]


def get_init_inputs():
    return []
