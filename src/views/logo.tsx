/** The Export Discovery mark and word; links home. */
export function Logo({ href = "/" }: { href?: string }) {
  return (
    <a href={href} className="flex items-center gap-2 font-semibold text-gray-900 dark:text-white">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 22V10h9M9 16h7M9 22h9" className="stroke-white" strokeWidth="2.5" fill="none" />
        <circle cx="22.5" cy="19.5" r="3.5" className="stroke-white" strokeWidth="2" fill="none" />
      </svg>
      <span>Export Discovery</span>
    </a>
  );
}
