# Synthesized by cuagent (bench.synth.compose), seed=57, scale=large.
# ops: conv_transpose2d -> avg_pool2d -> stat_normalize -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.avg_pool2d_1(x)
        s_stat_normalize_2, m_stat_normalize_2 = torch.std_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_2) / (s_stat_normalize_2 + 1e-5)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    return [x]


def get_init_inputs():
    return []
