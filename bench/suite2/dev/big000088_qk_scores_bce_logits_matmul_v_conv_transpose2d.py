# Synthesized by cuagent (bench.synth.compose), seed=88, scale=large.
# ops: qk_scores -> loss:bce_logits -> matmul_v -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_3 = nn.ConvTranspose2d(128, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y2), reduction="none")
        x = torch.matmul(x, y3)
        x = self.conv_transpose2d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 128, 512)
    y1 = torch.randn(128, 128, 128, 512)
    y2 = torch.randn(128, 128, 128, 128)
    y3 = torch.randn(128, 128, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
