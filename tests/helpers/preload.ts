import { setDefaultTimeout } from "bun:test";

// Loaded before every test file (bunfig.toml). Tests build their own Config; this only quiets
// code that reads LOG_LEVEL and gives hooks room for the first PGlite initdb (several seconds on
// a busy 2-core machine).
process.env.LOG_LEVEL ??= "silent";
setDefaultTimeout(60_000);
