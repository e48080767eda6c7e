# cuagent ops29: a language model's head and its loss, a linear over the vocabulary then
# cross_entropy against int64 token targets (some padded with ignore_index).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.head = nn.Linear(1024, 32000, bias=False)

    def forward(self, hidden, targets):
        return F.cross_entropy(self.head(hidden), targets)


def get_inputs():
    targets = torch.randint(0, 32000, (4096,))
    targets[-256:] = -100
    return [torch.randn(4096, 1024), targets]


def get_init_inputs():
    return []
