"""Everything pygame: the scene engine, the app shell and the game tables."""
