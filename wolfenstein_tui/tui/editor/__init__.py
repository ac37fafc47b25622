"""The mission editor: a mission's map drawn by pointing, its rules in a
form, checked as it is drawn, played and balanced from the same screen."""
