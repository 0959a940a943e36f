import { afterAll, afterEach, expect, spyOn, test } from "bun:test";
import { CollectionPace } from "../src/export/collection-pace";

const gc = spyOn(Bun, "gc");
afterEach(() => gc.mockClear());
// Other test files share the process (and Bun.gc) with this one.
afterAll(() => gc.mockRestore());

test("collects at most once per interval, however often it is ticked", async () => {
  // A clock of its own: the process's is moved on by whatever exports ran before in this process.
  const pace = new CollectionPace({ next: 0 });
  for (let i = 0; i < 1_000; i++) pace.tick();
  expect(gc).not.toHaveBeenCalled();
  await Bun.sleep(510);
  for (let i = 0; i < 1_000; i++) pace.tick();
  expect(gc).toHaveBeenCalledTimes(1);
  expect(gc).toHaveBeenCalledWith(true);
});

test("exports under way together share one pace: two paces collect once per interval", async () => {
  const clock = { next: 0 };
  const [a, b] = [new CollectionPace(clock), new CollectionPace(clock)];
  await Bun.sleep(510);
  for (let i = 0; i < 1_000; i++) {
    a.tick();
    b.tick();
  }
  expect(gc).toHaveBeenCalledTimes(1);
});
