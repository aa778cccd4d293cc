// The live username check over socket.io: one socket, opened lazily by the register page and
// closed when it unmounts. If no answer comes (no socket server under remix-serve, a proxy that
// blocks WebSockets, a throttled check), the status becomes "unknown" and the form may be sent:
// the server checks the username again on submit.
import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { USERNAME_CHECK_MIN_LENGTH } from "~/accounts/account-schemas";
import { socketOptions, USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "~/realtime/username-check";

export type UsernameStatus = "idle" | "checking" | "available" | "taken" | "unknown";

const DEBOUNCE_MS = 250;
const ANSWER_TIMEOUT_MS = 4000;

export function useUsernameAvailability(username: string): UsernameStatus {
  const socketRef = useRef<Socket | null>(null);
  const [status, setStatus] = useState<UsernameStatus>("idle");
  const [offline, setOffline] = useState(false);
  const latest = useRef(username);
  latest.current = username;

  useEffect(() => {
    let cancelled = false;
    import("socket.io-client")
      .then(({ io }) => {
        if (cancelled) return;
        const socket = io(socketOptions);
        socket.on(USERNAME_AVAILABLE_EVENT, (available: boolean) => {
          setStatus((current) => (current === "idle" ? current : available ? "available" : "taken"));
        });
        socket.on("connect", () => setOffline(false));
        socket.on("connect_error", () => setOffline(true));
        socketRef.current = socket;
        // A name typed before the socket was ready gets its check now.
        if (latest.current.trim().length >= USERNAME_CHECK_MIN_LENGTH)
          socket.emit(USERNAME_CHECK_EVENT, latest.current.trim());
      })
      .catch(() => setOffline(true));
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
    if (offline) {
      setStatus("unknown");
      return;
    }
    setStatus("checking");
    const debounce = window.setTimeout(() => socketRef.current?.emit(USERNAME_CHECK_EVENT, name), DEBOUNCE_MS);
    const giveUp = window.setTimeout(
      () => setStatus((current) => (current === "checking" ? "unknown" : current)),
      DEBOUNCE_MS + ANSWER_TIMEOUT_MS,
    );
    return () => {
      window.clearTimeout(debounce);
      window.clearTimeout(giveUp);
    };
  }, [username, offline]);

  return status;
}
