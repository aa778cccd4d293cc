import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT_BYTES, formReadMessages, readForm } from "./read-form.server";

function post(body: BodyInit | null, headers: Record<string, string>) {
  return new Request("http://localhost/login", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; text: string }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("expected the form to be refused");
}

describe("readForm", () => {
  it("reads a url-encoded form", async () => {
    const form = await readForm(
      post("email=a%40b.co&password=x", { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" }),
    );
    expect(form.get("email")).toBe("a@b.co");
  });

  it("reads a multipart form", async () => {
    const body = new FormData();
    body.set("email", "a@b.co");
    const form = await readForm(new Request("http://localhost/login", { method: "POST", body }));
    expect(form.get("email")).toBe("a@b.co");
  });

  it.each([
    ["text/plain", "email=a@b.co"],
    ["application/json", '{"email":"a@b.co"}'],
    ["", "email=a@b.co"],
    ["application/x-www-form-urlencodedx", "email=a@b.co"],
  ])("answers 415 for a body of type %j", async (type, body) => {
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    const request = new Request("http://localhost/login", { method: "POST", body, headers });
    // A string body gets text/plain from fetch unless a type is set: remove it for the "no type" case.
    if (!type) request.headers.delete("Content-Type");
    expect(await refusal(readForm(request))).toEqual({ status: 415, text: formReadMessages.unsupportedType });
  });

  it("answers 413 for a declared length over the limit without reading the body", async () => {
    const stream = new ReadableStream({
      pull() {
        throw new Error("the body must not be read");
      },
    });
    const request = post(stream, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(50 * 1024 * 1024),
    });
    expect((await refusal(readForm(request))).status).toBe(413);
  });

  it("stops reading a body without a length once it passes the limit", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`a=${"x".repeat(16 * 1024)}&`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = post(endless, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await refusal(readForm(request))).toEqual({ status: 413, text: formReadMessages.tooLarge });
    expect(sent).toBeLessThan(FORM_BODY_LIMIT_BYTES + 4 * chunk.byteLength);
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    const request = post("--nope\r\nnot a part", { "Content-Type": "multipart/form-data; boundary=xyz" });
    expect(await refusal(readForm(request))).toEqual({ status: 400, text: formReadMessages.malformed });
  });

  it("answers 400 for a field holding a null character, which the database cannot store", async () => {
    const request = post("fullName=Nul%00x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await refusal(readForm(request))).toEqual({ status: 400, text: formReadMessages.nullCharacter });
  });

  it("answers 400 for multipart without a boundary", async () => {
    const request = post("a=b", { "Content-Type": "multipart/form-data" });
    expect((await refusal(readForm(request))).status).toBe(400);
  });
});
