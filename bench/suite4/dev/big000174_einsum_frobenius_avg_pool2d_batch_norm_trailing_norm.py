# Synthesized by cuagent (bench.synth.compose), seed=174, scale=large.
# ops: einsum -> reduce2:frobenius -> avg_pool2d -> batch_norm -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 32) / 5.6569)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=3, stride=3)
        self.batch_norm_3 = nn.BatchNorm2d(64)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x / torch.norm(x, p="fro")
        x = self.avg_pool2d_2(x)
        x = self.batch_norm_3(x)
        x = F.layer_norm(x, x.shape[-3:])
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096, 128)
    return [x]


def get_init_inputs():
    return []
