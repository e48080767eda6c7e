# Synthesized by cuagent (bench.synth.compose), seed=181, scale=large.
# ops: conv1d -> head_split_attention -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=5, stride=1, padding=2, bias=False)
        self.head_split_attention_1 = nn.Linear(4096, 12288)

    def forward(self, x):
        x = self.conv1d_0(x)
        b_head_split_attention_1, t_head_split_attention_1, c_head_split_attention_1 = x.size()
        q_head_split_attention_1, k_head_split_attention_1, v_head_split_attention_1 = self.head_split_attention_1(x).split(c_head_split_attention_1, dim=2)
        q_head_split_attention_1 = q_head_split_attention_1.view(b_head_split_attention_1, t_head_split_attention_1, 4, c_head_split_attention_1 // 4).transpose(1, 2)
        k_head_split_attention_1 = k_head_split_attention_1.view(b_head_split_attention_1, t_head_split_attention_1, 4, c_head_split_attention_1 // 4).transpose(1, 2)
        v_head_split_attention_1 = v_head_split_attention_1.view(b_head_split_attention_1, t_head_split_attention_1, 4, c_head_split_attention_1 // 4).transpose(1, 2)
        s_head_split_attention_1 = torch.softmax((q_head_split_attention_1 @ k_head_split_attention_1.transpose(-2, -1)) * 0.031250, dim=-1)
        x = (s_head_split_attention_1 @ v_head_split_attention_1).transpose(1, 2).contiguous().view(b_head_split_attention_1, t_head_split_attention_1, c_head_split_attention_1)
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
