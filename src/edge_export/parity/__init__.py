"""Parity: the on-device path against the fp32 reference, on the host and through adb."""
