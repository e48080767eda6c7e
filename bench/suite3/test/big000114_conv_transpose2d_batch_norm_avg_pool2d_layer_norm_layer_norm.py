# Synthesized by cuagent (bench.synth.compose), seed=114, scale=large.
# ops: conv_transpose2d -> batch_norm -> avg_pool2d -> layer_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(128)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.layer_norm_3 = nn.LayerNorm(65)
        self.layer_norm_4 = nn.LayerNorm(65)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.batch_norm_1(x)
        x = self.avg_pool2d_2(x)
        x = self.layer_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    return [x]


def get_init_inputs():
    return []
