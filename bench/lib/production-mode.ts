/*
 * Benchmarks that render pages measure the server as `npm start` runs it: with NODE_ENV set to
 * production, which is what makes React load its production build (the development build renders
 * the dashboard two to three times slower). NODE_ENV is read when react-dom is first imported, so
 * a benchmark started without it runs itself again with it. Import this module first.
 */
if (process.env.NODE_ENV !== "production") {
  const child = Bun.spawn([process.execPath, ...process.argv.slice(1)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["inherit", "inherit", "inherit"],
  });
  process.exit(await child.exited);
}

export {};
