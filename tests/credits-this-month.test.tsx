import { expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { CreditsThisMonth } from "../src/routes/pages/plan-overview-page";

/* Issue 29: "Credits This Month 0 / 20" over a full bar labelled "20 used" read as a contradiction. */

const render = (creditsLeft: number, creditsMonthlyLimit = 20) =>
  renderToString(
    <CreditsThisMonth user={{ creditsLeft, creditsMonthlyLimit, nextCreditRefreshDate: null }} />,
  );

test.each([
  [0, "0 / 20 left", 20, "20 of 20 used"],
  [20, "20 / 20 left", 0, "0 of 20 used"],
  [15, "15 / 20 left", 5, "5 of 20 used"],
])(
  "%p credits left: the figure says left, the bar and its caption say used",
  (left, figure, used, caption) => {
    const html = render(left);
    expect(html).toContain(`>${figure}<`);
    expect(html).toContain(`value="${used}" max="20"`);
    expect(html).toContain(`${caption} · renews N/A`);
    expect(html).toContain(`aria-valuetext="${caption.replace("used", "credits used")}"`);
  },
);

test("thousands are grouped, and a negative balance never shows", () => {
  expect(render(1500, 2000)).toContain(">1,500 / 2,000 left<");
  expect(render(-3)).toContain(">0 / 20 left<");
});
