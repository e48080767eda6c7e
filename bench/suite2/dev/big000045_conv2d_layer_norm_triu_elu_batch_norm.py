# Synthesized by cuagent (bench.synth.compose), seed=45, scale=large.
# ops: conv2d -> layer_norm -> layout:triu -> activation:elu -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=1, stride=1, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(256)
        self.batch_norm_4 = nn.BatchNorm2d(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = torch.triu(x, diagonal=3)
        x = F.elu(x, alpha=0.5)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
