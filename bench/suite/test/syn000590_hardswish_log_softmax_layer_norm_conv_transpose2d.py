# Synthesized by cuagent (bench.synth.compose), seed=590, scale=h200.
# ops: activation:hardswish -> softmax:log_softmax -> layer_norm -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(64)
        self.conv_transpose2d_3 = nn.ConvTranspose2d(512, 256, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.layer_norm_2(x)
        x = self.conv_transpose2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 32, 64)
    return [x]


def get_init_inputs():
    return []
