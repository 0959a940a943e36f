import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/** A centred "nothing here yet" block with an icon, a title, a line and an optional action. */
export function EmptyState({
  icon,
  title,
  description,
  children,
}: {
  icon: IconName;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center justify-center px-6 py-14 text-center"
      data-empty-state
    >
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400">
        <Icon name={icon} className="h-7 w-7" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      {description && (
        <p className="mt-1 max-w-md text-sm text-gray-600 dark:text-gray-400">{description}</p>
      )}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
