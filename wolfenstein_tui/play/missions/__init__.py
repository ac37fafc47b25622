"""Missions as a player finds them: the built-in ones and the player's own
(`user_folder`, where the mission editor saves), listed together by
`wolfenstein missions` (`listing`) and the New game wizard."""
