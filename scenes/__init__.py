"""The pygame-ce front end. It sends actions to the engine and animates the events it returns."""
