# Synthesized by cuagent (bench.synth.compose), seed=396, scale=large.
# ops: qk_scores -> inplace_residual -> layout:pad_constant -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_1 = nn.ReLU6(inplace=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        h_inplace_residual_1 = self.inplace_residual_1(x * 2.0)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = F.pad(x, (1, 1, 1, 1), mode="constant", value=0.5)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 128)
    y1 = torch.randn(128, 32, 512, 128)
    y2 = torch.randn(128, 32, 514, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
