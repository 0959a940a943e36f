import { describe, expect, test } from "bun:test";
import { digitRunsOf, showsDigits } from "../bench/lib/number-runs.ts";

/*
 * The real-page bench's oracle of which phone numbers a page shows: digits joined from a pager's or
 * a calendar's elements are on no page; a number split over inline markup is.
 */

const shows = (html: string, digits: string) =>
  showsDigits(digitRunsOf(`<html><body>${html}</body></html>`), digits);

describe("the bench's phone oracle", () => {
  test("a pager's links and a calendar's days spell no number", () => {
    const pager = Array.from({ length: 26 }, (_, i) => `<a href="?p=${i + 1}">${i + 1}</a>`);
    expect(shows(`<div>${pager.join(" ")}</div>`, "2122232425")).toBe(false);
    expect(shows(`<div>${pager.join("")}</div>`, "2122232425")).toBe(false);
    const days = [25, 26, 27, 28, 29].map((d) => `<span>${d}</span>`).join(" ");
    expect(shows(`<p>Phone: ${days}</p>`, "2526272829")).toBe(false);
  });

  test("a number in one run, or split over markup, is shown", () => {
    expect(shows("<p>Call 25 26 27 28 29</p>", "2526272829")).toBe(true);
    expect(shows("<p>Tel <span>(206)</span> 672-9730</p>", "2066729730")).toBe(true);
    expect(shows("<p>+49 <b>30</b> 1234567</p>", "301234567")).toBe(true);
    expect(shows("<p><span>020</span> <span>123</span> <span>4567</span></p>", "201234567")).toBe(
      true,
    );
  });

  test("a number only in hidden markup is not shown", () => {
    expect(shows('<p style="display:none">Tel 030 1234567</p>', "301234567")).toBe(false);
  });
});
