# Synthesized by cuagent (bench.synth.compose), seed=180, scale=large.
# ops: qk_scores -> distance:pairwise -> transformer_layer
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.transformer_layer_2 = nn.TransformerEncoderLayer(128, 2, 512, dropout=0.1, activation="relu", batch_first=True, norm_first=False)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.pairwise_distance(x, y2)
        x = self.transformer_layer_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    y1 = torch.randn(256, 512, 128, 128)
    y2 = torch.randn(256, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
