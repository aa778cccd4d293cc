import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "./account-schemas";

function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
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
    // The reported attack: 80,000 dots took 22 s through a backtracking pattern.
    expect(errors(loginSchema, { email: `a@${".".repeat(80_000)}@`, password: "x" }).email).toEqual([
      accountMessages.validEmail,
    ]);
  });

  it("refuses passwords longer than 128 characters before anything hashes them", () => {
    const long = "p".repeat(129);
    expect(
      errors(registerSchema, { username: "ayu", useremail: "ayu@example.com", password: long, confirmPassword: long }),
    ).toEqual({
      password: [accountMessages.passwordTooLong],
      confirmPassword: [accountMessages.passwordTooLong],
    });
    expect(errors(loginSchema, { email: "ayu@example.com", password: long }).password).toEqual([
      accountMessages.badCredentials,
    ]);
  });

  it("recovery: required fields, digit-only codes, matching new passwords", () => {
    expect(errors(forgotPasswordSchema, {}).useremail).toEqual([accountMessages.allRequired]);
    expect(errors(verifyCodeSchema(4), { useremail: "a@b.co" }).otp).toEqual([accountMessages.allRequired]);
    expect(errors(verifyCodeSchema(4), { useremail: "a@b.co", otp: "12a4" }).otp).toEqual(["The code has 4 digits"]);
    expect(errors(verifyCodeSchema(6), { useremail: "a@b.co", otp: "123456" })).toEqual({});
    expect(
      errors(resetPasswordSchema, { newPassword: "long-enough", confirmPassword: "long-enougH" }).confirmPassword,
    ).toEqual([accountMessages.resetMismatch]);
  });
});
