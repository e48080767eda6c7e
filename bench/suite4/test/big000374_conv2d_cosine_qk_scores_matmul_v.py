# Synthesized by cuagent (bench.synth.compose), seed=374, scale=large.
# ops: conv2d -> distance:cosine -> qk_scores -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2, y3):
        x = self.conv2d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 64, 256, 512)
    y2 = torch.randn(32, 256, 512)
    y3 = torch.randn(32, 256, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
