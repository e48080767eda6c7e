# Synthesized by cuagent (bench.synth.compose), seed=16, scale=large.
# ops: conv2d -> batch_norm -> distance:cosine -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 32, kernel_size=5, stride=2, padding=2, bias=False)
        self.batch_norm_1 = nn.BatchNorm2d(32)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = self.avg_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512, 128)
    y1 = torch.randn(32, 32, 256, 64)
    return [x, y1]


def get_init_inputs():
    return []
