"""The app shell: main menu, new game, pause, save/load, rules, settings, end screen, replay, history."""
