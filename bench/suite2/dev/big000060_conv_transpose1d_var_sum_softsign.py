# Synthesized by cuagent (bench.synth.compose), seed=60, scale=large.
# ops: conv_transpose1d -> reduce2:var -> reduce:sum -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 64, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.var(x, dim=1, keepdim=False)
        x = torch.sum(x, dim=1, keepdim=False)
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
