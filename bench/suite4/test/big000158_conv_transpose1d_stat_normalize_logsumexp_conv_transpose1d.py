# Synthesized by cuagent (bench.synth.compose), seed=158, scale=large.
# ops: conv_transpose1d -> stat_normalize -> reduce:logsumexp -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 64, kernel_size=3, stride=1, padding=0, bias=False)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(1, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        v_stat_normalize_1, m_stat_normalize_1 = torch.var_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_1) * torch.rsqrt(v_stat_normalize_1 + 1e-5)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
