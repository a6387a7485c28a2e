/**
 * antd's theme settings for a page that carries antd's styles as a built stylesheet (the host's bootstrap.tsx): antd
 * then computes and injects no component CSS while rendering, and leaves out the class hashes the stylesheet has none
 * of. It still writes the theme's tokens as CSS variables. The host renders with them, and so does the harness that
 * renders a remote's page in a test.
 */
export const STATIC_STYLES_THEME = Object.freeze({ zeroRuntime: true, hashed: false } as const);
