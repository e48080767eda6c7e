# Synthesized by cuagent (bench.synth.compose), seed=283, scale=h200.
# ops: conv2d -> qk_scores -> softmax:log_softmax -> sdpa -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 16, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2, y3):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0627
        x = torch.log_softmax(x, dim=1)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=True)
        x = torch.mean(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 256)
    y1 = torch.randn(128, 16, 30, 254)
    y2 = torch.randn(128, 16, 30, 30)
    y3 = torch.randn(128, 16, 30, 30)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
