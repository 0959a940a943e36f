import { Logo } from "../../views/logo";

/** The closing screen: every page shows it once SUNSET_MODE is on (spec §1, §2). */
export function ThankYouPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center gap-8 p-6 text-center">
        <Logo />
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Thank you</h1>
        <div className="max-w-xl space-y-4 text-lg text-gray-600 dark:text-gray-400">
          <p>
            Export Discovery is winding down. AI assistants can now research companies and find the
            right people to contact on their own, so the service we built is no longer needed.
          </p>
          <p>
            Thank you to everyone who used Export Discovery, shared feedback and trusted us with
            their research. It was a pleasure helping you find your next business opportunity.
          </p>
        </div>
      </main>
      <footer className="p-6 text-center text-sm text-gray-500 dark:text-gray-400">
        © 2025 Export Discovery. All rights reserved.
      </footer>
    </div>
  );
}
