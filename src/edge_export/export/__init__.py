"""Export stage: the fp32 module → TFLite (litert-torch + ai-edge-quantizer) and ONNX (torch.onnx)."""
