import { expect, test } from "bun:test";
import { describeEachDatabase } from "./helpers/database";
import { expectToContainAll } from "./helpers/html";
import { signedInUser } from "./helpers/session";
import { addLead, workspacePages } from "./helpers/workspace";

const DELETE_TEXT =
  "Are you sure you want to delete this research? This action cannot be undone and will permanently remove all project data, chat messages, and found companies.";

describeEachDatabase("workspace pages", ({ handle }) => {
  const {
    app,
    get,
    post,
    htmxPost,
    toastOf,
    errorToast,
    bakeryForm,
    createResearch,
    project,
    setStatus,
    projectsOf,
  } = workspacePages(handle);

  test("dashboard: header, tiles, credits and the empty list", async () => {
    const { cookie } = await signedInUser(handle(), { creditsLeft: 7, creditsMonthlyLimit: 100 });
    const { res, html } = await get("/", cookie);
    expect(res.status).toBe(200);
    expectToContainAll(html, [
      "Lead Research Dashboard",
      "Manage your AI-powered lead research projects",
      "Total Projects",
      "Companies Found",
      "Decision Makers",
      "Exports",
      "Credits Left",
      "7 out of 100",
      "Credits renew at",
      "N/A",
      "Recent Research Projects",
      "New Research",
      "No research projects yet",
      "Create Your First Project",
      'href="/?new=1"',
      "Session Timeout",
      "Refresh Page",
    ]);
    expect(html).not.toContain("style=");
    // /auth shows the same dashboard to a verified user.
    expect((await get("/auth", cookie)).html).toContain("Recent Research Projects");
  });

  test("dashboard: the renew date in en-GB", async () => {
    const { cookie } = await signedInUser(handle(), {
      nextCreditRefreshDate: new Date("2026-12-22T10:00:00Z"),
    });
    const { html } = await get("/", cookie);
    expect(html).toContain("22 Dec 2026");
    expect(html).not.toContain("N/A");
  });

  test("dashboard: cards with badges, age, counts, links, export and menu", async () => {
    const { user, cookie } = await signedInUser(handle());
    const paused = await project(user.id, { name: "Paused one" });
    const running = await project(user.id, { name: "Running one" });
    const done = await project(user.id, { name: "Done one" });
    await setStatus(running.id, "processing");
    await setStatus(done.id, "completed");
    await addLead(handle(), done.id);
    await addLead(handle(), done.id);
    const { html } = await get("/", cookie);
    // A project that never ran is "Not started" (issue 15), not the spec's catch-all "Active".
    expectToContainAll(html, [
      "Paused one",
      "Running one",
      "Done one",
      "Researching",
      "Done",
      "Not started",
    ]);
    expect(html).toContain("Created less than a minute ago");
    expect(html).toContain("2 companies found");
    expect(html).toContain("0 companies found");
    expect(html).toContain(`href="/research/${paused.id}"`);
    expect(html).toContain(`href="/api/research-projects/${done.id}/export"`);
    expect(html).not.toContain(`href="/api/research-projects/${paused.id}/export"`);
    expect(html).toMatch(
      /<span data-tooltip="No results to export yet"[^>]*><button type="button" disabled=""/,
    );
    expect(html).toContain("Edit research name");
    expect(html).toContain("Delete");
    expect(html).toContain(DELETE_TEXT.replace("don't", "don&#x27;t"));
    expect(html).toMatch(/<dialog id="delete-dialog-\d+"/);
    expect(html).not.toContain("No research projects yet");
    // Newest first.
    expect(html.indexOf("Done one")).toBeLessThan(html.indexOf("Paused one"));
  });

  test("dashboard: no-script paths open the form, a rename field and a delete dialog", async () => {
    const { user, cookie } = await signedInUser(handle());
    const p = await project(user.id);
    const rename = (await get(`/?rename=${p.id}`, cookie)).html;
    expect(rename).toMatch(
      new RegExp(
        `<form hx-post="/research/${p.id}/name"[^>]*action="/research/${p.id}/name" method="post">`,
      ),
    );
    expect(rename).not.toMatch(/data-rename-form=""[^>]*hidden/);
    const del = (await get(`/?delete=${p.id}`, cookie)).html;
    expect(del).toMatch(new RegExp(`<dialog id="delete-dialog-${p.id}" open=""`));
  });

  test("creation form: every field, the catalogue in groups, count 1..50 default 10", async () => {
    const { cookie } = await signedInUser(handle());
    const { html } = await get("/?new=1", cookie);
    expectToContainAll(html, [
      "Create New Research Project",
      'name="name"',
      'name="country"',
      'name="city"',
      'name="companyType"',
      'name="productsServices"',
      'name="keywords"',
      'name="decisionMaker"',
      'name="companyCount"',
      'name="exclusions"',
      'name="existingCompanies"',
      "max 50",
      "comma separated",
      "websites separated by commas, semicolons or line breaks",
      'min="1"',
      'max="50"',
      'value="10"',
      "Cancel",
      "Create Research",
      "Creating Project...",
      '<optgroup label="CEO">',
      '<optgroup label="Business Development Manager">',
      '<option value="Chief Executive Officer">',
      '<option value="Proprietor">',
      '<option value="Other">Other</option>',
    ]);
    expect(html.match(/<optgroup /g)?.length).toBe(10);
    expect(html).not.toContain("Recent Research Projects");
  });

  test("create: refused input keeps the values, shows messages and creates nothing", async () => {
    const { user, cookie } = await signedInUser(handle());
    // No country, an unknown decision maker, too many companies; the city is fine and kept.
    const changes = {
      country: "",
      city: "Lyon",
      decisionMaker: "Chief Wizard",
      companyCount: "80",
    };
    const res = await createResearch(cookie, changes);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Country is required");
    expect(html).toContain("Please select a valid decision maker type");
    expect(html).toContain("Number of companies must be between 1 and 50");
    expect(html).toContain('value="Bakeries"');
    expect(html).toContain('value="Lyon"');
    expect(html).toContain('value="80"');
    expect(html).toContain('aria-invalid="true"');
    // Each wrong field has its own message; the first of them (in the form's order) takes focus.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(
      /<input[^>]*autofocus=""[^>]*id="create-country"|<input[^>]*id="create-country"[^>]*autofocus=""/,
    );
    expect(toastOf(res)).toEqual(
      errorToast("Error", "Failed to create research project: Country is required"),
    );
    expect(await projectsOf(user.id)).toHaveLength(0);
  });

  test("create: success goes to the project with the 'Research Created' toast", async () => {
    const { user, cookie } = await signedInUser(handle());
    const res = await createResearch(cookie, {
      keywords: "bread, croissant",
      existingCompanies: "boulangerie.example; https://www.pain.example\nfour.example",
    });
    expect(res.status).toBe(303);
    const [created] = await projectsOf(user.id);
    expect(created?.companyCount).toBe(12);
    expect(created?.existingCompanies).toEqual([
      "boulangerie.example",
      "pain.example",
      "four.example",
    ]);
    expect(res.headers.get("location")).toBe(`/research/${created?.id}`);
    const flash = /flash_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(flash).toBeTruthy();
    const page = await get(`/research/${created?.id}`, `${cookie}; flash_toast=${flash}`);
    expect(page.html).toContain("data-flash-toast");
    expect(page.html).toContain("Research Created");
    expect(page.html).toContain("Start chatting to begin finding companies!");

    const htmx = await htmxPost("/research", cookie, { ...bakeryForm, name: "Via htmx" });
    expect(htmx.status).toBe(200);
    expect(htmx.headers.get("HX-Redirect")).toMatch(/^\/research\/\d+$/);
  });

  test("rename: saves a trimmed name, refuses a blank one, 404 for someone else's", async () => {
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const p = await project(user.id, { name: "Before" });
    const res = await post(`/research/${p.id}/name`, cookie, { name: "  After  " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect((await projectsOf(user.id))[0]?.name).toBe("After");

    const htmx = await htmxPost(`/research/${p.id}/name`, cookie, { name: "Again" });
    expect(htmx.status).toBe(200);
    expect(toastOf(htmx).title).toBe("Name Updated");
    expect(await htmx.text()).toContain(`id="project-${p.id}"`);

    const blank = await post(`/research/${p.id}/name`, cookie, { name: "   " });
    expect(blank.status).toBe(422);
    expect(toastOf(blank)).toEqual(
      errorToast("Update Failed", "Failed to update the project name. Please try again."),
    );
    expect(await blank.text()).toContain("Name is required");
    expect((await projectsOf(user.id))[0]?.name).toBe("Again");

    const foreign = await post(`/research/${p.id}/name`, other.cookie, { name: "Stolen" });
    expect(foreign.status).toBe(404);
    expect((await projectsOf(user.id))[0]?.name).toBe("Again");
  });

  test("delete: removes the project; someone else's is a 404 and stays", async () => {
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const keep = await project(user.id, { name: "Keep" });
    const gone = await project(user.id, { name: "Gone" });
    const foreign = await post(`/research/${keep.id}/delete`, other.cookie, {});
    expect(foreign.status).toBe(404);
    expect(toastOf(foreign).title).toBe("Delete Failed");

    const res = await post(`/research/${gone.id}/delete`, cookie, {});
    expect(res.status).toBe(303);
    expect((await projectsOf(user.id)).map((p) => p.name)).toEqual(["Keep"]);
    const home = await get(
      "/",
      `${cookie}; ${/flash_toast=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0]}`,
    );
    expect(home.html).toContain("Project Deleted");

    const htmx = await htmxPost(`/research/${keep.id}/delete`, cookie, {});
    expect(htmx.status).toBe(200);
    expect(toastOf(htmx).title).toBe("Project Deleted");
    expect(await htmx.text()).toContain("No research projects yet");
    expect(await projectsOf(user.id)).toHaveLength(0);
  });

  test("form handlers send a visitor to /auth and refuse non-numeric ids", async () => {
    const res = await app().request("/research", {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth");
    const { cookie } = await signedInUser(handle());
    expect((await post("/research/abc/name", cookie, { name: "x" })).status).toBe(404);
  });
});
