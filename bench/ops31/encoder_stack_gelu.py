# cuagent ops31: a two-layer pre-norm transformer encoder (GELU feed-forward), batch first.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(768, 12, 3072, activation="gelu", batch_first=True,
                                           norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)

    def forward(self, x):
        return self.encoder(x)


def get_inputs():
    return [torch.randn(64, 1024, 768)]


def get_init_inputs():
    return []
