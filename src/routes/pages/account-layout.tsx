import type { ReactNode } from "react";
import { BrandBar } from "../../views/brand-bar";
import { StrokeSvg } from "../../views/icons";

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
      <BrandBar className="flex w-full max-w-md items-center justify-between" />
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
    <StrokeSvg className="h-6 w-6">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeSvg>
  );
}
