# cuagent ops29: binary cross-entropy of a sigmoid's probabilities against soft labels,
# with a per-element weight map applied after the elementwise loss.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def forward(self, logits, labels, weights):
        losses = F.binary_cross_entropy(torch.sigmoid(logits), labels, reduction="none")
        return (losses * weights).mean()


def get_inputs():
    return [torch.randn(8192, 8192), torch.rand(8192, 8192), torch.rand(8192, 8192)]


def get_init_inputs():
    return []
