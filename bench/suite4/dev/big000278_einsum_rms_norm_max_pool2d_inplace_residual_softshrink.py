# Synthesized by cuagent (bench.synth.compose), seed=278, scale=large.
# ops: einsum -> rms_norm -> max_pool2d -> inplace_residual -> activation2:softshrink
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.rms_norm_1 = nn.RMSNorm(128)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=3, stride=3)
        self.inplace_residual_3 = nn.Hardtanh(inplace=True)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.rms_norm_1(x)
        x = self.max_pool2d_2(x)
        h_inplace_residual_3 = self.inplace_residual_3(x * 1.5)
        h_inplace_residual_3 += x
        x = h_inplace_residual_3
        x = F.softshrink(x, lambd=0.25)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 128)
    return [x]


def get_init_inputs():
    return []
