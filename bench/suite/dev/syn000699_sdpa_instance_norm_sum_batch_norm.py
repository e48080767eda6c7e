# Synthesized by cuagent (bench.synth.compose), seed=699, scale=h200.
# ops: sdpa -> instance_norm -> reduce:sum -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm2d(16, affine=True)
        self.batch_norm_3 = nn.BatchNorm1d(1024)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.instance_norm_1(x)
        x = torch.sum(x, dim=1, keepdim=False)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    y1 = torch.randn(32, 16, 1024, 128)
    y2 = torch.randn(32, 16, 1024, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
