# Synthesized by cuagent (bench.synth.compose), seed=287, scale=large.
# ops: conv_transpose2d -> reduce2:norm1 -> bmm -> transformer_layer -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 128, kernel_size=2, stride=1, padding=0, bias=False)
        self.transformer_layer_3 = nn.TransformerEncoderLayer(2048, 2, 8192, dropout=0.1, activation="relu", batch_first=False, norm_first=False)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = torch.bmm(x, y1)
        x = self.transformer_layer_3(x)
        x = torch.clamp(1.0 - x * torch.sign(y2), min=0.0).sum()
        return x


def get_inputs():
    x = torch.randn(64, 256, 512, 128)
    y1 = torch.randn(64, 129, 2048)
    y2 = torch.randn(64, 128, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
