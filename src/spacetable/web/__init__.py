"""The browser table: a FastAPI server with live WebSocket play."""
