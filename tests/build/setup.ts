// Before any module loads: the built server bundle runs as production, and React must load as the same build it does
// (a test file's own imports of app modules would otherwise load React's development build first).
process.env.NODE_ENV = "production";
