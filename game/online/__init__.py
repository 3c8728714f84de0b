"""Online play: a server that holds every match and the clients that show and play its seats.

Pure Python beside the rules, never importing pygame: `schema` is the wire, `store` the server's SQLite file,
`table` one hosted match with its seats and codes, `server` the asyncio WebSocket server, `client` the
connection a player's computer (or a headless bot) keeps, `remote` the match a table reads on that computer,
`cli` the `hustings serve`, `table create` and `join` commands. docs/online.md tells the whole story.
"""
