# Synthesized by cuagent (bench.synth.compose), seed=737, scale=h200.
# ops: conv_transpose1d -> activation:hardswish -> activation:silu -> batch_norm -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 256, kernel_size=4, stride=2, padding=1, bias=False)
        self.batch_norm_3 = nn.BatchNorm1d(256)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.hardswish(x)
        x = F.silu(x)
        x = self.batch_norm_3(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
