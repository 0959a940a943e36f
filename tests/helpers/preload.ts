// Loaded before every test file (bunfig.toml). Tests build their own Config, so nothing global
// is needed beyond a quiet logger default for code that reads LOG_LEVEL.
process.env.LOG_LEVEL ??= "silent";
