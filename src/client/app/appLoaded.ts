// Importing this module loads the app's script files and evaluates nothing of consequence: webpack loads a chunk
// group whole (every `import()` named "app" shares one), so bootstrap.ts first has all of the app's files compiled,
// each in a task of its own as it arrives, and only then evaluates the libraries (reactDom.ts, framework.ts) and
// the app (main.tsx), each in a later task. Without it the last file to arrive was compiled and the libraries
// evaluated in one task of about 130 ms on a phone (Lighthouse's 4x CPU slowdown).
export const APP_LOADED = true;
