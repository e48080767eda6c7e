# Synthesized by cuagent (bench.synth.compose), seed=267, scale=h200.
# ops: conv_transpose1d -> activation:gelu -> rms_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 256, kernel_size=2, stride=2, padding=0, bias=False)
        self.rms_norm_2 = nn.RMSNorm(4096)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = F.gelu(x)
        x = self.rms_norm_2(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(128, 512, 2048)
    y1 = torch.randn(4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
