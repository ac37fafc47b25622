"""The heroes' side of the rules: the referee that applies commands, actions, combat, damage, noise and danger, card effects, the flow of rounds, bots and objectives."""
