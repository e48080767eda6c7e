# Synthesized by cuagent (bench.synth.compose), seed=147, scale=large.
# ops: conv_transpose1d -> scalar_arith -> tensor_arith:mul_input -> activation2:softsign -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 32, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = x / 1.5
        x = x * y1
        x = F.softsign(x)
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    y1 = torch.randn(256, 32, 2048)
    return [x, y1]


def get_init_inputs():
    return []
