# Synthesized by cuagent (bench.synth.compose), seed=394, scale=large.
# ops: softmax:softmax -> resample:bilinear_ac -> tensor_arith:sub_input -> qk_scores -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.softmax(x, dim=1)
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True)
        x = x - y1
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0625
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    y1 = torch.randn(32, 16, 2048, 256)
    y2 = torch.randn(32, 16, 2048, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
