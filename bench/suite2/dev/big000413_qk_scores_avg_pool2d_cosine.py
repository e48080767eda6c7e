# Synthesized by cuagent (bench.synth.compose), seed=413, scale=large.
# ops: qk_scores -> avg_pool2d -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.avg_pool2d_1(x)
        x = F.cosine_similarity(x, y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 128)
    y1 = torch.randn(32, 32, 1024, 128)
    y2 = torch.randn(32, 32, 341, 341)
    return [x, y1, y2]


def get_init_inputs():
    return []
