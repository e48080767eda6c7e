# cuagent ops31: one post-norm transformer encoder layer (ReLU feed-forward), batch first.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(1024, 16, 4096, dropout=0.1, batch_first=True)

    def forward(self, x):
        return self.layer(x)


def get_inputs():
    return [torch.randn(64, 1024, 1024)]


def get_init_inputs():
    return []
