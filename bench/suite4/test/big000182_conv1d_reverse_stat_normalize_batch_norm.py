# Synthesized by cuagent (bench.synth.compose), seed=182, scale=large.
# ops: conv1d -> scan:reverse -> stat_normalize -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 256, kernel_size=3, stride=2, padding=0, bias=False)
        self.batch_norm_3 = nn.BatchNorm1d(256)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        s_stat_normalize_2, m_stat_normalize_2 = torch.std_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_2) / (s_stat_normalize_2 + 1e-5)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 131072)
    return [x]


def get_init_inputs():
    return []
