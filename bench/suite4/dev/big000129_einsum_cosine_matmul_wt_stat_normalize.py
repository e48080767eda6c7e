# Synthesized by cuagent (bench.synth.compose), seed=129, scale=large.
# ops: einsum -> distance:cosine -> matmul_wt -> stat_normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 16) / 4.0000)
        self.matmul_wt_2 = nn.Parameter(torch.randn(16384, 128) / 11.3137)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.cosine_similarity(x, y1, dim=1)
        x = x @ self.matmul_wt_2.T
        v_stat_normalize_3, m_stat_normalize_3 = torch.var_mean(x, dim=-1, keepdim=True)
        x = (x - m_stat_normalize_3) * torch.rsqrt(v_stat_normalize_3 + 1e-5)
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 128)
    y1 = torch.randn(64, 32, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
