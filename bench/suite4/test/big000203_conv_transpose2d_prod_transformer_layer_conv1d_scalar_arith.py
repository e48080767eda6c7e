# Synthesized by cuagent (bench.synth.compose), seed=203, scale=large.
# ops: conv_transpose2d -> prod -> transformer_layer -> conv1d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.transformer_layer_2 = nn.TransformerEncoderLayer(256, 4, 512, dropout=0.1, activation="gelu", batch_first=False, norm_first=False)
        self.conv1d_3 = nn.Conv1d(256, 32, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = self.transformer_layer_2(x)
        x = self.conv1d_3(x)
        x = x * 2.0
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 256)
    return [x]


def get_init_inputs():
    return []
