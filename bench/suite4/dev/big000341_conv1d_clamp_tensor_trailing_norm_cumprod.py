# Synthesized by cuagent (bench.synth.compose), seed=341, scale=large.
# ops: conv1d -> clamp_tensor -> trailing_norm -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 64, kernel_size=3, stride=2, padding=1, bias=False)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(65536))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(65536))

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    return [x]


def get_init_inputs():
    return []
