"""What every game table shares: the table base, its log book, prompt area, button row and game-over overlay."""
