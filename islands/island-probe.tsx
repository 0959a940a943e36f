import { useState } from "react";

/** A test-only island: proves that server HTML hydrates and becomes interactive. */
export default function IslandProbe({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button
      type="button"
      data-testid="island-probe"
      className="rounded-md bg-brand-600 px-4 py-2 text-white"
      onClick={() => setCount((n) => n + 1)}
    >
      {label}: {count}
    </button>
  );
}
