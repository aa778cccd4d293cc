import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  safeRedirect,
  verifyCodeSchema,
} from "./account-schemas";

function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? {} : submission.reply().error ?? {};
}

describe("account form schemas", () => {
  it("register: all fields required, e-mail shape, length and matching passwords", () => {
    expect(errors(registerSchema, {})).toMatchObject({
      username: [accountMessages.allRequired],
      useremail: [accountMessages.allRequired],
      password: [accountMessages.allRequired],
      confirmPassword: [accountMessages.allRequired],
    });
    const e = errors(registerSchema, { username: "ab", useremail: "a@b", password: "short", confirmPassword: "other" });
    expect(e.username).toEqual([accountMessages.username]);
    expect(e.useremail).toEqual([accountMessages.invalidEmail]);
    expect(e.password).toEqual([accountMessages.passwordLength]);
    const mismatch = errors(registerSchema, {
      username: "ayu",
      useremail: "ayu@example.com",
      password: "long-enough",
      confirmPassword: "long-enougH",
    });
    expect(mismatch).toEqual({ confirmPassword: [accountMessages.passwordsMismatch] });
  });

  it("sign-in: the spec's messages", () => {
    expect(errors(loginSchema, {})).toMatchObject({
      email: [accountMessages.fillAll],
      password: [accountMessages.fillAll],
    });
    expect(errors(loginSchema, { email: "a b@example.com", password: "x" }).email).toEqual([
      accountMessages.validEmail,
    ]);
    expect(errors(loginSchema, { email: "<a>@example.com", password: "x" }).email).toEqual([
      accountMessages.validEmail,
    ]);
  });

  it("recovery: required fields, digit-only codes, matching new passwords", () => {
    expect(errors(forgotPasswordSchema, {}).useremail).toEqual([accountMessages.allRequired]);
    expect(errors(verifyCodeSchema(4), { useremail: "a@b.co" }).otp).toEqual([accountMessages.allRequired]);
    expect(errors(verifyCodeSchema(4), { useremail: "a@b.co", otp: "12a4" }).otp).toEqual(["The code has 4 digits"]);
    expect(errors(verifyCodeSchema(6), { useremail: "a@b.co", otp: "123456" })).toEqual({});
    expect(
      errors(resetPasswordSchema, { newPassword: "long-enough", confirmPassword: "long-enougH" }).confirmPassword
    ).toEqual([accountMessages.resetMismatch]);
  });

  it("only redirects to same-site paths after sign-in", () => {
    expect(safeRedirect("/dashboard?x=1")).toBe("/dashboard?x=1");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\t/evil.example/x")).toBe("/dashboard");
    expect(safeRedirect("/\n/evil.example")).toBe("/dashboard");
    expect(safeRedirect("/%2F/evil.example")).toBe("/%2F/evil.example");
    expect(safeRedirect(null, "/")).toBe("/");
  });
});
