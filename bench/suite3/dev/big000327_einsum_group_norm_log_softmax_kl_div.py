# Synthesized by cuagent (bench.synth.compose), seed=327, scale=large.
# ops: einsum -> group_norm -> softmax:log_softmax -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)
        self.group_norm_1 = nn.GroupNorm(8, 128)

    def forward(self, x, y1):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = self.group_norm_1(x)
        x = torch.log_softmax(x, dim=1)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 128, 128, 128)
    y1 = torch.randn(128, 128, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
