"""The diceocracy table: one module per job, mirroring game/diceocracy/ (see docs/ARCHITECTURE.md)."""
