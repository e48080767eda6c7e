# Synthesized by cuagent (bench.synth.compose), seed=169, scale=h200.
# ops: qk_scores -> rms_norm -> reduce:sum -> activation:silu -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_1(x)
        x = torch.sum(x, dim=2, keepdim=True)
        x = F.silu(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 8, 1024, 128)
    y1 = torch.randn(32, 8, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
