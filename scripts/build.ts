import { buildAssets } from "../src/assets/build";

// `npm run build`: the production assets (minified, content-hashed) into public/build.
const started = performance.now();
const manifest = await buildAssets({ production: true });
console.warn(
  `built ${Object.values(manifest).join(", ")} in ${Math.round(performance.now() - started)} ms`,
);
