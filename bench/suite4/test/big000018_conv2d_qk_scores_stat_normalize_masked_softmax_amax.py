# Synthesized by cuagent (bench.synth.compose), seed=18, scale=large.
# ops: conv2d -> qk_scores -> stat_normalize -> masked_softmax -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.register_buffer("masked_softmax_3_mask", torch.tril(torch.ones(256, 256)))

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        v_stat_normalize_2, m_stat_normalize_2 = torch.var_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_2) * torch.rsqrt(v_stat_normalize_2 + 1e-5)
        x = torch.softmax(x.masked_fill(self.masked_softmax_3_mask == 0, float("-inf")), dim=-1)
        x = torch.amax(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512, 128)
    y1 = torch.randn(32, 512, 256, 64)
    return [x, y1]


def get_init_inputs():
    return []
