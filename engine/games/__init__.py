"""Every game of the engine; importing this package registers them by key."""
