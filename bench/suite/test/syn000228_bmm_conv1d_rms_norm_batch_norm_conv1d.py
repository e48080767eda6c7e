# Synthesized by cuagent (bench.synth.compose), seed=228, scale=h200.
# ops: bmm -> conv1d -> rms_norm -> batch_norm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(2048, 64, kernel_size=5, stride=1, padding=2, bias=True)
        self.rms_norm_2 = nn.RMSNorm(1024)
        self.batch_norm_3 = nn.BatchNorm1d(64)
        self.conv1d_4 = nn.Conv1d(64, 512, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.conv1d_1(x)
        x = self.rms_norm_2(x)
        x = self.batch_norm_3(x)
        x = self.conv1d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
