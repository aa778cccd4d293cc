// The live username check over socket.io: one socket, opened lazily by the register page and
// closed when it unmounts. The answer for the latest typed name wins.
import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { USERNAME_CHECK_MIN_LENGTH } from "~/accounts/account-schemas";
import { socketOptions, USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "~/realtime/username-check";

export type UsernameStatus = "idle" | "checking" | "available" | "taken";

const DEBOUNCE_MS = 250;

export function useUsernameAvailability(username: string): UsernameStatus {
  const socketRef = useRef<Socket | null>(null);
  const [status, setStatus] = useState<UsernameStatus>("idle");
  const latest = useRef(username);
  latest.current = username;

  useEffect(() => {
    let cancelled = false;
    import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      const socket = io(socketOptions);
      socket.on(USERNAME_AVAILABLE_EVENT, (available: boolean) => {
        setStatus((current) => (current === "idle" ? current : available ? "available" : "taken"));
      });
      socketRef.current = socket;
      // A name typed before the socket was ready gets its check now.
      if (latest.current.trim().length >= USERNAME_CHECK_MIN_LENGTH) socket.emit(USERNAME_CHECK_EVENT, latest.current.trim());
    });
    return () => {
      cancelled = true;
      socketRef.current?.disconnect();
      socketRef.current = null;
    };
  }, []);

  useEffect(() => {
    const name = username.trim();
    if (name.length < USERNAME_CHECK_MIN_LENGTH) {
      setStatus("idle");
      return;
    }
    setStatus("checking");
    const timer = window.setTimeout(() => socketRef.current?.emit(USERNAME_CHECK_EVENT, name), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [username]);

  return status;
}
