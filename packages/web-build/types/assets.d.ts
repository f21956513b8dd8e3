// Style sheets are handled by webpack (postcss + MiniCssExtractPlugin); TypeScript only needs to
// know that importing one is allowed.
declare module '*.css';
