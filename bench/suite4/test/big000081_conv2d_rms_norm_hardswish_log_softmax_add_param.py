# Synthesized by cuagent (bench.synth.compose), seed=81, scale=large.
# ops: conv2d -> rms_norm -> activation:hardswish -> softmax:log_softmax -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=2, padding=1, bias=False)
        self.rms_norm_1 = nn.RMSNorm(256)
        self.tensor_arith_4 = nn.Parameter(torch.randn(256, 1, 1))

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.rms_norm_1(x)
        x = F.hardswish(x)
        x = torch.log_softmax(x, dim=1)
        x = x + self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(256, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
