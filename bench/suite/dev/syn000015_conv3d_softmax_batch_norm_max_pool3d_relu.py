# Synthesized by cuagent (bench.synth.compose), seed=15, scale=h200.
# ops: conv3d -> softmax:softmax -> batch_norm -> max_pool3d -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=3, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm3d(512)
        self.max_pool3d_3 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.softmax(x, dim=1)
        x = self.batch_norm_2(x)
        x = self.max_pool3d_3(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 24, 24, 16)
    return [x]


def get_init_inputs():
    return []
