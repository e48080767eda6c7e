# Synthesized by cuagent (bench.synth.compose), seed=338, scale=large.
# ops: conv1d -> rms_norm -> layout:triu -> head_split_attention
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 64, kernel_size=5, stride=1, padding=2, bias=False)
        self.rms_norm_1 = nn.RMSNorm(4096)
        self.head_split_attention_3 = nn.Linear(4096, 12288)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.rms_norm_1(x)
        x = torch.triu(x, diagonal=1)
        b_head_split_attention_3, t_head_split_attention_3, c_head_split_attention_3 = x.size()
        q_head_split_attention_3, k_head_split_attention_3, v_head_split_attention_3 = self.head_split_attention_3(x).split(c_head_split_attention_3, dim=2)
        q_head_split_attention_3 = q_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 8, c_head_split_attention_3 // 8).transpose(1, 2)
        k_head_split_attention_3 = k_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 8, c_head_split_attention_3 // 8).transpose(1, 2)
        v_head_split_attention_3 = v_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 8, c_head_split_attention_3 // 8).transpose(1, 2)
        s_head_split_attention_3 = torch.softmax((q_head_split_attention_3 @ k_head_split_attention_3.transpose(-2, -1)) * 0.044194, dim=-1)
        x = (s_head_split_attention_3 @ v_head_split_attention_3).transpose(1, 2).contiguous().view(b_head_split_attention_3, t_head_split_attention_3, c_head_split_attention_3)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
