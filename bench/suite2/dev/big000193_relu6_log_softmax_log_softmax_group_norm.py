# Synthesized by cuagent (bench.synth.compose), seed=193, scale=large.
# ops: activation2:relu6 -> softmax:log_softmax -> softmax:log_softmax -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_3 = nn.GroupNorm(2, 64)

    def forward(self, x):
        x = F.relu6(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.log_softmax(x, dim=1)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 512)
    return [x]


def get_init_inputs():
    return []
