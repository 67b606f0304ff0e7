// react-slick imports resize-observer-polyfill (3 KiB gzip). The browser build (webpack.config.ts) gives it this
// module instead: every browser that runs the site's ES2022 code has ResizeObserver of its own.
export default globalThis.ResizeObserver;
