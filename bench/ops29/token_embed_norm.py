# cuagent ops29: a transformer's input layer, token embeddings looked up from int64 ids plus
# learned positions, then layer norm.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tokens = nn.Embedding(50257, 1024)
        self.positions = nn.Parameter(torch.randn(2048, 1024) * 0.02)
        self.norm = nn.LayerNorm(1024)

    def forward(self, ids):
        return self.norm(self.tokens(ids) + self.positions)


def get_inputs():
    return [torch.randint(0, 50257, (32, 2048))]


def get_init_inputs():
    return []
