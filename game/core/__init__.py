"""Game-agnostic rules machinery shared by every game."""
