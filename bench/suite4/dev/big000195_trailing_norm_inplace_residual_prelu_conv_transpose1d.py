# Synthesized by cuagent (bench.synth.compose), seed=195, scale=large.
# ops: trailing_norm -> inplace_residual -> activation2:prelu -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_1 = nn.SiLU(inplace=True)
        self.activation2_2 = nn.PReLU(128, init=0.1)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(128, 128, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = F.layer_norm(x, x.shape[-2:])
        h_inplace_residual_1 = self.inplace_residual_1(x * 1.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = self.activation2_2(x)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32768)
    return [x]


def get_init_inputs():
    return []
