# Synthesized by cuagent (bench.synth.compose), seed=145, scale=h200.
# ops: qk_scores -> softmax:log_softmax -> max_pool2d -> sdpa -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.batch_norm_4 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.log_softmax(x, dim=1)
        x = self.max_pool2d_2(x)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 128, 64)
    y1 = torch.randn(16, 512, 128, 64)
    y2 = torch.randn(16, 512, 64, 64)
    y3 = torch.randn(16, 512, 64, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
