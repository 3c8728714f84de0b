"""The small scene engine every table and shell screen shares."""
