# Synthesized by cuagent (bench.synth.compose), seed=882, scale=h200.
# ops: sdpa -> softmax:softmax -> avg_pool2d -> batch_norm -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.batch_norm_3 = nn.BatchNorm2d(8)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.softmax(x, dim=-1)
        x = self.avg_pool2d_2(x)
        x = self.batch_norm_3(x)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 8, 2048, 64)
    y1 = torch.randn(32, 8, 2048, 64)
    y2 = torch.randn(32, 8, 2048, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
