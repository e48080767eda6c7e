# Synthesized by cuagent (bench.synth.compose), seed=593, scale=h200.
# ops: matmul -> conv_transpose1d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(1024, 512, kernel_size=4, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm1d(512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv_transpose1d_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
