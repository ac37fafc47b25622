"""The training mission's tips: its lessons, and the coach that picks one."""
