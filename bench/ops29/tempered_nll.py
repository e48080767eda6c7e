# cuagent ops29: a distillation-style loss, log-probabilities at a temperature, the summed
# negative log-likelihood of int64 labels plus a small penalty on the scores' magnitude.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def forward(self, scores, labels):
        log_probs = torch.log_softmax(scores / 0.7, dim=1)
        return F.nll_loss(log_probs, labels, reduction="sum") + 1e-4 * scores.pow(2).mean()


def get_inputs():
    return [torch.randn(16384, 8192), torch.randint(0, 8192, (16384,))]


def get_init_inputs():
    return []
