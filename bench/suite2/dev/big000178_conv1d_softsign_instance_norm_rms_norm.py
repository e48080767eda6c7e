# Synthesized by cuagent (bench.synth.compose), seed=178, scale=large.
# ops: conv1d -> activation2:softsign -> instance_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 128, kernel_size=5, stride=2, padding=2, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(128, affine=True)
        self.rms_norm_3 = nn.RMSNorm(2048)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.softsign(x)
        x = self.instance_norm_2(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
