# Synthesized by cuagent (bench.synth.compose), seed=366, scale=large.
# ops: conv3d -> clamp_tensor -> activation2:relu6 -> stat_normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=1, stride=2, padding=0, bias=True)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(48))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(48))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        x = F.relu6(x)
        s_stat_normalize_3, m_stat_normalize_3 = torch.std_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_3) / (s_stat_normalize_3 + 1e-5)
        return x


def get_inputs():
    x = torch.randn(128, 32, 64, 48, 96)
    return [x]


def get_init_inputs():
    return []
