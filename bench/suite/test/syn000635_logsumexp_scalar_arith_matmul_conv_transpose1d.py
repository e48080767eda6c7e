# Synthesized by cuagent (bench.synth.compose), seed=635, scale=h200.
# ops: reduce:logsumexp -> scalar_arith -> matmul -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_3 = nn.ConvTranspose1d(1024, 64, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.logsumexp(x, dim=2, keepdim=True)
        x = x + 2.0
        x = torch.matmul(x, y1)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 512)
    y1 = torch.randn(1, 2048)
    return [x, y1]


def get_init_inputs():
    return []
