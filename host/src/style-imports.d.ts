// Stylesheets are bundled by rspack (type css/auto); importing one yields nothing TypeScript needs.
declare module '*.css';
