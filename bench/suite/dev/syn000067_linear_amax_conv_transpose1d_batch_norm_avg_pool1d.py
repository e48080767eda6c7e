# Synthesized by cuagent (bench.synth.compose), seed=67, scale=h200.
# ops: linear -> reduce:amax -> conv_transpose1d -> batch_norm -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(512, 16, kernel_size=2, stride=2, padding=0, bias=False)
        self.batch_norm_3 = nn.BatchNorm1d(16)
        self.avg_pool1d_4 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.amax(x, dim=2, keepdim=True)
        x = self.conv_transpose1d_2(x)
        x = self.batch_norm_3(x)
        x = self.avg_pool1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    return [x]


def get_init_inputs():
    return []
