// The yardstick of the page budgets: a bare `node:http` server that answers every request with one
// captured response (status, headers and body exactly as Kelana sent them). Started by bench/pages.ts
// in a process of its own, as Kelana runs in its own; prints "listening <port>" once it listens.
//   node --import tsx bench/bare-server.ts <captured.json>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type CapturedResponse = {
  status: number;
  /** Name and value pairs as received (rawHeaders), hop-by-hop ones included; they are dropped here. */
  headers: [string, string][];
  /** The body, base64. */
  body: string;
};

// Connection handling and framing are the bare server's own, as they are Kelana's; Date is sent fresh.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

function main(): void {
  const captured = JSON.parse(readFileSync(process.argv[2], "utf8")) as CapturedResponse;
  const body = Buffer.from(captured.body, "base64");
  const headers = captured.headers
    .filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
    .concat([["Content-Length", String(body.length)]]);
  const server = createServer((_req, res) => {
    res.writeHead(captured.status, headers.flat());
    res.end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  process.on("SIGTERM", () => process.exit(0));
}

main();
