import { Logo } from "../../views/logo";
import { ThemeToggle } from "../../views/theme-toggle";

/**
 * The visitors' header (home and pricing): the logo, the other public page, Sign In, the theme.
 * A signed-in user reading a public page is offered their dashboard instead of Sign In.
 */
export function PublicHeader({
  other,
  signInClass,
  signedIn = false,
}: {
  other: { href: string; label: string };
  signInClass: string;
  signedIn?: boolean;
}) {
  return (
    <header className="mx-auto flex max-w-6xl items-center justify-between p-6">
      <Logo />
      <nav className="flex items-center gap-4">
        <a href={other.href} className="text-gray-700 hover:text-brand-600 dark:text-gray-300">
          {other.label}
        </a>
        {signedIn ? (
          <a href="/" className={signInClass}>
            Dashboard
          </a>
        ) : (
          <a href="/auth" className={signInClass}>
            Sign In
          </a>
        )}
        <ThemeToggle />
      </nav>
    </header>
  );
}
