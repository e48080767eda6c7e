# Synthesized by cuagent (bench.synth.compose), seed=284, scale=large.
# ops: conv2d -> reduce:logsumexp -> reduce2:var -> reduce2:norm2
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        x = torch.var(x, dim=1, keepdim=False)
        x = torch.linalg.vector_norm(x, ord=2, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 64)
    return [x]


def get_init_inputs():
    return []
