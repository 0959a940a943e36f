import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** The logo and the theme switch on one line: the top of the pages without the app's nav. */
export function BrandBar({
  as: Tag = "div",
  className,
}: {
  as?: "div" | "header";
  className: string;
}) {
  return (
    <Tag className={className}>
      <Logo />
      <ThemeToggle />
    </Tag>
  );
}
