# Synthesized by cuagent (bench.synth.compose), seed=335, scale=large.
# ops: conv2d -> clamp_tensor -> special -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 32, kernel_size=5, stride=1, padding=2, bias=True)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(128))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(128))

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        x = torch.logaddexp(x, -x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 128)
    y1 = torch.randn(32, 32, 8192, 128)
    return [x, y1]


def get_init_inputs():
    return []
