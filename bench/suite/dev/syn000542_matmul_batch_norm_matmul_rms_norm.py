# Synthesized by cuagent (bench.synth.compose), seed=542, scale=h200.
# ops: matmul -> batch_norm -> matmul -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(2048)
        self.rms_norm_3 = nn.RMSNorm(2048)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = torch.matmul(x, y2)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(1024, 512)
    y2 = torch.randn(512, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
