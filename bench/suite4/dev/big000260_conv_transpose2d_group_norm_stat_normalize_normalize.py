# Synthesized by cuagent (bench.synth.compose), seed=260, scale=large.
# ops: conv_transpose2d -> group_norm -> stat_normalize -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=2, padding=0, bias=False)
        self.group_norm_1 = nn.GroupNorm(8, 128)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.group_norm_1(x)
        s_stat_normalize_2, m_stat_normalize_2 = torch.std_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_2) / (s_stat_normalize_2 + 1e-5)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 128)
    y1 = torch.randn(64, 128, 1024, 256)
    return [x, y1]


def get_init_inputs():
    return []
