# Synthesized by cuagent (bench.synth.compose), seed=748, scale=h200.
# ops: conv3d -> activation:sigmoid -> activation:mish -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.sigmoid(x)
        x = F.mish(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 64, 64)
    return [x]


def get_init_inputs():
    return []
