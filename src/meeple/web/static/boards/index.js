// Games' own board drawings register themselves in BOARDS here, as they are written.
