# Synthesized by cuagent (bench.synth.compose), seed=161, scale=large.
# ops: qk_scores -> batch_norm -> special -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.batch_norm_1(x)
        x = torch.sinc(x)
        x = F.l1_loss(x, y2, reduction="sum")
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 256)
    y1 = torch.randn(32, 512, 256, 256)
    y2 = torch.randn(32, 512, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
