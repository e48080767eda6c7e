# Synthesized by cuagent (bench.synth.compose), seed=219, scale=large.
# ops: bmm -> trailing_norm -> inplace_residual -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.layer_norm(x, x.shape[-2:])
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(128, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
