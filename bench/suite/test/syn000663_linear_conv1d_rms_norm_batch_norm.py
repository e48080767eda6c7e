# Synthesized by cuagent (bench.synth.compose), seed=663, scale=h200.
# ops: linear -> conv1d -> rms_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)
        self.conv1d_1 = nn.Conv1d(2048, 128, kernel_size=3, stride=2, padding=0, bias=False)
        self.rms_norm_2 = nn.RMSNorm(511)
        self.batch_norm_3 = nn.BatchNorm1d(128)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.conv1d_1(x)
        x = self.rms_norm_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
