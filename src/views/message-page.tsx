import type { ReactNode } from "react";
import { Logo } from "./logo";

/** A centred card with a heading, a message and an action: 404s, errors and notices. */
export function MessagePage({
  heading,
  children,
  action,
}: {
  heading: string;
  children: ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6">
      <Logo />
      <section className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm dark:border-gray-800 dark:bg-gray-900">
        <h1 className="mb-3 text-2xl font-bold">{heading}</h1>
        <div className="text-gray-600 dark:text-gray-400">{children}</div>
        {action && (
          <a
            href={action.href}
            className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
          >
            {action.label}
          </a>
        )}
      </section>
    </main>
  );
}
