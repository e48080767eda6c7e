# Synthesized by cuagent (bench.synth.compose), seed=657, scale=h200.
# ops: bmm -> conv_transpose1d -> activation:relu -> softmax:softmax -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(512, 256, kernel_size=3, stride=1, padding=1, bias=True)
        self.rms_norm_4 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        x = torch.relu(x)
        x = torch.softmax(x, dim=-1)
        x = self.rms_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
