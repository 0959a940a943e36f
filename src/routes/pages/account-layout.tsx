import type { ReactNode } from "react";
import { Logo } from "../../views/logo";
import { ThemeToggle } from "../../views/theme-toggle";

/** The centred single-card layout of the small account screens. */
export function AccountCard({
  page,
  icon,
  children,
}: {
  /** data-auth-page: which wiring src/client/auth-client.ts applies. */
  page?: "verify-email" | "reset-password";
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6">
      <div className="flex w-full max-w-md items-center justify-between">
        <Logo />
        <ThemeToggle />
      </div>
      <section
        data-auth-page={page}
        className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      >
        {icon && (
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-600/20 dark:text-brand-500">
            {icon}
          </div>
        )}
        {children}
      </section>
    </main>
  );
}

export function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}
