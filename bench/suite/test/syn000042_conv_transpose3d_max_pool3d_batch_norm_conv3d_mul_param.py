# Synthesized by cuagent (bench.synth.compose), seed=42, scale=h200.
# ops: conv_transpose3d -> max_pool3d -> batch_norm -> conv3d -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 32, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=3, stride=3)
        self.batch_norm_2 = nn.BatchNorm3d(32)
        self.conv3d_3 = nn.Conv3d(32, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1, 1, 1))

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.max_pool3d_1(x)
        x = self.batch_norm_2(x)
        x = self.conv3d_3(x)
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(32, 128, 32, 16, 32)
    return [x]


def get_init_inputs():
    return []
