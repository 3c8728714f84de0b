"""The demos table: one module per job, mirroring game/demos/ (see docs/ARCHITECTURE.md)."""
