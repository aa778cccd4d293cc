import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { bearerTokenOf, signApiToken, verifyApiToken } from "./api-token.server";

const session = { id: "6f1c7c52-8f43-4c4e-9a39-0c1b2b7d1a11", userId: "0b8e2d1e-5a7c-4f0a-8a57-2b3c4d5e6f70" };

describe("API bearer tokens", () => {
  it("name the session they were issued for until it expires", async () => {
    const token = await signApiToken({ ...session, expiresAt: new Date(Date.now() + 60_000) });
    expect(await verifyApiToken(token)).toEqual({ sessionId: session.id, userId: session.userId });
  });

  it("are refused once expired, tampered with, or signed by another key", async () => {
    const expired = await signApiToken({ ...session, expiresAt: new Date(Date.now() - 60_000) });
    expect(await verifyApiToken(expired)).toBeNull();
    const token = await signApiToken({ ...session, expiresAt: new Date(Date.now() + 60_000) });
    const [header, payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ sid: "x", sub: "y" })).toString("base64url");
    expect(await verifyApiToken(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await verifyApiToken(`${header}.${payload}`)).toBeNull();
    const forged = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("kelana")
      .setAudience("kelana-api")
      .setSubject(session.userId)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-our-secret-not-our-secret-not-our"));
    expect(await verifyApiToken(forged)).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect(await verifyApiToken(unsigned)).toBeNull();
  });

  it("are read from an Authorization: Bearer header only", () => {
    const request = (value: string) => new Request("http://localhost/api", { headers: { Authorization: value } });
    expect(bearerTokenOf(request("Bearer abc.def.ghijkl"))).toBe("abc.def.ghijkl");
    expect(bearerTokenOf(request("Basic abc"))).toBeNull();
    expect(bearerTokenOf(request("Bearer "))).toBeNull();
    expect(bearerTokenOf(new Request("http://localhost/api"))).toBeNull();
  });
});
