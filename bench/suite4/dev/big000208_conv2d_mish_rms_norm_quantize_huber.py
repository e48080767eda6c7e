# Synthesized by cuagent (bench.synth.compose), seed=208, scale=large.
# ops: conv2d -> activation:mish -> rms_norm -> quantize -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.rms_norm_2 = nn.RMSNorm(64)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.mish(x)
        x = self.rms_norm_2(x)
        x = (x // 0.25) * 0.25
        x = F.huber_loss(x, y1, reduction="sum", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 64)
    y1 = torch.randn(32, 64, 8192, 64)
    return [x, y1]


def get_init_inputs():
    return []
