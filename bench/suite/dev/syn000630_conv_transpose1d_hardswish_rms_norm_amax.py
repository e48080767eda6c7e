# Synthesized by cuagent (bench.synth.compose), seed=630, scale=h200.
# ops: conv_transpose1d -> activation:hardswish -> rms_norm -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=4, stride=2, padding=0, bias=True)
        self.rms_norm_2 = nn.RMSNorm(4098)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.hardswish(x)
        x = self.rms_norm_2(x)
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
