"""What a game is at one moment: the state, the commands that change it, the events they cause, the decision pending, the dice."""
