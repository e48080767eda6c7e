# Synthesized by cuagent (bench.synth.compose), seed=742, scale=h200.
# ops: activation:gelu -> tensor_arith:mul_input -> softmax:log_softmax -> group_norm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_3 = nn.GroupNorm(4, 512)
        self.conv1d_4 = nn.Conv1d(512, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = F.gelu(x)
        x = x * y1
        x = torch.log_softmax(x, dim=-1)
        x = self.group_norm_3(x)
        x = self.conv1d_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
