import { bootFiles, kitFiles, preloadTag } from './boot-preload-plugin.mjs';

/** Chunks as the host build's stats give them (`chunkOrigins`), reduced to what the choice reads. */
const chunk = (files, size, ...origins) => ({ files, size, origins });
const bootstrap = { moduleName: './src/index.ts', request: './bootstrap' };
const provides = (key) => ({
  moduleName: `provide shared module (default) ${key}@1.0.0 = /host/x.js`,
  request: '',
});
const fallback = (key) => ({
  moduleName: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: x)`,
});

describe('bootFiles', () => {
  it("names the bootstrap's chunks and the provided shared modules', largest first; not the entry, not fallbacks", () => {
    const chunks = [
      { ...chunk(['main.1.js'], 100, { request: './src/index.ts' }), entry: true },
      chunk(['app.2.js', 'app.2.css'], 50, bootstrap),
      chunk(['antd.3.js'], 900, provides('antd'), fallback('antd')),
      chunk(['antd-fallback.4.js'], 5, fallback('antd')),
      chunk(['react.5.js'], 10, provides('react')),
      chunk(['both.6.js', 'both.6.js.map'], 20, provides('zod'), bootstrap),
      chunk([], 1, provides('empty')),
    ];
    expect(bootFiles(chunks)).toEqual(['antd.3.js', 'app.2.js', 'app.2.css', 'both.6.js', 'react.5.js']);
  });

  it('gives no hint for an after-boot kit, which no first render needs', () => {
    const chunks = [
      chunk(['boot.1.js'], 900, bootstrap, provides('antd')),
      chunk(['later.2.js'], 300, provides('antd/later'), fallback('antd/later')),
    ];
    expect(bootFiles(chunks)).toEqual(['boot.1.js']);
  });

  it('hints scripts as scripts and the stylesheet as a style, from the root', () => {
    expect(preloadTag('618.ab.js')).toBe('<link rel="preload" href="/618.ab.js" as="script">');
    expect(preloadTag('206.cd.css')).toBe('<link rel="preload" href="/206.cd.css" as="style">');
  });
});

describe('kitFiles', () => {
  it("names the scripts of each after-boot kit the host provides, and none of a fallback's or the boot's", () => {
    const chunks = [
      chunk(['boot.1.js'], 900, bootstrap, provides('antd'), provides('antd/later')),
      chunk(['later.2.js', 'later.2.js.map'], 300, provides('antd/later')),
      chunk(['later-fallback.3.js'], 300, fallback('antd/later')),
    ];
    expect(kitFiles(chunks)).toEqual({ 'antd/later': ['later.2.js'] });
  });
});
