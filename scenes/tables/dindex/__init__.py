"""The dindex table: one module per job, mirroring game/dindex/ (see docs/ARCHITECTURE.md)."""
