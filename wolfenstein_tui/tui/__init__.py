"""The Textual app: title screen, game screen, replay viewer."""
