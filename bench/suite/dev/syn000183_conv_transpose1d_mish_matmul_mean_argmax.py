# Synthesized by cuagent (bench.synth.compose), seed=183, scale=h200.
# ops: conv_transpose1d -> activation:mish -> matmul -> reduce:mean -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 128, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = F.mish(x)
        x = torch.matmul(x, y1)
        x = torch.mean(x, dim=2, keepdim=False)
        x = torch.argmax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
