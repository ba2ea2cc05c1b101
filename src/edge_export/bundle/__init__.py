"""Bundle stage: what goes into the Android asset bundle."""
