# cuagent ops29: a segmentation head's loss, per-pixel class scores (1x1 conv), upsampled
# bilinearly to the label map, cross_entropy with the void label 255 ignored.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.classify = nn.Conv2d(256, 21, 1)

    def forward(self, features, labels):
        scores = F.interpolate(self.classify(features), scale_factor=4.0, mode="bilinear",
                               align_corners=False)
        return F.cross_entropy(scores, labels, ignore_index=255)


def get_inputs():
    labels = torch.randint(0, 21, (8, 512, 512))
    labels[:, :16] = 255
    return [torch.randn(8, 256, 128, 128), labels]


def get_init_inputs():
    return []
