# Synthesized by cuagent (bench.synth.compose), seed=273, scale=large.
# ops: max_pool1d -> layout:repeat -> reduce2:norm1 -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.rms_norm_3 = nn.RMSNorm(512)

    def forward(self, x):
        x = self.max_pool1d_0(x)
        x = x.repeat(1, 2, 1)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 65536)
    return [x]


def get_init_inputs():
    return []
