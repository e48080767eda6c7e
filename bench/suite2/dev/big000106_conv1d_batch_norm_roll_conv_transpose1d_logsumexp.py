# Synthesized by cuagent (bench.synth.compose), seed=106, scale=large.
# ops: conv1d -> batch_norm -> layout:roll -> conv_transpose1d -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(256)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(256, 32, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.batch_norm_1(x)
        x = torch.roll(x, shifts=1, dims=1)
        x = self.conv_transpose1d_3(x)
        x = torch.logsumexp(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
