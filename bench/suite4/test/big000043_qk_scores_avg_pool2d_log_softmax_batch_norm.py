# Synthesized by cuagent (bench.synth.compose), seed=43, scale=large.
# ops: qk_scores -> avg_pool2d -> softmax:log_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.batch_norm_3 = nn.BatchNorm2d(64)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.avg_pool2d_1(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 512)
    y1 = torch.randn(256, 64, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
