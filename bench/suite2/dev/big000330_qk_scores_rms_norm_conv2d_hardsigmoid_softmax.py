# Synthesized by cuagent (bench.synth.compose), seed=330, scale=large.
# ops: qk_scores -> rms_norm -> conv2d -> activation2:hardsigmoid -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)
        self.conv2d_2 = nn.Conv2d(256, 256, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.rms_norm_1(x)
        x = self.conv2d_2(x)
        x = F.hardsigmoid(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 256, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
