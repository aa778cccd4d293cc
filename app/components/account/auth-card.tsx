import type { ReactNode } from "react";

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="auth">
      <div className="auth__card panel">
        <h1>{title}</h1>
        {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
