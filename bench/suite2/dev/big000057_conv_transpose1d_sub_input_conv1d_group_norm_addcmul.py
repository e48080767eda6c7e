# Synthesized by cuagent (bench.synth.compose), seed=57, scale=large.
# ops: conv_transpose1d -> tensor_arith:sub_input -> conv1d -> group_norm -> binary:addcmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.conv1d_2 = nn.Conv1d(256, 512, kernel_size=5, stride=1, padding=2, bias=False)
        self.group_norm_3 = nn.GroupNorm(4, 512)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = x - y1
        x = self.conv1d_2(x)
        x = self.group_norm_3(x)
        x = torch.addcmul(x, y2, y2, value=0.25)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 256, 4097)
    y2 = torch.randn(32, 512, 4097)
    return [x, y1, y2]


def get_init_inputs():
    return []
