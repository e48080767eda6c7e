# Synthesized by cuagent (bench.synth.compose), seed=846, scale=h200.
# ops: sdpa -> qk_scores -> instance_norm -> masked_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm2d(512, affine=True)
        self.register_buffer("masked_softmax_3_mask", torch.tril(torch.ones(64, 64)))
        self.batch_norm_4 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = self.instance_norm_2(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_3_mask == 0, float("-inf")), dim=-1)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 64, 128)
    y1 = torch.randn(32, 512, 64, 128)
    y2 = torch.randn(32, 512, 64, 128)
    y3 = torch.randn(32, 512, 64, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
