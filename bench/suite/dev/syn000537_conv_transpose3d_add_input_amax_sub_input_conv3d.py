# Synthesized by cuagent (bench.synth.compose), seed=537, scale=h200.
# ops: conv_transpose3d -> tensor_arith:add_input -> reduce:amax -> tensor_arith:sub_input -> conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(16, 32, kernel_size=3, stride=2, padding=1, bias=True)
        self.conv3d_4 = nn.Conv3d(1, 64, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose3d_0(x)
        x = x + y1
        x = torch.amax(x, dim=1, keepdim=True)
        x = x - y2
        x = self.conv3d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 32, 64, 32)
    y1 = torch.randn(16, 32, 63, 127, 63)
    y2 = torch.randn(16, 1, 63, 127, 63)
    return [x, y1, y2]


def get_init_inputs():
    return []
