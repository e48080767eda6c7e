# Synthesized by cuagent (bench.synth.compose), seed=768, scale=h200.
# ops: conv1d -> clamp -> reduce:sum -> reduce:min -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 128, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = torch.sum(x, dim=2, keepdim=False)
        x = torch.min(x, dim=1, keepdim=True)[0]
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
