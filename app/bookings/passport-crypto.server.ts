// Passport numbers at rest: AES-256-GCM (authenticated), a fresh 96-bit IV per value.
// Stored as "v1.<iv>.<tag>.<ciphertext>" in base64url, so the key or algorithm can change later
// without guessing what an old value is.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { getEnv } from "~/utils/env.server";

const VERSION = "v1";

function keyFromHex(hex: string): Buffer {
  const key = Buffer.from(hex, "hex");
  if (key.length !== 32) throw new Error("The booking data key must be 32 bytes");
  return key;
}

export function encryptPassport(plain: string, keyHex = getEnv().BOOKING_DATA_KEY): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFromHex(keyHex), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".");
}

export function decryptPassport(stored: string, keyHex = getEnv().BOOKING_DATA_KEY): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error("Unrecognised passport ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", keyFromHex(keyHex), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
