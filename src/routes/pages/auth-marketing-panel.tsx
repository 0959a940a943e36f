import { StrokeSvg } from "../../views/icons";
import { productBenefits } from "./product-benefits";

/** The sign-in page's left half: what the product does, for a visitor deciding to sign up. */
export function MarketingPanel() {
  return (
    <aside className="hidden w-[45%] flex-col justify-center bg-gradient-to-br from-brand-600 to-brand-700 p-12 text-white lg:flex">
      <h2 className="text-4xl font-bold leading-tight">Discover Your Next Business Opportunity</h2>
      <p className="mt-4 max-w-md text-lg text-brand-100">
        An AI research assistant that finds the companies you are looking for and the people to talk
        to.
      </p>
      <ul className="mt-10 space-y-6">
        {productBenefits.map(({ title, short: text }) => (
          <li key={title} className="flex gap-4">
            <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white/20">
              <StrokeSvg className="h-4 w-4" strokeWidth={3}>
                <path d="M5 13l4 4L19 7" />
              </StrokeSvg>
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
