# Synthesized by cuagent (bench.synth.compose), seed=224, scale=large.
# ops: batch_norm -> group_norm -> binary:addcmul -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(128)
        self.group_norm_1 = nn.GroupNorm(8, 128)

    def forward(self, x, y1, y2):
        x = self.batch_norm_0(x)
        x = self.group_norm_1(x)
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(256, 128, 65536)
    y1 = torch.randn(256, 128, 65536)
    y2 = torch.randn(256, 128, 65536)
    return [x, y1, y2]


def get_init_inputs():
    return []
