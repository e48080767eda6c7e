# Synthesized by cuagent (bench.synth.compose), seed=368, scale=large.
# ops: bmm -> activation:sigmoid -> instance_norm -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm1d(4096, affine=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.sigmoid(x)
        x = self.instance_norm_2(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 4096, 4096)
    y1 = torch.randn(128, 4096, 1024)
    y2 = torch.randn(128, 4096, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
