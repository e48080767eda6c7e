# Synthesized by cuagent (bench.synth.compose), seed=570, scale=h200.
# ops: linear -> max_pool1d -> batch_norm -> conv1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 4096, bias=False)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.batch_norm_2 = nn.BatchNorm1d(1024)
        self.conv1d_3 = nn.Conv1d(1024, 16, kernel_size=1, stride=2, padding=0, bias=True)
        self.conv_transpose1d_4 = nn.ConvTranspose1d(16, 16, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.max_pool1d_1(x)
        x = self.batch_norm_2(x)
        x = self.conv1d_3(x)
        x = self.conv_transpose1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    return [x]


def get_init_inputs():
    return []
