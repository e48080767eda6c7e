# Synthesized by cuagent (bench.synth.compose), seed=36, scale=large.
# ops: conv_transpose1d -> avg_pool1d -> reduce2:norm2 -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 512, kernel_size=4, stride=2, padding=1, bias=False)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=2)
        self.batch_norm_3 = nn.BatchNorm1d(512)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.avg_pool1d_1(x)
        x = torch.linalg.vector_norm(x, ord=2, dim=2, keepdim=True)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 16384)
    return [x]


def get_init_inputs():
    return []
