# Synthesized by cuagent (bench.synth.compose), seed=359, scale=large.
# ops: conv_transpose1d -> activation:mish -> layer_norm -> softmax:log_softmax -> reduce2:argmin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_2 = nn.LayerNorm(2048)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.mish(x)
        x = self.layer_norm_2(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.argmin(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
