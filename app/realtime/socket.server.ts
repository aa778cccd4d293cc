// Real-time events on the socket.io server that shares the HTTP port.
import type { Server } from "socket.io";

export function attachRealtime(io: Server): void {
  io.on("connection", (socket) => {
    // Events arrive with the accounts feature (live username check).
    socket.on("error", () => socket.disconnect(true));
  });
}
