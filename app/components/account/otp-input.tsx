// The one-time code: one digit box each with JavaScript (numeric keyboard, paste of the whole code,
// one-time-code autofill), a single wide input without. Either way the form posts one field, `otp`.
// Both are type="text" (a code is not a number: it may start with 0), which also gives them the site's
// field style; inputMode brings the phone's number pad.
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from "react";

type OtpInputProps = {
  name: string;
  id: string;
  length: number;
  hydrated: boolean;
  invalid: boolean;
  describedBy?: string;
  defaultValue?: string;
};

export function OtpInput({ name, id, length, hydrated, invalid, describedBy, defaultValue = "" }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => {
    // Digits typed into the plain input before JavaScript arrived carry over into the boxes.
    const typed =
      typeof document === "undefined" ? "" : (document.getElementById(id) as HTMLInputElement | null)?.value;
    const initial = (typed || defaultValue).replace(/\D/g, "");
    return Array.from({ length }, (_, i) => initial[i] ?? "");
  });
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  if (!hydrated) {
    return (
      <input
        type="text"
        id={id}
        name={name}
        className="otp-single"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${length}}`}
        maxLength={length}
        required
        spellCheck={false}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    );
  }

  const fill = (start: number, text: string) => {
    const incoming = text
      .replace(/\D/g, "")
      .slice(0, length - start)
      .split("");
    if (incoming.length === 0) return;
    setDigits((current) => {
      const next = [...current];
      incoming.forEach((d, i) => (next[start + i] = d));
      return next;
    });
    boxes.current[Math.min(start + incoming.length, length - 1)]?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowLeft" && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowRight" && index < length - 1) boxes.current[index + 1]?.focus();
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    <div className="otp-boxes" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <input type="hidden" name={name} value={digits.join("")} />
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          type="text"
          id={index === 0 ? id : `${id}-${index}`}
          aria-label={`Digit ${index + 1} of ${length}`}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={length}
          value={digit}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, "");
            if (value.length > 1) return fill(index, value); // autofill or fast typing into one box
            setDigits((current) => current.map((d, i) => (i === index ? value : d)));
            if (value && index < length - 1) boxes.current[index + 1]?.focus();
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </div>
  );
}
