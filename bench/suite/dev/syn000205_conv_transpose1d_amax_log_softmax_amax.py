# Synthesized by cuagent (bench.synth.compose), seed=205, scale=h200.
# ops: conv_transpose1d -> reduce:amax -> softmax:log_softmax -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 128, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.amax(x, dim=1, keepdim=True)
        x = torch.log_softmax(x, dim=-1)
        x = torch.amax(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 512)
    return [x]


def get_init_inputs():
    return []
