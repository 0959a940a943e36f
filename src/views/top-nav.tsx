import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import {
  type DisplayUser,
  userEmailLabel,
  userFullName,
  userInitials,
  userShortName,
} from "./user-display";

/**
 * The bar above every signed-in page. The user menu is a <details> element, so it opens by
 * keyboard and without script; src/client/user-menu.ts adds Escape and click-outside to close it,
 * and the Sign Out behaviour.
 */
export function TopNav({ user }: { user: DisplayUser }) {
  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
      >
        <Logo />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <UserMenu user={user} />
        </div>
      </nav>
    </header>
  );
}

function UserMenu({ user }: { user: DisplayUser }) {
  return (
    <details data-user-menu className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1.5 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-gray-800 [&::-webkit-details-marker]:hidden">
        <Avatar user={user} />
        {/* A phone has no room for it beside the logo: the avatar's initials stand in there. */}
        <span
          className="hidden max-w-40 truncate text-sm font-medium sm:inline"
          data-testid="user-short-name"
        >
          {userShortName(user)}
        </span>
        <svg
          viewBox="0 0 20 20"
          className="h-4 w-4 text-gray-500 transition-transform group-open:rotate-180"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
        <span className="sr-only">Open user menu</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900">
        <div className="border-b border-gray-100 px-4 py-3 dark:border-gray-800">
          <p className="truncate text-sm font-semibold" data-testid="user-full-name">
            {userFullName(user)}
          </p>
          <p className="truncate text-sm text-gray-500 dark:text-gray-400" data-testid="user-email">
            {userEmailLabel(user)}
          </p>
        </div>
        <a
          href="/account"
          className="block px-4 py-2 text-sm hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
        >
          Account
        </a>
        <a
          href="/plan-overview"
          className="block px-4 py-2 text-sm hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
        >
          Plan Overview
        </a>
        <a
          href="/account/api"
          className="block px-4 py-2 text-sm hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
        >
          API and webhooks
        </a>
        <button
          type="button"
          data-sign-out
          className="block w-full px-4 py-2 text-left text-sm text-red-600 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none disabled:opacity-50 dark:text-red-400 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
        >
          Sign Out
        </button>
      </div>
    </details>
  );
}

function Avatar({ user }: { user: DisplayUser }) {
  const image = user.profileImageUrl?.trim();
  if (image) {
    return (
      <img
        src={image}
        alt=""
        referrerPolicy="no-referrer"
        className="h-8 w-8 rounded-full object-cover"
        data-testid="user-avatar"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="user-avatar"
      className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
    >
      {userInitials(user)}
    </span>
  );
}
