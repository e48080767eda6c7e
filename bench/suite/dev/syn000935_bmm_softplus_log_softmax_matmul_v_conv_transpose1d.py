# Synthesized by cuagent (bench.synth.compose), seed=935, scale=h200.
# ops: bmm -> activation:softplus -> softmax:log_softmax -> matmul_v -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_4 = nn.ConvTranspose1d(2048, 256, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.softplus(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.matmul(x, y2)
        x = self.conv_transpose1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 2048)
    y2 = torch.randn(32, 2048, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
