// Radix's checkbox (and anything else that measures itself) needs ResizeObserver, which jsdom does
// not have: a component test imports this once, before rendering.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
