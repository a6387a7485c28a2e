// kubernetes-models and its @kubernetes-models packages export ES modules only (an `import` condition): resolve them
// by it, and let the preset's transformer compile them for Jest's CommonJS runtime. Everything else as usual.
const ESM_ONLY = /^(kubernetes-models|@kubernetes-models\/)/;

module.exports = (request, options) =>
  options.defaultResolver(
    request,
    ESM_ONLY.test(request) ? { ...options, conditions: ['import', 'default'] } : options,
  );
